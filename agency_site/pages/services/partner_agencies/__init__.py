"""Partner agencies (/services/partner-agencies): referring teachers to Uzbek state-school
posts through our ministry partnership."""

from __future__ import annotations

import reflex as rx

from agency_site import design, routes
from agency_site.components import page as blocks
from agency_site.components.icons import icon
from agency_site.components.links import external_link, link
from agency_site.pages.services import data as teach_data
from agency_site.pages.services.partner_agencies import data
from agency_site.routes import Route
from agency_site.settings import settings

# A smaller icon tile than components.page.icon_tile, to sit beside a two-line fact.
_FACT_TILE = (
    "flex h-10 w-10 shrink-0 items-center justify-center rounded-xl "
    "bg-blue-700/10 text-blue-800 dark:bg-sky-300/15 dark:text-sky-200"
)


def _partner_facts() -> rx.Component:
    return rx.el.div(
        rx.el.p(data.AT_A_GLANCE, class_name=design.EYEBROW),
        rx.el.ul(
            *[
                rx.el.li(
                    rx.el.span(icon(fact.icon, 20), class_name=_FACT_TILE),
                    rx.el.div(
                        rx.el.p(fact.title, class_name=design.HEADING_3),
                        rx.el.p(fact.text, class_name="text-sm " + design.TEXT_MUTED),
                    ),
                    class_name="flex gap-4",
                )
                for fact in data.PARTNER_FACTS
            ],
            class_name="mt-5 space-y-5",
        ),
        class_name=design.CARD + " p-6 sm:p-8",
    )


def _referral_model() -> rx.Component:
    return rx.el.div(
        blocks.lead_paragraphs(data.REFERRAL_LEAD, data.REFERRAL_AGREEMENT),
        rx.el.div(
            rx.el.p(data.REFERRAL_STEPS_LABEL, class_name=design.EYEBROW),
            rx.el.ol(
                *[
                    rx.el.li(
                        blocks.step_number(number, "h-8 w-8"),
                        rx.el.span(step.title, class_name=design.HEADING_3),
                        class_name="flex items-center gap-3",
                    )
                    for number, step in enumerate(teach_data.STEPS, start=1)
                ],
                class_name="mt-4 space-y-3",
            ),
            class_name=design.CARD + " p-6",
        ),
        class_name="mt-10 grid items-start gap-10 lg:grid-cols-[1.3fr_1fr]",
    )


def _requirements() -> rx.Component:
    return rx.el.div(
        blocks.check_list(*data.PARTNER_REQUIREMENTS, class_name="mt-2"),
        rx.el.p(
            data.FAIR_RECRUITMENT_QUESTION,
            " ",
            external_link(
                data.FAIR_RECRUITMENT_GUIDANCE,
                href=settings.fair_recruitment_url,
                class_name=design.LINK,
            ),
            class_name="mt-8 text-sm " + design.TEXT_MUTED,
        ),
        class_name=design.CARD + " mt-10 p-6 sm:p-8",
    )


def partner_agencies_page() -> rx.Component:
    return rx.fragment(
        blocks.hero(
            data.HERO,
            actions=(
                blocks.external_button(
                    "handshake", data.BECOME_A_PARTNER, settings.partner_inquiry_form_url
                ),
                link(
                    data.ABOUT_THE_MINISTRY_PARTNERSHIP,
                    to=routes.MINISTRY_PARTNERSHIP,
                    class_name=design.BUTTON_SECONDARY,
                ),
            ),
            aside=_partner_facts(),
        ),
        blocks.section(data.REFERRAL_SECTION, _referral_model()),
        blocks.section(data.STEPS_SECTION, blocks.steps(*data.PARTNER_STEPS)),
        blocks.section(data.BENEFITS_SECTION, blocks.feature_grid(data.PARTNER_BENEFITS)),
        blocks.section(data.REQUIREMENTS_SECTION, _requirements()),
        blocks.call_to_action(
            data.CLOSING,
            external_link(
                data.BECOME_A_PARTNER,
                href=settings.partner_inquiry_form_url,
                class_name=design.BUTTON_ACCENT,
            ),
            link(data.CONTACT_US, to=routes.CONTACT, class_name=design.BUTTON_SECONDARY),
        ),
    )


ROUTES = [Route(routes.PARTNER_AGENCIES, data.META, partner_agencies_page)]
