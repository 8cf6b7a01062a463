"""Open teaching posts: one file per post, content/jobs/<slug>.md.

Shared by /services, the job board, each job's page, the job map, the converter and the
feeds. Salaries are monthly, in the currency the school pays.

From the spec: each post's city, title and monthly salary, the October and December intakes
and that the Uzbekistan posts come through the ministry partnership. The
requirements are the agency's data: the spec says each post has its own (degrees,
certificates, language level, experience) without listing them, so the agency must confirm
every line. Nothing else (benefits, hours, start dates) is stated about a post, and a
post's level is given only where its title says it.

Each post has its own publication day (`posted_on`), a last day to apply (`closes_on`,
which a deployment requires, and `closes_on_confirmed` once the agency has set it: until
then the day is ours, shown as to be confirmed) and its schema.org `employment_type`. A post
is open up to and on its closing day. The next day the board, the alerts, the jobs feeds and
the sitemap drop it, by the site's clock (agency_site/clock.py, `open_jobs()`), and so do the
pages pre-rendered with it (the board, /services, the map, the converter: hidden, counts and
pay ranges rewritten, agency_site/components/open_posts.py); its own page says it is closed.
At the next build that page also asks search engines not to index it and gives them no
JobPosting (until then its JobPosting's validThrough has passed).
Each post's details are the agency's to confirm (`confirmed_by`, `confirmed_on`).

A file's front matter holds the facts once and each text in every language:
`title`, `city`, `requirements` and `description` map language codes to their reading;
English is required, a missing translation reads as English (and fails the content tests).
Adding a post is a new file; a broken file stops the build with its name and field.
"""

from __future__ import annotations

import dataclasses
import datetime
from pathlib import Path
from typing import Literal

import frontmatter
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from agency_site import clock
from agency_site.content.confirmation import Confirmation
from agency_site.content.documents import SLUG_PATTERN, ContentError
from agency_site.content.exchange_rates import RATES, convert
from agency_site.content.tracks import TRACK_REQUIREMENTS
from agency_site.i18n import (
    SOURCE_LANGUAGE,
    Localized,
    Text,
    date_text,
    in_language,
    money,
    money_in,
    t,
)

JOBS_DIR = Path(__file__).parent / "jobs"

Region = Literal["uzbekistan", "uae", "spain"]
Subject = Literal["english", "french", "german", "chemistry", "primary"]
Level = Literal["primary", "secondary"]
Currency = Literal["USD", "EUR"]
# schema.org's JobPosting employmentType values the posts use.
EmploymentType = Literal["FULL_TIME", "PART_TIME"]

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
    # The post's own requirements; a post in Uzbekistan teaching a track's subject lists
    # only what it asks beyond the track's (content/tracks.py), which come first.
    requirements: dict[str, list[str]] = Field(min_length=1)
    description: dict[str, str] = Field(min_length=1)
    latitude: float = Field(ge=-90, le=90)
    longitude: float = Field(ge=-180, le=180)
    posted_on: datetime.date
    closes_on: datetime.date | None = None
    closes_on_confirmed: bool = False
    employment_type: EmploymentType
    confirmed_by: str = ""
    confirmed_on: datetime.date | None = None

    @model_validator(mode="after")
    def _closes_after_it_is_posted(self) -> JobFile:
        if self.closes_on and self.closes_on < self.posted_on:
            raise ValueError("closes_on is before posted_on")
        return self

    @field_validator("title", "city", "requirements", "description")
    @classmethod
    def _in_every_language(cls, readings: dict, info) -> dict:
        for code, reading in readings.items():
            if isinstance(reading, list) and not all(reading):
                raise ValueError(f"{info.field_name}.{code} has an empty item")
            if not reading and info.field_name != "requirements":
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
    # Its track's requirements first (content/tracks.py), then its own.
    requirements: tuple[Localized | Text, ...]
    description: Localized
    # Where the school is, for the job map.
    latitude: float
    longitude: float
    posted_on: datetime.date
    # The last day to apply; a deployment requires one the agency confirmed.
    closes_on: datetime.date | None
    closes_on_confirmed: bool
    employment_type: EmploymentType
    confirmation: Confirmation

    def open_on(self, day: datetime.date) -> bool:
        return self.closes_on is None or day <= self.closes_on

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


def track_requirements(region: Region, subject: Subject) -> tuple[Text, ...]:
    """The requirements of the teaching track a post belongs to (the tracks are the
    Uzbekistan programme's), none for other posts."""
    return TRACK_REQUIREMENTS.get(subject, ()) if region == "uzbekistan" else ()


def _job(document: JobFile) -> Job:
    count = len(document.requirements[SOURCE_LANGUAGE])
    own = tuple(
        Localized({code: items[index] for code, items in document.requirements.items()})
        for index in range(count)
    )
    requirements = track_requirements(document.country, document.subject) + own
    if not requirements:
        raise ValueError("requirements: a post outside the tracks lists its own")
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
        requirements=requirements,
        description=Localized(document.description),
        latitude=document.latitude,
        longitude=document.longitude,
        posted_on=document.posted_on,
        closes_on=document.closes_on,
        closes_on_confirmed=document.closes_on_confirmed,
        employment_type=document.employment_type,
        confirmation=Confirmation(document.confirmed_by, document.confirmed_on),
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


# Every post, open or closed: each keeps its page.
ALL_JOBS = load_jobs()
ALL_JOBS_BY_ID = {job.id: job for job in ALL_JOBS}
# The posts open on the day the site is built (or its back end starts): what the pre-rendered
# pages list, each marked with its closing day. What changes with the day asks `open_jobs()`.
JOBS = tuple(job for job in ALL_JOBS if job.open_on(clock.today()))


def open_jobs() -> tuple[Job, ...]:
    """The posts open today by the site's clock, asked at each call: a post leaves the board,
    the alerts, the feeds and the sitemap the day after its closing day, without a restart."""
    today = clock.today()
    return tuple(job for job in ALL_JOBS if job.open_on(today))


def jobs_in(region: Region) -> tuple[Job, ...]:
    return tuple(job for job in JOBS if job.region == region)


def salary_in(job: Job, currency: str) -> float:
    """The job's monthly salary in `currency`, at the dated rates (content/exchange_rates.py)."""
    return convert(job.monthly_salary, job.currency, currency)


def converted_salary(job: Job, currency: str, language: str) -> str:
    """'About £2,111 a month (exchange rates of 1 November 2026)' in `language`; empty when
    the school pays in `currency`. The rates' day goes with every converted amount."""
    if job.currency == currency:
        return ""
    amount = money_in(round(salary_in(job, currency)), currency, language)
    day = date_text(RATES.taken_on)
    return in_language(
        t("About {amount} a month (exchange rates of {day})", amount=amount, day=day), language
    )
