"""The words of the news pages: the list, an announcement's actions and the awards page
(the announcements themselves are Markdown in content/news/)."""

from __future__ import annotations

from agency_site.content.models import Feature, Heading, PageMeta
from agency_site.content.promises import SUPPORT
from agency_site.content.recognition import AWARD
from agency_site.i18n import t

# The list (/news).
TITLE = t("News")
META = PageMeta(TITLE, t("Partnerships, awards and announcements from our agency."))
HERO = Heading(
    t("News and announcements"),
    t("Partnerships, awards and milestones from our team and the schools we work with."),
    eyebrow=t("Newsroom"),
)
READ_ANNOUNCEMENT = t("Read the announcement")
AWARD_CARD = Heading(
    t("We are a Prestige Awards Winner"),
    AWARD,
)
READ_ABOUT_AWARD = t("Read about the award")

# An announcement's page.
BACK_TO_NEWS = t("Back to News")
APPLY_TO_TEACH = t("Apply to Teach")
PARTNER_WITH_US = t("Partner With Us (Soon)")
GET_CERTIFIED = t("Get TEFL certified")

# The awards page (/awards).
AWARDS_HERO = Heading(
    t("We are a Prestige Awards Winner"),
    AWARD,
    eyebrow=t("Prestige Awards 2025/26"),
)
AWARDS_META = PageMeta(AWARDS_HERO.title, AWARD)
VISIT_AWARDS = t("Visit the Prestige Awards")
CONTACT_US = t("Contact us")
TROPHY_PICTURE = t("A golden trophy with a laurel wreath and confetti")
RECOGNISED_HEADING = Heading(
    t("How we work"),
    t("What a teacher can expect of us, award or not."),
    anchor="recognition",
)
RECOGNISED = (
    Feature(
        "scale",
        t("Fair recruitment"),
        t("You pay only for the service performed, and our packages and prices are published."),
    ),
    Feature(
        "heart-handshake",
        t("Care for our teachers"),
        SUPPORT.text,
    ),
    Feature(
        "landmark",
        t("Partnership at national scale"),
        t(
            "Our exclusive 2025-2026 partnership with Uzbekistan's Ministry of Preschool and "
            "School Education brought foreign teachers to its state schools."
        ),
    ),
)
QUOTE = t(
    "This award belongs to our teachers, who said yes to a classroom thousands of "
    "kilometres from home, and to the schools that welcomed them. It tells every "
    "new applicant that they can trust the way we work."
)
AWARDS_CLOSING = Heading(
    t("Teach with an award-winning agency"),
    t("Tell us what you are looking for, and we will tell you which open posts suit you."),
)
SEE_OPEN_POSITIONS = t("See open positions")
