"""The payment page's words, and those of the status screen shown after a payment."""

from __future__ import annotations

import dataclasses

from agency_site import routes
from agency_site.components.contact import REPLY_DAYS
from agency_site.content.models import Heading, PageMeta, Step
from agency_site.i18n import t, tn

TITLE = t("Payment")
META = PageMeta(TITLE, t("Pay for your package."))

HERO = Heading(
    t("Payment"),
    t(
        "Packages are paid through a secure link that your placement advisor sends you, "
        "once you have agreed together which one you need."
    ),
    eyebrow=t("Packages"),
)
ASK_FOR_A_PAYMENT_LINK = t("Ask for a payment link")
COMPARE_PACKAGES = t("Compare packages")
PACKAGES_AND_PRICES = t("Packages and prices")

HOW_PAYMENT_WORKS_BAND = Heading(t("How payment works"), anchor="how")
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

PROMISES_BAND = Heading(t("Our promises"), anchor="promises")


@dataclasses.dataclass(frozen=True)
class PaymentStatus:
    """Where the payment provider sends the visitor back to, and what that page says."""

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
BACK_TO_PACKAGES = t("Back to packages")
HOME = t("Home")
