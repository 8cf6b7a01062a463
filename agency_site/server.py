"""The HTTP layer around Reflex's app: what every response of the site goes through.

`rx.App(api_transformer=...)` wraps the whole ASGI app with these; in production
(`reflex run --env prod`, one port) that includes the pre-rendered pages.
"""

from __future__ import annotations

import dataclasses
import hashlib
import logging
from collections.abc import Iterator
from email.utils import formatdate
from mimetypes import guess_type
from pathlib import Path

from reflex.utils import prerequisites
from reflex.utils.precompressed_staticfiles import _SUPPORTED_ENCODINGS, _parse_accept_encoding
from reflex_base import constants
from reflex_base.config import get_config
from reflex_base.environment import environment
from starlette.datastructures import Headers
from starlette.middleware.gzip import GZipMiddleware
from starlette.responses import PlainTextResponse, Response
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from agency_site import security
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
    def read(cls, file: Path) -> BuiltFile:
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
        headers = {}
        for encoding, body in bodies.items():
            extra = {"etag": etags[encoding], "last-modified": last_modified}
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

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        built = None
        if scope["type"] == "http" and scope["method"] in ("GET", "HEAD"):
            built = self.files.get(scope["path"])
        if built is None:
            await self.app(scope, receive, send)
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
            built = BuiltFile.read(file)
            address = "/" + file.relative_to(directory).as_posix()
            yield address, built
            if file.name == "index.html":
                folder = address.removesuffix("index.html")
                yield folder, built
                if folder != "/":
                    yield folder.removesuffix("/"), built


class SecurityHeaders:
    """Adds the site's security headers (security.response_headers) to every response:
    pages, files, the not-found page, the back end's endpoints."""

    def __init__(self, app: ASGIApp):
        self.app = app
        # Built once: they are the same for every response.
        self.over_https = security.response_headers(https=True)
        self.over_http = security.response_headers(https=False)
        self.replaced = {name for name, _ in self.over_https}

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        https = scope["scheme"] == "https" or _PUBLIC_ADDRESS_IS_HTTPS
        extra = self.over_https if https else self.over_http

        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = [h for h in message.get("headers", []) if h[0] not in self.replaced]
                message = {**message, "headers": headers + extra}
            await send(message)

        await self.app(scope, receive, send_with_headers)


# Behind a proxy that terminates TLS the request arrives as plain HTTP, yet visitors use
# the site's public HTTPS address.
_PUBLIC_ADDRESS_IS_HTTPS = settings.site_url.scheme == "https"


class OwnOriginsOnly:
    """Refuses HTTP requests and websocket connections sent from another site's pages.

    Browsers send `Origin` with every cross-origin request and every websocket handshake,
    so a page elsewhere cannot use a visitor's browser to reach the back end. Requests
    without it (a visitor opening a page, scripts and tools) pass.
    """

    def __init__(self, app: ASGIApp):
        self.app = app
        self.origins = security.allowed_origins()

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        origin = Headers(scope=scope).get("origin") if scope["type"] != "lifespan" else None
        if origin is None or origin.lower() in self.origins:
            await self.app(scope, receive, send)
            return
        log.warning("refused a %s request from origin %.100r", scope["type"], origin)
        if scope["type"] == "websocket":
            # Closing before accepting answers the handshake with 403.
            await send({"type": "websocket.close", "code": 1008})
            return
        await PlainTextResponse("Forbidden origin", status_code=403)(scope, receive, send)


def site_server(app: ASGIApp) -> ASGIApp:
    """Reflex's ASGI app as the site serves it."""
    # The build's files are compressed already (it writes brotli and gzip copies); this
    # compresses what the back end generates (JSON, the not-found page).
    app = GZipMiddleware(app)
    production = environment.REFLEX_ENV_MODE.get() == constants.Env.PROD
    if production and environment.REFLEX_MOUNT_FRONTEND_COMPILED_APP.get():
        # Production on one port: the back end serves the build, which stays as it is.
        app = BuildInMemory(app, pages_directory())
    return SecurityHeaders(OwnOriginsOnly(app))
