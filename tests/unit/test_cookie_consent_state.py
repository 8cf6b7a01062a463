"""CookieConsentState: the banner asks until an answer is stored (spec section 4)."""

from __future__ import annotations

import pytest
import reflex as rx

from agency_site.layout.cookie_consent import STORAGE_KEY, CookieConsentState
from tests.unit.states import state_at


def consent(answer: str = "") -> CookieConsentState:
    state = state_at(CookieConsentState, "/")
    state.answer = answer
    return state


def test_the_banner_asks_while_nothing_is_stored():
    assert consent().asked


@pytest.mark.parametrize(("accepted", "stored"), [(True, "true"), (False, "false")])
def test_an_answer_is_stored_and_the_banner_stops_asking(accepted, stored):
    state = consent()
    state.choose(accepted)
    assert state.answer == stored
    assert not state.asked


def test_the_visitor_can_change_an_earlier_answer():
    state = consent("false")
    state.choose(True)
    assert state.answer == "true"


@pytest.mark.parametrize("answer", ["yes", "True", "' autofocus onfocus='x", "null"])
def test_anything_else_a_script_stored_still_asks(answer):
    assert consent(answer).asked


@pytest.mark.parametrize("accepted", ["true", 1, None, ["true"]])
def test_only_a_true_or_false_answer_is_stored(accepted):
    state = consent()
    state.choose(accepted)
    assert state.answer == ""
    assert state.asked


def test_the_answer_lives_in_local_storage_under_the_spec_key():
    field = CookieConsentState.get_fields()["answer"]
    assert STORAGE_KEY == "cookie_consent"
    assert isinstance(field.default, rx.LocalStorage)
    assert field.default.name == STORAGE_KEY
