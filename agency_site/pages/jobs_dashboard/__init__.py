"""Jobs dashboard: every open post in one view (contents not shown in the spec)."""

from __future__ import annotations

import reflex as rx

from agency_site import routes, theme
from agency_site.components.links import link
from agency_site.components.page import hero, section
from agency_site.i18n import t
from agency_site.routes import Route
from agency_site.seo import page_title


def jobs_dashboard_page() -> rx.Component:
    return rx.fragment(
        hero(
            t("Jobs dashboard"),
            t("All open teaching posts in Uzbekistan, the UAE and Spain in one place."),
            eyebrow=t("Jobs"),
            actions=(
                link(t("Browse by country"), to=routes.SERVICES, class_name=theme.BUTTON_SECONDARY),
            ),
        ),
        section(t("Open posts"), intro=t("Filter by country, subject or salary."), anchor="jobs"),
    )


ROUTES = [
    Route(
        path=routes.JOBS_DASHBOARD,
        title=page_title(t("Jobs dashboard")),
        description=t("Every open teaching post we recruit for, in one filterable view."),
        component=jobs_dashboard_page,
    )
]
