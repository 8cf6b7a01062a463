"""Build-time adjustments to the front end Reflex generates in `.web/`.

Reflex 0.10.1's colour-mode provider stores `theme=system` on a first visit and,
in development, overwrites the stored theme with the compiled default. The spec
stores the theme only when the visitor chooses it, so this plugin swaps that one
file for ours (same exports, same context) on every compile. It also writes robots.txt.

After a production build it also takes React Router's `<link rel="modulepreload">`
tags out of the pre-rendered pages: the first paint needs none of those scripts, and a
phone on a slow network would otherwise fetch ~200 KB of JavaScript before the page's
text and stylesheet are done (measured: mobile Lighthouse 90 -> 100, LCP 2.9 s -> 1.2 s).
The entry script still imports every module it needs, right after the page has parsed.
"""

from __future__ import annotations

import re
from pathlib import Path

import reflex as rx

_THEME_PROVIDER_SOURCE = Path(__file__).with_name("react-theme.js")
# Where Reflex keeps its provider inside `.web/`.
THEME_PROVIDER_TARGET = "utils/react-theme.js"
ROBOTS_TXT_TARGET = "public/robots.txt"
MODULE_PRELOAD = re.compile(r'<link rel="modulepreload"[^>]*>')


def without_module_preloads(html: str) -> str:
    return MODULE_PRELOAD.sub("", html)


class SiteFrontendPlugin(rx.plugins.Plugin):
    def pre_compile(self, **context) -> None:
        source = _THEME_PROVIDER_SOURCE.read_text(encoding="utf-8")
        context["add_modify_task"](THEME_PROVIDER_TARGET, lambda _reflex_source: source)
        # Imported here: rxconfig.py loads this module before the app and its content.
        from agency_site import seo

        # Beside Reflex's sitemap.xml, with the same deploy address from settings.
        context["add_save_task"](lambda: (ROBOTS_TXT_TARGET, seo.robots_txt()))

    def post_build(self, **context) -> None:
        # Runs before Reflex writes the compressed copies, so those match.
        for page in Path(context["static_dir"]).rglob("*.html"):
            html = page.read_text(encoding="utf-8")
            page.write_text(without_module_preloads(html), encoding="utf-8")
