"""Fuzzing the event guard (issue 21, point 8): random and malformed frames for every public
handler, then no traceback in the server's log, no subscriber stored, and a server that
still answers.

Seeded: a failure names its seed, and `FUZZ_SEED=<seed> pytest tests/e2e/test_fuzz.py`
sends the same frames again. The frames are written by hand on a websocket (Engine.IO 4,
socket.io 5, as python-socketio writes them), so that they can be anything: deep nesting
that no JSON encoder would write, invalid JSON, binary frames, packets of every type.
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import urllib.request
import uuid
from collections.abc import Callable
from typing import Any

import websockets

from agency_site.backend import subscriptions
from agency_site.platform.public_events import PUBLIC_EVENTS
from agency_site.platform.security import origin_of
from tests.e2e.server import LOG_DIR
from tests.e2e.server_log import tracebacks
from tests.e2e.sockets import EVENT_PATH, SUBSCRIBE, Visitor, back_end_of, leaks, run

SEED = int(os.environ.get("FUZZ_SEED", "821"))
EVENTS_PER_HANDLER = 32
RAW_FRAMES = 64
# python-engineio's max_http_buffer_size as Reflex sets it (1,000,000 characters): every
# frame stays below it, so that what is tested is the guard, not the size limit.
FRAME_LIMIT = 1_000_000
SERVER_LOG = LOG_DIR / "reflex-dev.log"

CONNECT = f"40{EVENT_PATH},"
EVENT = f"42{EVENT_PATH},"

# Text no form would send: NUL and other controls, lone surrogates (valid JSON escapes,
# invalid UTF-8), bidirectional overrides, combining marks, markup for the log's console.
STRANGE = [
    "\x00",
    "\x01\x07\x1b[31m",
    "\r\n\t\x0b\x0c",
    "\ud800",
    "\udfff",
    "\ud83d",
    "\udc00\ud800",
    "\u202eevil\u202c",
    "\u200f\u05e9\u05dc\u05d5\u05dd\u200e",
    "\u0645\u0631\u062d\u0628\u0627",
    "\ufeff",
    "\uffff\ufffe",
    "e\u0301\u0301\u0301",
    "\U0001f600\U0001f9d1\u200d\U0001f3eb",
    "\u2028\u2029",
    "%s%n%x{0}{name}",
    "${7*7}{{7*7}}",
    "<script>alert(1)</script>",
    "../../../etc/passwd",
    "'; DROP TABLE subscriber;--",
    "[bold]x[/bold][/]",
    "\\",
    '"',
    "",
    " ",
]
# Addresses one edit away from valid, each edit one that must be refused.
ADDRESS_EDITS: list[Callable[[str], str]] = [
    lambda a: a.replace("@", "\x00@"),
    lambda a: a.replace("@", "@\u202e"),
    lambda a: a.replace("@", "\ud800@"),
    lambda a: a + "\x00",
    lambda a: a.replace("@", "@@"),
    lambda a: a.replace("@", ""),
    # A line break inside (a header injection): a trailing one alone is trimmed, as a visitor's
    # stray newline or space is, and the address is then a good one.
    lambda a: a.replace(".org", ".org\nBcc: other@example.org"),
    lambda a: "x" * 300 + a,
    lambda a: a.replace("@", "@[") + "]",
    lambda a: a.replace("@", "\u0000\u0301@"),
]


class Fuzzer:
    """Random values and frames from one seeded generator."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        # Raw JSON text spliced in where a placeholder string is (for what json.dumps
        # cannot write: nesting deeper than its recursion limit, NaN written by hand).
        self.raw: dict[str, str] = {}

    # -- Values --

    def text(self) -> str:
        rng = self.rng
        pieces = []
        for _ in range(rng.randint(0, 6)):
            kind = rng.random()
            if kind < 0.5:
                pieces.append(rng.choice(STRANGE))
            elif kind < 0.8:
                pieces.append(
                    "".join(chr(rng.randint(0, 0xFFFF)) for _ in range(rng.randint(1, 40)))
                )
            else:
                pieces.append("".join(chr(rng.randint(0x10000, 0x10FFFF)) for _ in range(4)))
        return "".join(pieces)

    def huge_text(self) -> str:
        """Up to 900,000 characters of plain ASCII (one character, one byte, no escapes)."""
        size = self.rng.choice([1_000, 70_000, 300_000, 900_000])
        return self.rng.choice("ax@.-0") * size

    def nested(self) -> str:
        """A placeholder for arrays or objects nested up to 400,000 deep (within the limit)."""
        depth = self.rng.choice([64, 1_000, 10_000, 400_000])
        if self.rng.random() < 0.5:
            text = "[" * depth + "]" * depth
        else:
            text = '{"a":' * depth + "1" + "}" * depth
        return self.splice(text)

    def splice(self, text: str) -> str:
        placeholder = f"@raw{len(self.raw)}@{uuid.uuid4().hex}"
        self.raw[placeholder] = text
        return placeholder

    def value(self, depth: int = 0) -> Any:
        rng = self.rng
        kinds = ["none", "bool", "int", "float", "text", "text", "list", "dict", "huge", "deep"]
        kind = rng.choice(kinds if depth < 3 else kinds[:6])
        if kind == "none":
            return None
        if kind == "bool":
            return rng.random() < 0.5
        if kind == "int":
            return rng.choice([0, -1, 1, 2**31, -(2**63), 2**64 + 1, 10**300])
        if kind == "float":
            return self.splice(
                rng.choice(["NaN", "Infinity", "-Infinity", "1e999", "-0.0", "5e-324"])
            )
        if kind == "text":
            return self.text()
        if kind == "list":
            return [self.value(depth + 1) for _ in range(rng.randint(0, 5))]
        if kind == "dict":
            return {self.text(): self.value(depth + 1) for _ in range(rng.randint(0, 5))}
        if kind == "huge":
            return self.huge_text()
        return self.nested()

    def address(self) -> Any:
        """Something in the e-mail field: an edited address or anything else."""
        if self.rng.random() < 0.5:
            edit = self.rng.choice(ADDRESS_EDITS)
            return edit(f"fuzz.{self.rng.randrange(10**6)}@example.org")
        return self.value()

    def router_data(self) -> Any:
        rng = self.rng
        kind = rng.random()
        if kind < 0.2:
            return self.value()
        fields = {"pathname": "/", "asPath": "/", "query": {}}
        for key in rng.sample(list(fields), rng.randint(1, 3)):
            fields[key] = self.value() if rng.random() < 0.5 else "/" + self.text()
        if kind > 0.7:  # what Reflex fills in itself, claimed by the client
            fields[rng.choice(["session", "headers", "client_token", "page"])] = self.value()
        return fields

    # -- Events --

    def payload(self, name: str) -> Any:
        accepted, required = PUBLIC_EVENTS[name]
        rng = self.rng
        variant = rng.choice(["values", "values", "values", "missing", "extra", "not a dict"])
        if variant == "not a dict":
            return self.value()
        payload = {argument: self.value() for argument in accepted}
        if name == SUBSCRIBE:
            payload["email"] = self.address()
            if rng.random() < 0.5:
                payload["request"] = str(uuid.uuid4())
        elif "form" in accepted and rng.random() < 0.7:
            payload["form"] = {
                field: self.address() if field == "email" else self.value()
                for field in rng.sample(["email", "password", "name", "account_type"], 3)
            }
        if variant == "missing" and payload:
            # A required argument where there is one.
            del payload[rng.choice(sorted(required & payload.keys() or payload))]
        elif variant == "extra":
            payload[rng.choice(["form", "vars", "value", self.text()])] = self.value()
        return payload

    def event(self, name: str) -> Any:
        rng = self.rng
        kind = rng.random()
        event: Any = {"name": name, "payload": self.payload(name)}
        if kind < 0.5:
            event["router_data"] = self.router_data()
        elif kind < 0.6:
            event["name"] = name + rng.choice(["\x00", " ", "\u202e", ".", "\ud800", "_"])
        elif kind < 0.7:
            event.pop("name")
        elif kind < 0.75:
            event["name"] = self.value()
        elif kind < 0.8:
            event = [name, event["payload"]]
        elif kind < 0.85:
            event[self.text()] = self.value()
        return event

    def event_frame(self, name: str) -> str:
        """A socket.io event frame carrying a fuzzed event for handler `name`."""
        for _ in range(10):
            self.raw.clear()
            arguments = ["event", self.event(name)]
            if self.rng.random() < 0.1:
                arguments.append(self.value())  # an extra argument (an acknowledgement id?)
            frame = EVENT + self.render(arguments)
            if len(frame.encode("utf-8", "surrogatepass")) < FRAME_LIMIT:
                return frame
        return EVENT + json.dumps(["event", {"name": name, "payload": "too big"}])

    def render(self, value: Any) -> str:
        text = json.dumps(value)  # ASCII: every surrogate written as a \u escape
        for placeholder, raw in self.raw.items():
            text = text.replace(json.dumps(placeholder), raw)
        return text

    # -- Raw Engine.IO and socket.io frames --

    def raw_frame(self) -> str | bytes:
        rng = self.rng
        valid = EVENT + json.dumps(["event", {"name": SUBSCRIBE, "payload": {}}])
        choices: list[Callable[[], str | bytes]] = [
            lambda: rng.choice(["garbage", "", "9", "4", "5", "6", "7", "8", "1", "2probe", "3"]),
            lambda: valid[: rng.randint(1, len(valid) - 1)],  # cut short
            lambda: rng.choice(["40", "41", "43", "45", "46", "47", "4x"]) + EVENT_PATH + ",",
            lambda: f"43{EVENT_PATH},{rng.randint(-5, 10**20)}[{self.render(self.value())}]",
            lambda: (
                f"451-{EVENT_PATH},"
                + json.dumps(["event", {"_placeholder": True, "num": rng.choice([0, 5, -1])}])
            ),
            lambda: f"42/{self.text()}," + json.dumps(["event", {"name": SUBSCRIBE}]),
            lambda: f"40/{rng.choice(['nope', '', '_event/..', self.text()])},",
            lambda: EVENT + self.render(self.value()),
            lambda: EVENT + json.dumps([self.text(), {"name": SUBSCRIBE}]),
            lambda: EVENT + "[" * rng.choice([1_000, 100_000, 900_000]),
            lambda: EVENT + '["event",' + '{"a":' * 300_000 + "1" + "}" * 300_000 + "]",
            lambda: EVENT + "1" * 500_000,
            lambda: EVENT + '["event", NaN, Infinity]',
            lambda: "42" + self.text(),
            lambda: self.text(),
            lambda: bytes(rng.randrange(256) for _ in range(rng.randint(1, 200))),
            lambda: b"\x04" + bytes(rng.randrange(256) for _ in range(50)),
            lambda: b"\xff" * rng.choice([10, 100_000]),
            lambda: CONNECT,  # a second connect on the same connection
        ]
        for _ in range(10):
            self.raw.clear()
            frame = rng.choice(choices)()
            encoded = frame if isinstance(frame, bytes) else frame.encode("utf-8", "surrogatepass")
            if len(encoded) < FRAME_LIMIT:
                return frame
        return "garbage"


class RawSocket:
    """A socket.io session at /_event written by hand: sends any frame, opens a new
    connection when the server closes this one, and keeps what it receives."""

    def __init__(self, back_end: str, origin: str) -> None:
        address = back_end.replace("http", "ws", 1).rstrip("/")
        self.url = f"{address}{EVENT_PATH}/?EIO=4&transport=websocket"
        self.origin = origin
        self.received: list[str | bytes] = []
        self.connections = 0
        self.closed_by_server = 0
        self._socket: websockets.ClientConnection | None = None
        self._reader: asyncio.Task | None = None

    async def _open(self) -> websockets.ClientConnection:
        socket = await websockets.connect(
            f"{self.url}&token={uuid.uuid4()}",
            origin=websockets.Origin(self.origin),
            compression=None,
            proxy=None,
            max_size=None,
            open_timeout=10,
            close_timeout=2,
        )
        self.connections += 1
        self.received.append(await asyncio.wait_for(socket.recv(), 10))  # Engine.IO open
        await socket.send(CONNECT)
        self.received.append(await asyncio.wait_for(socket.recv(), 10))  # socket.io connect
        self._reader = asyncio.create_task(self._read(socket))
        return socket

    async def _read(self, socket: websockets.ClientConnection) -> None:
        try:
            async for message in socket:
                if message == "2":  # Engine.IO's ping
                    await socket.send("3")
                self.received.append(message)
        except websockets.ConnectionClosed:
            pass

    async def send(self, frame: str | bytes) -> None:
        if self._socket is None or self._socket.close_code is not None:
            if self._socket is not None:
                self.closed_by_server += 1
            self._socket = await self._open()
        if isinstance(frame, str):
            try:
                frame.encode()
            except UnicodeEncodeError:
                # Lone surrogates cannot go in a text frame (UTF-8): their bytes go in a
                # binary one.
                frame = frame.encode("utf-8", "surrogatepass")
        try:
            await self._socket.send(frame)
        except websockets.ConnectionClosed:
            self.closed_by_server += 1
            self._socket = None

    async def close(self) -> None:
        if self._socket is not None:
            await self._socket.close()
        if self._reader is not None:
            await self._reader


def _assert_unharmed(base_url, database_url, before, appended, received, seed) -> None:
    """The server logged no traceback, stored nothing, told nothing, and still serves."""
    back_end = back_end_of(base_url)

    async def subscribe(address: str) -> str:
        async with Visitor(back_end, headers={"Origin": origin_of(base_url)}) as visitor:
            return await visitor.subscribe(address)

    # Still answering (and, by the time a new session's subscription is answered, every
    # fuzzed event sent before has been handled or dropped).
    address = f"after.fuzz.{uuid.uuid4().hex[:8]}@example.org"
    assert run(subscribe(address)) == "subscribed", f"seed {seed}"
    with urllib.request.urlopen(f"{back_end}/ping", timeout=10) as ping:
        assert ping.status == 200
    stored = {s.email for s in subscriptions.every_subscription(database_url)}
    assert stored - before == {address}, f"seed {seed}: stored {sorted(stored - before)[:5]}"
    assert not leaks(received), f"seed {seed}: {leaks(received)[:5]}"
    found = tracebacks(appended())
    assert not found, (
        f"seed {seed}: {len(found)} tracebacks in {SERVER_LOG}, e.g. {sorted(set(found))[:8]}"
    )


def test_fuzzed_events_for_every_public_handler(base_url, database_url, server_log):
    fuzzer = Fuzzer(SEED)
    frames = [fuzzer.event_frame(name) for name in PUBLIC_EVENTS for _ in range(EVENTS_PER_HANDLER)]
    _send_and_check(frames, SEED, base_url, database_url, server_log)


def test_malformed_engine_io_and_socket_io_frames(base_url, database_url, server_log):
    fuzzer = Fuzzer(SEED + 1)
    frames = [fuzzer.raw_frame() for _ in range(RAW_FRAMES)]
    _send_and_check(frames, SEED + 1, base_url, database_url, server_log)


def _send_and_check(frames: list, seed: int, base_url, database_url, server_log) -> None:
    """Send `frames` one after another on one socket.io session (a new one whenever the
    server closes it), then check that the server is unharmed."""
    before = {s.email for s in subscriptions.every_subscription(database_url)}

    async def send_all() -> list:
        socket = RawSocket(back_end_of(base_url), origin_of(base_url))
        for frame in frames:
            await socket.send(frame)
        await asyncio.sleep(1)
        await socket.close()
        return socket.received

    received = run(asyncio.wait_for(send_all(), 60))
    _assert_unharmed(base_url, database_url, before, server_log, received, seed)
