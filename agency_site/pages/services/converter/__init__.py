"""The currency converter (/services/currency-converter): convert any amount, then every
open post's salary in four currencies at the same dated rates."""

from __future__ import annotations

import reflex as rx

from agency_site import design, routes
from agency_site.components.icons import icon
from agency_site.components.links import link
from agency_site.components.open_posts import OpenPostsState, while_open
from agency_site.components.page import call_to_action, hero, jump_link, section
from agency_site.content.exchange_rates import CURRENCIES, convert, format_amount, format_rate
from agency_site.content.jobs import JOBS, Job
from agency_site.pages.services.converter import data
from agency_site.pages.services.converter.state import ConverterState
from agency_site.pages.services.converter.widget import currency_converter
from agency_site.routes import Route


def _salary_cell(job: Job, code: str) -> rx.Component:
    text = format_amount(convert(job.monthly_salary, job.currency, code), code)
    cell = "whitespace-nowrap px-4 py-3 text-right tabular-nums "
    if code != job.currency:
        return rx.el.td(text, class_name=cell + design.TEXT)
    return rx.el.td(
        rx.el.span(
            text,
            class_name=(
                "inline-block rounded-md bg-blue-700/10 px-2 py-1 font-semibold text-blue-800 "
                "dark:bg-sky-300/15 dark:text-sky-200"
            ),
        ),
        rx.el.span(data.PAID_CURRENCY, class_name="sr-only"),
        class_name=cell,
    )


def _salary_table() -> rx.Component:
    return rx.el.div(
        rx.el.div(
            rx.el.table(
                rx.el.caption(
                    data.salary_table_caption(),
                    class_name="sr-only",
                ),
                rx.el.thead(
                    rx.el.tr(
                        rx.el.th(data.JOB_COLUMN, scope="col", class_name="px-4 py-3 text-left"),
                        *[
                            rx.el.th(
                                currency.code,
                                rx.el.span(
                                    currency.name,
                                    class_name="block text-xs font-normal " + design.TEXT_MUTED,
                                ),
                                scope="col",
                                class_name="px-4 py-3 text-right",
                            )
                            for currency in CURRENCIES
                        ],
                        class_name="text-sm font-semibold text-slate-900 dark:text-white",
                    ),
                    class_name="border-b border-slate-900/10 dark:border-white/10",
                ),
                rx.el.tbody(
                    *[
                        rx.el.tr(
                            rx.el.th(
                                rx.el.span(
                                    job.title,
                                    class_name="block font-semibold text-slate-900 dark:text-white",
                                ),
                                rx.el.span(
                                    job.location, class_name="block text-xs " + design.TEXT_MUTED
                                ),
                                scope="row",
                                class_name="px-4 py-3 text-left font-normal",
                            ),
                            *[_salary_cell(job, currency.code) for currency in CURRENCIES],
                            class_name="text-sm",
                            **while_open(job),
                        )
                        for job in JOBS
                    ],
                    class_name="divide-y divide-slate-900/5 dark:divide-white/10",
                ),
                class_name="w-full min-w-[40rem] border-collapse",
            ),
            class_name="relative overflow-x-auto",
            tab_index=0,
            role="region",
            aria_label=data.SALARY_TABLE_LABEL,
        ),
        rx.el.p(
            rx.el.span(
                class_name="inline-block h-3 w-3 rounded-sm bg-blue-700/10 ring-1 ring-blue-700/30 dark:bg-sky-300/15 dark:ring-sky-300/40",
                aria_hidden="true",
            ),
            data.PAID_CURRENCY_KEY,
            class_name="flex items-center gap-2 border-t border-slate-900/5 px-4 py-3 text-xs dark:border-white/10 "
            + design.TEXT_MUTED,
        ),
        class_name=design.CARD + " mt-10 overflow-hidden",
        data_testid="salary-table",
    )


def _rates_note() -> rx.Component:
    return rx.el.aside(
        rx.el.div(
            icon("info", 22, "mt-0.5 shrink-0 text-blue-700 dark:text-sky-300"),
            rx.el.div(
                rx.el.h3(data.RATES_NOTE_TITLE, class_name=design.HEADING_3),
                rx.el.p(
                    data.rates_note(),
                    class_name="mt-2 text-sm leading-6 " + design.TEXT_MUTED,
                ),
            ),
            class_name="flex gap-4",
        ),
        rx.el.dl(
            *[
                rx.el.div(
                    rx.el.dt(
                        data.per_us_dollar(currency.code),
                        class_name="text-xs " + design.TEXT_MUTED,
                    ),
                    rx.el.dd(
                        format_rate(currency.code),
                        class_name="mt-0.5 font-semibold tabular-nums text-slate-900 dark:text-white",
                    ),
                    class_name="rounded-xl bg-slate-900/5 px-4 py-3 dark:bg-white/5",
                )
                for currency in CURRENCIES
                if currency.code != "USD"
            ],
            class_name="mt-6 grid gap-3 sm:grid-cols-3",
        ),
        class_name=design.CARD + " mt-6 p-6",
        aria_label=data.RATES_NOTE_LABEL,
    )


def currency_converter_page() -> rx.Component:
    return rx.fragment(
        hero(
            data.HERO,
            actions=(
                jump_link(data.SALARIES_SECTION.title, data.SALARIES_SECTION.anchor),
                link(data.SEE_ALL_JOBS, to=routes.SERVICES, class_name=design.BUTTON_SECONDARY),
            ),
        ),
        section(data.CONVERTER_SECTION, rx.el.div(currency_converter(), class_name="mt-10")),
        section(data.SALARIES_SECTION, _salary_table(), _rates_note()),
        call_to_action(
            data.CLOSING,
            link(data.SEE_ALL_JOBS, to=routes.SERVICES, class_name=design.BUTTON_ACCENT),
            link(data.OPEN_THE_JOB_MAP, to=routes.JOB_MAP, class_name=design.BUTTON_SECONDARY),
        ),
    )


ROUTES = [
    Route(
        routes.CURRENCY_CONVERTER,
        data.META,
        currency_converter_page,
        on_load=[ConverterState.start_over, OpenPostsState.follow_day],
    )
]
