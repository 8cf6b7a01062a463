"""The job map (/services/job-map): every open post as a pin on a map, and the same posts
listed by country."""

from __future__ import annotations

import reflex as rx

from agency_site import design, routes
from agency_site.components.links import link
from agency_site.components.page import (
    contact_call_to_action,
    hero,
    section,
)
from agency_site.content.jobs import JOBS
from agency_site.content.models import Heading
from agency_site.i18n import t
from agency_site.pages.services.job_map.views import job_list, job_map
from agency_site.routes import Route
from agency_site.seo import page_title


def job_map_page() -> rx.Component:
    return rx.fragment(
        hero(
            t("Job map"),
            t(
                "Every post we are recruiting for, from Madrid to Tashkent. Select a pin or a "
                "city to see the jobs in that country."
            ),
            eyebrow=t("Open posts"),
            actions=(
                link(t("See all jobs"), to=routes.SERVICES, class_name=design.BUTTON_PRIMARY),
                link(
                    t("Compare salaries"),
                    to=routes.CURRENCY_CONVERTER,
                    class_name=design.BUTTON_SECONDARY,
                ),
            ),
        ),
        section(
            t("Where our teachers are needed"),
            job_map(),
            job_list(),
            intro=t(
                "{count} open posts in Uzbekistan, the United Arab Emirates and Spain.",
                count=len(JOBS),
            ),
            anchor="map",
        ),
        contact_call_to_action(
            Heading(
                t("Not sure which city suits you?"),
                t(
                    "Tell us what you teach and what you are looking for, and we will help you choose."
                ),
            ),
        ),
    )


ROUTES = [
    Route(
        path=routes.JOB_MAP,
        title=page_title(t("Job map")),
        description=t("Our open teaching posts in Uzbekistan, the UAE and Spain on one map."),
        component=job_map_page,
    ),
]
