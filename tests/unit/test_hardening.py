"""Hardening (issue 8) without a server: the public event handlers, the event guard, the
security headers and origin check of the HTTP layer, and the pinned inline scripts."""

from __future__ import annotations

import asyncio
import base64
import hashlib

import pytest
import reflex as rx
from starlette.applications import Starlette
from starlette.responses import PlainTextResponse
from starlette.routing import Route, WebSocketRoute
from starlette.testclient import TestClient
from starlette.websockets import WebSocket, WebSocketDisconnect

import agency_site.agency_site  # noqa: F401  (registers every state of the app)
from agency_site import public_events, security, server
from agency_site.settings import settings

# --- The public event handlers --------------------------------------------------------

# Reviewed list: a handler added to the app is refused until it is checked and added here
# and to public_events.PUBLIC_HANDLERS.
REVIEWED_PUBLIC_EVENTS = {
    "reflex___state____state.hydrate_and_load",
    "reflex___state____state.reflex___state____on_load_internal_state.on_load_internal",
    "reflex___state____state.reflex___state____update_vars_internal_state.update_vars_internal",
    "reflex___state____state.reflex___state____frontend_event_exception_state"
    ".handle_frontend_exception",
    "reflex___state____state.agency_site___layout___newsletter____newsletter_state.subscribe",
    "reflex___state____state.agency_site___pages___auth___state____auth_state.load_session",
    "reflex___state____state.agency_site___pages___auth___state____auth_state.sign_up",
    "reflex___state____state.agency_site___pages___auth___state____auth_state.sign_in",
    "reflex___state____state.agency_site___pages___auth___state____auth_state.sign_out",
}
SUBSCRIBE = (
    "reflex___state____state.agency_site___layout___newsletter____newsletter_state.subscribe"
)


def _every_handler() -> set[str]:
    def states(state):
        yield state
        for substate in state.get_substates():
            yield from states(substate)

    return {f"{s.get_full_name()}.{name}" for s in states(rx.State) for name in s.event_handlers}


def test_the_public_handlers_are_the_reviewed_list():
    assert set(public_events.PUBLIC_EVENTS) == REVIEWED_PUBLIC_EVENTS


def test_every_public_handler_exists_and_the_rest_are_refused():
    handlers = _every_handler()
    assert handlers >= REVIEWED_PUBLIC_EVENTS
    private = handlers - REVIEWED_PUBLIC_EVENTS
    # Reflex's setters and internal handlers are among what a client cannot call.
    assert {"reflex___state____state.hydrate", "reflex___state____state.set_is_hydrated"} <= private
    assert f"{SUBSCRIBE.rsplit('.', 1)[0]}.setvar" in private
    for name in private:
        assert public_events.refusal({"name": name, "payload": {}}) is not None, name


def _event(name=SUBSCRIBE, payload=None, **fields):
    payload = {"email": "a@example.com", "request": "r"} if payload is None else payload
    return {"name": name, "payload": payload, "router_data": {"pathname": "/"}, **fields}


HYDRATE = "reflex___state____state.hydrate_and_load"
UPDATE_VARS = (
    "reflex___state____state.reflex___state____update_vars_internal_state.update_vars_internal"
)
REPORT = (
    "reflex___state____state.reflex___state____frontend_event_exception_state"
    ".handle_frontend_exception"
)


@pytest.mark.parametrize(
    "data",
    [
        _event(),
        _event(HYDRATE, {"hashes": ["21d7d0051afbadca", "d3121340335013cd"]}),
        _event(HYDRATE, {}),
        _event(REPORT, {"info": "TypeError: x", "component_stack": "at Page"}),
    ],
    ids=lambda data: data["name"].rsplit(".", 1)[-1],
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
        _event(payload={"email": "a@example.com"}),
        _event(payload={"email": "a@example.com", "request": "r", "extra": 1}),
        _event(router_data="/"),
        _event(router_data={"pathname": ["/"]}),
        _event(router_data={"query": "a=1"}),
        _event(HYDRATE, {"vars": {"a.b": 1}}),
        _event(HYDRATE, {"hashes": "x" * 100}),
        _event(HYDRATE, {"hashes": [{"a": 1}]}),
        _event(UPDATE_VARS, {"vars": {"reflex___state____state.is_hydrated": True}}),
        _event(REPORT, {"info": 5, "component_stack": ""}),
        _event(REPORT, {"info": "x" * 20_000, "component_stack": ""}),
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

    namespace = Namespace()
    public_events.guard(namespace)
    asyncio.run(namespace.on_event("sid", _event(name="reflex___state____state.hydrate")))
    asyncio.run(namespace.on_event("sid", [1]))
    asyncio.run(namespace.on_event("sid", _event()))
    assert received == [_event()]


def test_backend_errors_reach_the_log_and_not_the_visitor(caplog):
    assert public_events.log_backend_error(AttributeError("secret detail")) is None
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


def test_the_policy_frames_only_the_map_and_is_framed_by_nobody():
    policy = dict(
        directive.split(" ", 1) for directive in security.content_security_policy().split("; ")
    )
    assert policy["frame-ancestors"] == "'none'"
    assert policy["frame-src"] == security.origin_of(str(settings.map_embed_url))
    assert policy["object-src"] == "'none'"
    assert "*" not in security.content_security_policy()


FOREIGN = "https://attacker.example"


@pytest.fixture
def site():
    """A small app behind the site's HTTP layer, as Reflex's back end would be."""

    async def echo(websocket: WebSocket):
        await websocket.accept()
        await websocket.send_text("hello")
        await websocket.close()

    app = Starlette(
        routes=[
            Route("/ping", lambda request: PlainTextResponse("pong")),
            WebSocketRoute("/_event/", echo),
        ]
    )
    return server.site_server(app)


@pytest.mark.parametrize("path", ["/ping", "/missing"])
def test_every_response_carries_the_security_headers(site, path):
    response = TestClient(site).get(path)
    assert response.headers["content-security-policy"] == security.content_security_policy()
    assert response.headers["x-content-type-options"] == "nosniff"
    assert response.headers["referrer-policy"] == "strict-origin-when-cross-origin"
    assert "camera=()" in response.headers["permissions-policy"]
    assert "strict-transport-security" not in response.headers


def test_hsts_is_sent_over_https(site):
    response = TestClient(site, base_url="https://testserver").get("/ping")
    assert response.headers["strict-transport-security"].startswith("max-age=")


def test_a_foreign_origin_is_refused_and_the_own_one_served(site):
    client = TestClient(site)
    refused = client.get("/ping", headers={"Origin": FOREIGN})
    assert refused.status_code == 403
    assert refused.headers["x-content-type-options"] == "nosniff"
    own = client.get("/ping", headers={"Origin": settings.site_origin})
    assert own.status_code == 200 and own.text == "pong"
    assert client.get("/ping").status_code == 200


def test_a_websocket_from_a_foreign_origin_is_refused(site):
    client = TestClient(site)
    with client.websocket_connect("/_event/", headers={"Origin": settings.site_origin}) as ws:
        assert ws.receive_text() == "hello"
    with (
        pytest.raises(WebSocketDisconnect),
        client.websocket_connect("/_event/", headers={"Origin": FOREIGN}),
    ):
        pass


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
