"""Priority hiring (spec 2.16)."""

from __future__ import annotations

import reflex as rx

from agency_site import routes
from agency_site.components.page import hero, section
from agency_site.i18n import t
from agency_site.routes import Route
from agency_site.seo import page_title


def priority_page() -> rx.Component:
    return rx.fragment(
        hero(
            t("Priority hiring"),
            t(
                "Senior recruiters review your application within 48 hours, and a successful "
                "review guarantees you an interview slot within 5 business days."
            ),
            eyebrow=t("Fast track"),
        ),
        section(
            t("What priority hiring gives you"),
            intro=t(
                "A senior recruiter on your file, a review within 48 hours and, after a successful review, an interview slot within 5 business days."
            ),
            anchor="benefits",
        ),
    )


ROUTES = [
    Route(
        path=routes.PRIORITY_SERVICE,
        title=page_title(t("Priority hiring")),
        description=t("Fast-track review of your application within 48 hours."),
        component=priority_page,
    )
]
