"""The router's side of the layout (assets/js/layout.jsx): the 'Loading...' placeholder while the
next page's code loads, and what a page the browser builds draws after its first frame."""

from __future__ import annotations

import reflex as rx

from agency_site.i18n import CODES, in_language, t

# Files in assets/ are served from /public inside the compiled front end.
LAYOUT_MODULE = "$/public/js/layout.jsx"


class NavigationLoading(rx.Component):
    library = LAYOUT_MODULE
    tag = "NavigationLoading"

    label: rx.Var[str]


class AfterFirstFrame(rx.Component):
    library = LAYOUT_MODULE
    tag = "AfterFirstFrame"


def navigation_loading() -> rx.Component:
    return NavigationLoading.create(label=t("Loading..."))


def after_first_frame(child: rx.Component) -> rx.Component:
    """`child`, for what lies below the fold of every page (the footer). The pre-rendered page
    and its hydration have it at once; a page the browser builds (a language switch, which
    scrolls to the top) draws it right after its own first frame, which then comes sooner.
    """
    return AfterFirstFrame.create(child)


def loading_screen() -> rx.Component:
    """The same placeholder, pre-rendered for the first load of a page's code.

    The app shows it before any page, so before any language is known: it says it in
    each, every reading marked with its language for screen readers.
    """
    loading = t("Loading...")
    return rx.el.div(
        rx.el.span(class_name="page-loading__spinner", aria_hidden="true"),
        rx.el.span(
            *[rx.el.span(in_language(loading, code), lang=code) for code in CODES],
            class_name="flex flex-col items-center",
        ),
        class_name="page-loading",
        role="status",
    )
