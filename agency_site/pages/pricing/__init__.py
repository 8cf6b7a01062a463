"""CV and placement packages (/pricing)."""

from __future__ import annotations

import reflex as rx

from agency_site import design, routes
from agency_site.components.faq import faq_list
from agency_site.components.icons import icon
from agency_site.components.links import mailto_link
from agency_site.components.notices import show_notice
from agency_site.components.page import hero, jump_links, section, tick_items
from agency_site.i18n import in_language
from agency_site.pages.pricing import data
from agency_site.pages.pricing.data import Plan
from agency_site.routes import Route
from agency_site.settings import settings
from agency_site.structured_data import faq_page


def _promo_banner() -> rx.Component:
    return rx.el.section(
        rx.el.div(
            rx.el.div(
                rx.el.span(
                    icon("badge-percent", 26),
                    class_name=(
                        "flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl "
                        "bg-white/70 text-amber-800 dark:bg-amber-300/15 dark:text-amber-200"
                    ),
                ),
                rx.el.div(
                    rx.el.p(
                        data.LIMITED_TIME_OFFER,
                        class_name=(
                            "text-sm font-semibold uppercase tracking-wider text-amber-900 "
                            "dark:text-amber-200"
                        ),
                    ),
                    rx.el.p(
                        data.OFFER,
                        class_name="mt-1 text-lg font-bold text-slate-900 dark:text-white",
                    ),
                ),
                class_name="flex items-center gap-4",
            ),
            rx.el.p(
                rx.el.span(data.PROMO_CODE_LABEL, class_name="sr-only"),
                rx.el.code(
                    data.PROMO_CODE,
                    class_name=(
                        "rounded-xl border-2 border-dashed border-amber-600 bg-white px-4 py-2 "
                        "font-mono text-lg font-bold tracking-widest text-slate-900 "
                        "dark:border-amber-300/70 dark:bg-slate-950/40 dark:text-amber-100"
                    ),
                ),
                class_name="shrink-0",
            ),
            class_name=(
                design.CONTAINER + " flex flex-col gap-5 rounded-3xl bg-amber-100 py-6 "
                "sm:flex-row sm:items-center sm:justify-between dark:bg-amber-400/10"
            ),
        ),
        aria_label=data.LIMITED_TIME_OFFER,
        data_testid="promo-banner",
        class_name="px-4 sm:px-6 lg:px-8",
    )


def _plan_card(index: int, plan: Plan) -> rx.Component:
    title_id = f"plan-{index}-title"
    return rx.el.article(
        rx.el.div(class_name="h-1.5 " + plan.color),
        rx.el.div(
            rx.el.div(
                rx.el.h3(plan.name, id=title_id, class_name="text-xl " + design.HEADING_3),
                rx.el.span(
                    data.MOST_POPULAR,
                    class_name=(
                        "rounded-full bg-blue-700 px-3 py-1 text-xs font-semibold text-white "
                        "dark:bg-sky-300 dark:text-slate-950"
                    ),
                )
                if plan.most_popular
                else rx.fragment(),
                class_name="flex flex-wrap items-center justify-between gap-2",
            ),
            rx.el.p(plan.description, class_name="mt-2 text-sm leading-6 " + design.TEXT_MUTED),
            rx.el.p(
                plan.price,
                class_name=(
                    "mt-6 text-4xl font-bold tracking-tight text-slate-900 tabular-nums "
                    "dark:text-white"
                ),
            ),
            rx.el.ul(
                *tick_items(plan.features, 18),
                aria_label=data.INCLUDED,
                class_name="mt-6 space-y-3 text-sm leading-6 " + design.TEXT,
            ),
            rx.el.div(
                rx.el.button(
                    data.CHOOSE_PLAN,
                    type="button",
                    aria_describedby=title_id,
                    on_click=show_notice(data.CHOOSE_PLAN_NOTICE),
                    class_name=(
                        design.BUTTON_PRIMARY if plan.most_popular else design.BUTTON_SECONDARY
                    )
                    + " w-full",
                ),
                class_name="mt-auto pt-8",
            ),
            class_name="flex flex-1 flex-col p-6 sm:p-8",
        ),
        aria_labelledby=title_id,
        data_testid="plan-card",
        class_name=design.CARD
        + " flex flex-col overflow-hidden"
        + (
            " ring-2 ring-blue-700 shadow-xl lg:-my-4 dark:ring-sky-300"
            if plan.most_popular
            else ""
        ),
    )


def _plans() -> rx.Component:
    return section(
        data.PLANS_BAND,
        rx.el.div(
            *[_plan_card(index, plan) for index, plan in enumerate(data.PLANS)],
            class_name="mt-12 grid gap-6 lg:grid-cols-3 lg:items-stretch",
        ),
        rx.el.div(
            icon("mail", 20, "shrink-0 text-blue-700 dark:text-sky-300"),
            rx.el.p(
                data.ADVISOR_HELP,
                " ",
                mailto_link(
                    settings.inquiries_email,
                    class_name=design.LINK + " break-all",
                    data_testid="pricing-email",
                ),
                class_name=design.TEXT,
            ),
            class_name=design.CARD + " mt-10 flex items-start gap-3 p-5 sm:items-center",
        ),
    )


def pricing_page() -> rx.Component:
    return rx.fragment(
        hero(
            data.HERO,
            actions=jump_links(
                (data.COMPARE_PACKAGES, data.PLANS_BAND),
                (data.QUESTIONS_AND_ANSWERS, data.FAQ_BAND),
            ),
        ),
        _promo_banner(),
        _plans(),
        section(data.FAQ_BAND, faq_list(data.PRICING_FAQ, class_name="mt-8 max-w-3xl")),
    )


ORDER = 140

ROUTES = [
    Route(
        routes.PRICING,
        data.META,
        pricing_page,
        structured_data=lambda language: [
            faq_page(
                (in_language(item.question, language), in_language(item.answer, language))
                for item in data.FAQ
            )
        ],
    )
]
