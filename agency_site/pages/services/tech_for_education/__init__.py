"""Tech for education (/services/tech-for-education): what we set up for schools, Tutoron,
who it is for and how it runs."""

from __future__ import annotations

import reflex as rx

from agency_site import design, routes
from agency_site.components.icons import icon
from agency_site.components.links import link
from agency_site.components.page import (
    contact_button,
    contact_call_to_action,
    feature_grid,
    hero,
    jump_link,
    section,
    steps,
)
from agency_site.content.models import Heading
from agency_site.i18n import t
from agency_site.pages.services.tech_for_education import data
from agency_site.routes import Route
from agency_site.seo import page_title


def _tutoron() -> rx.Component:
    return rx.el.div(
        rx.el.div(
            rx.el.p(
                t(
                    "Some of what a school needs is best bought in. We work with partners we "
                    "know well, such as the online tutoring platform Tutoron, and set their "
                    "services up around your timetable rather than the other way round."
                ),
                class_name="text-lg leading-8 " + design.TEXT,
            ),
            rx.el.p(
                t(
                    "Pupils can take extra lessons online with qualified teachers, and teachers "
                    "placed with you can keep in touch with classes between visits or during "
                    "school holidays."
                ),
                class_name="mt-4 leading-7 " + design.TEXT_MUTED,
            ),
            rx.el.div(
                link(
                    t("About Tutoron"),
                    icon("arrow-right", 16),
                    to=routes.partner("tutoron"),
                    class_name=design.BUTTON_SECONDARY,
                ),
                link(t("All our partners"), to=routes.PARTNERS, class_name=design.LINK),
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
            rx.el.h3("Tutoron", class_name="mt-5 text-2xl font-bold text-white"),
            rx.el.p(t("Online tutoring platform"), class_name="text-blue-100"),
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
        hero(
            t("Technology that works in the classroom"),
            t(
                "We help schools choose, set up and use education technology: digital "
                "classrooms, training that gives teachers confidence with their tools, and "
                "learning platforms from partners we trust."
            ),
            eyebrow=t("Tech for education"),
            actions=(
                contact_button(t("Talk to us about your school")),
                jump_link(t("How a project runs"), "process"),
            ),
        ),
        section(
            t("What we help schools with"),
            feature_grid(data.TECH_SERVICES, columns=4),
            intro=t(
                "Technology is only useful when teachers use it. We start from the lessons you "
                "want to teach, not from a catalogue."
            ),
            anchor="services",
        ),
        section(
            t("Learning platforms with our partners"),
            _tutoron(),
            anchor="platforms",
        ),
        section(
            t("Who it is for"),
            feature_grid(data.TECH_AUDIENCES),
            anchor="audiences",
        ),
        section(
            t("How a project runs"),
            steps(*data.TECH_STEPS),
            intro=t("Five steps, at a pace that fits the school year."),
            anchor="process",
        ),
        contact_call_to_action(
            Heading(
                t("Planning new classrooms?"),
                t(
                    "Tell us about your school, your pupils and the lessons you have in mind. "
                    "We will suggest a first step."
                ),
            ),
        ),
    )


ROUTES = [
    Route(
        path=routes.TECH_FOR_EDUCATION,
        title=page_title(t("Tech for education")),
        description=t(
            "Digital classrooms, teacher training on education technology and learning "
            "platforms through our partners, for schools."
        ),
        component=tech_for_education_page,
    ),
]
