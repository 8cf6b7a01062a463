"""Home (spec 2.3): every section in the spec's order."""

from __future__ import annotations

import reflex as rx

from agency_site import routes, theme
from agency_site.components.icons import icon
from agency_site.components.links import external_link, link
from agency_site.components.page import (
    card,
    card_grid,
    contact_call_to_action,
    hero,
    section,
    soon_badge,
)
from agency_site.i18n import t
from agency_site.pages.home.data import STATISTICS, WHY_CHOOSE_US
from agency_site.routes import Route
from agency_site.settings import settings


def _statistics() -> rx.Component:
    return rx.el.dl(
        *[
            rx.el.div(
                rx.el.dt(stat.label, class_name="text-sm " + theme.TEXT_MUTED),
                rx.el.dd(
                    stat.value, class_name="text-3xl font-bold text-slate-900 dark:text-white"
                ),
                class_name="flex flex-col-reverse gap-1 " + theme.CARD + " p-5",
            )
            for stat in STATISTICS
        ],
        class_name="grid grid-cols-2 gap-4",
        data_testid="home-statistics",
    )


def _hero() -> rx.Component:
    return hero(
        t("Teach abroad with a partner you can trust"),
        t(
            "We place qualified teachers of English, German, French and Arabic in schools "
            "across Uzbekistan, the UAE and Spain, in partnership with Uzbekistan's Ministry "
            "of Preschool and School Education."
        ),
        eyebrow=t("International teacher recruitment"),
        actions=(
            external_link(
                icon("send", 16),
                t("Apply now"),
                href=settings.application_form_url,
                class_name=theme.BUTTON_PRIMARY,
            ),
            link(t("Our partners"), to=routes.PARTNERS, class_name=theme.BUTTON_SECONDARY),
            link(
                t("Media & campaigns"), to=routes.MEDIA_CAMPAIGNS, class_name=theme.BUTTON_SECONDARY
            ),
        ),
        aside=_statistics(),
    )


def _hiring_banner() -> rx.Component:
    return rx.el.section(
        rx.el.div(
            rx.el.div(
                rx.el.p(
                    t("Now hiring"),
                    class_name="text-sm font-semibold uppercase tracking-wider text-amber-900 dark:text-amber-200",
                ),
                rx.el.h2(
                    t("October and December intakes for EFL, German and French teachers"),
                    class_name="mt-1 text-xl font-bold text-slate-900 dark:text-white",
                ),
            ),
            external_link(
                t("Apply for the next intake"),
                href=settings.application_form_url,
                class_name=theme.BUTTON_ACCENT,
            ),
            class_name=(
                theme.CONTAINER + " flex flex-col gap-4 rounded-3xl bg-amber-100 py-8 sm:flex-row "
                "sm:items-center sm:justify-between dark:bg-amber-400/10"
            ),
        ),
        class_name="px-4 py-6 sm:px-6 lg:px-8",
    )


def home_page() -> rx.Component:
    return rx.fragment(
        _hero(),
        section(
            t("Our partner network"),
            intro=t("Schools, ministries, training providers and companies we work with."),
            anchor="partners",
        ),
        _hiring_banner(),
        section(
            t("BrightMatch: find the school that fits you"),
            rx.el.div(
                soon_badge(),
                link(t("Discover BrightMatch"), to=routes.BRIGHTMATCH, class_name=theme.LINK),
                class_name="mt-6 flex items-center gap-4",
            ),
            intro=t(
                "Our school-matching tool pairs your profile with the schools where you will thrive."
            ),
            anchor="brightmatch",
        ),
        section(
            t("Are you scammers? A fair question, answered"),
            intro=t(
                "We are a registered agency with a Manchester office, an official partnership "
                "with Uzbekistan's Ministry of Preschool and School Education and a published "
                "record of placements. We never charge for a placement itself."
            ),
            anchor="legitimacy",
        ),
        section(
            t("Why choose us"),
            card_grid(
                *[
                    card(reason.title, reason.text, icon_name=reason.icon)
                    for reason in WHY_CHOOSE_US
                ],
                columns=4,
            ),
            anchor="why-choose-us",
        ),
        section(
            t("What our teachers say"),
            intro=t("Stories from teachers we have placed in schools abroad."),
            anchor="testimonials",
        ),
        section(
            t("Get ahead of the queue"),
            card_grid(
                card(
                    t("Priority hiring"),
                    t("Senior recruiters review your application within 48 hours."),
                    icon_name="zap",
                    children=(
                        link(
                            t("About priority hiring"),
                            to=routes.PRIORITY_SERVICE,
                            class_name=theme.LINK + " mt-4 inline-block",
                        ),
                    ),
                ),
                card(
                    t("CV review"),
                    t("A CV polished to international teaching standards."),
                    icon_name="file-text",
                    children=(
                        link(
                            t("About the CV review"),
                            to=routes.CV_REVIEW,
                            class_name=theme.LINK + " mt-4 inline-block",
                        ),
                    ),
                ),
                columns=2,
            ),
            anchor="services",
        ),
        section(
            t("We are a Prestige Awards winner"),
            link(
                t("Read the announcement"),
                to=routes.AWARDS,
                class_name=theme.LINK + " mt-6 inline-block",
            ),
            intro=t(
                "Recognised in the 2025/26 Prestige Awards for our work in education recruitment."
            ),
            anchor="award",
        ),
        contact_call_to_action(
            t("Ready to start your journey?"),
            t("Tell us about yourself and we will help you find the right school."),
        ),
    )


ROUTES = [
    Route(
        path=routes.HOME,
        title=f"{settings.brand_name} | " + t("International teacher recruitment"),
        description=t(
            "Teaching jobs in Uzbekistan, the UAE and Spain for teachers of English, German, "
            "French and Arabic, with a ministry-backed recruitment agency."
        ),
        component=home_page,
    )
]
