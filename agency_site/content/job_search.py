"""The job board's rule: which open posts a search finds, and in which order.

The board (pages/jobs_dashboard/state.py) lists what it finds as the visitor types; the job
alerts (mail/alerts.py) send a saved search the posts it finds since its last message. Both
read it here, so an alert finds exactly what the board showed.
"""

from __future__ import annotations

import functools
import math
import unicodedata

from agency_site.content.jobs import (
    ALL_JOBS,
    REGIONS_BY_ID,
    SUBJECT_LABELS,
    Job,
    open_jobs,
    salary_in,
)
from agency_site.i18n import SOURCE_LANGUAGE, in_language

# The orders the board offers (the address's `sort`).
BY_SALARY, BY_CITY = "salary", "city"
SORTS = (BY_SALARY, BY_CITY)


def searchable_text(job: Job, language: str) -> str:
    """What the search looks in: title, place, subject, description and requirements."""
    parts = (
        job.title,
        job.location,
        REGIONS_BY_ID[job.region].name,
        SUBJECT_LABELS[job.subject],
        job.description,
        *job.requirements,
    )
    return "\n".join(in_language(part, language) for part in parts).casefold()


@functools.cache
def _searchable_texts(language: str) -> dict[str, str]:
    # Built once per language, not on every keystroke.
    return {job.id: searchable_text(job, language) for job in ALL_JOBS}


def _sort_key(text: str) -> str:
    # 'Dubaï' sorts with 'Dubai': letters without their accents, ignoring case.
    letters = unicodedata.normalize("NFKD", text.casefold())
    return "".join(letter for letter in letters if not unicodedata.combining(letter))


def minimum_of(text: str) -> float | None:
    """The minimum salary typed, or None when the field holds no amount of zero or more."""
    try:
        amount = float(text.strip())
    except ValueError:
        return None
    return amount if math.isfinite(amount) and amount >= 0 else None


def matching_jobs(
    *,
    query: str = "",
    country: str = "",
    subject: str = "",
    minimum: str = "",
    currency: str,
    sort: str = BY_SALARY,
    language: str = SOURCE_LANGUAGE,
) -> list[str]:
    """The slugs of the jobs open today that match every filter, in the chosen order."""
    needle = query.strip().casefold()
    floor = minimum_of(minimum)
    found = [
        job
        for job in open_jobs()
        if (not country or job.region == country)
        and (not subject or job.subject == subject)
        and (floor is None or salary_in(job, currency) >= floor)
        and needle in _searchable_texts(language)[job.id]
    ]
    if sort == BY_CITY:
        found.sort(key=lambda job: _sort_key(in_language(job.city, language)))
    else:
        found.sort(key=lambda job: -salary_in(job, "USD"))
    return [job.id for job in found]
