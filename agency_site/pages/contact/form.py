"""The contact form (spec 2.13, 5, 7 and 8): markup here, behaviour in assets/js/contact.jsx.

Submitting checks the fields in the browser and opens the visitor's mail app with a mailto:
link to settings.contact_email; nothing goes to a server. The JSX holds no text: every
notice and body line comes from here.
"""

from __future__ import annotations

import reflex as rx
from reflex_base.event import passthrough_event_spec

from agency_site import theme
from agency_site.components.form import CONTROL, LABEL, field
from agency_site.components.icons import icon
from agency_site.components.notices import Notice, ToastState
from agency_site.i18n import t
from agency_site.pages.contact.data import SUBJECTS
from agency_site.settings import settings

CONTACT_MODULE = "$/public/js/contact.jsx"

# The optional CV: these file types, up to 5 MB (checked in the browser, never uploaded).
CV_EXTENSIONS = (".pdf", ".doc", ".docx")
CV_MAX_BYTES = 5 * 1024 * 1024
# The longest value of each typed field, by its name: the fields stop there, and the mail
# link cuts a longer value a script put in (mail apps refuse very long mailto: links).
# 254 characters is the longest e-mail address that can be delivered (RFC 5321).
MAX_LENGTHS = {"name": 150, "email": 254, "message": 5000}


class ContactForm(rx.Component):
    """A <form> that checks its fields and opens a mailto: link on submit."""

    library = CONTACT_MODULE
    tag = "ContactForm"

    # Where the message goes.
    address: rx.Var[str]
    # The accepted subject values.
    subjects: rx.Var[list[str]]
    # The longest value of each field, by name.
    max_lengths: rx.Var[dict[str, int]]
    cv_extensions: rx.Var[list[str]]
    max_cv_bytes: rx.Var[int]
    # The body's line templates.
    messages: rx.Var[dict[str, str]]
    # The names of the form's notices (NOTICES), and the handler that shows one.
    notices: rx.Var[dict[str, str]]
    on_notice: rx.EventHandler[passthrough_event_spec(str)]


class ContactCvName(rx.Component):
    """The chosen CV's file name (inside ContactForm), or `empty_label`."""

    library = CONTACT_MODULE
    tag = "ContactCvName"

    empty_label: rx.Var[str]


def _subject_select() -> rx.Component:
    return rx.el.div(
        rx.el.select(
            # No subject is chosen until the visitor picks one.
            rx.el.option(t("Choose a subject"), value=""),
            *[rx.el.option(subject.label, value=subject.value) for subject in SUBJECTS],
            id="contact-subject",
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
    """Optional CV: a drop zone label over a visually hidden file input, and the chosen name."""
    return rx.el.div(
        rx.el.input(
            type="file",
            id="contact-cv",
            name="cv",
            accept=",".join(CV_EXTENSIONS),
            aria_describedby="contact-cv-file contact-cv-note",
            class_name="peer sr-only",
        ),
        rx.el.label(
            icon("cloud-upload", 24, "text-blue-700 dark:text-sky-300"),
            rx.el.span(t("Attach your CV (optional)"), class_name=LABEL),
            rx.el.span(t("PDF, DOC or DOCX, max 5MB"), class_name="text-xs " + theme.TEXT_MUTED),
            html_for="contact-cv",
            class_name=(
                "flex cursor-pointer flex-col items-center gap-1.5 rounded-2xl border-2 "
                "border-dashed border-slate-300 bg-white/50 px-6 py-6 text-center "
                "transition-colors hover:border-blue-600 hover:bg-white dark:border-white/20 "
                "dark:bg-white/5 dark:hover:border-sky-400 dark:hover:bg-white/10 "
                "peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 "
                "peer-focus-visible:outline-amber-500 dark:peer-focus-visible:outline-amber-300"
            ),
        ),
        rx.el.p(
            icon("paperclip", 14, "shrink-0"),
            ContactCvName.create(
                empty_label=t("No file chosen"),
                data_testid="contact-cv-name",
                # Long file names wrap on phones.
                class_name="min-w-0 [overflow-wrap:anywhere]",
            ),
            id="contact-cv-file",
            aria_live="polite",
            class_name="mt-2 flex items-center gap-1.5 text-sm " + theme.TEXT_MUTED,
        ),
        rx.el.p(
            icon("shield-check", 14, "mt-0.5 shrink-0"),
            rx.el.span(
                t(
                    "Your CV stays on your device: it is not uploaded or sent anywhere. Please "
                    "attach it to the e-mail when your mail app opens."
                )
            ),
            id="contact-cv-note",
            class_name="mt-1 flex gap-1.5 text-sm " + theme.TEXT_MUTED,
        ),
    )


# Spec section 8: the form's notices, by the name ContactForm asks for.
_ERROR_TITLE = t("Oops!")
NOTICES = {
    "missingFields": Notice(
        "contact-missing-fields",
        _ERROR_TITLE,
        t("Please fill out all required fields."),
        variant="destructive",
    ),
    "invalidEmail": Notice(
        "contact-invalid-email",
        _ERROR_TITLE,
        t("That e-mail address doesn't look right. Please check it so we can reply to you."),
        variant="destructive",
    ),
    "mailFailure": Notice(
        "contact-mail-failure",
        _ERROR_TITLE,
        t("Something went wrong. Please try sending an email directly."),
        variant="destructive",
    ),
    "cvType": Notice(
        "contact-cv-type",
        _ERROR_TITLE,
        t("Your CV must be a PDF, DOC or DOCX file. Please choose another file."),
        variant="destructive",
    ),
    "cvSize": Notice(
        "contact-cv-size",
        _ERROR_TITLE,
        t("Your CV must be 5MB or smaller. Please choose a smaller file."),
        variant="destructive",
    ),
    "sent": Notice(
        "contact-sent",
        t("Message Sent!"),
        # The spec's text, with its typographic apostrophe.
        t("Thank you! We’ll get back to you shortly."),  # noqa: RUF001
    ),
}


def _body_lines() -> dict[str, str]:
    return {"nameLine": t("Name: {name}"), "emailLine": t("E-mail: {email}")}


def message_form() -> rx.Component:
    # Spec 4 and 7: submission opens the visitor's mail app; it makes no network call.
    return ContactForm.create(
        rx.el.div(
            field(
                t("Your name"),
                rx.el.input(
                    type="text",
                    id="contact-name",
                    name="name",
                    required=True,
                    max_length=MAX_LENGTHS["name"],
                    auto_complete="name",
                    class_name=CONTROL,
                ),
                "contact-name",
            ),
            field(
                t("E-mail address"),
                rx.el.input(
                    type="email",
                    id="contact-email",
                    name="email",
                    required=True,
                    max_length=MAX_LENGTHS["email"],
                    auto_complete="email",
                    class_name=CONTROL,
                ),
                "contact-email",
            ),
            class_name="grid gap-6 sm:grid-cols-2",
        ),
        field(t("Subject"), _subject_select(), "contact-subject"),
        field(
            t("Your message"),
            rx.el.textarea(
                id="contact-message",
                name="message",
                required=True,
                max_length=MAX_LENGTHS["message"],
                rows=6,
                placeholder=t("Tell us a little about yourself and how we can help."),
                class_name=CONTROL + " resize-y",
            ),
            "contact-message",
        ),
        _cv_upload(),
        rx.el.div(
            rx.el.p(
                t(
                    "Fields marked * are required. Sending opens your e-mail app with your "
                    "message ready to go; nothing is stored on this website."
                ),
                class_name="text-sm " + theme.TEXT_MUTED,
            ),
            rx.el.button(
                icon("send", 16),
                t("Send Message"),
                type="submit",
                class_name=theme.BUTTON_PRIMARY + " w-full shrink-0 sm:w-auto",
            ),
            class_name="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between",
        ),
        address=settings.contact_email,
        subjects=[subject.value for subject in SUBJECTS],
        max_lengths=MAX_LENGTHS,
        cv_extensions=list(CV_EXTENSIONS),
        max_cv_bytes=CV_MAX_BYTES,
        messages=_body_lines(),
        notices={key: notice.name for key, notice in NOTICES.items()},
        on_notice=ToastState.show,
        id="contact-form",
        # The section's heading ("message" anchor) names the form.
        custom_attrs={"aria-labelledby": "message-title"},
        class_name=theme.CARD + " space-y-6 p-6 sm:p-8 dark:[color-scheme:dark]",
    )
