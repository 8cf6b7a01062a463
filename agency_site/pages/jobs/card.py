"""One open post as a card, shared by /services, the job board and the shortlist.

The requirements fold away in a native <details>, so the card opens and closes on click
without any script. The title leads to the job's own page; the save button puts the job on
the visitor's shortlist (ShortlistState).
"""

from __future__ import annotations

from collections.abc import Callable

import reflex as rx

from agency_site import design, routes
from agency_site.components.icons import icon
from agency_site.components.language import page_language
from agency_site.components.links import link
from agency_site.components.notices import feature_in_progress_notice, show_notice
from agency_site.components.open_posts import while_open
from agency_site.components.page import check_list, soon_badge
from agency_site.content.jobs import JOBS, Job, converted_salary
from agency_site.i18n import reader_currency
from agency_site.pages.jobs import data
from agency_site.pages.jobs.shortlist import ShortlistState

# The Feature In Progress notice lasts 3 to 5 s (3 s only on the volunteer, media and blog-search
# buttons).
APPLY_NOTICE = feature_in_progress_notice("job-apply", 4000)

_SUMMARY = (
    "flex cursor-pointer list-none items-center justify-between gap-3 rounded-xl px-4 py-3 "
    "text-sm font-semibold text-blue-800 transition-colors hover:bg-blue-700/5 "
    "dark:text-sky-200 dark:hover:bg-sky-300/10 [&::-webkit-details-marker]:hidden "
    + design.FOCUS_RING
)


def _requirements(job: Job) -> rx.Component:
    return rx.el.details(
        rx.el.summary(
            rx.el.span(
                rx.el.span(data.VIEW_REQUIREMENTS, class_name="group-open:hidden"),
                rx.el.span(data.HIDE_REQUIREMENTS, class_name="hidden group-open:inline"),
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
        check_list(*job.requirements, small=True, class_name="px-4 pb-4 pt-1"),
        class_name="group mt-5 rounded-xl bg-slate-900/[0.03] dark:bg-white/[0.04]",
    )


def salary_for_reader(job: Job) -> str:
    """'About £2,111 a month' in the page's language and its readers' currency (empty when
    the school pays in it): what a page shows before any choice of the visitor's."""
    return converted_salary(job, reader_currency(page_language()), page_language())


def title_id(job: Job) -> str:
    return f"job-{job.id}-title"


def save_button(job: Job, class_name: str = "") -> rx.Component:
    """Saves the job to the shortlist, or takes it off; pressed while it is saved."""
    saved = ShortlistState.saved.contains(job.id)
    return rx.el.button(
        rx.cond(saved, icon("bookmark-check", 16), icon("bookmark", 16)),
        rx.cond(saved, data.SAVED, data.SAVE),
        type="button",
        aria_pressed=saved,
        aria_describedby=title_id(job),
        on_click=ShortlistState.toggle(job.id),
        data_testid="save-job",
        class_name=design.BUTTON_SECONDARY
        + " aria-pressed:bg-emerald-50 aria-pressed:text-emerald-800 aria-pressed:ring-emerald-600 "
        "dark:aria-pressed:bg-emerald-400/10 dark:aria-pressed:text-emerald-300 " + class_name,
    )


def apply_soon_button(job: Job) -> rx.Component:
    """The spec's Apply Now on /services: marked Soon, it shows a notice only."""
    return rx.el.button(
        data.APPLY_NOW,
        soon_badge(),
        type="button",
        aria_describedby=title_id(job),
        on_click=show_notice(APPLY_NOTICE),
        class_name=design.BUTTON_SECONDARY,
    )


def view_job_link(job: Job) -> rx.Component:
    return link(
        data.VIEW_JOB,
        icon("arrow-right", 16),
        to=routes.job(job.id),
        aria_describedby=title_id(job),
        class_name=design.BUTTON_PRIMARY,
    )


def job_card(
    job: Job, *, action=apply_soon_button, converted: rx.Var | None = None
) -> rx.Component:
    """`action(job)` is the card's main button; `converted` the salary in the reader's
    currency ("About £2,111 a month"; empty when the school pays in it)."""
    return rx.el.article(
        rx.el.p(
            icon("map-pin", 16, "shrink-0"),
            job.location,
            class_name="flex items-center gap-1.5 text-sm font-medium " + design.TEXT_MUTED,
        ),
        rx.el.h3(
            link(
                job.title,
                to=routes.job(job.id),
                class_name="rounded hover:underline " + design.FOCUS_RING,
            ),
            id=title_id(job),
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
        rx.cond(
            converted,
            rx.el.p(converted, class_name="mt-2 text-sm " + design.TEXT_MUTED),
        )
        if converted is not None
        else rx.fragment(),
        _requirements(job),
        rx.el.div(
            action(job),
            save_button(job),
            class_name="mt-5 flex flex-wrap gap-3",
        ),
        aria_labelledby=title_id(job),
        data_testid="job-card",
        data_job=job.id,
        class_name=design.CARD + " flex flex-col p-6",
        **while_open(job),
    )


def jobs_in_order(slugs: rx.Var[list[str]], render: Callable[[Job], rx.Component]) -> rx.Component:
    """The jobs `slugs` names, in that order, each as `render(job)` builds it for the page.

    Keyed by slug: a job keeps its element (and what the visitor opened in it) when the list
    is filtered or reordered, and only what changed is drawn again.
    """
    cases = [(job.id, render(job)) for job in JOBS]
    if not cases:  # a back end started once every post has closed
        return rx.fragment()
    return rx.foreach(
        slugs, lambda slug: rx.fragment(rx.match(slug, *cases, rx.fragment()), key=slug)
    )
