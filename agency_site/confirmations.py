"""Everything on the site the agency has yet to confirm, and the deployment that refuses it.

    python -m agency_site.confirmations      # or: make check-content (with the content tests)

lists, file by file, the settings still at their development placeholders and every content
item without the agency's confirmation (agency_site/content/confirmation.py). With
AGENCY_DEPLOY=1 the app stops as it is loaded (so `reflex run --env prod` and `reflex export`
stop before building, and a back end before serving) while any is left, listing them all. A
post's closing day is such an item: a deployment needs one the agency set (`closes_on`,
`closes_on_confirmed: true`).

It also lists the statements true only for a time (the intakes of an academic year, a post
open, the exchange rates of a day), each with the day it was last known true: over a year ago,
development warns each time the app is loaded, and AGENCY_DEPLOY=1 stops with the items above.
"""

from __future__ import annotations

import dataclasses
import datetime
import os
from collections.abc import Iterator
from pathlib import Path

from agency_site import clock
from agency_site.content import academic_year, exchange_rates, promises
from agency_site.content.confirmation import Pending
from agency_site.content.jobs import ALL_JOBS, JOBS_DIR, open_jobs
from agency_site.content.promises import PROMISES
from agency_site.i18n import SOURCE_LANGUAGE, in_language
from agency_site.pages.home import data as home_data
from agency_site.pages.partners import data as partners_data
from agency_site.pages.reviews import data as reviews_data
from agency_site.settings import Settings, placeholders_in, warn_once

ROOT = Path(__file__).resolve().parents[1]


def _file(path: str | Path) -> str:
    return Path(path).resolve().relative_to(ROOT).as_posix()


def _pending_quotes() -> Iterator[Pending]:
    for name, quotes, module in (
        ("REVIEWS", [(review.name, review) for review in reviews_data.REVIEWS], reviews_data),
        ("TESTIMONIALS", [(quote.reviewer, quote) for quote in home_data.TESTIMONIALS], home_data),
    ):
        for index, (who, quote) in enumerate(quotes):
            missing = [
                field
                for field, absent in (
                    ("source", not quote.source.strip()),
                    ("confirmation", not quote.confirmation.confirmed),
                )
                if absent
            ]
            if missing:
                yield Pending(
                    _file(module.__file__), f"{name}[{index}] ({who}): {', '.join(missing)}"
                )


def pending_content() -> Iterator[Pending]:
    """Each content item the agency has not confirmed, by file and item."""
    yield from _pending_quotes()
    for partner in partners_data.PARTNERS:
        if not partner.confirmation.confirmed:
            yield Pending(_file(partners_data.__file__), f"PARTNERS ({partner.id}): confirmation")
    for job in ALL_JOBS:
        missing = [
            fields
            for fields, absent in (
                ("confirmed_by, confirmed_on", not job.confirmation.confirmed),
                ("closes_on", job.closes_on is None),
                ("closes_on_confirmed", job.closes_on is not None and not job.closes_on_confirmed),
            )
            if absent
        ]
        if missing:
            title = in_language(job.title, SOURCE_LANGUAGE)
            yield Pending(_file(JOBS_DIR / f"{job.id}.md"), f"{title}: {', '.join(missing)}")
    for name, promise in PROMISES.items():
        if not promise.confirmation.confirmed:
            yield Pending(_file(promises.__file__), f"{name}: confirmation")
    rates = exchange_rates.RATES
    if not rates.confirmation.confirmed:
        yield Pending(
            _file(exchange_rates.__file__), f"RATES ({rates.taken_on.isoformat()}): confirmation"
        )


# A statement true only for a time is stale once it was last known true this long ago.
STALE_AFTER = datetime.timedelta(days=365)
# Set once the warning below has been printed (settings.warn_once).
_WARNED = "AGENCY_STALE_WARNING_SHOWN"


@dataclasses.dataclass(frozen=True)
class Dated:
    """A statement the site makes that is true for a time: where, what, and the day it was
    last known true."""

    file: str
    statement: str
    as_of: datetime.date

    def __str__(self) -> str:
        return f"{self.file}: {self.statement} (as of {self.as_of.isoformat()})"


def dated_statements() -> Iterator[Dated]:
    year = academic_year.ACADEMIC_YEAR
    yield Dated(
        _file(academic_year.__file__),
        f"the October and December intakes and the open applications, {year}",
        academic_year.BEGAN_ON,
    )
    # An open post is known open from its posting, or from the agency's last confirmation.
    for job in open_jobs():
        title = in_language(job.title, SOURCE_LANGUAGE)
        known = max(filter(None, (job.posted_on, job.confirmation.on)))
        yield Dated(_file(JOBS_DIR / f"{job.id}.md"), f"{title} open", known)
    rates = exchange_rates.RATES
    yield Dated(_file(exchange_rates.__file__), "the exchange rates", rates.taken_on)


def stale_statements(today: datetime.date) -> list[Dated]:
    return [dated for dated in dated_statements() if today - dated.as_of > STALE_AFTER]


def warn_of_stale_statements(today: datetime.date, environ=os.environ) -> str | None:
    """The warning about statements last known true over a year ago (printed to stderr once
    per process tree), or None."""
    stale = stale_statements(today)
    if not stale:
        return None
    listed = "".join(f"\n  {dated}" for dated in stale)
    warning = (
        f"WARNING: {len(stale)} statements were last known true more than a year ago; confirm "
        f"each anew or update it:{listed}"
    )
    return warn_once(warning, _WARNED, environ)


def pending_settings(values: Settings) -> list[Pending]:
    # The key signing mail links has no placeholder: in development each copy makes its own.
    missing = [*placeholders_in(values), *([] if values.secret_key else ["secret_key"])]
    # A deployment follows the real day: a fixed one would keep closed posts open.
    missing += ["today"] if values.today else []
    return [Pending(".env or the environment", f"AGENCY_{name.upper()}") for name in missing]


def pending(values: Settings) -> list[Pending]:
    """Every setting still at its placeholder, every unconfirmed item of content, then every
    statement last known true over a year ago (by the site's clock)."""
    stale = [
        Pending(dated.file, f"{dated.statement}: last known true {dated.as_of.isoformat()}")
        for dated in stale_statements(clock.today())
    ]
    return [*pending_settings(values), *pending_content(), *stale]


def refuse_unconfirmed(values: Settings) -> None:
    """With AGENCY_DEPLOY=1, stop (SystemExit) while anything is left to set or confirm,
    naming each item by its file."""
    if not values.deploy:
        return
    left = pending(values)
    if left:
        listed = "".join(f"\n  {item}" for item in left)
        raise SystemExit(
            "AGENCY_DEPLOY is set, but these settings hold development placeholders, these "
            "items of content are not confirmed by the agency or these statements were last "
            f"known true over a year ago:{listed}\nSet each setting (in the "
            "environment or .env) and confirm each item in its file (see agency_site/settings.md "
            "and agency_site/content/README.md), or take the item out, before deploying."
        )


def main() -> None:
    from agency_site.settings import settings

    left = pending(settings)
    if not left:
        print("Every setting is set and every item of content is confirmed.")
    else:
        print(f"{len(left)} items still to set or confirm before deploying (AGENCY_DEPLOY=1):")
        for item in left:
            print(f"  {item}")


if __name__ == "__main__":
    main()
