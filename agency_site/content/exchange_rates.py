"""Exchange rates for the currency converter: one dated table, every rate against the US dollar.

The rates are indicative mid-market rates, updated by hand; banks and transfer services
use their own. The agency confirms each table it takes (confirmation=confirmed_by(...)). The salary converter (agency_site/pages/services/converter/state.py) converts
with this same table.
"""

from __future__ import annotations

import dataclasses
import datetime
from typing import Literal

from babel.numbers import format_decimal

from agency_site.content.confirmation import PENDING, Confirmation
from agency_site.i18n import Localized, date_text, money, per_language, t

CurrencyCode = Literal["USD", "EUR", "GBP", "UZS"]


@dataclasses.dataclass(frozen=True)
class Currency:
    """A currency the converter offers, with how its amounts are written."""

    code: CurrencyCode
    name: str
    # Decimal places the converter's result shows (the som is quoted in whole units).
    fraction_digits: int


@dataclasses.dataclass(frozen=True)
class RateTable:
    """Units of each currency per 1 US dollar, as taken on one day."""

    taken_on: datetime.date
    usd: float
    eur: float
    gbp: float
    uzs: float
    # The agency's confirmation of the rates it took (agency_site/content/confirmation.py).
    confirmation: Confirmation = PENDING

    def units_per_usd(self, code: CurrencyCode) -> float:
        return getattr(self, code.lower())

    def as_dict(self) -> dict[str, float]:
        return {currency.code: self.units_per_usd(currency.code) for currency in CURRENCIES}


CURRENCIES = (
    Currency("USD", t("US dollar"), 2),
    Currency("EUR", t("Euro"), 2),
    Currency("GBP", t("Pound sterling"), 2),
    Currency("UZS", t("Uzbek som"), 0),
)

RATES = RateTable(
    taken_on=datetime.date(2026, 11, 1),
    usd=1.0,
    eur=0.8630,
    gbp=0.7540,
    uzs=12_680.0,
)


def convert(
    amount: float, source: CurrencyCode, target: CurrencyCode, rates: RateTable = RATES
) -> float:
    """`amount` of `source` expressed in `target`, through the US dollar."""
    return amount * rates.units_per_usd(target) / rates.units_per_usd(source)


def format_amount(amount: float, code: CurrencyCode) -> Localized:
    """A whole amount with its currency, per language: '$2,800', '2 800 $US', '2.800 $'."""
    return money(round(amount), code)


def format_rate(code: CurrencyCode, rates: RateTable = RATES) -> Localized:
    """Units per US dollar as quoted: '0.8630', '12,680'."""
    units = rates.units_per_usd(code)
    pattern = "#,##0" if units >= 100 else "0.0000"
    return per_language(lambda language: format_decimal(units, pattern, locale=language))


def rates_date(rates: RateTable = RATES) -> Localized:
    """The day the rates were taken: '1 November 2026', '1 novembre 2026', '1. November 2026'."""
    return date_text(rates.taken_on)
