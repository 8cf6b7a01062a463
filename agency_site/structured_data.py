"""schema.org JSON-LD for search engines, built from the site's own data in one language.

Every page carries the agency's `Organization` and a `BreadcrumbList`; pages add their
own blocks through `Route.structured_data` (jobs, articles, the FAQ). The fields follow
what Google documents as required or recommended for each type; tests/unit/test_seo.py
checks every block against that list.
"""

from __future__ import annotations

import datetime
import json
from collections.abc import Iterable
from html import escape

from agency_site import routes
from agency_site.content.blog import BlogPost
from agency_site.content.jobs import REGIONS_BY_ID, Job
from agency_site.content.news import NewsArticle
from agency_site.i18n import in_language
from agency_site.settings import settings

SCHEMA = "https://schema.org"
# Where the agency's logo lives (assets/); Google Images accepts SVG.
LOGO_PATH = "/favicon.svg"

JsonLd = dict[str, object]


def organization() -> JsonLd:
    *street, country = settings.postal_address
    return {
        "@context": SCHEMA,
        "@type": "Organization",
        "@id": routes.absolute("/#organization"),
        "name": settings.brand_name,
        "url": routes.absolute("/"),
        "logo": routes.absolute(LOGO_PATH),
        "email": settings.contact_email,
        "address": {
            "@type": "PostalAddress",
            "streetAddress": ", ".join(street),
            "addressCountry": country,
        },
        "sameAs": [
            str(url)
            for url in (
                settings.facebook_url,
                settings.twitter_url,
                settings.linkedin_url,
                settings.instagram_url,
            )
        ],
    }


def _publisher() -> JsonLd:
    """The organisation as the publisher of an article, with the logo Google asks for."""
    return {
        "@type": "Organization",
        "@id": routes.absolute("/#organization"),
        "name": settings.brand_name,
        "logo": {"@type": "ImageObject", "url": routes.absolute(LOGO_PATH)},
    }


def breadcrumbs(trail: Iterable[tuple[str, str]], language: str) -> JsonLd:
    """`trail`: (name, path) from the home page down to the current page."""
    return {
        "@context": SCHEMA,
        "@type": "BreadcrumbList",
        "itemListElement": [
            {
                "@type": "ListItem",
                "position": position,
                "name": name,
                "item": routes.page_url(language, path),
            }
            for position, (name, path) in enumerate(trail, start=1)
        ],
    }


def _html_text(text: object, language: str) -> str:
    # Element text: quotes stay as they are.
    return escape(in_language(text, language), quote=False)


def job_posting(job: Job, language: str) -> JsonLd:
    """Only what the spec says of a post (title, place, monthly salary, how it is reached)
    and its own dates: no benefits, hours or requirements."""
    region = REGIONS_BY_ID[job.region]
    return {
        "@context": SCHEMA,
        "@type": "JobPosting",
        "title": in_language(job.title, language),
        "description": (
            f"<p>{_html_text(job.location, language)}: {_html_text(job.salary, language)}</p>"
            f"<p>{_html_text(job.description, language)}</p>"
        ),
        "identifier": {"@type": "PropertyValue", "name": settings.brand_name, "value": job.id},
        "datePosted": job.posted_on.isoformat(),
        # Recommended by Google; a deployment requires a closing day (agency_site/confirmations.py).
        **(
            {
                "validThrough": datetime.datetime.combine(
                    job.closes_on, datetime.time(23, 59)
                ).isoformat()
            }
            if job.closes_on
            else {}
        ),
        "employmentType": job.employment_type,
        "hiringOrganization": {
            "@type": "Organization",
            "name": settings.brand_name,
            "sameAs": routes.absolute("/"),
            "logo": routes.absolute(LOGO_PATH),
        },
        "jobLocation": {
            "@type": "Place",
            "address": {
                "@type": "PostalAddress",
                "addressLocality": in_language(job.city, language),
                "addressCountry": region.country_code,
            },
        },
        "baseSalary": {
            "@type": "MonetaryAmount",
            "currency": job.currency,
            "value": {
                "@type": "QuantitativeValue",
                "value": job.monthly_salary,
                "unitText": "MONTH",
            },
        },
        "directApply": False,
    }


def article(
    kind: str, path: str, document: BlogPost | NewsArticle, author: str, language: str
) -> JsonLd:
    """A `BlogPosting` or `NewsArticle` for a blog post or news item (both documents)."""
    return {
        "@context": SCHEMA,
        "@type": kind,
        "headline": in_language(document.title, language),
        "description": in_language(document.excerpt, language),
        "image": [routes.absolute(document.cover)],
        "datePublished": document.date.isoformat(),
        "dateModified": document.modified.isoformat(),
        "author": [
            {
                # The agency itself unless the front matter names a person.
                "@type": "Organization" if author == settings.brand_name else "Person",
                "name": in_language(author, language),
            }
        ],
        "publisher": _publisher(),
        "mainEntityOfPage": routes.page_url(language, path),
        "inLanguage": language,
    }


def faq_page(questions: Iterable[tuple[str, str]]) -> JsonLd:
    return {
        "@context": SCHEMA,
        "@type": "FAQPage",
        "mainEntity": [
            {
                "@type": "Question",
                "name": question,
                "acceptedAnswer": {"@type": "Answer", "text": answer},
            }
            for question, answer in questions
        ],
    }


def script_text(block: JsonLd) -> str:
    """The block as the text of a <script type="application/ld+json">: "</" cannot end it."""
    return json.dumps(block, ensure_ascii=False).replace("</", "<\\/")
