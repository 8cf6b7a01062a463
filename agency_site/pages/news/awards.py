"""The awards page: the Prestige Awards 2025/26."""

from __future__ import annotations

import reflex as rx

from agency_site import design, routes
from agency_site.components.contact import REPLY_DAYS
from agency_site.components.effects import confetti
from agency_site.components.icons import icon
from agency_site.components.links import external_link, link
from agency_site.components.media import picture
from agency_site.components.page import call_to_action, card, card_grid, hero, section
from agency_site.content.models import Heading
from agency_site.i18n import t, tn
from agency_site.settings import settings

RECOGNISED = (
    (
        "scale",
        t("Fair recruitment"),
        t("You pay only for the service performed, and our packages and prices are published."),
    ),
    (
        "heart-handshake",
        t("Care for our teachers"),
        tn(
            "From the first interview to the end of the school year, we answer our teachers "
            "within {count} working day.",
            "From the first interview to the end of the school year, we answer our teachers "
            "within {count} working days.",
            REPLY_DAYS,
        ),
    ),
    (
        "landmark",
        t("Partnership at national scale"),
        t(
            "Our exclusive 2025-2026 partnership with Uzbekistan's Ministry of Preschool and "
            "School Education brings foreign teachers to its state schools."
        ),
    ),
)


def _quote() -> rx.Component:
    return rx.el.figure(
        icon("quote", 32, "text-amber-500 dark:text-amber-300"),
        rx.el.blockquote(
            rx.el.p(
                t(
                    "This award belongs to our teachers, who said yes to a classroom thousands of "
                    "kilometres from home, and to the schools that welcomed them. It tells every "
                    "new applicant that they can trust the way we work."
                ),
            ),
            class_name="mt-4 text-xl font-medium leading-9 text-slate-900 dark:text-white",
        ),
        rx.el.figcaption(
            settings.brand_name,
            class_name="mt-6 text-sm font-semibold " + design.TEXT_MUTED,
        ),
        class_name=design.CARD + " mt-10 max-w-3xl p-8",
    )


def awards_page() -> rx.Component:
    return rx.fragment(
        confetti(),
        hero(
            t("We are a Prestige Awards Winner"),
            t(
                "{company} has been named a winner in the Prestige Awards 2025/26 for excellence "
                "in international teacher recruitment.",
                company=settings.brand_name,
            ),
            eyebrow=t("Prestige Awards 2025/26"),
            actions=(
                external_link(
                    icon("trophy", 16),
                    t("Visit the Prestige Awards"),
                    href=settings.awards_url,
                    class_name=design.BUTTON_SECONDARY,
                ),
                link(t("Contact us"), to=routes.CONTACT, class_name=design.BUTTON_PRIMARY),
            ),
            aside=picture(
                "/images/pages/award-trophy.svg",
                t("A golden trophy with a laurel wreath and confetti"),
                width=800,
                height=800,
                eager=True,
                class_name="mx-auto w-full max-w-sm rounded-3xl shadow-lg",
            ),
        ),
        section(
            t("What the award recognises"),
            card_grid(*[card(title, text, icon_name=name) for name, title, text in RECOGNISED]),
            _quote(),
            intro=t(
                "The Prestige Awards celebrate small and medium-sized businesses for the quality "
                "of their service. Here is how we work."
            ),
            anchor="recognition",
        ),
        call_to_action(
            Heading(
                t("Teach with an award-winning agency"),
                t("Tell us what you are looking for and we will find the school that fits."),
            ),
            link(t("Contact us"), to=routes.CONTACT, class_name=design.BUTTON_ACCENT),
            link(
                t("See open positions"),
                to=routes.SERVICES,
                class_name=design.BUTTON_ON_BRAND,
            ),
        ),
    )
