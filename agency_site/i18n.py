"""Languages of the site and the translation layer every visible string goes through.

English is the source language. `t("text")` returns a `Text`: a str holding the English,
which also knows its French and German from the Babel catalogues in translations/. Put in
a component, a `Text` renders in the language of the page being built: every page is
built once per language (agency_site/components/language.py).

Catalogues: `translations/<language>/LC_MESSAGES/messages.po`, compiled to `.mo` here on
import whenever a `.po` is newer, so `reflex run` always shows the edited translations.
Commands: `make translations-extract | translations-update | translations-compile`.
"""

from __future__ import annotations

import dataclasses
import datetime
import functools
import os
import re
import tempfile
import traceback
from collections.abc import Callable, Mapping
from pathlib import Path

from babel import Locale
from babel.dates import format_date
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po
from babel.numbers import format_compact_decimal, format_currency, format_decimal
from babel.support import NullTranslations, Translations


@dataclasses.dataclass(frozen=True)
class Language:
    code: str
    # Shown in the reader's language: English, French, German / anglais, français, allemand.
    name: str
    # Flag image under assets/flags/.
    flag: str
    # The currency salaries are converted into for its readers (the job board, the
    # shortlist); one of the rate table's (agency_site/content/exchange_rates.py).
    currency: str = "USD"


SOURCE_LANGUAGE = "en"

TRANSLATIONS_DIR = Path(__file__).parents[1] / "translations"
DOMAIN = "messages"


def catalogue_path(language: str, suffix: str = ".po") -> Path:
    return TRANSLATIONS_DIR / language / "LC_MESSAGES" / f"{DOMAIN}{suffix}"


def compile_catalogues(force: bool = False) -> list[Path]:
    """Write each `.mo` that is missing or older than its `.po`; fuzzy entries are left out."""
    written = []
    for language in TRANSLATED:
        po, mo = catalogue_path(language), catalogue_path(language, ".mo")
        if not po.exists():
            continue
        if force or not mo.exists() or mo.stat().st_mtime < po.stat().st_mtime:
            with po.open("rb") as source:
                catalogue = read_po(source, locale=language)
            # Written beside it and moved into place: another process (a test worker, a
            # server worker) reading the catalogue meanwhile gets the old file or the new
            # one, never a half-written one (a CI run once failed on an empty .mo).
            with tempfile.NamedTemporaryFile(
                dir=mo.parent, prefix=f"{mo.name}.", suffix=".partial", delete=False
            ) as target:
                write_mo(target, catalogue, use_fuzzy=False)
            Path(target.name).replace(mo)
            written.append(mo)
    return written


@functools.cache
def _translations(language: str) -> NullTranslations:
    if language == SOURCE_LANGUAGE:
        return NullTranslations()
    compile_catalogues()
    mo = catalogue_path(language, ".mo")
    if not mo.exists():
        return NullTranslations()
    with mo.open("rb") as source:
        return Translations(source, domain=DOMAIN)


# Set by the unit tests (tests/unit/conftest.py): a Text formatted into a plain string (an
# f-string, str.format, %, +) raises EnglishLeak there, naming the place, instead of giving
# the English on every page. Off elsewhere: the site never fails a visitor for it.
STRICT_TEXT_VARIABLE = "AGENCY_STRICT_TEXT"


class EnglishLeak(TypeError):
    """A translatable text was formatted into a plain string, which holds its English only."""


def _strict() -> bool:
    return os.environ.get(STRICT_TEXT_VARIABLE) == "1"


def _leak(text: str, how: str) -> EnglishLeak:
    here = Path(__file__).resolve()
    place = next(
        (
            f"{frame.filename}:{frame.lineno}"
            for frame in reversed(traceback.extract_stack())
            if Path(frame.filename).resolve() != here
        ),
        "?",
    )
    return EnglishLeak(
        f"{place}: {how} the translatable text {str.__str__(text)[:60]!r} gives its English on "
        "every page: put it in the component as it is, make the whole sentence one t() with "
        "{slots}, or use in_page_language(text) (agency_site/components/language.py)"
    )


class Text(str):
    """Visible text: the English as a str, plus its reading in every language.

    Formatting it into a plain string gives the English only; the unit tests make that
    raise (STRICT_TEXT_VARIABLE). A "".join of Texts cannot be caught here."""

    def in_language(self, language: str) -> str:
        raise NotImplementedError

    def __format__(self, spec: str) -> str:
        if _strict():
            raise _leak(self, "an f-string or str.format of")
        return str.__format__(self, spec)

    def __add__(self, other: object) -> str:
        if _strict():
            raise _leak(self, "+ on")
        return str.__add__(self, other)

    def __radd__(self, other: object) -> str:
        if not isinstance(other, str):
            return NotImplemented
        if _strict():
            raise _leak(self, "+ on")
        return str.__add__(other, self)

    def __mod__(self, values: object) -> str:
        if _strict():
            raise _leak(self, "%-formatting with")
        return str.__mod__(self, values)

    def __rmod__(self, template: object) -> str:
        if not isinstance(template, str):
            return NotImplemented
        if _strict():
            raise _leak(self, "%-formatting of")
        return str.__mod__(template, self)

    def readings(self) -> dict[str, str]:
        return {code: self.in_language(code) for code in CODES}


def in_language(text: object, language: str) -> str:
    """`text` as a reader of `language` sees it (plain strings are the same everywhere)."""
    return text.in_language(language) if isinstance(text, Text) else str(text)


_SLOT = re.compile(r"\{(\w+)\}")


def _fill(template: str, values: Mapping[str, object], language: str) -> str:
    def value(match: re.Match[str]) -> str:
        name = match.group(1)
        if name not in values:
            return match.group(0)
        item = values[name]
        if isinstance(item, bool):
            return str(item)
        if isinstance(item, int | float):
            return format_decimal(item, locale=language)
        return in_language(item, language)

    return _SLOT.sub(value, template)


class Message(Text):
    """A catalogue entry (msgid, maybe with a plural) and the values for its `{slots}`."""

    def __new__(cls, msgid: str, values: Mapping[str, object], plural=None, count=None):
        self = super().__new__(cls, _fill(_pick(msgid, plural, count), values, SOURCE_LANGUAGE))
        self.msgid, self.plural, self.count, self.values = msgid, plural, count, dict(values)
        return self

    def __getnewargs__(self):
        # Reflex copies component trees (pickle/deepcopy): rebuild from the same arguments.
        return self.msgid, self.values, self.plural, self.count

    def in_language(self, language: str) -> str:
        translations = _translations(language)
        if self.plural is None:
            template = translations.gettext(self.msgid)
        else:
            template = translations.ngettext(self.msgid, self.plural, self.count)
        return _fill(template, self.values, language)


def _pick(singular: str, plural: str | None, count: int | None) -> str:
    return singular if plural is None or count == 1 else plural


class Localized(Text):
    """Text given in every language at once (content front matter, formatted values)."""

    def __new__(cls, readings: Mapping[str, str]):
        self = super().__new__(cls, readings[SOURCE_LANGUAGE])
        self._readings = {
            code: str(readings.get(code, readings[SOURCE_LANGUAGE])) for code in CODES
        }
        return self

    def __getnewargs__(self):
        return (self._readings,)

    def in_language(self, language: str) -> str:
        return self._readings[language]


def t(text: str, **values: object) -> Message:
    """Mark `text` as interface text; `{name}` slots take `values`.

    Slots keep names like {brand} out of the catalogues, so translators move them freely;
    numbers are formatted for each language.
    """
    return Message(text, values)


def tn(singular: str, plural: str, count: int, **values: object) -> Message:
    """Like `t`, choosing the language's plural form for `count` (also given as {count})."""
    return Message(singular, {"count": count, **values}, plural=plural, count=count)


def per_language(reading: Callable[[str], object]) -> Localized:
    """Text built for each language by `reading(code)`: `per_language(lambda lang: ...)`."""
    return Localized({code: in_language(reading(code), code) for code in CODES})


# Dates in British English, like the rest of the site's English.
_DATE_LOCALES = {"en": "en_GB"}


def date_text(value: datetime.date, pattern: str = "long") -> Localized:
    """A date as each language writes it: 10 March 2025 / 10 mars 2025 / 10. März 2025."""
    return per_language(
        lambda code: format_date(value, format=pattern, locale=_DATE_LOCALES.get(code, code))
    )


def month_text(year: int, month: int) -> Localized:
    """A month as each language writes it: September 2025 / septembre 2025 / September 2025."""
    return date_text(datetime.date(year, month, 1), "MMMM y")


_LETTERS_AGAINST_DIGITS = re.compile(r"(?<=[^\W\d_])(?=\d)|(?<=\d)(?=[^\W\d_])")


def money_in(amount: float, currency: str, language: str, digits: int | None = None) -> str:
    """An amount with its currency as `language` writes it, with `digits` decimal places
    (by default none when whole, else two): $2,800 / 2 800 $US / 2.800 $."""
    pattern = Locale.parse(language).currency_formats["standard"].pattern
    if digits is None:
        digits = 0 if float(amount).is_integer() else 2
    pattern = pattern.replace("0.00", "0." + "0" * digits if digits else "0")
    text = format_currency(amount, currency, format=pattern, locale=language, currency_digits=False)
    # CLDR's currency spacing, which Babel leaves out: a code written as letters does not
    # touch the digits (UZS 35,503,400, not UZS35,503,400).
    return _LETTERS_AGAINST_DIGITS.sub("\N{NO-BREAK SPACE}", text)


def money(amount: float, currency: str) -> Localized:
    """An amount with its currency in every language: $2,800 / 2 800 $US / 2.800 $."""
    return per_language(lambda code: money_in(amount, currency, code))


_RANGE_DASH = "\N{EN DASH}"


def money_range(low: float, high: float, currency: str) -> Localized:
    """Two amounts of a range, joined by an en dash: $300-$500 / 300 $US-500 $US."""
    low_text, high_text = money(low, currency), money(high, currency)
    return per_language(
        lambda code: low_text.in_language(code) + _RANGE_DASH + high_text.in_language(code)
    )


def at_least(count: int) -> Localized:
    """A count with a plus, as each language groups digits: 10,000+ / 10 000+ / 10.000+."""
    return per_language(lambda code: format_decimal(count, locale=code) + "+")


def at_least_compact(count: int) -> Localized:
    """A large count, short, with a plus: 2.5M+ / 2,5 M+ / 2,5 Mio.+."""
    return per_language(
        lambda code: format_compact_decimal(count, locale=code, fraction_digits=1) + "+"
    )


# The site's languages, the source first. Adding one is this entry, its catalogue under
# translations/ (`make translations-update`) and its flag under assets/flags/: every page
# is then built and published in it (/es/...), in the sitemap and in the picker.
LANGUAGES = (
    Language("en", t("English"), "/flags/gb.svg", currency="GBP"),
    Language("fr", t("French"), "/flags/fr.svg", currency="EUR"),
    Language("de", t("German"), "/flags/de.svg", currency="EUR"),
)
CODES = tuple(language.code for language in LANGUAGES)
TRANSLATED = tuple(code for code in CODES if code != SOURCE_LANGUAGE)


def reader_currency(language: str) -> str:
    """The currency a reader of `language` compares salaries in unless they choose another."""
    return next(entry.currency for entry in LANGUAGES if entry.code == language)
