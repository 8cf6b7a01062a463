"""Open teaching posts (spec section 9), shared by /services, the jobs dashboard, the job
map and the currency converter. Salaries are monthly, in the currency the school pays.

From the spec: each post's city, title and monthly salary, the October and December intakes
(spec 2.3) and that the Uzbekistan posts come through the ministry partnership. The
requirements are the agency's data: the spec says each post has its own (degrees,
certificates, language level, experience) without listing them, so the agency must confirm
every line below. Nothing else (benefits, hours, start dates) is stated about a post.
When the round was posted and closes are settings (agency_site/settings.py).
"""

from __future__ import annotations

import dataclasses
from typing import Literal

from agency_site.i18n import Localized, in_language, money, per_language, t

Region = Literal["uzbekistan", "uae", "spain"]
Currency = Literal["USD", "EUR"]


@dataclasses.dataclass(frozen=True)
class Job:
    id: str
    region: Region
    # City and country as shown on the card.
    location: str
    title: str
    monthly_salary: int
    currency: Currency
    requirements: tuple[str, ...]
    # Where the school is, for the job map.
    latitude: float
    longitude: float

    @property
    def salary_amount(self) -> Localized:
        """'$2,800' or '€2,500' in English, written the French and German way in those languages."""
        return money(self.monthly_salary, self.currency)

    @property
    def salary(self) -> str:
        """The salary as the spec shows it: amount, currency and 'per month'."""
        return t("{amount} per month", amount=self.salary_amount)


@dataclasses.dataclass(frozen=True)
class RegionInfo:
    id: Region
    name: str
    summary: str
    # ISO 3166-1 alpha-2, for search engines' job listings.
    country_code: str


REGIONS = (
    RegionInfo(
        "uzbekistan",
        t("Uzbekistan"),
        t(
            "Posts through our partnership with the Ministry of Preschool and School "
            "Education, in Tashkent, Samarkand, Bukhara and Khiva."
        ),
        "UZ",
    ),
    RegionInfo(
        "uae",
        t("United Arab Emirates"),
        t("An IB Chemistry post in Dubai and a primary post in Abu Dhabi."),
        "AE",
    ),
    RegionInfo(
        "spain",
        t("Spain"),
        t(
            "A bilingual primary post in Madrid and an English language assistant post in Barcelona."
        ),
        "ES",
    ),
)

JOBS = (
    Job(
        "tashkent-esl",
        "uzbekistan",
        t("Tashkent, Uzbekistan"),
        t("ESL Teacher"),
        2800,
        "USD",
        (
            t("Bachelor's degree in any subject"),
            t("TEFL, TESOL or CELTA certificate (120 hours or more)"),
            t("Native or C2 level of English"),
            t("At least one year of classroom experience"),
        ),
        41.2995,
        69.2401,
    ),
    Job(
        "samarkand-esl",
        "uzbekistan",
        t("Samarkand, Uzbekistan"),
        t("ESL Teacher"),
        2100,
        "USD",
        (
            t("Bachelor's degree in any subject"),
            t("TEFL or TESOL certificate (120 hours or more)"),
            t("Native or C1 level of English"),
            t("Newly qualified teachers welcome"),
        ),
        39.6542,
        66.9597,
    ),
    Job(
        "bukhara-french",
        "uzbekistan",
        t("Bukhara, Uzbekistan"),
        t("French Teacher"),
        2000,
        "USD",
        (
            t("Bachelor's degree in French, languages or education"),
            t("Native or C1 level of French (DALF C1 or equivalent)"),
            t("FLE training or teaching certificate preferred"),
            t("At least one year of teaching experience"),
        ),
        39.7681,
        64.4556,
    ),
    Job(
        "khiva-german",
        "uzbekistan",
        t("Khiva, Uzbekistan"),
        t("German Language Instructor"),
        2200,
        "USD",
        (
            t("Bachelor's degree in German studies, languages or education"),
            t("Native or C1 level of German (Goethe-Zertifikat C1 or equivalent)"),
            t("DaF teaching qualification preferred"),
            t("At least two years of teaching experience"),
        ),
        41.3783,
        60.3639,
    ),
    Job(
        "dubai-ib-chemistry",
        "uae",
        t("Dubai, UAE"),
        t("IB Chemistry Teacher"),
        4500,
        "USD",
        (
            t("Degree in chemistry or a related science"),
            t("Recognised teaching licence (PGCE, QTS or state certification)"),
            t("At least three years of IB Diploma or A-level teaching"),
            t("Fluent English"),
        ),
        25.2048,
        55.2708,
    ),
    Job(
        "abu-dhabi-primary",
        "uae",
        t("Abu Dhabi, UAE"),
        t("Primary Teacher"),
        4000,
        "USD",
        (
            t("Bachelor's degree in education or a degree with a PGCE"),
            t("Recognised teaching licence"),
            t("At least two years of primary teaching experience"),
            t("Experience with the British or American curriculum"),
        ),
        24.4539,
        54.3773,
    ),
    Job(
        "madrid-bilingual-primary",
        "spain",
        t("Madrid, Spain"),
        t("Bilingual Primary Teacher"),
        2500,
        "EUR",
        (
            t("Degree in primary education or equivalent teaching qualification"),
            t("Native or C2 level of English and B2 level of Spanish"),
            t("At least two years of primary teaching experience"),
            t("EU work permit or eligibility for one"),
        ),
        40.4168,
        -3.7038,
    ),
    Job(
        "barcelona-language-assistant",
        "spain",
        t("Barcelona, Spain"),
        t("English Language Assistant"),
        1000,
        "EUR",
        (
            t("Bachelor's degree or final-year university student"),
            t("Native or C1 level of English"),
            t("A1 level of Spanish or willingness to learn"),
            t("No teaching experience required"),
        ),
        41.3874,
        2.1686,
    ),
)


def jobs_in(region: Region) -> tuple[Job, ...]:
    return tuple(job for job in JOBS if job.region == region)


def city(job: Job) -> Localized:
    """'Tashkent' from 'Tashkent, Uzbekistan' (and 'Tachkent' from 'Tachkent, Ouzbékistan')."""
    return per_language(lambda code: in_language(job.location, code).split(",")[0])
