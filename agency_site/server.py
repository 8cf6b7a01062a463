"""The HTTP layer around Reflex's app: what every response of the site goes through.

`rx.App(api_transformer=...)` wraps the whole ASGI app with these; in production
(`reflex run --env prod`, one port) that includes the pre-rendered pages.
"""

from __future__ import annotations

from pathlib import Path

from reflex.utils import prerequisites
from reflex_base import constants
from starlette.middleware.gzip import GZipMiddleware
from starlette.types import ASGIApp, Receive, Scope, Send


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


def site_server(app: ASGIApp) -> ASGIApp:
    """Reflex's ASGI app as the site serves it."""
    # The pre-rendered files arrive compressed already (the build writes brotli and gzip
    # copies);
    # this compresses what the back end generates (JSON, uploads' listings, errors).
    return GZipMiddleware(FinalUrls(app))
