"""Jobs dashboard: every open post in one view, filtered by region in the browser.

The filter needs no script and no server: it is a group of radio inputs, and the list's
own classes hide the cards of other regions while a region's radio is checked (CSS :has()).
"""

from __future__ import annotations

import reflex as rx

from agency_site import routes, theme
from agency_site.components.icons import icon
from agency_site.components.links import link
from agency_site.components.page import hero, section
from agency_site.content.jobs import JOBS, REGIONS, jobs_in
from agency_site.i18n import t
from agency_site.pages.services.data import salary_range
from agency_site.pages.services.job_card import job_card
from agency_site.routes import Route
from agency_site.seo import page_title

# The filter's choices: value (the radio's id suffix and the cards' data-region) and label.
_FILTER_OPTIONS = (
    ("all", t("All")),
    ("uzbekistan", t("Uzbekistan")),
    ("uae", t("UAE")),
    ("spain", t("Spain")),
)

# One variant per region: while its radio is checked, cards of every other region are hidden.
# Tailwind only sees class names written out in full, so these stay literal.
_FILTERED = (
    "[&:has(#jobs-region-uzbekistan:checked)_[data-region]:not([data-region=uzbekistan])]:hidden "
    "[&:has(#jobs-region-uae:checked)_[data-region]:not([data-region=uae])]:hidden "
    "[&:has(#jobs-region-spain:checked)_[data-region]:not([data-region=spain])]:hidden"
)

_PILL = (
    "inline-flex cursor-pointer items-center gap-2 rounded-full bg-white/70 px-4 py-2 text-sm "
    "font-semibold text-slate-700 ring-1 ring-slate-900/15 transition-colors select-none "
    "hover:bg-white dark:bg-white/5 dark:text-slate-200 dark:ring-white/20 dark:hover:bg-white/10 "
    "peer-checked:bg-blue-700 peer-checked:text-white peer-checked:ring-blue-700 "
    "peer-checked:hover:bg-blue-800 dark:peer-checked:bg-sky-400 dark:peer-checked:text-slate-950 "
    "dark:peer-checked:ring-sky-400 dark:peer-checked:hover:bg-sky-300 "
    "peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 "
    "peer-focus-visible:outline-amber-500 dark:peer-focus-visible:outline-amber-300"
)


def _statistic(label: str, value: str, icon_name: str, class_name: str = "") -> rx.Component:
    return rx.el.div(
        rx.el.dt(
            icon(icon_name, 16, "mt-0.5 shrink-0 text-blue-700 dark:text-sky-300"),
            label,
            class_name="flex gap-2 text-sm " + theme.TEXT_MUTED,
        ),
        rx.el.dd(
            value,
            class_name="mt-2 text-3xl font-bold tracking-tight text-slate-900 dark:text-white",
        ),
        class_name=theme.CARD + " flex flex-col justify-between p-5 " + class_name,
    )


def _summary() -> rx.Component:
    _, best_paid = salary_range(JOBS)
    return rx.el.dl(
        _statistic(t("Open posts"), str(len(JOBS)), "briefcase"),
        _statistic(t("Countries"), str(len(REGIONS)), "globe"),
        _statistic(
            t("Highest monthly salary"),
            best_paid.salary_amount,
            "banknote",
            class_name="col-span-2",
        ),
        class_name="grid grid-cols-2 gap-4",
        data_testid="jobs-summary",
    )


def _filter_option(value: str, label: str) -> rx.Component:
    input_id = f"jobs-region-{value}"
    count = len(JOBS) if value == "all" else len(jobs_in(value))
    return rx.el.div(
        rx.el.input(
            type="radio",
            name="jobs-region",
            id=input_id,
            value=value,
            default_checked=value == "all",
            class_name="peer sr-only",
        ),
        rx.el.label(
            label,
            rx.el.span(str(count), class_name="text-xs font-medium tabular-nums opacity-75"),
            html_for=input_id,
            class_name=_PILL,
        ),
    )


def _region_filter() -> rx.Component:
    return rx.el.fieldset(
        rx.el.legend(t("Filter by country"), class_name="mb-3 text-sm font-semibold " + theme.TEXT),
        rx.el.div(
            *[_filter_option(value, label) for value, label in _FILTER_OPTIONS],
            class_name="flex flex-wrap gap-2",
        ),
        data_testid="jobs-region-filter",
    )


def _jobs() -> rx.Component:
    return rx.el.div(
        _region_filter(),
        rx.el.div(
            *[job_card(job) for job in JOBS],
            class_name="mt-8 grid items-start gap-6 md:grid-cols-2 xl:grid-cols-3",
        ),
        class_name="mt-10 " + _FILTERED,
    )


def jobs_dashboard_page() -> rx.Component:
    return rx.fragment(
        hero(
            t("Jobs dashboard"),
            t(
                "Every open teaching post we recruit for in Uzbekistan, the United Arab Emirates "
                "and Spain, in one view. Filter by country and open a post to see its requirements."
            ),
            eyebrow=t("Teaching jobs abroad"),
            actions=(
                link(t("Browse by country"), to=routes.SERVICES, class_name=theme.BUTTON_SECONDARY),
                link(
                    icon("map", 16),
                    t("See the job map"),
                    to=routes.JOB_MAP,
                    class_name=theme.BUTTON_SECONDARY,
                ),
            ),
            aside=_summary(),
        ),
        section(
            t("Find your next post"),
            _jobs(),
            intro=t("Salaries are monthly, in the currency the school pays."),
            anchor="jobs",
        ),
    )


ROUTES = [
    Route(
        path=routes.JOBS_DASHBOARD,
        title=page_title(t("Jobs dashboard")),
        description=t("Every open teaching post we recruit for, in one filterable view."),
        component=jobs_dashboard_page,
    )
]
