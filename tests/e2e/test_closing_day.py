"""Closing day in production (issue 53): the build made on TEST_DAY, served on a later day
without a rebuild, shows none of the posts closed since, in the HTML it sends, once the page
has hydrated, and in the jobs feed; the page of such a post says it has closed.

Every post closes on 2026-12-31 (content/jobs/*.md), so on DAY_AFTER each closed
yesterday. A second server serves the session's production build (its copy of the project)
with AGENCY_TODAY set to that day, as a production server still running the next day would
(the unit tests in tests/unit/test_closing_day.py close one post and keep the others open).
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import time
import urllib.request

import feedparser
import pytest
from playwright.sync_api import Browser, expect

from agency_site import routes
from agency_site.components.open_posts import CLOSED_AFTER, DAY_TEXT, OPEN_UNTIL
from agency_site.content.jobs import ALL_JOBS
from agency_site.platform.reflex_internals import environment
from tests.e2e.conftest import watch_errors
from tests.e2e.pages import hydrated, use_back_end
from tests.e2e.server import LOG_DIR, STARTUP_TIMEOUT_S, free_port, own_origins
from tests.e2e.server_log import errors

DAY_AFTER = "2027-01-01"
assert all(str(job.closes_on) < DAY_AFTER for job in ALL_JOBS), "a post open on DAY_AFTER"

# The production back end with the build mounted, as `reflex run --env prod` starts it after
# building (its --backend-only mode mounts no build).
SERVE_BUILD = (
    "from reflex.constants import LogLevel; from reflex.utils import exec; "
    "exec.run_backend_prod('127.0.0.1', {port}, LogLevel.INFO, mount_frontend_compiled_app=True)"
)
PAGES = ["/jobs-dashboard", "/fr/jobs-dashboard", "/services", "/services/job-map"]
JOB = ALL_JOBS[0]


@pytest.fixture(scope="module")
def next_day(production_server, production_url: str):
    """The session's production build served on DAY_AFTER: (its address, its log)."""
    if production_server is None:
        pytest.skip("needs the production build the tests make")
    port = free_port()
    url = f"http://localhost:{port}"
    log_file = LOG_DIR / "reflex-closing-day.log"
    with log_file.open("w") as log:
        server = subprocess.Popen(
            [sys.executable, "-c", SERVE_BUILD.format(port=port)],
            cwd=production_server.project_dir,
            env={
                **os.environ,
                "REFLEX_ENV_MODE": "prod",
                # The build is there: without this (Reflex reads it as __REFLEX_SKIP_COMPILE)
                # the server compiled every page again, 80 to 100 s, into the build's copy.
                environment.REFLEX_SKIP_COMPILE.name: "true",
                "REFLEX_API_URL": url,
                "AGENCY_TODAY": DAY_AFTER,
                "AGENCY_ALLOWED_ORIGINS": json.dumps(own_origins(url)),
            },
            stdout=log,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
    try:
        _wait_for(url + "/ping", server, log_file)
        yield url, log_file
    finally:
        if server.poll() is None:
            os.killpg(server.pid, 15)
            server.wait(timeout=20)
    assert not errors(log_file.read_text(errors="replace")), log_file


def _wait_for(url: str, server: subprocess.Popen, log_file) -> None:
    deadline = time.monotonic() + STARTUP_TIMEOUT_S
    while time.monotonic() < deadline:
        assert server.poll() is None, log_file.read_text(errors="replace")[-3000:]
        try:
            with urllib.request.urlopen(url, timeout=10):
                return
        except OSError:
            time.sleep(1)
    raise AssertionError(f"the next day's server did not answer: {log_file}")


def _html(url: str) -> str:
    with urllib.request.urlopen(url, timeout=60) as response:
        return response.read().decode()


def _post_elements(html: str) -> list[str]:
    return re.findall(rf"<[a-zA-Z][^>]*\s(?:{OPEN_UNTIL}|{CLOSED_AFTER})=[^>]*>", html)


def _day_text(html: str, name: str) -> str:
    found = re.search(rf'<span[^>]*{DAY_TEXT}="{name}"[^>]*>([^<]*)</span>', html)
    assert found, f"no day text {name}"
    return found[1]


@pytest.mark.parametrize("path", PAGES)
def test_the_served_html_hides_every_post_closed_since_the_build(
    next_day, production_url: str, path: str
):
    built = _html(production_url + path)
    served = _html(next_day[0] + path)
    shown_at_build = [tag for tag in _post_elements(built) if OPEN_UNTIL in tag]
    assert shown_at_build and not any(' hidden=""' in tag for tag in shown_at_build)
    open_until = [tag for tag in _post_elements(served) if OPEN_UNTIL in tag]
    assert len(open_until) == len(shown_at_build)
    assert all(' hidden=""' in tag for tag in open_until), path
    if "jobs-dashboard" in path:
        assert _day_text(built, "open-count") == str(len(ALL_JOBS))
        assert _day_text(served, "open-count") == "0"


def test_the_board_and_a_post_s_page_agree_before_and_after_hydration(next_day, browser: Browser):
    url, _log = next_day
    context = browser.new_context(base_url=url)
    use_back_end(context, int(url.rsplit(":", 1)[1]))
    page = context.new_page()
    page_errors = watch_errors(page)

    board = _html(url + routes.JOBS_DASHBOARD)
    assert _day_text(board, "open-count") == "0"
    page.goto(routes.JOBS_DASHBOARD)
    hydrated(page)
    expect(page.get_by_test_id("jobs-summary").locator("dd").first).to_have_text("0")
    expect(page.get_by_test_id("job-results").get_by_test_id("job-card")).to_have_count(0)
    # No hydration error (React's #418): the page hydrated onto the HTML served.
    assert not page_errors.unexpected(), page_errors.unexpected()

    own_page = _html(url + routes.job(JOB.id))
    closed = next(tag for tag in _post_elements(own_page) if CLOSED_AFTER in tag)
    assert ' hidden=""' not in closed
    page.goto(routes.job(JOB.id))
    hydrated(page)
    expect(page.get_by_test_id("job-closed")).to_be_visible()
    expect(page.get_by_test_id("job-facts")).to_be_hidden()
    assert not page_errors.unexpected(), page_errors.unexpected()
    context.close()


def test_the_jobs_feed_lists_no_post_closed_since(next_day):
    with urllib.request.urlopen(next_day[0] + routes.feed("en", "jobs", "atom")) as response:
        parsed = feedparser.parse(response.read())
    assert parsed.bozo == 0 and parsed.entries == []


def test_the_home_page_counts_the_countries_of_the_posts_still_open(
    next_day, production_url: str, browser: Browser
):
    countries = str(len({job.region for job in ALL_JOBS}))
    assert _day_text(_html(production_url + routes.HOME), "countries-served") == countries
    url, _log = next_day
    assert _day_text(_html(url + "/de"), "countries-served") == "0"
    context = browser.new_context(base_url=url)
    use_back_end(context, int(url.rsplit(":", 1)[1]))
    page = context.new_page()
    page_errors = watch_errors(page)
    page.goto(routes.HOME)
    hydrated(page)
    statistic = page.get_by_test_id("home-statistics").locator("div", has_text="Countries Served")
    expect(statistic.locator("dd").first).to_have_text("0")
    assert not page_errors.unexpected(), page_errors.unexpected()
    context.close()
