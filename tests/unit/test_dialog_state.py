"""DialogState: which dialog is open, and where the focus goes back to (spec 2.10)."""

from __future__ import annotations

import pytest
import reflex as rx

from agency_site.components.dialog import DIALOGS, Dialog, DialogState
from agency_site.pages.reviews import REVIEW_DIALOG
from tests.unit.states import state_at


def test_no_dialog_is_open_at_first():
    assert state_at(DialogState, "/testimonials").open == ""
    assert REVIEW_DIALOG.name in DIALOGS


def test_its_button_opens_it_and_closing_gives_the_focus_back_to_that_button():
    state = state_at(DialogState, "/testimonials")
    state.show(REVIEW_DIALOG.name)
    assert state.open == REVIEW_DIALOG.name
    focus = state.close()
    assert state.open == ""
    expected = rx.set_focus(REVIEW_DIALOG.opener_id)
    assert focus.handler.fn.__qualname__ == expected.handler.fn.__qualname__
    assert str(dict(focus.args)) == str(dict(expected.args))


def test_closing_when_none_is_open_does_nothing_else():
    state = state_at(DialogState, "/testimonials")
    assert state.close() is None
    assert state.open == ""


@pytest.mark.parametrize("name", ["nope", "", ["review"], None])
def test_unknown_dialogs_stay_closed(name):
    state = state_at(DialogState, "/testimonials")
    state.show(name)
    assert state.open == ""


def test_a_dialog_needs_a_unique_name():
    with pytest.raises(ValueError, match="unique"):
        Dialog(REVIEW_DIALOG.name, opener_id="elsewhere")


def test_the_browser_closing_it_closes_it_in_the_state_too():
    state = state_at(DialogState, "/testimonials")
    state.show(REVIEW_DIALOG.name)
    state.toggled("open")
    assert state.open == REVIEW_DIALOG.name
    assert state.toggled("closed") is not None  # the focus goes back
    assert state.open == ""
