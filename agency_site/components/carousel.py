"""Carousels (spec sections 4 and 9): Embla in the browser (assets/js/carousel.jsx).

Python renders every slide, so the pre-rendered page shows the first cards before any
script runs; the browser module adds looping, autoplay, the buttons and the dots. How many
slides fit in view is plain CSS (each slide's flex-basis per breakpoint), so it is right
from the first paint.
"""

from __future__ import annotations

from typing import Literal

import reflex as rx

from agency_site import theme
from agency_site.i18n import t

CAROUSEL_MODULE = "$/public/js/carousel.jsx"

# Spec section 9: both carousels move on every 4000 ms.
AUTOPLAY_MS = 4000

# One slide per view on phones, two from the given breakpoint, three from `lg`. The gap is
# each slide's left padding, cancelled by the track's negative margin (Embla's advice).
_SLIDES_PER_VIEW = {
    "sm": "basis-full sm:basis-1/2 lg:basis-1/3",
    "md": "basis-full md:basis-1/2 lg:basis-1/3",
}
_SLIDE = "min-w-0 shrink-0 grow-0 pl-6 "

_CLASSES = {
    "viewport": "overflow-hidden rounded-2xl px-px py-1",
    "track": "-ml-6 flex touch-pan-y touch-pinch-zoom",
    "controls": "mt-6 flex items-center justify-center gap-3",
    "button": (
        theme.ICON_BUTTON + " ring-1 ring-slate-900/10 dark:ring-white/15 "
        "disabled:cursor-default disabled:opacity-40 disabled:hover:bg-transparent"
    ),
    "dots": "flex flex-wrap items-center justify-center",
    # A 24 px target around a small mark; aria-current marks the slide in view.
    "dot": "group flex h-6 min-w-6 items-center justify-center rounded-full " + theme.FOCUS_RING,
    "dotMark": (
        "block h-2.5 w-2.5 rounded-full bg-slate-300 transition-all motion-reduce:transition-none "
        "hover:bg-slate-400 dark:bg-slate-600 dark:hover:bg-slate-500 group-aria-[current=true]:w-6 "
        "group-aria-[current=true]:bg-blue-700 dark:group-aria-[current=true]:bg-sky-400"
    ),
}


class Carousel(rx.Component):
    """The region, viewport and controls around slides rendered in Python."""

    library = CAROUSEL_MODULE
    tag = "Carousel"
    # A Reflex component field (copied per instance), not a shared class attribute.
    lib_dependencies: list[str] = [  # noqa: RUF012
        "embla-carousel@8.6.0",
        "embla-carousel-autoplay@8.6.0",
    ]

    label: rx.Var[str]
    # {previous, next, pause}: names of the buttons.
    labels: rx.Var[dict[str, str]]
    # One name per dot; no dots when empty.
    dot_labels: rx.Var[list[str]]
    autoplay_ms: rx.Var[int]
    # Where the current slide sits: "start" or "center".
    align: rx.Var[str]
    loop: rx.Var[bool]
    # Stop while the pointer is over the carousel, and go on once it leaves.
    pause_on_hover: rx.Var[bool]
    classes: rx.Var[dict[str, str]]


def carousel(
    *slides: rx.Component,
    label: str,
    two_from: Literal["sm", "md"] = "sm",
    align: Literal["start", "center"] = "start",
    pause_on_hover: bool = False,
    dots: bool = False,
    **props,
) -> rx.Component:
    """A looping carousel that advances every 4000 ms until the visitor takes over.

    Each slide is announced as "{n} of {total}". A pause button (WCAG 2.2.2), dragging, the
    other buttons, the dots and the arrow keys stop the autoplay for good; it never starts
    when the visitor prefers reduced motion.
    """
    total = len(slides)
    slide_class = _SLIDE + _SLIDES_PER_VIEW[two_from]
    return Carousel.create(
        *[
            rx.el.div(
                slide,
                role="group",
                aria_roledescription=t("slide"),
                aria_label=t("{n} of {total}", n=number, total=total),
                class_name=slide_class,
            )
            for number, slide in enumerate(slides, start=1)
        ],
        label=label,
        labels={
            "previous": t("Previous slide"),
            "next": t("Next slide"),
            "pause": t("Stop the slides"),
        },
        dot_labels=[
            t("Show slide {n} of {total}", n=number, total=total) for number in range(1, total + 1)
        ]
        if dots
        else [],
        autoplay_ms=AUTOPLAY_MS,
        align=align,
        loop=True,
        pause_on_hover=pause_on_hover,
        classes=_CLASSES,
        aria_roledescription=t("carousel"),
        **props,
    )
