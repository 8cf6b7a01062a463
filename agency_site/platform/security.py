"""What the browser is told to allow, and which origins the back end answers.

The HTTP side lives in agency_site/platform/server.py: every response gets `response_headers()`,
every page (and SVG) a `content_security_policy()` naming exactly its own inline scripts,
and the back end's endpoints refuse other sites' origins. The pre-rendered pages also
carry the same script policy in a `<meta>` (`pin_inline_scripts()`), for static hosts.
"""

from __future__ import annotations

import base64
import hashlib
import os
import re
from functools import cache
from urllib.parse import urlsplit

from reflex import constants
from reflex.config import get_config
from starlette.datastructures import Headers
from starlette.types import Scope

from agency_site import routes
from agency_site.platform.reflex_internals import environment
from agency_site.settings import settings


def origin_of(url: str) -> str:
    """`scheme://host[:port]` of `url`, as browsers send it in the Origin header."""
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}".lower()


def allowed_origins() -> frozenset[str]:
    """The origins whose pages may call the back end: the site's own (settings.site_url and
    settings.allowed_origins) and, in development, the dev server's front end."""
    origins = {
        origin_of(settings.site_origin),
        *(origin_of(str(url)) for url in settings.allowed_origins),
    }
    if environment.REFLEX_ENV_MODE.get() == "dev":
        # Read from the environment (where `reflex run --frontend-port` puts it), as this
        # also runs while rxconfig.py is loading, before get_config() can answer.
        port = os.environ.get("REFLEX_FRONTEND_PORT") or constants.DefaultPorts.FRONTEND_PORT
        origins |= {f"http://localhost:{port}", f"http://127.0.0.1:{port}"}
    return frozenset(origins)


# The back end's own endpoints (events, uploads, ping, health, ...): the only paths that
# check the caller's origin. Everything else is pages and files, which anyone may load.
BACK_END_PATHS = (
    *(f"/{endpoint.value}" for endpoint in constants.Endpoint),
    routes.ONE_CLICK_UNSUBSCRIBE,
)


def is_back_end_path(path: str) -> bool:
    return any(path == p or path.startswith(p + "/") for p in BACK_END_PATHS)


_HTTP_SCHEMES = {"http": "http", "ws": "http", "https": "https", "wss": "https"}


def addressed_origins(scope: Scope) -> set[str]:
    """The origins a request was addressed to: its scheme and `Host`, and, behind
    Reflex's trusted proxies (REFLEX_TRUSTED_PROXY_HOPS), the ones they forwarded."""
    headers = Headers(scope=scope)
    scheme = _HTTP_SCHEMES.get(scope.get("scheme", "http"), "http")
    host = headers.get("host")
    origins = {f"{scheme}://{host}".lower()} if host else set()
    hops = get_config().trusted_proxy_hops
    if hops and (forwarded_host := _forwarded(headers.get("x-forwarded-host"), hops) or host):
        forwarded_scheme = _forwarded(headers.get("x-forwarded-proto"), hops) or scheme
        origins.add(f"{forwarded_scheme}://{forwarded_host}".lower())
    return origins


def _forwarded(value: str | None, hops: int) -> str | None:
    """The entry the outermost trusted proxy wrote in a forwarded header's list."""
    entries = [entry.strip() for entry in (value or "").split(",") if entry.strip()]
    if not entries:
        return None
    return entries[-hops] if len(entries) >= hops else entries[0]


def client_address(scope: Scope) -> str:
    """The address a request came from: the connection's, or behind Reflex's trusted
    proxies (REFLEX_TRUSTED_PROXY_HOPS) the one they wrote in X-Forwarded-For, as Reflex
    itself reads it for event handlers."""
    address = (scope.get("client") or ("unknown",))[0]
    if hops := get_config().trusted_proxy_hops:
        forwarded = Headers(scope=scope).get("x-forwarded-for", "")
        entries = [entry.strip() for entry in forwarded.split(",") if entry.strip()]
        if len(entries) >= hops:
            return entries[-hops]
    return address


def origin_allowed(origin: str, scope: Scope) -> bool:
    """Whether a page at `origin` may call the back end with this request: a page of the
    site at the address it was served from, or one of the configured origins."""
    origin = origin.lower()
    return origin in allowed_origins() or origin in addressed_origins(scope)


def _websocket_origin(origin: str) -> str:
    return origin.replace("http", "ws", 1)


def content_security_policy(script_hashes: tuple[str, ...] = (), api_url: str | None = None) -> str:
    """The policy sent with a page (or an SVG image) whose back end is at `api_url`
    (default: rxconfig's, the one this build's pages name).

    Scripts: the site's own files and the inline scripts `script_hashes` names (a
    pre-rendered page's own, see inline_script_hashes), none other. Styles: the site's own
    stylesheets only; scripts that move an element set its style through the CSSOM, which
    the policy does not govern.
    """
    return _policy(" ".join(("'self'", *script_hashes)), api_url or get_config().api_url)


@cache
def _policy(script_src: str, api_url: str) -> str:
    back_end = origin_of(api_url)
    directives = {
        "default-src": "'self'",
        "script-src": script_src,
        "style-src": "'self'",
        "img-src": "'self' data:",
        "font-src": "'self'",
        # The socket.io connection to the back end (its own address in a split deployment).
        "connect-src": f"'self' {back_end} {_websocket_origin(back_end)}",
        # The office map on the contact page, and its form's message handed to the
        # visitor's mail app (a hidden frame sent to a mailto: link).
        "frame-src": f"{origin_of(str(settings.map_embed_url))} mailto:",
        "frame-ancestors": "'none'",
        "object-src": "'none'",
        "base-uri": "'self'",
        "form-action": "'self'",
    }
    return "; ".join(f"{name} {value}" for name, value in directives.items())


def is_document(content_type: str) -> bool:
    """Whether a response of this type is a document a content policy applies to."""
    media_type = content_type.split(";", 1)[0].strip().lower()
    return media_type in ("text/html", "image/svg+xml")


# Browsers that understand none of these features get nothing from them.
PERMISSIONS_POLICY = (
    "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()"
)
HSTS = "max-age=63072000; includeSubDomains"


def response_headers(*, https: bool) -> list[tuple[bytes, bytes]]:
    """The security headers of every response (the content policy goes with documents
    only); HSTS only where it means something, over HTTPS (a browser ignores it on plain
    HTTP)."""
    headers = {
        "x-content-type-options": "nosniff",
        "referrer-policy": "strict-origin-when-cross-origin",
        "permissions-policy": PERMISSIONS_POLICY,
        "cross-origin-opener-policy": "same-origin",
    }
    if https:
        headers["strict-transport-security"] = HSTS
    return [(name.encode(), value.encode()) for name, value in headers.items()]


# An inline script: no src, and a type the browser runs (JSON-LD and other data blocks are
# not run, so the policy does not apply to them).
_SCRIPT = re.compile(r"<script(?P<attributes>[^>]*)>(?P<body>.*?)</script>", re.S)
_DATA_BLOCK = re.compile(r'type="application/(?:ld\+)?json"')
# The policy goes right after the character set, which must stay within the first bytes.
_HEAD_START = re.compile(r'<head[^>]*>(?:<meta charSet="utf-8"/>)?', re.I)


def inline_script_hashes(html: str) -> list[str]:
    """CSP sources (`'sha256-...'`) for every inline script `html` runs, in page order."""
    hashes = []
    for script in _SCRIPT.finditer(html):
        attributes = script.group("attributes")
        if " src=" in attributes or _DATA_BLOCK.search(attributes):
            continue
        digest = hashlib.sha256(script.group("body").encode()).digest()
        source = f"'sha256-{base64.b64encode(digest).decode()}'"
        if source not in hashes:
            hashes.append(source)
    return hashes


def pin_inline_scripts(html: str) -> str:
    """`html` with a policy, first in its head, that lets only its own inline scripts run.

    Browsers enforce it together with the header's: a script injected into the page, inline
    or as an event handler attribute, runs under neither.
    """
    policy = "script-src 'self' " + " ".join(inline_script_hashes(html))
    meta = f'<meta http-equiv="Content-Security-Policy" content="{policy}">'
    head = _HEAD_START.search(html)
    if head is None:
        raise ValueError("a page without <head>")
    return html[: head.end()] + meta + html[head.end() :]


def engine_io_origin_allowed(origin: str | None, environ: dict) -> bool:
    """Engine.IO's own check of a websocket's `Origin`, by the rule of origin_allowed
    (its default would compare with rxconfig's list only)."""
    return origin is None or origin_allowed(origin, environ.get("asgi.scope", {}))
