"""Python handles on the layout's browser behaviour (assets/js/layout.jsx)."""

from __future__ import annotations

import reflex as rx

from agency_site.components.browser import LAYOUT_MODULE
from agency_site.i18n import CODES, in_language, t

# The header turns translucent with a shadow past this scroll offset (spec section 9).
HEADER_SCROLL_THRESHOLD_PX = 50


class ScrollHeader(rx.Component):
    library = LAYOUT_MODULE
    tag = "ScrollHeader"

    threshold: rx.Var[int]


class HoverMenu(rx.Component):
    library = LAYOUT_MODULE
    tag = "HoverMenu"


class MenuDismissal(rx.Component):
    library = LAYOUT_MODULE
    tag = "MenuDismissal"


class NavigationLoading(rx.Component):
    library = LAYOUT_MODULE
    tag = "NavigationLoading"

    label: rx.Var[str]


def scroll_header(*children, **props) -> rx.Component:
    return ScrollHeader.create(*children, threshold=HEADER_SCROLL_THRESHOLD_PX, **props)


def navigation_loading() -> rx.Component:
    return NavigationLoading.create(label=t("Loading..."))


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
