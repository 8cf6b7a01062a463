"""Ministry partnership (spec 2.8)."""

from __future__ import annotations

import reflex as rx

from agency_site import routes
from agency_site.components.page import hero, section
from agency_site.i18n import t
from agency_site.routes import Route
from agency_site.seo import page_title


def ministry_page() -> rx.Component:
    return rx.fragment(
        hero(
            t("Ministry partnership"),
            t(
                "Since 2024 we have worked with Uzbekistan's Ministry of Preschool and School "
                "Education, and we are its exclusive recruitment partner for 2025-2026."
            ),
            eyebrow=t("Official partnership"),
        ),
        section(t("The ministry"), anchor="profile"),
        section(t("The system in numbers"), anchor="statistics"),
        section(t("In the ministry's words"), anchor="quote"),
        section(t("What the partnership means for teachers"), anchor="benefits"),
        section(t("How we support the ministry"), anchor="support"),
    )


ROUTES = [
    Route(
        path=routes.MINISTRY_PARTNERSHIP,
        title=page_title(t("Ministry partnership")),
        description=t(
            "Our partnership with Uzbekistan's Ministry of Preschool and School Education."
        ),
        component=ministry_page,
    )
]
