"""What goes into <head> on every page, before anything paints."""

from __future__ import annotations

import json
from pathlib import Path

import reflex as rx

from agency_site import feeds, routes
from agency_site.components.language import COOKIE_NAME, STORAGE_KEY
from agency_site.i18n import CODES, SOURCE_LANGUAGE, in_language

_BOOT_SCRIPT = Path(__file__).parents[2] / "assets" / "js" / "boot.js"


def boot_script() -> str:
    """assets/js/boot.js with the site's languages (the source first) and storage names."""
    values = {
        "__LANGUAGES__": json.dumps([SOURCE_LANGUAGE, *(c for c in CODES if c != SOURCE_LANGUAGE)]),
        "__STORAGE_KEY__": STORAGE_KEY,
        "__COOKIE__": COOKIE_NAME,
    }
    script = _BOOT_SCRIPT.read_text(encoding="utf-8")
    for name, value in values.items():
        script = script.replace(name, value)
    return script


def head_components() -> list[rx.Component]:
    # Inline, not a file: a blocking request in <head> would delay the first paint.
    return [
        rx.el.script(boot_script()),
        rx.el.link(rel="icon", href="/favicon.svg", type="image/svg+xml"),
    ]


def language_links(path: str, language: str) -> rx.Component:
    """The page's canonical address and its other languages, for search engines.

    React hoists these <link> elements into <head>, also in the pre-rendered HTML. The
    not-found page has none: it answers at whatever address was asked for.
    """
    if not routes.has_address(path):
        return rx.fragment()
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


def feed_links(language: str) -> rx.Component:
    """The Atom and RSS feeds of the page's language, for feed readers and browsers.

    Hoisted into <head> by React like the language links.
    """
    return rx.fragment(
        *[
            rx.el.link(
                rel="alternate",
                type=feed.media_type,
                title=in_language(feed.title, language),
                href=routes.absolute(feed.path),
            )
            for feed in feeds.links(language)
        ]
    )
