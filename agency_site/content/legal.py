"""Legal pages (privacy policy, GDPR compliance): content/legal/<slug>/<language>.md."""

from __future__ import annotations

import datetime
import functools

from pydantic import Field

from agency_site.content.documents import Document, load_documents


class LegalPage(Document):
    description: str = Field(min_length=1, max_length=200)
    # When the text last changed, as shown on the page.
    updated: datetime.date


@functools.cache
def pages(language: str | None = None) -> tuple[LegalPage, ...]:
    """Every legal page: in `language`, or in all languages at once."""
    return load_documents("legal", LegalPage, language)


def page(slug: str, language: str | None = None) -> LegalPage:
    return next(item for item in pages(language) if item.slug == slug)
