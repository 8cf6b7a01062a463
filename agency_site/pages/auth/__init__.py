"""Accounts for registered candidates and partners (spec 3 and 6).

Sign-up and sign-in need the hosted back end; until one is configured the page says
plainly that accounts are not available here and how to reach us instead.
"""

from __future__ import annotations

import reflex as rx

from agency_site import routes, theme
from agency_site.components.icons import icon
from agency_site.components.links import link, mailto_link
from agency_site.components.page import card, card_grid, hero, section
from agency_site.i18n import t
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
                class_name=theme.HEADING_3,
            ),
            rx.el.p(
                t(
                    "Signing up and signing in are switched off on this version of the site. "
                    "Registered candidates and partners can reach their recruiter by e-mail in "
                    "the meantime; nothing about your application is lost."
                ),
                class_name="mt-2 leading-7 " + theme.TEXT,
            ),
            rx.el.div(
                mailto_link(
                    settings.support_email,
                    icon("mail", 16),
                    t("E-mail support"),
                    class_name=theme.BUTTON_PRIMARY,
                ),
                link(t("Contact us"), to=routes.CONTACT, class_name=theme.BUTTON_SECONDARY),
                class_name="mt-6 flex flex-wrap gap-3",
            ),
        ),
        class_name=theme.CARD + " flex max-w-3xl gap-4 p-6 sm:p-8",
        role="status",
        data_testid="accounts-unavailable",
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
            aside=_unavailable_notice(),
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
    )
]
