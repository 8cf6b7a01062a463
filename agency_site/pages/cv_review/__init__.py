"""CV review and editing (contents not shown in the spec): what we check, how, and the packages."""

from __future__ import annotations

import reflex as rx

from agency_site import design, routes
from agency_site.components.icons import icon
from agency_site.components.links import link
from agency_site.components.page import (
    call_to_action,
    card,
    card_grid,
    check_list,
    hero,
    section,
    steps,
)
from agency_site.content.models import Heading, Step
from agency_site.i18n import t
from agency_site.pages.pricing.data import PLANS, PROMO_CODE, PROMO_DISCOUNT_PERCENT
from agency_site.routes import Route
from agency_site.seo import page_title

WHAT_WE_CHECK = (
    (
        "layout-template",
        t("Structure and length"),
        t("Two clear pages, your strongest teaching experience first, nothing a school skips."),
    ),
    (
        "graduation-cap",
        t("Qualifications"),
        t("Degrees, TEFL or PGCE and language certificates, named the way schools abroad expect."),
    ),
    (
        "presentation",
        t("Classroom impact"),
        t("Subjects, age groups and results described with concrete, countable achievements."),
    ),
    (
        "globe",
        t("International standards"),
        t("Terminology, format and photo conventions for Uzbekistan, the UAE and Spain."),
    ),
    (
        "spell-check",
        t("Language and tone"),
        t("Correct, concise English that sounds like you on a very good day."),
    ),
    (
        "file-check",
        t("Ready to send"),
        t("A clean PDF and an editable Word file, with a short cover note to reuse."),
    ),
)

HOW_IT_WORKS = (
    Step(t("Choose a package"), t("Pick the level of help you need on our packages page.")),
    Step(t("Send your CV"), t("E-mail it with a line about the posts you are aiming for.")),
    Step(t("We edit and comment"), t("A recruiter rewrites it and explains every change.")),
    Step(t("You receive it"), t("Ready to send to schools.")),
)

WHO_ITS_FOR = (
    t("Newly qualified teachers applying abroad for the first time"),
    t("Experienced teachers whose CV was written for their home country's schools"),
    t("Career changers moving into teaching English, French, German or Arabic"),
    t("Anyone who has applied for months without an interview"),
)


def _packages() -> rx.Component:
    return rx.el.ul(
        *[
            rx.el.li(
                rx.el.span(plan.name, class_name="font-semibold text-slate-900 dark:text-white"),
                rx.el.span(
                    plan.price, class_name="text-2xl font-bold text-slate-900 dark:text-white"
                ),
                rx.el.span(plan.description, class_name="text-sm " + design.TEXT_MUTED),
                class_name=design.CARD + " flex flex-col gap-2 p-6",
            )
            for plan in PLANS
        ],
        class_name="mt-10 grid gap-6 md:grid-cols-3",
    )


def cv_review_page() -> rx.Component:
    return rx.fragment(
        hero(
            t("CV review and editing"),
            t(
                "Recruiters who read teaching CVs every day polish yours to the standard "
                "international schools expect."
            ),
            eyebrow=t("Services"),
            actions=(
                link(t("See packages"), to=routes.PRICING, class_name=design.BUTTON_PRIMARY),
                link(t("Submit your CV"), to=routes.SUBMIT_CV, class_name=design.BUTTON_SECONDARY),
            ),
            aside=rx.el.div(
                rx.el.h2(t("Who it's for"), class_name=design.HEADING_3),
                check_list(*WHO_ITS_FOR, class_name="mt-5"),
                class_name=design.CARD + " p-6 sm:p-8",
            ),
        ),
        section(
            t("What we look at"),
            card_grid(*[card(title, text, icon_name=name) for name, title, text in WHAT_WE_CHECK]),
            intro=t("Six things decide whether a school reads past the first page."),
            anchor="what",
        ),
        section(
            t("How it works"),
            steps(*HOW_IT_WORKS),
            anchor="how",
        ),
        section(
            t("Packages"),
            _packages(),
            rx.el.p(
                icon("tag", 16),
                t(
                    "Use the code {code} for {percent}% off any package, for a limited time.",
                    code=PROMO_CODE,
                    percent=PROMO_DISCOUNT_PERCENT,
                ),
                class_name="mt-6 inline-flex items-center gap-2 text-sm " + design.TEXT,
            ),
            intro=t("Every package starts with a full CV review; higher ones add interview help."),
            anchor="packages",
        ),
        call_to_action(
            Heading(
                t("Make your CV work for you"),
                t("Compare the packages and choose the one that fits where you are."),
            ),
            link(t("Compare packages"), to=routes.PRICING, class_name=design.BUTTON_ACCENT),
            link(t("Submit your CV"), to=routes.SUBMIT_CV, class_name=design.BUTTON_ON_BRAND),
        ),
    )


ROUTES = [
    Route(
        path=routes.CV_REVIEW,
        title=page_title(t("CV review")),
        description=t("Professional CV review and editing for teachers applying abroad."),
        component=cv_review_page,
    )
]
