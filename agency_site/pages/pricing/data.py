"""CV and placement packages: the three plans, the promotion and the FAQ.

Plans, prices and the promotion are the spec's; the FAQ's wording is the agency's content
(the spec gives only its claims). The agency must confirm it.
"""

from __future__ import annotations

import dataclasses

from agency_site.components.faq import Faq
from agency_site.content.models import Question
from agency_site.content.promises import PAYMENT
from agency_site.i18n import Localized, money, t


@dataclasses.dataclass(frozen=True)
class Plan:
    """A package: its price, what it includes and its accent colour."""

    name: str
    # Written the way each language writes money: £29.99, 29,99 £.
    price: Localized
    description: str
    features: tuple[str, ...]
    # Tailwind background classes of the plan's accent bar.
    color: str
    most_popular: bool = False


PROMO_CODE = "FASTTRACK15"
PROMO_DISCOUNT_PERCENT = 15

PLANS = (
    Plan(
        t("Essential Track"),
        money(29.99, "GBP"),
        t("A polished CV that schools abroad take seriously."),
        (
            t("CV polishing"),
            t("Alignment with international teaching standards"),
        ),
        color="bg-sky-500 dark:bg-sky-400",
    ),
    Plan(
        t("Career Launch"),
        money(44.99, "GBP"),
        t("Your CV, your interview and a head start with our partner schools."),
        (
            t("Everything in Essential Track"),
            t("One-on-one interview preparation"),
            t("Fast-tracked submission to a partner school"),
        ),
        color="bg-blue-700 dark:bg-sky-300",
        most_popular=True,
    ),
    Plan(
        t("Pro Placement"),
        money(59.99, "GBP"),
        t("Full support to find the right school and get ready to move."),
        (
            t("All Career Launch features"),
            t("Personalised job matching"),
            t("Documentation consultation"),
            t("Suitability assessment"),
        ),
        color="bg-amber-500 dark:bg-amber-400",
    ),
)

FAQ = (
    Question(
        t("How did you decide what goes into each package?"),
        t(
            "We designed the packages from the feedback of over 200 teachers we have worked "
            "with. They told us where they needed the most help, from presenting their "
            "experience to preparing for interviews and choosing the right school, and each "
            "package answers those needs."
        ),
    ),
    Question(
        t("When do I pay, and what am I paying for?"),
        PAYMENT,
    ),
    Question(
        t("Does a package guarantee me a job?"),
        t(
            "No honest agency can promise that, because the school makes the final decision. "
            "What a package does is make your application as strong as it can be: Career "
            "Launch adds interview preparation and a fast-tracked submission to a partner "
            "school, and Pro Placement adds personalised matching and a suitability assessment."
        ),
    ),
    Question(
        t("How do I use the {code} code?", code=PROMO_CODE),
        t(
            "Mention {code} when you write to us to choose your package, and we will take "
            "{percent}% off its price while the offer lasts.",
            code=PROMO_CODE,
            percent=PROMO_DISCOUNT_PERCENT,
        ),
    ),
)
# An accordion; its first answer is open as the page loads.
PRICING_FAQ = Faq("pricing", FAQ, initially_open=0)
