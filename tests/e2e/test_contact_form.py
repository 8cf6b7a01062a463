"""The contact form (spec 2.13, 5, 7 and 8): checked by ContactState, sent as a mailto: link.

The form makes no HTTP call (its checks and notices go over the websocket). The mailto: navigation is seen as a navigation request (Chromium then hands it to the mail app).
"""

from __future__ import annotations

import re
from urllib.parse import quote, unquote

import pytest
from playwright.sync_api import Page, Request, expect

from agency_site import routes
from agency_site.settings import settings
from tests.e2e.pages import hydrated, notices, open_picker_and_build_ahead, visit

# Reflex's back-end endpoints, on whichever host and port the server put them.
BACK_END = re.compile(r"^(?:https?|wss?)://[^/]+/(?:_event|ping|_upload|_health|_all_routes)\b")

MISSING = "Please fill out all required fields."
SENT_TEXT = "Thank you! We’ll get back to you shortly."  # noqa: RUF001 (the spec's apostrophe)

VISITOR = {
    "name": "Zoë O'Brien & Co",
    "email": "zoe.obrien+teach@example.net",
    "subject": "Partnership Proposal",
    "message": "Hello!\nWe run a language school: 100% interested?\n\nThanks, a=b&c",
}


class ContactPage:
    """/contact once the back end has sent its state, and every request the page makes from
    then on."""

    def __init__(self, page: Page) -> None:
        self.page = page
        self.requests: list[Request] = []
        # What the page sends its back end (events, form data).
        self.frames_sent: list[str | bytes] = []
        page.on(
            "websocket",
            lambda socket: socket.on("framesent", lambda frame: self.frames_sent.append(frame)),
        )
        visit(page, routes.CONTACT)
        # The browser behaviour is live once React has rendered the form.
        expect(self.form).to_have_attribute("novalidate", "")
        page.on("request", lambda request: self.requests.append(request))

    @property
    def back_end_calls(self) -> list[str]:
        return [request.url for request in self.requests if BACK_END.match(request.url)]

    @property
    def form(self):
        return self.page.locator("#contact-form")

    @property
    def cv(self):
        return self.form.get_by_label("Attach your CV")

    @property
    def notice(self):
        return notices(self.page)

    def fill(self, **values: str) -> None:
        for field, value in values.items():
            if field == "subject":
                self.page.select_option("#contact-subject", value)
            else:
                self.page.fill(f"#contact-{field}", value)

    def submit(self) -> None:
        self.form.get_by_role("button", name="Send Message").click()

    def submit_and_catch_mail(self) -> str:
        with self.page.expect_request(lambda request: request.url.startswith("mailto:")) as mail:
            self.submit()
        return mail.value.url

    def choose_cv(self, name: str, size: int, mime_type: str = "application/pdf") -> None:
        self.cv.set_input_files(
            files=[{"name": name, "mimeType": mime_type, "buffer": b"x" * size}]
        )

    def expect_notice(self, title: str, text: str, variant: str) -> None:
        expect(self.notice).to_have_count(1)
        expect(self.notice).to_contain_text(title)
        expect(self.notice).to_contain_text(text)
        expect(self.notice).to_have_attribute("data-variant", variant)

    def mails(self) -> list[str]:
        return [request.url for request in self.requests if request.url.startswith("mailto:")]

    def expect_no_server_call(self) -> None:
        assert self.back_end_calls == []
        assert [r.url for r in self.requests if r.method != "GET"] == []


@pytest.fixture
def contact(page: Page) -> ContactPage:
    return ContactPage(page)


def encode(text: str) -> str:
    """What JavaScript's encodeURIComponent gives."""
    return quote(text, safe="-_.!~*'()")


def mail_parts(url: str) -> tuple[str, dict[str, str]]:
    """The address and the still-encoded header fields of a mailto: URL."""
    address, _, query = url.removeprefix("mailto:").partition("?")
    return address, dict(field.split("=", 1) for field in query.split("&"))


def test_the_browser_marks_stay_but_the_form_checks_itself(contact: ContactPage):
    for field in ("name", "email", "subject", "message"):
        expect(contact.page.locator(f"#contact-{field}")).to_have_attribute("required", "")
    expect(contact.page.locator("#contact-email")).to_have_attribute("type", "email")
    expect(contact.cv).not_to_have_attribute("required", "")
    options = contact.page.locator("#contact-subject option")
    expect(options).to_have_text(
        [
            "Choose a subject",
            "Teacher Inquiry",
            "School/Agency Inquiry",
            "Partnership Proposal",
            "Other",
        ]
    )
    expect(contact.page.locator("#contact-subject")).to_have_value("")


@pytest.mark.parametrize("missing", ["name", "email", "subject", "message"])
def test_each_missing_field_shows_the_notice_and_takes_the_focus(
    contact: ContactPage, missing: str
):
    contact.fill(**{field: value for field, value in VISITOR.items() if field != missing})
    contact.submit()
    contact.expect_notice("Oops!", MISSING, "destructive")
    expect(contact.page.locator(f"#contact-{missing}")).to_be_focused()
    assert contact.mails() == []
    contact.expect_no_server_call()


def test_blank_spaces_do_not_count_as_an_answer(contact: ContactPage):
    contact.fill(**{**VISITOR, "name": "   ", "message": "\n  \n"})
    contact.submit()
    contact.expect_notice("Oops!", MISSING, "destructive")
    expect(contact.page.locator("#contact-name")).to_be_focused()
    assert contact.mails() == []


def test_an_empty_form_focuses_the_first_field(contact: ContactPage):
    contact.submit()
    contact.expect_notice("Oops!", MISSING, "destructive")
    expect(contact.page.locator("#contact-name")).to_be_focused()


@pytest.mark.parametrize("email", ["zoe", "zoe@", "zoe@school", "zoe @school.org", "@school.org"])
def test_an_address_that_is_not_one_is_refused(contact: ContactPage, email: str):
    contact.fill(**{**VISITOR, "email": email})
    contact.submit()
    contact.expect_notice("Oops!", "e-mail address doesn't look right", "destructive")
    expect(contact.page.locator("#contact-email")).to_be_focused()
    assert contact.mails() == []
    contact.expect_no_server_call()


def test_a_valid_message_opens_the_mail_app_with_everything_encoded(contact: ContactPage):
    contact.fill(**VISITOR)
    url = contact.submit_and_catch_mail()

    body = f"Name: {VISITOR['name']}\r\nE-mail: {VISITOR['email']}\r\n\r\n" + VISITOR[
        "message"
    ].replace("\n", "\r\n")
    expected = (
        f"mailto:{settings.contact_email}?subject={encode(VISITOR['subject'])}&body={encode(body)}"
    )
    # Compared as the browser's URL parser writes it (it escapes the apostrophe, too).
    assert url == contact.page.evaluate("url => new URL(url).href", expected)
    address, fields = mail_parts(url)
    assert address == settings.contact_email
    assert set(fields) == {"subject", "body"}
    assert unquote(fields["subject"]) == "Partnership Proposal"
    assert unquote(fields["body"]) == body
    contact.expect_no_server_call()


def test_the_pages_the_picker_builds_ahead_leave_the_form_its_own_fields(contact: ContactPage):
    # Every page records its fields in Reflex's refs as it renders, and so do the French and
    # German contact pages the picker builds hidden: the form on show still reaches its own.
    open_picker_and_build_ahead(contact.page, routes.CONTACT)
    contact.page.keyboard.press("Escape")
    expect(contact.page.get_by_test_id("language-picker")).not_to_have_attribute("open", "")
    contact.submit()
    contact.expect_notice("Oops!", MISSING, "destructive")
    expect(contact.page.locator("#contact-name")).to_be_focused()
    contact.fill(**VISITOR)
    contact.submit_and_catch_mail()
    for field in ("name", "email", "message"):
        expect(contact.page.locator(f"#contact-{field}")).to_have_value("")


def test_after_sending_the_form_is_reset_and_thanks_the_visitor(contact: ContactPage):
    contact.fill(**VISITOR)
    contact.choose_cv("cv.pdf", 1000)
    contact.submit_and_catch_mail()
    contact.expect_notice("Message Sent!", SENT_TEXT, "default")
    for field in ("name", "email", "subject", "message"):
        expect(contact.page.locator(f"#contact-{field}")).to_have_value("")
    expect(contact.page.get_by_test_id("contact-cv-name")).to_have_text("No file chosen")
    assert contact.cv.evaluate("input => input.files.length") == 0
    expect(contact.cv).not_to_be_focused()
    # The form works again straight away.
    contact.fill(**{**VISITOR, "subject": "Other"})
    _, fields = mail_parts(contact.submit_and_catch_mail())
    assert unquote(fields["subject"]) == "Other"
    assert len(contact.mails()) == 2


def _set_subject_value(contact: ContactPage, label: str, value: str) -> None:
    """Make the option `label` send `value`, as a tampered page could."""
    contact.page.locator("#contact-subject option", has_text=label).evaluate(
        "(option, value) => { option.value = value; }", value
    )
    contact.page.select_option("#contact-subject", label=label)


def test_coming_back_to_the_form_does_not_open_the_mail_app_again(contact: ContactPage):
    contact.fill(**VISITOR)
    contact.submit_and_catch_mail()
    page = contact.page
    expect(page.get_by_test_id("mail-app-frame")).to_have_count(0, timeout=5_000)
    page.get_by_role("navigation", name="Main").get_by_role("link", name="About Us").click()
    expect(page).to_have_url(re.compile(re.escape(routes.ABOUT) + "$"))
    page.go_back()
    hydrated(page)
    page.wait_for_timeout(1_000)
    assert len(contact.mails()) == 1


def test_line_breaks_never_reach_the_subject(contact: ContactPage):
    contact.fill(**{k: v for k, v in VISITOR.items() if k != "subject"})
    _set_subject_value(contact, "Partnership Proposal", "Partnership\r\nProposal\n")
    url = contact.submit_and_catch_mail()
    _, fields = mail_parts(url)
    assert unquote(fields["subject"]) == "Partnership Proposal"
    assert not re.search(r"%0[AD]", fields["subject"], re.IGNORECASE)
    assert set(fields) == {"subject", "body"}


def test_a_forged_subject_cannot_add_a_header(contact: ContactPage):
    contact.fill(**{k: v for k, v in VISITOR.items() if k != "subject"})
    _set_subject_value(contact, "Other", "Other\r\nBcc: someone@example.net")
    contact.submit()
    contact.expect_notice("Oops!", MISSING, "destructive")
    expect(contact.page.locator("#contact-subject")).to_be_focused()
    assert contact.mails() == []


def test_a_broken_character_from_a_paste_still_opens_the_mail(contact: ContactPage):
    contact.fill(**VISITOR)
    # A lone surrogate (a broken paste) cannot be encoded: the browser sends the replacement
    # character in its place (ContactState would tell the visitor otherwise: test_mailto.py).
    contact.page.locator("#contact-message").evaluate("area => { area.value = 'Hi \\uD800'; }")
    _, fields = mail_parts(contact.submit_and_catch_mail())
    assert unquote(fields["body"]).endswith("\r\n\r\nHi \ufffd")
    contact.expect_notice("Message Sent!", SENT_TEXT, "default")


def test_the_cv_note_says_it_is_never_sent(contact: ContactPage):
    note = contact.page.locator("#contact-cv-note")
    expect(note).to_contain_text("not uploaded or sent anywhere")
    expect(contact.cv).to_have_attribute("accept", ".pdf,.doc,.docx")


@pytest.mark.parametrize("name", ["cv.pdf", "My CV.DOCX", "teaching-cv.doc"])
def test_the_chosen_cv_name_is_shown(contact: ContactPage, name: str):
    expect(contact.page.get_by_test_id("contact-cv-name")).to_have_text("No file chosen")
    contact.choose_cv(name, 2048)
    expect(contact.page.get_by_test_id("contact-cv-name")).to_have_text(name)
    expect(contact.notice).to_have_count(0)
    contact.expect_no_server_call()


def test_a_cv_over_5mb_is_accepted_as_the_spec_has_it(contact: ContactPage):
    # The label's "max 5MB" is guidance for the mail it goes with; no size check is made.
    contact.choose_cv("cv.pdf", 5 * 1024 * 1024 + 1)
    expect(contact.page.get_by_test_id("contact-cv-name")).to_have_text("cv.pdf")
    expect(contact.notice).to_have_count(0)


@pytest.mark.parametrize("name", ["notes.txt", "cv.pdf.exe"])
def test_a_cv_of_another_type_is_refused(contact: ContactPage, name: str):
    contact.choose_cv("cv.pdf", 100)
    expect(contact.page.get_by_test_id("contact-cv-name")).to_have_text("cv.pdf")
    contact.choose_cv(name, 100, mime_type="application/octet-stream")
    contact.expect_notice("Oops!", "Your CV must be a PDF, DOC or DOCX file.", "destructive")
    expect(contact.page.get_by_test_id("contact-cv-name")).to_have_text("No file chosen")
    assert contact.cv.evaluate("input => input.files.length") == 0
    # The field is still where the visitor is, to choose again.
    expect(contact.cv).to_be_focused()
    contact.expect_no_server_call()


def test_the_cv_is_not_part_of_the_mail(contact: ContactPage):
    contact.fill(**VISITOR)
    contact.choose_cv("my-teaching-cv.pdf", 4096)
    _, fields = mail_parts(contact.submit_and_catch_mail())
    assert set(fields) == {"subject", "body"}
    assert "my-teaching-cv" not in unquote(fields["body"])
    # Nor of the form's data: neither the file nor its name goes with it.
    sent = [frame for frame in contact.frames_sent if "submit" in str(frame)]
    assert len(sent) == 1 and "my-teaching-cv" not in str(sent[0])
    assert not [frame for frame in contact.frames_sent if isinstance(frame, bytes)]
    contact.expect_no_server_call()
