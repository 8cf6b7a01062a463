"""The reading layout shared by blog posts and news announcements."""

from __future__ import annotations

import reflex as rx

from agency_site import design
from agency_site.components.icons import icon
from agency_site.components.links import link
from agency_site.components.markdown import markdown


def back_link(label: str, to: str) -> rx.Component:
    return link(
        icon("arrow-left", 16),
        label,
        to=to,
        class_name="inline-flex items-center gap-2 text-sm " + design.LINK,
    )


def article_layout(
    *,
    back: rx.Component,
    kicker: rx.Component,
    title: str,
    meta: rx.Component,
    cover: rx.Component,
    caption: str,
    body: str,
    actions: tuple[rx.Component, ...] = (),
) -> rx.Component:
    """Back link, kicker (category or date), title, byline, cover, Markdown body, actions."""
    return rx.el.div(
        back,
        rx.el.header(
            rx.el.div(kicker, class_name="mt-8"),
            rx.el.h1(title, class_name=design.HEADING_1 + " mt-4"),
            rx.el.div(meta, class_name="mt-6 flex flex-wrap items-center gap-4 text-sm"),
        ),
        rx.el.figure(
            cover,
            rx.el.figcaption(caption, class_name="mt-3 text-sm " + design.TEXT_MUTED),
            class_name="mt-10",
        ),
        markdown(body, class_name="mt-10 prose-lg"),
        rx.el.div(*actions, class_name="mt-12 flex flex-wrap gap-3") if actions else rx.fragment(),
        class_name=design.READING_COLUMN + " pt-12",
    )
