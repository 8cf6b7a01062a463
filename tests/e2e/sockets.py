"""A visitor's connection to the back end without a browser: a real socket.io client
(python-socketio) that sends Reflex events the way the site's front end does, or anything
else a script might send."""

from __future__ import annotations

import asyncio
import concurrent.futures
import json
import urllib.request
import uuid
from collections.abc import Coroutine
from typing import Any

import aiohttp
import socketio

# Reflex's wire names, as the browser sends them (tests/unit/test_load_script.py checks them
# against the app). Events are served at this path, as the socket.io namespace of the
# same name.
EVENT_PATH = "/_event"
NEWSLETTER_STATE = "reflex___state____state.agency_site___layout___newsletter____newsletter_state"
SUBSCRIBE = f"{NEWSLETTER_STATE}.subscribe"
# Reflex's own handler of a browser's error report.
REPORT = "reflex___state____state.reflex___state____frontend_event_exception_state.handle_frontend_exception"
OUTCOME_VAR = "outcome_rx_state_"
# How the event guard's line for a developer starts (event_guard.EXPLANATION_START).
GUARD_LINE = "Event guard refused"


def back_end_of(base_url: str) -> str:
    """The back end's address, as the front end at `base_url` learns it (env.json)."""
    with urllib.request.urlopen(f"{base_url}/env.json", timeout=10) as response:
        ping = json.load(response)["PING"]
    return ping.removesuffix("/ping")


def run(coroutine: Coroutine) -> Any:
    """Run `coroutine` to the end on an event loop of its own (Playwright's sync API holds
    the test thread's loop)."""
    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, coroutine).result()


def connects(back_end: str, origin: str) -> bool:
    """Whether a socket.io client sending `origin` (as browsers do) gets a connection."""

    async def attempt() -> bool:
        try:
            async with Visitor(back_end, headers={"Origin": origin}) as visitor:
                return visitor.client.connected
        except socketio.exceptions.ConnectionError:
            return False

    return run(attempt())


def event(name: str, payload: Any, path: str = "/") -> dict:
    return {"name": name, "payload": payload, "router_data": {"pathname": path, "query": {}}}


class Visitor:
    """One socket.io session with a token of its own; keeps every message it receives."""

    def __init__(self, back_end: str, headers: dict | None = None):
        self.back_end = back_end
        self.headers = headers or {}
        self.token = str(uuid.uuid4())
        self.received: list[Any] = []
        self.client: socketio.AsyncClient | None = None

    async def _keep(self, _name: str, data: Any) -> None:
        self.received.append(data)

    async def __aenter__(self) -> Visitor:
        # A session of our own, closed on leaving: the client leaves its default one open.
        self.http = aiohttp.ClientSession()
        self.client = socketio.AsyncClient(reconnection=False, http_session=self.http)
        self.client.on("*", self._keep, namespace=EVENT_PATH)
        try:
            await self.client.connect(
                f"{self.back_end}?token={self.token}",
                socketio_path=EVENT_PATH,
                namespaces=[EVENT_PATH],
                transports=["websocket"],
                headers=self.headers,
                wait_timeout=10,
            )
        except BaseException:
            await self.http.close()
            raise
        return self

    async def __aexit__(self, *_exception) -> None:
        await self.client.disconnect()
        await self.http.close()

    async def send(self, data: Any) -> None:
        await self.client.emit("event", data, namespace=EVENT_PATH)

    async def subscribe(self, address: Any, timeout: float = 20) -> str:
        """Subscribe `address` as the pop-up does; the final status the back end answers."""
        request = str(uuid.uuid4())
        await self.send(event(SUBSCRIBE, {"email": address, "request": request}))
        deadline = asyncio.get_running_loop().time() + timeout
        while asyncio.get_running_loop().time() < deadline:
            for message in self.received:
                outcome = self._outcome(message)
                if outcome.get("request") == request and outcome.get("status") != "received":
                    return outcome["status"]
            await asyncio.sleep(0.05)
        raise TimeoutError(f"no answer to the subscription of {address!r}")

    @staticmethod
    def _outcome(message: Any) -> dict:
        if not isinstance(message, dict):
            return {}
        return message.get("delta", {}).get(NEWSLETTER_STATE, {}).get(OUTCOME_VAR, {})


def leaks(messages: list) -> list[str]:
    """Messages that tell the sender about an error (Reflex's toast or alert carries one),
    each cut to 300 characters for the report. The dev server's line for a developer about a
    refused event (event_guard.console_frame, development only) is meant, not a leak."""
    words = ("Traceback", "Error", "error occurred", "_call_function", "window.alert")
    return [
        str(m)[:300]
        for m in messages
        if any(word in str(m) for word in words) and GUARD_LINE not in str(m)
    ]
