"""The CV review page's words: its bands, who it is for, what we check and how it works."""

from __future__ import annotations

from agency_site.content.models import Feature, Heading, PageMeta, Step
from agency_site.i18n import t

TITLE = t("CV review")
META = PageMeta(TITLE, t("Professional CV review and editing for teachers applying abroad."))

HERO = Heading(
    t("CV review and editing"),
    t(
        "Recruiters who read teaching CVs every day polish yours to the standard "
        "international schools expect."
    ),
    eyebrow=t("Services"),
)
SEE_PACKAGES = t("See packages")
SUBMIT_YOUR_CV = t("Submit your CV")

WHO_ITS_FOR_TITLE = t("Who it's for")
WHO_ITS_FOR = (
    t("Newly qualified teachers applying abroad for the first time"),
    t("Experienced teachers whose CV was written for their home country's schools"),
    t("Career changers moving into teaching English, French, German or Arabic"),
    t("Anyone who has applied for months without an interview"),
)

WHAT_WE_CHECK_BAND = Heading(
    t("What we look at"),
    t("Six things decide whether a school reads past the first page."),
    anchor="what",
)
WHAT_WE_CHECK = (
    Feature(
        "layout-template",
        t("Structure and length"),
        t("Two clear pages, your strongest teaching experience first, nothing a school skips."),
    ),
    Feature(
        "graduation-cap",
        t("Qualifications"),
        t("Degrees, TEFL or PGCE and language certificates, named the way schools abroad expect."),
    ),
    Feature(
        "presentation",
        t("Classroom impact"),
        t("Subjects, age groups and results described with concrete, countable achievements."),
    ),
    Feature(
        "globe",
        t("International standards"),
        t("Terminology, format and photo conventions for Uzbekistan, the UAE and Spain."),
    ),
    Feature(
        "spell-check",
        t("Language and tone"),
        t("Correct, concise English that sounds like you on a very good day."),
    ),
    Feature(
        "file-check",
        t("Ready to send"),
        t("A clean PDF and an editable Word file, with a short cover note to reuse."),
    ),
)

HOW_IT_WORKS_BAND = Heading(t("How it works"), anchor="how")
HOW_IT_WORKS = (
    Step(t("Choose a package"), t("Pick the level of help you need on our packages page.")),
    Step(t("Send your CV"), t("E-mail it with a line about the posts you are aiming for.")),
    Step(t("We edit and comment"), t("A recruiter rewrites it and explains every change.")),
    Step(t("You receive it"), t("Ready to send to schools.")),
)

PACKAGES_BAND = Heading(
    t("Packages"),
    t("Every package starts with a full CV review; higher ones add interview help."),
    anchor="packages",
)

CLOSING = Heading(
    t("Make your CV work for you"),
    t("Compare the packages and choose the one that fits where you are."),
)
COMPARE_PACKAGES = t("Compare packages")
