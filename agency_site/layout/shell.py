"""The one page shell every route renders in."""

from __future__ import annotations

import reflex as rx

from agency_site import browser, design
from agency_site.components.language import page_language
from agency_site.components.links import anchor_link
from agency_site.components.notices import notice_viewport
from agency_site.i18n import t
from agency_site.layout.banners import floating_apply_button, testing_mode_banner
from agency_site.layout.behaviour import navigation_loading
from agency_site.layout.colour_mode import applied_colour_mode
from agency_site.layout.connection import connection_notice
from agency_site.layout.cookie_consent import cookie_banner
from agency_site.layout.errors import error_boundary
from agency_site.layout.footer import footer
from agency_site.layout.header import header
from agency_site.layout.newsletter import newsletter_popup

MAIN_CONTENT_ID = "main-content"


def _skip_link() -> rx.Component:
    return anchor_link(
        t("Skip to content"),
        target=MAIN_CONTENT_ID,
        class_name=(
            "sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[60] "
            "focus:rounded-full focus:bg-white focus:px-4 focus:py-2 focus:text-slate-900 "
            "focus:shadow-lg " + design.FOCUS_RING
        ),
    )


def document_language() -> rx.Component:
    """Sets <html lang> to the page's language as the page mounts: the one place the site
    does. The build writes the same into each pre-rendered file, by the same rule
    (routes.language_of_path; platform/frontend/first_paint.py), so this changes it only
    after a switch without a reload, and on the dev server, which pre-renders nothing."""
    # A function compiled into the page (no eval), on an element of its own, since an element
    # with an event is compiled apart and this keeps the page itself out of that.
    return rx.el.span(
        hidden=True,
        on_mount=rx.run_script(browser.script("set_document_language", language=page_language())),
    )


def page_shell(content: rx.Component, head: rx.Component | None = None) -> rx.Component:
    """Header, banners, the page itself (its errors caught in place), footer, overlays.

    `head` holds elements React hoists into <head> (canonical and language links).
    """
    return rx.el.div(
        head or rx.fragment(),
        _skip_link(),
        # A printed page is the page itself: no header, footer, banners or overlays.
        rx.el.div(header(), class_name="print:hidden"),
        rx.el.div(
            rx.el.div(testing_mode_banner(), class_name="print:hidden"),
            rx.el.main(
                error_boundary(content), id=MAIN_CONTENT_ID, tab_index=-1, class_name="outline-none"
            ),
            class_name="flex-1 pt-16 print:pt-0",
        ),
        rx.el.div(
            footer(),
            floating_apply_button(),
            cookie_banner(),
            newsletter_popup(),
            notice_viewport(),
            connection_notice(),
            class_name="print:hidden",
        ),
        applied_colour_mode(),
        navigation_loading(),
        document_language(),
        # "true" once the back end has sent this tab its state: clicks on the page's filters,
        # FAQ and dialogs take effect from then on (tests wait for it). On an element of its
        # own, so that the change re-renders nothing else.
        rx.el.span(hidden=True, data_hydrated=rx.State.is_hydrated),
        # Right from the first render after a switch; <html lang> follows (document_language).
        lang=page_language(),
        class_name="flex min-h-screen flex-col",
    )
