"""Volunteer programmes: three programmes, all opening soon."""

from __future__ import annotations

import reflex as rx

from agency_site import design, routes
from agency_site.components.icons import icon
from agency_site.components.media import illustration
from agency_site.components.notices import feature_in_progress
from agency_site.components.page import (
    check_list,
    contact_call_to_action,
    hero,
    jump_button,
    section,
    soon_badge,
)
from agency_site.pages.volunteer import data
from agency_site.pages.volunteer.data import VolunteerProgram
from agency_site.routes import Route


def _fact(icon_name: str, label: str, value: str) -> rx.Component:
    return rx.el.div(
        rx.el.dt(icon(icon_name, 16, "shrink-0"), rx.el.span(label, class_name="sr-only")),
        rx.el.dd(value),
        class_name="flex items-center gap-2",
    )


def _program_card(index: int, program: VolunteerProgram) -> rx.Component:
    title_id = f"program-{index}-title"
    return rx.el.article(
        rx.el.div(
            rx.el.span(
                icon(program.icon, 24),
                class_name=(
                    "flex h-12 w-12 items-center justify-center rounded-xl bg-emerald-600/10 "
                    "text-emerald-800 dark:bg-emerald-300/15 dark:text-emerald-200"
                ),
            ),
            soon_badge(),
            class_name="flex items-start justify-between",
        ),
        rx.el.h3(program.title, id=title_id, class_name="mt-5 text-xl " + design.HEADING_3),
        rx.el.dl(
            _fact("clock", data.DURATION, program.duration),
            _fact("map-pin", data.LOCATION, program.location),
            class_name="mt-3 space-y-1.5 text-sm font-medium " + design.TEXT_MUTED,
        ),
        rx.el.p(program.description, class_name="mt-4 leading-7 " + design.TEXT),
        rx.el.h4(
            data.WHAT_YOU_NEED,
            class_name="mt-6 text-sm font-semibold text-slate-900 dark:text-white",
        ),
        check_list(*program.requirements, small=True, class_name="mt-3"),
        rx.el.div(
            rx.el.button(
                data.APPLY_FOR_PROGRAMME,
                icon("arrow-right", 16),
                type="button",
                aria_describedby=title_id,
                on_click=feature_in_progress(),
                class_name=design.BUTTON_PRIMARY + " w-full",
            ),
            class_name="mt-auto pt-8",
        ),
        aria_labelledby=title_id,
        data_testid="volunteer-program",
        class_name=design.CARD + " flex flex-col p-6 sm:p-8",
    )


def _hero() -> rx.Component:
    return hero(
        data.HERO,
        actions=(jump_button(data.SEE_THE_PROGRAMMES, "programmes"),),
        aside=illustration("/images/pages/volunteer.svg", data.ILLUSTRATION_ALT),
    )


def volunteer_page() -> rx.Component:
    return rx.fragment(
        _hero(),
        section(
            data.PROGRAMMES_SECTION,
            rx.el.div(
                *[_program_card(index, program) for index, program in enumerate(data.PROGRAMS)],
                class_name="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3",
            ),
        ),
        contact_call_to_action(data.CLOSING),
    )


ORDER = 70

ROUTES = [Route(routes.VOLUNTEER_PROGRAMS, data.META, volunteer_page)]
