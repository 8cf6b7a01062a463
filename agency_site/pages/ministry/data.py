"""Ministry partnership content: key facts, statistics, the quote, benefits and our role."""

from __future__ import annotations

import dataclasses

from agency_site.content.academic_year import ACADEMIC_YEAR, AS_OF, EXCLUSIVE_STATUS
from agency_site.content.models import Fact, Feature, Heading, PageMeta
from agency_site.content.promises import SUPPORT, VISA
from agency_site.i18n import at_least, at_least_compact, t
from agency_site.settings import settings


@dataclasses.dataclass(frozen=True)
class Quote:
    """The partnership in the agency's own words (the spec gives no one else's)."""

    text: str
    # Who speaks, and as what.
    speaker: str
    standing: str


TITLE = t("Ministry partnership")
META = PageMeta(
    TITLE, t("Our partnership with Uzbekistan's Ministry of Preschool and School Education.")
)

HERO = Heading(
    t("Recruiting teachers for Uzbekistan's state schools"),
    t(
        "Since 2024 we have worked with Uzbekistan's Ministry of Preschool and School "
        "Education, which made us its exclusive recruitment partner for the 2025-2026 "
        "academic year."
    ),
    eyebrow=t("Ministry partnership"),
)
ILLUSTRATION_ALT = t("A government building with columns and the flag of Uzbekistan")

PROFILE_SECTION = Heading(t("About the partnership"), anchor="profile")
PROFILE = (
    t(
        "The ministry runs Uzbekistan's state preschools and schools and is leading "
        "a national effort to modernise language teaching. Part of that effort is "
        "bringing teachers who speak English, German, French and Arabic every day "
        "into its classrooms."
    ),
    t(
        "Our partnership began in 2024. We find, vet and prepare the teachers its "
        "schools ask for, and support them for the whole of their contract. For the "
        "2025-2026 academic year the ministry made us its exclusive "
        "recruitment partner."
    ),
)
PROFILE_FACTS = (
    Fact(t("Partner"), t("Ministry of Preschool and School Education, Republic of Uzbekistan")),
    Fact(t("Partners since"), "2024"),
    Fact(t("Status"), EXCLUSIVE_STATUS),
    Fact(t("Subjects"), t("English, German and French, and Arabic as a language of instruction")),
)

STATISTICS_SECTION = Heading(
    t("The school system in numbers"),
    t("Uzbekistan's state school system in figures."),
    anchor="statistics",
)
# The ministry's own statistics; keep them exactly as given.
STATISTICS = (
    Fact(t("Schools"), at_least(10_000)),
    Fact(t("Students"), at_least_compact(2_500_000)),
    Fact(t("Teachers"), at_least(180_000)),
    Fact(t("Regions"), "14"),
)

QUOTE_SECTION = Heading(t("In our words"), anchor="quote")
QUOTE = Quote(
    t(
        "Our work for the ministry is to bring teachers of English, German and French, and of "
        "Arabic as a language of instruction, to its schools, and to guide each of them from "
        "application to placement."
    ),
    settings.brand_name,
    EXCLUSIVE_STATUS,
)

BENEFITS_SECTION = Heading(
    t("What the partnership means for teachers"),
    t("Official posts, proper contracts and schools that are ready for you."),
    anchor="benefits",
)
BENEFITS = (
    Feature(
        "file-check",
        t("Posts through the ministry"),
        t(
            "You teach in a state school, in a post that comes through our partnership with "
            "the ministry."
        ),
    ),
    Feature(
        "map",
        t("Schools across Uzbekistan"),
        t("Posts in Tashkent, Samarkand, Bukhara and Khiva: tell us where you would like to live."),
    ),
    Feature(
        "shield-check",
        t("Help with your visa and work permit"),
        VISA.text,
    ),
    Feature(
        "school",
        t("Schools that expect you"),
        t(
            "Your school knows you are coming, has asked for a teacher of your subject and is "
            "ready to welcome you."
        ),
    ),
)

SUPPORT_SECTION = Heading(
    t("What we do for the ministry and its teachers"),
    t("What we do at each step, for the ministry's schools and for their teachers."),
    anchor="support",
)
SUPPORT_ROLES = (
    Feature(
        "user-search",
        t("Recruitment"),
        t("We advertise the posts and find teachers of the subjects and levels schools need."),
    ),
    Feature(
        "badge-check",
        t("Vetting"),
        t("We check qualifications and references, and interview shortlisted candidates."),
    ),
    Feature(
        "files",
        t("Documents"),
        VISA.text,
    ),
    Feature(
        "plane-landing",
        t("Onboarding"),
        t("We prepare you before you leave and help you settle in at your school."),
    ),
    Feature(
        "life-buoy",
        t("Ongoing support"),
        SUPPORT.text,
    ),
)

CLOSING = Heading(
    t("Teach in Uzbekistan"),
    t(
        "Intakes are in October and December ({year}, as of {month}). See what the open "
        "posts offer, or ask us anything.",
        year=ACADEMIC_YEAR,
        month=AS_OF,
    ),
)


# The hero's and the closing section's actions.
TEACH_IN_UZBEKISTAN = t("Teach in Uzbekistan")
CONTACT_US = t("Contact us")
