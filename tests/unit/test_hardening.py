"""Hardening (issue 8) without a server: the public event handlers, the event guard, the
security headers and origin check of the HTTP layer, and the pinned inline scripts."""

from __future__ import annotations

import asyncio
import base64
import hashlib
import json
import logging
import time
import uuid

import pytest
import reflex as rx
from reflex.config import get_config
from starlette.applications import Starlette
from starlette.responses import HTMLResponse, PlainTextResponse, RedirectResponse
from starlette.routing import Route, WebSocketRoute
from starlette.testclient import TestClient
from starlette.websockets import WebSocket, WebSocketDisconnect

import agency_site.agency_site
from agency_site.backend import rate_limit, storage, subscriptions
from agency_site.components.faq import FaqState
from agency_site.components.language import LanguageState
from agency_site.components.notices import ToastState
from agency_site.layout.newsletter import NewsletterState
from agency_site.pages.contact.state import ContactState
from agency_site.platform import error_reports, event_guard, public_events, security, server
from agency_site.platform.app_changes import socket_origin_check
from agency_site.platform.public_handler import is_public
from agency_site.platform.reflex_internals import (
    FrontendEventExceptionState,
    OnLoadInternalState,
    UpdateVarsInternalState,
    event_handlers_of,
)
from agency_site.settings import Settings, settings
from tests import services

# An event websocket as Reflex's front end opens it, with a session token.
EVENT_SOCKET = f"/_event/?token={uuid.uuid4()}"

# --- The public event handlers --------------------------------------------------------

# The handlers a browser may call: Reflex's four, and the site's marked @public where they are
# defined (agency_site/platform/public_handler.py). The mark is the review: a new one shows in the diff
# as `@public` above its `def`, and nowhere else needs editing.
PUBLIC_EVENTS = set(public_events.PUBLIC_EVENTS)
SUBSCRIBE = public_events.event_name(NewsletterState.subscribe)


def _every_handler() -> set[str]:
    def states(state):
        yield state
        for substate in state.get_substates():
            yield from states(substate)

    return {
        f"{s.get_full_name()}.{name}" for s in states(rx.State) for name in event_handlers_of(s)
    }


def _states(state=rx.State):
    yield state
    for substate in state.get_substates():
        yield from _states(substate)


def test_the_public_handlers_are_reflex_s_four_and_the_site_s_marked_ones():
    reflex_own = {public_events.event_name(h) for h in public_events.REFLEX_HANDLERS}
    assert reflex_own == {
        public_events.event_name(h)
        for h in (
            rx.State.hydrate_and_load,
            OnLoadInternalState.on_load_internal,
            UpdateVarsInternalState.update_vars_internal,
            FrontendEventExceptionState.handle_frontend_exception,
        )
    }
    marked = {
        f"{state.get_full_name()}.{name}": state
        for state in _states()
        for name, handler in event_handlers_of(state).items()
        if is_public(handler.fn)
    }
    assert reflex_own | marked.keys() == PUBLIC_EVENTS
    assert all(state.__module__.startswith("agency_site.") for state in marked.values())
    # Well over the few a page needs (the newsletter's, the notices'...): the marks are found.
    assert {public_events.event_name(h) for h in (NewsletterState.subscribe, ToastState.show)} <= (
        marked.keys()
    )


def test_every_public_handler_exists_and_the_rest_are_refused():
    handlers = _every_handler()
    assert handlers >= PUBLIC_EVENTS
    private = handlers - PUBLIC_EVENTS
    # Reflex's setters and internal handlers are among what a client cannot call.
    reflex_own = {public_events.event_name(h) for h in (rx.State.hydrate, rx.State.set_is_hydrated)}
    assert reflex_own <= private
    assert f"{SUBSCRIBE.rsplit('.', 1)[0]}.setvar" in private
    for name in private:
        assert public_events.refusal({"name": name, "payload": {}}) is not None, name


def _event(name=SUBSCRIBE, payload=None, **fields):
    payload = {"email": "a@example.com", "request": "r"} if payload is None else payload
    return {"name": name, "payload": payload, "router_data": {"pathname": "/"}, **fields}


HYDRATE = public_events.event_name(rx.State.hydrate_and_load)
UPDATE_VARS = public_events.event_name(UpdateVarsInternalState.update_vars_internal)
LANGUAGE_STORAGE = LanguageState.get_full_name()
REPORT = public_events.event_name(FrontendEventExceptionState.handle_frontend_exception)
FAQ_TOGGLE = public_events.event_name(FaqState.toggle)
CONTACT = ContactState.get_full_name()
NOTICE_EXPIRY = public_events.event_name(ToastState.expire)


LONG_QUERY = "utm_source=newsletter&" + "x" * 1500


@pytest.mark.parametrize(
    "data",
    [
        _event(),
        _event(HYDRATE, {"hashes": ["21d7d0051afbadca", "d3121340335013cd"]}),
        _event(HYDRATE, {}),
        _event(router_data={"pathname": "/blog", "asPath": "/blog?q=[uzbek]#top", "query": {}}),
        # A campaign link's long query, twice over (the address and the query).
        _event(
            router_data={"pathname": "/", "asPath": f"/?{LONG_QUERY}", "query": {"q": LONG_QUERY}}
        ),
        _event(HYDRATE, {"vars": {f"{LANGUAGE_STORAGE}.cached_rx_state_": "fr"}}),
        _event(UPDATE_VARS, {"vars": {f"{LANGUAGE_STORAGE}.cookie_rx_state_": "de"}}),
        _event(REPORT, {"info": "TypeError: x", "component_stack": "at Page"}),
        _event(FAQ_TOGGLE, {"faq": "home", "index": 2}),
        _event(f"{CONTACT}.choose_cv", {"name": "cv.pdf"}),
        _event(f"{CONTACT}.choose_cv", {"name": None}),
        # A cleared file field: the browser leaves the name out.
        _event(f"{CONTACT}.choose_cv", {}),
        _event(f"{CONTACT}.submit", {"form": {"__reflex_form_data__": [["name", "Ann"]]}}),
        _event(f"{CONTACT}.submit", {"form": {"name": "Ann"}}),
    ],
    ids=lambda data: f"{data['name'].rsplit('.', 1)[-1]} {data['payload']}"[:60],
)
def test_well_formed_public_events_pass(data):
    assert public_events.refusal(data) is None


@pytest.mark.parametrize(
    "data",
    [
        "{not json",
        '{"name": "x"}',
        [1, 2, 3],
        None,
        _event(name=5),
        _event(name="reflex___state____state.nope.nothing"),
        _event(payload=[1]),
        _event(payload={"mail": "a@example.com", "request": "r"}),
        _event(payload={"request": "r"}),
        _event(payload={"email": "a@example.com", "request": "r", "extra": 1}),
        # The size the CV field once sent, no longer taken.
        _event(f"{CONTACT}.choose_cv", {"name": "cv.pdf", "size": 1200}),
        _event(router_data="/"),
        _event(router_data={"pathname": ["/"]}),
        _event(router_data={"query": "a=1"}),
        # Reflex splits origin + asPath as one URL: these would run into its host.
        _event(router_data={"asPath": "[x"}),
        _event(router_data={"asPath": "evil.example/"}),
        _event(router_data={"asPath": "//[x"}),
        _event(router_data={"asPath": 5}),
        # An address that would stay in the visitor's state for an hour (issue 43).
        _event(router_data={"pathname": "/", "asPath": "/?" + "x" * 10_000}),
        _event(router_data={"pathname": "/", "query": {str(n): "x" * 100 for n in range(100)}}),
        # A lone surrogate no address holds (fuzz seed 821: it broke the job board's address).
        _event(router_data={"pathname": "/jobs", "asPath": "/jobs?q=\ud91e", "query": {}}),
        _event(router_data={"pathname": "/", "query": {"q": "\udc00"}}),
        _event(HYDRATE, {"vars": {"a.b": 1}}),
        _event(HYDRATE, {"vars": {f"{LANGUAGE_STORAGE}.cached_rx_state_": "x" * 100}}),
        _event(HYDRATE, {"vars": {f"{LANGUAGE_STORAGE}.cached_rx_state_": 1}}),
        _event(HYDRATE, {"hashes": "x" * 100}),
        _event(HYDRATE, {"hashes": [{"a": 1}]}),
        _event(UPDATE_VARS, {"vars": {"reflex___state____state.is_hydrated": True}}),
        _event(REPORT, {"info": 5, "component_stack": ""}),
        _event(REPORT, {"info": "x" * 20_000, "component_stack": ""}),
        # Arguments Reflex would convert from a string, and log the string when it cannot
        # (a lone surrogate in it then broke the log line itself: issue 21's fuzz seed 821).
        _event(FAQ_TOGGLE, {"faq": "home", "index": "2"}),
        _event(FAQ_TOGGLE, {"faq": "home", "index": True}),
        _event(FAQ_TOGGLE, {"faq": "home", "index": None}),
        _event(NOTICE_EXPIRY, {"serial": 1, "duration_ms": "\u202eevil\u202c"}),
        # Form entries Reflex could not make a dict of.
        _event(f"{CONTACT}.submit", {"form": {"__reflex_form_data__": "name=Ann"}}),
        _event(f"{CONTACT}.submit", {"form": {"__reflex_form_data__": [["name"]]}}),
        _event(f"{CONTACT}.submit", {"form": {"__reflex_form_data__": [[1, "Ann"]]}}),
        _event(SUBSCRIBE, {"email": {"__reflex_form_data__": [["a", "b", "c"]]}, "request": "r"}),
    ],
    ids=lambda data: repr(data)[:60],
)
def test_malformed_events_are_refused(data):
    assert public_events.refusal(data)


def test_the_guard_drops_refused_events_and_passes_the_rest():
    received = []

    class Namespace:
        async def on_event(self, sid, data):
            received.append(data)

        async def emit(self, event, data, to):
            pass  # (in development, the refusal's line for the page's console)

    namespace = Namespace()
    event_guard.guard(namespace)
    hydrate = public_events.event_name(rx.State.hydrate)
    asyncio.run(namespace.on_event("sid", _event(name=hydrate)))
    asyncio.run(namespace.on_event("sid", [1]))
    asyncio.run(namespace.on_event("sid", _event()))
    assert received == [_event()]


def test_backend_errors_reach_the_log_and_not_the_visitor(caplog):
    assert error_reports.log_backend_error(AttributeError("secret detail")) is None
    assert "secret detail" in caplog.text


# --- Origins and headers --------------------------------------------------------------


def test_the_site_origin_is_allowed_and_the_dev_front_end_only_in_development(monkeypatch):
    monkeypatch.setenv("REFLEX_ENV_MODE", "prod")
    assert security.allowed_origins() == {security.origin_of(settings.site_origin)}
    monkeypatch.setenv("REFLEX_ENV_MODE", "dev")
    dev = security.allowed_origins()
    assert "http://localhost:3000" in dev and "http://127.0.0.1:3000" in dev


def test_an_origin_is_scheme_host_and_port():
    assert security.origin_of("https://WWW.Example.org/path?q=1") == "https://www.example.org"
    assert security.origin_of("http://localhost:3000/") == "http://localhost:3000"


def test_the_policy_frames_only_the_map_and_the_mail_app_and_is_framed_by_nobody():
    policy = dict(
        directive.split(" ", 1) for directive in security.content_security_policy().split("; ")
    )
    assert policy["frame-ancestors"] == "'none'"
    assert policy["frame-src"].split() == [
        security.origin_of(str(settings.map_embed_url)),
        "mailto:",
    ]
    assert policy["object-src"] == "'none'"
    assert "*" not in security.content_security_policy()


def test_the_policy_runs_no_inline_script_but_the_ones_it_names():
    def scripts(policy: str) -> str:
        return dict(directive.split(" ", 1) for directive in policy.split("; "))["script-src"]

    assert scripts(security.content_security_policy()) == "'self'"
    named = security.content_security_policy(("'sha256-abc='",))
    assert scripts(named) == "'self' 'sha256-abc='"
    assert "unsafe-inline" not in scripts(named)


def test_the_policy_allows_no_inline_style():
    # The pages carry no <style> and no style attribute since the build left Emotion out
    # (assets/js/without-emotion.js).
    assert "style-src 'self';" in security.content_security_policy()


FOREIGN = "https://attacker.example"
PAGE_HTML = "<!DOCTYPE html><html><head></head><body>page</body></html>"


async def _echo(websocket: WebSocket):
    """Answers each text frame with the same text, until the client leaves."""
    await websocket.accept()
    await websocket.send_text("hello")
    try:
        while True:
            await websocket.send_text(await websocket.receive_text())
    except WebSocketDisconnect:
        pass


@pytest.fixture
def site():
    """A small app behind the site's HTTP layer, as Reflex's back end would be."""
    app = Starlette(
        routes=[
            Route("/ping", lambda request: PlainTextResponse("pong")),
            Route("/page", lambda request: HTMLResponse(PAGE_HTML)),
            Route(
                "/assets/app.js",
                lambda request: PlainTextResponse("1", media_type="text/javascript"),
            ),
            Route("/moved", lambda request: RedirectResponse(f"{request.base_url}blog")),
            Route(
                "/escape", lambda request: RedirectResponse("http://evil.example//evil.example/x")
            ),
            WebSocketRoute("/_event/", _echo),
        ]
    )
    return server.site_server(app)


@pytest.mark.parametrize("path", ["/ping", "/missing", "/page"])
def test_every_response_carries_the_security_headers(site, path):
    response = TestClient(site).get(path)
    assert response.headers["x-content-type-options"] == "nosniff"
    assert response.headers["referrer-policy"] == "strict-origin-when-cross-origin"
    assert "camera=()" in response.headers["permissions-policy"]
    assert "strict-transport-security" not in response.headers


def test_the_content_policy_goes_with_documents_only(site):
    client = TestClient(site)
    page = client.get("/page")
    assert page.headers["content-security-policy"] == security.content_security_policy()
    assert "unsafe-inline" not in page.headers["content-security-policy"].split("style-src")[0]
    assert "content-security-policy" not in client.get("/ping").headers
    assert "content-security-policy" not in client.get("/assets/app.js").headers


def test_what_the_back_end_generates_is_never_stored_and_pages_are_revalidated(site):
    client = TestClient(site)
    assert client.get("/ping").headers["cache-control"] == "no-store"
    assert client.get("/page").headers["cache-control"] == "no-cache"


def test_hsts_is_sent_over_https(site):
    response = TestClient(site, base_url="https://testserver").get("/ping")
    assert response.headers["strict-transport-security"].startswith("max-age=")


def test_redirects_never_name_the_host_the_request_named(site):
    client = TestClient(site, follow_redirects=False)
    moved = client.get("/moved", headers={"Host": "evil.example"})
    assert moved.status_code == 307
    assert moved.headers["location"] == "/blog"
    escape = client.get("/escape")
    assert escape.headers["location"] == "/evil.example/x", "no protocol-relative address"


def test_a_foreign_origin_is_refused_and_the_own_one_served(site):
    client = TestClient(site)
    refused = client.get("/ping", headers={"Origin": FOREIGN})
    assert refused.status_code == 403
    assert refused.headers["x-content-type-options"] == "nosniff"
    own = client.get("/ping", headers={"Origin": settings.site_origin})
    assert own.status_code == 200 and own.text == "pong"
    assert client.get("/ping").status_code == 200


def test_a_page_may_call_the_back_end_at_whatever_address_served_it(site):
    """The site at 127.0.0.1:3400 while AGENCY_SITE_URL says localhost:3000, or at www."""
    for address in ("http://127.0.0.1:3400", "https://www.agency.example"):
        client = TestClient(site, base_url=address)
        assert client.get("/ping", headers={"Origin": address}).status_code == 200
        assert client.get("/ping", headers={"Origin": FOREIGN}).status_code == 403


def test_pages_and_files_need_no_origin_check(site):
    """Browsers send Origin with every module script, also to the page's own site."""
    client = TestClient(site)
    assert client.get("/assets/app.js", headers={"Origin": FOREIGN}).status_code == 200
    assert client.get("/page", headers={"Origin": FOREIGN}).status_code == 200


def test_forwarded_addresses_count_only_behind_trusted_proxies(site, monkeypatch):
    client = TestClient(site, base_url="http://10.0.0.5:8000")
    forwarded = {
        "Origin": "https://agency.example",
        "X-Forwarded-Host": "agency.example",
        "X-Forwarded-Proto": "https",
    }
    assert client.get("/ping", headers=forwarded).status_code == 403, "anyone can send these"
    monkeypatch.setattr(get_config(), "trusted_proxy_hops", 1)
    assert client.get("/ping", headers=forwarded).status_code == 200
    assert client.get("/ping", headers={**forwarded, "Origin": FOREIGN}).status_code == 403


def test_a_websocket_from_a_foreign_origin_is_refused(site):
    client = TestClient(site)
    with client.websocket_connect(EVENT_SOCKET, headers={"Origin": settings.site_origin}) as ws:
        assert ws.receive_text() == "hello"
    with client.websocket_connect(EVENT_SOCKET, headers={"Origin": "http://testserver"}) as ws:
        assert ws.receive_text() == "hello", "the address it was served from"
    with (
        pytest.raises(WebSocketDisconnect),
        client.websocket_connect(EVENT_SOCKET, headers={"Origin": FOREIGN}),
    ):
        pass


def test_engine_io_checks_origins_by_the_same_rule():
    scope = {"type": "websocket", "scheme": "ws", "headers": [(b"host", b"127.0.0.1:3400")]}
    environ = {"asgi.scope": scope}
    assert security.engine_io_origin_allowed("http://127.0.0.1:3400", environ)
    assert not security.engine_io_origin_allowed(FOREIGN, environ)
    assert socket_origin_check(agency_site.agency_site.app) is (security.engine_io_origin_allowed)


# --- Event frames ---------------------------------------------------------------------

VALID_SUBSCRIBE = "42/_event," + json.dumps(
    [
        "event",
        {
            "name": public_events.event_name(NewsletterState.subscribe),
            "payload": {"email": "a@example.com", "request": "r"},
            "router_data": {"pathname": "/", "query": {}},
        },
    ]
)


@pytest.mark.parametrize(
    "frame",
    ["3", "40/_event,", '40/_event,{"token":"t"}', "41/_event,", VALID_SUBSCRIBE],
)
def test_what_the_front_end_sends_passes_the_frame_check(frame):
    assert public_events.frame_refusal(frame) is None


@pytest.mark.parametrize(
    "frame",
    [
        "garbage",
        "",
        b"\x00\xff",
        "9",
        "2",
        "42/_event,[",
        '42/_event,["event"',
        '42/_event,["other",{}]',
        '42/other,["event",{}]',
        '43/_event,["event",{}]',
        '451-/_event,["event",{}]',
        '42/_event,["event",{"name":"reflex___state____state.hydrate","payload":{}}]',
        '40/_event,{"event":{"name":"nothing"}}',
        VALID_SUBSCRIBE.replace('"email"', '"mail"'),
    ],
)
def test_malformed_and_unknown_frames_are_refused(frame):
    assert public_events.frame_refusal(frame)


def test_a_frame_longer_than_any_page_sends_is_refused_before_it_is_parsed():
    frame = VALID_SUBSCRIBE.replace("a@example.com", "a" * public_events.MAX_FRAME)
    assert public_events.frame_refusal(frame) == f"a frame of {len(frame)} characters"


def test_a_connection_sending_refused_frames_is_closed_with_one_log_line(site, caplog):
    client = TestClient(site)
    with client.websocket_connect(EVENT_SOCKET) as ws:
        assert ws.receive_text() == "hello"
        ws.send_text("3")
        assert ws.receive_text() == "3", "valid frames reach the back end"
        for _ in range(public_events.OFFENCES_BEFORE_CLOSING):
            ws.send_text("garbage")
        with pytest.raises(WebSocketDisconnect) as closed:
            ws.receive_text()
        assert closed.value.code == 1008
    lines = [r for r in caplog.records if "refused frames" in r.getMessage()]
    assert len(lines) == 1
    assert "garbage" not in lines[0].getMessage(), "the count, never the content"


def test_the_log_of_refused_frames_is_bounded_per_client(site, caplog):
    client = TestClient(site)
    for _ in range(20):
        with client.websocket_connect(EVENT_SOCKET) as ws:
            ws.receive_text()
            for _ in range(public_events.OFFENCES_BEFORE_CLOSING):
                ws.send_text("x" * 1000)
            with pytest.raises(WebSocketDisconnect):
                ws.receive_text()
    lines = [r.getMessage() for r in caplog.records if "refused frames" in r.getMessage()]
    assert 1 <= len(lines) <= 5
    assert sum(len(line) for line in lines) < 1000


def _opens(client: TestClient, headers: dict | None = None, path: str = EVENT_SOCKET) -> bool:
    """Whether an event websocket from `client` is accepted (refused: closed with 1008)."""
    try:
        with client.websocket_connect(path, headers=headers or {}) as ws:
            return ws.receive_text() == "hello"
    except WebSocketDisconnect as refused:
        assert refused.code == 1008
        return False


def test_new_sessions_are_limited_per_address_at_the_handshake(monkeypatch, caplog):
    limited = Settings(_env_file=None, event_sessions_per_address_per_minute=3)
    monkeypatch.setattr(server, "settings", limited)
    app = Starlette(routes=[WebSocketRoute("/_event/", _echo)])
    site = server.site_server(app)
    one, other = (TestClient(site, client=(address, 5000)) for address in ("10.0.0.1", "10.0.0.2"))
    assert [_opens(one) for _ in range(5)] == [True, True, True, False, False]
    assert _opens(other), "another address has its own count"
    refusals = [r for r in caplog.records if "too many sessions" in r.getMessage()]
    assert 1 <= len(refusals) <= 2
    # Behind a trusted proxy the forwarded address counts, not the proxy's own.
    monkeypatch.setattr(get_config(), "trusted_proxy_hops", 1)
    proxy = TestClient(site, client=("10.0.0.1", 5000))
    assert _opens(proxy, {"X-Forwarded-For": "192.0.2.7"})
    assert not _opens(proxy, {"X-Forwarded-For": "10.0.0.1"})


def test_with_redis_the_workers_share_the_count_of_new_sessions(monkeypatch):
    if reason := services.redis_available():
        pytest.skip(reason)
    app = Starlette(routes=[WebSocketRoute("/_event/", _echo)])
    with services.redis_server() as url:
        shared = Settings(_env_file=None, event_sessions_per_address_per_minute=3, redis_url=url)
        monkeypatch.setattr(server, "settings", shared)
        # Two workers, each in its own event loop (as long as the client is open).
        with TestClient(server.site_server(app)) as one, TestClient(server.site_server(app)) as two:
            workers = [one, two]
            assert [_opens(workers[n % 2]) for n in range(5)] == [True, True, True, False, False]


def test_the_client_address_is_read_as_reflex_reads_it(monkeypatch):
    scope = {"client": ("10.0.0.1", 5000), "headers": [(b"x-forwarded-for", b"1.1.1.1, 2.2.2.2")]}
    assert security.client_address(scope) == "10.0.0.1", "forwarded only behind trusted proxies"
    monkeypatch.setattr(get_config(), "trusted_proxy_hops", 1)
    assert security.client_address(scope) == "2.2.2.2"
    monkeypatch.setattr(get_config(), "trusted_proxy_hops", 2)
    assert security.client_address(scope) == "1.1.1.1"
    monkeypatch.setattr(get_config(), "trusted_proxy_hops", 3)
    assert security.client_address(scope) == "10.0.0.1", "fewer entries than proxies"


# --- Health ---------------------------------------------------------------------------


def test_health_reports_the_database_down_while_its_file_is_gone(site, monkeypatch, tmp_path):
    url = f"sqlite:///{tmp_path / 'agency.db'}"
    monkeypatch.setattr(storage, "settings", Settings(_env_file=None, database_url=url))
    monkeypatch.setattr(server.Health, "FRESH_S", 0)
    client = TestClient(site)
    subscriptions.request("ann@example.com")
    assert client.get("/_health").json() == {"status": True, "db": True}
    kept = (tmp_path / "agency.db").read_bytes()
    (tmp_path / "agency.db").unlink()
    down = client.get("/_health")
    assert down.status_code == 503 and down.json()["db"] is False
    (tmp_path / "agency.db").write_bytes(kept)
    assert client.get("/_health").status_code == 200


def test_health_answers_get_and_head_only_and_checks_at_most_once_a_second(
    site, monkeypatch, tmp_path
):
    url = f"sqlite:///{tmp_path / 'agency.db'}"
    monkeypatch.setattr(storage, "settings", Settings(_env_file=None, database_url=url))
    checks = []
    monkeypatch.setattr(storage.Database, "healthy", lambda self: checks.append(1) or True)
    client = TestClient(site)
    for method in ("POST", "PUT", "DELETE", "OPTIONS"):
        refused = client.request(method, "/_health")
        assert refused.status_code == 405 and refused.headers["allow"] == "GET, HEAD"
    assert not checks, "a refused method checks nothing"
    time.sleep(server.Health.FRESH_S)
    answers = [client.get("/_health").status_code for _ in range(20)]
    assert client.head("/_health").status_code == 200
    assert answers == [200] * 20 and len(checks) == 1


# --- Inline scripts -------------------------------------------------------------------

MODULE_SCRIPT = 'import("/x.js")'
PAGE = (
    '<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>t</title>'
    "<script>window.a=1</script>"
    '<script type="application/ld+json">{"@type":"Thing"}</script>'
    '<script src="/assets/app.js"></script>'
    '<script type="module" async="">import("/x.js")</script>'
    "</head><body><script>window.a=1</script></body></html>"
)


def _sha256(text: str) -> str:
    return f"'sha256-{base64.b64encode(hashlib.sha256(text.encode()).digest()).decode()}'"


def test_each_inline_script_that_runs_is_hashed_once():
    assert security.inline_script_hashes(PAGE) == [
        _sha256("window.a=1"),
        _sha256(MODULE_SCRIPT),
    ]


def test_the_page_policy_follows_the_character_set():
    pinned = security.pin_inline_scripts(PAGE)
    hashes = f"{_sha256('window.a=1')} {_sha256(MODULE_SCRIPT)}"
    meta = f'<meta http-equiv="Content-Security-Policy" content="script-src \'self\' {hashes}">'
    assert pinned.startswith('<!DOCTYPE html><html><head><meta charSet="utf-8"/>' + meta)
    assert pinned.replace(meta, "") == PAGE


# --- Browser error reports (issue 43) ---------------------------------------------------

# A report crafted for Reflex's patterns of errors that reload the page: searched whole, it
# held the worker's event loop for about half a second (seconds on a slower machine).
_CRAFTED_REPORT = ('TypeError: can\'t access property "x", ' * 300)[: public_events._MAX_REPORT]


def test_a_crafted_report_does_not_hold_the_worker():
    # agency_site.agency_site bounded Reflex's patterns to the report's first line.
    patterns = FrontendEventExceptionState.auto_reload_on_errors
    started = time.perf_counter()
    assert not any(pattern.search(_CRAFTED_REPORT) for pattern in patterns)
    assert time.perf_counter() - started < 0.05


@pytest.mark.parametrize(
    "message",
    [
        "TypeError: Cannot read properties of null (reading 'value')",
        "TypeError: null is not an object (evaluating 'a.value')",
        'TypeError: can\'t access property "value" of null',
        'TypeError: can\'t access property "value", document.getElementById("x") is null',
    ],
)
def test_the_errors_that_reload_the_page_still_do(message):
    report = f"{message}\n    at App (https://site/assets/app.js:1:2)\n" + "x" * 5000
    assert any(p.search(report) for p in FrontendEventExceptionState.auto_reload_on_errors)


def test_a_report_is_one_short_line_of_the_log(caplog):
    caplog.set_level(logging.WARNING, logger=error_reports.__name__)
    reports = error_reports.ErrorReportLog()
    reports(Exception("TypeError: x\nINFO forged line\x1b[31m" + "y" * 10_000))
    [record] = caplog.records
    line = record.getMessage()
    assert "\n" not in line and "\x1b" not in line
    assert "TypeError: x\\nINFO forged line\\x1b[31m" in line
    assert len(line) < error_reports.REPORT_LINE_LENGTH * 2


def test_reports_beyond_the_minute_s_allowance_are_counted_not_logged(caplog):
    caplog.set_level(logging.WARNING, logger=error_reports.__name__)
    now = [1000.0]
    reports = error_reports.ErrorReportLog(per_minute=3, clock=lambda: now[0])
    for number in range(50):
        reports(Exception(f"report {number}"))
    assert [r.getMessage()[-8:] for r in caplog.records] == ["report 0", "report 1", "report 2"]
    now[0] += 60
    reports(Exception("report 50"))
    assert [r.getMessage() for r in caplog.records[3:]] == [
        "47 more browser error reports were not logged",
        "a browser reported an error: report 50",
    ]


@pytest.mark.parametrize("query", ["", "?EIO=4&transport=websocket", "?token=", "?token=t"])
def test_an_event_websocket_without_a_session_token_is_refused_at_the_handshake(
    site, caplog, query
):
    # Reflex would log each event of such a socket whole.
    client = TestClient(site)
    assert not _opens(client, path=f"/_event/{query}")
    assert any("no session token" in r.getMessage() for r in caplog.records)


@pytest.fixture
def paced_site(monkeypatch) -> TestClient:
    """The site's server in production, reading 50 frames a second after a burst of 10."""
    paced = Settings(_env_file=None, event_frames_per_second=50, event_frame_burst=10)
    monkeypatch.setattr(server, "settings", paced)
    monkeypatch.setenv("REFLEX_ENV_MODE", "prod")  # (the development server has no pace)
    return TestClient(server.site_server(Starlette(routes=[WebSocketRoute("/_event/", _echo)])))


def _echoed_in(ws, frames: int) -> float:
    """Seconds for `frames` pings to come back, one at a time."""
    started = time.monotonic()
    for _ in range(frames):
        ws.send_text("3")
        ws.receive_text()
    return time.monotonic() - started


def test_a_connection_is_read_at_its_pace_after_a_burst(paced_site):
    with paced_site.websocket_connect(EVENT_SOCKET) as ws:
        ws.receive_text()
        assert _echoed_in(ws, 10) < 0.15, "the first ten go at once"
        assert 0.45 <= _echoed_in(ws, 25) < 1.5, "the next 25 at 50 a second"


def test_the_sockets_of_one_address_share_its_pace(paced_site):
    # Issue 43, finding 4: an attacker opening socket after socket got a new burst with each.
    with paced_site.websocket_connect(EVENT_SOCKET) as first:
        first.receive_text()
        _echoed_in(first, 10)
    with paced_site.websocket_connect(f"/_event/?token={uuid.uuid4()}") as second:
        second.receive_text()
        assert _echoed_in(second, 10) >= 0.15, "the address's burst is spent: paced at once"


def test_a_pace_that_has_refilled_is_forgotten():
    pace = rate_limit.Pace(rate=10, burst=3)
    assert pace.is_full_at(0.0)
    pace.delay_at(0.0)
    assert not pace.is_full_at(0.05)
    assert pace.is_full_at(0.1)


def test_a_pace_lets_a_burst_through_then_spaces_what_follows():
    pace = rate_limit.Pace(rate=10, burst=3)
    assert [pace.delay_at(0.0) for _ in range(3)] == [0.0, 0.0, 0.0]
    assert pace.delay_at(0.0) == pytest.approx(0.1)
    assert pace.delay_at(0.0) == pytest.approx(0.2), "what is owed carries over"
    # Waiting refills it, up to the burst and no further.
    assert pace.delay_at(0.3) == 0.0
    assert [pace.delay_at(100.0) for _ in range(4)] == [0.0, 0.0, 0.0, pytest.approx(0.1)]


def test_open_sockets_are_limited_per_address(monkeypatch):
    limited = Settings(_env_file=None, event_sockets_per_address=2)
    monkeypatch.setattr(server, "settings", limited)
    monkeypatch.setenv("REFLEX_ENV_MODE", "prod")  # (the development server has no cap)
    site = server.site_server(Starlette(routes=[WebSocketRoute("/_event/", _echo)]))
    one, other = (TestClient(site, client=(address, 5000)) for address in ("10.0.0.1", "10.0.0.2"))
    with one.websocket_connect(EVENT_SOCKET) as first, one.websocket_connect(EVENT_SOCKET):
        assert first.receive_text() == "hello"
        assert not _opens(one), "a third one at once is refused"
        assert _opens(other), "another address has its own count"
    assert _opens(one), "closing one makes room"
