"""The job map (/services/job-map): every open post as a pin on a map, and the same posts
listed by country."""

from __future__ import annotations

import reflex as rx

from agency_site import design, routes
from agency_site.components.links import link
from agency_site.components.open_posts import OpenPostsState, day_text
from agency_site.components.page import contact_call_to_action, hero, section
from agency_site.pages.services.job_map import data
from agency_site.pages.services.job_map.views import job_list, job_map
from agency_site.routes import Route


def job_map_page() -> rx.Component:
    return rx.fragment(
        hero(
            data.HERO,
            actions=(
                link(data.SEE_ALL_JOBS, to=routes.SERVICES, class_name=design.BUTTON_PRIMARY),
                link(
                    data.COMPARE_SALARIES,
                    to=routes.CURRENCY_CONVERTER,
                    class_name=design.BUTTON_SECONDARY,
                ),
            ),
        ),
        section(
            data.MAP_SECTION.title,
            job_map(),
            job_list(),
            intro=day_text(data.OPEN_POSTS),
            anchor=data.MAP_SECTION.anchor,
        ),
        contact_call_to_action(data.CLOSING),
    )


ROUTES = [Route(routes.JOB_MAP, data.META, job_map_page, on_load=OpenPostsState.follow_day)]
