"""A partner's own page (/partners/<id>): who they are and what they mean for our teachers."""

from __future__ import annotations

import reflex as rx

from agency_site import design, routes
from agency_site.components.icons import icon
from agency_site.components.links import link
from agency_site.components.page import call_to_action, contact_button, feature_grid, hero, section
from agency_site.pages.partners import data, views
from agency_site.pages.partners.data import Partner, PartnerProfile


def _back_link() -> rx.Component:
    return rx.el.div(
        link(
            icon("arrow-left", 16),
            data.ALL_PARTNERS,
            to=routes.PARTNERS,
            class_name="inline-flex items-center gap-2 pt-10 text-sm " + design.LINK,
        ),
        class_name=design.CONTAINER,
    )


def _profile_card(partner: Partner) -> rx.Component:
    return rx.el.div(
        views.partner_hero_image(partner, eager=True, class_name="aspect-[2/1]"),
        rx.el.div(
            rx.el.div(
                views.partner_logo(partner, "lg"),
                rx.el.div(
                    rx.el.p(
                        partner.name, class_name="font-semibold text-slate-900 dark:text-white"
                    ),
                    views.partner_location(partner),
                ),
                class_name="flex items-center gap-4",
            ),
            rx.el.div(views.category_tags(partner), class_name="mt-5"),
            class_name="p-6",
        ),
        class_name=design.CARD + " overflow-hidden",
    )


def _at_a_glance(partner: Partner) -> rx.Component:
    return rx.el.aside(
        rx.el.h3(data.HIGHLIGHTS, class_name=design.HEADING_3),
        rx.el.div(views.highlight_list(partner.highlights), class_name="mt-4"),
        rx.fragment(
            rx.el.h3(data.RECOGNITION, class_name=design.HEADING_3 + " mt-8"),
            rx.el.div(views.badge_list(partner), class_name="mt-4"),
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
            eyebrow=data.FEATURED_PARTNER if partner.featured else data.NETWORK_PARTNER,
            actions=(
                views.visit_site_link(partner, design.BUTTON_PRIMARY),
                contact_button(data.ASK_ABOUT_PARTNER, design.BUTTON_SECONDARY),
            ),
            aside=_profile_card(partner),
        ),
        section(
            data.about_heading(partner.name),
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
        ),
        section(data.FOR_TEACHERS_HEADING, feature_grid(profile.for_teachers)),
        call_to_action(
            data.partner_closing(partner.name),
            views.visit_site_link(partner, design.BUTTON_ACCENT),
            contact_button(data.CONTACT_US, design.BUTTON_SECONDARY),
        ),
    )
