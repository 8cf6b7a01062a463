"""Filtered lists (blog list, home partner showcase, /partners grid).

The rule (`hidden_items`) is plain Python, used by each list's state class
(PartnerFilterState, BlogSearchState), which decides what is hidden. The markup here only
reads that state: every item is in the pre-rendered page, shown or hidden by the state's
starting values, so crawlers and a slow phone get the whole list before any script runs.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

import reflex as rx
from reflex.vars import Var

from agency_site import design


def hidden_items(
    items: Mapping[str, tuple[Iterable[str], str]], chosen: str, all_key: str, query: str = ""
) -> list[str]:
    """The ids of the `items` (id -> its keys and searchable text) that do not match: each must
    carry the `chosen` key (every item matches `all_key`) and contain `query`, ignoring case."""
    needle = query.strip().casefold()
    return [
        item_id
        for item_id, (keys, text) in items.items()
        if not (chosen == all_key or chosen in keys) or needle not in text.casefold()
    ]


def filter_buttons(
    choices: Iterable[tuple[str, str]],
    *,
    chosen: Var[str],
    choose: Callable[[str], Any],
    label: str,
    class_name: str = "",
    **props: Any,
) -> rx.Component:
    """`choices` are (key, visible label) pairs; aria-pressed marks the `chosen` one and a
    click calls `choose(key)`."""
    return rx.el.div(
        *[
            rx.el.button(
                text,
                type="button",
                aria_pressed=chosen == key,
                on_click=choose(key),
                class_name="shrink-0 " + design.FILTER_BUTTON,
            )
            for key, text in choices
        ],
        role="group",
        aria_label=label,
        class_name="flex gap-2 " + class_name,
        **props,
    )


def announcement(text: Var[str]) -> rx.Component:
    """Tells screen readers how many items a change left; empty until the visitor changes one."""
    return rx.el.p(
        text, role="status", aria_live="polite", aria_atomic="true", class_name="sr-only"
    )
