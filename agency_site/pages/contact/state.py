"""ContactState: the contact form's rules.

Submitting checks the fields and opens the visitor's mail app with a mailto: link to
settings.contact_email; nothing is stored or sent anywhere else. The optional CV never
leaves the device: only its type is checked. Its label's 5MB is guidance for the mail it
will be attached to, not a check.
"""

from __future__ import annotations

import asyncio
import re

import reflex as rx

from agency_site.components.language import request_language
from agency_site.components.notices import Notice, show_from
from agency_site.i18n import in_language, t
from agency_site.pages.contact.data import SUBJECTS
from agency_site.pages.contact.mailto import Unencodable, clip, mailto_link, one_line
from agency_site.pages.visits import start_visit
from agency_site.platform import public
from agency_site.settings import settings

# The required fields, by their `name`, in the order the form shows them.
REQUIRED = ("name", "email", "subject", "message")
# The longest value of each typed field, by its name: the fields stop there, and the mail
# link cuts a longer value a script put in (mail apps refuse very long mailto: links).
# 254 characters is the longest e-mail address that can be delivered (RFC 5321).
MAX_LENGTHS = {"name": 150, "email": 254, "message": 5000}
# The optional CV: these file types (never uploaded).
CV_EXTENSIONS = (".pdf", ".doc", ".docx")
_MAX_FILE_NAME = 255
# The same shape as the address check of agency_site/settings.py.
_EMAIL = re.compile(r"[^\s@]+@[^\s@]+\.[^\s@]+")
_SUBJECT_VALUES = frozenset(subject.value for subject in SUBJECTS)

# The form's notices.
_ERROR_TITLE = t("Oops!")
MISSING_FIELDS = Notice(
    "contact-missing-fields",
    _ERROR_TITLE,
    t("Please fill out all required fields."),
    variant="destructive",
)
INVALID_EMAIL = Notice(
    "contact-invalid-email",
    _ERROR_TITLE,
    t("That e-mail address doesn't look right. Please check it so we can reply to you."),
    variant="destructive",
)
MAIL_FAILURE = Notice(
    "contact-mail-failure",
    _ERROR_TITLE,
    t("Something went wrong. Please try sending an email directly."),
    variant="destructive",
)
CV_TYPE = Notice(
    "contact-cv-type",
    _ERROR_TITLE,
    t("Your CV must be a PDF, DOC or DOCX file. Please choose another file."),
    variant="destructive",
)
SENT = Notice(
    "contact-sent",
    t("Message Sent!"),
    # The spec's text, with its typographic apostrophe.
    t("Thank you! We’ll get back to you shortly."),  # noqa: RUF001
)


def field_id(name: str) -> str:
    """The element id of the form's field `name`."""
    return f"contact-{name}"


def cv_problem(name: str) -> Notice | None:
    """Why a chosen CV cannot be attached, if it cannot."""
    return None if name.lower().endswith(CV_EXTENSIONS) else CV_TYPE


def _typed(form: dict, name: str) -> str:
    value = form.get(name)
    return clip(value, MAX_LENGTHS.get(name)).strip() if isinstance(value, str) else ""


# How long the form keeps a sent message's mailto: link (its frame opens the mail app at
# once): a visitor coming back to the page later must not get the mail app again.
MAIL_LINK_KEPT_S = 2.0


class ContactState(rx.State):
    """The chosen CV's file name ("" while there is none), and the mailto: link of the
    message just sent ("" once its frame has had it) with the count of messages sent."""

    cv_name: str = ""
    # The CV field's generation: a new number replaces its file input with an empty one,
    # which drops the chosen file. The input has no id (Reflex 0.11 stops submitting a
    # control by its id), so it has no ref for rx.set_value to clear it by.
    cv_field: int = 0
    # Whether the file last chosen was refused: the empty input then takes the focus back.
    cv_refused: bool = False
    mail_link: str = ""
    sent: int = 0
    # Whether a page has started a visit with this state (agency_site/pages/visits.py).
    _visited: bool = False

    @rx.event
    @public
    async def choose_cv(self, name: str | None = None):
        """A file chosen (or the choice cleared: the browser then sends no name) in the CV
        field."""
        if not isinstance(name, str) or not name:
            self.cv_name = ""
            return None
        problem = cv_problem(name)
        self.cv_name = "" if problem else name[:_MAX_FILE_NAME]
        self.cv_refused = problem is not None
        if problem:
            self.cv_field += 1
            return await show_from(self, problem)
        return None

    @rx.event
    @public
    async def submit(self, form: dict):
        """Send: check the fields, then open the mail app with the message."""
        if not isinstance(form, dict):
            return None
        values = {name: _typed(form, name) for name in REQUIRED}
        missing = next(
            (
                name
                for name in REQUIRED
                if not values[name]
                or (name == "subject" and one_line(values[name]) not in _SUBJECT_VALUES)
            ),
            None,
        )
        if missing:
            return [rx.set_focus(field_id(missing)), await show_from(self, MISSING_FIELDS)]
        if not _EMAIL.fullmatch(values["email"]):
            return [rx.set_focus(field_id("email")), await show_from(self, INVALID_EMAIL)]
        language = request_language(self.router)
        lines = [
            in_language(t("Name: {name}", name=one_line(values["name"])), language),
            in_language(t("E-mail: {email}", email=one_line(values["email"])), language),
            "",
            values["message"],
        ]
        try:
            link = mailto_link(settings.contact_email, values["subject"], lines)
        except Unencodable:
            return await show_from(self, MAIL_FAILURE)
        self.cv_name = ""
        self.cv_refused = False
        self.cv_field += 1
        # The form's frame opens the mail app with it (_mail_app_frame in form.py).
        self.mail_link = link
        self.sent += 1
        return [
            *[rx.set_value(field_id(name), "") for name in REQUIRED],
            await show_from(self, SENT),
            ContactState.forget_mail_link(self.sent),
        ]

    @rx.event(background=True)
    @public
    async def forget_mail_link(self, sent: int):
        """The link of message `sent` has opened the mail app: drop it, unless a newer one
        has replaced it."""
        if type(sent) is not int:
            return
        await asyncio.sleep(MAIL_LINK_KEPT_S)
        async with self:
            self.drop_mail_link(sent)

    def drop_mail_link(self, sent: int) -> None:
        if self.sent == sent:
            self.mail_link = ""

    @rx.event
    @public
    def start_over(self):
        """Each visit starts with no CV chosen (run as the page loads)."""
        start_visit(self)
