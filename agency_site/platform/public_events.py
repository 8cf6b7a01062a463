"""The event handlers a browser may call, and the rules that refuse every other event.

Reflex lets any client call any registered handler (Reflex's internal ones and every
`setvar` included) with any arguments. Only the handlers marked @public
(agency_site/platform/public_handler.py) and four of Reflex's own pass, with exactly the
arguments they take; each handler then checks the values themselves
(agency_site.backend.validation). The guard in front of Reflex's socket handler applies
these rules (agency_site/platform/event_guard.py), and so does the HTTP layer to each
websocket frame before it is decoded (server.py).
"""

from __future__ import annotations

import inspect
import json
from collections.abc import Callable
from typing import Any
from urllib.parse import urlsplit

import reflex as rx
from reflex.config import get_config
from reflex.event import EventHandler
from socketio import packet as socketio_packet

import agency_site.pages  # noqa: F401  (every page's states: their marked handlers are found)
from agency_site.components.language import LanguageState
from agency_site.layout.colour_mode import ColourModeState
from agency_site.layout.cookie_consent import CookieConsentState
from agency_site.layout.newsletter import VIEW_MAX_LENGTH, NewsletterState
from agency_site.pages.jobs.shortlist import MAX_STORED, ShortlistState
from agency_site.platform import deliveries
from agency_site.platform.public_handler import is_public
from agency_site.platform.reflex_internals import (
    FIELD_MARKER,
    FORM_DATA_ENTRIES_KEY,
    FrontendEventExceptionState,
    OnLoadInternalState,
    UpdateVarsInternalState,
    deserializers,
    types,
)

# Reflex's own handlers use their arguments as they come, so they are checked here (the
# site's handlers check theirs themselves).
_MAX_REPORT = 10_000


# The browser storage the back end reads (LanguageState's cached language and cookie,
# ColourModeState's choice, NewsletterState's mark of the pop-up shown this session and the page
# view it is on show on,
# CookieConsentState's answer, ShortlistState's saved jobs), by the names Reflex sends them
# under, each with the longest value the site writes there.
_MAX_STORED_VALUE = 64
_STORED = {
    f"{state.get_full_name()}.{name}{FIELD_MARKER}": longest
    for state, name, longest in (
        (LanguageState, "cached", _MAX_STORED_VALUE),
        (LanguageState, "cookie", _MAX_STORED_VALUE),
        (ColourModeState, "chosen", _MAX_STORED_VALUE),
        (NewsletterState, "seen", _MAX_STORED_VALUE),
        (NewsletterState, "shown_on", VIEW_MAX_LENGTH),
        (CookieConsentState, "answer", _MAX_STORED_VALUE),
        (ShortlistState, "stored", MAX_STORED),
    )
}


def _stored_values(value: object) -> bool:
    return (
        isinstance(value, dict)
        and value.keys() <= _STORED.keys()
        and all(
            isinstance(item, str) and len(item) <= _STORED[name] for name, item in value.items()
        )
    )


def _state_hashes(value: object) -> bool:
    return (
        isinstance(value, list)
        and len(value) <= 64
        and all(isinstance(item, str) and len(item) <= 64 for item in value)
    )


def _report(value: object) -> bool:
    return isinstance(value, str) and len(value) <= _MAX_REPORT


# Reflex's own handlers that its front end sends: the first event of every connection, each
# navigation's on_load events, browser storage, a browser error report; with the checks of
# their arguments' values.
REFLEX_HANDLERS: dict[EventHandler, dict[str, Callable[[object], bool]]] = {
    rx.State.hydrate_and_load: {"vars": _stored_values, "hashes": _state_hashes},
    OnLoadInternalState.on_load_internal: {},
    UpdateVarsInternalState.update_vars_internal: {"vars": _stored_values},
    FrontendEventExceptionState.handle_frontend_exception: {
        "info": _report,
        "component_stack": _report,
    },
}


def _marked_handlers() -> list[EventHandler]:
    """The site's handlers marked @public (agency_site/platform/public_handler.py), in every state."""
    found, states = [], [rx.State]
    while states:
        state = states.pop()
        states.extend(state.get_substates())
        found += [h for h in state.event_handlers.values() if is_public(h.fn)]
    return found


# Every handler a browser may call (the marks are the review: see public_handler.py), with
# the checks of its arguments' values where the handler does not check them itself.
PUBLIC_HANDLERS: dict[EventHandler, dict[str, Callable[[object], bool]]] = {
    **REFLEX_HANDLERS,
    **{handler: {} for handler in _marked_handlers()},
}


def event_name(handler: EventHandler) -> str:
    """The name the browser sends for `handler`."""
    return f"{handler.state_full_name}.{handler.fn.__name__}"


def handler_arguments(handler: EventHandler) -> tuple[frozenset[str], frozenset[str]]:
    """The names `handler` takes, and those among them it requires."""
    parameters = list(inspect.signature(handler.fn).parameters.values())[1:]  # not self
    required = {p.name for p in parameters if p.default is inspect.Parameter.empty}
    return frozenset(p.name for p in parameters), frozenset(required)


def _is_number(value: object) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


def _form_entries_well_formed(value: object) -> bool:
    """A form's `[name, value]` entries, as Reflex's front end wraps them, when `value`
    carries some; Reflex builds a dict of them before any handler can look."""
    if not isinstance(value, dict) or FORM_DATA_ENTRIES_KEY not in value:
        return True
    entries = value[FORM_DATA_ENTRIES_KEY]
    return isinstance(entries, list) and all(
        isinstance(entry, list)
        and len(entry) == 2
        and isinstance(entry[0], str)
        and (entry[1] is None or isinstance(entry[1], str | bool) or _is_number(entry[1]))
        for entry in entries
    )


def _converted_by_reflex(hint: object) -> bool:
    """Whether Reflex converts a string sent for an argument with this hint (int, float,
    dates...): a string it cannot convert fails there, and its warning quotes the string,
    whatever characters it holds, in the log."""
    if types.is_union(hint):
        hint = types.value_inside_optional(hint)
    return hint in deserializers


def _shape_checks(handler: EventHandler) -> dict[str, Callable[[object], bool]]:
    """Checks that each argument of `handler` arrives in the shape Reflex can hand over:
    numbers as numbers (None where the hint allows it), form entries as pairs."""
    hints = handler._type_hints or {}
    checks: dict[str, Callable[[object], bool]] = {}
    for name in handler_arguments(handler)[0]:
        if _converted_by_reflex(hint := hints.get(name)):
            optional = types.is_optional(hint)
            checks[name] = lambda value, optional=optional: (
                _is_number(value) or (optional and value is None)
            )
        else:
            checks[name] = _form_entries_well_formed
    return checks


def _value_checks(handler: EventHandler) -> dict[str, Callable[[object], bool]]:
    """The shape checks of `handler`'s arguments, then the values' own checks listed above."""
    own = PUBLIC_HANDLERS[handler]

    def both(shape: Callable[[object], bool], value_check: Callable[[object], bool] | None):
        return lambda value: shape(value) and (value_check is None or value_check(value))

    return {name: both(shape, own.get(name)) for name, shape in _shape_checks(handler).items()}


PUBLIC_EVENTS: dict[str, tuple[frozenset[str], frozenset[str]]] = {
    event_name(handler): handler_arguments(handler) for handler in PUBLIC_HANDLERS
}
EVENT_NAMESPACE = get_config().get_event_namespace()
_VALUE_CHECKS = {event_name(handler): _value_checks(handler) for handler in PUBLIC_HANDLERS}
# What Reflex reads of an event's router data (the page's path and query).
_ROUTER_FIELDS = {"pathname": str, "asPath": str, "query": dict}


# The router data a page sends with each event (its address and query), at most: Reflex keeps
# it in the visitor's state for as long as the state lives.
ROUTER_DATA_MAX = 6 * 1024


def _router_data_well_formed(router_data: object) -> bool:
    if not isinstance(router_data, dict) or len(json.dumps(router_data)) > ROUTER_DATA_MAX:
        return False
    # A page's address is text a URL can hold: no lone surrogate, which no encoding writes.
    try:
        json.dumps(router_data, ensure_ascii=False).encode()
    except UnicodeEncodeError:
        return False
    if any(
        key in router_data and not isinstance(router_data[key], kind)
        for key, kind in _ROUTER_FIELDS.items()
    ):
        return False
    # Reflex splits the page's origin (none from some clients) followed by its address
    # (asPath) as one URL: an address must start at the path, or it runs into the host
    # ("[" there is an IPv6 host that urlsplit refuses with an exception).
    address = router_data.get("asPath", "/")
    if not address.startswith("/") or address.startswith("//"):
        return False
    try:
        urlsplit(f"http://site{address}")
    except ValueError:
        return False
    return True


def refusal(data: Any) -> str | None:
    """Why the event `data` sent over the socket is refused, or None if it may run."""
    if not isinstance(data, dict):
        return f"a frame of type {type(data).__name__}"
    name = data.get("name")
    if not isinstance(name, str) or name not in PUBLIC_EVENTS:
        return f"no public event named {str(name)[:120]!r}"
    payload = data.get("payload", {})
    if not isinstance(payload, dict):
        return f"{name}: arguments of type {type(payload).__name__}"
    accepted, required = PUBLIC_EVENTS[name]
    if not payload.keys() - {deliveries.DELIVERY_KEY} <= accepted or not required <= payload.keys():
        return f"{name}: arguments {sorted(payload)[:10]}"
    # Any event may carry the page's number for it (agency_site/platform/deliveries.py).
    delivery = payload.get(deliveries.DELIVERY_KEY)
    if delivery is not None and not deliveries.well_formed(delivery):
        return f"{name}: a bad delivery number"
    for argument, check in _VALUE_CHECKS[name].items():
        if argument in payload and not check(payload[argument]):
            return f"{name}: a bad {argument}"
    if not _router_data_well_formed(data.get("router_data", {})):
        return f"{name}: malformed router data"
    return None


# --- Websocket frames, before they are decoded ------------------------------------------

# A connection that sends this many refused frames is closed.
OFFENCES_BEFORE_CLOSING = 3
# What a browser of this site sends over the event websocket: Engine.IO's pong, close and
# message packets; inside a message, socket.io's connect (its auth may carry the first
# event), disconnect and event packets, the event named "event" with Reflex's event.
_ENGINE_IO_PONG, _ENGINE_IO_CLOSE, ENGINE_IO_MESSAGE = "3", "1", "4"
_SOCKET_IO_PACKETS = {
    socketio_packet.CONNECT,
    socketio_packet.DISCONNECT,
    socketio_packet.EVENT,
}


# The longest frame a page of the site sends (a browser's error report with its component
# stack, 2 x 10,000 characters, is the longest), checked before it is parsed.
MAX_FRAME = 32 * 1024


def frame_refusal(frame: str | bytes | None) -> str | None:
    """Why a websocket frame on the event path is refused, or None if it may pass.

    Checked before Engine.IO decodes it: what these libraries fail to decode they log as a
    traceback per frame, and the connection stays open.
    """
    if not isinstance(frame, str) or not frame:
        return "a binary or empty frame"
    if len(frame) > MAX_FRAME:
        return f"a frame of {len(frame)} characters"
    kind, body = frame[0], frame[1:]
    if kind in (_ENGINE_IO_PONG, _ENGINE_IO_CLOSE):
        return None if not body or body == "probe" else "an Engine.IO control frame with data"
    if kind != ENGINE_IO_MESSAGE:
        return f"an Engine.IO frame of type {kind[:1]!r}"
    try:
        packet = socketio_packet.Packet(encoded_packet=body)
    except Exception:
        return "an undecodable socket.io packet"
    if packet.packet_type not in _SOCKET_IO_PACKETS or packet.attachment_count:
        return f"a socket.io packet of type {packet.packet_type}"
    if packet.namespace not in (None, "/", EVENT_NAMESPACE):
        return "a socket.io packet for another namespace"
    if packet.packet_type == socketio_packet.EVENT:
        data = packet.data
        if not isinstance(data, list) or len(data) != 2 or data[0] != "event":
            return "a socket.io event other than Reflex's"
        return refusal(data[1])
    if packet.packet_type == socketio_packet.CONNECT and packet.data is not None:
        auth = packet.data
        if not isinstance(auth, dict):
            return "a connect packet with other data"
        if "event" in auth:
            return refusal(auth["event"])
    return None
