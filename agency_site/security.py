"""What the browser is told to allow, and which origins the back end answers.

The HTTP side lives in agency_site/server.py (every response gets `response_headers()`,
foreign origins are refused); the pre-rendered pages also carry `pin_inline_scripts()`,
a page-specific policy that allows exactly the inline scripts each page was built with.
"""

from __future__ import annotations

import base64
import hashlib
import os
import re
from functools import cache
from urllib.parse import urlsplit

from reflex_base import constants
from reflex_base.config import get_config
from reflex_base.environment import environment

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


def _websocket_origin(origin: str) -> str:
    return origin.replace("http", "ws", 1)


@cache
def content_security_policy() -> str:
    """The policy sent with every response.

    Inline scripts are allowed here because each pre-rendered page narrows them to its own
    (pin_inline_scripts); styles may be inline because Emotion writes them at runtime.
    """
    back_end = origin_of(get_config().api_url)
    directives = {
        "default-src": "'self'",
        "script-src": "'self' 'unsafe-inline'",
        "style-src": "'self' 'unsafe-inline'",
        "img-src": "'self' data:",
        "font-src": "'self'",
        # The socket.io connection to the back end (its own address in a split deployment).
        "connect-src": f"'self' {back_end} {_websocket_origin(back_end)}",
        # Only the office map on the contact page.
        "frame-src": origin_of(str(settings.map_embed_url)),
        "frame-ancestors": "'none'",
        "object-src": "'none'",
        "base-uri": "'self'",
        "form-action": "'self'",
    }
    return "; ".join(f"{name} {value}" for name, value in directives.items())


# Browsers that understand none of these features get nothing from them.
PERMISSIONS_POLICY = (
    "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()"
)
HSTS = "max-age=63072000; includeSubDomains"


def response_headers(*, https: bool) -> list[tuple[bytes, bytes]]:
    """The security headers of every response; HSTS only where it means something, over
    HTTPS (a browser ignores it on plain HTTP)."""
    headers = {
        "content-security-policy": content_security_policy(),
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
