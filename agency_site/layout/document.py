"""What goes into <head> on every page, before anything paints."""

from __future__ import annotations

from pathlib import Path

import reflex as rx

_BOOT_SCRIPT = Path(__file__).parents[2] / "assets" / "js" / "boot.js"


def head_components() -> list[rx.Component]:
    # Inline, not a file: a blocking request in <head> would delay the first paint.
    return [
        rx.el.script(_BOOT_SCRIPT.read_text(encoding="utf-8")),
        rx.el.link(rel="icon", href="/favicon.svg", type="image/svg+xml"),
    ]
