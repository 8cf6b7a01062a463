"""Icons: Lucide's shapes drawn as inline SVG, decorative (hidden from screen readers).

The shapes come from lucide_icons.json (refreshed by `make icons`, see update_icons.py),
so an icon is part of the page's own markup: no icon library and no script request per
icon on a phone.
"""

from __future__ import annotations

import functools
import json
from pathlib import Path

import reflex as rx

ICONS_FILE = Path(__file__).with_name("lucide_icons.json")
# Lucide's own defaults for every icon.
_SVG_ATTRIBUTES = {
    "xmlns": "http://www.w3.org/2000/svg",
    "viewBox": "0 0 24 24",
    "fill": "none",
    "stroke": "currentColor",
    "strokeWidth": "2",
    "strokeLinecap": "round",
    "strokeLinejoin": "round",
}


@functools.cache
def _shapes() -> dict[str, list]:
    return json.loads(ICONS_FILE.read_text(encoding="utf-8"))


def icon(name: str, size: int = 20, class_name: str = "") -> rx.Component:
    shapes = _shapes().get(name)
    if shapes is None:
        raise ValueError(f"no icon {name!r} in {ICONS_FILE.name}: run `make icons`")
    return rx.el.svg(
        *[getattr(rx.el.svg, tag)(custom_attrs=attributes) for tag, attributes in shapes],
        # Attributes, not props: Reflex would turn width, fill, stroke... into CSS.
        custom_attrs={**_SVG_ATTRIBUTES, "width": str(size), "height": str(size)},
        aria_hidden="true",
        class_name=f"lucide lucide-{name} {class_name}".strip(),
    )
