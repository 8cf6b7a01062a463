"""What goes into <head> on every page, before anything paints."""

from __future__ import annotations

from pathlib import Path

import reflex as rx

from agency_site import routes
from agency_site.i18n import CODES, SOURCE_LANGUAGE

_BOOT_SCRIPT = Path(__file__).parents[2] / "assets" / "js" / "boot.js"


def head_components() -> list[rx.Component]:
    # Inline, not a file: a blocking request in <head> would delay the first paint.
    return [
        rx.el.script(_BOOT_SCRIPT.read_text(encoding="utf-8")),
        rx.el.link(rel="icon", href="/favicon.svg", type="image/svg+xml"),
    ]


def language_links(path: str, language: str) -> rx.Component:
    """The page's canonical address and its other languages, for search engines.

    React hoists these <link> elements into <head>, also in the pre-rendered HTML.
    """
    return rx.fragment(
        rx.el.link(rel="canonical", href=routes.page_url(language, path)),
        *[
            rx.el.link(rel="alternate", href_lang=code, href=routes.page_url(code, path))
            for code in CODES
        ],
        rx.el.link(
            rel="alternate", href_lang="x-default", href=routes.page_url(SOURCE_LANGUAGE, path)
        ),
    )
