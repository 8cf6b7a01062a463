"""Star ratings (the footer's 4 of 5 and the 5 stars on every review and testimonial card),
and where a quoted review or testimonial comes from."""

from __future__ import annotations

import reflex as rx

from agency_site.content.confirmation import Quoted
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


def provenance(quoted: Quoted) -> rx.Component:
    """Under a review or testimonial: its source once the agency has confirmed it; until then
    a mark that it is a sample, so that nobody takes a preview for the real site."""
    if quoted.sample:
        return rx.el.p(
            t("Sample text for this preview: not a real review, not confirmed by the agency."),
            data_testid="sample-mark",
            class_name=(
                "mt-4 rounded-lg bg-amber-100 px-3 py-1.5 text-xs font-semibold text-amber-900 "
                "dark:bg-amber-300/15 dark:text-amber-200"
            ),
        )
    return rx.el.p(
        t("Source: {source}", source=quoted.source),
        class_name="mt-4 text-xs text-slate-600 dark:text-slate-400",
    )
