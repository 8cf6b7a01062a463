"""The ministry partnership page (/ministry-partnership)."""

from __future__ import annotations

import reflex as rx

from agency_site import design, routes
from agency_site.components.icons import icon
from agency_site.components.links import link
from agency_site.components.media import illustration
from agency_site.components.page import (
    StatLook,
    arrow_button,
    call_to_action,
    fact_list,
    feature_grid,
    hero,
    icon_tile,
    name_and_role,
    section,
    stat_grid,
)
from agency_site.content.models import Feature
from agency_site.pages.ministry import data
from agency_site.routes import Route


def _profile() -> rx.Component:
    return section(
        data.PROFILE_SECTION,
        rx.el.div(
            rx.el.div(
                *[rx.el.p(paragraph) for paragraph in data.PROFILE],
                class_name="space-y-5 text-lg leading-8 " + design.TEXT,
            ),
            fact_list(data.PROFILE_FACTS),
            class_name="mt-8 grid gap-8 lg:grid-cols-[1.3fr_1fr] lg:items-start",
        ),
    )


def _statistics() -> rx.Component:
    return section(
        data.STATISTICS_SECTION,
        stat_grid(
            data.STATISTICS,
            StatLook(
                grid=(
                    "mt-10 grid grid-cols-2 gap-4 rounded-3xl bg-gradient-to-br from-blue-800 "
                    "via-blue-700 to-sky-600 p-4 shadow-xl sm:gap-6 sm:p-8 lg:grid-cols-4"
                ),
                item="flex flex-col-reverse gap-1 rounded-2xl bg-white/10 p-5 sm:p-6",
                label="text-sm font-medium text-blue-100",
                # Small enough for "2,5 Mio.+" in a phone's half-width card.
                value="text-2xl font-bold tracking-tight text-white sm:text-4xl",
            ),
            data_testid="ministry-statistics",
        ),
    )


def _quote() -> rx.Component:
    return section(
        data.QUOTE_SECTION,
        rx.el.figure(
            icon("quote", 40, "text-blue-700/30 dark:text-sky-300/40"),
            rx.el.blockquote(
                rx.el.p(data.QUOTE.text),
                class_name=(
                    "mt-4 text-xl font-medium leading-9 text-slate-900 sm:text-2xl "
                    "sm:leading-10 dark:text-white"
                ),
            ),
            rx.el.figcaption(
                *name_and_role(data.QUOTE.speaker, data.QUOTE.standing),
                class_name="mt-6 border-l-4 border-amber-400 pl-4",
            ),
            class_name=design.CARD + " mt-8 p-6 sm:p-10",
        ),
    )


def _support_role(number: int, role: Feature) -> rx.Component:
    return rx.el.li(
        rx.el.div(
            icon_tile(role.icon),
            rx.el.span(
                str(number),
                aria_hidden="true",
                class_name="text-3xl font-bold text-slate-900/10 dark:text-white/15",
            ),
            class_name="flex items-start justify-between",
        ),
        rx.el.h3(role.title, class_name=design.HEADING_3 + " mt-4"),
        rx.el.p(role.text, class_name="mt-2 text-sm leading-6 " + design.TEXT_MUTED),
        class_name=design.CARD + " p-6",
    )


def _hero() -> rx.Component:
    return hero(
        data.HERO,
        actions=(
            arrow_button(data.TEACH_IN_UZBEKISTAN, routes.TEACH_IN_UZBEKISTAN),
            link(data.CONTACT_US, to=routes.CONTACT, class_name=design.BUTTON_SECONDARY),
        ),
        aside=illustration("/images/pages/ministry-partnership.svg", data.ILLUSTRATION_ALT),
    )


def ministry_page() -> rx.Component:
    return rx.fragment(
        _hero(),
        _profile(),
        _statistics(),
        _quote(),
        section(data.BENEFITS_SECTION, feature_grid(data.BENEFITS, columns=4)),
        section(
            data.SUPPORT_SECTION,
            rx.el.ol(
                *[
                    _support_role(number, role)
                    for number, role in enumerate(data.SUPPORT_ROLES, start=1)
                ],
                class_name="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-5",
            ),
        ),
        call_to_action(
            data.CLOSING,
            link(
                data.TEACH_IN_UZBEKISTAN,
                to=routes.TEACH_IN_UZBEKISTAN,
                class_name=design.BUTTON_ACCENT,
            ),
            link(data.CONTACT_US, to=routes.CONTACT, class_name=design.BUTTON_SECONDARY),
        ),
    )


ORDER = 80

ROUTES = [Route(routes.MINISTRY_PARTNERSHIP, data.META, ministry_page)]
