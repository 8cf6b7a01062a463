"""The partner network (spec section 3: 8 partners, 5 of them featured)."""

from __future__ import annotations

import dataclasses

from agency_site.i18n import t


@dataclasses.dataclass(frozen=True)
class Partner:
    id: str
    name: str
    categories: tuple[str, ...]
    location: str
    summary: str
    featured: bool
    # Partners with a page of their own on this site (/partners/<slug>).
    page_slug: str | None = None


PARTNERS = (
    Partner(
        "language-travel-uk",
        "Language Travel UK",
        ("UK", "Language Schools"),
        t("London, United Kingdom"),
        t("Language courses and study trips in the UK for pupils and teachers."),
        featured=True,
        page_slug="language-travel-uk",
    ),
    Partner(
        "blueprint-consulting",
        "Blueprint Consulting",
        ("Consulting", "Business", "Global"),
        t("Manchester, United Kingdom"),
        t("Business consultants helping education organisations grow across borders."),
        featured=True,
        page_slug="blueprint-consulting",
    ),
    Partner(
        "ministry-of-education-uz",
        t("Ministry of Preschool and School Education"),
        ("Government", "Regional"),
        t("Tashkent, Uzbekistan"),
        t("Uzbekistan's ministry for preschool and school education, our partner since 2024."),
        featured=True,
    ),
    Partner(
        "the-tefl-academy",
        "The TEFL Academy",
        ("UK", "Global", "Language Schools"),
        t("Online and worldwide"),
        t("Accredited TEFL courses; its graduates can apply for our English teaching posts."),
        featured=True,
    ),
    Partner(
        "xdent-clinic",
        "XDent Clinic",
        ("Healthcare", "Regional"),
        t("Tashkent, Uzbekistan"),
        t("A modern dental clinic offering our teachers preferential care in Tashkent."),
        featured=True,
        page_slug="xdent-clinic",
    ),
    Partner(
        "lannister-consulting",
        "Lannister Consulting",
        ("Consulting", "Business"),
        t("London, United Kingdom"),
        t("Consultancy for schools planning international recruitment."),
        featured=False,
        page_slug="lannister-consulting",
    ),
    Partner(
        "tutoron",
        "Tutoron",
        ("Tech", "Global"),
        t("Online"),
        t("An online tutoring platform where our teachers can teach remotely."),
        featured=False,
        page_slug="tutoron",
    ),
    Partner(
        "global-university-alliance",
        t("Global University Alliance"),
        ("Universities", "NGOs", "Global"),
        t("Worldwide"),
        t("A network of universities supporting teacher training and exchanges."),
        featured=False,
    ),
)
