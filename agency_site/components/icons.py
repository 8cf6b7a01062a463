"""Icons: Lucide's shapes drawn as inline SVG, decorative (hidden from screen readers).

The shapes come from lucide_icons.json (refreshed by `make icons`, see update_icons.py),
so an icon is part of the page's own markup: no icon library and no script request per
icon on a phone. An icon's outlines are drawn as one path: the browser builds and styles
two elements per icon instead of up to six (a page holds 50-90 icons, and every element
counts when a language switch builds the whole page again).
"""

from __future__ import annotations

import functools
import json
import re
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


# The attributes that are geometry, per shape drawn as path data.
_GEOMETRY = {
    "circle": {"cx", "cy", "r"},
    "line": {"x1", "y1", "x2", "y2"},
    "rect": {"x", "y", "width", "height", "rx", "ry"},
}
_NUMBER = r"[-+]?(?:\d*\.\d+|\d+\.?)(?:[eE][-+]?\d+)?"
_RELATIVE_START = re.compile(rf"m\s*({_NUMBER})[\s,]*({_NUMBER})[\s,]*")


def _absolute_start(data: str) -> str:
    """Path data whose first moveto is absolute. A path may open with a relative `m` (taken
    as absolute there); joined after another outline it would start from that one's end.
    The pairs that follow it stay relative lines."""
    start = _RELATIVE_START.match(data)
    if start is None:
        return data
    rest = data[start.end() :]
    line = "l" if rest[:1] and rest[0] not in "MmLlHhVvCcSsQqTtAaZz" else ""
    return f"M{start[1]} {start[2]}{line}{rest}"


def _path_data(tag: str, attributes: dict[str, str]) -> str | None:
    """An outline as path data (the same stroke), or None for a shape with more than its
    geometry (a filled dot), which stays an element of its own."""
    if tag == "path" and attributes.keys() == {"d"}:
        return _absolute_start(attributes["d"])
    if tag == "polyline" and attributes.keys() == {"points"}:
        # Pairs after a moveto are lines to each.
        return "M" + " ".join(attributes["points"].replace(",", " ").split())
    if not attributes.keys() <= _GEOMETRY.get(tag, set()):
        return None
    n = {key: float(value) for key, value in attributes.items()}
    if tag == "circle":
        r = n["r"]
        return f"M{n['cx'] - r:g} {n['cy']:g}a{r:g} {r:g} 0 1 0 {2 * r:g} 0a{r:g} {r:g} 0 1 0 {-2 * r:g} 0"
    if tag == "line":
        return f"M{n['x1']:g} {n['y1']:g}L{n['x2']:g} {n['y2']:g}"
    rx = n.get("rx", n.get("ry", 0.0))
    ry = n.get("ry", rx)
    if not rx or not ry:
        return f"M{n['x']:g} {n['y']:g}h{n['width']:g}v{n['height']:g}h{-n['width']:g}z"
    width, height = n["width"] - 2 * rx, n["height"] - 2 * ry
    corner = f"{rx:g} {ry:g} 0 0 1"
    return (
        f"M{n['x'] + rx:g} {n['y']:g}h{width:g}a{corner} {rx:g} {ry:g}v{height:g}"
        f"a{corner} {-rx:g} {ry:g}h{-width:g}a{corner} {-rx:g} {-ry:g}v{-height:g}"
        f"a{corner} {rx:g} {-ry:g}z"
    )


@functools.cache
def _drawing(name: str) -> tuple[tuple[str, dict[str, str]], ...]:
    """The icon's elements: one path for all its outlines, then any shape kept whole."""
    shapes = _shapes().get(name)
    if shapes is None:
        raise ValueError(f"no icon {name!r} in {ICONS_FILE.name}: run `make icons`")
    outlines, kept = [], []
    for tag, attributes in shapes:
        data = _path_data(tag, attributes)
        if data is None:
            kept.append((tag, attributes))
        else:
            outlines.append(data)
    return (("path", {"d": "".join(outlines)}), *kept) if outlines else tuple(kept)


def icon(name: str, size: int = 20, class_name: str = "") -> rx.Component:
    return rx.el.svg(
        *[getattr(rx.el.svg, tag)(custom_attrs=attributes) for tag, attributes in _drawing(name)],
        # Attributes, not props: Reflex would turn width, fill, stroke... into CSS.
        custom_attrs={**_SVG_ATTRIBUTES, "width": str(size), "height": str(size)},
        aria_hidden="true",
        class_name=f"lucide lucide-{name} {class_name}".strip(),
    )
