"""ConverterState: the salary converter's rules and what it writes, per language."""

from __future__ import annotations

import pytest

from agency_site.content.exchange_rates import RATES
from agency_site.content.jobs import JOBS
from agency_site.pages.services.converter.state import (
    AMOUNT_ID,
    INITIAL_TARGET,
    ConverterState,
    amount_of,
    conversion,
)
from agency_site.routes import CURRENCY_CONVERTER
from tests.unit.states import state_at

EURO_JOB = next(job for job in JOBS if job.currency == "EUR")
DOLLAR_JOB = next(job for job in JOBS if job.currency == "USD")


def converter(language_prefix: str = "") -> ConverterState:
    return state_at(ConverterState, language_prefix + CURRENCY_CONVERTER)


def test_it_starts_from_the_first_jobs_salary_into_pounds():
    state = converter()
    assert (state.amount_text, state.source, state.target) == (
        str(JOBS[0].monthly_salary),
        JOBS[0].currency,
        INITIAL_TARGET,
    )
    assert not state.changed
    assert state.chosen_jobs == [JOBS[0].id]


@pytest.mark.parametrize(
    ("text", "amount"),
    [("2800", 2800.0), (" 12.5 ", 12.5), ("0", 0.0), ("1e3", 1000.0)],
)
def test_amounts_of_zero_or_more_convert(text, amount):
    assert amount_of(text) == amount


@pytest.mark.parametrize("text", ["", " ", "-1", "abc", "nan", "inf", "1e400", "1e16", "12,5"])
def test_anything_else_asks_for_an_amount(text):
    assert amount_of(text) is None
    shown = conversion(text, "USD", "GBP", "en")
    assert not shown.valid and not shown.result and not shown.others
    # The rate still shows.
    assert shown.rate == "1 USD = 0.754 GBP"


def test_the_result_and_the_other_currencies_use_the_dated_rates():
    shown = conversion("2000", "USD", "GBP", "en")
    assert shown.given == "$2,000.00 is about"
    assert shown.result == f"£{2000 * RATES.gbp:,.2f}"
    assert shown.others == (
        ("EUR (Euro)", f"€{2000 * RATES.eur:,.2f}"),
        ("UZS (Uzbek som)", f"UZS\N{NO-BREAK SPACE}{2000 * RATES.uzs:,.0f}"),
    )


@pytest.mark.parametrize(
    ("language", "result", "rate"),
    [
        ("fr", "1\N{NARROW NO-BREAK SPACE}508,00\N{NO-BREAK SPACE}£GB", "1 USD = 0,754 GBP"),
        ("de", "1.508,00\N{NO-BREAK SPACE}£", "1 USD = 0,754 GBP"),
    ],
)
def test_amounts_are_written_the_pages_way(language, result, rate):
    shown = conversion("2000", "USD", "GBP", language)
    assert (shown.result, shown.rate) == (result, rate)


def test_typing_converts_in_the_pages_language():
    state = converter("/de")
    state.type_amount("100")
    assert state.changed and state.language == "de"
    assert state.shown.result == "75,40\N{NO-BREAK SPACE}£"
    assert state.chosen_jobs == []


def test_typing_is_cut_at_the_fields_length():
    state = converter()
    state.type_amount("9" * 500)
    assert len(state.amount_text) == 32
    assert not state.shown.valid


@pytest.mark.parametrize("code", ["XYZ", "", "usd", None, 5])
def test_unknown_currencies_are_ignored(code):
    state = converter()
    state.choose_source(code)
    state.choose_target(code)
    assert (state.source, state.target, state.changed) == ("USD", "GBP", False)


def test_the_swap_button_exchanges_the_currencies():
    state = converter()
    state.choose_target("EUR")
    state.swap()
    assert (state.source, state.target) == ("EUR", "USD")


def test_a_job_fills_the_amount_field_and_its_currency():
    state = converter("/fr")
    event = state.choose_job(EURO_JOB.id)
    assert (state.amount_text, state.source, state.target) == (
        str(EURO_JOB.monthly_salary),
        "EUR",
        INITIAL_TARGET,
    )
    assert state.chosen_jobs == [
        job.id
        for job in JOBS
        if job.currency == "EUR" and job.monthly_salary == EURO_JOB.monthly_salary
    ]
    # The field is not bound to the state (typing stays smooth): the job's amount is set in it.
    assert event.handler.fn.__qualname__ == "_set_value"
    assert f"ref_{AMOUNT_ID.replace('-', '_')}" in str(event.args)
    assert str(EURO_JOB.monthly_salary) in str(event.args)


def test_a_salary_is_never_converted_into_its_own_currency():
    state = converter()
    state.choose_target("EUR")
    state.choose_job(EURO_JOB.id)
    # The target was the job's currency: the previous source takes its place.
    assert (state.source, state.target) == ("EUR", "USD")
    state.choose_source("GBP")
    state.choose_target("GBP")
    state.choose_job(DOLLAR_JOB.id)
    assert (state.source, state.target) == ("USD", "GBP")
    state.choose_target("USD")
    state.choose_source("USD")
    state.choose_job(DOLLAR_JOB.id)
    # Source and target were both the job's currency: back to pounds.
    assert (state.source, state.target) == ("USD", INITIAL_TARGET)


@pytest.mark.parametrize("job_id", ["nope", "", None, 3])
def test_unknown_jobs_are_ignored(job_id):
    state = converter()
    assert state.choose_job(job_id) is None
    assert not state.changed


def test_each_visit_starts_over():
    state = converter()
    state.start_over()
    state.choose_job(EURO_JOB.id)
    state.start_over()
    assert (state.amount_text, state.source, state.changed) == (
        str(JOBS[0].monthly_salary),
        JOBS[0].currency,
        False,
    )
