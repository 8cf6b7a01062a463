"""The job board (/jobs-dashboard): search, filter and sort every open post.

The filters are JobSearchState's and live in the address, so a search can be shared and
the back button works. The pre-rendered page lists every job; the state then shows the
ones that match, in the chosen order.
"""

from __future__ import annotations

import reflex as rx

from agency_site import design, routes
from agency_site.components import form
from agency_site.components.filters import announcement
from agency_site.components.icons import icon
from agency_site.components.language import page_language
from agency_site.components.open_posts import OpenPostsState, day_text
from agency_site.components.page import button_link, empty_state, hero, icon_term, section
from agency_site.content.jobs import REGIONS
from agency_site.i18n import reader_currency
from agency_site.pages.jobs.card import job_card, jobs_in_order, salary_for_reader, view_job_link
from agency_site.pages.jobs.shortlist import ShortlistState, shortlist_link
from agency_site.pages.jobs_dashboard import data
from agency_site.pages.jobs_dashboard.alerts import job_alert_form
from agency_site.pages.jobs_dashboard.state import (
    MAX_QUERY,
    MINIMUM_FIELD_ID,
    QUERY_FIELD_ID,
    JobSearchState,
)
from agency_site.pages.services.data import HIGHEST_SALARY, OPEN_COUNT
from agency_site.routes import Route

_SELECT = form.CONTROL + " pr-10 text-sm"


def _statistic(
    label: str, value: str | rx.Component, icon_name: str, class_name: str = ""
) -> rx.Component:
    return rx.el.div(
        icon_term(icon_name, label, top=True),
        rx.el.dd(
            value,
            class_name="mt-2 text-3xl font-bold tracking-tight text-slate-900 dark:text-white",
        ),
        class_name=design.CARD + " flex flex-col justify-between p-5 " + class_name,
    )


def _summary() -> rx.Component:
    return rx.el.dl(
        _statistic(data.OPEN_POSTS, day_text(OPEN_COUNT), "briefcase"),
        _statistic(data.COUNTRIES, str(len(REGIONS)), "globe"),
        _statistic(
            data.HIGHEST_SALARY,
            day_text(HIGHEST_SALARY),
            "banknote",
            class_name="col-span-2",
        ),
        class_name="grid grid-cols-2 gap-4",
        data_testid="jobs-summary",
    )


def _select(choice: data.Choice, value: rx.Var, on_change) -> rx.Component:
    return form.field(
        choice.label,
        rx.el.select(
            *[rx.el.option(text, value=key) for key, text in choice.options],
            id=choice.field_id,
            value=value,
            on_change=on_change,
            class_name=_SELECT,
        ),
        choice.field_id,
        required=False,
    )


def _typed_field(
    label: str, control, field_id: str, value: rx.Var, on_change, **props
) -> rx.Component:
    """A box the visitor types in, made by `control`: it starts from the address's value,
    and Clear filters draws it again, empty (its key changes)."""
    return form.field(
        label,
        control(
            id=field_id,
            key=JobSearchState.fields_reset,
            default_value=value,
            on_change=on_change,
            **props,
        ),
        field_id,
        required=False,
    )


def _reader_currency() -> rx.Var:
    # The page's own currency until the state has read the address.
    return rx.cond(
        JobSearchState.currency == "", reader_currency(page_language()), JobSearchState.currency
    )


def _filters() -> rx.Component:
    return rx.el.div(
        rx.el.div(
            _typed_field(
                data.SEARCH,
                rx.el.input,
                QUERY_FIELD_ID,
                JobSearchState.query,
                JobSearchState.search,
                type="search",
                placeholder=data.SEARCH_PLACEHOLDER,
                max_length=MAX_QUERY,
                class_name=form.CONTROL,
            ),
            class_name="sm:col-span-2 lg:col-span-3",
        ),
        _select(data.COUNTRY, JobSearchState.country, JobSearchState.choose_country),
        _select(data.SUBJECT, JobSearchState.subject, JobSearchState.choose_subject),
        _select(data.SORT, JobSearchState.sort, JobSearchState.choose_sort),
        _typed_field(
            data.MINIMUM_SALARY,
            form.NumberTextInput.create,
            MINIMUM_FIELD_ID,
            JobSearchState.minimum,
            JobSearchState.type_minimum,
            type="number",
            input_mode="numeric",
            min="0",
            step="any",
            class_name=form.CONTROL + " tabular-nums",
        ),
        _select(data.CURRENCY, _reader_currency(), JobSearchState.choose_currency),
        rx.el.div(
            rx.el.button(
                icon("x", 16),
                data.CLEAR_FILTERS,
                type="button",
                hidden=~JobSearchState.filtered,
                on_click=JobSearchState.clear,
                class_name=design.BUTTON_SECONDARY,
            ),
            class_name="flex items-end",
        ),
        role="search",
        aria_label=data.FILTERS_LABEL,
        class_name=design.CARD + " mt-8 grid gap-5 p-5 sm:grid-cols-2 lg:grid-cols-3 sm:p-6",
        data_testid="jobs-filters",
    )


def _board_card(job) -> rx.Component:
    return job_card(
        job,
        action=view_job_link,
        converted=rx.cond(
            JobSearchState.currency == "",
            salary_for_reader(job),
            JobSearchState.converted[job.id],
        ),
    )


def _results() -> rx.Component:
    return rx.el.div(
        rx.el.div(
            jobs_in_order(JobSearchState.shown, _board_card),
            class_name="mt-8 grid items-start gap-6 md:grid-cols-2 xl:grid-cols-3",
            data_testid="job-results",
        ),
        empty_state(
            "search-x",
            data.NO_MATCH.title,
            data.NO_MATCH.text,
            rx.el.button(
                data.CLEAR_FILTERS,
                type="button",
                on_click=JobSearchState.clear,
                class_name=design.BUTTON_PRIMARY + " mt-6",
            ),
            hidden=~JobSearchState.empty,
            data_testid="jobs-empty",
        ),
        announcement(JobSearchState.announcement),
    )


def jobs_dashboard_page() -> rx.Component:
    return rx.fragment(
        hero(
            data.HERO,
            actions=(
                shortlist_link(),
                button_link("map", data.SEE_JOB_MAP, routes.JOB_MAP),
            ),
            aside=_summary(),
        ),
        section(data.SEARCH_HEADING, _filters(), _results(), job_alert_form()),
    )


ORDER = 40

ROUTES = [
    Route(
        routes.JOBS_DASHBOARD,
        data.META,
        jobs_dashboard_page,
        on_load=[JobSearchState.from_address, ShortlistState.check, OpenPostsState.follow_day],
    )
]
