"""The contact form: markup here, its rules in ContactState
(agency_site/pages/contact/state.py), which checks the fields and opens the visitor's mail
app with a mailto: link to settings.contact_email; nothing goes to a server but the check.
"""

from __future__ import annotations

import reflex as rx
from reflex.vars import ObjectVar, Var

from agency_site import design
from agency_site.components.form import CONTROL, LABEL, field
from agency_site.components.icons import icon
from agency_site.components.page import icon_button
from agency_site.pages.contact import data
from agency_site.pages.contact.state import (
    CV_EXTENSIONS,
    MAX_LENGTHS,
    ContactState,
    field_id,
)


def _chosen_file(event: ObjectVar[dict]) -> tuple[Var[str]]:
    # A FileList is no array: its first file is property "0".
    file = event.target.to(dict).files.to(dict)["0"].to(dict)
    return (file.name.to(str),)


class _FileInput(rx.el.Input):
    # The chosen file's name (the file itself stays in the browser).
    on_change: rx.EventHandler[_chosen_file]


def _subject_select() -> rx.Component:
    return rx.el.div(
        rx.el.select(
            rx.el.option(data.CHOOSE_A_SUBJECT, value=""),
            *[rx.el.option(subject.label, value=subject.value) for subject in data.SUBJECTS],
            id=field_id("subject"),
            name="subject",
            required=True,
            class_name=CONTROL + " cursor-pointer appearance-none pr-10",
        ),
        icon(
            "chevron-down",
            18,
            "pointer-events-none absolute right-3 bottom-3.5 text-slate-500 dark:text-slate-400",
        ),
        class_name="relative",
    )


def _cv_upload() -> rx.Component:
    """Optional CV: a drop zone label around a visually hidden file input, and the chosen name."""
    return rx.el.div(
        rx.el.label(
            _FileInput.create(
                type="file",
                # No name and no id: the form's data leaves the CV out (a named file input
                # sends the file; one with an id, its name, by a ref Reflex 0.11 drops).
                accept=",".join(CV_EXTENSIONS),
                aria_describedby="contact-cv-file contact-cv-note",
                on_change=ContactState.choose_cv,
                # A new, empty input for each generation (ContactState.cv_field).
                key=ContactState.cv_field,
                auto_focus=ContactState.cv_refused,
                class_name="sr-only",
            ),
            icon("cloud-upload", 24, "text-blue-700 dark:text-sky-300"),
            rx.el.span(data.ATTACH_YOUR_CV, class_name=LABEL),
            rx.el.span(data.CV_FORMATS, class_name="text-xs " + design.TEXT_MUTED),
            class_name=(
                "flex cursor-pointer flex-col items-center gap-1.5 rounded-2xl border-2 "
                "border-dashed border-slate-300 bg-white/50 px-6 py-6 text-center "
                "transition-colors hover:border-blue-600 hover:bg-white dark:border-white/20 "
                "dark:bg-white/5 dark:hover:border-sky-400 dark:hover:bg-white/10 "
                "has-focus-visible:outline-2 has-focus-visible:outline-offset-2 "
                "has-focus-visible:outline-amber-500 dark:has-focus-visible:outline-amber-300"
            ),
        ),
        rx.el.p(
            icon("paperclip", 14, "shrink-0"),
            rx.el.span(
                rx.cond(ContactState.cv_name != "", ContactState.cv_name, data.NO_FILE_CHOSEN),
                data_testid="contact-cv-name",
                # Long file names wrap on phones.
                class_name="min-w-0 [overflow-wrap:anywhere]",
            ),
            id="contact-cv-file",
            aria_live="polite",
            class_name="mt-2 flex items-center gap-1.5 text-sm " + design.TEXT_MUTED,
        ),
        rx.el.p(
            icon("shield-check", 14, "mt-0.5 shrink-0"),
            rx.el.span(data.CV_STAYS_HERE),
            id="contact-cv-note",
            class_name="mt-1 flex gap-1.5 text-sm " + design.TEXT_MUTED,
        ),
    )


def _mail_app_frame() -> rx.Component:
    """Opens the visitor's mail app with each message sent: a hidden frame goes to its
    mailto: link. Sent to that link, the page itself would count as being left, and Reflex
    then drops its connection to the back end (the thanks never closed)."""
    return rx.cond(
        ContactState.mail_link != "",
        rx.el.iframe(
            src=ContactState.mail_link,
            # A new frame for each message, the same link twice included.
            key=ContactState.sent,
            title=data.MAIL_APP_FRAME,
            hidden=True,
            aria_hidden="true",
            tab_index=-1,
            data_testid="mail-app-frame",
        ),
    )


def _one_line_field(name: str, label: str, input_type: str) -> rx.Component:
    """A required one-line field whose name is also its autofill hint."""
    return field(
        label,
        rx.el.input(
            type=input_type,
            id=field_id(name),
            name=name,
            required=True,
            max_length=MAX_LENGTHS[name],
            auto_complete=name,
            class_name=CONTROL,
        ),
        field_id(name),
    )


def message_form() -> rx.Component:
    # The message goes to the visitor's mail app, nowhere else.
    return rx.el.form(
        rx.el.div(
            _one_line_field("name", data.YOUR_NAME, "text"),
            _one_line_field("email", data.EMAIL_ADDRESS, "email"),
            class_name="grid gap-6 sm:grid-cols-2",
        ),
        field(data.SUBJECT, _subject_select(), field_id("subject")),
        field(
            data.YOUR_MESSAGE,
            rx.el.textarea(
                id=field_id("message"),
                name="message",
                required=True,
                max_length=MAX_LENGTHS["message"],
                rows=6,
                placeholder=data.MESSAGE_PLACEHOLDER,
                class_name=CONTROL + " resize-y",
            ),
            field_id("message"),
        ),
        _cv_upload(),
        _mail_app_frame(),
        rx.el.div(
            rx.el.p(data.HOW_SENDING_WORKS, class_name="text-sm " + design.TEXT_MUTED),
            icon_button(
                "send",
                data.SEND_MESSAGE,
                submits=True,
                class_name=design.BUTTON_PRIMARY + " w-full shrink-0 sm:w-auto",
            ),
            class_name="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between",
        ),
        # ContactState checks the fields itself, with the spec's notice.
        no_validate=True,
        on_submit=ContactState.submit,
        id="contact-form",
        # The section's heading ("message" anchor) names the form.
        custom_attrs={"aria-labelledby": "message-title"},
        class_name=design.CARD + " space-y-6 p-6 sm:p-8 dark:[color-scheme:dark]",
    )
