"""ColourModeState: light or dark.

While the visitor has not chosen, their system's preference decides, in the browser, and
nothing is stored. The header's button asks ColourModeState for the other theme than the one on
screen; Reflex keeps the choice in local storage under the spec's key, and its colour mode
applies it (the class on <html>, which its inline script also sets before the first paint
of the next page load, so no page flashes the wrong theme).
"""

from __future__ import annotations

import reflex as rx

from agency_site import design
from agency_site.components.icons import icon
from agency_site.i18n import t
from agency_site.platform import public, resolved_color_mode, set_color_mode

MODES = ("light", "dark")
# The choice's key in local storage, which Reflex's colour mode also reads before the first
# paint.
STORAGE_KEY = "theme"


def other_mode(shown: str) -> str:
    return "light" if shown == "dark" else "dark"


class ColourModeState(rx.State):
    """The visitor's choice: empty until they make one."""

    chosen: str = rx.LocalStorage("", name=STORAGE_KEY, sync=True)

    @rx.event
    @public
    def toggle(self, shown: str):
        """The header's button: the theme that is not `shown` (light or dark) on screen."""
        if shown in MODES:
            self.chosen = other_mode(shown)


def colour_mode_toggle() -> rx.Component:
    # Icon and label follow the `dark` class on <html>, so the first paint is already right.
    return rx.el.button(
        icon("moon", 20, "dark:hidden"),
        icon("sun", 20, "hidden dark:block"),
        rx.el.span(t("Switch to dark theme"), class_name="sr-only dark:hidden"),
        rx.el.span(t("Switch to light theme"), class_name="sr-only hidden dark:inline"),
        type="button",
        on_click=ColourModeState.toggle(resolved_color_mode),
        class_name=design.ICON_BUTTON,
        data_testid="theme-toggle",
    )


def applied_colour_mode() -> rx.Component:
    """Hands ColourModeState's choice to Reflex's colour mode: a new choice mounts the element of
    that theme, which sets it as it mounts."""
    return rx.match(
        ColourModeState.chosen,
        *[(mode, rx.el.span(hidden=True, on_mount=set_color_mode(mode))) for mode in MODES],
        rx.fragment(),
    )
