"""Social network glyphs in Lucide's stroke style (Lucide 1.x dropped brand icons)."""

from __future__ import annotations

import reflex as rx

# 24x24 stroke paths, drawn for this site.
_GLYPHS: dict[str, tuple[str, ...]] = {
    "facebook": (
        "M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V10H6.5v3.5H9V21h3.5v-7.5H15l.5-3.5h-3V7a1 1 0 0 1 1-1H15z",
    ),
    "twitter": ("M4 4l11.7 16H20L8.3 4z", "M4 20l6.8-6.8", "M13.2 10.8L20 4"),
    "linkedin": (
        "M4 4h16v16H4z",
        "M8 10.5V17",
        "M8 7.2v.1",
        "M12 17v-6.5",
        "M12 13.2c0-1.6 1-2.7 2.5-2.7S17 11.6 17 13.2V17",
    ),
    "instagram": (
        "M7.5 3h9A4.5 4.5 0 0 1 21 7.5v9a4.5 4.5 0 0 1-4.5 4.5h-9A4.5 4.5 0 0 1 3 16.5v-9A4.5 4.5 0 0 1 7.5 3z",
        "M12 8.5a3.5 3.5 0 1 1 0 7a3.5 3.5 0 0 1 0-7z",
        "M17.3 6.7v.1",
    ),
}


def social_glyph(network: str, size: int = 20) -> rx.Component:
    return rx.el.svg(
        *[rx.el.svg.path(d=path) for path in _GLYPHS[network]],
        xmlns="http://www.w3.org/2000/svg",
        view_box="0 0 24 24",
        custom_attrs={
            "width": str(size),
            "height": str(size),
            "fill": "none",
            "stroke": "currentColor",
            "strokeWidth": "1.8",
            "strokeLinecap": "round",
            "strokeLinejoin": "round",
        },
        aria_hidden="true",
    )
