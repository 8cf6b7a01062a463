"""Content of /services/custom-dashboards.

The spec does not show this page: what the service involves is the agency's content,
which it confirms before the site goes live. The dashboard preview's figures are
a sample, not the agency's results.
"""

from __future__ import annotations

import dataclasses
from typing import Literal

from agency_site.content.models import Feature, Heading, PageMeta, Step
from agency_site.i18n import t

TITLE = t("Custom dashboards")
META = PageMeta(
    TITLE,
    t(
        "Dashboards for schools and partners to follow vacancies, candidates, documents and arrivals."
    ),
)

HERO = Heading(
    t("Dashboards that show where every placement stands"),
    t(
        "We build dashboards for schools and partners to follow their vacancies, "
        "candidates, documents and arrivals in one place, without chasing e-mails."
    ),
    eyebrow=TITLE,
)
ASK_FOR_A_DASHBOARD = t("Ask for a dashboard")
SEE_AN_EXAMPLE = t("See an example")

EXAMPLE_SECTION = Heading(
    t("An example dashboard"),
    t(
        "This is the kind of view a school receives for an autumn intake. The figures "
        "are samples; yours show your own vacancies and candidates."
    ),
    anchor="example",
)

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
SAMPLE_DATA = t("Sample data")

DASHBOARD_FIGURES = (
    Figure(t("Open vacancies"), "8", t("in 3 countries")),
    Figure(t("Candidates in progress"), "37", t("6 new this week")),
    Figure(t("Documents to check"), "12", t("3 due today")),
    Figure(t("Arrivals in 30 days"), "9", t("all with housing")),
)

CHART_TITLE = t("Applications per week")
CHART_PERIOD = t("Last eight weeks")


def week_summary(number: int, count: int) -> str:
    """What a screen reader hears for one bar of the chart."""
    return t("Week {number}: {count} applications", number=number, count=count)


# Applications received in each of the last eight weeks, oldest first.
DASHBOARD_APPLICATIONS_PER_WEEK = (14, 22, 18, 27, 31, 24, 35, 29)

PIPELINE_TITLE = t("Candidates by stage")
PIPELINE_PERIOD = t("This intake")
DASHBOARD_STAGES = (
    Stage(t("Applied"), 64),
    Stage(t("Screened"), 41),
    Stage(t("Interviewed"), 23),
    Stage(t("Offer accepted"), 14),
    Stage(t("Arrived"), 9),
)

ARRIVALS_TITLE = t("Upcoming arrivals")
DASHBOARD_ARRIVALS = (
    Arrival(t("ESL Teacher"), t("Tashkent"), t("12 Oct"), t("Flight booked"), "done"),
    Arrival(t("French Teacher"), t("Bukhara"), t("19 Oct"), t("Visa issued"), "progress"),
    Arrival(t("ESL Teacher"), t("Samarkand"), t("26 Oct"), t("Housing confirmed"), "done"),
    Arrival(
        t("German Language Instructor"), t("Khiva"), t("7 Dec"), t("Documents in review"), "waiting"
    ),
)

FEATURES_SECTION = Heading(t("What your dashboard can show"), anchor="features")
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

STEPS_SECTION = Heading(t("How we build it"), anchor="process")
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

CLOSING = Heading(
    t("Want to see your recruitment at a glance?"),
    t("Tell us who needs to see what, and we will show you how your dashboard could look."),
)
