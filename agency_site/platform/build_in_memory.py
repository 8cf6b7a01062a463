"""The production build served from memory (issue 8's load work): every page and asset is
read once at start, with the brotli and gzip copies the build writes, and sent without a
stat or a read per request. Also what each built file may be cached for.
"""

from __future__ import annotations

import dataclasses
import datetime
import gzip
import hashlib
import logging
import re
import time
from collections.abc import Iterable, Iterator
from email.utils import formatdate
from mimetypes import guess_type
from pathlib import Path

from reflex import constants
from reflex.config import get_config
from starlette.datastructures import Headers
from starlette.responses import RedirectResponse, Response
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from agency_site import clock, routes
from agency_site.i18n import SOURCE_LANGUAGE
from agency_site.platform import security
from agency_site.platform.reflex_internals import (
    SUPPORTED_ENCODINGS,
    parse_accept_encoding,
    prerequisites,
)
from agency_site.routes import language_of_path

CSP = b"content-security-policy"


def has_header(headers: list[tuple[bytes, bytes]], name: bytes) -> bool:
    return any(key == name for key, _ in headers)


def is_document_response(headers: list[tuple[bytes, bytes]]) -> bool:
    content_type = next((value for key, value in headers if key == b"content-type"), b"")
    return security.is_document(content_type.decode("latin-1"))


def pages_directory() -> Path:
    """Where the production build puts the pre-rendered pages (`.web/build/client`)."""
    return (prerequisites.get_web_dir() / constants.Dirs.STATIC).resolve()


# The compressed copies the build writes beside each file, by Content-Encoding, in
# rxconfig's order of preference (frontend_compression_formats), named as Reflex names them.
SIDECARS = {
    SUPPORTED_ENCODINGS[name].content_encoding: SUPPORTED_ENCODINGS[name].suffix
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


# Media types Python's mimetypes does not tell from the last suffix (it says application/xml):
# the feeds (agency_site/feeds.py), as their <link> elements announce them.
MEDIA_TYPES_BY_SUFFIXES = {
    ".atom.xml": "application/atom+xml",
    ".rss.xml": "application/rss+xml",
}


def media_type_of(file: Path) -> str | None:
    """The Content-Type of a built file (without its charset, which Starlette adds)."""
    if file.suffix in (".js", ".mjs"):
        return "text/javascript"
    suffixes = "".join(file.suffixes[-2:])
    return MEDIA_TYPES_BY_SUFFIXES.get(suffixes) or guess_type(file)[0]


def served_at(directory: Path, file: Path) -> list[str]:
    """The addresses of a built file: its path, and an index.html's folder too (with and
    without the trailing slash)."""
    address = "/" + file.relative_to(directory).as_posix()
    if file.name != "index.html":
        return [address]
    folder = address.removesuffix("index.html")
    return [address, folder] + ([folder.removesuffix("/")] if folder != "/" else [])


def cache_control(address: str, media_type: str | None) -> str:
    """How long browsers and CDNs may keep the build's file at `address`."""
    if address.startswith(HASHED_ASSETS):
        return IMMUTABLE
    if media_type == "text/html":
        return REVALIDATE
    return SHORT


def page_policy(body: bytes, api_url: str | None = None) -> str:
    """The content policy of a built document: its own inline scripts and no other."""
    if not body.lstrip().lower().startswith((b"<!doctype html", b"<html")):
        return security.content_security_policy(api_url=api_url)
    scripts = security.inline_script_hashes(body.decode(errors="replace"))
    return security.content_security_policy(tuple(scripts), api_url)


@dataclasses.dataclass(frozen=True)
class BuiltFile:
    """One file of the build, ready to send: its body in each encoding the build holds."""

    bodies: dict[str, bytes]  # by Content-Encoding; "" is the file itself
    headers: dict[str, list[tuple[bytes, bytes]]]  # the same keys
    etags: dict[str, str]
    media_type: str | None

    def encoding_for(self, accept_encoding: str | None) -> str:
        """The preferred body the client accepts (br, then gzip, then the file itself)."""
        # Reflex's own parser, the one its static files use (q-values, "*").
        accepted = parse_accept_encoding(accept_encoding)
        for encoding in SIDECARS:
            if encoding in self.bodies and accepted.get(encoding, accepted.get("*", 0)) > 0:
                return encoding
        return ""

    @classmethod
    def read(cls, file: Path, address: str) -> BuiltFile:
        bodies = {"": file.read_bytes()}
        for encoding, suffix in SIDECARS.items():
            sidecar = file.with_name(file.name + suffix)
            if sidecar.is_file():
                bodies[encoding] = sidecar.read_bytes()
        return cls.of(bodies, address, media_type_of(file), file.stat().st_mtime)

    @classmethod
    def of(
        cls, bodies: dict[str, bytes], address: str, media_type: str | None, modified: float
    ) -> BuiltFile:
        etags = {
            e: f'"{hashlib.blake2b(b, digest_size=12).hexdigest()}"' for e, b in bodies.items()
        }
        last_modified = formatdate(modified, usegmt=True)
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
        return cls(bodies, headers, etags, media_type)


class BuildInMemory:
    """Serves the production build's pages and assets from memory.

    The build does not change while the server runs, yet Reflex's static files stat and
    read each file through the thread pool on every request; under the load script's 500
    visitors those were the slowest responses, and they held up the socket events too.
    Every file is read once at start, with the brotli and gzip copies the build writes.

    A page is served at its own address: /about from about/index.html. Reflex would answer
    /about with a 307 to /about/, a round trip a phone pays before anything paints, and the
    site links to /about (canonical, sitemap).

    The addresses of a redirecting route (routes.redirects: an unknown blog article) that
    have no page of their own are sent on at once. Reflex would answer them with its
    single-page shell, which sends the visitor on only once its scripts have run.

    Everything else passes through to Reflex: the back end's endpoints, the not-found page,
    other methods, and files too big to keep.

    `dated_only`: only the files that change with the day (agency_site/dated_files.py), as
    a worker behind Caddy serves them (agency_site/platform/proxy.py sends it those).
    """

    MAX_FILE_BYTES = 2_000_000

    def __init__(
        self,
        app: ASGIApp,
        directory: Path,
        redirects: Iterable[tuple[re.Pattern[str], str]] = (),
        dated_only: bool = False,
    ):
        from agency_site import dated_files  # the content, only when serving a build

        self.app = app
        # A worker behind Caddy reads only what may change with the day, and keeps what does.
        suffixes = dated_files.SUFFIXES if dated_only else None
        self.files = dict(self._addresses(directory, suffixes))
        self.dated = dated_files.dated({a: built.bodies[""] for a, built in self.files.items()})
        if dated_only:
            self.files = {address: self.files[address] for address in self.dated}
        # Each dated file as written for the day it was last asked: (day, file).
        self.today: dict[str, tuple[datetime.date, BuiltFile]] = {}
        self.redirects = list(redirects)
        # Reflex answers unknown paths with the build's not-found page: its own policy.
        not_found = self.files.get(NOT_FOUND_PAGE)
        self.not_found_policy = not_found and dict(not_found.headers[""]).get(CSP)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        built, status = None, 200
        if scope["type"] == "http" and scope["method"] in ("GET", "HEAD"):
            built = self.files.get(scope["path"])
            if scope["path"] in self.dated:
                built = self._as_of_today(scope["path"])
            if built is None and (target := self._redirect(scope["path"])):
                await RedirectResponse(target, status_code=307)(scope, receive, send)
                return
            if built is None and (built := self._not_found_in_language(scope["path"])):
                status = 404
        if built is None:
            await self.app(scope, receive, self._with_not_found_policy(send))
            return
        request = Headers(scope=scope)
        encoding = built.encoding_for(request.get("accept-encoding"))
        body, headers = built.bodies[encoding], built.headers[encoding]
        if built.etags[encoding] in request.get("if-none-match", ""):
            status, body = 304, b""
            headers = [h for h in headers if h[0] != b"content-length"]
        if scope["method"] == "HEAD":
            body = b""
        await send({"type": "http.response.start", "status": status, "headers": headers})
        await send({"type": "http.response.body", "body": body})

    def _as_of_today(self, path: str) -> BuiltFile:
        """A dated file as it reads today (agency_site/dated_files.py), written once a day."""
        day = clock.today()
        if path in self.today and self.today[path][0] == day:
            return self.today[path][1]
        built = self.files[path]
        body = self.dated[path](built.bodies[""].decode("utf-8")).encode("utf-8")
        # Unchanged, the build's file keeps its brotli copy; changed, gzip only (no brotli here).
        today = built
        if body != built.bodies[""]:
            bodies = {"": body, "gzip": gzip.compress(body, mtime=0)}
            today = BuiltFile.of(bodies, path, built.media_type, time.time())
        self.today[path] = (day, today)
        return today

    def _redirect(self, path: str) -> str | None:
        return next((to for pattern, to in self.redirects if pattern.fullmatch(path)), None)

    def _not_found_in_language(self, path: str) -> BuiltFile | None:
        """The not-found page in the language of `path` (/fr/nowhere: fr/404), when that
        language has its own; Reflex answers the rest with the source language's."""
        language = language_of_path(path)
        if language == SOURCE_LANGUAGE:
            return None
        return self.files.get(routes.localized(language, "/" + routes.NOT_FOUND))

    def _with_not_found_policy(self, send: Send) -> Send:
        if not self.not_found_policy:
            return send

        async def send_with_policy(message: Message) -> None:
            if message["type"] == "http.response.start" and message["status"] == 404:
                headers = message.get("headers", [])
                if is_document_response(headers) and not has_header(headers, CSP):
                    message = {**message, "headers": [*headers, (CSP, self.not_found_policy)]}
            await send(message)

        return send_with_policy

    @classmethod
    def _addresses(
        cls, directory: Path, suffixes: tuple[str, ...] | None = None
    ) -> Iterator[tuple[str, BuiltFile]]:
        for file in sorted(directory.rglob("*")):
            if (
                not file.is_file()
                or (suffixes is not None and file.suffix not in suffixes)
                or file.suffix in SIDECARS.values()  # sent in place of their file, not alone
                or file.stat().st_size > cls.MAX_FILE_BYTES
            ):
                continue
            addresses = served_at(directory, file)
            built = BuiltFile.read(file, addresses[0])
            for address in addresses:
                yield address, built


def dated_files_only(app: ASGIApp) -> ASGIApp:
    """A production worker without the build mounted (behind Caddy: platform/proxy.py) serves
    the build's files that change with the day, which Caddy sends it."""
    if not pages_directory().is_dir():
        logging.getLogger(__name__).warning(
            "No production build at %s: this worker cannot serve the sitemap, the jobs feeds "
            "and the pages that list posts, which a Caddyfile of `make deploy-config` sends to "
            "the workers. Start it in the checkout where `make deploy-config` built the site.",
            pages_directory(),
        )
        return app
    return BuildInMemory(app, pages_directory(), dated_only=True)
