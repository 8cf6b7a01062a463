"""The priority hiring page's words: its bands, its four benefits and the timeline it
promises."""

from __future__ import annotations

import dataclasses

from agency_site.content.models import Feature, Heading, PageMeta
from agency_site.i18n import t

TITLE = t("Priority hiring")
META = PageMeta(TITLE, t("Fast-track review of your application within 48 hours."))

HERO = Heading(
    t("Priority hiring"),
    t(
        "Move to the front of the queue. A senior recruiter reviews your application "
        "within 48 hours, and a successful review guarantees you an interview slot "
        "within 5 business days."
    ),
    eyebrow=t("Fast track"),
)
SEE_WHAT_YOU_GET = t("See what you get")
TIMELINE_LABEL = t("How fast it moves")

BENEFITS_BAND = Heading(
    t("What priority hiring gives you"),
    t("Four reasons teachers who are ready to move choose the fast track."),
    anchor="benefits",
)

PREMIUM = Heading(t("Premium packages"), anchor="premium")
PREMIUM_SOON = t(
    "The premium packages for priority hiring are coming soon. To ask about "
    "priority hiring now, write to our support team."
)
VIEW_PREMIUM_PACKAGES = t("View Premium Packages (Soon!)")
SUPPORT = Heading(
    t("Questions about priority hiring?"),
    t("Our support team will explain how it works and whether it suits you."),
)


@dataclasses.dataclass(frozen=True)
class Milestone:
    """A step of the priority timeline: when it happens and what happens."""

    when: str
    what: str


BENEFITS = (
    Feature(
        "timer",
        t("Review within 48 hours"),
        t(
            "A senior recruiter reviews your application within 48 hours of receiving it, "
            "instead of waiting in the general queue."
        ),
    ),
    Feature(
        "calendar-check",
        t("A guaranteed interview slot"),
        t(
            "After a successful initial review, you are guaranteed an interview slot within "
            "5 business days."
        ),
    ),
    Feature(
        "user-check",
        t("Senior recruiters only"),
        t(
            "Your file is handled by our most experienced recruiters, who know exactly what "
            "partner schools look for."
        ),
    ),
    Feature(
        "message-square-text",
        t("Clear, personal feedback"),
        t(
            "Whatever the outcome of the review, you hear from a person: what is strong in your "
            "application and what to do next."
        ),
    ),
)

TIMELINE = (
    Milestone(t("Day 0"), t("You send your application")),
    Milestone(t("Within 48 hours"), t("A senior recruiter reviews it")),
    Milestone(t("Within 5 business days"), t("Your interview, after a successful review")),
)
