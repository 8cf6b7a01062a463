"""Icons: Lucide's SVGs, decorative unless a label is given."""

from __future__ import annotations

import reflex as rx


def icon(name: str, size: int = 20, class_name: str = "") -> rx.Component:
    return rx.icon(name, size=size, class_name=class_name, aria_hidden="true")
