"""Brand, addresses and external links: the only place these values live.

Every field can be overridden by an environment variable named ``AGENCY_`` + the
field name in capitals (``AGENCY_BRAND_NAME``, ``AGENCY_CONTACT_EMAIL``, ...), or
by a ``.env`` file in the project root. The defaults are neutral placeholders.
"""

from __future__ import annotations

import re
from functools import cached_property

from pydantic import Field, HttpUrl, field_validator
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

    # Test servers only: registers the diagnostic pages used by the end-to-end tests.
    diagnostics: bool = False

    @field_validator("contact_email", "inquiries_email", "support_email")
    @classmethod
    def _looks_like_an_address(cls, value: str) -> str:
        if not re.fullmatch(r"[^@\s]+@[^@\s]+\.[^@\s]+", value):
            raise ValueError(f"not an e-mail address: {value!r}")
        return value

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


settings = Settings()
