"""A post leaves the job board, the alerts, the jobs feeds and the sitemap the day after its
closing day, without a restart: each asks the site's clock (agency_site/clock.py) when it
is used, not when the app was loaded."""

from __future__ import annotations

import dataclasses
import datetime
import json
from pathlib import Path

import feedparser
import pytest
from starlette.testclient import TestClient

from agency_site import clock, feeds, routes
from agency_site.backend.subscriptions import Kind, Subscription
from agency_site.content import jobs
from agency_site.dated_files import SITEMAP
from agency_site.mail import alerts
from agency_site.pages.jobs.shortlist import ShortlistState
from agency_site.pages.jobs_dashboard.state import JobSearchState
from agency_site.platform.build_in_memory import BuildInMemory
from agency_site.platform.reflex_internals import (
    generate_links_for_sitemap,
    generate_xml,
    pages_of,
)
from tests.unit.states import state_at

DAY = datetime.timedelta(days=1)
TODAY = datetime.date(2026, 12, 1)
# The first post closes today: open all day, closed tomorrow. The others stay open.
CLOSING = dataclasses.replace(jobs.ALL_JOBS[0], closes_on=TODAY)


@pytest.fixture
def day(monkeypatch):
    """Sets the site's day: `day(date)`; the first post closes on TODAY."""
    monkeypatch.setattr(jobs, "ALL_JOBS", (CLOSING, *jobs.ALL_JOBS[1:]))
    monkeypatch.setattr(jobs, "ALL_JOBS_BY_ID", {job.id: job for job in jobs.ALL_JOBS})

    def set_day(date: datetime.date) -> None:
        monkeypatch.setattr(clock, "today", lambda: date)

    set_day(TODAY)
    return set_day


def test_the_board_and_the_shortlist_drop_the_post_as_the_page_loads(day):
    board = state_at(JobSearchState, "/jobs-dashboard")
    board.from_address()
    assert CLOSING.id in board.shown
    shortlist = state_at(ShortlistState, "/jobs/shortlist")
    shortlist.stored = CLOSING.id
    assert shortlist.saved == [CLOSING.id]
    day(TODAY + DAY)
    board.from_address()  # the same tab loading the board again
    assert CLOSING.id not in board.shown
    assert board.open_count == len(jobs.ALL_JOBS) - 1
    assert len(board.shown) == len(jobs.ALL_JOBS) - 1
    shortlist.stored = CLOSING.id
    assert shortlist.saved == []


def test_an_alert_no_longer_lists_the_post(day):
    subscription = Subscription(
        email="ann@example.com",
        language="en",
        kind=Kind.JOB_ALERT,
        search=json.dumps({"country": CLOSING.region}),
    )
    assert CLOSING.id in alerts.matches(subscription)
    day(TODAY + DAY)
    assert CLOSING.id not in alerts.matches(subscription)


@pytest.fixture
def build(tmp_path: Path, day) -> Path:
    """A production build made on TODAY: the feeds and the sitemap."""
    build = tmp_path / "client"
    for path, xml in feeds.feed_files().items():
        (build / path).parent.mkdir(parents=True, exist_ok=True)
        (build / path).write_text(xml, encoding="utf-8")
    from agency_site.agency_site import app

    pages = list(pages_of(app).values())
    (build / SITEMAP.lstrip("/")).write_text(generate_xml(generate_links_for_sitemap(pages, False)))
    return build


def test_the_feeds_and_the_sitemap_drop_the_post_the_next_day(build, day):
    server = TestClient(BuildInMemory(None, build))
    page = routes.page_url("fr", routes.job(CLOSING.id))
    feed = routes.feed("fr", "jobs", "atom")
    built = (build / SITEMAP.lstrip("/")).read_text()
    assert server.get(SITEMAP).text == built  # unchanged: the build's own file
    assert page in built
    assert page in [entry.link for entry in feedparser.parse(server.get(feed).content).entries]
    day(TODAY + DAY)
    sitemap = server.get(SITEMAP)
    assert sitemap.status_code == 200 and page not in sitemap.text
    assert routes.page_url("fr", routes.job(jobs.ALL_JOBS[1].id)) in sitemap.text
    for format in feeds.FORMATS:
        response = server.get(
            routes.feed("fr", "jobs", format), headers={"accept-encoding": "gzip"}
        )
        parsed = feedparser.parse(response.content)
        assert response.headers["content-type"] == feeds.MEDIA_TYPES[format]
        assert parsed.bozo == 0
        assert [entry.link for entry in parsed.entries] == [
            routes.page_url("fr", routes.job(job.id))
            for job in sorted(jobs.ALL_JOBS[1:], key=lambda job: job.posted_on, reverse=True)
        ]


def test_a_jobs_feed_with_every_post_closed_is_empty_not_an_error(day):
    day(max(job.closes_on for job in jobs.ALL_JOBS) + DAY)
    parsed = feedparser.parse(feeds.feed_xml("de", "jobs", "rss"))
    assert parsed.bozo == 0 and parsed.entries == []
