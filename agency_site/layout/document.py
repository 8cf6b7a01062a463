"""What goes into <head> on every page, before anything paints."""

from __future__ import annotations

import reflex as rx

from agency_site import browser, feeds, routes
from agency_site.i18n import CODES, SOURCE_LANGUAGE, in_language


def boot_script() -> str:
    """assets/js/boot.js with the site's languages and storage names filled in."""
    return browser.from_assets("boot.js")


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
