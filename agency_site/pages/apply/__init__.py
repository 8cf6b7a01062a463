"""Apply to teach in Uzbekistan: who can apply, what to prepare, the steps and the answers."""

from __future__ import annotations

import reflex as rx

from agency_site import design, routes
from agency_site.components.faq import faq_list
from agency_site.components.icons import icon
from agency_site.components.links import external_link, link
from agency_site.components.page import (
    call_to_action,
    contact_button,
    fact_list,
    feature_grid,
    hero,
    icon_tile,
    section,
)
from agency_site.content.models import Heading
from agency_site.pages.apply import data
from agency_site.pages.services.data import TRACKS, Track
from agency_site.routes import Route
from agency_site.settings import settings


def _application_form_link(class_name: str) -> rx.Component:
    return external_link(
        icon("send", 16),
        data.OPEN_APPLICATION_FORM,
        href=settings.teach_application_form_url,
        class_name=class_name,
    )


def _track(track: Track) -> rx.Component:
    return rx.el.article(
        rx.el.div(
            icon_tile(track.icon, display="flex shrink-0"),
            rx.el.h3(track.title, class_name=design.HEADING_3),
            class_name="flex items-center gap-3",
        ),
        rx.el.p(track.description, class_name="mt-4 text-sm leading-6 " + design.TEXT),
        rx.el.ul(
            *[
                rx.el.li(
                    icon("circle-check", 18, "mt-0.5 shrink-0 text-teal-600 dark:text-teal-300"),
                    rx.el.span(requirement),
                    class_name="flex gap-2.5",
                )
                for requirement in track.requirements
            ],
            aria_label=data.REQUIREMENTS,
            class_name="mt-5 space-y-2.5 border-t border-slate-900/10 pt-5 text-sm "
            "dark:border-white/10 " + design.TEXT,
        ),
        class_name=design.CARD + " p-6",
    )


def _documents() -> rx.Component:
    return rx.el.ul(
        *[
            rx.el.li(
                icon("square-check", 22, "mt-0.5 shrink-0 text-blue-700 dark:text-sky-300"),
                rx.el.div(
                    rx.el.p(
                        document.title, class_name="font-semibold text-slate-900 dark:text-white"
                    ),
                    rx.el.p(
                        document.text, class_name="mt-1 text-sm leading-6 " + design.TEXT_MUTED
                    ),
                ),
                class_name=design.CARD + " flex gap-3 p-5",
            )
            for document in data.DOCUMENTS
        ],
        class_name="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3",
        data_testid="apply-documents",
    )


def _steps() -> rx.Component:
    return rx.el.ol(
        *[
            rx.el.li(
                rx.el.div(
                    rx.el.span(
                        str(number),
                        aria_hidden="true",
                        class_name="flex h-9 w-9 items-center justify-center rounded-full "
                        "bg-blue-700 text-sm font-bold text-white dark:bg-sky-400 "
                        "dark:text-slate-950",
                    ),
                    rx.el.span(
                        icon("clock", 14),
                        step.timing,
                        class_name="inline-flex items-center gap-1.5 rounded-full bg-amber-100 "
                        "px-2.5 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-300/15 "
                        "dark:text-amber-200",
                    ),
                    class_name="flex flex-wrap items-center gap-3",
                ),
                rx.el.h3(step.title, class_name=design.HEADING_3 + " mt-5"),
                rx.el.p(step.text, class_name="mt-2 text-sm leading-6 " + design.TEXT_MUTED),
                class_name=design.CARD + " p-6",
            )
            for number, step in enumerate(data.STEPS, start=1)
        ],
        class_name="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4",
    )


def _intakes(heading: Heading) -> rx.Component:
    """The amber band of start dates; its heading's eyebrow, title and text sit above them."""
    return rx.el.section(
        rx.el.div(
            rx.el.div(
                rx.el.p(
                    heading.eyebrow,
                    class_name="text-sm font-semibold uppercase tracking-wider text-amber-900 "
                    "dark:text-amber-200",
                ),
                rx.el.h2(
                    heading.title,
                    id=f"{heading.anchor}-title",
                    class_name="mt-1 text-2xl font-bold tracking-tight text-slate-900 "
                    "sm:text-3xl dark:text-white",
                ),
                rx.el.p(heading.text, class_name="mt-2 " + design.TEXT),
            ),
            rx.el.ul(
                *[
                    rx.el.li(
                        rx.el.p(
                            icon("calendar-days", 18),
                            intake.month,
                            class_name="flex items-center gap-2 text-lg font-bold "
                            "text-slate-900 dark:text-white",
                        ),
                        rx.el.p(intake.text, class_name="mt-2 text-sm leading-6 " + design.TEXT),
                        class_name="rounded-2xl bg-white/80 p-5 shadow-sm dark:bg-slate-900/60",
                    )
                    for intake in data.INTAKES
                ],
                class_name="mt-6 grid gap-4 sm:grid-cols-2",
            ),
            class_name=design.CONTAINER + " rounded-3xl bg-amber-100 py-8 sm:py-10 "
            "dark:bg-amber-400/10",
        ),
        id=heading.anchor,
        aria_labelledby=f"{heading.anchor}-title",
        class_name="scroll-mt-24 px-4 py-6 sm:px-6 lg:px-8",
    )


def _hero() -> rx.Component:
    return hero(
        data.HERO,
        actions=(
            _application_form_link(design.BUTTON_PRIMARY),
            link(
                data.ABOUT_TEACHING_IN_UZBEKISTAN,
                to=routes.TEACH_IN_UZBEKISTAN,
                class_name=design.BUTTON_SECONDARY,
            ),
        ),
        aside=fact_list(data.KEY_FACTS, data_testid="apply-key-facts"),
    )


def apply_page() -> rx.Component:
    return rx.fragment(
        _hero(),
        section(
            data.TRACKS_SECTION,
            rx.el.div(
                *[_track(track) for track in TRACKS], class_name="mt-10 grid gap-6 lg:grid-cols-3"
            ),
        ),
        section(data.DOCUMENTS_SECTION, _documents()),
        section(data.STEPS_SECTION, _steps()),
        _intakes(data.INTAKES_SECTION),
        section(data.AFTER_PLACEMENT_SECTION, feature_grid(data.AFTER_PLACEMENT, columns=3)),
        section(
            data.FAQ_SECTION,
            faq_list(data.APPLY_FAQ, class_name="mt-10 max-w-3xl"),
            rx.el.div(
                rx.el.p(data.FAQ_FOLLOW_UP, class_name=design.TEXT),
                link(data.WRITE_TO_US, to=routes.CONTACT, class_name=design.LINK),
                class_name="mt-8 flex flex-wrap items-center gap-x-2 gap-y-1",
            ),
        ),
        call_to_action(
            data.CLOSING,
            _application_form_link(design.BUTTON_ACCENT),
            link(
                data.TEACH_IN_UZBEKISTAN,
                to=routes.TEACH_IN_UZBEKISTAN,
                class_name=design.BUTTON_SECONDARY,
            ),
            contact_button(data.CONTACT_US, design.BUTTON_SECONDARY),
        ),
    )


ORDER = 60

ROUTES = [Route(routes.APPLY_UZBEKISTAN, data.META, apply_page)]
