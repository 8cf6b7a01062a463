"""JobSearchState: the job board's search, filters and sort, kept in the page's address.

`/jobs-dashboard?country=uae&subject=chemistry` opens the board filtered, so a search can be
shared and the back button steps through earlier searches. Every change writes the address
(a navigation inside the app, so the browser's history holds it) and the address, as the
page loads (a shared link, back, forward), sets the state. The pre-rendered page lists
every job, highest salary first: the starting state.

What is typed reaches the address once typing pauses (TYPING_PAUSE_S): writing it draws
the whole page again, which after every keystroke held up the list the keystroke changed.
"""

from __future__ import annotations

import asyncio
from urllib.parse import urlencode

import reflex as rx
from reflex.event import EventSpec

from agency_site.backend.validation import well_formed
from agency_site.components.language import request_language
from agency_site.content.exchange_rates import CURRENCIES
from agency_site.content.job_search import BY_SALARY, SORTS, matching_jobs, minimum_of
from agency_site.content.jobs import (
    ALL_JOBS,
    REGIONS_BY_ID,
    SUBJECT_LABELS,
    converted_salary,
    open_jobs,
)
from agency_site.i18n import SOURCE_LANGUAGE, in_language, reader_currency, t
from agency_site.platform import public

# The address's names for each filter.
QUERY, COUNTRY, SUBJECT, MINIMUM = "q", "country", "subject", "min"
CURRENCY, SORT = "currency", "sort"
CURRENCY_CODES = tuple(currency.code for currency in CURRENCIES)
MAX_QUERY = 100
# How long typing rests before the address follows it.
TYPING_PAUSE_S = 0.4
QUERY_FIELD_ID, MINIMUM_FIELD_ID = "jobs-search", "jobs-minimum"


# What the pre-rendered board lists: every job open at the build, highest salary first; the
# state, from the page's load on, lists those open that day.
EVERY_JOB = matching_jobs(currency="USD")


class JobSearchState(rx.State):
    """The board's filters, as the address writes them; the views only read them."""

    query: str = ""
    country: str = ""
    subject: str = ""
    # The minimum-salary field's text, in `currency`.
    minimum: str = ""
    # Empty until the page's address is read: the page's language decides it then.
    currency: str = ""
    sort: str = BY_SALARY
    language: str = SOURCE_LANGUAGE
    # What a screen reader hears after a change: how many jobs are left.
    announcement: str = ""
    # How many posts are open, counted again as the page loads (a post closes by the day).
    open_count: int = len(EVERY_JOB)
    # Counts the times the filters were set from outside the fields (an address, 'Clear
    # filters'): the text fields start again from the state's values then (their React key).
    fields_reset: int = 0
    # Addresses this state wrote that the browser has not yet loaded: their loads change
    # nothing (a later keystroke may already have moved the state on).
    _written: list[str] = rx.field(default_factory=list)
    # Counts the changes: a keystroke's address waits for a pause without another change.
    _changes: int = 0

    @rx.var
    def shown(self) -> list[str]:
        return matching_jobs(
            query=self.query,
            country=self.country,
            subject=self.subject,
            minimum=self.minimum,
            currency=self.currency or reader_currency(self.language),
            sort=self.sort,
            language=self.language,
        )

    @rx.var
    def empty(self) -> bool:
        return not self.shown

    @rx.var
    def filtered(self) -> bool:
        """Whether any filter is set ('Clear filters' shows)."""
        return bool(self.query.strip() or self.country or self.subject or self.minimum.strip())

    @rx.var
    def converted(self) -> dict[str, str]:
        """Each job's salary in the reader's currency, written in the page's language."""
        currency = self.currency or reader_currency(self.language)
        return {job.id: converted_salary(job, currency, self.language) for job in ALL_JOBS}

    @rx.event
    @public
    def search(self, query: str):
        """Each keystroke in the search field."""
        if isinstance(query, str):
            # Its text goes into the page's address, which cannot hold half a character.
            self.query = well_formed(query[:MAX_QUERY])
            return self._typed()

    @rx.event
    @public
    def type_minimum(self, text: str):
        """Each keystroke in the minimum-salary field."""
        if isinstance(text, str) and len(text) <= 32:
            self.minimum = well_formed(text)
            return self._typed()

    @rx.event
    @public
    def choose_country(self, country: str):
        if country == "" or (isinstance(country, str) and country in REGIONS_BY_ID):
            self.country = country
            return self._changed()

    @rx.event
    @public
    def choose_subject(self, subject: str):
        if subject == "" or (isinstance(subject, str) and subject in SUBJECT_LABELS):
            self.subject = subject
            return self._changed()

    @rx.event
    @public
    def choose_currency(self, currency: str):
        if currency in CURRENCY_CODES:
            self.currency = currency
            return self._changed()

    @rx.event
    @public
    def choose_sort(self, sort: str):
        if sort in SORTS:
            self.sort = sort
            return self._changed()

    @rx.event
    @public
    def clear(self):
        """'Clear filters': every job again, in the same currency and order."""
        self.query = self.country = self.subject = self.minimum = ""
        self.fields_reset += 1
        return self._changed()

    @rx.event
    @public
    def from_address(self):
        """As the page loads: the filters the address holds (defaults for those it lacks)."""
        self._follow_page_language()
        self.open_count = len(open_jobs())
        current = self.router.url.query_parameters
        written = _encoded(current)
        if written in self._written:
            # This state's own change arriving: what came after it stays.
            self._written = self._written[self._written.index(written) + 1 :]
            return
        self._written = []
        self.query = current.get(QUERY, "")[:MAX_QUERY]
        self.country = _one_of(current.get(COUNTRY, ""), REGIONS_BY_ID)
        self.subject = _one_of(current.get(SUBJECT, ""), SUBJECT_LABELS)
        minimum = current.get(MINIMUM, "")
        self.minimum = minimum if minimum_of(minimum) is not None else ""
        self.currency = _one_of(current.get(CURRENCY, ""), CURRENCY_CODES) or reader_currency(
            self.language
        )
        self.sort = _one_of(current.get(SORT, ""), SORTS) or BY_SALARY
        self.announcement = ""
        self.fields_reset += 1

    def _follow_page_language(self) -> None:
        # Set only when it changes: a var that is set goes to the browser again, with every
        # computed var that depends on it (each salary in the reader's currency).
        language = request_language(self.router)
        if self.language != language:
            self.language = language

    def _parameters(self) -> dict[str, str]:
        """The address's query: only what differs from the board's starting state."""
        values = {
            QUERY: self.query.strip(),
            COUNTRY: self.country,
            SUBJECT: self.subject,
            MINIMUM: self.minimum.strip(),
            CURRENCY: "" if self.currency == reader_currency(self.language) else self.currency,
            SORT: "" if self.sort == BY_SALARY else self.sort,
        }
        return {name: value for name, value in values.items() if value}

    def _address(self) -> str:
        query = _encoded(self._parameters())
        return self.router.url.path + (f"?{query}" if query else "")

    def _announce(self) -> None:
        """After a change: the list goes to the browser, and its count to screen readers."""
        self._follow_page_language()
        if not self.currency:
            self.currency = reader_currency(self.language)
        total, shown = self.open_count, len(self.shown)
        self.announcement = in_language(
            t("{count} of {total} jobs shown", count=shown, total=total), self.language
        )

    def _changed(self) -> EventSpec:
        """A choice: the list now, the address one round trip later (`write_address`), so
        the browser draws the list before it navigates (a navigation draws the whole page
        again: together they would delay the list)."""
        self._announce()
        self._changes += 1
        return type(self).write_address()

    def _typed(self) -> EventSpec:
        """A keystroke: the list now, the address once typing pauses."""
        self._announce()
        self._changes += 1
        return type(self).write_address_after_typing(self._changes)

    @rx.event(background=True)
    @public
    async def write_address_after_typing(self, change: int):
        """The address of what was typed, unless another change came within TYPING_PAUSE_S
        (a choice writes the address itself): it rewrites the current step of the history,
        typing adds none."""
        if type(change) is not int:
            return None
        await asyncio.sleep(TYPING_PAUSE_S)
        async with self:
            if change != self._changes:
                return None
            return self._navigation(replace=True)

    @rx.event
    @public
    def write_address(self):
        """The address of the filters as they are now, a new step of the browser's history."""
        return self._navigation(replace=False)

    def _navigation(self, *, replace: bool) -> EventSpec | None:
        """The browser to the filters' address (`replace`: rewriting the current step of
        its history), unless it is there already."""
        written = _encoded(self._parameters())
        if written == _encoded(self.router.url.query_parameters):
            return None
        self._written = [*self._written, written]
        return rx.redirect(self._address(), replace=replace)


def _encoded(parameters) -> str:
    return urlencode(sorted(dict(parameters).items()))


def _one_of(value: str, allowed) -> str:
    return value if value in allowed else ""
