"""ConverterState: the salary converter's amount and currencies, converted and written in the
page's language with the dated rate table of agency_site/content/exchange_rates.py."""

from __future__ import annotations

import dataclasses
import math

import reflex as rx
from babel.numbers import format_decimal

from agency_site.components.language import request_language
from agency_site.content.exchange_rates import CURRENCIES, CurrencyCode, convert
from agency_site.content.jobs import ALL_JOBS, JOBS
from agency_site.i18n import SOURCE_LANGUAGE, in_language, money_in, t
from agency_site.pages.visits import start_visit
from agency_site.platform import public

# The currency the converter starts in: the agency's home currency.
INITIAL_TARGET: CurrencyCode = "GBP"
CODES = tuple(currency.code for currency in CURRENCIES)
DIGITS = {currency.code: currency.fraction_digits for currency in CURRENCIES}
LABELS = {
    currency.code: t("{code} ({name})", code=currency.code, name=currency.name)
    for currency in CURRENCIES
}
JOBS_BY_ID = {job.id: job for job in JOBS}
# The amount field, which a job's button fills.
AMOUNT_ID = "converter-amount"
# Longer than any amount a number field sends for a salary.
MAX_AMOUNT_TEXT = 32
# Amounts beyond this read as a typing slip rather than a salary: no result is shown.
MAX_AMOUNT = 1e15


def amount_of(text: str) -> float | None:
    """The amount typed, or None when the field holds no amount of zero or more."""
    try:
        amount = float(text.strip())
    except ValueError:
        return None
    return amount if math.isfinite(amount) and 0 <= amount <= MAX_AMOUNT else None


@dataclasses.dataclass(frozen=True)
class Conversion:
    """What the result panel shows, written in one language."""

    valid: bool
    # '£2,000.00 is about'
    given: str = ""
    result: str = ""
    # The two other currencies: (label, amount).
    others: tuple[tuple[str, str], ...] = ()
    # '1 USD = 0.754 GBP'
    rate: str = ""


def conversion(text: str, source: CurrencyCode, target: CurrencyCode, language: str) -> Conversion:
    """The result panel for `text` (the amount field) converted from `source` to `target`."""
    rate = convert(1, source, target)
    # At most four significant digits, as rates are quoted.
    rate_text = format_decimal(float(f"{rate:.4g}"), locale=language, decimal_quantization=False)
    rate_line = in_language(
        t("1 {source} = {rate} {target}", source=source, rate=rate_text, target=target), language
    )
    amount = amount_of(text)
    if amount is None:
        return Conversion(valid=False, rate=rate_line)

    def written(code: CurrencyCode) -> str:
        return money_in(convert(amount, source, code), code, language, DIGITS[code])

    return Conversion(
        valid=True,
        given=in_language(
            t("{amount} is about", amount=money_in(amount, source, language, DIGITS[source])),
            language,
        ),
        result=written(target),
        others=tuple(
            (in_language(LABELS[code], language), written(code))
            for code in CODES
            if code not in (source, target)
        ),
        rate=rate_line,
    )


def chosen_jobs(text: str, source: str) -> list[str]:
    amount = amount_of(text)
    return [job.id for job in JOBS if amount == job.monthly_salary and source == job.currency]


# The first post, open or not: a server started after every post has closed still starts.
FIRST_JOB = ALL_JOBS[0]
INITIAL = (str(FIRST_JOB.monthly_salary), FIRST_JOB.currency, INITIAL_TARGET)


class ConverterState(rx.State):
    """The amount field's text, the two currencies, and the page's language."""

    amount_text: str = INITIAL[0]
    source: str = INITIAL[1]
    target: str = INITIAL[2]
    language: str = SOURCE_LANGUAGE
    # Whether a page has started a visit with this state (agency_site/pages/visits.py).
    _visited: bool = False
    # Until the visitor changes something, the page shows the result pre-rendered in its
    # language (this state's default language is the source language on every page).
    changed: bool = False

    @rx.var
    def shown(self) -> Conversion:
        return conversion(self.amount_text, self.source, self.target, self.language)

    @rx.var
    def chosen_jobs(self) -> list[str]:
        """The jobs whose salary the fields hold (their buttons show as pressed)."""
        return chosen_jobs(self.amount_text, self.source)

    @rx.event
    @public
    def type_amount(self, text: str):
        """Each keystroke in the amount field."""
        if isinstance(text, str):
            self.amount_text = text[:MAX_AMOUNT_TEXT]
            self._changed()

    @rx.event
    @public
    def choose_source(self, code: str):
        if code in CODES:
            self.source = code
            self._changed()

    @rx.event
    @public
    def choose_target(self, code: str):
        if code in CODES:
            self.target = code
            self._changed()

    @rx.event
    @public
    def swap(self):
        self.source, self.target = self.target, self.source
        self._changed()

    @rx.event
    @public
    def choose_job(self, job_id: str):
        """A job's button: its salary and currency fill the fields."""
        job = JOBS_BY_ID.get(job_id) if isinstance(job_id, str) else None
        if job is None:
            return None
        # Never convert a salary into its own currency: the previous source takes its place.
        if job.currency == self.target:
            self.target = self.source if self.source != job.currency else INITIAL_TARGET
        self.source = job.currency
        self.amount_text = str(job.monthly_salary)
        self._changed()
        return rx.set_value(AMOUNT_ID, self.amount_text)

    @rx.event
    @public
    def start_over(self):
        """Each visit starts from the first job's salary (run as the page loads)."""
        start_visit(self)

    def _changed(self) -> None:
        self.language = request_language(self.router)
        self.changed = True
