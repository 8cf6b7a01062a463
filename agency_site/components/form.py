"""Form fields, styled the same on every form of the site."""

from __future__ import annotations

import reflex as rx

LABEL = "block text-sm font-semibold text-slate-900 dark:text-white"
CONTROL = (
    "mt-2 block w-full rounded-xl border-0 bg-white px-4 py-3 text-base text-slate-900 shadow-sm "
    "ring-1 ring-inset ring-slate-900/15 placeholder:text-slate-400 focus:outline-none "
    "focus:ring-2 focus:ring-blue-700 dark:bg-slate-950/60 dark:text-white dark:ring-white/15 "
    "dark:placeholder:text-slate-500 dark:focus:ring-sky-400"
)


class NumberTextInput(rx.el.Input):
    """A number field that sends what it holds as text: Reflex's own sends Number(value),
    which reads an empty field as 0."""


def field(label: str, control: rx.Component, control_id: str, *, required: bool = True):
    """A labelled control; a required one's label ends with a star."""
    star = rx.el.span(" *", aria_hidden="true", class_name="text-rose-600 dark:text-rose-400")
    return rx.el.div(
        rx.el.label(
            label, star if required else rx.fragment(), html_for=control_id, class_name=LABEL
        ),
        control,
    )


def email_input(control_id: str, placeholder: str) -> rx.Component:
    """A rounded e-mail field, as the newsletter pop-up and the job-alert form show it."""
    return rx.el.input(
        id=control_id,
        type="email",
        name="email",
        required=True,
        auto_complete="email",
        placeholder=placeholder,
        class_name=(
            "w-full rounded-full bg-white px-4 py-2.5 text-sm text-slate-900 ring-1 "
            "ring-inset ring-slate-900/15 placeholder:text-slate-500 focus:outline-2 "
            "focus:outline-offset-2 focus:outline-amber-500 dark:bg-slate-950/60 "
            "dark:text-white dark:ring-white/20 dark:placeholder:text-slate-400 "
            "dark:focus:outline-amber-300"
        ),
    )
