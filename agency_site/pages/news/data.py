"""News items (spec section 3; dates from section 9)."""

from __future__ import annotations

import dataclasses

from agency_site.i18n import t


@dataclasses.dataclass(frozen=True)
class NewsItem:
    slug: str
    title: str
    excerpt: str
    date: str
    image_description: str
    image_text: str


NEWS = (
    NewsItem(
        "tta-partnership",
        t("We partner with The TEFL Academy"),
        t(
            "TEFL Academy graduates can now apply for English teaching posts with Uzbekistan's Ministry of Preschool and School Education."
        ),
        t("4 September 2025"),
        t("Graduates holding TEFL certificates"),
        "TEFL",
    ),
    NewsItem(
        "bp-partnership",
        t("A new partnership with Blueprint Consulting"),
        t("Together we will help schools in Uzbekistan plan and run international recruitment."),
        t("11 August 2025"),
        t("Two teams shaking hands across a meeting table"),
        "BP",
    ),
)
