"""Accounts for registered candidates and partners.

Sign-up, sign-in and sign-out go to the hosted back end (AuthState); a deployment without
one says plainly that accounts are not available here and how to reach us instead.
"""

from __future__ import annotations

import reflex as rx

from agency_site import design, routes
from agency_site.components.form import CONTROL, LABEL, field
from agency_site.components.icons import icon
from agency_site.components.links import link, mailto_link
from agency_site.components.page import feature_grid, hero, section
from agency_site.pages.auth import data
from agency_site.pages.auth.state import ACCOUNT_TYPES, AuthState
from agency_site.routes import Route
from agency_site.settings import settings


def _unavailable_notice() -> rx.Component:
    return rx.el.div(
        icon("info", 24, "shrink-0 text-blue-700 dark:text-sky-300"),
        rx.el.div(
            rx.el.h2(data.UNAVAILABLE.title, class_name=design.HEADING_3),
            rx.el.p(
                data.UNAVAILABLE.text,
                class_name="mt-2 leading-7 " + design.TEXT,
            ),
            rx.el.div(
                mailto_link(
                    settings.support_email,
                    icon("mail", 16),
                    data.EMAIL_SUPPORT,
                    class_name=design.BUTTON_PRIMARY,
                ),
                link(data.CONTACT_US, to=routes.CONTACT, class_name=design.BUTTON_SECONDARY),
                class_name="mt-6 flex flex-wrap gap-3",
            ),
        ),
        class_name=design.CARD + " flex max-w-3xl gap-4 p-6 sm:p-8",
        role="status",
        data_testid="accounts-unavailable",
    )


def _text_field(form: str, text_field: data.TextField) -> rx.Component:
    control_id = f"{form}-{text_field.name}"
    control = rx.el.input(
        id=control_id,
        name=text_field.name,
        type=text_field.kind,
        required=text_field.required,
        auto_complete=text_field.autocomplete,
        class_name=CONTROL,
    )
    return field(text_field.label, control, control_id, required=text_field.required)


def _account_form(form: data.AccountForm, handler, *extra: rx.Component) -> rx.Component:
    """A card with a form that AuthState's `handler` receives, its text boxes, then `extra`;
    its button waits while busy."""
    return rx.el.form(
        rx.el.h2(form.title, id=f"{form.id}-title", class_name=design.HEADING_3),
        *[_text_field(form.id, text_field) for text_field in form.fields],
        *extra,
        rx.el.button(
            form.submit,
            type="submit",
            disabled=AuthState.working,
            class_name=design.BUTTON_PRIMARY + " w-full justify-center disabled:opacity-60",
        ),
        on_submit=handler,
        aria_labelledby=f"{form.id}-title",
        class_name=design.CARD + " grid content-start gap-5 p-6 sm:p-8",
    )


def _sign_in_form() -> rx.Component:
    return _account_form(data.SIGN_IN, AuthState.sign_in)


def _sign_up_form() -> rx.Component:
    return _account_form(
        data.SIGN_UP,
        AuthState.sign_up,
        rx.el.fieldset(
            rx.el.legend(data.ACCOUNT_TYPE, class_name=LABEL),
            *[
                rx.el.label(
                    rx.el.input(
                        type="radio",
                        name="account_type",
                        value=kind,
                        default_checked=kind == ACCOUNT_TYPES[0],
                        class_name="h-4 w-4 accent-blue-700",
                    ),
                    data.ACCOUNT_TYPE_LABELS[kind],
                    class_name="mt-2 flex items-center gap-3 text-sm " + design.TEXT,
                )
                for kind in ACCOUNT_TYPES
            ],
        ),
    )


def _signed_in() -> rx.Component:
    return rx.el.div(
        icon("circle-check", 24, "shrink-0 text-emerald-600 dark:text-emerald-400"),
        rx.el.div(
            rx.el.h2(data.SIGNED_IN, class_name=design.HEADING_3),
            rx.el.p(
                data.SIGNED_IN_AS,
                " ",
                rx.el.strong(AuthState.user["email"], class_name="break-all"),
                class_name="mt-2 " + design.TEXT,
            ),
            rx.el.button(
                data.SIGN_OUT,
                type="button",
                on_click=AuthState.sign_out,
                disabled=AuthState.working,
                class_name=design.BUTTON_SECONDARY + " mt-6 disabled:opacity-60",
            ),
        ),
        class_name=design.CARD + " flex max-w-3xl gap-4 p-6 sm:p-8",
        data_testid="signed-in",
    )


def _checking() -> rx.Component:
    return rx.el.p(
        data.CHECKING,
        role="status",
        class_name=design.CARD + " p-6 sm:p-8 " + design.TEXT_MUTED,
    )


def _account_panel() -> rx.Component:
    """What the visitor can do now: wait, sign in or up, sign out, or nothing here."""
    return rx.el.div(
        rx.cond(
            AuthState.available,
            rx.cond(
                AuthState.loading,
                _checking(),
                rx.cond(
                    AuthState.signed_in,
                    _signed_in(),
                    rx.el.div(
                        _sign_in_form(), _sign_up_form(), class_name="grid gap-6 md:grid-cols-2"
                    ),
                ),
            ),
            _unavailable_notice(),
        ),
    )


def auth_page() -> rx.Component:
    return rx.fragment(
        hero(data.HERO),
        rx.el.section(
            _account_panel(),
            class_name=design.CONTAINER + " pb-8",
            aria_label=data.PANEL_LABEL,
        ),
        section(data.FEATURES_HEADING, feature_grid(data.FEATURES)),
    )


ORDER = 190

ROUTES = [
    Route(
        routes.AUTH,
        data.META,
        auth_page,
        on_load=AuthState.load_session,
    )
]
