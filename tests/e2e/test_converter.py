"""The salary converter of /services/currency-converter, held by ConverterState: typing,
the currencies, the swap button and the jobs convert with the dated rates, written the
page's way."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from agency_site import routes
from agency_site.content.jobs import JOBS
from agency_site.i18n import money_in
from agency_site.pages.services.converter.state import conversion
from tests.e2e.pages import visit

# A second job in the first one's currency: the currency stays, the amount changes.
SECOND = next(job for job in JOBS if job.id != JOBS[0].id and job.currency == JOBS[0].currency)


def converter(page: Page, prefix: str = "") -> Page:
    return visit(page, prefix + routes.CURRENCY_CONVERTER)


def result(page: Page):
    return page.get_by_test_id("currency-result")


def amount(page: Page):
    return page.locator("#converter-amount")


@pytest.mark.parametrize("prefix, language", [("", "en"), ("/fr", "fr"), ("/de", "de")])
def test_typing_an_amount_converts_it_in_the_pages_language(page: Page, prefix, language):
    converter(page, prefix)
    first = conversion(str(JOBS[0].monthly_salary), JOBS[0].currency, "GBP", language)
    # Pre-rendered: the first job's salary, before anything is typed.
    expect(result(page)).to_have_text(first.result)
    amount(page).fill("1000")
    expect(result(page)).to_have_text(money_in(754, "GBP", language, 2))
    others = page.get_by_test_id("currency-converter").locator("dl dd")
    expect(others).to_have_text(
        [money_in(863, "EUR", language, 2), money_in(12_680_000, "UZS", language, 0)]
    )


def test_currencies_swap_and_an_empty_field_asks_for_an_amount(page: Page):
    converter(page)
    page.select_option("#converter-to", "UZS")
    expect(result(page)).to_have_text("UZS\N{NO-BREAK SPACE}35,504,000")
    page.get_by_role("button", name="Swap currencies").click()
    expect(page.locator("#converter-from")).to_have_value("UZS")
    expect(page.locator("#converter-to")).to_have_value("USD")
    expect(page.get_by_text("1 UZS = 0.00007886 USD")).to_be_visible()
    amount(page).fill("")
    status = page.get_by_test_id("currency-converter").get_by_role("status")
    expect(status).to_have_text("Enter an amount of zero or more to see it converted.")
    amount(page).fill("-5")
    expect(status).to_have_text("Enter an amount of zero or more to see it converted.")


def test_a_job_fills_the_amount_and_shows_as_pressed(page: Page):
    converter(page)
    jobs = page.get_by_role("group", name="Or start from a monthly salary").get_by_role("button")
    expect(jobs.first).to_have_attribute("aria-pressed", "true")
    second = jobs.nth(JOBS.index(SECOND))
    second.click()
    expect(amount(page)).to_have_value(str(SECOND.monthly_salary))
    expect(second).to_have_attribute("aria-pressed", "true")
    expect(jobs.first).to_have_attribute("aria-pressed", "false")
    expect(result(page)).to_have_text(money_in(SECOND.monthly_salary * 0.754, "GBP", "en", 2))
