"""BrightMatch: the school-matching feature, coming soon."""

from __future__ import annotations

import reflex as rx

from agency_site import routes
from agency_site.components.page import hero, section
from agency_site.i18n import t
from agency_site.routes import Route
from agency_site.seo import page_title


def brightmatch_page() -> rx.Component:
    return rx.fragment(
        hero(
            t("BrightMatch"),
            t(
                "Tell us what matters to you and BrightMatch will suggest the schools where you will thrive."
            ),
            eyebrow=t("Coming Soon"),
        ),
        section(
            t("What BrightMatch will do"),
            intro=t(
                "Compare your qualifications, preferences and goals with each school's needs, and suggest the best matches first."
            ),
            anchor="features",
        ),
    )


ROUTES = [
    Route(
        path=routes.BRIGHTMATCH,
        title=page_title(t("BrightMatch")),
        description=t("BrightMatch matches teachers with the schools that suit them. Coming soon."),
        component=brightmatch_page,
    )
]
