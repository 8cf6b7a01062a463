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
        section(
            t("The ministry"),
            intro=t(
                "Uzbekistan's Ministry of Preschool and School Education runs the country's state preschools and schools, and leads its programme to modernise language teaching."
            ),
            anchor="profile",
        ),
        section(
            t("The system in numbers"),
            intro=t(
                "More than 10,000 schools, 2.5 million pupils and 180,000 teachers across all 14 regions."
            ),
            anchor="statistics",
        ),
        section(
            t("In the ministry's words"),
            intro=t(
                "Why the ministry chose to bring foreign language teachers into its classrooms."
            ),
            anchor="quote",
        ),
        section(
            t("What the partnership means for teachers"),
            intro=t("Official posts, proper contracts and a ministry that knows you are coming."),
            anchor="benefits",
        ),
        section(
            t("How we support the ministry"),
            intro=t("We recruit, vet, prepare and look after the teachers its schools ask for."),
            anchor="support",
        ),
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
