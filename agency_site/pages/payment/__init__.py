"""Payment, and the one status screen shown as success or canceled."""

from __future__ import annotations

import reflex as rx

from agency_site import design, routes
from agency_site.components.icons import icon
from agency_site.components.links import link
from agency_site.components.page import check_list, hero, mail_button, section, steps
from agency_site.content.models import PageMeta
from agency_site.content.promises import PAYMENT
from agency_site.pages.payment import data
from agency_site.pages.payment.data import CANCELED, SUCCESS, PaymentStatus
from agency_site.pages.pricing.data import CODE_OFFER, PLANS
from agency_site.routes import Route
from agency_site.settings import settings


def _plan_summary() -> rx.Component:
    return rx.el.ul(
        *[
            rx.el.li(
                rx.el.span(
                    rx.el.span(
                        plan.name, class_name="block font-semibold text-slate-900 dark:text-white"
                    ),
                    rx.el.span(plan.description, class_name="block text-sm " + design.TEXT_MUTED),
                ),
                rx.el.span(
                    plan.price, class_name="text-lg font-bold text-slate-900 dark:text-white"
                ),
                class_name="flex items-center justify-between gap-4 py-4",
            )
            for plan in PLANS
        ],
        class_name="divide-y divide-slate-900/10 dark:divide-white/10",
    )


def _packages_and_prices() -> rx.Component:
    return rx.el.div(
        rx.el.h2(data.PACKAGES_AND_PRICES, class_name=design.HEADING_3),
        _plan_summary(),
        rx.el.p(CODE_OFFER, class_name="mt-4 text-sm " + design.TEXT_MUTED),
        class_name=design.CARD + " p-6 sm:p-8",
    )


def payment_page() -> rx.Component:
    return rx.fragment(
        hero(
            data.HERO,
            actions=(
                mail_button(settings.inquiries_email, data.ASK_FOR_A_PAYMENT_LINK),
                link(data.COMPARE_PACKAGES, to=routes.PRICING, class_name=design.BUTTON_SECONDARY),
            ),
            aside=_packages_and_prices(),
        ),
        section(data.HOW_PAYMENT_WORKS_BAND, steps(*data.HOW_PAYMENT_WORKS)),
        section(data.PROMISES_BAND, check_list(PAYMENT, class_name="mt-8 max-w-3xl")),
    )


def payment_status_page(status: PaymentStatus) -> rx.Component:
    return rx.el.section(
        rx.el.div(
            icon(status.icon, 48, "text-blue-700 dark:text-sky-300"),
            rx.el.h1(status.title, class_name=design.HEADING_1 + " mt-6"),
            rx.el.p(status.text, class_name="mt-4 text-lg " + design.TEXT),
            rx.el.div(
                link(data.BACK_TO_PACKAGES, to=routes.PRICING, class_name=design.BUTTON_SECONDARY),
                link(data.HOME, to=routes.HOME, class_name=design.BUTTON_PRIMARY),
                class_name="mt-8 flex flex-wrap justify-center gap-3",
            ),
            class_name=design.GUTTERS + " flex max-w-2xl flex-col items-center text-center",
        ),
        class_name="py-20",
        data_status="success" if status is SUCCESS else "canceled",
    )


ORDER = 200

ROUTES = [
    Route(routes.PAYMENT, data.META, payment_page),
    *[
        Route(
            path=status.path,
            meta=PageMeta(status.title, status.text),
            component=lambda status=status: payment_status_page(status),
        )
        for status in (SUCCESS, CANCELED)
    ],
]
