"""The shortlist page (/jobs/shortlist): the saved jobs side by side.

Each column is one saved job: salary as the school pays it and in the reader's currency,
subject, level and requirements, so posts compare row by row. What is shown comes from
the visitor's own browser (ShortlistState); the pre-rendered page shows the empty list.
"""

from __future__ import annotations

import reflex as rx

from agency_site import design, routes
from agency_site.components.icons import icon
from agency_site.components.links import external_link, link
from agency_site.components.page import empty_state, hero
from agency_site.content.jobs import LEVEL_LABELS, SUBJECT_LABELS, Job
from agency_site.pages.jobs import data
from agency_site.pages.jobs.card import jobs_in_order, salary_for_reader, title_id
from agency_site.pages.jobs.shortlist import ShortlistState
from agency_site.routes import Route
from agency_site.settings import settings

_ROW_LABEL = "text-xs font-semibold uppercase tracking-wider " + design.TEXT_MUTED


def _row(label: str, *value: rx.Component | str) -> rx.Component:
    return rx.el.div(
        rx.el.dt(label, class_name=_ROW_LABEL),
        rx.el.dd(*value, class_name="mt-1 " + design.TEXT),
        class_name="border-t border-slate-900/10 pt-4 dark:border-white/10",
    )


def _column(job: Job) -> rx.Component:
    converted = salary_for_reader(job)
    return rx.el.article(
        rx.el.p(job.location, class_name="text-sm font-medium " + design.TEXT_MUTED),
        rx.el.h2(
            link(
                job.title, to=routes.job(job.id), class_name="hover:underline " + design.FOCUS_RING
            ),
            id=title_id(job),
            class_name="mt-1 text-lg font-semibold text-slate-900 dark:text-white",
        ),
        rx.el.dl(
            _row(
                data.SALARY,
                rx.el.span(job.salary, class_name="font-semibold"),
                rx.el.span(converted, class_name="block text-sm " + design.TEXT_MUTED),
            ),
            _row(data.SUBJECT, SUBJECT_LABELS[job.subject]),
            _row(data.LEVEL, LEVEL_LABELS[job.level] if job.level else data.LEVEL_NOT_STATED),
            _row(
                data.REQUIREMENTS,
                rx.el.ul(
                    *[rx.el.li(requirement) for requirement in job.requirements],
                    class_name="list-disc space-y-1.5 pl-5 text-sm leading-6",
                ),
            ),
            class_name="mt-5 flex-1 space-y-4",
        ),
        rx.el.div(
            external_link(
                data.APPLY,
                href=settings.application_form_url,
                aria_describedby=title_id(job),
                class_name=design.BUTTON_PRIMARY,
            ),
            rx.el.button(
                icon("trash-2", 16),
                data.REMOVE,
                type="button",
                aria_describedby=title_id(job),
                on_click=ShortlistState.remove(job.id),
                class_name=design.BUTTON_SECONDARY,
            ),
            class_name="mt-6 flex flex-wrap gap-3",
        ),
        aria_labelledby=title_id(job),
        data_testid="shortlist-job",
        data_job=job.id,
        class_name=design.CARD + " flex w-72 shrink-0 snap-start flex-col p-5 sm:w-80",
    )


def _comparison() -> rx.Component:
    return rx.el.div(
        jobs_in_order(ShortlistState.saved, _column),
        hidden=ShortlistState.count == 0,
        class_name="flex snap-x gap-5 overflow-x-auto pb-4",
        data_testid="shortlist",
    )


def _empty() -> rx.Component:
    return empty_state(
        "bookmark",
        data.NO_SAVED_JOBS.title,
        data.NO_SAVED_JOBS.text,
        link(
            data.BROWSE_JOBS, to=routes.JOBS_DASHBOARD, class_name=design.BUTTON_PRIMARY + " mt-6"
        ),
        heading="h2",
        hidden=ShortlistState.count > 0,
        data_testid="shortlist-empty",
    )


def shortlist_page() -> rx.Component:
    return rx.fragment(
        hero(data.SHORTLIST_HERO),
        rx.el.section(
            _comparison(),
            _empty(),
            aria_label=data.SAVED_JOBS,
            class_name=design.CONTAINER + " pb-16",
        ),
    )


ROUTES = [
    Route(
        routes.SHORTLIST,
        data.SHORTLIST_META,
        shortlist_page,
        on_load=ShortlistState.check,
        beyond_spec="issue 23: the visitor's saved jobs side by side",
    )
]
