"""The About page (/about)."""

from __future__ import annotations

import reflex as rx

from agency_site import design, routes
from agency_site.components import page as blocks
from agency_site.components.icons import icon
from agency_site.components.links import link
from agency_site.components.media import illustration
from agency_site.pages.about import data
from agency_site.pages.about.data import Highlight, ServiceSummary
from agency_site.pages.home.data import STATISTICS
from agency_site.routes import Route


def _mission() -> rx.Component:
    return blocks.section(
        data.MISSION_SECTION,
        rx.el.div(
            rx.el.p(
                data.MISSION_STATEMENT,
                class_name=(
                    "text-2xl font-semibold leading-snug tracking-tight text-blue-900 sm:text-3xl "
                    "dark:text-sky-100"
                ),
            ),
            rx.el.ul(
                *blocks.tick_items(data.MISSION_POINTS, 20),
                class_name="space-y-4 leading-7 " + design.TEXT,
            ),
            class_name=(
                "mt-8 grid gap-8 rounded-3xl bg-blue-700/5 p-6 ring-1 ring-blue-700/10 sm:p-10 "
                "lg:grid-cols-2 lg:items-center dark:bg-sky-300/5 dark:ring-sky-300/10"
            ),
        ),
    )


def _highlight_card(item: Highlight) -> rx.Component:
    more = (
        (
            link(
                item.link_text,
                icon("arrow-right", 14),
                to=item.path,
                class_name=design.LINK + " mt-4 inline-flex items-center gap-1.5 text-sm",
            ),
        )
        if item.path
        else ()
    )
    return blocks.card(item.title, item.text, icon_name=item.icon, children=more)


def _service(service: ServiceSummary) -> rx.Component:
    return rx.el.li(
        link(
            blocks.tinted_tile(
                service.icon, "bg-blue-700/10 text-blue-800 dark:bg-sky-300/15 dark:text-sky-200"
            ),
            rx.el.div(
                rx.el.h3(
                    service.title,
                    class_name=design.HEADING_3
                    + " group-hover:text-blue-700 dark:group-hover:text-sky-300",
                ),
                rx.el.p(service.text, class_name="mt-1 text-sm leading-6 " + design.TEXT_MUTED),
            ),
            icon(
                "arrow-right",
                18,
                "ml-auto mt-1 shrink-0 text-slate-400 transition-transform "
                "group-hover:translate-x-1 dark:text-slate-500",
            ),
            to=service.path,
            class_name=(
                design.CARD
                + " group flex h-full gap-4 p-5 transition-shadow hover:shadow-md "
                + design.FOCUS_RING
            ),
        ),
    )


def _hero() -> rx.Component:
    return blocks.hero(
        data.HERO,
        actions=(
            blocks.arrow_button(data.GET_STARTED, routes.CONTACT),
            blocks.jump_link(data.MEET_THE_TEAM, "team"),
        ),
        aside=illustration("/images/pages/about-team.svg", data.ILLUSTRATION_ALT),
    )


def about_page() -> rx.Component:
    return rx.fragment(
        _hero(),
        _mission(),
        *[
            blocks.section(heading, blocks.card_grid(*[_highlight_card(item) for item in items]))
            for heading, items in data.HIGHLIGHT_SECTIONS
        ],
        blocks.section(
            data.SERVICES_SECTION,
            rx.el.ul(
                *[_service(service) for service in data.SERVICES],
                class_name="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3",
            ),
        ),
        blocks.section(
            data.IMPACT_SECTION,
            blocks.stat_grid(
                STATISTICS,
                blocks.StatLook(
                    grid="mt-10 grid grid-cols-2 gap-4 lg:grid-cols-4",
                    item="flex flex-col-reverse gap-2 " + design.CARD + " p-6",
                    label="text-sm font-medium " + design.TEXT_MUTED,
                    value="text-4xl font-bold tracking-tight text-blue-700 dark:text-sky-300",
                ),
            ),
        ),
        blocks.contact_call_to_action(data.CLOSING),
    )


ORDER = 20

ROUTES = [Route(routes.ABOUT, data.META, about_page)]
