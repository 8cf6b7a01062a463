"""Payment, and the one status screen shown as success or canceled (spec 2.1)."""

from __future__ import annotations

import dataclasses

import reflex as rx

from agency_site import routes, theme
from agency_site.components.icons import icon
from agency_site.components.links import link
from agency_site.components.page import hero, section
from agency_site.i18n import t
from agency_site.routes import Route
from agency_site.seo import page_title


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
    t(
        "Thank you! A placement advisor will e-mail you within one working day to start your package."
    ),
)
CANCELED = PaymentStatus(
    routes.PAYMENT_CANCELED,
    "circle-x",
    t("Payment canceled"),
    t("No payment was taken. You can choose a package again whenever you are ready."),
)


def payment_page() -> rx.Component:
    return rx.fragment(
        hero(t("Payment"), t("Pay securely for your chosen package."), eyebrow=t("Packages")),
        section(
            t("Your order"),
            link(
                t("Choose a package"), to=routes.PRICING, class_name=theme.BUTTON_PRIMARY + " mt-6"
            ),
            intro=t("Review your package before you pay."),
            anchor="order",
        ),
    )


def payment_status_page(status: PaymentStatus) -> rx.Component:
    return rx.el.section(
        rx.el.div(
            icon(status.icon, 48, "text-blue-700 dark:text-sky-300"),
            rx.el.h1(status.title, class_name=theme.HEADING_1 + " mt-6"),
            rx.el.p(status.text, class_name="mt-4 text-lg " + theme.TEXT),
            rx.el.div(
                link(t("Back to packages"), to=routes.PRICING, class_name=theme.BUTTON_SECONDARY),
                link(t("Home"), to=routes.HOME, class_name=theme.BUTTON_PRIMARY),
                class_name="mt-8 flex flex-wrap justify-center gap-3",
            ),
            class_name=theme.CONTAINER + " flex max-w-2xl flex-col items-center text-center",
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
