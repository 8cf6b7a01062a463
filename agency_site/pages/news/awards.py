"""The awards page: the Prestige Awards 2025/26."""

from __future__ import annotations

import reflex as rx

from agency_site import design, routes
from agency_site.components import page as blocks
from agency_site.components.effects import confetti
from agency_site.components.icons import icon
from agency_site.components.links import link
from agency_site.components.media import picture
from agency_site.pages.news import data
from agency_site.settings import settings


def _quote() -> rx.Component:
    return rx.el.figure(
        icon("quote", 32, "text-amber-500 dark:text-amber-300"),
        rx.el.blockquote(
            rx.el.p(data.QUOTE),
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
        blocks.hero(
            data.AWARDS_HERO,
            actions=(
                blocks.external_button(
                    "trophy", data.VISIT_AWARDS, settings.awards_url, design.BUTTON_SECONDARY
                ),
                link(data.CONTACT_US, to=routes.CONTACT, class_name=design.BUTTON_PRIMARY),
            ),
            aside=picture(
                "/images/pages/award-trophy.svg",
                data.TROPHY_PICTURE,
                width=800,
                height=800,
                eager=True,
                class_name="mx-auto w-full max-w-sm rounded-3xl shadow-lg",
            ),
        ),
        blocks.section(data.RECOGNISED_HEADING, blocks.feature_grid(data.RECOGNISED), _quote()),
        blocks.call_to_action(
            data.AWARDS_CLOSING,
            link(data.CONTACT_US, to=routes.CONTACT, class_name=design.BUTTON_ACCENT),
            link(
                data.SEE_OPEN_POSITIONS,
                to=routes.SERVICES,
                class_name=design.BUTTON_ON_BRAND,
            ),
        ),
    )
