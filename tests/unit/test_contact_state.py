"""ContactState: the contact form's checks, its mail link and its notices (spec 2.13, 5, 8)."""

from __future__ import annotations

import asyncio
from urllib.parse import unquote

import pytest

from agency_site.components.notices import ToastState
from agency_site.pages.contact.state import ContactState
from agency_site.settings import settings
from tests.unit.states import state_at

FILLED = {
    "name": "Zoë",
    "email": "zoe@example.net",
    "subject": "Other",
    "message": "Hello\nthere",
}


def names(events) -> list[str]:
    """The names of the browser events a handler returned, in order."""
    events = events if isinstance(events, list) else [events]
    return [event.handler.fn.__qualname__.rsplit(".", 1)[-1] for event in events]


def argument(event, name: str) -> str:
    return next(str(value).strip('"') for key, value in event.args if str(key) == name)


def submit(state: ContactState, form: object):
    return asyncio.run(state.submit(form))


def shown(state: ContactState) -> ToastState:
    return asyncio.run(state.get_state(ToastState))


@pytest.mark.parametrize("missing", ["name", "email", "subject", "message"])
def test_a_missing_field_takes_the_focus_and_shows_the_notice(missing):
    state = state_at(ContactState, "/contact")
    events = submit(state, {**FILLED, missing: "  \n "})
    assert names(events) == ["_set_focus", "expire"]
    assert argument(events[0], "ref") == f"ref_contact_{missing}"
    assert shown(state).text == "Please fill out all required fields."
    assert shown(state).variant == "destructive"


def test_the_first_missing_field_in_form_order_takes_the_focus():
    state = state_at(ContactState, "/contact")
    events = submit(state, {})
    assert argument(events[0], "ref") == "ref_contact_name"


@pytest.mark.parametrize("subject", ["Bcc: a@b.c", "Other\r\nBcc: a@b.c", ["Other"]])
def test_a_subject_that_is_not_offered_counts_as_missing(subject):
    state = state_at(ContactState, "/contact")
    events = submit(state, {**FILLED, "subject": subject})
    assert argument(events[0], "ref") == "ref_contact_subject"


@pytest.mark.parametrize("email", ["zoe", "zoe@", "zoe@school", "zoe @school.org", "@school.org"])
def test_an_address_that_is_not_one_takes_the_focus(email):
    state = state_at(ContactState, "/contact")
    events = submit(state, {**FILLED, "email": email})
    assert argument(events[0], "ref") == "ref_contact_email"
    assert shown(state).text.startswith("That e-mail address doesn't look right.")


def test_a_valid_form_opens_the_mail_app_resets_the_form_and_thanks_in_the_page_language():
    state = state_at(ContactState, "/fr/contact")
    state.cv_name = "cv.pdf"
    events = submit(state, FILLED)
    assert names(events) == [*["_set_value"] * 4, "expire", "forget_mail_link"]
    assert state.sent == 1
    link = state.mail_link
    address, _, query = link.removeprefix("mailto:").partition("?")
    assert address == settings.contact_email
    fields = dict(field.split("=", 1) for field in query.split("&"))
    assert unquote(fields["subject"]) == "Other"
    assert unquote(fields["body"]) == "Nom : Zoë\r\nE-mail : zoe@example.net\r\n\r\nHello\r\nthere"
    assert state.cv_name == ""
    # A new, empty CV field, which does not take the focus.
    assert (state.cv_field, state.cv_refused) == (1, False)
    assert shown(state).title != "Message Sent!"  # French
    assert shown(state).variant == "default"


def test_a_sent_message_s_link_is_dropped_once_its_frame_had_it_but_not_a_newer_one():
    state = state_at(ContactState, "/contact")
    submit(state, FILLED)
    first = state.mail_link
    submit(state, {**FILLED, "message": "Again"})
    assert state.sent == 2 and state.mail_link != first
    state.drop_mail_link(1)
    assert state.mail_link != ""
    state.drop_mail_link(2)
    assert state.mail_link == ""


def test_text_that_cannot_be_encoded_shows_the_mail_failure_notice():
    state = state_at(ContactState, "/contact")
    events = submit(state, {**FILLED, "message": "Hi \ud800"})
    assert names(events) == ["expire"]
    assert shown(state).text == "Something went wrong. Please try sending an email directly."


def test_anything_but_a_form_is_ignored():
    assert submit(state_at(ContactState, "/contact"), ["name"]) is None


@pytest.mark.parametrize(
    ("name", "kept", "problem"),
    [
        ("My CV.DOCX", "My CV.DOCX", None),
        ("cv.pdf", "cv.pdf", None),
        ("cv.pdf.exe", "", "Your CV must be a PDF, DOC or DOCX file."),
        (None, "", None),
        (3, "", None),
    ],
)
def test_a_chosen_cv_is_named_or_refused_and_cleared(name, kept, problem):
    state = state_at(ContactState, "/contact")
    state.cv_name = "before.pdf"
    events = asyncio.run(state.choose_cv(name))
    assert state.cv_name == kept
    # A refused file is dropped with its field, whose empty successor takes the focus.
    assert (state.cv_field, state.cv_refused) == ((1, True) if problem else (0, False))
    if problem:
        assert names(events) == ["expire"]
        assert shown(state).text.startswith(problem)
    else:
        assert events is None


def test_each_visit_starts_with_no_cv():
    state = state_at(ContactState, "/contact")
    state.start_over()
    state.cv_name = "cv.pdf"
    state.start_over()
    assert state.cv_name == ""
