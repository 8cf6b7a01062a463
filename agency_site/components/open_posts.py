"""OpenPostsState: which posts are open on the site's day, in the browser as on the server.

A page pre-rendered by the build lists the posts open on the day it was built. Every element
of one post carries its closing day (`while_open`: shown up to it; `once_closed`: shown
after it), and every text that counts or ranges the open posts carries its name
(`day_text`, one of DAY_TEXTS). The production server reads the same marks in the built page
once per site day (agency_site/dated_files.py) and hides, shows or rewrites them; this
state does the same in the browser from the page's load on, so a page hydrates onto what
the server sent and a page reached inside the app agrees too.

Hidden, not removed: the page's scripts, built with the rest, still draw the post as the page
hydrates, and React must find its element there; a production React leaves an attribute it
did not draw in place, and a day text's element keeps the server's text
(suppressHydrationWarning) until the state's arrives, even an empty one (a region, or the
board, with no post left): the text is the span's own child (_DayTextSpan), which React
compares as the span's text content, not a text node it must find (tests/e2e/test_closing_day.py).
In development nothing is pre-rendered: a page first draws the posts open when the dev server
compiled it, and this state hides those closed since as the page loads.
"""

from __future__ import annotations

import dataclasses
import datetime
from collections.abc import Callable

import reflex as rx

from agency_site import clock
from agency_site.components.language import page_language
from agency_site.content import jobs
from agency_site.content.jobs import Job
from agency_site.i18n import CODES, Text, in_language
from agency_site.platform import public, text_span_kept_as_served

# The marks a built page carries (as HTML attributes).
OPEN_UNTIL, CLOSED_AFTER, DAY_TEXT = "data-open-until", "data-closed-after", "data-day-text"


def posts_open_on(day: datetime.date) -> tuple[Job, ...]:
    return tuple(job for job in jobs.ALL_JOBS if job.open_on(day))


# Every day text, by name, as the pages' data modules declare them.
DAY_TEXTS: dict[str, DayText] = {}


@dataclasses.dataclass(frozen=True)
class DayText:
    """A text that counts or ranges the open posts: `reads(posts)` is its reading given the
    posts open that day. Declared once in a page's data module, under a name unique to it."""

    name: str
    reads: Callable[[tuple[Job, ...]], Text | str]

    def __post_init__(self) -> None:
        if self.name in DAY_TEXTS:
            raise ValueError(f"two day texts are named {self.name!r}")
        DAY_TEXTS[self.name] = self


def day_texts(day: datetime.date) -> dict[str, dict[str, str]]:
    """Every day text as it reads on `day`, by language, then by name."""
    posts = posts_open_on(day)
    return {
        code: {name: in_language(text.reads(posts), code) for name, text in DAY_TEXTS.items()}
        for code in CODES
    }


class OpenPostsState(rx.State):
    """The site's day as the page last loaded, and what follows from it."""

    # The day of the build until a page loads (its pre-rendered state).
    day: str = clock.today().isoformat()

    @rx.var
    def open(self) -> list[str]:
        return [job.id for job in posts_open_on(datetime.date.fromisoformat(self.day))]

    @rx.var
    def texts(self) -> dict[str, dict[str, str]]:
        return day_texts(datetime.date.fromisoformat(self.day))

    @rx.event
    @public
    def follow_day(self):
        """As a page that lists posts loads: the site's day, if it has changed."""
        day = clock.today().isoformat()
        if self.day != day:
            self.day = day


def while_open(job: Job) -> dict:
    """The props of an element of `job` shown only while it is open."""
    if job.closes_on is None:
        return {}
    return {
        "hidden": ~OpenPostsState.open.contains(job.id),
        "custom_attrs": {OPEN_UNTIL: job.closes_on.isoformat()},
    }


def once_closed(job: Job) -> dict:
    """The props of an element of `job` (which has a closing day) shown once it has closed."""
    return {
        "hidden": OpenPostsState.open.contains(job.id),
        "custom_attrs": {CLOSED_AFTER: job.closes_on.isoformat()},
    }


def day_text(text: DayText) -> rx.Component:
    """`text` in the page's language: the build's reading first, the day's once the page
    has loaded. React keeps the server's reading as it hydrates."""
    return text_span_kept_as_served(
        OpenPostsState.texts[page_language()][text.name], custom_attrs={DAY_TEXT: text.name}
    )
