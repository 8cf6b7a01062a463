"""Star ratings: the footer's 4 of 5 and the 5 stars on every review and testimonial card."""

from __future__ import annotations

import reflex as rx

from agency_site.components.icons import icon
from agency_site.i18n import t

RATING_SCALE = 5


def rating_stars(rating: int, *, size: int = 16) -> rx.Component:
    """`rating` filled stars out of five, read out as one image by screen readers."""
    stars = [
        icon(
            "star",
            size,
            "fill-amber-400 text-amber-400"
            if position <= rating
            else "text-slate-400 dark:text-slate-500",
        )
        for position in range(1, RATING_SCALE + 1)
    ]
    return rx.el.span(
        *stars,
        class_name="flex",
        role="img",
        aria_label=t("Rated {rating} out of {scale}", rating=rating, scale=RATING_SCALE),
    )
