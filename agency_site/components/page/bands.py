"""The bands a page is made of, top to bottom: its hero, titled sections, and the closing
call to action."""

from __future__ import annotations

import reflex as rx

from agency_site import design, routes
from agency_site.components.links import link
from agency_site.components.page.buttons import contact_button, jump_link
from agency_site.content.models import Heading
from agency_site.i18n import t


def hero(
    title: str | Heading,
    lead: str = "",
    *,
    eyebrow: str = "",
    actions: tuple[rx.Component, ...] = (),
    aside: rx.Component | None = None,
) -> rx.Component:
    """The top of a page: its one <h1>, an introduction and its main actions. A `Heading`
    from the page's data gives the title, the introduction (its text) and the eyebrow."""
    if isinstance(title, Heading):
        title, lead, eyebrow = title.title, title.text, title.eyebrow
    text = rx.el.div(
        rx.el.p(eyebrow, class_name=design.EYEBROW) if eyebrow else rx.fragment(),
        rx.el.h1(title, class_name=design.HEADING_1 + (" mt-3" if eyebrow else "")),
        rx.el.p(lead, class_name="mt-5 max-w-2xl text-lg leading-8 " + design.TEXT)
        if lead
        else rx.fragment(),
        rx.el.div(*actions, class_name="mt-8 flex flex-wrap gap-3") if actions else rx.fragment(),
        class_name="max-w-3xl",
    )
    return rx.el.section(
        rx.el.div(
            text,
            aside if aside is not None else rx.fragment(),
            class_name=design.CONTAINER
            + (" grid items-center gap-12 lg:grid-cols-[1.1fr_0.9fr]" if aside is not None else ""),
        ),
        class_name="hero-glow pb-12 pt-12 sm:pt-20",
    )


def section(
    title: str | Heading,
    *children: rx.Component,
    intro: str = "",
    eyebrow: str = "",
    anchor: str | None = None,
    class_name: str = "",
) -> rx.Component:
    """A titled band of a page; `anchor` makes it reachable as #anchor. A `Heading` from the
    page's data gives the title, the intro (its text), the eyebrow and the anchor."""
    if isinstance(title, Heading):
        title, intro, eyebrow, anchor = title.title, title.text, title.eyebrow, title.anchor
    heading_id = f"{anchor}-title" if anchor else None
    return rx.el.section(
        rx.el.div(
            rx.el.div(
                rx.el.p(eyebrow, class_name=design.EYEBROW) if eyebrow else rx.fragment(),
                rx.el.h2(
                    title, class_name=design.HEADING_2 + (" mt-2" if eyebrow else ""), id=heading_id
                ),
                rx.el.p(intro, class_name="mt-4 text-lg leading-8 " + design.TEXT)
                if intro
                else rx.fragment(),
                class_name="max-w-3xl",
            ),
            *children,
            class_name=design.CONTAINER,
        ),
        id=anchor,
        aria_labelledby=heading_id,
        class_name="scroll-mt-24 py-12 sm:py-16 " + class_name,
    )


def call_to_action(heading: Heading, *actions: rx.Component) -> rx.Component:
    """The coloured band that asks the reader to act: the heading's title and text, then
    the actions."""
    title, text = heading.title, heading.text
    return rx.el.section(
        rx.el.div(
            rx.el.div(
                rx.el.h2(
                    title, class_name="text-2xl font-bold tracking-tight text-white sm:text-3xl"
                ),
                rx.el.p(text, class_name="mt-3 max-w-2xl text-blue-100"),
                rx.el.div(*actions, class_name="mt-8 flex flex-wrap gap-3"),
                class_name=(
                    "rounded-3xl bg-gradient-to-br from-blue-800 via-blue-700 to-sky-600 "
                    "px-6 py-12 shadow-xl sm:px-12"
                ),
            ),
            class_name=design.CONTAINER,
        ),
        class_name="py-12 sm:py-16",
    )


def contact_call_to_action(heading: Heading) -> rx.Component:
    """The closing band most pages end with: a question and a way to reach us."""
    return call_to_action(
        heading, link(t("Contact us"), to=routes.CONTACT, class_name=design.BUTTON_ACCENT)
    )


def contact_hero(
    heading: Heading, contact_label: str, jump_label: str, anchor: str
) -> rx.Component:
    """The hero of a service page: write to us, or read on at a section further down."""
    return hero(heading, actions=(contact_button(contact_label), jump_link(jump_label, anchor)))


def lead_paragraphs(lead: str, more: str, *children: rx.Component) -> rx.Component:
    """The text side of a two-column band: a lead paragraph, a quieter one under it, then
    what follows them (links)."""
    return rx.el.div(
        rx.el.p(lead, class_name="text-lg leading-8 " + design.TEXT),
        rx.el.p(more, class_name="mt-4 leading-7 " + design.TEXT_MUTED),
        *children,
    )
