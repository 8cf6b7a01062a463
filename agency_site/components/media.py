"""Images shipped in assets/images/: always sized, lazy unless they are the first paint."""

from __future__ import annotations

import reflex as rx


def picture(
    src: str,
    alt: str,
    *,
    width: int,
    height: int,
    eager: bool = False,
    class_name: str = "",
) -> rx.Component:
    """An <img> whose width and height are HTML attributes, so its slot is reserved.

    `alt=""` marks a decorative image. `eager=True` only for an image in the first screen.
    """
    return rx.el.img(
        src=src,
        alt=alt,
        loading="eager" if eager else "lazy",
        decoding="async",
        # Reflex turns width=/height= props into unitless CSS; attributes reserve the space.
        custom_attrs={"width": str(width), "height": str(height)},
        class_name="h-auto max-w-full " + class_name,
    )


# The page illustrations in assets/images/pages/ are drawn at 1200 x 800.
ILLUSTRATION_WIDTH, ILLUSTRATION_HEIGHT = 1200, 800


def illustration(src: str, alt: str, *, eager: bool = True) -> rx.Component:
    """A page illustration, framed the same way on every page (eager: it sits in the hero)."""
    return picture(
        src,
        alt,
        width=ILLUSTRATION_WIDTH,
        height=ILLUSTRATION_HEIGHT,
        eager=eager,
        class_name="w-full rounded-3xl shadow-xl ring-1 ring-slate-900/10 dark:ring-white/10",
    )


# Blog and news covers in assets/images/blog/ and news/ are drawn at 1200 x 675 (16:9).
COVER_WIDTH, COVER_HEIGHT = 1200, 675


def cover_image(src: str, alt: str, *, eager: bool = False, class_name: str = "") -> rx.Component:
    """An article's cover, 16:9 at any width."""
    return picture(
        src,
        alt,
        width=COVER_WIDTH,
        height=COVER_HEIGHT,
        eager=eager,
        class_name="aspect-[16/9] w-full object-cover " + class_name,
    )
