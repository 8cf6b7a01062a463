"""About page content: values, achievements, what our team does and the services we offer."""

from __future__ import annotations

import dataclasses

from agency_site import routes
from agency_site.content.academic_year import MINISTRY_PARTNER
from agency_site.content.models import Heading, PageMeta
from agency_site.content.promises import SUPPORT
from agency_site.content.recognition import AWARD
from agency_site.i18n import t
from agency_site.settings import settings

TITLE = t("About us")
META = PageMeta(TITLE, t("Who we are, what we stand for and how we place teachers abroad."))


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
class ServiceSummary:
    """One of our services, linking to its page."""

    icon: str
    title: str
    text: str
    path: str


HERO = Heading(
    t("Great teachers, great schools, one trusted partner"),
    t(
        "{brand} is an international recruitment agency based in Manchester. We place "
        "qualified teachers of English, German, French and Arabic in schools abroad.",
        brand=settings.brand_name,
    ),
    eyebrow=t("About us"),
)
ILLUSTRATION_ALT = t("Our team around a table with a globe and laptops")

MISSION_SECTION = Heading(
    t("Our mission"),
    t(
        "Schools around the world need language teachers, and many good teachers would love "
        "to work abroad but do not know whom to trust. We bring the two together, honestly "
        "and carefully."
    ),
    anchor="mission",
)
MISSION_STATEMENT = t(
    "To give every pupil a great language teacher, and every teacher a safe, "
    "rewarding career abroad."
)
MISSION_POINTS = (
    t("Match every teacher with a school where they can do their best work."),
    t("Recruit fairly, with clear terms: you pay only for the service performed."),
    SUPPORT.text,
)

VALUES = (
    Highlight(
        "scale",
        t("Fairness"),
        t(
            "Transparent terms and honest advice. We tell you what a post really involves, "
            "and you pay only for the service performed."
        ),
    ),
    Highlight(
        "heart-handshake",
        t("Care"),
        t(
            "Moving abroad is a big step. We answer your questions and help with the "
            "paperwork. {support}",
            support=SUPPORT.text,
        ),
    ),
    Highlight(
        "badge-check",
        t("Quality"),
        t(
            "Schools must be able to trust the teachers we send them, and teachers the "
            "posts we offer them."
        ),
    ),
)

ACHIEVEMENTS = (
    Highlight(
        "trophy",
        t("Award winner"),
        AWARD,
        routes.AWARDS,
        t("Read about the award"),
    ),
    Highlight(
        "landmark",
        t("Ministry-level partnerships"),
        MINISTRY_PARTNER,
        routes.MINISTRY_PARTNERSHIP,
        t("About the partnership"),
    ),
    Highlight(
        "globe",
        t("A global community"),
        t(
            "Teachers of English, German, French and Arabic, and posts in Uzbekistan, the UAE "
            "and Spain."
        ),
        routes.REVIEWS,
        t("Hear from our teachers"),
    ),
)

# What the team does, in the agency's own voice: the spec names no one, so no one is named.
TEAM_WORK = (
    Highlight(
        "user-search",
        t("Recruitment"),
        t(
            "We interview candidates, and with priority hiring a senior recruiter reviews your "
            "application within 48 hours."
        ),
    ),
    Highlight(
        "landmark",
        t("Partnerships"),
        t(
            "We work with Uzbekistan's Ministry of Preschool and School Education, our partner "
            "since 2024, and with its schools."
        ),
    ),
    Highlight(
        "files",
        t("Documents and placement"),
        t("We guide you through your documents and place you in a school."),
    ),
)

# The three bands of highlight cards, in page order: each heading with its cards.
HIGHLIGHT_SECTIONS = (
    (
        Heading(
            t("Our values"),
            t("Three commitments guide every placement we make."),
            anchor="values",
        ),
        VALUES,
    ),
    (
        Heading(
            t("What we have achieved"),
            t("Recognition and partnerships that show our work can be trusted."),
            anchor="achievements",
        ),
        ACHIEVEMENTS,
    ),
    (
        Heading(
            t("Our expert team"),
            t("The people behind each step of your placement: interview, documents, school."),
            anchor="team",
        ),
        TEAM_WORK,
    ),
)

SERVICES_SECTION = Heading(
    t("What we do"),
    t("Everything a teacher or a school needs, from the first application onwards."),
    anchor="services",
)
SERVICES = (
    ServiceSummary(
        "graduation-cap",
        t("Teacher recruitment"),
        t("Posts in state schools across Uzbekistan, through our partnership with the ministry."),
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
        t("Shorter placements supporting schools and communities, opening soon."),
        routes.VOLUNTEER_PROGRAMS,
    ),
    ServiceSummary(
        "clapperboard",
        t("Media and campaigns"),
        t("Recruitment campaigns, video and storytelling for schools and partners, coming soon."),
        routes.MEDIA_CAMPAIGNS,
    ),
)

IMPACT_SECTION = Heading(
    t("Impact in numbers"),
    t(
        "Behind every figure is a teacher who found the right school, and a school that "
        "found the right teacher. These are the results our team is proudest of."
    ),
    anchor="impact",
)

CLOSING = Heading(
    t("Let's talk about your next step"),
    t("Whether you teach or run a school, we would love to hear from you."),
)


# The hero's actions.
GET_STARTED = t("Get started")
MEET_THE_TEAM = t("Meet the team")
