"""The contact form's subjects and the social networks listed beside it."""

from __future__ import annotations

import dataclasses

from agency_site.i18n import t


@dataclasses.dataclass(frozen=True)
class Subject:
    """A choice of the form's subject: the English value sent, its label and what it covers."""

    value: str
    label: str
    covers: str


SUBJECTS = (
    Subject(
        "Teacher Inquiry",
        t("Teacher Inquiry"),
        t("Jobs, applications, documents and life as a teacher abroad."),
    ),
    Subject(
        "School/Agency Inquiry",
        t("School/Agency Inquiry"),
        t("Hiring teachers for your school, or placing candidates with us as an agency."),
    ),
    Subject(
        "Partnership Proposal",
        t("Partnership Proposal"),
        t("Joint programmes, services for our teachers, media and campaigns."),
    ),
    Subject("Other", t("Other"), t("Press, feedback and anything else.")),
)


@dataclasses.dataclass(frozen=True)
class SocialNetwork:
    """A network where our page is not live yet; its button only says so."""

    # Key of components.social's glyphs.
    glyph: str
    name: str


SOCIAL_NETWORKS = (
    SocialNetwork("facebook", "Facebook"),
    SocialNetwork("linkedin", "LinkedIn"),
    SocialNetwork("instagram", "Instagram"),
)
