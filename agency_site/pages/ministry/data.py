"""Ministry partnership content: key facts, statistics, the quote, benefits and our role."""

from __future__ import annotations

import dataclasses

from agency_site.content.models import Fact, Feature
from agency_site.content.promises import VISA
from agency_site.i18n import at_least, at_least_compact, t
from agency_site.settings import settings


@dataclasses.dataclass(frozen=True)
class Quote:
    """The partnership in the agency's own words (the spec gives no one else's)."""

    text: str
    # Who speaks, and as what.
    speaker: str
    standing: str


PROFILE_FACTS = (
    Fact(t("Partner"), t("Ministry of Preschool and School Education, Republic of Uzbekistan")),
    Fact(t("Partners since"), "2024"),
    Fact(t("Status"), t("Exclusive recruitment partner for the 2025-2026 academic year")),
    Fact(t("Subjects"), t("English, German and French, and Arabic as a language of instruction")),
)

# The ministry's own statistics; keep them exactly as given.
STATISTICS = (
    Fact(t("Schools"), at_least(10_000)),
    Fact(t("Students"), at_least_compact(2_500_000)),
    Fact(t("Teachers"), at_least(180_000)),
    Fact(t("Regions"), "14"),
)

QUOTE = Quote(
    t(
        "Our work for the ministry is to bring teachers of English, German and French, and of "
        "Arabic as a language of instruction, to its schools, and to guide each of them from "
        "application to placement."
    ),
    settings.brand_name,
    t("Exclusive recruitment partner for the 2025-2026 academic year"),
)

BENEFITS = (
    Feature(
        "file-check",
        t("Official posts and contracts"),
        t(
            "You teach in a state school under a contract recognised by the ministry, not "
            "through a chain of middlemen."
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
        t("We stay in touch throughout your contract and step in whenever you need help."),
    ),
)
