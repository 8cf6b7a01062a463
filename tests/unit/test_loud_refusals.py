"""Issue 51, part 1: in development every refusal of the event guard is loud (one line in the
terminal and the same line in the page's console, and at start-up each trigger a page calls
that would be refused); production keeps its quiet, bounded log."""

from __future__ import annotations

import json
import logging
import uuid

import pytest
import reflex as rx
from starlette.applications import Starlette
from starlette.routing import WebSocketRoute
from starlette.testclient import TestClient

import agency_site.agency_site  # noqa: F401  (every state registered)
from agency_site.layout.newsletter import NewsletterState
from agency_site.platform import event_guard, public_events, reflex_internals, server
from agency_site.platform.frontend import RefusedTriggers
from tests.unit.test_hardening import _echo

NOT_PUBLIC = public_events.event_name(NewsletterState.enter)
EVENT_SOCKET = f"/_event/?token={uuid.uuid4()}"


def _frame(name: str, payload: dict) -> str:
    data = {"name": name, "payload": payload, "router_data": {"pathname": "/", "query": {}}}
    return "42/_event," + json.dumps(["event", data])


def test_a_handler_not_marked_public_is_named_with_its_state_and_the_fix():
    line = event_guard.explanation({"name": NOT_PUBLIC, "payload": {}})
    assert line == (
        "Event guard refused NewsletterState.enter (agency_site.layout.newsletter): it is not "
        "marked @public: if the browser may call it, mark it `@public` "
        "(agency_site/platform/public_handler.py) above `def enter`, after checking that it checks its "
        "arguments itself."
    )
    assert "\n" not in line


def test_wrong_arguments_are_named_with_what_the_handler_takes():
    name = public_events.event_name(NewsletterState.subscribe)
    line = event_guard.explanation({"name": name, "payload": {"emial": "a@example.com"}})
    assert line.startswith("Event guard refused NewsletterState.subscribe (")
    assert "sent arguments ['emial']" in line
    assert "it takes (email, page=..., request=...)" in line


def test_a_setter_and_an_unknown_handler_have_their_own_fix():
    setter = public_events.event_name(NewsletterState.subscribe).rsplit(".", 1)[0] + ".setvar"
    assert "may not set a var directly" in event_guard.explanation({"name": setter})
    unknown = event_guard.explanation({"name": "no.such", "payload": {}})
    assert unknown.startswith("Event guard refused 'no.such': no state has a handler")


def test_what_is_no_event_is_named_as_such():
    assert event_guard.explanation([1]) == (
        "Event guard refused a frame of type list: not an event a page of the site sends."
    )


def test_an_event_that_may_run_has_no_explanation():
    name = public_events.event_name(NewsletterState.close)
    assert event_guard.explanation({"name": name, "payload": {}}) is None


def test_the_console_frame_writes_the_same_line():
    line = event_guard.explanation({"name": NOT_PUBLIC, "payload": {}})
    frame = event_guard.console_frame(line)
    assert frame.startswith("42/_event,")
    update = json.loads(frame.removeprefix("42/_event,"))[1]
    (event,) = update["events"]
    assert event["name"] == "_call_script"
    assert event["payload"]["javascript_code"] == f"console.error({json.dumps(line)})"


def _site(monkeypatch, mode: str) -> TestClient:
    monkeypatch.setenv("REFLEX_ENV_MODE", mode)
    return TestClient(server.site_server(Starlette(routes=[WebSocketRoute("/_event/", _echo)])))


def test_in_development_a_refusal_is_one_line_at_once_and_the_page_is_told(monkeypatch, caplog):
    caplog.set_level(logging.WARNING)
    with _site(monkeypatch, "dev").websocket_connect(EVENT_SOCKET) as ws:
        assert ws.receive_text() == "hello"
        ws.send_text(_frame(NOT_PUBLIC, {}))
        told = ws.receive_text()
        line = event_guard.explanation({"name": NOT_PUBLIC, "payload": {}})
        assert told == event_guard.console_frame(line)
        # At once: logged before the connection ends.
        assert [r.getMessage() for r in caplog.records].count(line) == 1
        ws.send_text("3")
        assert ws.receive_text() == "3", "the connection goes on"


def test_in_production_a_refusal_is_quiet(monkeypatch, caplog):
    caplog.set_level(logging.WARNING)
    with _site(monkeypatch, "prod").websocket_connect(EVENT_SOCKET) as ws:
        assert ws.receive_text() == "hello"
        ws.send_text(_frame(NOT_PUBLIC, {}))
        ws.send_text("3")
        assert ws.receive_text() == "3", "nothing sent to the page"
    messages = [r.getMessage() for r in caplog.records]
    assert not [m for m in messages if m.startswith(event_guard.EXPLANATION_START)]
    assert [m for m in messages if "1 refused frames" in m], "the count, as before"


def test_the_socket_handler_guard_is_loud_in_development_only(monkeypatch, caplog):
    caplog.set_level(logging.WARNING)
    sent, handled = [], []

    class Namespace:
        async def on_event(self, sid, data):
            handled.append(data)

        async def emit(self, event, data, to):
            sent.append((event, data, to))

    namespace = Namespace()
    event_guard.guard(namespace)
    import asyncio

    asyncio.run(namespace.on_event("sid1", {"name": NOT_PUBLIC, "payload": {}}))
    line = event_guard.explanation({"name": NOT_PUBLIC, "payload": {}})
    assert sent == [("event", event_guard.console_update(line), "sid1")]
    assert line in [r.getMessage() for r in caplog.records]
    monkeypatch.setenv("REFLEX_ENV_MODE", "prod")
    asyncio.run(namespace.on_event("sid1", {"name": NOT_PUBLIC, "payload": {}}))
    assert len(sent) == 1, "production tells the page nothing"
    assert not handled


def _walk(plugin: RefusedTriggers, component: rx.Component, route: str) -> None:
    class Page:
        pass

    page = Page()
    page.route = route
    stack = [component]
    while stack:
        comp = stack.pop()
        plugin.enter_component(comp, page_context=page, compile_context=None)
        stack.extend(comp.children)
    plugin.compile_page(page)


def test_at_compile_every_trigger_the_guard_would_refuse_is_named(monkeypatch, caplog):
    caplog.set_level(logging.WARNING)
    monkeypatch.setenv("REFLEX_ENV_MODE", "dev")
    page = rx.el.div(
        rx.el.button("open", on_click=NewsletterState.enter),
        rx.el.button("close", on_click=NewsletterState.close),
    )
    plugin = RefusedTriggers()
    _walk(plugin, page, "contact")  # (as Reflex names a compiled page)
    _walk(plugin, page, "fr/contact")
    lines = [r.getMessage() for r in caplog.records if "Event guard refused" in r.getMessage()]
    assert lines == [
        event_guard.explanation({"name": NOT_PUBLIC, "payload": {}}) + " (a trigger on /contact)"
    ], "the refused one, once; the public one not"


def test_at_a_production_compile_nothing_is_listed(monkeypatch, caplog):
    monkeypatch.setenv("REFLEX_ENV_MODE", "prod")
    plugin = RefusedTriggers()
    _walk(plugin, rx.el.button("open", on_click=NewsletterState.enter), "/")
    assert not [r for r in caplog.records if "Event guard refused" in r.getMessage()]


@pytest.mark.parametrize("mode", ["dev", "prod"])
def test_public_events_reads_the_mode_when_asked(monkeypatch, mode):
    monkeypatch.setenv("REFLEX_ENV_MODE", mode)
    assert reflex_internals.in_development() == (mode == "dev")


def test_the_end_to_end_tests_know_the_line_by_its_start():
    from tests.e2e import sockets

    assert sockets.GUARD_LINE == event_guard.EXPLANATION_START
