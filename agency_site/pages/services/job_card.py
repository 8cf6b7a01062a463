"""One open post as a card, shared by /services and the jobs dashboard.

The requirements fold away in a native <details>, so the card opens and closes on click
without any script. `data-region` lets the dashboard's CSS filter hide cards by region.
"""

from __future__ import annotations

import reflex as rx

from agency_site import theme
from agency_site.components.icons import icon
from agency_site.components.notices import feature_in_progress_notice, show_notice
from agency_site.components.page import soon_badge
from agency_site.content.jobs import Job
from agency_site.i18n import t

# Spec 8: the Feature In Progress notice lasts 3 to 5 s outside the volunteer and media pages.
APPLY_NOTICE = feature_in_progress_notice("job-apply", 4000)

_SUMMARY = (
    "flex cursor-pointer list-none items-center justify-between gap-3 rounded-xl px-4 py-3 "
    "text-sm font-semibold text-blue-800 transition-colors hover:bg-blue-700/5 "
    "dark:text-sky-200 dark:hover:bg-sky-300/10 [&::-webkit-details-marker]:hidden "
    + theme.FOCUS_RING
)


def _requirements(job: Job) -> rx.Component:
    return rx.el.details(
        rx.el.summary(
            rx.el.span(
                rx.el.span(t("View requirements"), class_name="group-open:hidden"),
                rx.el.span(t("Hide requirements"), class_name="hidden group-open:inline"),
            ),
            rx.el.span(
                icon("chevron-down", 18, "transition-transform duration-200 group-open:rotate-180"),
                class_name=(
                    "flex h-7 w-7 shrink-0 items-center justify-center rounded-full "
                    "bg-blue-700/10 dark:bg-sky-300/15"
                ),
            ),
            class_name=_SUMMARY,
        ),
        rx.el.ul(
            *[
                rx.el.li(
                    icon(
                        "circle-check", 16, "mt-0.5 shrink-0 text-emerald-600 dark:text-emerald-400"
                    ),
                    rx.el.span(requirement),
                    class_name="flex gap-2.5",
                )
                for requirement in job.requirements
            ],
            class_name="space-y-2.5 px-4 pb-4 pt-1 text-sm leading-6 " + theme.TEXT,
        ),
        class_name="group mt-5 rounded-xl bg-slate-900/[0.03] dark:bg-white/[0.04]",
    )


def job_card(job: Job) -> rx.Component:
    title_id = f"job-{job.id}-title"
    return rx.el.article(
        rx.el.p(
            icon("map-pin", 16, "shrink-0"),
            job.location,
            class_name="flex items-center gap-1.5 text-sm font-medium " + theme.TEXT_MUTED,
        ),
        rx.el.h3(
            job.title,
            id=title_id,
            class_name="mt-2 text-xl font-semibold text-slate-900 dark:text-white",
        ),
        rx.el.p(
            icon("wallet", 16, "shrink-0"),
            job.salary,
            class_name=(
                "mt-3 inline-flex items-center gap-2 self-start rounded-full bg-emerald-50 px-3 py-1 "
                "text-sm font-semibold text-emerald-800 dark:bg-emerald-400/10 "
                "dark:text-emerald-300"
            ),
        ),
        _requirements(job),
        rx.el.button(
            t("Apply Now"),
            soon_badge(),
            type="button",
            aria_describedby=title_id,
            on_click=show_notice(APPLY_NOTICE),
            class_name=theme.BUTTON_SECONDARY + " mt-5 w-full sm:w-auto sm:self-start",
        ),
        aria_labelledby=title_id,
        data_region=job.region,
        data_testid="job-card",
        class_name=theme.CARD + " flex flex-col p-6",
    )
