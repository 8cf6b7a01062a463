"""The HTTP layer around Reflex's app: what every response of the site goes through.

`rx.App(api_transformer=...)` wraps the whole ASGI app with these; in production
(`reflex run --env prod`, one port) that includes the pre-rendered pages.
"""

from __future__ import annotations

import abc
import asyncio
import collections
import logging
import re
import time
from collections.abc import Iterable
from urllib.parse import parse_qs, urlencode, urlsplit, urlunsplit

import redis.asyncio
from reflex import constants
from starlette.datastructures import Headers
from starlette.middleware.gzip import GZipMiddleware
from starlette.responses import JSONResponse, PlainTextResponse, RedirectResponse, Response
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from agency_site import routes
from agency_site.backend import rate_limit, storage, subscriptions
from agency_site.i18n import SOURCE_LANGUAGE
from agency_site.mail.tokens import Purpose
from agency_site.pages.subscription.state import look_up
from agency_site.platform import event_guard, public_events, security
from agency_site.platform.build_in_memory import (
    CSP,
    NEVER,
    REVALIDATE,
    BuildInMemory,
    dated_files_only,
    has_header,
    is_document_response,
    pages_directory,
)
from agency_site.platform.reflex_internals import environment
from agency_site.settings import settings

log = logging.getLogger(__name__)


class ResponseHeaders:
    """What every response of the site carries, pages, files and the back end's answers:

    - the security headers (security.response_headers), and a content policy on every
      document (HTML, SVG) that has none yet, one that allows no inline script;
    - a Cache-Control: the build's files set their own (cache_control), documents are
      revalidated, anything else the back end generates is never stored;
    - redirects to a path, never to the `Host` the request named (Starlette's static
      files redirect `/assets/..` to `http://<Host>/`).
    """

    def __init__(self, app: ASGIApp):
        self.app = app
        # Built once: they are the same for every response.
        self.over_https = security.response_headers(https=True)
        self.over_http = security.response_headers(https=False)
        self.replaced = {name for name, _ in self.over_https}
        self.document_policy = security.content_security_policy().encode()

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        https = scope["scheme"] == "https" or _PUBLIC_ADDRESS_IS_HTTPS
        extra = self.over_https if https else self.over_http

        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = [h for h in message.get("headers", []) if h[0] not in self.replaced]
                message = {**message, "headers": self._completed(headers) + extra}
            await send(message)

        await self.app(scope, receive, send_with_headers)

    def _completed(self, headers: list[tuple[bytes, bytes]]) -> list[tuple[bytes, bytes]]:
        document = is_document_response(headers)
        added = []
        if document and not has_header(headers, CSP):
            added.append((CSP, self.document_policy))
        if not has_header(headers, b"cache-control"):
            added.append((b"cache-control", (REVALIDATE if document else NEVER).encode()))
        return [_relative_location(h) for h in headers] + added


def _relative_location(header: tuple[bytes, bytes]) -> tuple[bytes, bytes]:
    """A `Location` without scheme and host: the browser stays where it is."""
    name, value = header
    if name != b"location":
        return header
    parts = urlsplit(value.decode("latin-1"))
    # "//evil.example/x" would leave the site: keep one leading slash.
    path = "/" + parts.path.lstrip("/")
    return name, urlunsplit(("", "", path, parts.query, parts.fragment)).encode("latin-1")


# Behind a proxy that terminates TLS the request arrives as plain HTTP, yet visitors use
# the site's public HTTPS address.
_PUBLIC_ADDRESS_IS_HTTPS = settings.site_url.scheme == "https"


class OwnOriginsOnly:
    """Refuses calls to the back end's endpoints sent from another site's pages.

    Browsers send `Origin` with every cross-origin request and every websocket handshake,
    so a page elsewhere cannot use a visitor's browser to reach the back end. A page of
    this site is always let through, at whatever address it was served from: its origin
    is the one the request was addressed to (security.origin_allowed). Pages and files
    need no check at all (browsers send `Origin` with every module script too).
    """

    def __init__(self, app: ASGIApp):
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "lifespan" or not security.is_back_end_path(scope["path"]):
            await self.app(scope, receive, send)
            return
        origin = Headers(scope=scope).get("origin")
        if origin is None or security.origin_allowed(origin, scope):
            await self.app(scope, receive, send)
            return
        log.warning("refused a %s request from origin %.100r", scope["type"], origin)
        if scope["type"] == "websocket":
            # Closing before accepting answers the handshake with 403.
            await send({"type": "websocket.close", "code": 1008})
            return
        await PlainTextResponse("Forbidden origin", status_code=403)(scope, receive, send)


# Reflex's session token as its front end makes one (a UUID). Reflex logs every event of a
# socket without a token whole, so such a socket is refused at the handshake.
SESSION_TOKEN = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")


def _query_token(scope: Scope) -> str:
    """The `token` in a request's query string, or ""."""
    return parse_qs(scope.get("query_string", b"").decode("latin-1")).get("token", [""])[0]


class EventFrames:
    """Refuses event websockets without a session token, limits new ones per address, and
    checks every frame before Engine.IO reads it, at a pace per network address.

    A network address opening more than settings.event_sessions_per_address_per_minute
    connections, or holding settings.event_sockets_per_address open on this worker, is
    refused at the handshake, before Engine.IO and Reflex spend anything on a session. The
    sockets of one address share its pace (settings.event_frames_per_second after a burst of
    settings.event_frame_burst): more sockets buy no more events. A frame that is malformed or
    carries an event the site does not take
    (public_events.frame_refusal) is dropped; after a few, the connection is closed. Each
    connection that sent any leaves one short line in the log, with the count, never the
    content, and at most a few lines a minute per client address.
    """

    def __init__(self, app: ASGIApp):
        self.app = app
        self.log_lines = rate_limit.MemoryLimiter(limit=5, window=60)
        # Event sockets open on this worker, per network address.
        self.open_sockets: collections.Counter[str] = collections.Counter()
        # Each address's pace, the most recently used last (_pace_of).
        self.paces: collections.OrderedDict[str, rate_limit.Pace] = collections.OrderedDict()
        # The pace and the cap of open sockets hold in production only: two fresh-clone runs
        # with them on the dev server saw it stop answering for minutes (not reproduced
        # here; the cause was not found).
        self.production = environment.REFLEX_ENV_MODE.get() == constants.Env.PROD
        self.limited = self.production
        # In Redis when configured: the workers behind one proxy share the count.
        per_minute = settings.event_sessions_per_address_per_minute
        self.sessions: rate_limit.Limiter = (
            rate_limit.RedisLimiter(settings.redis_url, per_minute, 60, prefix="event-sessions")
            if settings.redis_url
            else rate_limit.MemoryLimiter(limit=per_minute, window=60)
        )

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "websocket" or not security.is_back_end_path(scope["path"]):
            await self.app(scope, receive, send)
            return
        client = security.client_address(scope)
        network = rate_limit.network_of(client)
        if not SESSION_TOKEN.fullmatch(_query_token(scope)):
            refusal = "no session token"
        elif self.limited and self.open_sockets[network] >= settings.event_sockets_per_address:
            refusal = "too many open sockets"
        elif rate_limit.address_limited(client) and not await self._session_allowed(network):
            refusal = "too many sessions"
        else:
            refusal = None
        if refusal:
            # Closing before accepting answers the handshake with 403.
            await send({"type": "websocket.close", "code": 1008})
            if self.log_lines.allow_at(network, time.monotonic()):
                log.warning("refused an event websocket from %s: %s", network, refusal)
            return
        refused = 0
        closed = False
        limited = self.limited
        explain = not self.production

        async def checked_receive() -> Message:
            nonlocal refused, closed
            while True:
                message = await receive()
                if message["type"] != "websocket.receive":
                    return message
                # Engine.IO hands each frame to a task of its own: read no faster than the
                # pace, and a flood waits in the client's socket, not in the worker.
                now = time.monotonic()
                if limited and (delay := self._pace_of(network, now).delay_at(now)):
                    await asyncio.sleep(delay)
                frame = message.get("text")
                if frame is None:
                    frame = message.get("bytes")
                if public_events.frame_refusal(frame) is None:
                    return message
                refused += 1
                if explain and (line := event_guard.frame_explanation(frame)):
                    # Development: the developer sees why at once, in the terminal and in
                    # the page's console (production logs the count as the socket ends).
                    log.warning("%s", line)
                    await send({"type": "websocket.send", "text": event_guard.console_frame(line)})
                if refused >= public_events.OFFENCES_BEFORE_CLOSING:
                    closed = True
                    await send({"type": "websocket.close", "code": 1008})
                    return {"type": "websocket.disconnect", "code": 1008}

        async def send_until_closed(message: Message) -> None:
            if not closed:
                await send(message)

        self.open_sockets[network] += 1
        try:
            await self.app(scope, checked_receive, send_until_closed)
        finally:
            self.open_sockets[network] -= 1
            if not self.open_sockets[network]:
                del self.open_sockets[network]
            if refused:
                self._log(scope, refused, closed)

    def _pace_of(self, network: str, now: float) -> rate_limit.Pace:
        """The address's pace, moved to the end; the paces before it that have refilled are
        dropped (a new one is the same), so only the recently busy addresses are kept."""
        pace = self.paces.pop(network, None) or rate_limit.Pace(
            settings.event_frames_per_second, settings.event_frame_burst
        )
        while self.paces and next(iter(self.paces.values())).is_full_at(now):
            self.paces.popitem(last=False)
        self.paces[network] = pace
        return pace

    async def _session_allowed(self, network: str) -> bool:
        try:
            return await self.sessions.allow(network)
        except Exception:
            # Redis is down: the visitors' state is out of reach too, and each page must be
            # able to reconnect as soon as it is back; the address is not counted meanwhile.
            if self.log_lines.allow_at(network, time.monotonic()):
                log.warning("could not count the event sessions of %s", network, exc_info=True)
            return True

    def _log(self, scope: Scope, refused: int, closed: bool) -> None:
        client = security.client_address(scope)
        if self.log_lines.allow_at(rate_limit.network_of(client), time.monotonic()):
            action = "closed" if closed else "ended"
            log.warning("event websocket from %s %s: %d refused frames", client, action, refused)


class _Endpoint(abc.ABC):
    """Answers the HTTP requests for its PATH itself and passes everything else on."""

    PATH: str

    def __init__(self, app: ASGIApp):
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["path"] != self.PATH:
            await self.app(scope, receive, send)
            return
        response = await self.answer(scope, receive)
        await response(scope, receive, send)

    @abc.abstractmethod
    async def answer(self, scope: Scope, receive: Receive) -> Response:
        """The response to a request for PATH."""


class Health(_Endpoint):
    """`/_health` for the site's own services: the subscribers' database (which Reflex's
    check does not know) and Redis when configured; 503 while any is down. GET and HEAD
    only; however often it is asked, the services are checked at most once every FRESH_S
    (callers meanwhile get the last answer), over this worker's one Redis client."""

    PATH = f"/{constants.Endpoint.HEALTH.value}"
    FRESH_S = 1.0

    def __init__(self, app: ASGIApp):
        super().__init__(app)
        self._checking = asyncio.Lock()
        self._last: tuple[float, dict[str, bool]] | None = None
        self._redis: redis.asyncio.Redis | None = None

    async def answer(self, scope: Scope, receive: Receive) -> Response:
        if scope["method"] not in ("GET", "HEAD"):
            return PlainTextResponse("Method not allowed", 405, headers={"Allow": "GET, HEAD"})
        async with self._checking:
            if self._last is None or time.monotonic() - self._last[0] >= self.FRESH_S:
                self._last = (time.monotonic(), await self._check())
            checks = self._last[1]
        healthy = all(checks.values())
        return JSONResponse({"status": healthy, **checks}, status_code=200 if healthy else 503)

    async def _check(self) -> dict[str, bool]:
        checks = {"db": await asyncio.to_thread(storage.database().healthy)}
        if settings.redis_url:
            # Its pool keeps the connection between checks.
            self._redis = self._redis or redis.asyncio.Redis.from_url(
                settings.redis_url, socket_timeout=2, socket_connect_timeout=2
            )
            checks["redis"] = await _answers(self._redis)
        return checks


class OneClickUnsubscribe(_Endpoint):
    """The address in every mail's List-Unsubscribe header (routes.ONE_CLICK_UNSUBSCRIBE):
    a POST with the body `List-Unsubscribe=One-Click` (RFC 8058, sent by the mail app)
    ends the subscription its token names at once; a GET (a person following the link)
    is sent on to the unsubscribe page in the subscriber's language, which asks first."""

    PATH = routes.ONE_CLICK_UNSUBSCRIBE
    # The form body RFC 8058 prescribes; anything much longer is not it.
    BODY_LIMIT = 1024

    async def answer(self, scope: Scope, receive: Receive) -> Response:
        token = _query_token(scope)
        found, status = await asyncio.to_thread(look_up, Purpose.UNSUBSCRIBE, token)
        if scope["method"] in ("GET", "HEAD"):
            language = found.language if found is not None else SOURCE_LANGUAGE
            page = routes.page_url(language, routes.UNSUBSCRIBE)
            return RedirectResponse(f"{page}?{urlencode({'token': token})}", 303)
        if scope["method"] != "POST":
            return PlainTextResponse("Method not allowed", 405)
        if await _body(receive, self.BODY_LIMIT) != b"List-Unsubscribe=One-Click":
            return PlainTextResponse("Expected List-Unsubscribe=One-Click", 400)
        if found is None:
            return PlainTextResponse(f"Link {status}: nothing was changed", 400)
        await asyncio.to_thread(subscriptions.unsubscribe, found.id, found.nonce)
        return PlainTextResponse("Unsubscribed")


async def _body(receive: Receive, limit: int) -> bytes | None:
    """The request's body, or None past `limit` bytes."""
    body = b""
    while True:
        message = await receive()
        body += message.get("body", b"")
        if len(body) > limit:
            return None
        if not message.get("more_body"):
            return body.strip()


async def _answers(client: redis.asyncio.Redis) -> bool:
    try:
        return bool(await client.ping())
    except Exception:
        return False


def site_server(app: ASGIApp, redirects: Iterable[tuple[re.Pattern[str], str]] = ()) -> ASGIApp:
    """Reflex's ASGI app as the site serves it; `redirects`: routes.redirects of the route
    table, answered before any page."""
    # The build's files are compressed already (it writes brotli and gzip copies); this
    # compresses what the back end generates (JSON, the not-found page).
    app = GZipMiddleware(Health(OneClickUnsubscribe(app)))
    production = environment.REFLEX_ENV_MODE.get() == constants.Env.PROD
    if production and environment.REFLEX_MOUNT_FRONTEND_COMPILED_APP.get():
        # Production on one port: the back end serves the build, which stays as it is.
        app = BuildInMemory(app, pages_directory(), redirects)
    elif production:
        app = dated_files_only(app)
    return ResponseHeaders(EventFrames(OwnOriginsOnly(app)))
