"""Reviews (spec 2.10) at /testimonials."""

from __future__ import annotations

import reflex as rx

from agency_site import routes
from agency_site.components.page import hero, section
from agency_site.i18n import t
from agency_site.routes import Route
from agency_site.seo import page_title


def reviews_page() -> rx.Component:
    return rx.fragment(
        hero(
            t("What Our Community Says"),
            t(
                "We have supported hundreds of educators on their journey abroad. Here is what they say."
            ),
            eyebrow=t("Reviews"),
        ),
        section(
            t("Reviews from our teachers"),
            intro=t(
                "Teachers placed in Tashkent, Samarkand, Bukhara and beyond share how it went."
            ),
            anchor="reviews",
        ),
        section(
            t("Share Your Experience"),
            intro=t("Placed with us? Tell future teachers what it was like."),
            anchor="share",
        ),
    )


ROUTES = [
    Route(
        path=routes.REVIEWS,
        title=page_title(t("Reviews")),
        description=t("Reviews from teachers we have placed in Uzbekistan and beyond."),
        component=reviews_page,
    )
]
