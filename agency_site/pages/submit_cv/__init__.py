"""Submit a CV (contents not shown in the spec)."""

from __future__ import annotations

import reflex as rx

from agency_site import routes, theme
from agency_site.components.links import link
from agency_site.components.page import hero, section
from agency_site.i18n import t
from agency_site.routes import Route
from agency_site.seo import page_title


def submit_cv_page() -> rx.Component:
    return rx.fragment(
        hero(
            t("Submit your CV"),
            t("Send us your CV for review, or to be considered for upcoming posts."),
            eyebrow=t("CV review"),
            actions=(
                link(
                    t("Send it through our contact form"),
                    to=routes.CONTACT,
                    class_name=theme.BUTTON_PRIMARY,
                ),
            ),
        ),
        section(
            t("Before you send it"),
            intro=t(
                "One or two pages, teaching experience first, qualifications with dates, and a recent photo if you like."
            ),
            anchor="checklist",
        ),
    )


ROUTES = [
    Route(
        path=routes.SUBMIT_CV,
        title=page_title(t("Submit your CV")),
        description=t("Send us your CV for review or for upcoming teaching posts."),
        component=submit_cv_page,
    )
]
