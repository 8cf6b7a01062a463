"""Global teaching opportunities (/services): one section of job cards per country."""

from __future__ import annotations

import reflex as rx

from agency_site import design, routes
from agency_site.components.icons import icon
from agency_site.components.links import anchor_link, external_link, link
from agency_site.components.page import call_to_action, feature_grid, hero, section
from agency_site.content.jobs import REGIONS, RegionInfo, jobs_in
from agency_site.content.models import Heading
from agency_site.i18n import t
from agency_site.pages.jobs.card import job_card
from agency_site.pages.services.data import SUPPORT, salary_range
from agency_site.routes import Route
from agency_site.seo import page_title
from agency_site.settings import settings


def _open_posts(region: RegionInfo) -> str:
    return t("{count} open posts", count=len(jobs_in(region.id)))


def _region_link(region: RegionInfo) -> rx.Component:
    lowest, highest = salary_range(jobs_in(region.id))
    return rx.el.li(
        # The anchors are the spec's: /services#uzbekistan, #uae, #spain.
        anchor_link(
            rx.el.span(
                rx.el.span(
                    region.name, class_name="block font-semibold text-slate-900 dark:text-white"
                ),
                rx.el.span(
                    _open_posts(region),
                    " · ",
                    t(
                        "{lowest} to {highest} per month",
                        lowest=lowest.salary_amount,
                        highest=highest.salary_amount,
                    ),
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
        rx.el.p(t("Jump to a country"), class_name="px-4 pt-2 " + design.EYEBROW),
        rx.el.ul(*[_region_link(region) for region in REGIONS], class_name="mt-2 space-y-1"),
        rx.el.p(
            t("Salaries are monthly, in the currency the school pays."),
            class_name="mt-3 border-t border-slate-900/10 px-4 pt-4 pb-2 text-xs "
            "dark:border-white/10 " + design.TEXT_MUTED,
        ),
        aria_label=t("Countries"),
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
        eyebrow=_open_posts(region),
        anchor=region.id,
    )


def opportunities_page() -> rx.Component:
    return rx.fragment(
        hero(
            t("Global teaching opportunities"),
            t(
                "Current openings for qualified teachers in Uzbekistan, the United Arab Emirates "
                "and Spain. Open any post to see what the school asks for."
            ),
            eyebrow=t("Teaching jobs abroad"),
            actions=(
                link(
                    icon("layout-dashboard", 16),
                    t("Compare all jobs"),
                    to=routes.JOBS_DASHBOARD,
                    class_name=design.BUTTON_PRIMARY,
                ),
                link(
                    t("Teach in Uzbekistan"),
                    to=routes.TEACH_IN_UZBEKISTAN,
                    class_name=design.BUTTON_SECONDARY,
                ),
            ),
            aside=_region_index(),
        ),
        *[_region_section(region) for region in REGIONS],
        section(
            t("How we support you"),
            feature_grid(SUPPORT, columns=4),
            intro=t(
                "Whichever country you choose, one recruiter stays with you from your first "
                "question to your first term."
            ),
            anchor="support",
        ),
        call_to_action(
            Heading(
                t("Not sure which post is right for you?"),
                t(
                    "Send us your application and tell us what you are looking for. We will suggest "
                    "the schools where your experience fits best."
                ),
            ),
            external_link(
                icon("send", 16),
                t("Send your application"),
                href=settings.application_form_url,
                class_name=design.BUTTON_ACCENT,
            ),
            link(t("Contact us"), to=routes.CONTACT, class_name=design.BUTTON_SECONDARY),
        ),
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
