"""What each teaching track asks of a teacher, said once (three tracks, each with its
requirements). The Teach in Uzbekistan page, the application page and every post in
Uzbekistan that teaches a track's subject (agency_site/content/jobs.py) read them here, so
they cannot say different things. The requirements are the agency's data: the agency must confirm
them, with each post (its file's confirmed_by and confirmed_on).
"""

from __future__ import annotations

from agency_site.i18n import t

# The English level every English post in Uzbekistan asks for, Tashkent's and Samarkand's
# alike. The articles about the TEFL partnership read it through {english_level}
# (agency_site/content/documents.py), so no page can ask for another level.
ENGLISH_LEVEL = t("Native or C1 level of English")

TRACK_REQUIREMENTS = {
    "english": (
        t("Bachelor's degree in any subject"),
        t("TEFL, TESOL or CELTA certificate (120 hours or more)"),
        ENGLISH_LEVEL,
    ),
    "french": (
        t("Bachelor's degree, ideally in French, languages or education"),
        t("Native or C1 level of French (DALF C1 or equivalent)"),
        t("FLE training or classroom experience preferred"),
    ),
    "arabic": (
        t("Bachelor's degree, ideally in Arabic, languages or education"),
        t("Native or C1 level of Modern Standard Arabic"),
        t("A teaching qualification or at least one year of classroom experience"),
    ),
}
