"""Tech for education (/services/tech-for-education): what we set up for schools, Tutoron,
who it is for and how it runs."""

from __future__ import annotations

import reflex as rx

from agency_site import design, routes
from agency_site.components import page as blocks
from agency_site.components.icons import icon
from agency_site.components.links import link
from agency_site.pages.services.tech_for_education import data
from agency_site.routes import Route


def _tutoron() -> rx.Component:
    return rx.el.div(
        blocks.lead_paragraphs(
            data.PLATFORMS_LEAD,
            data.PLATFORMS_MORE,
            rx.el.div(
                link(
                    data.ABOUT_TUTORON,
                    icon("arrow-right", 16),
                    to=routes.partner("tutoron"),
                    class_name=design.BUTTON_SECONDARY,
                ),
                link(data.ALL_OUR_PARTNERS, to=routes.PARTNERS, class_name=design.LINK),
                class_name="mt-6 flex flex-wrap items-center gap-4",
            ),
        ),
        rx.el.div(
            rx.el.span(
                icon("monitor-smartphone", 26),
                class_name=(
                    "flex h-12 w-12 items-center justify-center rounded-2xl bg-white/15 text-white"
                ),
            ),
            rx.el.h3(data.TUTORON, class_name="mt-5 text-2xl font-bold text-white"),
            rx.el.p(data.TUTORON_KIND, class_name="text-blue-100"),
            rx.el.ul(
                *[
                    rx.el.li(
                        icon("check", 18, "mt-0.5 shrink-0"),
                        rx.el.span(item),
                        class_name="flex gap-2.5",
                    )
                    for item in data.TUTORON_POINTS
                ],
                class_name="mt-6 space-y-3 text-sm text-white",
            ),
            class_name=(
                "rounded-3xl bg-gradient-to-br from-blue-800 via-blue-700 to-sky-600 p-8 shadow-xl"
            ),
        ),
        class_name="mt-10 grid items-center gap-10 lg:grid-cols-2",
    )


def tech_for_education_page() -> rx.Component:
    return rx.fragment(
        blocks.contact_hero(
            data.HERO, data.TALK_ABOUT_YOUR_SCHOOL, data.STEPS_SECTION.title, "process"
        ),
        blocks.section(data.SERVICES_SECTION, blocks.feature_grid(data.TECH_SERVICES, columns=4)),
        blocks.section(data.PLATFORMS_SECTION, _tutoron()),
        blocks.section(data.AUDIENCES_SECTION, blocks.feature_grid(data.TECH_AUDIENCES)),
        blocks.section(data.STEPS_SECTION, blocks.steps(*data.TECH_STEPS)),
        blocks.contact_call_to_action(data.CLOSING),
    )


ROUTES = [Route(routes.TECH_FOR_EDUCATION, data.META, tech_for_education_page)]
