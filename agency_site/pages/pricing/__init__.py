"""CV and placement packages (spec 2.14)."""

from __future__ import annotations

import reflex as rx

from agency_site import routes
from agency_site.components.page import hero, section
from agency_site.i18n import t
from agency_site.routes import Route
from agency_site.seo import page_title


def pricing_page() -> rx.Component:
    return rx.fragment(
        hero(
            t("CV and placement packages"),
            t("Choose the support that fits your move, from a polished CV to a full placement."),
            eyebrow=t("Packages"),
        ),
        section(
            t("Our packages"),
            intro=t(
                "Three packages, from CV polishing to full placement support. Pay only for the service you choose."
            ),
            anchor="plans",
        ),
        section(
            t("Frequently asked questions"),
            intro=t("Answers to what teachers ask us most about our packages."),
            anchor="faq",
        ),
    )


ROUTES = [
    Route(
        path=routes.PRICING,
        title=page_title(t("Packages")),
        description=t("CV polishing, interview preparation and placement packages for teachers."),
        component=pricing_page,
    )
]
