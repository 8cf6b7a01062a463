"""The built files that change with the day, written again by the production server when the
day changes (agency_site/platform/build_in_memory.py): the jobs feeds list the posts open that day, and
the sitemap leaves out the pages of posts closed since the build. The job board's state and
the alerts ask `open_jobs()` themselves; so every list drops a post the day after its closing
day, without a restart or a rebuild.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from html import escape

from agency_site import clock, feeds, routes
from agency_site.content import jobs
from agency_site.i18n import CODES

SITEMAP = "/sitemap.xml"
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
