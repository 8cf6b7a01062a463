"""The HTTP layer around Reflex's app: what every response of the site goes through.

`rx.App(api_transformer=...)` wraps the whole ASGI app with these; in production
(`reflex run --env prod`, one port) that includes the pre-rendered pages.
"""

from __future__ import annotations

import logging
from pathlib import Path

from reflex.utils import prerequisites
from reflex_base import constants
from starlette.datastructures import Headers
from starlette.middleware.gzip import GZipMiddleware
from starlette.responses import PlainTextResponse
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from agency_site import security
from agency_site.settings import settings

log = logging.getLogger(__name__)


def pages_directory() -> Path:
    """Where the production build puts the pre-rendered pages (`.web/build/client`)."""
    return (prerequisites.get_web_dir() / constants.Dirs.STATIC).resolve()


class FinalUrls:
    """Serves a page at its own address: /about from about/index.html.

    Reflex's static server answers /about with a 307 to /about/, a round trip a phone pays
    before anything paints. The site links to /about (canonical, sitemap), so the page is
    served there directly. Paths without a pre-rendered page pass through unchanged.
    """

    def __init__(self, app: ASGIApp):
        self.app = app
        self.pages = pages_directory()

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http" and self._is_page_directory(scope["path"]):
            directory = scope["path"] + "/"
            scope = {**scope, "path": directory, "raw_path": directory.encode()}
        await self.app(scope, receive, send)

    def _is_page_directory(self, path: str) -> bool:
        if path.endswith("/") or "." in path.rsplit("/", 1)[-1]:
            return False
        index = (self.pages / path.lstrip("/") / "index.html").resolve()
        return index.is_relative_to(self.pages) and index.is_file()


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
    # The pre-rendered files arrive compressed already (the build writes brotli and gzip
    # copies); this compresses what the back end generates (JSON, errors).
    return SecurityHeaders(OwnOriginsOnly(GZipMiddleware(FinalUrls(app))))
