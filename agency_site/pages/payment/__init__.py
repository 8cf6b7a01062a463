"""Payment, and the one status screen shown as success or canceled."""

from __future__ import annotations

import dataclasses

import reflex as rx

from agency_site import design, routes
from agency_site.components.contact import REPLY_DAYS
from agency_site.components.icons import icon
from agency_site.components.links import link, mailto_link
from agency_site.components.page import check_list, hero, section, steps
from agency_site.content.models import Step
from agency_site.content.promises import PAYMENT
from agency_site.i18n import t, tn
from agency_site.pages.pricing.data import PLANS, PROMO_CODE, PROMO_DISCOUNT_PERCENT
from agency_site.routes import Route
from agency_site.seo import page_title
from agency_site.settings import settings


@dataclasses.dataclass(frozen=True)
class PaymentStatus:
    path: str
    icon: str
    title: str
    text: str


SUCCESS = PaymentStatus(
    routes.PAYMENT_SUCCESS,
    "circle-check",
    t("Payment successful"),
    tn(
        "Thank you! A placement advisor will e-mail you within {count} working day to start your package.",
        "Thank you! A placement advisor will e-mail you within {count} working days to start your package.",
        REPLY_DAYS,
    ),
)
CANCELED = PaymentStatus(
    routes.PAYMENT_CANCELED,
    "circle-x",
    t("Payment canceled"),
    t("No payment was taken. You can choose a package again whenever you are ready."),
)


HOW_PAYMENT_WORKS = (
    Step(
        t("Talk to an advisor"),
        t("E-mail us with the package you want; an advisor confirms it fits your plans."),
    ),
    Step(
        t("Receive a secure link"),
        t("We send a payment link for that package only, in pounds sterling."),
    ),
    Step(
        t("Pay by card"),
        t("The payment provider handles your card; we never see or store its number."),
    ),
    Step(
        t("Work begins"),
        tn(
            "You land on a confirmation page and your advisor writes to you within {count} working day.",
            "You land on a confirmation page and your advisor writes to you within {count} working days.",
            REPLY_DAYS,
        ),
    ),
)


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


def payment_page() -> rx.Component:
    return rx.fragment(
        hero(
            t("Payment"),
            t(
                "Packages are paid through a secure link that your placement advisor sends you, "
                "once you have agreed together which one you need."
            ),
            eyebrow=t("Packages"),
            actions=(
                mailto_link(
                    settings.inquiries_email,
                    icon("mail", 16),
                    t("Ask for a payment link"),
                    class_name=design.BUTTON_PRIMARY,
                ),
                link(t("Compare packages"), to=routes.PRICING, class_name=design.BUTTON_SECONDARY),
            ),
            aside=rx.el.div(
                rx.el.h2(t("Packages and prices"), class_name=design.HEADING_3),
                _plan_summary(),
                rx.el.p(
                    t(
                        "Use the code {code} for {percent}% off any package, for a limited time.",
                        code=PROMO_CODE,
                        percent=PROMO_DISCOUNT_PERCENT,
                    ),
                    class_name="mt-4 text-sm " + design.TEXT_MUTED,
                ),
                class_name=design.CARD + " p-6 sm:p-8",
            ),
        ),
        section(t("How payment works"), steps(*HOW_PAYMENT_WORKS), anchor="how"),
        section(
            t("Our promises"),
            check_list(PAYMENT, class_name="mt-8 max-w-3xl"),
            anchor="promises",
        ),
    )


def payment_status_page(status: PaymentStatus) -> rx.Component:
    return rx.el.section(
        rx.el.div(
            icon(status.icon, 48, "text-blue-700 dark:text-sky-300"),
            rx.el.h1(status.title, class_name=design.HEADING_1 + " mt-6"),
            rx.el.p(status.text, class_name="mt-4 text-lg " + design.TEXT),
            rx.el.div(
                link(t("Back to packages"), to=routes.PRICING, class_name=design.BUTTON_SECONDARY),
                link(t("Home"), to=routes.HOME, class_name=design.BUTTON_PRIMARY),
                class_name="mt-8 flex flex-wrap justify-center gap-3",
            ),
            class_name=design.GUTTERS + " flex max-w-2xl flex-col items-center text-center",
        ),
        class_name="py-20",
        data_status="success" if status is SUCCESS else "canceled",
    )


ROUTES = [
    Route(
        path=routes.PAYMENT,
        title=page_title(t("Payment")),
        description=t("Pay for your package."),
        component=payment_page,
    ),
    *[
        Route(
            path=status.path,
            title=page_title(status.title),
            description=status.text,
            component=lambda status=status: payment_status_page(status),
        )
        for status in (SUCCESS, CANCELED)
    ],
]
