"""NewsletterState's pop-up rules (spec sections 4 and 9): once per browser session,
3000 ms after its first page, closed by its button, a click outside, Escape or a
successful subscription."""

from __future__ import annotations

import pytest

from agency_site.layout.newsletter import (
    CLOSED,
    OPEN,
    POPUP_DELAY_MS,
    NewsletterState,
)
from agency_site.public_events import refusal
from tests.unit.states import state_at


def popup(seen: str = "") -> NewsletterState:
    state = state_at(NewsletterState, "/")
    state.seen = seen
    return state


def test_the_first_page_of_a_session_arms_it_for_3000_ms():
    state = popup()
    assert not state.shown
    assert state.arm() == POPUP_DELAY_MS / 1000


def test_another_page_during_the_wait_does_not_start_it_again():
    state = popup()
    state.arm()
    # The first page's timer opens it; later pages (or a script sending the event again)
    # start no other.
    assert state.arm() is None


@pytest.mark.parametrize("seen", [OPEN, CLOSED, "anything a script stored"])
def test_a_session_that_has_seen_it_is_not_armed(seen):
    assert popup(seen).arm() is None


def test_it_shows_while_the_session_flag_says_open():
    assert popup(OPEN).shown
    assert not popup(CLOSED).shown


def test_closing_marks_the_session():
    state = popup(OPEN)
    state.close()
    assert state.seen == CLOSED and not state.shown
    # Closing what is not open leaves the flag alone (an unarmed session stays unarmed).
    unarmed = popup()
    unarmed.close()
    assert unarmed.seen == ""


@pytest.mark.parametrize(("key", "closes"), [("Escape", True), ("Enter", False), ("F8", False)])
def test_escape_closes_it(key, closes):
    state = popup(OPEN)
    state.key_pressed(
        key, {"alt_key": False, "ctrl_key": False, "meta_key": False, "shift_key": False}
    )
    assert state.shown is not closes


def test_the_pop_up_may_send_an_address_without_a_request_id():
    name = f"{NewsletterState.get_full_name()}.subscribe"
    assert refusal({"name": name, "payload": {"email": "a@example.com"}}) is None
    assert refusal({"name": name, "payload": {}}) is not None
