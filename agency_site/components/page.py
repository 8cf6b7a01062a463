"""Building blocks every page uses: hero, section, card grid, call to action."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from typing import Protocol

import reflex as rx

from agency_site import design, routes
from agency_site.components.icons import icon
from agency_site.components.links import anchor_link, external_link, link, mailto_link
from agency_site.components.notices import Notice, show_notice
from agency_site.content.models import Fact, Feature, Heading, Step
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


def fact_list(facts: tuple[Fact, ...], **props) -> rx.Component:
    """Key facts as a card of label/value pairs."""
    return rx.el.dl(
        *[
            rx.el.div(
                rx.el.dt(fact.label, class_name="text-sm font-medium " + design.TEXT_MUTED),
                rx.el.dd(
                    fact.value, class_name="mt-1 font-semibold text-slate-900 dark:text-white"
                ),
                class_name="py-4 first:pt-0 last:pb-0",
            )
            for fact in facts
        ],
        class_name=design.CARD + " divide-y divide-slate-900/10 p-6 dark:divide-white/10",
        **props,
    )


class Statistic(Protocol):
    """A figure and its label; `note`, when a figure has one, is shown under it, and a figure
    with `unconfirmed` set carries `unconfirmed_mark` (see stat_grid)."""

    label: str
    value: str


@dataclasses.dataclass(frozen=True)
class StatLook:
    """How a grid of figures is drawn: the grid, each figure's box, its label and its value."""

    grid: str
    item: str
    label: str
    value: str


# The look of a mark on something not confirmed by the agency (as on a sample review).
UNCONFIRMED_MARK = (
    "mt-2 rounded-lg bg-amber-100 px-2 py-1 text-xs font-semibold text-amber-900 "
    "dark:bg-amber-300/15 dark:text-amber-200"
)


def stat_grid(
    stats: Iterable[Statistic], look: StatLook, unconfirmed_mark: str = "", **props
) -> rx.Component:
    """Figures as a <dl>: each a label (dt) and its value (dd), with its note if it has one,
    and `unconfirmed_mark` under a figure whose `unconfirmed` is set."""
    return rx.el.dl(
        *[
            rx.el.div(
                rx.el.dt(stat.label, class_name=look.label),
                rx.el.dd(stat.value, class_name=look.value),
                *(
                    [rx.el.dd(note, class_name="mt-1 text-xs " + design.TEXT_MUTED)]
                    if (note := getattr(stat, "note", ""))
                    else []
                ),
                *(
                    [
                        rx.el.dd(
                            unconfirmed_mark,
                            data_testid="placeholder-mark",
                            class_name=UNCONFIRMED_MARK,
                        )
                    ]
                    if unconfirmed_mark and getattr(stat, "unconfirmed", False)
                    else []
                ),
                class_name=look.item,
            )
            for stat in stats
        ],
        class_name=look.grid,
        **props,
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


def contact_button(label: str, style: str = design.BUTTON_PRIMARY) -> rx.Component:
    """A button to the contact page, behind the mail icon."""
    return button_link("mail", label, routes.CONTACT, style)


def jump_link(label: str, anchor: str) -> rx.Component:
    """A button to a section further down the same page."""
    return anchor_link(label, target=anchor, class_name=design.BUTTON_SECONDARY)


def check_list(*items: str, small: bool = False, class_name: str = "") -> rx.Component:
    """A list of short claims or requirements, each behind a tick; `small` in cards."""
    return rx.el.ul(
        *[
            rx.el.li(
                icon(
                    "circle-check",
                    16 if small else 20,
                    "mt-0.5 shrink-0 text-emerald-600 dark:text-emerald-400",
                ),
                rx.el.span(item),
                class_name=("flex gap-2.5 " if small else "flex gap-3 ") + design.TEXT,
            )
            for item in items
        ],
        class_name=("space-y-2.5 text-sm leading-6 " if small else "space-y-3 ") + class_name,
    )


# Four steps sit in one row on wide screens, five in one row too.
_STEP_COLUMNS = {
    4: "mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4",
    5: "mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-5",
}


def step_number(number: int, size: str = "h-10 w-10") -> rx.Component:
    """The number of an item in an ordered list, in a disc (the list itself says it to
    screen readers)."""
    return rx.el.span(
        str(number),
        class_name=(
            f"flex {size} shrink-0 items-center justify-center rounded-full bg-blue-700 "
            "text-sm font-bold text-white dark:bg-sky-400 dark:text-slate-950"
        ),
        aria_hidden="true",
    )


def steps(*items: Step) -> rx.Component:
    """A numbered process (four or five steps): each title and what happens, in order."""
    return rx.el.ol(
        *[
            rx.el.li(
                step_number(number),
                rx.el.h3(item.title, class_name="mt-4 " + design.HEADING_3),
                rx.el.p(item.text, class_name="mt-2 text-sm leading-6 " + design.TEXT_MUTED),
                class_name=design.CARD + " p-6",
            )
            for number, item in enumerate(items, start=1)
        ],
        class_name=_STEP_COLUMNS[len(items)],
    )


def jump_links(*jumps: tuple[str, Heading]) -> tuple[rx.Component, ...]:
    """A hero's buttons down to bands of the same page, each a label and the band's heading
    (its anchor); the first is the primary one."""
    (label, band), *others = jumps
    return (
        anchor_link(label, target=band.anchor, class_name=design.BUTTON_PRIMARY),
        *[jump_link(label, band.anchor) for label, band in others],
    )


def mail_button(address: str, label: str, style: str = design.BUTTON_PRIMARY) -> rx.Component:
    """A button that opens the visitor's mail app to write to `address`, behind the mail icon."""
    return mailto_link(address, icon("mail", 16), label, class_name=style)


def arrow_button(label: str, to: str) -> rx.Component:
    """The main button of a band, leading to another page: its label, then an arrow."""
    return link(label, icon("arrow-right", 16), to=to, class_name=design.BUTTON_PRIMARY)


def jump_button(label: str, anchor: str) -> rx.Component:
    """The main button of a hero whose page goes on below it: an arrow down to a section."""
    return anchor_link(
        label, icon("arrow-down", 16), target=anchor, class_name=design.BUTTON_PRIMARY
    )


def title_link(title: str, to: str) -> rx.Component:
    """The title of a card (a post, an announcement) as a link to the page it presents."""
    return link(
        title, to=to, class_name="hover:text-blue-700 dark:hover:text-sky-300 " + design.FOCUS_RING
    )


def button_link(
    icon_name: str, label: str, to: str, style: str = design.BUTTON_SECONDARY
) -> rx.Component:
    """A button to another page of the site, behind a Lucide icon."""
    return link(icon(icon_name, 16), label, to=to, class_name=style)


def lead_paragraphs(lead: str, more: str, *children: rx.Component) -> rx.Component:
    """The text side of a two-column band: a lead paragraph, a quieter one under it, then
    what follows them (links)."""
    return rx.el.div(
        rx.el.p(lead, class_name="text-lg leading-8 " + design.TEXT),
        rx.el.p(more, class_name="mt-4 leading-7 " + design.TEXT_MUTED),
        *children,
    )


def contact_hero(
    heading: Heading, contact_label: str, jump_label: str, anchor: str
) -> rx.Component:
    """The hero of a service page: write to us, or read on at a section further down."""
    return hero(heading, actions=(contact_button(contact_label), jump_link(jump_label, anchor)))


def external_button(
    icon_name: str, label: str, href: str, style: str = design.BUTTON_PRIMARY
) -> rx.Component:
    """A button to another site (a form, a partner's page), behind a Lucide icon."""
    return external_link(icon(icon_name, 16), label, href=href, class_name=style)


def notice_button(
    icon_name: str, label: str, notice: Notice, style: str = design.BUTTON_SECONDARY
) -> rx.Component:
    """A button for what is not online yet: it shows `notice` instead, behind a Lucide icon."""
    return rx.el.button(
        icon(icon_name, 16), label, type="button", on_click=show_notice(notice), class_name=style
    )


def icon_term(icon_name: str, label: str, *, top: bool = False) -> rx.Component:
    """The term (dt) of a fact or a figure: its label behind a small blue icon, centred on
    the label's line, or at its `top` where the label may wrap."""
    icon_place, row = ("mt-0.5 ", "flex gap-2") if top else ("", "flex items-center gap-2")
    return rx.el.dt(
        icon(icon_name, 16, icon_place + "shrink-0 text-blue-700 dark:text-sky-300"),
        label,
        class_name=row + " text-sm " + design.TEXT_MUTED,
    )


def labelled_card(label: str, content: rx.Component, padding: str = "p-6") -> rx.Component:
    """A card that a small label (an eyebrow) opens, over a list: subjects, a timeline."""
    return rx.el.div(
        rx.el.p(label, class_name=design.EYEBROW), content, class_name=design.CARD + " " + padding
    )


def tick_items(items: Iterable[str], size: int) -> list[rx.Component]:
    """The items of a list of claims, each behind a green tick; the list itself is the
    page's to style (unlike `check_list`)."""
    return [
        rx.el.li(
            icon("circle-check", size, "mt-0.5 shrink-0 text-emerald-600 dark:text-emerald-400"),
            rx.el.span(item),
            class_name="flex gap-3",
        )
        for item in items
    ]


def icon_button(icon_name: str, label: str, *, submits: bool = False, **props) -> rx.Component:
    """A button led by a Lucide icon; a plain one unless it `submits` its form."""
    return rx.el.button(icon(icon_name, 16), label, type="submit" if submits else "button", **props)


def name_and_role(name: str, role: str) -> tuple[rx.Component, rx.Component]:
    """Who speaks in a quote or a testimonial, and under the name what they do."""
    return (
        rx.el.span(name, class_name="block font-semibold text-slate-900 dark:text-white"),
        rx.el.span(role, class_name="block text-sm " + design.TEXT_MUTED),
    )


def tinted_tile(icon_name: str, tint: str) -> rx.Component:
    """A Lucide icon on a square of the `tint` (background and text colours) that keeps its
    size at the head of a row."""
    return rx.el.span(
        icon(icon_name, 22),
        class_name="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl " + tint,
    )
