"""The guard in front of Reflex's socket handler: it refuses every event the rules of
public_events.py refuse, with one quiet line of the log in production, and in development
with a line for the developer (in the terminal and the page's console) that names the state,
the handler, the reason and the fix.
"""

from __future__ import annotations

import logging
from typing import Any

import reflex as rx
from reflex.event import EventHandler
from socketio import packet as socketio_packet

from agency_site import browser
from agency_site.platform.public_events import (
    ENGINE_IO_MESSAGE,
    EVENT_NAMESPACE,
    MAX_FRAME,
    PUBLIC_EVENTS,
    handler_arguments,
    refusal,
)
from agency_site.platform.reflex_internals import EventNamespace, in_development

log = logging.getLogger(__name__)


def guard(namespace: EventNamespace) -> None:
    """Put the check in front of Reflex's handler for events arriving on `namespace`.

    socket.io finds the handler as the namespace's `on_event` attribute on every event,
    and Reflex's own connect handler calls it the same way for the connection's first
    event, so both go through the check.
    """
    handle = namespace.on_event

    async def on_event(sid: str, data: Any) -> None:
        if reason := refusal(data):
            if in_development():
                line = explanation(data)
                log.warning("%s", line)
                await namespace.emit("event", console_update(line), to=sid)
            else:
                log.warning("refused an event from %s: %s", sid, reason)
            return
        await handle(sid, data)

    namespace.on_event = on_event


# --- What a developer is told (development only) ----------------------------------------

# Every line the guard writes for a developer starts so (the terminal and the browser console).
EXPLANATION_START = "Event guard refused"


def _state_and_handler(name: object) -> tuple[type[rx.State] | None, str]:
    """The state class an event's name points at (None if no state has that name) and the
    handler's name in it."""
    if not isinstance(name, str):
        return None, ""
    state_name, _, handler_name = name.rpartition(".")
    try:
        return rx.State.get_class_substate(state_name), handler_name
    except Exception:
        return None, handler_name


def _signature(handler: EventHandler) -> str:
    accepted, required = handler_arguments(handler)
    return ", ".join(f"{a}" if a in required else f"{a}=..." for a in sorted(accepted))


def explanation(data: Any) -> str | None:
    """One line for the developer naming the state, the handler, why the guard refuses the
    event `data` and the fix; None if it may run. Only development shows it (a production
    refusal stays one quiet line of the log): it names the site's code."""
    reason = refusal(data)
    if reason is None:
        return None
    if not isinstance(data, dict):
        return f"{EXPLANATION_START} {reason}: not an event a page of the site sends."
    name = data.get("name")
    state, handler_name = _state_and_handler(name)
    handler = state.event_handlers.get(handler_name) if state is not None else None
    if handler is None:
        where = f"{str(name)[:120]!r}"
        fix = (
            "no state has a handler of that name: call a handler a state defines (a page "
            "built before a rename needs a reload)"
        )
    else:
        where = f"{state.__name__}.{handler_name} ({state.__module__})"
        setter = handler_name == "setvar" or handler_name.removeprefix("set_") in state.vars
        if not state.__module__.startswith("agency_site."):
            fix = (
                "one of Reflex's own handlers, which the site's pages do not send (the four "
                "they send are REFLEX_HANDLERS in agency_site/platform/public_events.py)"
            )
        elif name not in PUBLIC_EVENTS and setter:
            fix = (
                "the browser may not set a var directly: give the state a handler that "
                "checks the value, marked `@public` (agency_site/platform/public_handler.py)"
            )
        elif name not in PUBLIC_EVENTS:
            fix = (
                f"it is not marked @public: if the browser may call it, mark it `@public` "
                f"(agency_site/platform/public_handler.py) above `def {handler_name}`, after checking "
                "that it checks its arguments itself"
            )
        else:
            fix = (
                f"sent {reason.removeprefix(name + ': ')}; it takes ({_signature(handler)}): send "
                "exactly those arguments, numbers as numbers, as its type hints say"
            )
    return f"{EXPLANATION_START} {where}: {fix}."


def refused_triggers(pages: dict[str, str]) -> list[str]:
    """For each event name a page's trigger sends (`pages`: name -> the page's address), the
    developer's line if the guard would refuse it."""
    return [
        f"{explanation({'name': name, 'payload': {}})} (a trigger on {page})"
        for name, page in sorted(pages.items())
        if name not in PUBLIC_EVENTS
    ]


def frame_explanation(frame: str | bytes | None) -> str | None:
    """explanation() of the event a websocket frame carries, or None if it carries none
    (or may pass)."""
    if not isinstance(frame, str) or len(frame) > MAX_FRAME or not frame.startswith("4"):
        return None
    try:
        packet = socketio_packet.Packet(encoded_packet=frame[1:])
    except Exception:
        return None
    data = packet.data
    if packet.packet_type == socketio_packet.EVENT and isinstance(data, list) and len(data) == 2:
        return explanation(data[1]) if data[0] == "event" else None
    if packet.packet_type == socketio_packet.CONNECT and isinstance(data, dict) and "event" in data:
        return explanation(data["event"])
    return None


def console_update(line: str) -> dict:
    """A Reflex update that has the page write `line` as a console error: its one event runs
    browser.py's "console_error" snippet."""
    code = browser.script("console_error", line=line)
    return {
        "delta": {},
        "events": [{"name": "_call_script", "payload": {"javascript_code": code}}],
        "final": True,
    }


def console_frame(line: str) -> str:
    """console_update(line) as the websocket frame that carries it to the page."""
    packet = socketio_packet.Packet(
        socketio_packet.EVENT, data=["event", console_update(line)], namespace=EVENT_NAMESPACE
    )
    return ENGINE_IO_MESSAGE + packet.encode()
