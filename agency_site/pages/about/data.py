"""About page content: values, achievements, the team and the services we offer."""

from __future__ import annotations

import dataclasses

from agency_site import routes
from agency_site.i18n import t


@dataclasses.dataclass(frozen=True)
class Highlight:
    """A short titled point with an icon (a value or an achievement)."""

    icon: str
    title: str
    text: str
    # Where to read more, if anywhere.
    path: str | None = None
    link_text: str = ""


@dataclasses.dataclass(frozen=True)
class TeamMember:
    """One person of the team, shown with the initials of their name."""

    name: str
    role: str
    bio: str

    @property
    def initials(self) -> str:
        return "".join(part[0] for part in self.name.split()[:2]).upper()


@dataclasses.dataclass(frozen=True)
class ServiceSummary:
    """One of our services, linking to its page."""

    icon: str
    title: str
    text: str
    path: str


MISSION_POINTS = (
    t("Match every teacher with a school where they can do their best work."),
    t("Recruit fairly, with clear terms and no fees for a placement itself."),
    t("Stay beside our teachers from the first call to the last day of their contract."),
)

VALUES = (
    Highlight(
        "scale",
        t("Fairness"),
        t(
            "Transparent terms and honest advice. We tell you what a post really involves, "
            "and we never charge for a placement itself."
        ),
    ),
    Highlight(
        "heart-handshake",
        t("Care"),
        t(
            "Moving abroad is a big step. We answer your questions, help with the paperwork "
            "and check in once you have arrived."
        ),
    ),
    Highlight(
        "badge-check",
        t("Quality"),
        t(
            "Every teacher we put forward is qualified, vetted and prepared, so schools can "
            "trust the people we send them."
        ),
    ),
)

ACHIEVEMENTS = (
    Highlight(
        "trophy",
        t("Award winner"),
        t("Named a Prestige Awards winner for 2025/26 for our work in education recruitment."),
        routes.AWARDS,
        t("Read about the award"),
    ),
    Highlight(
        "landmark",
        t("Ministry-level partnerships"),
        t(
            "Partner of Uzbekistan's Ministry of Preschool and School Education since 2024, "
            "and its exclusive recruitment partner for the 2025-2026 academic year."
        ),
        routes.MINISTRY_PARTNERSHIP,
        t("About the partnership"),
    ),
    Highlight(
        "globe",
        t("A global community"),
        t(
            "Teachers from all over the world, now working in Uzbekistan, the UAE and Spain, "
            "and still in touch with us and with each other."
        ),
        routes.REVIEWS,
        t("Hear from our teachers"),
    ),
)

TEAM = (
    TeamMember(
        "Helen Carter",
        t("Managing Director"),
        t("A former head of languages who has recruited teachers for schools on three continents."),
    ),
    TeamMember(
        "Dilnoza Karimova",
        t("Partnerships Manager, Uzbekistan"),
        t("Our link with the ministry and its schools, from Tashkent to Khiva."),
    ),
    TeamMember(
        "James O'Neill",
        t("Head of Recruitment"),
        t("Leads the recruiters who review every application and interview every candidate."),
    ),
    TeamMember(
        "Amira Haddad",
        t("Teacher Support Lead"),
        t("Helps teachers with visas, documents and housing, and is on call once they arrive."),
    ),
)

SERVICES = (
    ServiceSummary(
        "graduation-cap",
        t("Teacher recruitment"),
        t("Posts in state schools across Uzbekistan, with full support from offer to arrival."),
        routes.TEACH_IN_UZBEKISTAN,
    ),
    ServiceSummary(
        "briefcase",
        t("Global teaching opportunities"),
        t("Open posts in Uzbekistan, the UAE and Spain, with salaries and requirements."),
        routes.SERVICES,
    ),
    ServiceSummary(
        "zap",
        t("Priority hiring"),
        t("A senior recruiter reviews your application within 48 hours."),
        routes.PRIORITY_SERVICE,
    ),
    ServiceSummary(
        "file-text",
        t("CV and placement packages"),
        t("From a polished CV to interview preparation and personalised job matching."),
        routes.PRICING,
    ),
    ServiceSummary(
        "hand-heart",
        t("Volunteer programmes"),
        t("Shorter placements supporting schools and communities."),
        routes.VOLUNTEER_PROGRAMS,
    ),
    ServiceSummary(
        "clapperboard",
        t("Media and campaigns"),
        t("Recruitment campaigns, video and storytelling for schools and partners."),
        routes.MEDIA_CAMPAIGNS,
    ),
)
