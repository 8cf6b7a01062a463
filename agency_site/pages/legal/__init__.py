"""Privacy policy and GDPR compliance (spec 2.19)."""

from __future__ import annotations

import reflex as rx

from agency_site import routes, theme
from agency_site.components.links import mailto_link
from agency_site.components.page import hero, section
from agency_site.i18n import t
from agency_site.routes import Route
from agency_site.seo import page_title
from agency_site.settings import settings


def _contact_line() -> rx.Component:
    return rx.el.p(
        t("Questions or requests: "),
        mailto_link(settings.contact_email, class_name=theme.LINK),
        class_name="mt-4 " + theme.TEXT,
    )


def privacy_page() -> rx.Component:
    return rx.fragment(
        hero(
            t("Privacy Policy"),
            t("What this website stores, why, and how to ask us to delete it."),
            eyebrow=t("Legal"),
        ),
        section(
            t("What your browser keeps"),
            intro=t(
                "Your theme (key 'theme'), your language ('i18nextLng') and your cookie choice "
                "('cookie_consent') stay in your browser's local storage. They never reach our servers."
            ),
            anchor="browser-storage",
        ),
        section(t("Contact and deletion"), _contact_line(), anchor="contact"),
    )


def gdpr_page() -> rx.Component:
    return rx.fragment(
        hero(
            t("GDPR Compliance"),
            t("Your rights under the UK and EU General Data Protection Regulation."),
            eyebrow=t("Legal"),
        ),
        section(
            t("Your rights"),
            intro=t(
                "You can ask what we hold about you, have it corrected or deleted, and object to its use."
            ),
            anchor="rights",
        ),
        section(t("Exercising your rights"), _contact_line(), anchor="requests"),
    )


ROUTES = [
    Route(
        path=routes.PRIVACY_POLICY,
        title=page_title(t("Privacy Policy")),
        description=t("How this website handles your data."),
        component=privacy_page,
    ),
    Route(
        path=routes.GDPR_COMPLIANCE,
        title=page_title(t("GDPR Compliance")),
        description=t("Your data protection rights and how to exercise them."),
        component=gdpr_page,
    ),
]
