"""CV review service (contents not shown in the spec)."""

from __future__ import annotations

import reflex as rx

from agency_site import routes, theme
from agency_site.components.links import link
from agency_site.components.page import hero, section
from agency_site.i18n import t
from agency_site.routes import Route
from agency_site.seo import page_title


def cv_review_page() -> rx.Component:
    return rx.fragment(
        hero(
            t("CV review and editing"),
            t(
                "Experienced recruiters polish your CV to the standard international schools expect."
            ),
            eyebrow=t("Services"),
            actions=(
                link(t("See packages"), to=routes.PRICING, class_name=theme.BUTTON_PRIMARY),
                link(t("Submit your CV"), to=routes.SUBMIT_CV, class_name=theme.BUTTON_SECONDARY),
            ),
        ),
        section(
            t("What we look at"),
            intro=t(
                "Structure, clarity, qualifications, classroom experience and how well your CV fits international schools."
            ),
            anchor="what",
        ),
        section(
            t("How it works"),
            intro=t(
                "Send us your CV, choose a package and receive your edited CV with our comments."
            ),
            anchor="how",
        ),
    )


ROUTES = [
    Route(
        path=routes.CV_REVIEW,
        title=page_title(t("CV review")),
        description=t("Professional CV review and editing for teachers applying abroad."),
        component=cv_review_page,
    )
]
