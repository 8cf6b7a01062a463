"""A row of filter buttons; aria-pressed marks the chosen one (spec 4: blog, partners)."""

from __future__ import annotations

import reflex as rx

from agency_site import theme


def filter_buttons(
    choices: list[tuple[str, str]], *, selected: str, label: str, class_name: str = "", **props
) -> rx.Component:
    """`choices` are (key, visible label) pairs; each button carries its key as data-category."""
    return rx.el.div(
        *[
            rx.el.button(
                text,
                type="button",
                aria_pressed="true" if key == selected else "false",
                data_category=key,
                class_name="shrink-0 " + theme.FILTER_BUTTON,
            )
            for key, text in choices
        ],
        role="group",
        aria_label=label,
        class_name="flex gap-2 " + class_name,
        **props,
    )
