"""Star ratings: the footer's 4 of 5 and the 5 stars on every review and testimonial card."""

from __future__ import annotations

import reflex as rx

from agency_site.i18n import t

RATING_SCALE = 5
# Tailwind's width steps per star: 4 x 4 px, the 16 px of the masks.
STAR_WIDTH = 4


def rating_stars(rating: int) -> rx.Component:
    """`rating` filled stars out of five, read out as one image by screen readers.

    Drawn by CSS masks (`.stars-filled`, `.stars-outlined` in assets/css/site.css): a span
    of filled stars as wide as the rating, then one of outlined stars for the rest.
    """
    return rx.el.span(
        rx.el.span(class_name=f"stars-filled w-{rating * STAR_WIDTH} bg-amber-400"),
        rx.el.span(
            class_name=f"stars-outlined w-{(RATING_SCALE - rating) * STAR_WIDTH}"
            " bg-slate-400 dark:bg-slate-500"
        ),
        class_name="flex",
        role="img",
        aria_label=t("Rated {rating} out of {scale}", rating=rating, scale=RATING_SCALE),
    )
