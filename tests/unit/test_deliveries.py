"""Each click applied once (agency_site/platform/deliveries.py): the record of the events applied, the
middleware Reflex runs before each handler, with a visitor's state and event as Reflex hands
them over, and the guard's check of the number a page sends."""

from __future__ import annotations

import asyncio
import json
import re

import pytest
import reflex as rx
from reflex.event import Event

from agency_site import browser
from agency_site.agency_site import app
from agency_site.components.faq import FaqState
from agency_site.layout.newsletter import NewsletterState
from agency_site.platform import deliveries, public_events
from agency_site.platform.deliveries import DELIVERY_KEY, DeliveryState, OnceEach
from agency_site.platform.frontend import STATE_TARGET, with_each_event_applied_once
from agency_site.platform.reflex_internals import TEMPLATES, EventContext, StateUpdate

PAGE = "k3j9x0a1b2c4"
OTHER = "zz0011223344"


def test_a_pages_events_count_up_to_the_last_one_applied():
    applied = deliveries.with_applied({}, f"{PAGE}.3")
    assert deliveries.counted(applied, f"{PAGE}.1") and deliveries.counted(applied, f"{PAGE}.3")
    assert not deliveries.counted(applied, f"{PAGE}.4")
    assert not deliveries.counted(applied, f"{OTHER}.1")


def test_the_record_keeps_the_pages_used_last():
    applied = {}
    pages = [f"{index:012d}" for index in range(deliveries.PAGES_REMEMBERED + 2)]
    for page in pages:
        applied = deliveries.with_applied(applied, f"{page}.1")
    # The first page used again is kept; the two after it, unused since, are forgotten.
    applied = deliveries.with_applied(applied, f"{pages[0]}.2")
    assert len(applied) == deliveries.PAGES_REMEMBERED
    assert list(applied)[-1] == pages[0] and applied[pages[0]] == 2
    assert pages[1] not in applied and pages[2] not in applied


class Visitor:
    """One visitor's state and the page events the back end sends it, as Reflex's event
    processor holds them while it handles the visitor's events."""

    def __init__(self) -> None:
        self.root = rx.State(_reflex_internal_init=True)
        self.sent: list[Event] = []

    async def emit_event(self, token: str, *events: Event) -> None:
        self.sent.extend(events)

    def handle(self, event: Event, fails: bool = False) -> StateUpdate | None:
        """The middleware in the event's own task, as Reflex runs it; the handler (here
        nothing, or an error) after it, the task ending once the state is saved."""
        return asyncio.run(self._handle(event, fails))

    async def _handle(self, event: Event, fails: bool) -> StateUpdate | None:

        async def task() -> StateUpdate | None:
            EventContext.set(
                EventContext(
                    token="visitor",
                    state_manager=None,
                    enqueue_impl=None,
                    emit_event_impl=self.emit_event,
                )
            )
            update = await OnceEach().preprocess(app, self.root, event)
            if fails:
                raise RuntimeError("the handler failed")
            return update

        running = asyncio.ensure_future(task())
        try:
            return await running
        except RuntimeError:
            return None
        finally:
            await asyncio.sleep(0.01)  # the answer sent from the task's end

    @property
    def answers(self) -> list[str]:
        return [e.payload[DELIVERY_KEY] for e in self.sent if e.name == deliveries.DELIVERED_EVENT]

    @property
    def applied(self) -> dict[str, int]:
        return self.root.get_substate(DeliveryState.get_full_name().split(".")[1:])._applied


def toggle(number: str | None) -> Event:
    payload = {"faq": "pricing", "index": 1}
    if number is not None:
        payload[DELIVERY_KEY] = number
    return Event(name=public_events.event_name(FaqState.toggle), payload=payload)


def test_a_numbered_event_is_applied_then_answered_once_its_task_ended():
    visitor = Visitor()
    event = toggle(f"{PAGE}.1")
    assert visitor.handle(event) is None  # its handler runs
    assert event.payload == {"faq": "pricing", "index": 1}  # the handler gets its arguments
    assert visitor.applied == {PAGE: 1}
    assert visitor.answers == [f"{PAGE}.1"]


def test_the_same_event_sent_again_is_answered_without_being_applied():
    visitor = Visitor()
    visitor.handle(toggle(f"{PAGE}.1"))
    visitor.handle(toggle(f"{PAGE}.2"))
    again = visitor.handle(toggle(f"{PAGE}.1"))
    assert isinstance(again, StateUpdate)  # Reflex runs no handler for it
    assert [e.name for e in again.events] == [deliveries.DELIVERED_EVENT]
    assert again.events[0].payload == {DELIVERY_KEY: f"{PAGE}.1"}
    assert visitor.applied == {PAGE: 2}


def test_a_background_handler_sent_again_runs_again():
    # It saves before it runs, and what it does (a subscription) no record of it could cover.
    visitor = Visitor()
    subscribe = public_events.event_name(NewsletterState.subscribe)
    for _ in range(2):
        event = Event(name=subscribe, payload={"email": "a@example.com", DELIVERY_KEY: f"{PAGE}.1"})
        assert visitor.handle(event) is None
        assert event.payload == {"email": "a@example.com"}
    assert visitor.applied == {}
    assert visitor.answers == [f"{PAGE}.1", f"{PAGE}.1"]


def test_an_event_that_failed_is_not_answered():
    visitor = Visitor()
    visitor.handle(toggle(f"{PAGE}.1"), fails=True)
    assert visitor.answers == []


def test_an_event_without_a_number_is_left_to_its_handler():
    visitor = Visitor()
    assert visitor.handle(toggle(None)) is None
    assert visitor.applied == {} and visitor.sent == []


def _frame(number: object) -> dict:
    return {
        "name": public_events.event_name(FaqState.toggle),
        "payload": {"faq": "pricing", "index": 1, DELIVERY_KEY: number},
        "router_data": {"pathname": "/pricing/", "asPath": "/pricing/", "query": {}},
    }


def test_the_guard_lets_a_numbered_event_through():
    assert public_events.refusal(_frame(f"{PAGE}.12")) is None


@pytest.mark.parametrize(
    "number",
    [f"{PAGE}.0", f"{PAGE}.01", "short.1", f"{PAGE.upper()}.1", f"{PAGE}.1234567890", 7, ["x"]],
)
def test_the_guard_refuses_a_malformed_number(number):
    reason = public_events.refusal(_frame(number))
    assert reason is not None and reason.endswith(": a bad delivery number")


# --- The page's side: Reflex's state.js, patched ---------------------------------------


def test_reflex_state_js_numbers_each_event_and_sends_the_unanswered_again():
    state_js = with_each_event_applied_once((TEMPLATES / "web" / STATE_TARGET).read_text())
    assert state_js.count('import * as deliveries from "$/utils/deliveries.js";') == 1
    # The one place Reflex sends an event numbers it.
    assert state_js.count('emit("event", deliveries.numbered(event, ') == 1
    assert 'emit("event", encodeFormDataArgs' not in state_js
    # The answer is taken before any event would go to the server...
    assert state_js.index("deliveries.isAnswer(event)") < state_js.index("// Handle special events")
    # ...and the unanswered go back to the queue whenever the connection drops.
    disconnect = state_js.index('socket.current.on("disconnect"')
    assert (
        state_js.index("deliveries.requeueUnanswered(event_queue);", disconnect) - disconnect < 80
    )
    # A connection that stays down is shown as a failed attempt to reconnect is.
    assert "deliveries.sayIfStillDown(socket.current, setConnectErrors);" in state_js
    # The next compile finds the file in .web/ patched, maybe by an older version: Reflex's
    # own is patched again.
    assert with_each_event_applied_once(state_js) == state_js
    older = state_js.replace(
        "    deliveries.sayIfStillDown(socket.current, setConnectErrors);\n", ""
    )
    assert with_each_event_applied_once(older) == state_js


def test_the_page_script_uses_the_back_ends_names():
    script = browser.from_assets("deliveries.js")
    assert not re.search(r"__[A-Z_]+__", script)
    assert f"[{json.dumps(DELIVERY_KEY)}]: number" in script
    assert f"event.name !== {json.dumps(deliveries.DELIVERED_EVENT)}" in script
