"""The words of the news pages: the list, an announcement's actions and the awards page
(the announcements themselves are Markdown in content/news/)."""

from __future__ import annotations

from agency_site.components.contact import REPLY_DAYS
from agency_site.content.models import Feature, Heading, PageMeta
from agency_site.i18n import t, tn
from agency_site.settings import settings

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
    t("Recognised in the Prestige Awards 2025/26 for excellence in education recruitment."),
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
    t(
        "{company} has been named a winner in the Prestige Awards 2025/26 for excellence "
        "in international teacher recruitment.",
        company=settings.brand_name,
    ),
    eyebrow=t("Prestige Awards 2025/26"),
)
AWARDS_META = PageMeta(
    AWARDS_HERO.title, t("We won a Prestige Award 2025/26 for excellence in education recruitment.")
)
VISIT_AWARDS = t("Visit the Prestige Awards")
CONTACT_US = t("Contact us")
TROPHY_PICTURE = t("A golden trophy with a laurel wreath and confetti")
RECOGNISED_HEADING = Heading(
    t("What the award recognises"),
    t(
        "The Prestige Awards celebrate small and medium-sized businesses for the quality "
        "of their service. Here is how we work."
    ),
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
        tn(
            "From the first interview to the end of the school year, we answer our teachers "
            "within {count} working day.",
            "From the first interview to the end of the school year, we answer our teachers "
            "within {count} working days.",
            REPLY_DAYS,
        ),
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
    t("Tell us what you are looking for and we will find the school that fits."),
)
SEE_OPEN_POSITIONS = t("See open positions")
