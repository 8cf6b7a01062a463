"""Words of the currency converter page (/services/currency-converter), its bands in page
order; the rates and currencies are in agency_site/content/exchange_rates.py."""

from __future__ import annotations

from agency_site.content.exchange_rates import rates_date
from agency_site.content.models import Heading, PageMeta
from agency_site.i18n import t

HERO = Heading(
    t("Currency converter"),
    t(
        "Schools pay in US dollars or euros. See what each salary is worth in pounds, "
        "euros, dollars and Uzbek som, or convert any amount you like."
    ),
    eyebrow=t("Salaries"),
)
META = PageMeta(
    HERO.title, t("Teaching salaries in US dollars, euros, pounds and Uzbek som, with a converter.")
)
SEE_ALL_JOBS = t("See all jobs")

CONVERTER_SECTION = Heading(
    t("Convert an amount"),
    t("Type an amount or pick a job, then choose the currencies to compare."),
    anchor="converter",
)

# The converter itself (widget.py).
CONVERTER_LABEL = t("Salary converter")
AMOUNT = t("Amount")
FROM = t("From")
TO = t("To")
SWAP_CURRENCIES = t("Swap currencies")
CONVERTED_AMOUNT = t("Converted amount")
AMOUNT_INVALID = t("Enter an amount of zero or more to see it converted.")
OTHER_CURRENCIES = t("In the other currencies")
START_FROM_A_SALARY = t("Or start from a monthly salary")


def rates_of() -> str:
    return t("Rates of {date}", date=rates_date())


SALARIES_SECTION = Heading(
    t("Every salary in four currencies"),
    t("The monthly salary of each open post, converted at the same rates."),
    anchor="salaries",
)
SALARY_TABLE_LABEL = t("Salaries in four currencies")
JOB_COLUMN = t("Job")
PAID_CURRENCY = t("(the currency the school pays in)")
PAID_CURRENCY_KEY = t("The currency the school pays in. Other amounts are rounded to whole units.")

RATES_NOTE_LABEL = t("About these rates")
RATES_NOTE_TITLE = t("These rates are indicative")


def salary_table_caption() -> str:
    return t("Monthly salaries, converted at the rates of {date}", date=rates_date())


def rates_note() -> str:
    return t(
        "They are mid-market rates taken on {date}. Banks and money-transfer "
        "services use their own rates and fees, so the amount you receive will "
        "differ a little. Your contract states your salary in the currency the "
        "school pays.",
        date=rates_date(),
    )


def per_us_dollar(code: str) -> str:
    return t("{code} per US dollar", code=code)


CLOSING = Heading(
    t("Found a salary that suits you?"),
    t("See where each job is, or read the full details and requirements."),
)
OPEN_THE_JOB_MAP = t("Open the job map")
