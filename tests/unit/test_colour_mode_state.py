"""ColourModeState: the header's button picks the theme not on screen (spec section 4)."""

from __future__ import annotations

import pytest
import reflex as rx

from agency_site.layout.colour_mode import STORAGE_KEY, ColourModeState
from tests.unit.states import state_at


def test_nothing_is_chosen_until_the_visitor_chooses():
    assert state_at(ColourModeState, "/").chosen == ""


@pytest.mark.parametrize(("shown", "chosen"), [("light", "dark"), ("dark", "light")])
def test_the_button_chooses_the_theme_not_on_screen(shown, chosen):
    state = state_at(ColourModeState, "/")
    state.toggle(shown)
    assert state.chosen == chosen
    # Whether the system or an earlier choice put `shown` there.
    state.toggle(chosen)
    assert state.chosen == shown


@pytest.mark.parametrize("shown", ["system", "", "blue", ["dark"], None])
def test_anything_but_light_or_dark_changes_nothing(shown):
    state = state_at(ColourModeState, "/")
    state.toggle(shown)
    assert state.chosen == ""


def test_the_choice_is_kept_in_local_storage_under_the_spec_key():
    field = ColourModeState.get_fields()["chosen"].default
    assert isinstance(field, rx.LocalStorage)
    assert (field.name, STORAGE_KEY) == ("theme", "theme")
