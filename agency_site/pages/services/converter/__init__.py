"""The currency converter (/services/currency-converter): convert any amount, then every
open post's salary in four currencies at the same dated rates."""

from __future__ import annotations

import reflex as rx

from agency_site import design, routes
from agency_site.components.icons import icon
from agency_site.components.links import link
from agency_site.components.page import (
    call_to_action,
    hero,
    jump_link,
    section,
)
from agency_site.content.exchange_rates import (
    CURRENCIES,
    convert,
    format_amount,
    format_rate,
    rates_date,
)
from agency_site.content.jobs import JOBS, Job
from agency_site.content.models import Heading
from agency_site.i18n import t
from agency_site.pages.services.converter.state import ConverterState
from agency_site.pages.services.converter.widget import currency_converter
from agency_site.routes import Route
from agency_site.seo import page_title


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
        rx.el.span(t("(the currency the school pays in)"), class_name="sr-only"),
        class_name=cell,
    )


def _salary_table() -> rx.Component:
    return rx.el.div(
        rx.el.div(
            rx.el.table(
                rx.el.caption(
                    t("Monthly salaries, converted at the rates of {date}", date=rates_date()),
                    class_name="sr-only",
                ),
                rx.el.thead(
                    rx.el.tr(
                        rx.el.th(t("Job"), scope="col", class_name="px-4 py-3 text-left"),
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
            aria_label=t("Salaries in four currencies"),
        ),
        rx.el.p(
            rx.el.span(
                class_name="inline-block h-3 w-3 rounded-sm bg-blue-700/10 ring-1 ring-blue-700/30 dark:bg-sky-300/15 dark:ring-sky-300/40",
                aria_hidden="true",
            ),
            t("The currency the school pays in. Other amounts are rounded to whole units."),
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
                rx.el.h3(t("These rates are indicative"), class_name=design.HEADING_3),
                rx.el.p(
                    t(
                        "They are mid-market rates taken on {date}. Banks and money-transfer "
                        "services use their own rates and fees, so the amount you receive will "
                        "differ a little. Your contract states your salary in the currency the "
                        "school pays.",
                        date=rates_date(),
                    ),
                    class_name="mt-2 text-sm leading-6 " + design.TEXT_MUTED,
                ),
            ),
            class_name="flex gap-4",
        ),
        rx.el.dl(
            *[
                rx.el.div(
                    rx.el.dt(
                        t("{code} per US dollar", code=currency.code),
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
        aria_label=t("About these rates"),
    )


def currency_converter_page() -> rx.Component:
    return rx.fragment(
        hero(
            t("Currency converter"),
            t(
                "Schools pay in US dollars or euros. See what each salary is worth in pounds, "
                "euros, dollars and Uzbek som, or convert any amount you like."
            ),
            eyebrow=t("Salaries"),
            actions=(
                jump_link(t("Every salary in four currencies"), "salaries"),
                link(t("See all jobs"), to=routes.SERVICES, class_name=design.BUTTON_SECONDARY),
            ),
        ),
        section(
            t("Convert an amount"),
            rx.el.div(currency_converter(), class_name="mt-10"),
            intro=t("Type an amount or pick a job, then choose the currencies to compare."),
            anchor="converter",
        ),
        section(
            t("Every salary in four currencies"),
            _salary_table(),
            _rates_note(),
            intro=t("The monthly salary of each open post, converted at the same rates."),
            anchor="salaries",
        ),
        call_to_action(
            Heading(
                t("Found a salary that suits you?"),
                t("See where each job is, or read the full details and requirements."),
            ),
            link(t("See all jobs"), to=routes.SERVICES, class_name=design.BUTTON_ACCENT),
            link(t("Open the job map"), to=routes.JOB_MAP, class_name=design.BUTTON_SECONDARY),
        ),
    )


ROUTES = [
    Route(
        path=routes.CURRENCY_CONVERTER,
        title=page_title(t("Currency converter")),
        description=t(
            "Teaching salaries in US dollars, euros, pounds and Uzbek som, with a converter."
        ),
        component=currency_converter_page,
        on_load=ConverterState.start_over,
    ),
]
