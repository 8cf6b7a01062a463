"""The packages page's words: its bands, the three plans, the promotion and the FAQ.

Plans, prices and the promotion are the spec's; the FAQ's wording is the agency's content
(the spec gives only its claims). The agency must confirm it.
"""

from __future__ import annotations

import dataclasses

from agency_site.components.faq import Faq
from agency_site.components.notices import Notice
from agency_site.content.models import Heading, PageMeta, Question
from agency_site.content.promises import PAYMENT
from agency_site.i18n import Localized, money, t
from agency_site.settings import settings

TITLE = t("Packages")
META = PageMeta(
    TITLE, t("CV polishing, interview preparation and placement packages for teachers.")
)

HERO = Heading(
    t("CV and placement packages"),
    t(
        "Choose the support that fits your move, from a CV that stands out to "
        "interview preparation and personalised matching with partner schools."
    ),
    eyebrow=t("Packages"),
)
COMPARE_PACKAGES = t("Compare packages")
QUESTIONS_AND_ANSWERS = t("Questions and answers")


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

# The promotion's banner: its label (also the banner's name), the offer and the code's label.
LIMITED_TIME_OFFER = t("Limited-time offer")
OFFER = t("{percent}% off any package with the code below.", percent=PROMO_DISCOUNT_PERCENT)
PROMO_CODE_LABEL = t("Promo code")
# The promotion in a line, where a page lists the packages.
CODE_OFFER = t(
    "Use the code {code} for {percent}% off any package, for a limited time.",
    code=PROMO_CODE,
    percent=PROMO_DISCOUNT_PERCENT,
)

PLANS_BAND = Heading(
    t("Choose your package"),
    t("Three packages, from a polished CV to personalised job matching."),
    anchor="plans",
)
MOST_POPULAR = t("Most Popular")
INCLUDED = t("Included")
CHOOSE_PLAN = t("Choose Plan")
# The Choose Plan notice stays for 8 seconds.
CHOOSE_PLAN_NOTICE = Notice(
    "choose-plan",
    t("Contact Us to Get Started!"),
    t(
        "Email {address} and a placement advisor will get back to you.",
        address=settings.inquiries_email,
    ),
    duration_ms=8000,
)
ADVISOR_HELP = t("Not sure which package suits you? A placement advisor will help you choose.")

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
        t("Job matching, help with your documents and an honest assessment of fit."),
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
FAQ_BAND = Heading(
    t("Frequently asked questions"),
    t("What teachers ask us most about our packages."),
    anchor="faq",
)
# An accordion; its first answer is open as the page loads.
PRICING_FAQ = Faq("pricing", FAQ, initially_open=0)
