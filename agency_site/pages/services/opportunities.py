"""Global teaching opportunities (/services): one section per country, with anchors."""

from __future__ import annotations

import reflex as rx

from agency_site import routes
from agency_site.components.page import hero, section
from agency_site.i18n import t
from agency_site.routes import Route
from agency_site.seo import page_title

# Anchors the spec fixes: /services#uzbekistan, #uae, #spain.
COUNTRIES = (
    (
        "uzbekistan",
        t("Uzbekistan"),
        t(
            "State schools in Tashkent, Samarkand, Bukhara and Khiva, through our ministry partnership."
        ),
    ),
    ("uae", t("United Arab Emirates"), t("International and IB schools in Dubai and Abu Dhabi.")),
    (
        "spain",
        t("Spain"),
        t("Bilingual schools and language assistant posts in Madrid and Barcelona."),
    ),
)


def opportunities_page() -> rx.Component:
    return rx.fragment(
        hero(
            t("Global teaching opportunities"),
            t(
                "Current openings for qualified teachers in three countries. Open a job to see what it asks for."
            ),
            eyebrow=t("Jobs"),
        ),
        *[section(name, intro=intro, anchor=anchor) for anchor, name, intro in COUNTRIES],
    )


ROUTES = [
    Route(
        path=routes.SERVICES,
        title=page_title(t("Global teaching opportunities")),
        description=t(
            "Teaching jobs in Uzbekistan, the UAE and Spain, with salaries and requirements."
        ),
        component=opportunities_page,
    )
]
