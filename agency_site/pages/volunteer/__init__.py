"""Volunteer programs (spec 2.7)."""

from __future__ import annotations

import reflex as rx

from agency_site import routes
from agency_site.components.page import hero, section, soon_badge
from agency_site.i18n import t
from agency_site.routes import Route
from agency_site.seo import page_title


def volunteer_page() -> rx.Component:
    return rx.fragment(
        hero(
            t("Volunteer programs"),
            t(
                "Short placements that let you give your time and skills to schools and communities."
            ),
            eyebrow=t("Volunteer"),
        ),
        section(
            t("Our programs"),
            rx.el.div(soon_badge(), class_name="mt-4"),
            intro=t("Three programs of two to eight months, opening soon."),
            anchor="programs",
        ),
    )


ROUTES = [
    Route(
        path=routes.VOLUNTEER_PROGRAMS,
        title=page_title(t("Volunteer programs")),
        description=t(
            "Volunteer teaching and community programs abroad, from two to eight months."
        ),
        component=volunteer_page,
    )
]
