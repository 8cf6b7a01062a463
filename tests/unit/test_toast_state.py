"""ToastState: which notice of spec section 8 shows, in which words, for how long, and what
closes it (spec sections 4, 8 and 9)."""

from __future__ import annotations

import asyncio

import pytest

import agency_site.agency_site  # noqa: F401  (every page module declares its notices)
from agency_site.components.notices import (
    DEFAULT_DURATION_MS,
    FEATURE_IN_PROGRESS,
    NOTICES,
    SWIPE_THRESHOLD_PX,
    Notice,
    ToastState,
    show_from,
)
from agency_site.pages.auth.state import AuthState
from tests.unit.states import state_at


def arguments(event) -> dict[str, str]:
    """An event's arguments, as the browser receives them."""
    return {str(name).strip('"'): str(value).strip('"') for name, value in event.args}


# Spec section 8: trigger's notice name, title (English), text (start), variant, duration.
SPEC_NOTICES = [
    ("newsletter-subscribed", "Subscribed!", "Thanks for joining!", "default", 5000),
    (
        "newsletter-failed",
        "Uh oh! Something went wrong.",
        "Could not subscribe.",
        "destructive",
        5000,
    ),
    (
        "contact-missing-fields",
        "Oops!",
        "Please fill out all required fields.",
        "destructive",
        5000,
    ),
    ("contact-sent", "Message Sent!", "Thank you! We’ll get back to you shortly.", "default", 5000),  # noqa: RUF001
    (
        "contact-mail-failure",
        "Oops!",
        "Something went wrong. Please try sending",
        "destructive",
        5000,
    ),
    (
        "feature-in-progress",
        "Feature In Progress",
        "This feature isn't implemented yet.",
        "default",
        3000,
    ),
    (
        "partner-coming-soon",
        "Feature Not Implemented",
        "This partner's page is coming soon!",
        "default",
        5000,
    ),
    ("teaching-guide", "Download Guide", "The teaching guide isn't available", "default", 5000),
    ("choose-plan", "Contact Us to Get Started!", "Email ", "default", 8000),
    ("partner-inquiry", "Redirecting...", "Opening our partner inquiry form", "default", 5000),
    ("sign-up-failed", "Sign up Failed", "Something went wrong", "destructive", 5000),
    ("sign-in-failed", "Sign in Failed", "Something went wrong", "destructive", 5000),
    ("sign-out-failed", "Sign out Failed", "Something went wrong", "destructive", 5000),
]


@pytest.mark.parametrize(("name", "title", "text", "variant", "duration"), SPEC_NOTICES)
def test_each_notice_of_section_8_is_declared_once_with_its_words_and_timing(
    name, title, text, variant, duration
):
    notice = NOTICES[name]
    assert notice.title == title
    assert str(notice.text).startswith(text)
    assert (notice.variant, notice.duration_ms) == (variant, duration)


def test_feature_in_progress_is_3000_ms_elsewhere_3_to_5_seconds():
    assert FEATURE_IN_PROGRESS.duration_ms == 3000
    in_progress = [n for n in NOTICES.values() if n.title == "Feature In Progress"]
    assert len(in_progress) >= 4
    assert all(3000 <= n.duration_ms <= 5000 for n in in_progress)


def test_names_are_unique():
    with pytest.raises(ValueError, match="unique"):
        Notice("feature-in-progress", "Again")


def test_nothing_shows_at_first():
    state = state_at(ToastState, "/")
    assert not state.shown


def test_a_button_shows_its_notice_in_the_page_language_and_asks_to_close_it_in_time():
    state = state_at(ToastState, "/fr/services")
    expire = state.show("choose-plan")
    assert state.shown
    assert (
        state.title
        == NOTICES["choose-plan"].title.in_language("fr")
        != "Contact Us to Get Started!"
    )
    assert state.variant == "default"
    assert expire.handler.fn.__name__ == "expire"
    assert arguments(expire)["duration_ms"] == "8000"
    assert arguments(expire)["serial"] == str(state.serial)


def test_a_new_notice_replaces_the_one_on_show():
    state = state_at(ToastState, "/")
    state.show("feature-in-progress")
    first = state.serial
    state.show("contact-missing-fields")
    assert state.serial == first + 1
    assert (state.title, state.variant) == ("Oops!", "destructive")
    assert state.text == "Please fill out all required fields."


@pytest.mark.parametrize("name", ["no-such-notice", "", None, ["feature-in-progress"], 3])
def test_unknown_names_show_nothing(name):
    state = state_at(ToastState, "/")
    assert state.show(name) is None
    assert not state.shown


def test_the_close_button_and_escape_close_it():
    state = state_at(ToastState, "/")
    state.show("feature-in-progress")
    for other_key in ("a", "F8"):
        assert state.key_pressed(other_key, {}) is None
        assert state.shown
    state.key_pressed("Escape", {})
    assert not state.shown
    state.show("feature-in-progress")
    state.dismiss()
    assert not state.shown


@pytest.mark.parametrize(
    ("distance", "closes"),
    [
        (SWIPE_THRESHOLD_PX + 1, True),
        (80, True),
        (SWIPE_THRESHOLD_PX, False),
        (40, False),
        (-80, False),
    ],
)
def test_a_swipe_right_past_50px_closes_it(distance, closes):
    state = state_at(ToastState, "/")
    state.show("feature-in-progress")
    state.press({"client_x": 100})
    state.release({"client_x": 100 + distance})
    assert state.shown is not closes


def test_a_release_without_a_press_or_with_bad_data_does_nothing():
    state = state_at(ToastState, "/")
    state.show("feature-in-progress")
    state.release({"client_x": 500})
    state.press({"client_x": "0"})
    state.release({"client_x": 500})
    state.press([])
    state.release(None)
    assert state.shown


def test_another_state_shows_a_notice_with_the_provider_message():
    auth_state = state_at(AuthState, "/de/auth")
    expire = asyncio.run(
        show_from(auth_state, NOTICES["sign-in-failed"], "Invalid login credentials")
    )
    toast = asyncio.run(auth_state.get_state(ToastState))
    assert toast.shown
    assert toast.title == NOTICES["sign-in-failed"].title.in_language("de")
    assert toast.text == "Invalid login credentials"
    assert arguments(expire)["duration_ms"] == str(DEFAULT_DURATION_MS)
    asyncio.run(show_from(auth_state, NOTICES["sign-out-failed"]))
    assert toast.text == NOTICES["sign-out-failed"].text.in_language("de") != "Something went wrong"
