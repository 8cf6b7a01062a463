"""Brand, addresses and external links: the only place these values live.

Every field can be overridden by an environment variable named ``AGENCY_`` + the
field name in capitals (``AGENCY_BRAND_NAME``, ``AGENCY_CONTACT_EMAIL``, ...), or
by a ``.env`` file in the project root. The defaults are neutral placeholders.
"""

from __future__ import annotations

import datetime
import os
import re
import sys
from functools import cached_property

from pydantic import Field, HttpUrl, field_validator, model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

_PLACEHOLDER_DOMAIN = "example.org"


class Settings(BaseSettings):
    model_config = SettingsConfigDict(
        env_prefix="AGENCY_", env_file=".env", extra="ignore", frozen=True
    )

    # Brand and public address of the site (used for absolute URLs and the sitemap).
    brand_name: str = "Teach Abroad Agency"
    site_url: HttpUrl = HttpUrl("http://localhost:3000")
    # Other addresses the same site answers at (e.g. ["https://example.org"] beside
    # https://www.example.org): pages there may call the back end too, no other site's may.
    allowed_origins: tuple[HttpUrl, ...] = ()

    # E-mail addresses.
    contact_email: str = f"contact@{_PLACEHOLDER_DOMAIN}"
    inquiries_email: str = f"inquiries@{_PLACEHOLDER_DOMAIN}"
    support_email: str = f"support@{_PLACEHOLDER_DOMAIN}"

    # The office's postal address, one line per entry.
    postal_address: tuple[str, ...] = (
        "Office 4, 10 Example Street",
        "Manchester M1 1AA",
        "United Kingdom",
    )

    # External pages. The Teach in Uzbekistan page uses its own application form.
    application_form_url: HttpUrl = HttpUrl(f"https://forms.{_PLACEHOLDER_DOMAIN}/apply")
    teach_application_form_url: HttpUrl = HttpUrl(
        f"https://forms.{_PLACEHOLDER_DOMAIN}/apply-uzbekistan"
    )
    partner_inquiry_form_url: HttpUrl = HttpUrl(
        f"https://forms.{_PLACEHOLDER_DOMAIN}/partner-inquiry"
    )
    reviews_url: HttpUrl = HttpUrl(f"https://reviews.{_PLACEHOLDER_DOMAIN}/")
    awards_url: HttpUrl = HttpUrl(f"https://awards.{_PLACEHOLDER_DOMAIN}/")
    fair_recruitment_url: HttpUrl = HttpUrl(f"https://fair-recruitment.{_PLACEHOLDER_DOMAIN}/")
    certification_url: HttpUrl = HttpUrl(f"https://tefl.{_PLACEHOLDER_DOMAIN}/")
    facebook_url: HttpUrl = HttpUrl("https://www.facebook.com/")
    twitter_url: HttpUrl = HttpUrl("https://twitter.com/")
    linkedin_url: HttpUrl = HttpUrl("https://www.linkedin.com/")
    instagram_url: HttpUrl = HttpUrl("https://www.instagram.com/")
    # Partners' own websites, by partner id (agency_site/pages/partners/data.py).
    partner_site_urls: dict[str, HttpUrl] = {
        partner: HttpUrl(f"https://{partner}.{_PLACEHOLDER_DOMAIN}/")
        for partner in (
            "language-travel-uk",
            "blueprint-consulting",
            "ministry-of-education-uz",
            "the-tefl-academy",
            "xdent-clinic",
            "lannister-consulting",
            "tutoron",
            "global-university-alliance",
        )
    }
    map_embed_url: HttpUrl = HttpUrl(
        "https://www.openstreetmap.org/export/embed.html"
        "?bbox=-2.2600%2C53.4750%2C-2.2250%2C53.4890&layer=mapnik"
    )

    # The agency's own figures: the spec names the home statistics (Teachers Placed,
    # Placement Success Rate, Years of Experience) without values, and gives no reply time.
    # The defaults are development placeholders: the agency must confirm each value (written
    # as it is shown, e.g. "500+", "96%") before deploying. Countries Served is not a setting:
    # it is counted from the jobs (agency_site/content/jobs.py).
    teachers_placed: str = "500+"
    placement_success_rate: str = "96%"
    years_of_experience: str = "8+"
    # Working days within which the agency answers an application or a message; every page
    # that states a reply time reads it here.
    reply_time_working_days: int = Field(default=2, ge=1)
    # The open posts' hiring round (agency_site/content/jobs.py), for search engines'
    # JobPosting: the day it was published and, if the agency fixes one, the last day to
    # apply (left out while unset). The default is the day the spec's TEFL article opened
    # the English posts for the October and December intakes (4 September 2025).
    jobs_posted_on: datetime.date = datetime.date(2025, 9, 4)
    jobs_open_until: datetime.date | None = None

    # Back end. Without a hosted Supabase project (URL and public anonymous key), newsletter
    # subscribers are stored in the database below and accounts are switched off.
    supabase_url: HttpUrl | None = None
    supabase_anon_key: str | None = None
    # Any SQLAlchemy URL: the embedded SQLite file by default (in a hidden folder, which the
    # dev server's reloader ignores), PostgreSQL for several workers
    # (postgresql+psycopg://user:password@host/db).
    database_url: str = "sqlite:///.data/agency.db"
    # Reflex keeps visitors' state in Redis when set (needed for several back-end workers).
    redis_url: str | None = None
    # How long a call to the hosted back end may take before it counts as failed.
    hosted_timeout_seconds: float = Field(default=8.0, ge=1)
    # Newsletter flood limits: attempts per visitor session, and per network address (a
    # school or office shares one), each within the window.
    newsletter_attempts_per_session: int = 5
    newsletter_attempts_per_address: int = 30
    newsletter_window_seconds: int = 600
    # New connections to the back end's event socket per network address and minute: a
    # browser tab opens one per page load, so this is far above a school's whole staff on
    # one address, and far below a client minting sessions to keep the worker busy.
    event_sessions_per_address_per_minute: int = Field(default=120, ge=1)

    # Test servers only: registers the diagnostic pages used by the end-to-end tests.
    diagnostics: bool = False
    # Set (AGENCY_DEPLOY=1) when deploying for real: start-up then stops while any agency
    # setting below (DEPLOY_REQUIRED) still holds its development default.
    deploy: bool = False

    @field_validator("contact_email", "inquiries_email", "support_email")
    @classmethod
    def _looks_like_an_address(cls, value: str) -> str:
        if not re.fullmatch(r"[^@\s]+@[^@\s]+\.[^@\s]+", value):
            raise ValueError(f"not an e-mail address: {value!r}")
        return value

    @model_validator(mode="after")
    def _round_closes_after_it_opens(self) -> Settings:
        if self.jobs_open_until and self.jobs_open_until < self.jobs_posted_on:
            raise ValueError("jobs_open_until is before jobs_posted_on")
        return self

    @property
    def hosted_backend(self) -> bool:
        """Whether a hosted Supabase project is configured."""
        return bool(self.supabase_url and self.supabase_anon_key)

    @cached_property
    def brand_slug(self) -> str:
        """The brand name as a URL segment, e.g. 'teach-abroad-agency'."""
        return re.sub(r"[^a-z0-9]+", "-", self.brand_name.lower()).strip("-")

    @cached_property
    def site_origin(self) -> str:
        """The site URL without a trailing slash, for building absolute links."""
        return str(self.site_url).rstrip("/")


# The agency's data, whose defaults are development placeholders: each must be set (in the
# environment or .env) before a real deployment. Social links are placeholders in the spec
# itself and stay out of this list.
DEPLOY_REQUIRED = (
    "brand_name",
    "site_url",
    "contact_email",
    "inquiries_email",
    "support_email",
    "postal_address",
    "application_form_url",
    "teach_application_form_url",
    "partner_inquiry_form_url",
    "reviews_url",
    "awards_url",
    "fair_recruitment_url",
    "certification_url",
    "partner_site_urls",
    "map_embed_url",
    "teachers_placed",
    "placement_success_rate",
    "years_of_experience",
    "reply_time_working_days",
    "jobs_posted_on",
)
# Set once the warning below has been printed, so that the server processes Reflex starts
# (which inherit the environment and import the settings again) do not repeat it.
_WARNED = "AGENCY_PLACEHOLDER_WARNING_SHOWN"


def placeholders_in(values: Settings) -> list[str]:
    """The agency settings of `values` that were not set and hold their development default."""
    return [name for name in DEPLOY_REQUIRED if name not in values.model_fields_set]


def check_placeholders(values: Settings, environ: dict[str, str] | None = None) -> str | None:
    """Stop a deployment that still uses placeholders; otherwise warn once on development.

    With `deploy` set, raises SystemExit naming each setting still at its default. Without
    it, returns the one warning (also printed to stderr, once per process tree), or None when
    every agency setting is set.
    """
    environ = os.environ if environ is None else environ
    missing = placeholders_in(values)
    if not missing:
        return None
    names = ", ".join(f"AGENCY_{name.upper()}" for name in missing)
    if values.deploy:
        listed = "".join(f"\n  AGENCY_{name.upper()}" for name in missing)
        raise SystemExit(
            "AGENCY_DEPLOY is set, but these agency settings still hold their development "
            f"placeholders:{listed}\nSet each one (in the environment or .env) to the agency's "
            "confirmed value before deploying; see Configuration in README.md."
        )
    warning = (
        f"WARNING: the site is running on development placeholders for {len(missing)} agency "
        f"settings ({names}). Fine for development; set them and AGENCY_DEPLOY=1 to deploy."
    )
    if not environ.get(_WARNED):
        print(warning, file=sys.stderr)
        environ[_WARNED] = "1"
    return warning


settings = Settings()
check_placeholders(settings)
