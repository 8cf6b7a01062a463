"""Teach in Uzbekistan, at /services/teacher-recruitment."""

from __future__ import annotations

import dataclasses

import reflex as rx

from agency_site import design, routes
from agency_site.components.contact import contact_list
from agency_site.components.icons import icon
from agency_site.components.links import link
from agency_site.components.media import illustration, picture
from agency_site.components.notices import Notice
from agency_site.components.open_posts import OpenPostsState, day_text
from agency_site.components.page import (
    card,
    card_grid,
    external_button,
    feature_grid,
    hero,
    notice_button,
    section,
    steps,
)
from agency_site.content.models import Feature
from agency_site.pages.services import data
from agency_site.pages.services.data import City, Track
from agency_site.routes import Route
from agency_site.settings import settings

# The guide is not published yet; the button only says so.
GUIDE_NOTICE = Notice("teaching-guide", data.GUIDE_NOTICE_TITLE, data.GUIDE_NOTICE_TEXT)

_CHECK = "mt-0.5 shrink-0 text-emerald-600 dark:text-emerald-400"


def _apply_button() -> rx.Component:
    return external_button("send", data.APPLY_NOW, settings.teach_application_form_url)


def _hero() -> rx.Component:
    return hero(
        data.TEACH_HERO,
        actions=(
            _apply_button(),
            link(data.HOW_TO_APPLY, to=routes.APPLY_UZBEKISTAN, class_name=design.BUTTON_SECONDARY),
            notice_button("download", data.DOWNLOAD_GUIDE, GUIDE_NOTICE),
        ),
        aside=illustration("/images/pages/teach-uzbekistan.svg", data.TEACH_ILLUSTRATION_ALT),
    )


def _track(track: Track) -> rx.Component:
    return card(
        track.title,
        track.description,
        icon_name=track.icon,
        children=(
            rx.el.p(
                data.REQUIREMENTS_LABEL,
                class_name="mt-6 text-xs font-semibold uppercase tracking-wider "
                + design.TEXT_MUTED,
            ),
            rx.el.ul(
                *[
                    rx.el.li(icon("circle-check", 16, _CHECK), item, class_name="flex gap-2.5")
                    for item in track.requirements
                ],
                class_name="mt-3 space-y-2.5 text-sm leading-6 " + design.TEXT,
            ),
        ),
    )


def _city(city: City) -> rx.Component:
    return rx.el.article(
        picture(
            city.image,
            city.image_alt,
            width=800,
            height=500,
            class_name="aspect-[8/5] w-full object-cover",
        ),
        rx.el.div(
            rx.el.h3(city.name, class_name="text-xl " + design.HEADING_3),
            rx.el.p(city.description, class_name="mt-2 text-sm leading-6 " + design.TEXT_MUTED),
            rx.el.ul(
                *[
                    rx.el.li(
                        icon("map-pin", 16, "mt-0.5 shrink-0 text-amber-600 dark:text-amber-300"),
                        item,
                        class_name="flex gap-2.5",
                    )
                    for item in city.highlights
                ],
                class_name="mt-4 space-y-2 text-sm leading-6 " + design.TEXT,
            ),
            class_name="p-6",
        ),
        class_name=design.CARD + " overflow-hidden",
    )


def _final_call_to_action() -> rx.Component:
    return rx.el.section(
        rx.el.div(
            rx.el.div(
                rx.el.div(
                    rx.el.h2(data.TEACH_CLOSING.title, class_name=design.HEADING_2),
                    rx.el.p(
                        data.TEACH_CLOSING.text, class_name="mt-4 text-lg leading-8 " + design.TEXT
                    ),
                    rx.el.div(
                        _apply_button(),
                        link(
                            data.CONTACT_US, to=routes.CONTACT, class_name=design.BUTTON_SECONDARY
                        ),
                        class_name="mt-8 flex flex-wrap gap-3",
                    ),
                ),
                rx.el.div(
                    rx.el.h3(data.TALK_TO_US, class_name=design.HEADING_3),
                    rx.el.div(
                        contact_list(
                            link_class=design.LINK + " break-all",
                            text_class="text-sm " + design.TEXT,
                        ),
                        class_name="mt-4 text-sm",
                    ),
                    rx.el.p(
                        data.PHONE_SUPPORT_NOTE,
                        class_name="mt-4 text-xs leading-5 " + design.TEXT_MUTED,
                    ),
                    class_name=(
                        "rounded-2xl bg-white p-6 ring-1 ring-slate-900/10 "
                        "dark:bg-slate-950/60 dark:ring-white/10"
                    ),
                ),
                class_name=(
                    "grid gap-10 rounded-3xl bg-gradient-to-br from-blue-50 via-white to-amber-50 "
                    "p-6 shadow-sm ring-1 ring-slate-900/5 sm:p-10 lg:grid-cols-[1.3fr_1fr] "
                    "lg:items-center dark:from-slate-900 dark:via-slate-900/80 dark:to-blue-950 "
                    "dark:ring-white/10"
                ),
            ),
            class_name=design.CONTAINER,
        ),
        aria_label=data.TEACH_CLOSING_LABEL,
        class_name="py-12 sm:py-16",
    )


def _benefits() -> tuple[Feature, ...]:
    """The benefits, the salary's line following the posts open on the site's day."""
    salary = dataclasses.replace(data.SALARY_BENEFIT, text=day_text(data.UZBEKISTAN_PAY))
    return tuple(salary if benefit is data.SALARY_BENEFIT else benefit for benefit in data.BENEFITS)


def teach_page() -> rx.Component:
    return rx.fragment(
        _hero(),
        section(data.TRACKS_SECTION, card_grid(*[_track(track) for track in data.TRACKS])),
        section(
            data.CITIES_SECTION,
            rx.el.div(
                *[_city(city) for city in data.CITIES],
                class_name="mt-10 grid gap-6 sm:grid-cols-2 xl:grid-cols-4",
            ),
        ),
        section(data.LIFE_SECTION, feature_grid(data.LIFE_HIGHLIGHTS, columns=4)),
        section(data.BENEFITS_SECTION, feature_grid(_benefits(), columns=4)),
        section(data.STEPS_SECTION, steps(*data.STEPS)),
        _final_call_to_action(),
    )


ROUTES = [
    Route(
        routes.TEACH_IN_UZBEKISTAN,
        data.TEACH_META,
        teach_page,
        on_load=OpenPostsState.follow_day,
    )
]
