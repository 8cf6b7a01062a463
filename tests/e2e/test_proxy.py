"""Production the way deployers run it (issue 42): Caddy, configured by agency_site/platform/proxy.py
from the production build, in front of two back-end workers sharing Redis and PostgreSQL
(tests/e2e/topology.py). Every server is real and runs on loopback.
"""

from __future__ import annotations

import os
import subprocess
import threading
import time
import urllib.error
import urllib.request
import uuid
from pathlib import Path

import pytest
import redis
from playwright.sync_api import Browser, expect

from agency_site import routes
from agency_site.backend import subscriptions
from agency_site.dated_files import SITEMAP
from agency_site.i18n import CODES
from agency_site.platform import proxy
from agency_site.platform.build_in_memory import SIDECARS, served_at
from agency_site.platform.reflex_internals import session_lock_key
from tests.e2e.pages import (
    FIRST_OF_EACH_BUILDER,
    RETURNING_VISITOR,
    hydrated,
    notices,
    open_newsletter_popup,
    subscribe_in_popup,
)
from tests.e2e.server import PROJECT_ROOT, ReflexBackend, ReflexServer, copy_project, free_port
from tests.e2e.test_disclosure import expect_only_open, questions
from tests.e2e.topology import caddy_in_front, proxied_workers
from tests.services import (
    caddy_available,
    caddy_server,
    postgres_available,
    postgres_cluster,
    redis_available,
    redis_instance,
)

# Caddy listens at the production build's port: one such module at a time.
pytestmark = pytest.mark.production_port

# What a visitor's browser and a cache act on: these must be the same through Caddy as
# from `make prod`.
COMPARED_HEADERS = (
    "content-type",
    "cache-control",
    "content-security-policy",
    "x-content-type-options",
    "referrer-policy",
    "permissions-policy",
    "cross-origin-opener-policy",
    "strict-transport-security",
    "content-encoding",
    "location",
)


@pytest.fixture(scope="module")
def build(production_pages: Path) -> Path:
    """The pages Caddy serves: those of the production server the tests start."""
    return production_pages


@pytest.fixture(scope="module")
def stores():
    """The workers' PostgreSQL and Redis, which the fault tests stop and start again. Redis
    keeps what it holds across a restart, as agency_site/DEPLOYMENT.md asks."""
    if reason := postgres_available() or redis_available():
        pytest.skip(f"PostgreSQL and Redis cannot run here: {reason}")
    with postgres_cluster() as database, redis_instance(persistent=True) as redis:
        yield database, redis


@pytest.fixture(scope="module")
def workers(production_server: ReflexServer, production_url: str, stores, build):
    database, redis = stores
    project = production_server.project_dir
    with proxied_workers(project, production_url, database.url, redis.url) as started:
        yield started


@pytest.fixture(scope="module")
def proxy_url(production_url: str, build: Path, workers) -> str:
    if reason := caddy_available():
        pytest.skip(f"Caddy cannot run here: {reason}")
    with caddy_in_front(production_url, build, workers) as url:
        yield url


def _get(url: str) -> tuple[int, dict[str, str]]:
    request = urllib.request.Request(url, headers={"Accept-Encoding": "br, gzip"})
    # Redirects are compared, not followed.
    opener = urllib.request.build_opener(_NoRedirects)
    try:
        with opener.open(request, timeout=10) as response:
            return response.status, {k.lower(): v for k, v in response.headers.items()}
    except urllib.error.HTTPError as error:
        return error.code, {k.lower(): v for k, v in error.headers.items()}


class _NoRedirects(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):
        return None


def _addresses(build: Path) -> list[str]:
    """Every address `make prod` serves a file of the build at, and a few it does not."""
    addresses = set()
    for file in build.rglob("*"):
        if file.is_file() and file.suffix not in SIDECARS.values():
            addresses.update(served_at(build, file))
    missing = ["/nowhere", "/assets/missing.js", *(f"/{code}/nowhere" for code in CODES)]
    unknown_articles = [routes.localized(code, "/blog/no-such-article") for code in CODES]
    return sorted(addresses) + missing + unknown_articles


def test_every_address_answers_through_caddy_as_make_prod_answers_it(
    production_url: str, proxy_url: str, build: Path
):
    differences = []
    for address in _addresses(build):
        status, headers = _get(production_url + address)
        proxied_status, proxied = _get(proxy_url + address)
        expected = {name: headers.get(name) for name in COMPARED_HEADERS}
        got = {name: proxied.get(name) for name in COMPARED_HEADERS}
        if (status, expected) != (proxied_status, got):
            changed = {n: (expected[n], got[n]) for n in COMPARED_HEADERS if expected[n] != got[n]}
            differences.append((address, status, proxied_status, changed))
    assert not differences, f"{len(differences)} differ, the first: {differences[:3]}"


def test_the_back_end_answers_through_caddy(proxy_url: str):
    status, headers = _get(proxy_url + "/ping")
    assert status == 200
    assert headers["cache-control"] == "no-store"
    assert _get(proxy_url + "/_health")[0] == 200


def test_the_files_that_change_with_the_day_come_from_the_workers(
    production_url: str, proxy_url: str, workers, build: Path
):
    """The pages that list posts, the jobs feeds and the sitemap: Caddy would send them as
    built, the workers send them as they read today (tests/e2e/test_closing_day.py). Each
    answer carries the ETag of the worker's copy, not Caddy's of the file."""
    dated = proxy.dated_addresses(build)
    assert {routes.JOBS_DASHBOARD, SITEMAP, routes.feed("fr", "jobs", "atom")} <= set(dated)
    worker = f"http://127.0.0.1:{workers[0].port}"
    for address in dated:
        status, from_worker = _get(worker + address)
        proxied_status, proxied = _get(proxy_url + address)
        assert status == proxied_status == 200, address
        assert from_worker["etag"] == proxied["etag"], address
    # A page that does not change with the day is Caddy's, whose ETag differs from the
    # workers' and make prod's: the check tells them apart.
    assert _get(worker + routes.PRICING)[0] != 200
    caddys, make_prods = (
        _get(url + routes.PRICING)[1]["etag"] for url in (proxy_url, production_url)
    )
    assert caddys != make_prods


# One page per page function, each in a new visitor's tab: every script and style of the
# page comes through Caddy. (Every address's status and headers: the comparison above.)
@pytest.mark.parametrize("route", FIRST_OF_EACH_BUILDER, ids=lambda r: r.path)
def test_every_kind_of_page_hydrates_through_caddy(proxied, proxy_url: str, route):
    page, _ = proxied
    page.goto(proxy_url + route.path)
    hydrated(page)


@pytest.fixture
def proxied(browser: Browser, proxy_url: str, browser_errors_factory):
    """A new visitor's page opened through Caddy, and the browser errors it meets."""
    context = browser.new_context(base_url=proxy_url)
    page = context.new_page()
    errors = browser_errors_factory(page)
    yield page, errors
    context.close()
    assert not errors.unexpected(), f"browser errors: {errors.unexpected()}"


@pytest.mark.first_visit
def test_a_subscription_through_caddy_lands_once(proxied, stores):
    page, _ = proxied
    database, _ = stores
    address = f"proxied.{uuid.uuid4().hex[:8]}@example.com"
    subscribe_in_popup(page, address)
    expect(notices(page)).to_contain_text("Subscribed!")
    stored = [s.email for s in subscriptions.every_subscription(database.url)]
    assert stored.count(address) == 1


def test_make_deploy_config_as_the_readme_gives_it(tmp_path: Path, workers):
    """`make deploy-config`, run as a deployer would in a checkout: it exports the front end
    for the public address and writes the Caddyfile, on which Caddy serves the pages and
    sends the back end to the workers."""
    if reason := caddy_available():
        pytest.skip(f"Caddy cannot run here: {reason}")
    checkout = copy_project(tmp_path / "checkout")
    for installed in (".venv", ".tools"):  # what `make setup` made, not made again
        (checkout / installed).symlink_to(PROJECT_ROOT / installed)
    port = free_port()
    upstreams = " ".join(f"127.0.0.1:{worker.port}" for worker in workers)
    # Gzip copies only: brotli's, at its highest quality, took a quarter of this build. The
    # production build's are checked (test_production.py, ..._comes_compressed).
    gzip_only = {**os.environ, "REFLEX_FRONTEND_COMPRESSION_FORMATS": "gzip"}
    made = subprocess.run(
        ["make", "deploy-config", f"PUBLIC_URL=http://127.0.0.1:{port}", f"LISTEN=:{port}",
         f"WORKERS={upstreams}"],
        cwd=checkout, env=gzip_only, capture_output=True, text=True, timeout=900,
    )  # fmt: skip
    assert made.returncode == 0, made.stdout[-3000:] + made.stderr[-3000:]
    caddyfile = (checkout / ".web/build/Caddyfile").read_text()
    with caddy_server(caddyfile, "127.0.0.1", port):
        status, headers = _get(f"http://127.0.0.1:{port}{routes.PRICING}")
        assert status == 200 and "script-src" in headers["content-security-policy"]
        assert _get(f"http://127.0.0.1:{port}/fr/nowhere")[0] == 404
        assert _get(f"http://127.0.0.1:{port}/ping")[0] == 200


# --- Faults ---------------------------------------------------------------------------


def test_a_rolling_restart_keeps_the_visitors_state_and_applies_each_click_once(
    proxied, proxy_url: str, workers
):
    page, errors = proxied
    # The page's socket may try a worker as it goes (the browser logs the failed attempt).
    errors.allow("WebSocket connection to")
    page.add_init_script(RETURNING_VISITOR)  # no pop-up over the questions
    page.goto(proxy_url + routes.PRICING)
    hydrated(page)
    expect_only_open(page, 0)
    # Each worker in turn goes, as in a deploy (SIGTERM) or a crash (SIGKILL), and comes back;
    # whichever one the page was connected to, it reconnects through Caddy to the other.
    for index, (worker, stop) in enumerate(
        [(workers[0], ReflexBackend.crash), (workers[1], ReflexBackend.stop)], start=1
    ):
        stop(worker)
        questions(page).nth(index).click()  # a toggle: applied twice, it would close again
        expect_only_open(page, index)
        worker.start()


def test_a_click_in_flight_when_its_worker_is_killed_is_applied_once(
    proxied, proxy_url: str, workers, stores
):
    page, errors = proxied
    errors.allow("WebSocket connection to")
    first, second = workers
    page.add_init_script(RETURNING_VISITOR)  # no pop-up over the questions
    # The page connects while the second worker is down: its socket goes to the first.
    second.crash()
    page.goto(proxy_url + routes.PRICING)
    hydrated(page)
    second.start()
    questions(page).nth(2).click()
    expect_only_open(page, 2)
    # The click reaches the first worker, stopped; it dies handling it, the visitor's state
    # locked (for Reflex's 10 s).
    first.freeze()
    # Closes the open item. Applied twice, it would open it again; applied to a state lost
    # with the worker (the first item open), it would open it too.
    questions(page).nth(2).click()
    page.wait_for_timeout(500)
    expect_only_open(page, 2)
    token = page.evaluate("sessionStorage.getItem('token')")
    with redis.Redis.from_url(stores[1].url) as client:
        client.set(session_lock_key(token), b"the dying worker's", px=10_000)
    first.crash()
    died = time.monotonic()
    # The page reconnects to the second worker with its session and sends the click again.
    expect_only_open(page, None)
    assert time.monotonic() - died < 5, "the click waited for the dead worker's lock"
    first.start()
    questions(page).nth(1).click()
    expect_only_open(page, 1)


def _restarted_in(seconds: float, server) -> threading.Timer:
    """`server` (stopped) started again in `seconds`, while the test goes on."""
    timer = threading.Timer(seconds, server.start)
    timer.start()
    return timer


def test_a_redis_restart_keeps_the_visitors_state_and_applies_a_click_made_meanwhile_once(
    proxied, proxy_url: str, stores
):
    page, _ = proxied
    _, redis = stores
    # A returning visitor: the newsletter pop-up would open over the questions meanwhile.
    page.context.add_init_script(RETURNING_VISITOR)
    page.goto(proxy_url + routes.PRICING)
    hydrated(page)
    questions(page).nth(2).click()
    expect_only_open(page, 2)
    redis.stop()
    restart = _restarted_in(3.0, redis)
    try:
        # Closes the open item: only the state kept across the restart says it was open
        # (a state lost would open it, with the first item open by default).
        questions(page).nth(2).click()
        # Meanwhile the socket holds and the click waits: the page says so.
        notice = page.get_by_test_id("connection-notice")
        expect(notice).to_contain_text("Waiting for the server...", timeout=2_500)
        expect(notice).to_contain_text("Your choice is applied as soon as the server answers.")
        expect_only_open(page, None)
        expect(notice).to_be_hidden()
    finally:
        restart.join()
    questions(page).nth(1).click()
    expect_only_open(page, 1)


@pytest.mark.first_visit
def test_a_subscription_made_while_postgresql_restarts_lands_once(proxied, stores):
    page, _ = proxied
    database, _ = stores
    address = f"restart.{uuid.uuid4().hex[:8]}@example.com"
    dialog = open_newsletter_popup(page)
    dialog.get_by_role("textbox", name="Email address").fill(address)
    database.stop()
    restart = _restarted_in(1.5, database)
    try:
        dialog.get_by_role("button", name="Subscribe").click()
        expect(notices(page)).to_contain_text("Subscribed!", timeout=20_000)
    finally:
        restart.join()
    stored = [s.email for s in subscriptions.every_subscription(database.url)]
    assert stored.count(address) == 1
