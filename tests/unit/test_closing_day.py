"""A post leaves the job board, the alerts, the jobs feeds and the sitemap the day after its
closing day, without a restart: each asks the site's clock (agency_site/clock.py) when it
is used, not when the app was loaded."""

from __future__ import annotations

import dataclasses
import datetime
import json
import re
from pathlib import Path

import feedparser
import pytest
from starlette.testclient import TestClient

from agency_site import clock, feeds, routes
from agency_site.backend.subscriptions import Kind, Subscription
from agency_site.components.language import page_build
from agency_site.components.open_posts import (
    CLOSED_AFTER,
    DAY_TEXT,
    DAY_TEXTS,
    OPEN_UNTIL,
    OpenPostsState,
    day_texts,
)
from agency_site.content import jobs
from agency_site.dated_files import SITEMAP, page_today
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
from tests.unit.test_seo import route_at

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


# --- The pages that show posts (components/open_posts.py, dated_files.page_today) ---------


def built_page(language: str) -> str:
    """The build's page of the board, the services, the map and a post's own page, reduced
    to the marks, in React's way of writing them (a boolean attribute as hidden="")."""
    cards = "".join(
        f'<article class="card" data-job="{job.id}" data-open-until="{job.closes_on}">'
        f"{job.id}</article>"
        for job in jobs.ALL_JOBS
    )
    return (
        f'<!DOCTYPE html><html lang="{language}"><body>'
        f'<dl><dd><span data-day-text="open-count">{len(jobs.ALL_JOBS)}</span></dd></dl>'
        '<span data-day-text="open-posts-uzbekistan">4 open posts</span>'
        '<span data-day-text="map-open-posts">8 open posts</span>'
        f"{cards}"
        f'<div data-closed-after="{TODAY}" hidden="">closed</div>'
        f'<a href="/jobs/x" data-open-until="{TODAY}" data-testid="job-map-pin"><circle r="9"/></a>'
        "</body></html>"
    )


BOARDS = ["/jobs-dashboard", "/fr/jobs-dashboard", "/services", "/services/job-map"]


def _shown_posts(html: str) -> list[str]:
    """The posts whose cards the page shows (not hidden)."""
    return re.findall(r'<article (?![^>]*hidden="")[^>]*data-job="([^"]+)"', html)


def _day_text(html: str, name: str) -> str:
    return re.search(rf'data-day-text="{name}"[^>]*>([^<]*)<', html)[1]


@pytest.fixture
def pages(tmp_path: Path, day) -> TestClient:
    """A production build of the four pages, made on TODAY, served."""
    for address in BOARDS:
        page = tmp_path / address.lstrip("/") / "index.html"
        page.parent.mkdir(parents=True)
        page.write_text(built_page(routes.language_of_path(address)))
    return TestClient(BuildInMemory(None, tmp_path))


def test_the_served_pages_drop_the_post_the_next_day_and_agree_with_the_state(pages, day):
    board = state_at(JobSearchState, "/fr/jobs-dashboard")
    posts = state_at(OpenPostsState, "/fr/jobs-dashboard")
    for address in BOARDS:
        assert CLOSING.id in _shown_posts(pages.get(address).text)
    day(TODAY + DAY)
    board.from_address()
    posts.follow_day()
    assert CLOSING.id not in posts.open
    for address in BOARDS:
        response = pages.get(address)
        language = routes.language_of_path(address)
        assert response.headers["content-type"] == "text/html; charset=utf-8"
        assert "script-src" in response.headers["content-security-policy"]
        html = response.text
        assert _shown_posts(html) == [job.id for job in jobs.ALL_JOBS[1:]] == posts.open
        assert _day_text(html, "open-count") == str(board.open_count) == str(len(posts.open))
        for name in ("open-posts-uzbekistan", "map-open-posts"):
            assert _day_text(html, name) == posts.texts[language][name]
        # A post's own page: its closed notice shown, its details (here a map pin) hidden.
        assert '<div data-closed-after="2026-12-01">' in html
        assert re.search(r'<a [^>]*data-testid="job-map-pin" hidden="">', html)
    assert posts.texts["fr"]["open-posts-uzbekistan"] == "3 postes à pourvoir"


def test_a_page_that_reads_as_today_is_left_byte_for_byte(day):
    # So it keeps the build's brotli copy on such a day, as Caddy sends it (test_proxy.py):
    # React writes `hidden` where its props put it, not last.
    count = day_texts(TODAY)["en"]["open-count"]
    built = (
        '<!DOCTYPE html><html lang="en"><body>'
        f'<div hidden="" data-closed-after="{TODAY}" class="notice">closed</div>'
        f'<span data-day-text="open-count">{count}</span></body></html>'
    )
    assert page_today(built, "en") == built


def test_the_pages_are_written_again_only_when_the_day_changes(pages, day):
    first = pages.get("/services")
    assert pages.get("/services").headers["etag"] == first.headers["etag"]
    day(TODAY + DAY)
    next_day = pages.get("/services")
    assert next_day.headers["etag"] != first.headers["etag"]
    assert pages.get("/services/").headers["etag"] == next_day.headers["etag"]


# Each page that shows posts, and how many of its elements belong to one post each: the board's
# cards; the services' cards; the map's pins and list; the converter's buttons and table rows;
# a post's own page, its details and its closed notice.
MARKED = {
    routes.JOBS_DASHBOARD: 1,
    routes.SERVICES: 1,
    routes.JOB_MAP: 2,
    routes.CURRENCY_CONVERTER: 2,
    routes.job(jobs.ALL_JOBS[0].id): 2,
}


@pytest.mark.parametrize("path", MARKED)
def test_every_element_of_a_post_carries_its_closing_day(path):
    from agency_site.agency_site import app

    page = pages_of(app)[path.strip("/")]
    with page_build("en", path):
        rendered = str(page.component().render())
    marks = re.findall(rf"{OPEN_UNTIL}|{CLOSED_AFTER}", rendered)
    expected = 1 if path.startswith(routes.JOBS + "/") else len(jobs.JOBS)
    assert len(marks) == MARKED[path] * expected


def test_every_day_text_a_page_names_is_declared():
    from agency_site.agency_site import app

    named = set()
    for path in (
        routes.HOME,
        routes.JOBS_DASHBOARD,
        routes.SERVICES,
        routes.JOB_MAP,
        routes.TEACH_IN_UZBEKISTAN,
    ):
        with page_build("de", path):
            rendered = str(pages_of(app)[path.strip("/") or "index"].component().render())
        named |= set(re.findall(rf"{DAY_TEXT}[^A-Za-z0-9]+([a-z-]+)", rendered))
    assert named and named <= set(DAY_TEXTS)


def test_the_home_page_counts_the_countries_of_the_posts_open_that_day(day, monkeypatch):
    only_in_spain = [job for job in jobs.ALL_JOBS if job.region == "spain"]
    assert only_in_spain, "a post in Spain"
    # Every post in Spain closes on TODAY; the others stay open.
    closing = tuple(
        dataclasses.replace(job, closes_on=TODAY) if job in only_in_spain else job
        for job in jobs.ALL_JOBS
    )
    monkeypatch.setattr(jobs, "ALL_JOBS", closing)
    regions = {job.region for job in closing}
    assert day_texts(TODAY)["fr"]["countries-served"] == str(len(regions))
    assert day_texts(TODAY + DAY)["fr"]["countries-served"] == str(len(regions) - 1)
    assert OpenPostsState.follow_day in route_at(routes.HOME).on_load
