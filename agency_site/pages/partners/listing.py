"""The partner list: featured showcase, filterable network grid, join block."""

from __future__ import annotations

import reflex as rx

from agency_site import design, routes
from agency_site.components.links import anchor_link
from agency_site.components.page import (
    button_link,
    call_to_action,
    feature_grid,
    hero,
    jump_button,
    section,
)
from agency_site.pages.partners import data, views
from agency_site.pages.partners.data import FEATURED_PARTNERS, PARTNERS, Partner
from agency_site.pages.partners.state import NETWORK, PartnerFilterState


def _logo_wall() -> rx.Component:
    return rx.el.div(
        rx.el.p(data.LOGO_WALL_TITLE, class_name=design.EYEBROW),
        rx.el.ul(
            *[
                rx.el.li(
                    views.partner_logo(partner),
                    rx.el.span(
                        partner.name,
                        class_name="text-center text-xs font-medium leading-snug " + design.TEXT,
                    ),
                    class_name="flex flex-col items-center gap-2",
                )
                for partner in PARTNERS
            ],
            class_name="mt-5 grid grid-cols-2 gap-x-4 gap-y-6 sm:grid-cols-4",
        ),
        class_name=design.CARD + " p-6 sm:p-8",
    )


def _showcase(partner: Partner, index: int) -> rx.Component:
    """A featured partner as a large block; pictures alternate sides on wide screens."""
    return rx.el.article(
        rx.el.div(
            views.partner_hero_image(partner, class_name="rounded-2xl shadow-md"),
            class_name=(
                "flex items-center bg-gradient-to-br from-blue-100 to-sky-50 p-4 sm:p-8 "
                "dark:from-slate-800 dark:to-slate-900"
            )
            + (" lg:order-last" if index % 2 else ""),
        ),
        rx.el.div(
            rx.el.div(
                views.partner_logo(partner, "lg"),
                rx.el.div(
                    rx.el.h3(
                        partner.name,
                        class_name="text-2xl font-bold tracking-tight text-slate-900 dark:text-white",
                    ),
                    views.partner_location(partner),
                ),
                class_name="flex items-center gap-4",
            ),
            rx.el.div(views.category_tags(partner), class_name="mt-5"),
            rx.el.p(partner.summary, class_name="mt-5 text-lg leading-8 " + design.TEXT),
            rx.el.div(views.highlight_list(partner.highlights, "text-base"), class_name="mt-5"),
            rx.el.div(views.badge_list(partner), class_name="mt-6")
            if partner.badges
            else rx.fragment(),
            rx.el.div(
                views.programs_action(partner, data.LEARN_MORE),
                views.visit_site_link(partner),
                class_name="mt-8 flex flex-wrap gap-3",
            ),
            class_name="p-6 sm:p-10",
        ),
        class_name=design.CARD + " grid overflow-hidden lg:grid-cols-2",
        data_testid="featured-partner",
    )


def _empty_category() -> rx.Component:
    """The grid's empty state: every tag on the buttons is carried by some partner, so an
    empty grid means that all of that category's partners are in the featured showcase."""
    return rx.el.div(
        rx.el.p(
            data.EMPTY_CATEGORY.title, class_name="font-semibold text-slate-900 dark:text-white"
        ),
        rx.el.p(data.EMPTY_CATEGORY.text, class_name="mt-2"),
        anchor_link(
            data.SEE_FEATURED,
            target="featured",
            class_name="mt-4 " + design.BUTTON_SECONDARY,
        ),
        hidden=~PartnerFilterState.empty[NETWORK],
        class_name="mt-8 rounded-2xl border border-dashed border-slate-300 p-8 "
        "text-center dark:border-white/20 " + design.TEXT_MUTED,
        data_testid="partner-grid-empty",
    )


def partners_page() -> rx.Component:
    return rx.fragment(
        hero(
            data.LISTING_HERO,
            actions=(
                jump_button(data.MEET_OUR_PARTNERS, "featured"),
                views.become_partner_link(design.BUTTON_SECONDARY),
            ),
            aside=_logo_wall(),
        ),
        section(
            data.FEATURED_HEADING,
            rx.el.div(
                *[_showcase(partner, index) for index, partner in enumerate(FEATURED_PARTNERS)],
                class_name="mt-10 space-y-8",
            ),
        ),
        section(
            data.NETWORK_HEADING,
            # The grid starts at 'All'; featured partners are never in it.
            views.partner_filter(NETWORK, data_testid="partner-filter"),
            views.filtered_partner_cards(
                NETWORK,
                class_name="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3",
                data_testid="partner-grid",
            ),
            _empty_category(),
        ),
        section(data.WHY_PARTNER_HEADING, feature_grid(data.WHY_PARTNER, columns=3)),
        call_to_action(
            data.LISTING_CLOSING,
            button_link("compass", data.EXPLORE_PROGRAMS, routes.SERVICES, design.BUTTON_ACCENT),
            views.become_partner_link(design.BUTTON_SECONDARY),
        ),
    )
