"""The salary converter of /services/currency-converter: amount and currencies, the result,
then jobs that prefill the amount (on wide screens the result sits beside both).

ConverterState (state.py) converts and writes the amounts; the page is pre-rendered with
the first job's salary converted in its own language, which shows until the visitor
changes something.
"""

from __future__ import annotations

import reflex as rx

from agency_site import design
from agency_site.components import form
from agency_site.components.icons import icon
from agency_site.components.language import page_language
from agency_site.components.open_posts import while_open
from agency_site.content.exchange_rates import CURRENCIES
from agency_site.content.jobs import JOBS
from agency_site.i18n import money
from agency_site.pages.services.converter import data
from agency_site.pages.services.converter.state import (
    AMOUNT_ID,
    INITIAL,
    LABELS,
    ConverterState,
    conversion,
)

_FIELD = (
    "mt-1.5 block w-full rounded-xl border-0 bg-white px-3.5 py-2.5 text-slate-900 shadow-sm "
    "ring-1 ring-slate-900/15 focus:ring-2 focus:ring-blue-700 focus:outline-none "
    "dark:bg-slate-950/60 dark:text-white dark:ring-white/15 dark:focus:ring-sky-400 "
    # Dark option lists and number spinners in the dark theme.
    "dark:[color-scheme:dark]"
)
_LABEL = "block text-sm font-semibold text-slate-900 dark:text-white"
_SELECT = _FIELD + " text-sm"
_SWAP = (
    design.ICON_BUTTON + " justify-self-center rotate-90 ring-1 ring-slate-900/15 sm:mb-0.5 "
    "sm:rotate-0 dark:ring-white/20"
)
_JOB_BUTTON = (
    "flex h-full w-full flex-col items-start rounded-xl px-3 py-2 text-left ring-1 "
    "ring-slate-900/10 transition-colors hover:bg-blue-50 aria-pressed:bg-blue-700 "
    "aria-pressed:text-white aria-pressed:ring-blue-700 dark:ring-white/10 "
    "dark:hover:bg-white/5 dark:aria-pressed:bg-sky-400 dark:aria-pressed:text-slate-950 "
    "dark:aria-pressed:ring-sky-400 " + design.FOCUS_RING
)
# Beside the amount and the jobs on wide screens, between them on phones.
_RESULT = (
    "flex flex-col justify-between gap-6 rounded-2xl bg-gradient-to-br from-blue-800 "
    "via-blue-700 to-sky-600 p-6 text-white shadow-xl sm:p-8 lg:col-start-2 "
    "lg:row-span-2 lg:row-start-1"
)
_OTHER = "flex flex-wrap items-baseline justify-between gap-x-4 rounded-xl bg-white/10 px-4 py-2.5"


def _changing(live: rx.Var, pre_rendered: object) -> rx.Var | object:
    """The state's reading once the visitor changed something, the page's own until then."""
    return rx.cond(ConverterState.changed, live, pre_rendered)


def _currency_select(label: rx.Component, id_: str, value: rx.Var, on_change) -> rx.Component:
    return rx.el.div(
        rx.el.label(label, html_for=id_, class_name=_LABEL),
        rx.el.select(
            *[rx.el.option(LABELS[currency.code], value=currency.code) for currency in CURRENCIES],
            id=id_,
            value=value,
            on_change=on_change,
            class_name=_SELECT,
        ),
    )


def _fields() -> rx.Component:
    # Not a form: every change converts at once, there is nothing to submit.
    return rx.el.div(
        rx.el.div(
            rx.el.label(data.AMOUNT, html_for=AMOUNT_ID, class_name=_LABEL),
            form.NumberTextInput.create(
                id=AMOUNT_ID,
                type="number",
                input_mode="decimal",
                min="0",
                step="any",
                default_value=INITIAL[0],
                on_change=ConverterState.type_amount,
                class_name=_FIELD + " text-lg font-semibold tabular-nums",
            ),
        ),
        rx.el.div(
            _currency_select(
                data.FROM, "converter-from", ConverterState.source, ConverterState.choose_source
            ),
            rx.el.button(
                icon("arrow-left-right", 18),
                type="button",
                on_click=ConverterState.swap,
                aria_label=data.SWAP_CURRENCIES,
                title=data.SWAP_CURRENCIES,
                class_name=_SWAP,
            ),
            _currency_select(
                data.TO, "converter-to", ConverterState.target, ConverterState.choose_target
            ),
            # Stacked on phones, side by side with the swap button between them from `sm`.
            class_name=("grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] sm:items-end"),
        ),
        role="group",
        aria_label=data.CONVERTER_LABEL,
        class_name=design.CARD + " space-y-6 p-5 sm:p-6",
    )


def _other(label: rx.Var | str, amount: rx.Var | str) -> rx.Component:
    return rx.el.div(
        rx.el.dt(label, class_name="text-sm text-blue-100"),
        rx.el.dd(amount, class_name="font-semibold tabular-nums"),
        class_name=_OTHER,
    )


def _result() -> rx.Component:
    pre_rendered = conversion(*INITIAL, page_language())
    shown = ConverterState.shown
    return rx.el.section(
        rx.el.div(
            rx.el.h3(
                data.CONVERTED_AMOUNT,
                id="converter-result",
                class_name="text-sm font-semibold uppercase tracking-wider text-blue-100",
            ),
            rx.el.div(
                rx.cond(
                    _changing(shown.valid, pre_rendered.valid),
                    rx.fragment(
                        rx.el.p(
                            _changing(shown.given, pre_rendered.given),
                            class_name="mt-4 text-lg text-blue-100 tabular-nums",
                        ),
                        rx.el.p(
                            _changing(shown.result, pre_rendered.result),
                            class_name=(
                                "mt-1 break-words text-4xl font-bold tracking-tight "
                                "tabular-nums sm:text-5xl"
                            ),
                            data_testid="currency-result",
                        ),
                    ),
                    rx.el.p(
                        data.AMOUNT_INVALID,
                        class_name="mt-4 text-lg text-blue-100",
                    ),
                ),
                role="status",
                aria_live="polite",
                aria_atomic="true",
            ),
            rx.cond(
                _changing(shown.valid, pre_rendered.valid),
                rx.el.dl(
                    rx.cond(
                        ConverterState.changed,
                        rx.foreach(shown.others, lambda other: _other(other[0], other[1])),
                        rx.fragment(*[_other(*other) for other in pre_rendered.others]),
                    ),
                    aria_label=data.OTHER_CURRENCIES,
                    class_name="mt-6 space-y-2",
                ),
            ),
        ),
        rx.el.div(
            rx.el.p(_changing(shown.rate, pre_rendered.rate)),
            rx.el.p(data.rates_of()),
            class_name="space-y-1 border-t border-white/20 pt-4 text-sm text-blue-100",
        ),
        aria_labelledby="converter-result",
        class_name=_RESULT,
    )


def _job_button(job) -> rx.Component:
    return rx.el.li(
        rx.el.button(
            rx.el.span(job.city, class_name="text-sm font-semibold"),
            rx.el.span(job.title, class_name="text-xs opacity-80"),
            rx.el.span(
                money(job.monthly_salary, job.currency),
                class_name="mt-1 text-sm font-semibold tabular-nums",
            ),
            type="button",
            # The state's default is the first job's salary, the same on every page.
            aria_pressed=rx.cond(ConverterState.chosen_jobs.contains(job.id), "true", "false"),
            on_click=ConverterState.choose_job(job.id),
            class_name=_JOB_BUTTON,
        ),
        **while_open(job),
    )


def _jobs() -> rx.Component:
    return rx.el.div(
        rx.el.fieldset(
            rx.el.legend(data.START_FROM_A_SALARY, class_name=_LABEL),
            rx.el.ul(
                *[_job_button(job) for job in JOBS],
                class_name="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4",
            ),
        ),
        class_name=design.CARD + " min-w-0 p-5 sm:p-6",
    )


def currency_converter() -> rx.Component:
    return rx.el.div(
        _fields(),
        _result(),
        _jobs(),
        class_name="grid gap-6 lg:grid-cols-[1.15fr_0.85fr]",
        data_testid="currency-converter",
    )
