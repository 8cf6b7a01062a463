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

from pydantic import Field, HttpUrl, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

_PLACEHOLDER_DOMAIN = "example.org"
# A key signing mail links: 32 characters of secrets.token_urlsafe carry 192 bits.
SECRET_KEY_MIN_LENGTH = 32


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

    # Back end. Without a hosted Supabase project (URL and public anonymous key), newsletter
    # subscribers are stored in the database below and accounts are switched off.
    supabase_url: HttpUrl | None = None
    supabase_anon_key: str | None = None
    # Any SQLAlchemy URL: the embedded SQLite file by default (in a hidden folder, which the
    # dev server's reloader ignores), PostgreSQL for several workers
    # (postgresql+psycopg://user:password@host/db).
    database_url: str = "sqlite:///.data/agency.db"
    # How long connecting to it, one statement, or waiting for a lock (another writer of the
    # SQLite file) may take before the call fails.
    database_timeout_seconds: float = Field(default=5.0, gt=0)
    # Reflex keeps visitors' state in Redis when set (needed for several back-end workers).
    redis_url: str | None = None
    # While the database or Redis restarts, a visitor's click or submission waits this long
    # for it to come back, trying again with growing pauses; then the visitor is told it failed.
    outage_wait_seconds: float = Field(default=15.0, ge=0)
    # How long a call to the hosted back end may take before it counts as failed.
    hosted_timeout_seconds: float = Field(default=8.0, ge=1)
    # Newsletter flood limits: attempts per visitor session, and per network address (a
    # school or office shares one), each within the window.
    newsletter_attempts_per_session: int = 5
    newsletter_attempts_per_address: int = 30
    newsletter_window_seconds: int = 600
    # Sign-ups and sign-ins (with a hosted back end) per visitor session and per network
    # address in the same window: one client cannot spend the provider's own per-address
    # limits for everybody.
    auth_attempts_per_session: int = 10
    auth_attempts_per_address: int = 30
    # The development server leaves loopback browsers out of the per-address limits
    # (backend/rate_limit.py, address_limited); set, it counts them as production does.
    limit_loopback_in_development: bool = False
    # New connections to the back end's event socket per network address and minute: a
    # browser tab opens one per page load, so this is far above a school's whole staff on
    # one address, and far below a client minting sessions to keep the worker busy.
    event_sessions_per_address_per_minute: int = Field(default=120, ge=1)
    # Event sockets one network address may hold open on a worker at once (a tab holds one).
    event_sockets_per_address: int = Field(default=200, ge=1)
    # Frames the event sockets of one network address may send a second, together, and at
    # once: a visitor typing or clicking sends a few a second; an address sending more is
    # read at this pace, so its events never pile up in the worker, however many sockets.
    event_frames_per_second: float = Field(default=20.0, gt=0)
    event_frame_burst: int = Field(default=60, ge=1)
    # The back-end server (Granian): how long a client may take to send a request's headers,
    # and how many connections each worker serves at once. Granian's own defaults, 30 s and
    # 1,024, let about 1,100 clients sending headers a byte at a time keep everyone out.
    header_timeout_seconds: float = Field(default=5.0, gt=0)
    connections_per_worker: int = Field(default=4096, ge=64)

    # Mail (agency_site/mail/): the SMTP server, as smtp://user:password@host:587 (STARTTLS
    # when the server offers it), smtps://user:password@host:465 (TLS from the start) or
    # smtp://127.0.0.1:2525 (a plain local server). Unset, each message is written as an .eml
    # file under mail_folder instead, and the log names it.
    smtp_url: str | None = None
    mail_from: str = f"newsletter@{_PLACEHOLDER_DOMAIN}"
    mail_folder: str = ".data/mail"
    # Signs the links in mails (confirm, unsubscribe, your data): every worker and mail command
    # must use the same, at least SECRET_KEY_MIN_LENGTH characters; a deployment
    # (AGENCY_DEPLOY=1) stops without it (confirmations.py). Unset in development, a random
    # key is made once in .data/secret_key.
    secret_key: str | None = None
    # The key that signed before the current one, to rotate it: links it signed still verify
    # while it is set (keep it until they expired: 7 days for a confirmation; unsubscribe
    # links last as long as their subscription).
    secret_key_previous: str | None = None
    # Mail: messages per second at most (0: as fast as the SMTP server takes them).
    mail_rate_per_second: float = Field(default=0, ge=0)
    # Confirmation mails the site sends an hour at most, to everyone together: past it,
    # requests are kept and their mails wait (agency_site/mail/opt_in.py), and a log line says
    # so. Each inbox gets one an hour and three a day at most, whatever this says.
    confirmations_per_hour: int = Field(default=200, ge=1)

    # Dev server only (`reflex run`): the page addresses to build, e.g. "/pricing /fr/pricing".
    # A save then rebuilds those pages alone, in seconds, instead of every page in every
    # language (about half a minute); the others answer "not found" until it is unset.
    # Production builds always build every page.
    dev_pages: str | None = None
    # The site's day (AGENCY_TODAY=2026-12-01), for a preview of another day or a test run that
    # must not age with the calendar (which posts are open, what is stale); unset, the real day.
    # A deployment (AGENCY_DEPLOY=1) refuses it.
    today: datetime.date | None = None
    # Test servers only: a module whose ROUTES are registered besides the site's pages
    # (tests.e2e.diagnostic_pages: pages that fail or show notices on purpose).
    test_pages: str | None = None
    # Set (AGENCY_DEPLOY=1) when deploying for real: start-up then stops while any agency
    # setting below (DEPLOY_REQUIRED) still holds its development default, or any content
    # the agency has not confirmed is left (agency_site/confirmations.py).
    deploy: bool = False

    @field_validator("secret_key", "secret_key_previous")
    @classmethod
    def _long_enough(cls, value: str | None) -> str | None:
        if value is not None and len(value) < SECRET_KEY_MIN_LENGTH:
            raise ValueError(
                f"shorter than {SECRET_KEY_MIN_LENGTH} characters: make one with "
                "python -c 'import secrets; print(secrets.token_urlsafe(32))'"
            )
        return value

    @field_validator("partner_site_urls")
    @classmethod
    def _every_partner_has_its_site(cls, value: dict[str, HttpUrl]) -> dict[str, HttpUrl]:
        missing = cls.model_fields["partner_site_urls"].default.keys() - value.keys()
        if missing:
            raise ValueError(f"no site for the partners {sorted(missing)}")
        return value

    @field_validator("contact_email", "inquiries_email", "support_email", "mail_from")
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


# The agency's data, whose defaults are development placeholders: each must be set (in the
# environment or .env) before a real deployment. Social links are placeholders in the spec
# itself and stay out of this list.
DEPLOY_REQUIRED = (
    "brand_name",
    "site_url",
    "contact_email",
    "mail_from",
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
)
# Set once the warning below has been printed, so that the server processes Reflex starts
# (which inherit the environment and import the settings again) do not repeat it.
_WARNED = "AGENCY_PLACEHOLDER_WARNING_SHOWN"


def placeholders_in(values: Settings) -> list[str]:
    """The agency settings of `values` that were not set and hold their development default."""
    return [name for name in DEPLOY_REQUIRED if name not in values.model_fields_set]


def check_placeholders(values: Settings, environ: dict[str, str] | None = None) -> str | None:
    """On development, warn once that the site runs on placeholders: returns the warning
    (also printed to stderr, once per process tree), or None when every agency setting is set
    or a deployment (AGENCY_DEPLOY=1) is starting, which agency_site/confirmations.py stops
    while any placeholder or unconfirmed content is left, listing them all."""
    environ = os.environ if environ is None else environ
    missing = placeholders_in(values)
    if not missing or values.deploy:
        return None
    names = ", ".join(f"AGENCY_{name.upper()}" for name in missing)
    warning = (
        f"WARNING: the site is running on development placeholders for {len(missing)} agency "
        f"settings ({names}). Fine for development; set them and AGENCY_DEPLOY=1 to deploy."
    )
    return warn_once(warning, _WARNED, environ)


def warn_once(warning: str, flag: str, environ) -> str:
    """Prints `warning` to stderr unless `flag` is set in `environ`, then sets it: the server
    processes Reflex starts inherit the environment and load the app again."""
    if not environ.get(flag):
        print(warning, file=sys.stderr)
        environ[flag] = "1"
    return warning


settings = Settings()
check_placeholders(settings)
