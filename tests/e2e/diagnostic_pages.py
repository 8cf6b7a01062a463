"""Pages for the end-to-end tests: the dev server the tests start registers them
(AGENCY_TEST_PAGES=tests.e2e.diagnostic_pages); the site itself never does.

One fails to render on purpose, to show that the error page catches it; the other shows
notices with chosen texts, variants and durations, to exercise the notice system.
"""

from __future__ import annotations

import reflex as rx
from reflex.vars import Var

from agency_site import design
from agency_site.components.notices import Notice, show_notice
from agency_site.content.models import PageMeta
from agency_site.routes import Route

RENDER_ERROR = "/diagnostics/render-error"
NOTICES = "/diagnostics/notices"

# Throws in the browser only: a throw during pre-rendering would fail the build instead.
_THROW_IN_BROWSER = Var(
    _js_expr=(
        "(typeof window === 'undefined' ? '' : "
        "(() => { throw new Error('Diagnostic render failure'); })())"
    )
)

# Each button shows the notice of its name.
_NOTICES = (
    Notice("notice-first", "First notice", "The first text."),
    Notice("notice-second", "Second notice", "The second text."),
    Notice("notice-destructive", "Broken", "Something failed.", variant="destructive"),
    Notice("notice-short", "Short notice", "Closes after one second.", duration_ms=1000),
)


@rx.memo
def failing_component() -> rx.Component:
    # A component of its own, as real failures are: the page around it stays rendered.
    return rx.el.p(_THROW_IN_BROWSER)


def render_error_page() -> rx.Component:
    return rx.el.div(rx.el.h1("Diagnostics"), failing_component())


def notices_page() -> rx.Component:
    return rx.el.div(
        rx.el.h1("Notice diagnostics", class_name=design.HEADING_2),
        rx.el.div(
            *[
                rx.el.button(
                    notice.name,
                    type="button",
                    on_click=show_notice(notice),
                    id=notice.name,
                    class_name=design.BUTTON_SECONDARY,
                )
                for notice in _NOTICES
            ],
            class_name="mt-6 flex flex-wrap gap-3",
        ),
        class_name=design.CONTAINER + " py-16",
    )


ROUTES = [
    Route(
        path=RENDER_ERROR,
        meta=PageMeta("Render error diagnostics", "A page that fails to render."),
        component=render_error_page,
        public=False,
    ),
    Route(
        path=NOTICES,
        meta=PageMeta("Notice diagnostics", "Buttons that show notices."),
        component=notices_page,
        public=False,
    ),
]
