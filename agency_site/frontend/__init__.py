"""Build-time adjustments to the front end Reflex generates in `.web/`.

Reflex 0.10.1's colour-mode provider stores `theme=system` on a first visit and,
in development, overwrites the stored theme with the compiled default. The spec
stores the theme only when the visitor chooses it, so this plugin swaps that one
file for ours (same exports, same context) on every compile. It also writes robots.txt,
and after a production build rearranges the pre-rendered pages so that they paint before
they fetch scripts (first_paint.py), then pins each page's inline scripts in a policy of
its own (agency_site/security.py).
"""

from __future__ import annotations

from pathlib import Path

import reflex as rx

from agency_site import security
from agency_site.frontend import first_paint

_THEME_PROVIDER_SOURCE = Path(__file__).with_name("react-theme.js")
# Where Reflex keeps its provider inside `.web/`.
THEME_PROVIDER_TARGET = "utils/react-theme.js"
ROBOTS_TXT_TARGET = "public/robots.txt"


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
        static_dir = Path(context["static_dir"])
        for page in static_dir.rglob("*.html"):
            html = page.read_text(encoding="utf-8")
            html = first_paint.with_language(html, page.relative_to(static_dir).as_posix())
            html = security.pin_inline_scripts(first_paint.prepare(html))
            page.write_text(html, encoding="utf-8")
