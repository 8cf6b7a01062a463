"""A partner's own page (/partners/<id>): who they are and what they mean for our teachers."""

from __future__ import annotations

import reflex as rx

from agency_site import design, routes
from agency_site.components.icons import icon
from agency_site.components.links import link
from agency_site.components.page import (
    call_to_action,
    card,
    card_grid,
    contact_button,
    hero,
    section,
)
from agency_site.content.models import Heading
from agency_site.i18n import t
from agency_site.pages.partners.data import Partner, PartnerProfile
from agency_site.pages.partners.views import (
    badge_list,
    category_tags,
    highlight_list,
    partner_hero_image,
    partner_location,
    partner_logo,
    visit_site_link,
)


def _back_link() -> rx.Component:
    return rx.el.div(
        link(
            icon("arrow-left", 16),
            t("All partners"),
            to=routes.PARTNERS,
            class_name="inline-flex items-center gap-2 pt-10 text-sm " + design.LINK,
        ),
        class_name=design.CONTAINER,
    )


def _profile_card(partner: Partner) -> rx.Component:
    return rx.el.div(
        partner_hero_image(partner, eager=True, class_name="aspect-[2/1]"),
        rx.el.div(
            rx.el.div(
                partner_logo(partner, "lg"),
                rx.el.div(
                    rx.el.p(
                        partner.name, class_name="font-semibold text-slate-900 dark:text-white"
                    ),
                    partner_location(partner),
                ),
                class_name="flex items-center gap-4",
            ),
            rx.el.div(category_tags(partner), class_name="mt-5"),
            class_name="p-6",
        ),
        class_name=design.CARD + " overflow-hidden",
    )


def _at_a_glance(partner: Partner) -> rx.Component:
    return rx.el.aside(
        rx.el.h3(t("Highlights"), class_name=design.HEADING_3),
        rx.el.div(highlight_list(partner.highlights), class_name="mt-4"),
        rx.fragment(
            rx.el.h3(t("Recognition"), class_name=design.HEADING_3 + " mt-8"),
            rx.el.div(badge_list(partner), class_name="mt-4"),
        )
        if partner.badges
        else rx.fragment(),
        class_name=design.CARD + " h-fit p-6",
    )


def partner_page(partner: Partner, profile: PartnerProfile) -> rx.Component:
    return rx.fragment(
        _back_link(),
        hero(
            partner.name,
            partner.summary,
            eyebrow=t("Featured partner") if partner.featured else t("Network partner"),
            actions=(
                visit_site_link(partner, design.BUTTON_PRIMARY),
                contact_button(t("Ask us about this partner"), design.BUTTON_SECONDARY),
            ),
            aside=_profile_card(partner),
        ),
        section(
            t("About {name}", name=partner.name),
            rx.el.div(
                rx.el.div(
                    *[
                        rx.el.p(paragraph, class_name="text-lg leading-8 " + design.TEXT)
                        for paragraph in profile.about
                    ],
                    class_name="space-y-5 lg:col-span-2",
                ),
                _at_a_glance(partner),
                class_name="mt-8 grid gap-8 lg:grid-cols-3",
            ),
            anchor="about",
        ),
        section(
            t("What the partnership means for our teachers"),
            card_grid(
                *[
                    card(benefit.title, benefit.text, icon_name=benefit.icon)
                    for benefit in profile.for_teachers
                ]
            ),
            intro=t(
                "What you gain as a teacher placed through us, before and during your contract."
            ),
            anchor="for-teachers",
        ),
        call_to_action(
            Heading(
                t("Questions about {name}?", name=partner.name),
                t(
                    "Visit their website to learn more, or write to us and we will explain how this "
                    "partnership can help you."
                ),
            ),
            visit_site_link(partner, design.BUTTON_ACCENT),
            contact_button(t("Contact us"), design.BUTTON_SECONDARY),
        ),
    )
