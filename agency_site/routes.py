"""Every path of the site as a constant or builder, and the Route record.

Views link with these names, never with literal paths. The route table itself
(which page answers which path) is ``agency_site.pages.ROUTES``.
"""

from __future__ import annotations

import dataclasses
import difflib
import re
from collections.abc import Callable, Iterable
from typing import Any

import reflex as rx

from agency_site.content.models import PageMeta
from agency_site.i18n import CODES, SOURCE_LANGUAGE
from agency_site.settings import settings

HOME = "/"
ABOUT = "/about"

SERVICES = "/services"
TEACH_IN_UZBEKISTAN = "/services/teacher-recruitment"
TECH_FOR_EDUCATION = "/services/tech-for-education"
PARTNER_AGENCIES = "/services/partner-agencies"
CUSTOM_DASHBOARDS = "/services/custom-dashboards"
JOB_MAP = "/services/job-map"
CURRENCY_CONVERTER = "/services/currency-converter"

JOBS_DASHBOARD = "/jobs-dashboard"
JOBS = "/jobs"
# The visitor's saved jobs, compared side by side (kept in their browser only).
SHORTLIST = "/jobs/shortlist"
APPLY_UZBEKISTAN = "/apply-uzbekistan"
VOLUNTEER_PROGRAMS = "/volunteer-programs"
MINISTRY_PARTNERSHIP = "/ministry-partnership"
MEDIA_CAMPAIGNS = "/media-campaigns"
REVIEWS = "/testimonials"
BLOG = "/blog"
CONTACT = "/contact"
CV_REVIEW = "/cv-review"
PRICING = "/pricing"
PARTNERS = "/partners"
PARTNERS_DEMO = "/partners-demo"
PRIORITY_SERVICE = "/priority-service"
PRIVACY_POLICY = "/privacy-policy"
GDPR_COMPLIANCE = "/gdpr-compliance"
SUBMIT_CV = "/submit-cv"
AUTH = "/auth"
PAYMENT = "/payment"
PAYMENT_SUCCESS = "/payment-success"
PAYMENT_CANCELED = "/payment-canceled"
NEWS = "/news"
AWARDS = "/news/prestige-award-winner"
BRIGHTMATCH = "/brightmatch"
# The pages the links of our mails open (agency_site/pages/subscription/): each shows one
# button, which does what the page says; a link opened by a mail scanner changes nothing.
CONFIRM_SUBSCRIPTION = "/newsletter/confirm"
UNSUBSCRIBE = "/newsletter/unsubscribe"
YOUR_DATA = "/newsletter/your-data"
# The back end's one-click unsubscribe (RFC 8058: a POST from the mail app), named by every
# mail's List-Unsubscribe header; a GET is sent on to UNSUBSCRIBE.
ONE_CLICK_UNSUBSCRIBE = "/mail/unsubscribe"

# Any other article address: sent on to the blog list (Route.redirect).
BLOG_POST_FALLBACK = "/blog/[slug]"
# Reflex's name for the page shown at any unknown path.
NOT_FOUND = "404"


# Longer than any page's address in any language: a page address sent by a browser (the
# page a menu or the newsletter pop-up is open on) is refused beyond it.
ADDRESS_MAX_LENGTH = 200


def blog_post(slug: str) -> str:
    return f"{BLOG}/{slug}"


def has_address(path: str) -> bool:
    """False for Reflex's name of a special page (NOT_FOUND), which answers at every unknown
    address and so has none of its own to link to, list or share."""
    return path.startswith("/")


def localized(language: str, path: str) -> str:
    """`path` as published in `language`: /about, /fr/about, /de/about; 404, fr/404."""
    if language == SOURCE_LANGUAGE:
        return path
    if not has_address(path):
        return f"{language}/{path}"
    return f"/{language}" if path == HOME else f"/{language}{path}"


def pages_to_build(asked_for: str | None, addresses: Iterable[str]) -> set[str]:
    """Of the page `addresses` (as published, /fr/about), those a server builds: all, or the
    ones a developer asked for (AGENCY_DEV_PAGES, separated by spaces or commas), plus the
    not-found pages that answer for every other address. An address asked for that is not a
    page is an error, so a typo does not silently build nothing."""
    addresses = set(addresses)
    if not asked_for:
        return addresses
    asked = set(re.split(r"[\s,]+", asked_for.strip()))
    unknown = asked - addresses
    if unknown:
        pages = sorted(address for address in addresses if has_address(address))
        raise ValueError(
            "AGENCY_DEV_PAGES names no page at "
            + "; ".join(
                f"{address} (did you mean {' or '.join(close) or '/about or /fr/about'}?)"
                for address in sorted(unknown)
                for close in [difflib.get_close_matches(address, pages, n=3)]
            )
        )
    return asked | {address for address in addresses if not address.startswith("/")}


def language_of_path(path: str, codes: Iterable[str] = CODES) -> str:
    """The language a path is published in: /fr/... and /de/..., English for the rest."""
    first = path.lstrip("/").split("/", 1)[0]
    return first if first in codes and first != SOURCE_LANGUAGE else SOURCE_LANGUAGE


def absolute(path: str) -> str:
    """`path` on the public site (settings.site_url): for search engines and link previews."""
    return settings.site_origin + path


def page_url(language: str, path: str) -> str:
    """The full address of `path` as published in `language`."""
    if not has_address(path):
        raise ValueError(f"{path!r} is not a page's address")
    return absolute(localized(language, path))


def job(slug: str) -> str:
    return f"{JOBS}/{slug}"


def news_article(slug: str) -> str:
    return f"{NEWS}/{slug}"


def partner(slug: str) -> str:
    return f"{PARTNERS}/{slug}"


# Atom and RSS feeds, files written at build time (agency_site/feeds.py).
FEEDS = "/feeds"


def feed(language: str, kind: str, format: str) -> str:
    """A feed's file, one per language, kind and format: /feeds/fr/blog.atom.xml,
    /feeds/de/jobs.rss.xml (kinds and formats: agency_site.feeds.KINDS, FORMATS)."""
    return f"{FEEDS}/{language}/{kind}.{format}.xml"


@dataclasses.dataclass(frozen=True)
class Route:
    """One page of the site: where it lives, what it is called, what renders it."""

    path: str
    meta: PageMeta
    component: Callable[[], rx.Component]
    # False for pages that are not destinations of their own (not-found, redirects, test pages,
    # a closed post): out of the sitemap, and asking search engines not to index them.
    public: bool = True
    # A back-end event run when the page loads (e.g. AuthState.load_session), if any.
    on_load: Any = None
    # The page's own schema.org blocks in a language (agency_site/structured_data.py);
    # every page also gets the organisation and its breadcrumbs.
    structured_data: Callable[[str], list[dict]] | None = None
    # For a page that only sends the visitor on: where to (in the page's language). The
    # production server answers its addresses with an HTTP redirect (redirects()); a link
    # followed in the browser renders its component, which navigates there.
    redirect: str | None = None
    # The tab's whole title where it is not "<name> | <brand>" (the home page, the blog's pages).
    full_title: str | None = None
    # Why a public page the spec's route table (section 2.1) does not list exists, naming the
    # issue that asked for it; empty for the spec's own pages (tests/unit/test_routes.py).
    beyond_spec: str = ""


def _address_pattern(path: str) -> re.Pattern[str]:
    """The addresses of a path whose [segments] stand for any one segment: /blog/[slug]
    matches /blog/anything and /blog/anything/."""
    parts = re.split(r"\[[^/\]]+\]", path)
    return re.compile("[^/]+".join(re.escape(part) for part in parts) + "/?")


def redirects(table: Iterable[Route]) -> list[tuple[re.Pattern[str], str]]:
    """Every redirecting route in every language: (its addresses, where they lead)."""
    return [
        (_address_pattern(localized(language, route.path)), localized(language, route.redirect))
        for route in table
        if route.redirect
        for language in CODES
    ]
