"""The HTTP layer around Reflex's app: what every response of the site goes through.

`rx.App(api_transformer=...)` wraps the whole ASGI app with these; in production
(`reflex run --env prod`, one port) that includes the pre-rendered pages.
"""

from __future__ import annotations

import asyncio
import dataclasses
import hashlib
import logging
import time
from collections.abc import Iterator
from email.utils import formatdate
from mimetypes import guess_type
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

import redis.asyncio
from reflex.utils import prerequisites
from reflex.utils.precompressed_staticfiles import _SUPPORTED_ENCODINGS, _parse_accept_encoding
from reflex_base import constants
from reflex_base.config import get_config
from reflex_base.environment import environment
from starlette.datastructures import Headers
from starlette.middleware.gzip import GZipMiddleware
from starlette.responses import JSONResponse, PlainTextResponse, Response
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from agency_site import public_events, security
from agency_site.services import rate_limit, storage
from agency_site.settings import settings

log = logging.getLogger(__name__)


def pages_directory() -> Path:
    """Where the production build puts the pre-rendered pages (`.web/build/client`)."""
    return (prerequisites.get_web_dir() / constants.Dirs.STATIC).resolve()


# The compressed copies the build writes beside each file, by Content-Encoding, in
# rxconfig's order of preference (frontend_compression_formats), named as Reflex names them.
_SIDECARS = {
    _SUPPORTED_ENCODINGS[name].content_encoding: _SUPPORTED_ENCODINGS[name].suffix
    for name in get_config().frontend_compression_formats
}


NOT_FOUND_PAGE = "/404.html"
# The build's scripts and stylesheets: named by their content's hash, so a name never
# changes content and browsers and CDNs may keep them for good.
HASHED_ASSETS = "/assets/"
IMMUTABLE = "public, max-age=31536000, immutable"
# Pages are asked again every time (an unchanged page costs a 304 through its ETag): after a
# deploy, a page kept from before would ask for hashed assets that no longer exist.
REVALIDATE = "no-cache"
# Files under their own names (images, flags, the site's stylesheet): a short while.
SHORT = "public, max-age=300"
# What the back end generates (its answers, /ping, /_health) is never kept.
NEVER = "no-store"


def cache_control(address: str, media_type: str | None) -> str:
    """How long browsers and CDNs may keep the build's file at `address`."""
    if address.startswith(HASHED_ASSETS):
        return IMMUTABLE
    if media_type == "text/html":
        return REVALIDATE
    return SHORT


def page_policy(body: bytes) -> str:
    """The content policy of a built document: its own inline scripts and no other."""
    if not body.lstrip().lower().startswith((b"<!doctype html", b"<html")):
        return security.content_security_policy()
    scripts = security.inline_script_hashes(body.decode(errors="replace"))
    return security.content_security_policy(tuple(scripts))


@dataclasses.dataclass(frozen=True)
class BuiltFile:
    """One file of the build, ready to send: its body in each encoding the build holds."""

    bodies: dict[str, bytes]  # by Content-Encoding; "" is the file itself
    headers: dict[str, list[tuple[bytes, bytes]]]  # the same keys
    etags: dict[str, str]

    def encoding_for(self, accept_encoding: str | None) -> str:
        """The preferred body the client accepts (br, then gzip, then the file itself)."""
        # Reflex's own parser, the one its static files use (q-values, "*").
        accepted = _parse_accept_encoding(accept_encoding)
        for encoding in _SIDECARS:
            if encoding in self.bodies and accepted.get(encoding, accepted.get("*", 0)) > 0:
                return encoding
        return ""

    @classmethod
    def read(cls, file: Path, address: str) -> BuiltFile:
        bodies = {"": file.read_bytes()}
        for encoding, suffix in _SIDECARS.items():
            sidecar = file.with_name(file.name + suffix)
            if sidecar.is_file():
                bodies[encoding] = sidecar.read_bytes()
        etags = {
            e: f'"{hashlib.blake2b(b, digest_size=12).hexdigest()}"' for e, b in bodies.items()
        }
        media_type = "text/javascript" if file.suffix in (".js", ".mjs") else guess_type(file)[0]
        last_modified = formatdate(file.stat().st_mtime, usegmt=True)
        common = {"cache-control": cache_control(address, media_type)}
        if media_type and security.is_document(media_type):
            common["content-security-policy"] = page_policy(bodies[""])
        headers = {}
        for encoding, body in bodies.items():
            extra = {**common, "etag": etags[encoding], "last-modified": last_modified}
            if len(bodies) > 1:
                extra["vary"] = "Accept-Encoding"
            if encoding:
                extra["content-encoding"] = encoding
            # Starlette's Response sets the content type (with its charset) and length.
            headers[encoding] = Response(body, media_type=media_type, headers=extra).raw_headers
        return cls(bodies, headers, etags)


class BuildInMemory:
    """Serves the production build's pages and assets from memory.

    The build does not change while the server runs, yet Reflex's static files stat and
    read each file through the thread pool on every request; under the load script's 500
    visitors those were the slowest responses, and they held up the socket events too.
    Every file is read once at start, with the brotli and gzip copies the build writes.

    A page is served at its own address: /about from about/index.html. Reflex would answer
    /about with a 307 to /about/, a round trip a phone pays before anything paints, and the
    site links to /about (canonical, sitemap).

    Everything else passes through to Reflex: the back end's endpoints, the not-found page,
    other methods, and files too big to keep.
    """

    MAX_FILE_BYTES = 2_000_000

    def __init__(self, app: ASGIApp, directory: Path):
        self.app = app
        self.files = dict(self._addresses(directory))
        # Reflex answers unknown paths with the build's not-found page: its own policy.
        not_found = self.files.get(NOT_FOUND_PAGE)
        self.not_found_policy = not_found and dict(not_found.headers[""]).get(_CSP)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        built = None
        if scope["type"] == "http" and scope["method"] in ("GET", "HEAD"):
            built = self.files.get(scope["path"])
        if built is None:
            await self.app(scope, receive, self._with_not_found_policy(send))
            return
        request = Headers(scope=scope)
        encoding = built.encoding_for(request.get("accept-encoding"))
        status, body, headers = 200, built.bodies[encoding], built.headers[encoding]
        if built.etags[encoding] in request.get("if-none-match", ""):
            status, body = 304, b""
            headers = [h for h in headers if h[0] != b"content-length"]
        if scope["method"] == "HEAD":
            body = b""
        await send({"type": "http.response.start", "status": status, "headers": headers})
        await send({"type": "http.response.body", "body": body})

    def _with_not_found_policy(self, send: Send) -> Send:
        if not self.not_found_policy:
            return send

        async def send_with_policy(message: Message) -> None:
            if message["type"] == "http.response.start" and message["status"] == 404:
                headers = message.get("headers", [])
                if _is_document(headers) and not _has(headers, _CSP):
                    message = {**message, "headers": [*headers, (_CSP, self.not_found_policy)]}
            await send(message)

        return send_with_policy

    @classmethod
    def _addresses(cls, directory: Path) -> Iterator[tuple[str, BuiltFile]]:
        """Each file at its path, and each index.html at its folder's too (with and
        without the trailing slash)."""
        for file in sorted(directory.rglob("*")):
            if (
                not file.is_file()
                or file.suffix in _SIDECARS.values()  # sent in place of their file, not alone
                or file.stat().st_size > cls.MAX_FILE_BYTES
            ):
                continue
            address = "/" + file.relative_to(directory).as_posix()
            built = BuiltFile.read(file, address)
            yield address, built
            if file.name == "index.html":
                folder = address.removesuffix("index.html")
                yield folder, built
                if folder != "/":
                    yield folder.removesuffix("/"), built


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
        document = _is_document(headers)
        added = []
        if document and not _has(headers, _CSP):
            added.append((_CSP, self.document_policy))
        if not _has(headers, b"cache-control"):
            added.append((b"cache-control", (REVALIDATE if document else NEVER).encode()))
        return [_relative_location(h) for h in headers] + added


_CSP = b"content-security-policy"


def _has(headers: list[tuple[bytes, bytes]], name: bytes) -> bool:
    return any(key == name for key, _ in headers)


def _is_document(headers: list[tuple[bytes, bytes]]) -> bool:
    content_type = next((value for key, value in headers if key == b"content-type"), b"")
    return security.is_document(content_type.decode("latin-1"))


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


class EventFrames:
    """Checks every frame of the event websocket before Engine.IO reads it.

    A frame that is malformed or carries an event the site does not take
    (public_events.frame_refusal) is dropped; after a few, the connection is closed. Each
    connection that sent any leaves one short line in the log, with the count, never the
    content, and at most a few lines a minute per client address.
    """

    def __init__(self, app: ASGIApp):
        self.app = app
        self.log_lines = rate_limit.MemoryLimiter(limit=5, window=60)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "websocket" or not security.is_back_end_path(scope["path"]):
            await self.app(scope, receive, send)
            return
        refused = 0
        closed = False

        async def checked_receive() -> Message:
            nonlocal refused, closed
            while True:
                message = await receive()
                if message["type"] != "websocket.receive":
                    return message
                frame = message.get("text")
                if frame is None:
                    frame = message.get("bytes")
                if public_events.frame_refusal(frame) is None:
                    return message
                refused += 1
                if refused >= public_events.OFFENCES_BEFORE_CLOSING:
                    closed = True
                    await send({"type": "websocket.close", "code": 1008})
                    return {"type": "websocket.disconnect", "code": 1008}

        async def send_until_closed(message: Message) -> None:
            if not closed:
                await send(message)

        try:
            await self.app(scope, checked_receive, send_until_closed)
        finally:
            if refused:
                self._log(scope, refused, closed)

    def _log(self, scope: Scope, refused: int, closed: bool) -> None:
        client = (scope.get("client") or ("unknown",))[0]
        if self.log_lines.allow_at(rate_limit.network_of(client), time.monotonic()):
            action = "closed" if closed else "ended"
            log.warning("event websocket from %s %s: %d refused frames", client, action, refused)


class Health:
    """`/_health` for the site's own services: the subscribers' database (which Reflex's
    check does not know) and Redis when configured; 503 while any is down."""

    PATH = f"/{constants.Endpoint.HEALTH.value}"

    def __init__(self, app: ASGIApp):
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["path"] != self.PATH:
            await self.app(scope, receive, send)
            return
        checks = {"db": await asyncio.to_thread(storage.database().healthy)}
        if settings.redis_url:
            checks["redis"] = await _redis_answers(settings.redis_url)
        healthy = all(checks.values())
        response = JSONResponse({"status": healthy, **checks}, status_code=200 if healthy else 503)
        await response(scope, receive, send)


async def _redis_answers(url: str) -> bool:
    client = redis.asyncio.Redis.from_url(url, socket_timeout=2, socket_connect_timeout=2)
    try:
        return bool(await client.ping())
    except Exception:
        return False
    finally:
        await client.aclose()


def site_server(app: ASGIApp) -> ASGIApp:
    """Reflex's ASGI app as the site serves it."""
    # The build's files are compressed already (it writes brotli and gzip copies); this
    # compresses what the back end generates (JSON, the not-found page).
    app = GZipMiddleware(Health(app))
    production = environment.REFLEX_ENV_MODE.get() == constants.Env.PROD
    if production and environment.REFLEX_MOUNT_FRONTEND_COMPILED_APP.get():
        # Production on one port: the back end serves the build, which stays as it is.
        app = BuildInMemory(app, pages_directory())
    return ResponseHeaders(EventFrames(OwnOriginsOnly(app)))
