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
from agency_site.components.page import card, card_grid, hero, section
from agency_site.i18n import t
from agency_site.pages.auth.state import ACCOUNT_TYPES, AuthState
from agency_site.routes import Route
from agency_site.seo import page_title
from agency_site.settings import settings

ACCOUNT_FEATURES = (
    (
        "list-checks",
        t("Follow your application"),
        t("See where your application stands, from first review to signed contract."),
    ),
    (
        "folder-lock",
        t("Keep your documents in one place"),
        t("Degree, certificates and checks, ready for your school and your visa."),
    ),
    (
        "users",
        t("For partners: your candidates"),
        t("Partner schools and agencies follow the candidates and vacancies they share with us."),
    ),
)


def _unavailable_notice() -> rx.Component:
    return rx.el.div(
        icon("info", 24, "shrink-0 text-blue-700 dark:text-sky-300"),
        rx.el.div(
            rx.el.h2(
                t("Accounts are not available on this deployment"),
                class_name=design.HEADING_3,
            ),
            rx.el.p(
                t(
                    "Signing up and signing in are switched off on this version of the site. "
                    "Registered candidates and partners can reach their recruiter by e-mail in "
                    "the meantime; nothing about your application is lost."
                ),
                class_name="mt-2 leading-7 " + design.TEXT,
            ),
            rx.el.div(
                mailto_link(
                    settings.support_email,
                    icon("mail", 16),
                    t("E-mail support"),
                    class_name=design.BUTTON_PRIMARY,
                ),
                link(t("Contact us"), to=routes.CONTACT, class_name=design.BUTTON_SECONDARY),
                class_name="mt-6 flex flex-wrap gap-3",
            ),
        ),
        class_name=design.CARD + " flex max-w-3xl gap-4 p-6 sm:p-8",
        role="status",
        data_testid="accounts-unavailable",
    )


def _text_field(form: str, label: str, name: str, kind: str, autocomplete: str, *, required=True):
    control_id = f"{form}-{name}"
    control = rx.el.input(
        id=control_id,
        name=name,
        type=kind,
        required=required,
        auto_complete=autocomplete,
        class_name=CONTROL,
    )
    return field(label, control, control_id, required=required)


def _account_form(form: str, title: str, submit: str, handler, *fields) -> rx.Component:
    """A card with a form that AuthState's `handler` receives; its button waits while busy."""
    return rx.el.form(
        rx.el.h2(title, id=f"{form}-title", class_name=design.HEADING_3),
        *fields,
        rx.el.button(
            submit,
            type="submit",
            disabled=AuthState.working,
            class_name=design.BUTTON_PRIMARY + " w-full justify-center disabled:opacity-60",
        ),
        on_submit=handler,
        aria_labelledby=f"{form}-title",
        class_name=design.CARD + " grid content-start gap-5 p-6 sm:p-8",
    )


def _sign_in_form() -> rx.Component:
    return _account_form(
        "sign-in",
        t("Sign in"),
        t("Sign in"),
        AuthState.sign_in,
        _text_field("sign-in", t("E-mail address"), "email", "email", "email"),
        _text_field("sign-in", t("Password"), "password", "password", "current-password"),
    )


def _sign_up_form() -> rx.Component:
    account_types = {
        "candidate": t("A teacher or candidate"),
        "partner": t("A partner school or agency"),
    }
    return _account_form(
        "sign-up",
        t("Create an account"),
        t("Create account"),
        AuthState.sign_up,
        _text_field("sign-up", t("Your name"), "name", "text", "name", required=False),
        _text_field("sign-up", t("E-mail address"), "email", "email", "email"),
        _text_field("sign-up", t("Password"), "password", "password", "new-password"),
        rx.el.fieldset(
            rx.el.legend(t("I am"), class_name=LABEL),
            *[
                rx.el.label(
                    rx.el.input(
                        type="radio",
                        name="account_type",
                        value=kind,
                        default_checked=kind == ACCOUNT_TYPES[0],
                        class_name="h-4 w-4 accent-blue-700",
                    ),
                    account_types[kind],
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
            rx.el.h2(t("You are signed in"), class_name=design.HEADING_3),
            rx.el.p(
                t("Signed in as"),
                " ",
                rx.el.strong(AuthState.user["email"], class_name="break-all"),
                class_name="mt-2 " + design.TEXT,
            ),
            rx.el.button(
                t("Sign out"),
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
        t("Checking your session..."),
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
        hero(
            t("Candidate and partner accounts"),
            t(
                "Registered candidates and partners sign in here to follow their applications "
                "and vacancies."
            ),
            eyebrow=t("Account"),
        ),
        rx.el.section(
            _account_panel(),
            class_name=design.CONTAINER + " pb-8",
            aria_label=t("Your account"),
        ),
        section(
            t("What an account is for"),
            card_grid(
                *[card(title, text, icon_name=name) for name, title, text in ACCOUNT_FEATURES]
            ),
            intro=t(
                "Accounts are for people already working with us. To apply for a post you do not "
                "need one."
            ),
            anchor="features",
        ),
    )


ROUTES = [
    Route(
        path=routes.AUTH,
        title=page_title(t("Candidate and partner accounts")),
        description=t("Accounts for registered candidates and partners."),
        component=auth_page,
        on_load=AuthState.load_session,
    )
]
