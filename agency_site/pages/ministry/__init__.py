"""The ministry partnership page (/ministry-partnership)."""

from __future__ import annotations

import reflex as rx

from agency_site import design, routes
from agency_site.components.icons import icon
from agency_site.components.links import link
from agency_site.components.media import illustration
from agency_site.components.page import (
    StatLook,
    call_to_action,
    fact_list,
    feature_grid,
    hero,
    icon_tile,
    section,
    stat_grid,
)
from agency_site.content.academic_year import ACADEMIC_YEAR
from agency_site.content.models import Feature, Heading
from agency_site.i18n import t
from agency_site.pages.ministry.data import (
    BENEFITS,
    PROFILE_FACTS,
    QUOTE,
    STATISTICS,
    SUPPORT_ROLES,
)
from agency_site.routes import Route
from agency_site.seo import page_title


def _hero() -> rx.Component:
    return hero(
        t("Recruiting teachers for Uzbekistan's state schools"),
        t(
            "Since 2024 we have worked with Uzbekistan's Ministry of Preschool and School "
            "Education, which made us its exclusive recruitment partner for the 2025-2026 "
            "academic year."
        ),
        eyebrow=t("Ministry partnership"),
        actions=(
            link(
                t("Teach in Uzbekistan"),
                icon("arrow-right", 16),
                to=routes.TEACH_IN_UZBEKISTAN,
                class_name=design.BUTTON_PRIMARY,
            ),
            link(t("Contact us"), to=routes.CONTACT, class_name=design.BUTTON_SECONDARY),
        ),
        aside=illustration(
            "/images/pages/ministry-partnership.svg",
            t("A government building with columns and the flag of Uzbekistan"),
        ),
    )


def _profile() -> rx.Component:
    return section(
        t("About the partnership"),
        rx.el.div(
            rx.el.div(
                rx.el.p(
                    t(
                        "The ministry runs Uzbekistan's state preschools and schools and is leading "
                        "a national effort to modernise language teaching. Part of that effort is "
                        "bringing teachers who speak English, German, French and Arabic every day "
                        "into its classrooms."
                    )
                ),
                rx.el.p(
                    t(
                        "Our partnership began in 2024. We find, vet and prepare the teachers its "
                        "schools ask for, and support them for the whole of their contract. For the "
                        "2025-2026 academic year the ministry has made us its exclusive "
                        "recruitment partner."
                    )
                ),
                class_name="space-y-5 text-lg leading-8 " + design.TEXT,
            ),
            fact_list(PROFILE_FACTS),
            class_name="mt-8 grid gap-8 lg:grid-cols-[1.3fr_1fr] lg:items-start",
        ),
        anchor="profile",
    )


def _statistics() -> rx.Component:
    return section(
        t("The school system in numbers"),
        stat_grid(
            STATISTICS,
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
        intro=t("Uzbekistan's state school system in figures."),
        anchor="statistics",
    )


def _quote() -> rx.Component:
    return section(
        t("In our words"),
        rx.el.figure(
            icon("quote", 40, "text-blue-700/30 dark:text-sky-300/40"),
            rx.el.blockquote(
                rx.el.p(QUOTE.text),
                class_name=(
                    "mt-4 text-xl font-medium leading-9 text-slate-900 sm:text-2xl "
                    "sm:leading-10 dark:text-white"
                ),
            ),
            rx.el.figcaption(
                rx.el.span(
                    QUOTE.speaker, class_name="block font-semibold text-slate-900 dark:text-white"
                ),
                rx.el.span(QUOTE.standing, class_name="block text-sm " + design.TEXT_MUTED),
                class_name="mt-6 border-l-4 border-amber-400 pl-4",
            ),
            class_name=design.CARD + " mt-8 p-6 sm:p-10",
        ),
        anchor="quote",
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


def ministry_page() -> rx.Component:
    return rx.fragment(
        _hero(),
        _profile(),
        _statistics(),
        _quote(),
        section(
            t("What the partnership means for teachers"),
            feature_grid(BENEFITS, columns=4),
            intro=t("Official posts, proper contracts and schools that are ready for you."),
            anchor="benefits",
        ),
        section(
            t("What we do for the ministry and its teachers"),
            rx.el.ol(
                *[
                    _support_role(number, role)
                    for number, role in enumerate(SUPPORT_ROLES, start=1)
                ],
                class_name="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-5",
            ),
            intro=t(
                "From the first advert to the last day of the school year, we look after every "
                "step."
            ),
            anchor="support",
        ),
        call_to_action(
            Heading(
                t("Teach in Uzbekistan"),
                t(
                    "Intakes are in October and December ({year}). See what the open posts offer, or "
                    "ask us anything.",
                    year=ACADEMIC_YEAR,
                ),
            ),
            link(
                t("Teach in Uzbekistan"),
                to=routes.TEACH_IN_UZBEKISTAN,
                class_name=design.BUTTON_ACCENT,
            ),
            link(t("Contact us"), to=routes.CONTACT, class_name=design.BUTTON_SECONDARY),
        ),
    )


ROUTES = [
    Route(
        path=routes.MINISTRY_PARTNERSHIP,
        title=page_title(t("Ministry partnership")),
        description=t(
            "Our partnership with Uzbekistan's Ministry of Preschool and School Education."
        ),
        component=ministry_page,
    )
]
