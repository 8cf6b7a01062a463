"""Lists and figures inside a band: ticked claims, key facts, statistics, numbered steps."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from typing import Protocol

import reflex as rx

from agency_site import design
from agency_site.components.icons import icon
from agency_site.components.open_posts import DayText, day_text
from agency_site.content.models import Fact, Step


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


def icon_term(icon_name: str, label: str, *, top: bool = False) -> rx.Component:
    """The term (dt) of a fact or a figure: its label behind a small blue icon, centred on
    the label's line, or at its `top` where the label may wrap."""
    icon_place, row = ("mt-0.5 ", "flex gap-2") if top else ("", "flex items-center gap-2")
    return rx.el.dt(
        icon(icon_name, 16, icon_place + "shrink-0 text-blue-700 dark:text-sky-300"),
        label,
        class_name=row + " text-sm " + design.TEXT_MUTED,
    )


class Statistic(Protocol):
    """A figure and its label; `note`, when a figure has one, is shown under it, and a figure
    with `unconfirmed` set carries `unconfirmed_mark` (see stat_grid)."""

    label: str
    value: str | DayText  # a day text: a count of the open posts, as the day makes it


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
                rx.el.dd(
                    day_text(stat.value) if isinstance(stat.value, DayText) else stat.value,
                    class_name=look.value,
                ),
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
