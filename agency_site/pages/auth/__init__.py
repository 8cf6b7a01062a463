"""Sign-in for registered candidates and partners (the back end comes with its own issue)."""

from __future__ import annotations

import reflex as rx

from agency_site import routes
from agency_site.components.page import hero, section
from agency_site.i18n import t
from agency_site.routes import Route
from agency_site.seo import page_title


def auth_page() -> rx.Component:
    return rx.fragment(
        hero(
            t("Candidate and partner sign-in"),
            t("Registered candidates and partners sign in here to follow their applications."),
            eyebrow=t("Account"),
        ),
        section(
            t("Sign in"),
            intro=t(
                "Registered candidates and partners sign in with the e-mail address they registered with."
            ),
            anchor="sign-in",
        ),
    )


ROUTES = [
    Route(
        path=routes.AUTH,
        title=page_title(t("Sign in")),
        description=t("Sign-in for registered candidates and partners."),
        component=auth_page,
    )
]
