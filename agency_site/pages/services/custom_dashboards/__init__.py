"""Custom dashboards (/services/custom-dashboards): what a dashboard shows, a sample of one,
and how we build it."""

from __future__ import annotations

import reflex as rx

from agency_site import design, routes
from agency_site.components import page as blocks
from agency_site.components.icons import icon
from agency_site.pages.services.custom_dashboards import data
from agency_site.routes import Route

_PANEL = (
    "rounded-xl bg-white p-4 ring-1 ring-slate-900/5 sm:p-5 dark:bg-slate-950/40 dark:ring-white/10"
)
_PANEL_TITLE = "text-sm font-semibold text-slate-900 dark:text-white"
_STATUS_TONES = {
    "done": "bg-emerald-100 text-emerald-800 dark:bg-emerald-400/15 dark:text-emerald-200",
    "progress": "bg-sky-100 text-sky-800 dark:bg-sky-400/15 dark:text-sky-200",
    "waiting": "bg-amber-100 text-amber-900 dark:bg-amber-300/15 dark:text-amber-200",
}


def _dashboard_figures() -> rx.Component:
    return blocks.stat_grid(
        data.DASHBOARD_FIGURES,
        blocks.StatLook(
            grid="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4",
            item=_PANEL,
            label="text-xs font-medium " + design.TEXT_MUTED,
            value="mt-1 text-2xl font-bold tabular-nums text-slate-900 sm:text-3xl dark:text-white",
        ),
    )


def _panel(title: str, *body: rx.Component, period: str = "", wide: str = "") -> rx.Component:
    """A panel of the sample dashboard: its title, the period it covers if it says one, its
    body; `wide` is its column span in the grid."""
    return rx.el.div(
        rx.el.h3(title, class_name=_PANEL_TITLE),
        *([rx.el.p(period, class_name="text-xs " + design.TEXT_MUTED)] if period else []),
        *body,
        class_name=_PANEL + (" " + wide if wide else ""),
    )


def _week_bar(number: int, count: int, highest: int) -> rx.Component:
    return rx.el.li(
        rx.el.span(data.week_summary(number, count), class_name="sr-only"),
        rx.el.span(
            count,
            class_name="text-xs font-semibold tabular-nums text-slate-700 dark:text-slate-200",
            aria_hidden="true",
        ),
        rx.el.span(
            rx.el.span(
                class_name=(
                    "block w-full rounded-t-md bg-gradient-to-t from-blue-700 "
                    "to-sky-500 dark:from-sky-500 dark:to-sky-300 "
                    f"h-[{round(100 * count / highest)}%]"
                ),
            ),
            class_name="flex w-full flex-1 items-end",
            aria_hidden="true",
        ),
        rx.el.span(number, class_name="text-xs " + design.TEXT_MUTED, aria_hidden="true"),
        class_name="flex h-full flex-1 flex-col items-center gap-1.5",
    )


def _dashboard_chart() -> rx.Component:
    weeks = data.DASHBOARD_APPLICATIONS_PER_WEEK
    highest = max(weeks)
    return _panel(
        data.CHART_TITLE,
        rx.el.ol(
            *[_week_bar(number, count, highest) for number, count in enumerate(weeks, start=1)],
            class_name="mt-4 flex h-48 items-stretch gap-2 sm:gap-3",
        ),
        period=data.CHART_PERIOD,
        wide="lg:col-span-3",
    )


def _stage_row(stage: data.Stage, largest: int) -> rx.Component:
    return rx.el.li(
        rx.el.p(
            rx.el.span(stage.label, class_name=design.TEXT),
            rx.el.span(
                stage.count, class_name="font-semibold tabular-nums text-slate-900 dark:text-white"
            ),
            class_name="flex justify-between text-sm",
        ),
        rx.el.div(
            rx.el.div(
                class_name="h-full rounded-full bg-blue-700 dark:bg-sky-400 "
                f"w-[{round(100 * stage.count / largest)}%]",
            ),
            class_name="mt-1.5 h-2 rounded-full bg-slate-900/5 dark:bg-white/10",
            aria_hidden="true",
        ),
    )


def _dashboard_pipeline() -> rx.Component:
    largest = max(stage.count for stage in data.DASHBOARD_STAGES)
    return _panel(
        data.PIPELINE_TITLE,
        rx.el.ul(
            *[_stage_row(stage, largest) for stage in data.DASHBOARD_STAGES],
            class_name="mt-4 space-y-3",
        ),
        period=data.PIPELINE_PERIOD,
        wide="lg:col-span-2",
    )


def _arrival_row(arrival: data.Arrival) -> rx.Component:
    return rx.el.li(
        rx.el.div(
            rx.el.p(arrival.role, class_name="text-sm font-medium text-slate-900 dark:text-white"),
            rx.el.p(arrival.city, " · ", arrival.date, class_name="text-xs " + design.TEXT_MUTED),
        ),
        rx.el.span(
            arrival.status,
            class_name="shrink-0 rounded-full px-2.5 py-1 text-xs font-semibold "
            + _STATUS_TONES[arrival.tone],
        ),
        class_name="flex items-center justify-between gap-4 py-3",
    )


def _dashboard_arrivals() -> rx.Component:
    return _panel(
        data.ARRIVALS_TITLE,
        rx.el.ul(
            *[_arrival_row(arrival) for arrival in data.DASHBOARD_ARRIVALS],
            class_name="mt-2 divide-y divide-slate-900/5 dark:divide-white/10",
        ),
    )


def _dashboard_preview() -> rx.Component:
    return rx.el.figure(
        rx.el.figcaption(
            rx.el.span(
                *[
                    rx.el.span(class_name="h-3 w-3 rounded-full " + colour)
                    for colour in ("bg-rose-400", "bg-amber-400", "bg-emerald-400")
                ],
                class_name="flex gap-1.5",
                aria_hidden="true",
            ),
            rx.el.span(
                icon("layout-dashboard", 16),
                data.DASHBOARD_TITLE,
                class_name="flex items-center gap-2 text-sm font-semibold text-slate-900 dark:text-white",
            ),
            rx.el.span(
                data.SAMPLE_DATA,
                class_name=(
                    "ml-auto whitespace-nowrap rounded-full bg-amber-100 px-2.5 py-0.5 text-xs "
                    "font-semibold text-amber-900 dark:bg-amber-300/15 dark:text-amber-200"
                ),
            ),
            class_name=(
                "flex items-center gap-4 border-b border-slate-900/5 bg-white/60 px-4 py-3 "
                "dark:border-white/10 dark:bg-white/5"
            ),
        ),
        rx.el.div(
            _dashboard_figures(),
            rx.el.div(
                _dashboard_chart(),
                _dashboard_pipeline(),
                class_name="grid gap-3 sm:gap-4 lg:grid-cols-5",
            ),
            _dashboard_arrivals(),
            class_name="space-y-3 bg-slate-50/80 p-3 sm:space-y-4 sm:p-6 dark:bg-slate-950/30",
        ),
        class_name=design.CARD + " mt-10 overflow-hidden shadow-xl",
        data_testid="dashboard-preview",
    )


def custom_dashboards_page() -> rx.Component:
    return rx.fragment(
        blocks.contact_hero(data.HERO, data.ASK_FOR_A_DASHBOARD, data.SEE_AN_EXAMPLE, "example"),
        blocks.section(data.EXAMPLE_SECTION, _dashboard_preview()),
        blocks.section(data.FEATURES_SECTION, blocks.feature_grid(data.DASHBOARD_FEATURES)),
        blocks.section(data.STEPS_SECTION, blocks.steps(*data.DASHBOARD_STEPS)),
        blocks.contact_call_to_action(data.CLOSING),
    )


ROUTES = [Route(routes.CUSTOM_DASHBOARDS, data.META, custom_dashboards_page)]
