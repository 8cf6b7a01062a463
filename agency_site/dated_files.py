"""The built files that change with the day, written again by the production server when the
day changes (agency_site/platform/build_in_memory.py): the jobs feeds list the posts open that
day, the sitemap leaves out the pages of posts closed since the build, and every page that
shows posts has the elements of those closed since hidden (the closed notice of a post's own
page shown) and its counts and pay ranges read as the day's (the marks of
agency_site/components/open_posts.py). The pages' state reads the same marks from the same
clock as a page loads, and the job board's state and the alerts ask `open_jobs()`
themselves; so every list drops a post the day after its closing day, without a restart or
a rebuild.
"""

from __future__ import annotations

import datetime
import functools
import re
from collections.abc import Callable
from html import escape, unescape

from agency_site import clock, feeds, routes
from agency_site.components import open_posts
from agency_site.content import jobs
from agency_site.i18n import CODES
from agency_site.routes import language_of_path

SITEMAP = "/sitemap.xml"
# The kinds of built file that may change with the day: pages, the sitemap and the feeds.
SUFFIXES = (".html", ".xml")
_URL = re.compile(r"\s*<url>\s*<loc>(?P<loc>[^<]*)</loc>.*?</url>", re.DOTALL)


def closed_pages() -> set[str]:
    """The published addresses of the posts closed today, in every language."""
    today = clock.today()
    return {
        routes.page_url(language, routes.job(job.id))
        for job in jobs.ALL_JOBS
        if not job.open_on(today)
        for language in CODES
    }


def sitemap_today(built: str) -> str:
    """The built sitemap without the pages of posts closed since it was built."""
    closed = {escape(address) for address in closed_pages()}
    return _URL.sub(lambda url: "" if url["loc"] in closed else url[0], built)


def _jobs_feed(language: str, format: str) -> Callable[[str], str]:
    return lambda _built: feeds.feed_xml(language, "jobs", format)


# Each dated file's address and how its text reads today, from the text the build wrote.
DATED: dict[str, Callable[[str], str]] = {
    SITEMAP: sitemap_today,
    **{
        routes.feed(language, "jobs", format): _jobs_feed(language, format)
        for language in CODES
        for format in feeds.FORMATS
    },
}


# An element of one post (its opening tag), marked with the day it closes; and a day text.
_POST_ELEMENT = re.compile(
    rf'<[a-zA-Z][^>]*\s(?P<mark>{open_posts.OPEN_UNTIL}|{open_posts.CLOSED_AFTER})="'
    r'(?P<day>\d{4}-\d{2}-\d{2})"[^>]*>'
)
_HIDDEN = re.compile(r'\shidden=""')
_DAY_TEXT = re.compile(
    rf'(?P<tag><span\s[^>]*{open_posts.DAY_TEXT}="(?P<name>[^"]+)"[^>]*>)(?P<text>[^<]*)</span>'
)
_MARKS = tuple(
    f'{mark}="'.encode()
    for mark in (open_posts.OPEN_UNTIL, open_posts.CLOSED_AFTER, open_posts.DAY_TEXT)
)


def _shown_today(element: re.Match[str], today: datetime.date) -> str:
    closed = today > datetime.date.fromisoformat(element["day"])
    hidden = closed if element["mark"] == open_posts.OPEN_UNTIL else not closed
    if hidden == bool(_HIDDEN.search(element[0])):
        return element[0]  # as built: the page keeps the build's bytes and brotli copy
    tag = _HIDDEN.sub("", element[0])
    end = "/>" if tag.endswith("/>") else ">"
    return tag.removesuffix(end) + ' hidden=""' + end if hidden else tag


def page_today(built: str, language: str) -> str:
    """A page in `language` as it reads today: each element of a post hidden or shown by
    its closing day, each day text as the day's posts make it."""
    import agency_site.pages  # noqa: F401  (every page's data declares its day texts)

    today = clock.today()
    texts = open_posts.day_texts(today)[language]
    page = _POST_ELEMENT.sub(lambda element: _shown_today(element, today), built)
    return _DAY_TEXT.sub(lambda text: _reads_today(text, texts[text["name"]]), page)


def _reads_today(text: re.Match[str], today: str) -> str:
    if unescape(text["text"]) == today:
        return text[0]  # as built (React escapes otherwise than html.escape)
    return text["tag"] + escape(today) + "</span>"


def is_dated_page(body: bytes) -> bool:
    """Whether a built file is a page that shows posts (it carries a mark of open_posts)."""
    return body.lstrip()[:15].lower() == b"<!doctype html>" and any(m in body for m in _MARKS)


def dated(built: dict[str, bytes]) -> dict[str, Callable[[str], str]]:
    """Each dated file among the build's (address: body), and how its text reads today."""
    return {
        **{address: write for address, write in DATED.items() if address in built},
        **{
            address: functools.partial(page_today, language=language_of_path(address))
            for address, body in built.items()
            if is_dated_page(body)
        },
    }
