"""The salary converter: a browser component (assets/js/currency.jsx) fed from Python.

It converts in the browser with the dated rate table of agency_site/content/exchange_rates.py,
so it needs no server call. Every label and class name comes from here: the JSX holds no
text, and Tailwind only scans the compiled pages, where these class strings end up.
"""

from __future__ import annotations

import reflex as rx

from agency_site import theme
from agency_site.components.language import page_language
from agency_site.content.exchange_rates import CURRENCIES, RATES, CurrencyCode
from agency_site.content.jobs import JOBS
from agency_site.i18n import t
from agency_site.pages.services.job_map import city

CURRENCY_MODULE = "$/public/js/currency.jsx"

# The currency the converter starts in: the agency's home currency.
INITIAL_TARGET: CurrencyCode = "GBP"
# Regional formats for the page languages: the site writes British English.
INTL_LOCALES = {"en": "en-GB"}

_FIELD = (
    "mt-1.5 block w-full rounded-xl border-0 bg-white px-3.5 py-2.5 text-slate-900 shadow-sm "
    "ring-1 ring-slate-900/15 focus:ring-2 focus:ring-blue-700 focus:outline-none "
    "dark:bg-slate-950/60 dark:text-white dark:ring-white/15 dark:focus:ring-sky-400 "
    # Dark option lists and number spinners in the dark theme.
    "dark:[color-scheme:dark]"
)

CLASSES = {
    "root": "grid gap-6 lg:grid-cols-[1.15fr_0.85fr]",
    "form": theme.CARD + " space-y-6 p-5 sm:p-6",
    "label": "block text-sm font-semibold text-slate-900 dark:text-white",
    "input": _FIELD + " text-lg font-semibold tabular-nums",
    "select": _FIELD + " text-sm",
    # Stacked on phones, side by side with the swap button between them from `sm`.
    "pair": "grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] sm:items-end",
    "swap": (
        theme.ICON_BUTTON + " justify-self-center rotate-90 ring-1 ring-slate-900/15 sm:mb-0.5 "
        "sm:rotate-0 dark:ring-white/20"
    ),
    "jobs": theme.CARD + " min-w-0 p-5 sm:p-6",
    "jobList": "mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4",
    "jobButton": (
        "flex h-full w-full flex-col items-start rounded-xl px-3 py-2 text-left ring-1 "
        "ring-slate-900/10 transition-colors hover:bg-blue-50 aria-pressed:bg-blue-700 "
        "aria-pressed:text-white aria-pressed:ring-blue-700 dark:ring-white/10 "
        "dark:hover:bg-white/5 dark:aria-pressed:bg-sky-400 dark:aria-pressed:text-slate-950 "
        "dark:aria-pressed:ring-sky-400 " + theme.FOCUS_RING
    ),
    "jobCity": "text-sm font-semibold",
    "jobTitle": "text-xs opacity-80",
    "jobSalary": "mt-1 text-sm font-semibold tabular-nums",
    # Beside the amount and the jobs on wide screens, between them on phones.
    "result": (
        "flex flex-col justify-between gap-6 rounded-2xl bg-gradient-to-br from-blue-800 "
        "via-blue-700 to-sky-600 p-6 text-white shadow-xl sm:p-8 lg:col-start-2 "
        "lg:row-span-2 lg:row-start-1"
    ),
    "resultCaption": "text-sm font-semibold uppercase tracking-wider text-blue-100",
    "resultFrom": "mt-4 text-lg text-blue-100 tabular-nums",
    "resultValue": "mt-1 break-words text-4xl font-bold tracking-tight tabular-nums sm:text-5xl",
    "resultPrompt": "mt-4 text-lg text-blue-100",
    "others": "mt-6 space-y-2",
    "other": (
        "flex flex-wrap items-baseline justify-between gap-x-4 rounded-xl bg-white/10 px-4 py-2.5"
    ),
    "otherLabel": "text-sm text-blue-100",
    "otherValue": "font-semibold tabular-nums",
    "resultMeta": "space-y-1 border-t border-white/20 pt-4 text-sm text-blue-100",
}


class CurrencyConverter(rx.Component):
    library = CURRENCY_MODULE
    tag = "CurrencyConverter"

    # Units of each currency per 1 US dollar.
    rates: rx.Var[dict[str, float]]
    # ISO date the rates were taken on.
    rate_date: rx.Var[str]
    # The locale Intl formats amounts in: the page's language, with its region.
    locale: rx.Var[str]
    # [{code, label, fractionDigits}]
    currencies: rx.Var[list[dict]]
    # [{id, city, title, amount, currency}]
    jobs: rx.Var[list[dict]]
    initial_target: rx.Var[str]
    labels: rx.Var[dict[str, str]]
    classes: rx.Var[dict[str, str]]


def currency_converter() -> rx.Component:
    return CurrencyConverter.create(
        rates=RATES.as_dict(),
        rate_date=RATES.taken_on.isoformat(),
        locale=INTL_LOCALES.get(page_language(), page_language()),
        currencies=[
            {
                "code": currency.code,
                "label": t("{code} ({name})", code=currency.code, name=currency.name),
                "fractionDigits": currency.fraction_digits,
            }
            for currency in CURRENCIES
        ],
        jobs=[
            {
                "id": job.id,
                "city": city(job),
                "title": job.title,
                "amount": job.monthly_salary,
                "currency": job.currency,
            }
            for job in JOBS
        ],
        initial_target=INITIAL_TARGET,
        labels={
            "form": t("Salary converter"),
            "amount": t("Amount"),
            "from": t("From"),
            "to": t("To"),
            "swap": t("Swap currencies"),
            "jobs": t("Or start from a monthly salary"),
            "result": t("Converted amount"),
            "equals": t("{amount} is about"),
            "others": t("In the other currencies"),
            "prompt": t("Enter an amount of zero or more to see it converted."),
            "rate": t("1 {source} = {rate} {target}"),
            "date": t("Rates of {date}"),
        },
        classes=CLASSES,
        data_testid="currency-converter",
    )
