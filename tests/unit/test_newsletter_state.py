"""NewsletterState's pop-up rules (spec sections 4 and 9): once per browser session,
3000 ms after its first page, closed by its button, a click outside, Escape, a successful
subscription or the next page load."""

from __future__ import annotations

import pytest

from agency_site.layout.newsletter import POPUP_DELAY_MS, SHOWN, NewsletterState
from agency_site.platform.public_events import refusal
from tests.unit.states import state_at

HOME, ABOUT = "/", "/fr/about"


def popup(seen: str = "") -> NewsletterState:
    state = state_at(NewsletterState, "/")
    state.seen = seen
    return state


def shown_on(page: str) -> NewsletterState:
    """A session whose first page, `page`, has waited its 3000 ms."""
    state = popup()
    state.enter(page)
    state.open()
    return state


def test_the_first_page_of_a_session_arms_it_for_3000_ms():
    state = popup()
    assert state.enter(HOME) == POPUP_DELAY_MS / 1000
    assert state.shown_on == ""


@pytest.mark.parametrize(
    ("since_load_ms", "wait_ms"),
    [(0, 3000), (750, 2250), (2999.5, 0.5), (60_000, 0), (-5, 3000), (float("nan"), 3000),
     ("750", 3000), (None, 3000)],
)  # fmt: skip
def test_the_wait_counts_from_the_page_load_not_from_the_event(since_load_ms, wait_ms):
    # The page tells how long it took to mount and reach the back end; a value that is no
    # time waits the whole 3000 ms.
    assert popup().enter(HOME, since_load_ms) == pytest.approx(wait_ms / 1000)


def test_another_page_during_the_wait_does_not_start_it_again():
    state = popup()
    state.enter(HOME)
    # The first page's timer opens it; later pages (or a script sending the event again)
    # start no other.
    assert state.enter(ABOUT) is None


def test_it_opens_on_the_page_the_visitor_is_on_and_marks_the_session():
    state = popup()
    state.enter(HOME)
    state.enter(ABOUT)
    state.open()
    assert state.shown_on == ABOUT
    assert state.seen == SHOWN


@pytest.mark.parametrize("seen", [SHOWN, "open", "anything a script stored"])
def test_a_session_that_has_seen_it_is_not_armed_and_not_shown(seen):
    state = popup(seen)
    assert state.enter(HOME) is None
    state.open()
    assert state.shown_on == ""


@pytest.mark.parametrize(
    ("next_page", "next_view"), [(HOME, "/ 1732800009000.5"), (ABOUT, "/fr/about 1732800009000.5")]
)
def test_the_next_page_load_closes_it_for_the_session(next_page, next_view):
    # A reload (the same page, loaded again) or another page: it is not shown again.
    state = shown_on(HOME)
    assert state.enter(next_page, 0, next_view) is None
    assert state.shown_on == ""
    assert state.seen == SHOWN
    state.open()
    assert state.shown_on == ""


def test_closing_keeps_the_session_marked():
    state = shown_on(HOME)
    state.close()
    assert state.shown_on == "" and state.seen == SHOWN


@pytest.mark.parametrize("page", [None, 3, "", "/" + "x" * 300, ["/"]])
def test_a_page_that_is_not_an_address_arms_nothing(page):
    state = popup()
    assert state.enter(page) is None
    assert state.page == ""


@pytest.mark.parametrize(("key", "closes"), [("Escape", True), ("Enter", False), ("F8", False)])
def test_escape_closes_it(key, closes):
    state = shown_on(HOME)
    state.key_pressed(
        key, {"alt_key": False, "ctrl_key": False, "meta_key": False, "shift_key": False}
    )
    assert (state.shown_on == "") is closes


def test_the_pop_up_may_send_an_address_without_a_request_id():
    name = f"{NewsletterState.get_full_name()}.subscribe"
    assert refusal({"name": name, "payload": {"email": "a@example.com"}}) is None
    assert refusal({"name": name, "payload": {}}) is not None


def test_it_shows_in_its_page_view_and_a_reload_is_another_view():
    # The view (address and load time) is kept in session storage: a back end that lost
    # the state gets it back from the page that reconnects, and a reload does not match it.
    state = popup()
    state.enter(HOME, 0, "/ 1732800000000.25")
    state.open()
    assert state.shown_on == "/ 1732800000000.25"
    state.enter(HOME, 0, "/ 1732800009000.5")
    assert state.shown_on == ""


def test_the_same_page_view_arriving_again_keeps_it_open():
    # React's development mode mounts the page twice: on a page that took over 3 s to load,
    # the second arrival reaches the back end after the pop-up opened.
    state = popup()
    view = "/ 1732800000000.25"
    assert state.enter(HOME, 3_500, view) == 0
    state.open()
    assert state.enter(HOME, 3_600, view) is None
    assert state.shown_on == view
