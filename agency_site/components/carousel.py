"""Carousels: Embla in the browser (assets/js/carousel.jsx).

Python renders every slide and control, so the pre-rendered page shows the first cards
before any script runs; the browser module adds looping, autoplay and the controls' clicks. How many
slides fit in view is plain CSS (each slide's flex-basis per breakpoint), so it is right
from the first paint.
"""

from __future__ import annotations

from typing import Literal

import reflex as rx

from agency_site import design
from agency_site.components.icons import icon
from agency_site.i18n import t

CAROUSEL_MODULE = "$/public/js/carousel.jsx"

# Both carousels move on every 4000 ms.
AUTOPLAY_MS = 4000

# One slide per view on phones, two from the given breakpoint, three from `lg`. The gap is
# each slide's left padding, cancelled by the track's negative margin (Embla's advice).
_SLIDES_PER_VIEW = {
    "sm": "basis-full sm:basis-1/2 lg:basis-1/3",
    "md": "basis-full md:basis-1/2 lg:basis-1/3",
}
_SLIDE = "min-w-0 shrink-0 grow-0 pl-6 "

_VIEWPORT = "overflow-hidden rounded-2xl px-px py-1"
_TRACK = "-ml-6 flex touch-pan-y touch-pinch-zoom"
_CONTROLS = "mt-6 flex items-center justify-center gap-3"
_BUTTON = (
    design.ICON_BUTTON + " ring-1 ring-slate-900/10 dark:ring-white/15 "
    "disabled:cursor-default disabled:opacity-40 disabled:hover:bg-transparent"
)
_DOTS = "flex flex-wrap items-center justify-center"
# A 24 px target around a small mark; aria-current marks the slide in view.
_DOT = "group flex h-6 min-w-6 items-center justify-center rounded-full " + design.FOCUS_RING
_DOT_MARK = (
    "block h-2.5 w-2.5 rounded-full bg-slate-300 transition-all motion-reduce:transition-none "
    "hover:bg-slate-400 dark:bg-slate-600 dark:hover:bg-slate-500 group-aria-[current=true]:w-6 "
    "group-aria-[current=true]:bg-blue-700 dark:group-aria-[current=true]:bg-sky-400"
)


class Carousel(rx.Component):
    """The region around slides and controls rendered in Python; the browser module gives
    the controls their clicks and the dots their aria-current."""

    library = CAROUSEL_MODULE
    tag = "Carousel"
    # A Reflex component field (copied per instance), not a shared class attribute.
    lib_dependencies: list[str] = [  # noqa: RUF012
        "embla-carousel@8.6.0",
        "embla-carousel-autoplay@8.6.0",
    ]

    autoplay_ms: rx.Var[int]
    # Where the current slide sits: "start" or "center".
    align: rx.Var[str]
    loop: rx.Var[bool]
    # Stop while the pointer is over the carousel, and go on once it leaves.
    pause_on_hover: rx.Var[bool]
    viewport_class: rx.Var[str]
    track_class: rx.Var[str]
    controls_class: rx.Var[str]
    dots_class: rx.Var[str]
    # The buttons, each a rendered <button>; one dot per slide, or none.
    pause: rx.Var[rx.Component]
    previous: rx.Var[rx.Component]
    next: rx.Var[rx.Component]
    dots: rx.Var[list[rx.Component]]


def _button(icon_name: str, label: str, **props) -> rx.Component:
    return rx.el.button(
        icon(icon_name, 20), type="button", aria_label=label, class_name=_BUTTON, **props
    )


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
        autoplay_ms=AUTOPLAY_MS,
        align=align,
        loop=True,
        pause_on_hover=pause_on_hover,
        viewport_class=_VIEWPORT,
        track_class=_TRACK,
        controls_class=_CONTROLS,
        dots_class=_DOTS,
        pause=_button("pause", t("Stop the slides"), data_carousel_pause=""),
        previous=_button("chevron-left", t("Previous slide")),
        next=_button("chevron-right", t("Next slide")),
        dots=[
            rx.el.button(
                rx.el.span(class_name=_DOT_MARK),
                type="button",
                aria_label=t("Show slide {n} of {total}", n=number, total=total),
                class_name=_DOT,
            )
            for number in range(1, total + 1)
        ]
        if dots
        else [],
        # An attribute: Reflex would make an unknown keyword of a component a style.
        custom_attrs={"role": "region"},
        aria_label=label,
        aria_roledescription=t("carousel"),
        **props,
    )
