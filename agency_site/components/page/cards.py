"""Cards and tiles: what a band sets side by side (features, posts, people), and what a
list shows when it has nothing."""

from __future__ import annotations

import reflex as rx

from agency_site import design
from agency_site.components.icons import icon
from agency_site.components.links import link
from agency_site.content.models import Feature
from agency_site.i18n import t


def icon_tile(name: str, *, display: str = "flex") -> rx.Component:
    """A Lucide icon on a tinted square, the mark of a card or a feature.

    `display` is the tile's display classes (e.g. "hidden sm:flex", "flex shrink-0").
    """
    return rx.el.span(
        icon(name, 22),
        class_name=(
            "h-11 w-11 items-center justify-center rounded-xl bg-blue-700/10 text-blue-800 "
            "dark:bg-sky-300/15 dark:text-sky-200 " + display
        ),
    )


def tinted_tile(icon_name: str, tint: str) -> rx.Component:
    """A Lucide icon on a square of the `tint` (background and text colours) that keeps its
    size at the head of a row."""
    return rx.el.span(
        icon(icon_name, 22),
        class_name="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl " + tint,
    )


def card(title: str, text: str = "", *, icon_name: str = "", children: tuple = ()) -> rx.Component:
    return rx.el.article(
        rx.el.div(icon_tile(icon_name), class_name="mb-4") if icon_name else rx.fragment(),
        rx.el.h3(title, class_name=design.HEADING_3),
        rx.el.p(text, class_name="mt-2 text-sm leading-6 " + design.TEXT_MUTED)
        if text
        else rx.fragment(),
        *children,
        class_name=design.CARD + " p-6",
    )


def card_grid(*cards: rx.Component, columns: int = 3) -> rx.Component:
    grid = {
        2: "sm:grid-cols-2",
        3: "sm:grid-cols-2 lg:grid-cols-3",
        4: "sm:grid-cols-2 lg:grid-cols-4",
    }
    return rx.el.div(*cards, class_name=f"mt-10 grid gap-6 {grid[columns]}")


def feature_grid(features: tuple[Feature, ...], columns: int = 3) -> rx.Component:
    """Features, benefits or services as a grid of icon cards."""
    return card_grid(
        *[card(feature.title, feature.text, icon_name=feature.icon) for feature in features],
        columns=columns,
    )


def labelled_card(label: str, content: rx.Component, padding: str = "p-6") -> rx.Component:
    """A card that a small label (an eyebrow) opens, over a list: subjects, a timeline."""
    return rx.el.div(
        rx.el.p(label, class_name=design.EYEBROW), content, class_name=design.CARD + " " + padding
    )


def title_link(title: str, to: str) -> rx.Component:
    """The title of a card (a post, an announcement) as a link to the page it presents."""
    return link(
        title, to=to, class_name="hover:text-blue-700 dark:hover:text-sky-300 " + design.FOCUS_RING
    )


def name_and_role(name: str, role: str) -> tuple[rx.Component, rx.Component]:
    """Who speaks in a quote or a testimonial, and under the name what they do."""
    return (
        rx.el.span(name, class_name="block font-semibold text-slate-900 dark:text-white"),
        rx.el.span(role, class_name="block text-sm " + design.TEXT_MUTED),
    )


def empty_state(
    icon_name: str,
    title: str,
    text: str,
    *actions: rx.Component,
    heading: str = "h3",
    class_name: str = "",
    **props,
) -> rx.Component:
    """What a list shows instead of items: an icon, why it is empty and what to do."""
    return rx.el.div(
        icon(icon_name, 32, "mx-auto text-slate-400"),
        getattr(rx.el, heading)(title, class_name="mt-4 " + design.HEADING_3),
        rx.el.p(text, class_name="mt-2 " + design.TEXT_MUTED),
        *actions,
        class_name="py-16 text-center " + class_name,
        **props,
    )


def soon_badge(label: str = "") -> rx.Component:
    """'Soon' (or another label such as 'Coming Soon') on a feature that is not live yet."""
    return rx.el.span(
        label or t("Soon"),
        class_name=(
            "rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 "
            "dark:bg-amber-300/15 dark:text-amber-200"
        ),
    )
