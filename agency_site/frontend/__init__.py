"""Build-time adjustments to the front end Reflex generates in `.web/`.

Reflex 0.10.1's colour-mode provider stores `theme=system` on a first visit and,
in development, overwrites the stored theme with the compiled default. The spec
stores the theme only when the visitor chooses it, so this plugin swaps that one
file for ours (same exports, same context) on every compile.
"""

from __future__ import annotations

from pathlib import Path

import reflex as rx

_THEME_PROVIDER_SOURCE = Path(__file__).with_name("react-theme.js")
# Where Reflex keeps its provider inside `.web/`.
THEME_PROVIDER_TARGET = "utils/react-theme.js"


class SiteFrontendPlugin(rx.plugins.Plugin):
    def pre_compile(self, **context) -> None:
        source = _THEME_PROVIDER_SOURCE.read_text(encoding="utf-8")
        context["add_modify_task"](THEME_PROVIDER_TARGET, lambda _reflex_source: source)
