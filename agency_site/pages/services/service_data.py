"""Content of the smaller Services pages: tech for education, partner agencies and custom
dashboards (the job map and the converter draw on agency_site/content/).

The spec does not show these pages: what each service involves is the agency's content,
which it confirms before the site goes live; the dashboard preview's figures are a sample.
"""

from __future__ import annotations

import dataclasses
from typing import Literal

from agency_site.content.models import Feature, Step
from agency_site.i18n import t

# Tech for education ----------------------------------------------------------------------

TECH_SERVICES = (
    Feature(
        "presentation",
        t("Digital classrooms"),
        t(
            "We help you choose interactive displays, projectors, laptops and tablets that suit "
            "your rooms and your budget, and plan the Wi-Fi and charging they need."
        ),
    ),
    Feature(
        "graduation-cap",
        t("Teacher training on the tools"),
        t(
            "Practical sessions in the classroom, not the staffroom: teachers learn to plan, "
            "teach and mark with the tools they will use the next morning."
        ),
    ),
    Feature(
        "monitor-smartphone",
        t("Learning platforms through our partners"),
        t(
            "Online tutoring with Tutoron and learning platforms our partners run, set up for "
            "your classes, with accounts for teachers and pupils."
        ),
    ),
    Feature(
        "shield-check",
        t("Safe and simple to run"),
        t(
            "Sensible accounts, privacy settings and device rules, so pupils' data stays "
            "protected and your staff are not left managing the technology alone."
        ),
    ),
)

# What the Tutoron card lists.
TUTORON_POINTS = (
    t("One-to-one and small-group lessons online"),
    t("Extra practice between classroom lessons"),
    t("Accounts set up for your teachers and pupils"),
)

TECH_AUDIENCES = (
    Feature(
        "school",
        t("State schools"),
        t(
            "Schools welcoming foreign teachers through the ministry programme, who want their "
            "classrooms ready for the lessons those teachers bring."
        ),
    ),
    Feature(
        "globe",
        t("International and private schools"),
        t("Schools that want a second opinion before a large purchase, or help with a roll-out."),
    ),
    Feature(
        "book-open-check",
        t("Language centres"),
        t("Centres adding online or blended courses alongside their classroom groups."),
    ),
)

TECH_STEPS = (
    Step(
        t("Listen"),
        t("We visit or call, see the rooms and equipment you have, and hear what teachers need."),
    ),
    Step(
        t("Plan"),
        t("You receive a written plan with options and costs, matched to your curriculum."),
    ),
    Step(
        t("Set up"),
        t("Our partners supply and install what you choose; we check it works in every room."),
    ),
    Step(
        t("Train"),
        t("Hands-on sessions for teachers, followed by short guides they can keep on their desk."),
    ),
    Step(
        t("Support"),
        t("We stay in touch through the first term and help with questions as they come up."),
    ),
)

# Partner agencies ------------------------------------------------------------------------

PARTNER_FACTS = (
    Feature(
        "landmark",
        t("Ministry posts"),
        t("State schools in Uzbekistan, through our ministry partnership."),
    ),
    Feature(
        "languages",
        t("Four languages"),
        t("Teachers of English, German and French, and of Arabic as a language of instruction."),
    ),
    Feature("calendar-days", t("Two intakes"), t("October and December.")),
)

PARTNER_STEPS = (
    Step(
        t("Send an inquiry"),
        t(
            "Tell us about your agency, the teachers you work with and the countries you recruit in."
        ),
    ),
    Step(
        t("Meet us"),
        t(
            "A video call with our partnerships team, then a short written agreement that sets "
            "out how referrals and candidates' data are handled."
        ),
    ),
    Step(
        t("Refer teachers"),
        t(
            "Send us the CVs of qualified teachers who want to work in Uzbekistan, with their "
            "consent to share them."
        ),
    ),
    Step(
        t("We place them"),
        t(
            "We screen each teacher against the ministry's requirements, arrange interviews with "
            "schools and guide them through documents, visas and arrival."
        ),
    ),
    Step(
        t("Follow every referral"),
        t("You see where each of your candidates stands, from first review to first day."),
    ),
)

PARTNER_BENEFITS = (
    Feature(
        "school",
        t("Access to state-school posts"),
        t(
            "Vacancies for teachers of English, German and French in Uzbekistan's state "
            "schools, through our partnership with the Ministry of Preschool and School Education."
        ),
    ),
    Feature(
        "clipboard-check",
        t("Clear requirements"),
        t(
            "The ministry's criteria, documents and timelines for each intake, written down, "
            "so you only refer teachers who can be placed."
        ),
    ),
    Feature(
        "layout-dashboard",
        t("Progress you can see"),
        t("A shared view of every teacher you refer, updated as they move through each stage."),
    ),
    Feature(
        "user-check",
        t("A named contact"),
        t("One person on our team who knows your agency and answers your questions."),
    ),
    Feature(
        "heart-handshake",
        t("Care for your teachers"),
        t(
            "Support with housing, paperwork and the first weeks in school, so your candidates "
            "arrive well prepared."
        ),
    ),
    Feature(
        "badge-check",
        t("Credit for your work"),
        t(
            "Your agency is named on every referral, and your relationship with the teacher stays yours."
        ),
    ),
)

PARTNER_REQUIREMENTS = (
    t("A registered recruitment business, with a contact person who can sign our agreement."),
    t(
        "Fair recruitment: you never charge teachers a fee for a placement, and you describe "
        "posts honestly."
    ),
    t(
        "Candidates who meet the ministry's requirements: usually a bachelor's degree, a "
        "120-hour TEFL, TESOL or CELTA certificate for English, and C1 level or above in the "
        "language they teach."
    ),
    t("Each candidate's written consent before you share their CV or documents with us."),
    t("Replies to our questions about your candidates within two working days."),
)

# Custom dashboards -----------------------------------------------------------------------

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
        t("Flights, airport pick-ups, housing and first school days, in one calendar."),
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
