"""Dialogs held by DialogState: a button opens one, its close button, Escape and a click
outside close it, and focus moves into it, stays in it, and goes back to its button.

The open dialog is a native popover (the browser puts it above the page and closes it on
Escape and a click outside); DialogState decides which one is open, at most one at a time.
Each dialog is declared once with `Dialog(name, opener_id)`.
"""

from __future__ import annotations

import dataclasses

import reflex as rx
from reflex.vars import ObjectVar, Var

from agency_site import browser
from agency_site.components.registry import register
from agency_site.platform import public

AUTOFOCUS = "data-autofocus"
# On the field of a dialog that takes the focus as it opens.
AUTOFOCUS_PROPS = {"data_autofocus": "true"}
# Every dialog of the site, by name.
DIALOGS: dict[str, Dialog] = {}


@dataclasses.dataclass(frozen=True)
class Dialog:
    """A dialog: its name and the id of the button that opens it."""

    name: str
    opener_id: str

    def __post_init__(self) -> None:
        register(DIALOGS, self.name, self, "dialog")

    @property
    def element_id(self) -> str:
        return f"{self.name}-dialog"


class DialogState(rx.State):
    """The open dialog's name, or "" when none is open."""

    open: str = ""

    @rx.event
    @public
    def show(self, name: str):
        """A dialog's button. Unknown names are ignored."""
        if isinstance(name, str) and name in DIALOGS:
            self.open = name

    @rx.event
    @public
    def close(self):
        """Its close button, Escape, a click outside, or leaving the page: focus goes back to
        the button that opened it."""
        dialog = DIALOGS.get(self.open)
        self.open = ""
        return rx.set_focus(dialog.opener_id) if dialog else None

    @rx.event
    @public
    def toggled(self, new_state: str):
        """The browser closed the open dialog (a click outside it, Escape)."""
        if new_state == "closed":
            return self.close()
        return None


def _new_state(event: ObjectVar[dict]) -> tuple[Var[str]]:
    return (event.newState.to(str),)


class _Popover(rx.el.Div):
    # The browser's `toggle` event: "open" or "closed" (a click outside, Escape).
    on_toggle: rx.EventHandler[_new_state]


def opener_props(dialog: Dialog) -> dict:
    """Props for the button that opens `dialog`."""
    return {
        "id": dialog.opener_id,
        "aria_haspopup": "dialog",
        "on_click": DialogState.show(dialog.name),
    }


def close_button_props() -> dict:
    return {"type": "button", "on_click": DialogState.close}


def wrap_focus(to: str) -> rx.Component:
    # Tab past either end of the dialog lands here and goes round to the other end.
    return rx.el.span(tab_index=0, on_focus=rx.set_focus(to), class_name="sr-only")


def modal_dialog(
    dialog: Dialog, panel: rx.Component, *, labelled_by: str, first: str, last: str
) -> rx.Component:
    """`panel` in a dialog while DialogState has `dialog` open.

    The dialog is a popover in the browser's top layer (above the page, under notices shown
    later), which the browser closes on a click outside it and on Escape. `first` and `last`
    are the ids of the panel's first and last focusable elements: Tab goes round between
    them. The element with AUTOFOCUS_PROPS takes the focus as it opens.
    """
    return rx.cond(
        DialogState.open == dialog.name,
        _Popover.create(
            wrap_focus(last),
            panel,
            wrap_focus(first),
            id=dialog.element_id,
            role="dialog",
            aria_modal="true",
            aria_labelledby=labelled_by,
            # Never give this element a display class: the browser hides it through `display`.
            custom_attrs={"popover": "auto"},
            # An expression: Reflex compiles it into the page as a function's body.
            on_mount=rx.run_script(
                browser.script("open_dialog", id=dialog.element_id, autofocus=f"[{AUTOFOCUS}]")
            ),
            on_toggle=DialogState.toggled,
            data_testid=dialog.element_id,
            class_name=(
                "m-auto max-h-[calc(100dvh_-_2rem)] w-[calc(100%_-_2rem)] max-w-lg overflow-y-auto "
                "rounded-3xl border-0 bg-white p-0 text-slate-900 shadow-2xl ring-1 "
                "ring-slate-900/10 backdrop:bg-slate-950/60 "
                "dark:bg-slate-900 dark:text-white dark:ring-white/10"
            ),
        ),
    )
