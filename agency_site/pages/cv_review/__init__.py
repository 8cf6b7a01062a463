"""CV review and editing (contents not shown in the spec): what we check, how, and the packages."""

from __future__ import annotations

import reflex as rx

from agency_site import design, routes
from agency_site.components import page as blocks
from agency_site.components.icons import icon
from agency_site.components.links import link
from agency_site.pages.cv_review import data
from agency_site.pages.pricing.data import CODE_OFFER, PLANS
from agency_site.routes import Route


def _who_its_for() -> rx.Component:
    return rx.el.div(
        rx.el.h2(data.WHO_ITS_FOR_TITLE, class_name=design.HEADING_3),
        blocks.check_list(*data.WHO_ITS_FOR, class_name="mt-5"),
        class_name=design.CARD + " p-6 sm:p-8",
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
        blocks.hero(
            data.HERO,
            actions=(
                link(data.SEE_PACKAGES, to=routes.PRICING, class_name=design.BUTTON_PRIMARY),
                link(data.SUBMIT_YOUR_CV, to=routes.SUBMIT_CV, class_name=design.BUTTON_SECONDARY),
            ),
            aside=_who_its_for(),
        ),
        blocks.section(data.WHAT_WE_CHECK_BAND, blocks.feature_grid(data.WHAT_WE_CHECK)),
        blocks.section(data.HOW_IT_WORKS_BAND, blocks.steps(*data.HOW_IT_WORKS)),
        blocks.section(
            data.PACKAGES_BAND,
            _packages(),
            rx.el.p(
                icon("tag", 16),
                CODE_OFFER,
                class_name="mt-6 inline-flex items-center gap-2 text-sm " + design.TEXT,
            ),
        ),
        blocks.call_to_action(
            data.CLOSING,
            link(data.COMPARE_PACKAGES, to=routes.PRICING, class_name=design.BUTTON_ACCENT),
            link(data.SUBMIT_YOUR_CV, to=routes.SUBMIT_CV, class_name=design.BUTTON_ON_BRAND),
        ),
    )


ORDER = 130

ROUTES = [Route(routes.CV_REVIEW, data.META, cv_review_page)]
