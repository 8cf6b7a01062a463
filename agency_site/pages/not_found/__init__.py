"""The page for any unknown path (HTTP 404 in production)."""

from __future__ import annotations

import reflex as rx

from agency_site import design, routes
from agency_site.components.links import link
from agency_site.pages.not_found import data
from agency_site.routes import Route


def not_found_page() -> rx.Component:
    # The router's error page, with the ways on that a visitor needs.
    return rx.el.section(
        rx.el.div(
            rx.el.h1(data.ERROR, class_name=design.HEADING_1),
            rx.el.p(
                data.STATUS,
                class_name="mt-3 font-mono text-lg text-red-700 dark:text-red-300",
                data_testid="error-status",
            ),
            rx.el.p(data.SUGGESTION, class_name="mt-5 text-lg " + design.TEXT),
            rx.el.nav(
                rx.el.ul(
                    *[
                        rx.el.li(
                            link(
                                item.label,
                                to=item.path,
                                class_name=design.BUTTON_SECONDARY + " w-full",
                            )
                        )
                        for item in data.DESTINATIONS
                    ],
                    class_name="grid gap-3 sm:grid-cols-2 lg:grid-cols-3",
                ),
                aria_label=data.DESTINATIONS_LABEL,
                class_name="mt-10",
            ),
            class_name=design.GUTTERS + " max-w-4xl",
        ),
        class_name="py-16 sm:py-24",
    )


# Last: after every page, and after any new package that leaves ORDER out (pages/__init__.py).
ORDER = 1000

ROUTES = [Route(routes.NOT_FOUND, data.META, not_found_page, public=False)]
