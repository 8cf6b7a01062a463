"""What a visitor sees when a page fails to render."""

from __future__ import annotations

import reflex as rx

from agency_site import browser, design
from agency_site.components.icons import icon
from agency_site.i18n import t
from agency_site.platform import ErrorBoundary

_MESSAGE = browser.expression("error_message")
_STACK = browser.expression("error_stack")
_RELOAD = browser.function("reload_page")


def _error_view() -> rx.Component:
    return rx.el.div(
        rx.el.div(
            rx.el.span(
                icon("triangle-alert", 28),
                class_name=(
                    "flex h-14 w-14 items-center justify-center rounded-2xl bg-red-100 "
                    "text-red-700 dark:bg-red-400/15 dark:text-red-300"
                ),
            ),
            rx.el.h1(t("Unexpected Application Error!"), class_name=design.HEADING_2 + " mt-6"),
            rx.el.p(
                _MESSAGE,
                class_name="mt-3 font-mono text-base text-red-700 dark:text-red-300",
                data_testid="error-message",
            ),
            rx.el.p(
                t("Something went wrong while showing this page. Reloading often helps."),
                class_name="mt-4 " + design.TEXT,
            ),
            rx.el.div(
                rx.el.button(
                    t("Reload the page"),
                    type="button",
                    on_click=_RELOAD,
                    class_name=design.BUTTON_PRIMARY,
                ),
                # A full page load: the in-app router may be what failed.
                rx.el.a(t("Go to the home page"), href="/", class_name=design.BUTTON_SECONDARY),
                class_name="mt-6 flex flex-wrap gap-3",
            ),
            rx.el.details(
                rx.el.summary(
                    t("Technical details"), class_name="cursor-pointer text-sm " + design.TEXT_MUTED
                ),
                rx.el.pre(
                    _STACK,
                    class_name="mt-3 max-h-64 overflow-auto whitespace-pre-wrap break-words text-xs "
                    + design.TEXT_MUTED,
                ),
                class_name="mt-8",
            ),
            class_name=design.CARD + " w-full max-w-2xl p-8",
        ),
        class_name="flex min-h-[60vh] items-center justify-center px-4 py-16",
        role="alert",
    )


def error_boundary(*children: rx.Component) -> rx.Component:
    """Catches render errors below it and shows the error page in their place."""
    return ErrorBoundary.create(
        *children,
        fallback_render=_error_view(),
        # Log only: reporting to the back end would make every page open a websocket.
        on_error=browser.function("log_error"),
    )
