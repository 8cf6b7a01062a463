"""Open teaching posts (spec section 9): one file per post, content/jobs/<slug>.md.

Shared by /services, the job board, each job's page, the job map, the converter and the
feeds. Salaries are monthly, in the currency the school pays.

From the spec: each post's city, title and monthly salary, the October and December intakes
(spec 2.3) and that the Uzbekistan posts come through the ministry partnership. The
requirements are the agency's data: the spec says each post has its own (degrees,
certificates, language level, experience) without listing them, so the agency must confirm
every line. Nothing else (benefits, hours, start dates) is stated about a post, and a
post's level is given only where its title says it. When the round was posted and closes
are settings (agency_site/settings.py).

A file's front matter holds the facts once and each text in every language:
`title`, `city`, `requirements` and `description` map language codes to their reading;
English is required, a missing translation reads as English (and fails the content tests).
Adding a post is a new file; a broken file stops the build with its name and field.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Literal

import frontmatter
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from agency_site.content.documents import SLUG_PATTERN, ContentError
from agency_site.content.exchange_rates import convert
from agency_site.i18n import SOURCE_LANGUAGE, Localized, Text, in_language, money, money_in, t

JOBS_DIR = Path(__file__).parent / "jobs"

Region = Literal["uzbekistan", "uae", "spain"]
Subject = Literal["english", "french", "german", "chemistry", "primary"]
Level = Literal["primary", "secondary"]
Currency = Literal["USD", "EUR"]

SUBJECT_LABELS = {
    "english": t("English"),
    "french": t("French"),
    "german": t("German"),
    "chemistry": t("Chemistry"),
    "primary": t("Primary education"),
}
LEVEL_LABELS = {"primary": t("Primary school"), "secondary": t("Secondary school")}


@dataclasses.dataclass(frozen=True)
class RegionInfo:
    id: Region
    name: str
    # The country as a post's location names it: 'Dubai, UAE'.
    short_name: str
    summary: str
    # ISO 3166-1 alpha-2, for search engines' job listings.
    country_code: str


REGIONS = (
    RegionInfo(
        "uzbekistan",
        t("Uzbekistan"),
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
        t("UAE"),
        t("An IB Chemistry post in Dubai and a primary post in Abu Dhabi."),
        "AE",
    ),
    RegionInfo(
        "spain",
        t("Spain"),
        t("Spain"),
        t(
            "A bilingual primary post in Madrid and an English language assistant post in Barcelona."
        ),
        "ES",
    ),
)
REGIONS_BY_ID = {region.id: region for region in REGIONS}


class JobFile(BaseModel):
    """The front matter of content/jobs/<slug>.md, checked field by field."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    slug: str = Field(pattern=SLUG_PATTERN)
    order: int = Field(ge=1)
    title: dict[str, str] = Field(min_length=1)
    city: dict[str, str] = Field(min_length=1)
    country: Region
    subject: Subject
    level: Level | None = None
    salary: int = Field(gt=0)
    currency: Currency
    requirements: dict[str, list[str]] = Field(min_length=1)
    description: dict[str, str] = Field(min_length=1)
    latitude: float = Field(ge=-90, le=90)
    longitude: float = Field(ge=-180, le=180)

    @field_validator("title", "city", "requirements", "description")
    @classmethod
    def _in_every_language(cls, readings: dict, info) -> dict:
        for code, reading in readings.items():
            if not reading or (isinstance(reading, list) and not all(reading)):
                raise ValueError(f"{info.field_name}.{code} is empty")
        if SOURCE_LANGUAGE not in readings:
            raise ValueError(f"{info.field_name} has no '{SOURCE_LANGUAGE}' reading")
        return readings

    @field_validator("requirements")
    @classmethod
    def _same_requirements(cls, readings: dict[str, list[str]]) -> dict[str, list[str]]:
        if len({len(items) for items in readings.values()}) != 1:
            raise ValueError("requirements: every language must list as many as English")
        return readings


@dataclasses.dataclass(frozen=True)
class Job:
    id: str
    # Where the post stands in lists that keep the agency's order (/services, the map).
    order: int
    region: Region
    subject: Subject
    level: Level | None
    city: Localized
    title: Localized
    monthly_salary: int
    currency: Currency
    requirements: tuple[Localized, ...]
    description: Localized
    # Where the school is, for the job map.
    latitude: float
    longitude: float

    @property
    def location(self) -> Localized:
        """City and country as shown on the card: 'Dubai, UAE', 'Dubaï, EAU'."""
        country = REGIONS_BY_ID[self.region].short_name
        return Localized(
            {
                code: f"{self.city.in_language(code)}, {in_language(country, code)}"
                for code in self.city.readings()
            }
        )

    @property
    def salary_amount(self) -> Localized:
        """'$2,800' or '€2,500' in English, written the French and German way in those languages."""
        return money(self.monthly_salary, self.currency)

    @property
    def salary(self) -> Text:
        """The salary as the spec shows it: amount, currency and 'per month'."""
        return t("{amount} per month", amount=self.salary_amount)


def _job(document: JobFile) -> Job:
    count = len(document.requirements[SOURCE_LANGUAGE])
    return Job(
        id=document.slug,
        order=document.order,
        region=document.country,
        subject=document.subject,
        level=document.level,
        city=Localized(document.city),
        title=Localized(document.title),
        monthly_salary=document.salary,
        currency=document.currency,
        requirements=tuple(
            Localized({code: items[index] for code, items in document.requirements.items()})
            for index in range(count)
        ),
        description=Localized(document.description),
        latitude=document.latitude,
        longitude=document.longitude,
    )


def load_job(path: Path) -> Job:
    try:
        metadata = frontmatter.load(path).metadata
        return _job(JobFile(slug=path.stem, **metadata))
    except (ValidationError, ValueError, TypeError, OSError) as error:
        raise ContentError(f"{path}: {error}") from error


def load_jobs(folder: Path = JOBS_DIR) -> tuple[Job, ...]:
    """Every post in `folder`, in the agency's order."""
    jobs = sorted((load_job(path) for path in folder.glob("*.md")), key=lambda job: job.order)
    orders = [job.order for job in jobs]
    if len(set(orders)) != len(orders):
        raise ContentError(f"{folder}: two posts share an order: {orders}")
    return tuple(jobs)


JOBS = load_jobs()
JOBS_BY_ID = {job.id: job for job in JOBS}


def jobs_in(region: Region) -> tuple[Job, ...]:
    return tuple(job for job in JOBS if job.region == region)


def salary_in(job: Job, currency: str) -> float:
    """The job's monthly salary in `currency`, at the dated rates (content/exchange_rates.py)."""
    return convert(job.monthly_salary, job.currency, currency)


def converted_salary(job: Job, currency: str, language: str) -> str:
    """'About £2,111 a month' in `language`; empty when the school pays in `currency`."""
    if job.currency == currency:
        return ""
    amount = money_in(round(salary_in(job, currency)), currency, language)
    return in_language(t("About {amount} a month", amount=amount), language)
