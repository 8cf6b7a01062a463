"""Hardening against the running site (issue 8): foreign origins, hostile socket clients,
forged addresses, a back end that crashes or is gone, and a page that reconnects.

The security headers and the content policy are production behaviour: test_production.py.
"""

from __future__ import annotations

import asyncio
import re
import socket
import sqlite3
import time
import urllib.error
import urllib.parse
import urllib.request
import uuid
from pathlib import Path

import pytest
import websockets
from playwright.sync_api import Page, expect

from agency_site import routes
from agency_site.backend import subscriptions
from agency_site.layout.newsletter import NewsletterState
from agency_site.platform import event_guard, public_events
from agency_site.platform.security import origin_of
from agency_site.settings import settings
from tests.e2e.conftest import DESKTOP, guarded_sweep, watch_errors
from tests.e2e.pages import (
    FIRST_OF_EACH_BUILDER,
    PAGE_READY_MS,
    RETURNING_VISITOR,
    Offline,
    go_offline,
    notices,
    subscribe_in_popup,
    use_back_end,
    visit,
)
from tests.e2e.server import ReflexBackend
from tests.e2e.sockets import (
    EVENT_PATH,
    SUBSCRIBE,
    Visitor,
    back_end_of,
    connects,
    event,
    leaks,
    run,
)

FOREIGN_ORIGIN = "https://attacker.example"


def _status(url: str, headers: dict) -> int:
    request = urllib.request.Request(url, headers=headers)
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            return response.status
    except urllib.error.HTTPError as error:
        return error.code


# --- Origins --------------------------------------------------------------------------


def test_the_back_end_answers_http_only_from_the_site(base_url: str):
    ping = back_end_of(base_url) + "/ping"
    assert _status(ping, {"Origin": FOREIGN_ORIGIN}) == 403
    assert _status(ping, {"Origin": origin_of(base_url)}) == 200
    # Not a browser on another site: a visitor's own tools, health checks.
    assert _status(ping, {}) == 200


def test_a_socket_io_client_connects_only_from_the_site(base_url: str):
    back_end = back_end_of(base_url)
    assert connects(back_end, origin_of(base_url)) is True
    assert connects(back_end, FOREIGN_ORIGIN) is False


# --- Hostile clients ------------------------------------------------------------------

HOSTILE_EVENTS = [
    # Wrong types and sizes for the newsletter's arguments.
    event(SUBSCRIBE, {"email": 5, "request": 7}),
    event(SUBSCRIBE, {"email": {"$ne": ""}, "request": None}),
    event(SUBSCRIBE, {"email": ["a@example.com"], "request": []}),
    event(SUBSCRIBE, {"email": "x" * 200_000 + "@example.com", "request": "r" * 100_000}),
    event(SUBSCRIBE, {"mail": "stray@example.com"}),
    event(SUBSCRIBE, "stray@example.com"),
    # Handlers a browser of this site never calls, and ones that do not exist.
    event(SUBSCRIBE.rsplit(".", 1)[0] + ".setvar", {"var_name": "outcome", "value": {}}),
    event("reflex___state____state.hydrate", {}),
    event("reflex___state____state.set_is_hydrated", {"value": True}),
    event("reflex___state____state.nope.nothing", {}),
    event(None, {}),
    # Not events at all.
    "{not json",
    [1, 2, 3],
    None,
    {"name": SUBSCRIBE, "payload": {"email": "a@example.com", "request": "r"}, "router_data": 1},
]
# Engine.IO and socket.io frames no client library would send.
MALFORMED_FRAMES = ["garbage", "42/_event,[", '42/_event,["event"', "9", "4", b"\x00\xff"]


async def _answers_to_raw_frame(back_end: str, frame: str | bytes) -> list:
    """What a raw websocket gets back for `frame`, sent on a connection of its own after the
    Engine.IO and socket.io handshakes. The server may drop the connection over it (a fair
    answer to garbage), so each frame needs a fresh one."""
    socket_url = back_end.replace("http", "ws", 1) + f"{EVENT_PATH}/?EIO=4&transport=websocket"
    answers = []
    async with websockets.connect(f"{socket_url}&token={uuid.uuid4()}") as raw:
        answers.append(await raw.recv())
        await raw.send(f"40{EVENT_PATH},")
        answers.append(await raw.recv())
        try:
            await raw.send(frame)
            while True:
                answers.append(await asyncio.wait_for(raw.recv(), timeout=0.5))
        except (TimeoutError, websockets.ConnectionClosed):
            pass
    return answers


@pytest.mark.first_visit
def test_a_hostile_client_gets_nothing_stores_nothing_and_others_are_served(
    page: Page, base_url: str, database_url: str
):
    back_end = back_end_of(base_url)
    before = subscriptions.every_subscription(database_url)

    async def attack() -> list:
        received = []
        # Fewer refused events than the limit: the connection stays, and an ordinary event
        # still gets its answer on it afterwards.
        step = public_events.OFFENCES_BEFORE_CLOSING - 1
        for start in range(0, len(HOSTILE_EVENTS), step):
            async with Visitor(back_end) as visitor:
                for data in HOSTILE_EVENTS[start : start + step]:
                    await visitor.send(data)
                assert await visitor.subscribe("not an address") == "invalid"
                received += visitor.received
        # At the limit of events the guard refuses (the newsletter checks its own values,
        # so its wrongly typed ones are answered instead) the server closes the connection.
        refused = [data for data in HOSTILE_EVENTS if public_events.refusal(data)]
        async with Visitor(back_end) as visitor:
            for data in refused[: public_events.OFFENCES_BEFORE_CLOSING]:
                await visitor.send(data)
            for _ in range(100):
                if not visitor.client.connected:
                    break
                await asyncio.sleep(0.05)
            assert not visitor.client.connected, "still open after the limit"
            received += visitor.received
        for frame in MALFORMED_FRAMES:
            received += await _answers_to_raw_frame(back_end, frame)
        return received

    received = run(attack())
    # The dev server (these tests' own) tells a developer why, one console line per refused
    # event; beyond that nothing, and production not even that (test_loud_refusals.py).
    told = [m for m in received if event_guard.EXPLANATION_START in str(m)]
    assert told, "development explains each refused event"
    rest = [m for m in received if m not in told]
    assert not leaks(rest), leaks(rest)
    assert subscriptions.every_subscription(database_url) == before

    # Other visitors are served as before.
    address = f"after.attack.{uuid.uuid4().hex[:8]}@example.com"
    subscribe_in_popup(page, address)
    expect(notices(page)).to_contain_text("Subscribed!")
    assert address in [s.email for s in subscriptions.every_subscription(database_url)]


@pytest.mark.dev_server
@pytest.mark.first_visit
def test_a_refused_event_is_one_console_line_naming_the_handler_in_development(
    page: Page, browser_errors
):
    """Issue 51: a page calling a handler without @public is told why in its console."""
    subscribe = public_events.event_name(NewsletterState.subscribe)
    not_public = public_events.event_name(NewsletterState.enter)

    def rename(socket) -> None:
        server = socket.connect_to_server()
        socket.on_message(lambda m: server.send(m.replace(subscribe, not_public)))
        server.on_message(socket.send)

    browser_errors.allow(event_guard.EXPLANATION_START)
    page.route_web_socket(re.compile(r"/_event/"), rename)
    line = event_guard.explanation({"name": not_public, "payload": {}})
    with page.expect_console_message(lambda m: m.type == "error" and m.text == line):
        dialog = subscribe_in_popup(page, f"refused.{uuid.uuid4().hex[:8]}@example.com")
    expect(dialog).to_be_visible()


@pytest.fixture(scope="module")
def limited_back_end(base_url: str, tmp_path_factory):
    """A back end that allows 3 attempts per network address (and 5 per session)."""
    database = tmp_path_factory.mktemp("limited") / "agency.db"
    backend = ReflexBackend(
        "limited",
        base_url,
        extra_env={
            "AGENCY_DATABASE_URL": f"sqlite:///{database}",
            "AGENCY_NEWSLETTER_ATTEMPTS_PER_ADDRESS": "3",
            # Its clients come from 127.0.0.1, which development leaves out of the limit.
            "AGENCY_LIMIT_LOOPBACK_IN_DEVELOPMENT": "1",
        },
    )
    backend.start()
    yield backend
    backend.stop()


def test_a_forged_x_forwarded_for_does_not_escape_the_rate_limit(limited_back_end):
    back_end = f"http://127.0.0.1:{limited_back_end.port}"

    async def attempt(number: int) -> str:
        # A new session each time, claiming another address each time.
        forged = {"X-Forwarded-For": f"203.0.113.{number}", "X-Real-IP": f"203.0.113.{number}"}
        async with Visitor(back_end, headers=forged) as visitor:
            return await visitor.subscribe(f"forged.{number}.{uuid.uuid4().hex[:6]}@example.com")

    outcomes = [run(attempt(number)) for number in range(5)]
    assert outcomes == ["subscribed"] * 3 + ["limited"] * 2


# --- Slow clients (issue 43, finding 2) -------------------------------------------------

# Headers begun and never finished: what a client holding connections open sends.
UNFINISHED_HEADERS = b"GET /ping HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: */*\r\n"


def _slow_client(url: str) -> socket.socket:
    parts = urllib.parse.urlsplit(url)
    client = socket.create_connection((parts.hostname, parts.port), timeout=10)
    client.sendall(UNFINISHED_HEADERS)
    return client


def test_a_client_that_never_finishes_its_headers_is_cut_off(production_url: str):
    with _slow_client(production_url) as client:
        started = time.monotonic()
        client.settimeout(settings.header_timeout_seconds + 10)
        try:
            while client.recv(4096):  # a 408, or nothing, then the close
                pass
        except ConnectionResetError:
            pass
        waited = time.monotonic() - started
    assert waited < settings.header_timeout_seconds + 2


def test_many_slow_clients_do_not_keep_a_visitor_out(production_url: str):
    slow = [_slow_client(production_url) for _ in range(1_100)]
    try:
        started = time.monotonic()
        assert _status(production_url + "/ping", {}) == 200
        assert time.monotonic() - started < 1
    finally:
        for client in slow:
            client.close()


# --- Crashes and restarts -------------------------------------------------------------


@pytest.fixture
def crashing_back_end(base_url: str, tmp_path: Path):
    """A back end of its own, with its own database file, that a test may kill."""
    database = tmp_path / "agency.db"
    backend = ReflexBackend(
        "crash",
        base_url,
        extra_env={
            "AGENCY_DATABASE_URL": f"sqlite:///{database}",
            "AGENCY_NEWSLETTER_ATTEMPTS_PER_SESSION": "100",
        },
    )
    backend.start()
    backend.database = database
    yield backend
    if backend.process.poll() is None:
        backend.stop()


def _stored(database: Path) -> list[str]:
    return [s.email for s in subscriptions.every_subscription(f"sqlite:///{database}")]


@pytest.mark.first_visit
def test_a_crash_during_a_subscribe_neither_loses_nor_doubles_it(
    page: Page, crashing_back_end, browser_errors
):
    backend, database = crashing_back_end, crashing_back_end.database
    # Chromium reports each failed attempt to reconnect while the back end is down.
    browser_errors.allow("WebSocket connection to")
    address = f"crash.{uuid.uuid4().hex[:8]}@example.com"
    use_back_end(page, backend.port)
    _stored(database)  # creates the table

    # The database is busy (another writer holds it), so the subscribe waits in the back
    # end when it crashes.
    writer = sqlite3.connect(database, timeout=1, isolation_level=None)
    writer.execute("BEGIN EXCLUSIVE")
    dialog = subscribe_in_popup(page, address)
    expect(dialog.get_by_role("button", name="Subscribe")).to_be_disabled()
    page.wait_for_timeout(1_000)
    backend.crash()
    writer.execute("ROLLBACK")
    writer.close()

    # Not acknowledged: the page says it is reconnecting, the pop-up lets the visitor try
    # again, and nothing was stored.
    expect(page.get_by_test_id("connection-notice")).to_be_visible()
    expect(dialog.get_by_role("button", name="Subscribe")).to_be_enabled()
    assert _stored(database) == []

    # The back end comes back: the same page reconnects by itself and sends the subscription
    # it had no answer to again (agency_site/platform/deliveries.py); it is stored, once.
    backend.start()
    expect(notices(page)).to_contain_text("Subscribed!", timeout=30_000)
    expect(dialog).to_be_hidden()
    assert _stored(database) == [address]

    # Acknowledged, then a crash: the subscriber survives the restart, once.
    backend.crash()
    backend.start()
    assert _stored(database) == [address]
    visit(page, routes.HOME)
    page.evaluate("sessionStorage.clear()")
    subscribe_in_popup(page, address)
    expect(notices(page)).to_contain_text("Subscribed!", timeout=30_000)
    assert _stored(database) == [address]


# --- Without the back end -------------------------------------------------------------


@pytest.fixture(scope="module")
def _offline_tab(browser, production_url: str):
    """A desktop tab of the production build whose back end never answers, kept for the
    sweep below (from the second page on, the scripts come from its cache, as they would
    for a visitor who already had the site open), and what it tried to reach."""
    context = browser.new_context(base_url=production_url, viewport=DESKTOP)
    context.add_init_script(RETURNING_VISITOR)
    tried = go_offline(context, production_url)
    page = context.new_page()
    yield page, watch_errors(page), tried
    context.close()


@pytest.fixture
def offline_page(_offline_tab):
    page, errors, _ = _offline_tab
    yield from guarded_sweep(page, errors)


@pytest.fixture
def offline_attempts(_offline_tab) -> Offline:
    """What the offline tab has tried to reach so far."""
    return _offline_tab[2]


# Runs once the page has handled what came in before: two frames after a task.
_SETTLED = (
    "() => new Promise((done) => "
    "setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(done))))"
)


def _until_refused(page: Page, tried: Offline, before: int) -> None:
    """Waits until the page has opened its socket to the back end, been refused, and handled
    the refusal."""
    deadline = time.monotonic() + PAGE_READY_MS / 1000
    while len(tried.sockets) <= before:
        assert time.monotonic() < deadline, "the page never tried to reach the back end"
        page.wait_for_timeout(20)  # lets Playwright deliver the page's events meanwhile
    page.evaluate(_SETTLED)


@pytest.mark.parametrize("route", FIRST_OF_EACH_BUILDER, ids=lambda r: r.path)
def test_without_the_back_end_every_kind_of_page_shows_its_content(
    sweep_page: Page, offline_page: Page, offline_attempts: Offline, route
):
    online = visit(sweep_page, route.path).locator("main").inner_text()
    refused = len(offline_attempts.sockets)
    main = visit(offline_page, route.path).locator("main")
    # The same content as with the back end (carousels may have moved on meanwhile).
    assert main.locator("h1").first.inner_text() in online
    assert len(main.inner_text()) >= 0.9 * len(online)
    _until_refused(offline_page, offline_attempts, refused)
    expect(notices(offline_page)).to_have_count(0)
    expect(offline_page.get_by_role("alert")).to_have_count(0)


def test_without_the_back_end_navigation_and_a_stored_theme_work(page: Page, block_back_end):
    """Languages and carousels are tested offline in their own files (test_languages,
    test_carousels); the interface states need the back end (test_connection)."""
    block_back_end(page)
    page.add_init_script("localStorage.setItem('theme', 'dark')")
    visit(page, routes.HOME)
    expect(page.locator("html")).to_have_class(re.compile(r"\bdark\b"))
    page.locator("header").get_by_role("navigation", name="Main").get_by_role(
        "link", name="Blog"
    ).click()
    expect(page).to_have_url(re.compile(r"/blog$"))
    expect(page.locator("main h1")).to_be_visible()
    expect(page.locator("html")).to_have_class(re.compile(r"\bdark\b"))
    expect(notices(page)).to_have_count(0)
