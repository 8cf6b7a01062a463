"""About (spec 2.4)."""

from __future__ import annotations

import reflex as rx

from agency_site import routes, theme
from agency_site.components.links import link
from agency_site.components.page import card, card_grid, contact_call_to_action, hero, section
from agency_site.i18n import t
from agency_site.routes import Route
from agency_site.seo import page_title
from agency_site.settings import settings

VALUES = (
    (
        "scale",
        t("Fairness"),
        t("Transparent terms, honest advice and no fees for a placement itself."),
    ),
    (
        "heart-handshake",
        t("Care"),
        t("We stay beside our teachers from the first call to the last day of their contract."),
    ),
    (
        "badge-check",
        t("Quality"),
        t("We put qualified, motivated teachers in front of every class we recruit for."),
    ),
)
ACHIEVEMENTS = (
    ("trophy", t("Award winner"), t("Prestige Awards 2025/26 for education recruitment.")),
    (
        "landmark",
        t("Ministry-level partnerships"),
        t(
            "Official recruitment partner of Uzbekistan's Ministry of Preschool and School Education."
        ),
    ),
    (
        "users",
        t("A global community"),
        t("Teachers from more than a dozen countries placed and supported."),
    ),
)


def about_page() -> rx.Component:
    return rx.fragment(
        hero(
            t("About us"),
            t(
                "{brand} is an international recruitment agency that connects qualified "
                "teachers with schools that need them, starting with Uzbekistan.",
                brand=settings.brand_name,
            ),
            eyebrow=t("Who we are"),
            actions=(link(t("Get started"), to=routes.CONTACT, class_name=theme.BUTTON_PRIMARY),),
        ),
        section(
            t("Our mission"),
            intro=t(
                "To give every pupil a great language teacher, and every teacher a safe, "
                "rewarding placement abroad."
            ),
            anchor="mission",
        ),
        section(
            t("Our values"),
            card_grid(*[card(title, text, icon_name=name) for name, title, text in VALUES]),
            anchor="values",
        ),
        section(
            t("What we have achieved"),
            card_grid(*[card(title, text, icon_name=name) for name, title, text in ACHIEVEMENTS]),
            anchor="achievements",
        ),
        section(
            t("Our expert team"),
            intro=t(
                "Recruiters, former teachers and relocation specialists who know the schools "
                "and cities our teachers move to."
            ),
            anchor="team",
        ),
        section(
            t("Impact in numbers"),
            intro=t("Hundreds of teachers placed, in schools across three countries."),
            anchor="impact",
        ),
        contact_call_to_action(
            t("Let's talk about your next step"),
            t("Whether you teach or run a school, we would love to hear from you."),
        ),
    )


ROUTES = [
    Route(
        path=routes.ABOUT,
        title=page_title(t("About us")),
        description=t("Who we are, what we stand for and how we place teachers abroad."),
        component=about_page,
    )
]
