"""Global teaching opportunities (/services): one section of job cards per country."""

from __future__ import annotations

import reflex as rx

from agency_site import design, routes
from agency_site.components.icons import icon
from agency_site.components.links import anchor_link, link
from agency_site.components.open_posts import OpenPostsState, day_text
from agency_site.components.page import (
    button_link,
    call_to_action,
    external_button,
    feature_grid,
    hero,
    section,
)
from agency_site.content.jobs import REGIONS, RegionInfo, jobs_in
from agency_site.pages.jobs.card import job_card
from agency_site.pages.services import data
from agency_site.routes import Route
from agency_site.settings import settings


def _region_link(region: RegionInfo) -> rx.Component:
    return rx.el.li(
        # The anchors are the spec's: /services#uzbekistan, #uae, #spain.
        anchor_link(
            rx.el.span(
                rx.el.span(
                    region.name, class_name="block font-semibold text-slate-900 dark:text-white"
                ),
                rx.el.span(
                    day_text(data.OPEN_POSTS_IN[region.id]),
                    " · ",
                    day_text(data.PAY_RANGE_IN[region.id]),
                    class_name="mt-0.5 block text-sm " + design.TEXT_MUTED,
                ),
            ),
            icon(
                "arrow-down",
                18,
                "shrink-0 text-blue-700 transition-transform group-hover:translate-y-0.5 "
                "dark:text-sky-300",
            ),
            target=region.id,
            class_name=(
                "group flex items-center justify-between gap-4 rounded-xl px-4 py-3 "
                "transition-colors hover:bg-slate-900/5 dark:hover:bg-white/5 " + design.FOCUS_RING
            ),
        )
    )


def _region_index() -> rx.Component:
    return rx.el.nav(
        rx.el.p(data.JUMP_TO_A_COUNTRY, class_name="px-4 pt-2 " + design.EYEBROW),
        rx.el.ul(*[_region_link(region) for region in REGIONS], class_name="mt-2 space-y-1"),
        rx.el.p(
            data.SALARIES_NOTE,
            class_name="mt-3 border-t border-slate-900/10 px-4 pt-4 pb-2 text-xs "
            "dark:border-white/10 " + design.TEXT_MUTED,
        ),
        aria_label=data.REGION_INDEX_LABEL,
        class_name=design.CARD + " p-3",
    )


def _region_section(region: RegionInfo) -> rx.Component:
    return section(
        region.name,
        rx.el.div(
            *[job_card(job) for job in jobs_in(region.id)],
            class_name="mt-10 grid items-start gap-6 md:grid-cols-2",
        ),
        intro=region.summary,
        eyebrow=day_text(data.OPEN_POSTS_IN[region.id]),
        anchor=region.id,
    )


def opportunities_page() -> rx.Component:
    return rx.fragment(
        hero(
            data.OPPORTUNITIES_HERO,
            actions=(
                button_link(
                    "layout-dashboard",
                    data.COMPARE_ALL_JOBS,
                    routes.JOBS_DASHBOARD,
                    design.BUTTON_PRIMARY,
                ),
                link(
                    data.TEACH_IN_UZBEKISTAN,
                    to=routes.TEACH_IN_UZBEKISTAN,
                    class_name=design.BUTTON_SECONDARY,
                ),
            ),
            aside=_region_index(),
        ),
        *[_region_section(region) for region in REGIONS],
        section(data.SUPPORT_SECTION, feature_grid(data.SUPPORT, columns=4)),
        call_to_action(
            data.OPPORTUNITIES_CLOSING,
            external_button(
                "send",
                data.SEND_YOUR_APPLICATION,
                settings.application_form_url,
                design.BUTTON_ACCENT,
            ),
            link(data.CONTACT_US, to=routes.CONTACT, class_name=design.BUTTON_SECONDARY),
        ),
    )


ROUTES = [
    Route(
        routes.SERVICES,
        data.OPPORTUNITIES_META,
        opportunities_page,
        on_load=OpenPostsState.follow_day,
    )
]
