"""Filters that run in the browser (spec section 4: blog list, partner showcase and grid).

A `Filter` writes the markup; assets/js/filters.jsx brings it to life through data
attributes: buttons choose a key, a search field narrows by text, items are shown or
hidden, an empty state appears when nothing is left and a live region says how many
items are shown. The page is rendered already filtered by the starting key.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from typing import Any

import reflex as rx

from agency_site import theme
from agency_site.i18n import in_language, per_language

FILTERS_MODULE = "$/public/js/filters.jsx"
# Joins an item's keys in data-filter-keys (the same in filters.jsx).
KEY_SEPARATOR = "|"
# Splat onto the text field that narrows the items, and onto the empty state.
SEARCH_FIELD = {"data_filter_search": "true"}
EMPTY_STATE = {"data_filter_empty": "true"}


class FilterScope(rx.Component):
    library = FILTERS_MODULE
    tag = "FilterScope"

    # The key chosen at first.
    selected: rx.Var[str]
    # The key that matches every item.
    all_key: rx.Var[str]
    # Announced after each change, with {count} and {total} slots.
    count_label: rx.Var[str]
    status_class_name: rx.Var[str]


@dataclasses.dataclass(frozen=True)
class Filter:
    """One filter: the key that shows everything and the key chosen at first."""

    all_key: str
    initial: str

    def scope(self, *children: rx.Component, count_label: str, **props: Any) -> rx.Component:
        """Wraps the buttons, search field, items and empty state; adds no box of its own."""
        return FilterScope.create(
            *children,
            selected=self.initial,
            all_key=self.all_key,
            count_label=count_label,
            status_class_name="sr-only",
            class_name="contents",
            **props,
        )

    def buttons(
        self, choices: list[tuple[str, str]], *, label: str, class_name: str = "", **props: Any
    ) -> rx.Component:
        """`choices` are (key, visible label) pairs; aria-pressed marks the chosen one."""
        return rx.el.div(
            *[
                rx.el.button(
                    text,
                    type="button",
                    aria_pressed="true" if key == self.initial else "false",
                    data_filter_key=key,
                    class_name="shrink-0 " + theme.FILTER_BUTTON,
                )
                for key, text in choices
            ],
            role="group",
            aria_label=label,
            class_name="flex gap-2 " + class_name,
            **props,
        )

    def item(self, keys: Iterable[str], *, text: str | None = None) -> dict[str, Any]:
        """Props for an item matching `keys` (and, when searchable, containing `text`)."""
        keys = tuple(keys)
        if any(KEY_SEPARATOR in key for key in keys):
            raise ValueError(f"filter keys may not contain {KEY_SEPARATOR!r}: {keys}")
        props: dict[str, Any] = {"data_filter_keys": KEY_SEPARATOR.join(keys)}
        if text is not None:
            props["data_filter_text"] = per_language(lambda code: in_language(text, code).lower())
        if self.initial != self.all_key and self.initial not in keys:
            props["hidden"] = True
        return props
