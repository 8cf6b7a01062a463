"""Content of /services/custom-dashboards.

The spec does not show this page: what the service involves is the agency's content,
which it confirms before the site goes live. The dashboard preview's figures are
a sample, not the agency's results.
"""

from __future__ import annotations

import dataclasses
from typing import Literal

from agency_site.content.models import Feature, Step
from agency_site.i18n import t

Tone = Literal["done", "progress", "waiting"]


@dataclasses.dataclass(frozen=True)
class Figure:
    """A headline number of the sample dashboard."""

    label: str
    value: str
    note: str


@dataclasses.dataclass(frozen=True)
class Stage:
    """A stage of the sample recruitment pipeline and how many candidates are at it."""

    label: str
    count: int


@dataclasses.dataclass(frozen=True)
class Arrival:
    """A teacher due to arrive, as the sample dashboard lists them."""

    role: str
    city: str
    date: str
    status: str
    tone: Tone


DASHBOARD_TITLE = t("Autumn intake 2026")

DASHBOARD_FIGURES = (
    Figure(t("Open vacancies"), "8", t("in 3 countries")),
    Figure(t("Candidates in progress"), "37", t("6 new this week")),
    Figure(t("Documents to check"), "12", t("3 due today")),
    Figure(t("Arrivals in 30 days"), "9", t("all with housing")),
)

# Applications received in each of the last eight weeks, oldest first.
DASHBOARD_APPLICATIONS_PER_WEEK = (14, 22, 18, 27, 31, 24, 35, 29)

DASHBOARD_STAGES = (
    Stage(t("Applied"), 64),
    Stage(t("Screened"), 41),
    Stage(t("Interviewed"), 23),
    Stage(t("Offer accepted"), 14),
    Stage(t("Arrived"), 9),
)

DASHBOARD_ARRIVALS = (
    Arrival(t("ESL Teacher"), t("Tashkent"), t("12 Oct"), t("Flight booked"), "done"),
    Arrival(t("French Teacher"), t("Bukhara"), t("19 Oct"), t("Visa issued"), "progress"),
    Arrival(t("ESL Teacher"), t("Samarkand"), t("26 Oct"), t("Housing confirmed"), "done"),
    Arrival(
        t("German Language Instructor"), t("Khiva"), t("7 Dec"), t("Documents in review"), "waiting"
    ),
)

DASHBOARD_FEATURES = (
    Feature(
        "briefcase",
        t("Vacancies at a glance"),
        t("Every open post by school, subject and city, with the date it needs filling."),
    ),
    Feature(
        "users",
        t("Candidate pipeline"),
        t("Who has applied, who is booked for interview and who has accepted an offer."),
    ),
    Feature(
        "file-check",
        t("Document tracking"),
        t(
            "Degrees, certificates, police checks and medical forms: what has arrived, what is "
            "being checked and what is still missing."
        ),
    ),
    Feature(
        "plane-landing",
        t("Arrivals and first weeks"),
        t("Arrival dates and first school days, in one calendar."),
    ),
    Feature(
        "lock",
        t("The right people, the right view"),
        t(
            "School leaders, ministry coordinators and partner agencies each see what concerns "
            "them, and nothing more."
        ),
    ),
    Feature(
        "file-text",
        t("Reports when you need them"),
        t("Weekly summaries and exports for your own meetings and reports."),
    ),
)

DASHBOARD_STEPS = (
    Step(
        t("Agree what matters"),
        t("We sit down with you and list the questions your dashboard should answer."),
    ),
    Step(
        t("Connect the records"),
        t("We link it to the placement records we keep for your vacancies and candidates."),
    ),
    Step(
        t("Review a first version"),
        t("You try it with real data and tell us what to change before it goes live."),
    ),
    Step(
        t("Use it every day"),
        t("It updates as your recruitment moves on, and we adjust it as your needs change."),
    ),
)
