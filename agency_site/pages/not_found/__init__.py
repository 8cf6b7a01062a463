"""The page for any unknown path (HTTP 404 in production)."""

from __future__ import annotations

import reflex as rx

from agency_site import design, routes
from agency_site.components.links import link
from agency_site.i18n import t
from agency_site.layout import navigation
from agency_site.routes import Route
from agency_site.seo import page_title

_DESTINATIONS = (
    navigation.HOME,
    navigation.SERVICES,
    navigation.TEACH_IN_UZBEKISTAN,
    navigation.NavItem(t("Packages"), routes.PRICING),
    navigation.BLOG,
    navigation.CONTACT,
)


def not_found_page() -> rx.Component:
    # The router's error page as the spec has it for an unknown address (its heading and the
    # status), with the ways on that a visitor needs.
    return rx.el.section(
        rx.el.div(
            rx.el.h1(t("Unexpected Application Error!"), class_name=design.HEADING_1),
            rx.el.p(
                t("404 Not Found"),
                class_name="mt-3 font-mono text-lg text-red-700 dark:text-red-300",
                data_testid="error-status",
            ),
            rx.el.p(
                t(
                    "We couldn't find that page. The link may be old or mistyped. These pages "
                    "are a good place to continue:"
                ),
                class_name="mt-5 text-lg " + design.TEXT,
            ),
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
                        for item in _DESTINATIONS
                    ],
                    class_name="grid gap-3 sm:grid-cols-2 lg:grid-cols-3",
                ),
                aria_label=t("Main sections"),
                class_name="mt-10",
            ),
            class_name=design.GUTTERS + " max-w-4xl",
        ),
        class_name="py-16 sm:py-24",
    )


ROUTES = [
    Route(
        path=routes.NOT_FOUND,
        title=page_title(t("Page not found")),
        description=t("The page you were looking for does not exist."),
        component=not_found_page,
        public=False,
    )
]
