"""Legal pages (privacy policy, GDPR compliance): content/legal/<slug>/<language>.md."""

from __future__ import annotations

import datetime
import functools

from pydantic import Field

from agency_site.content.documents import Document, load_all, load_translated


class LegalPage(Document):
    description: str = Field(min_length=1, max_length=200)
    # When the text last changed, as shown on the page.
    updated: datetime.date


@functools.cache
def page(slug: str, language: str | None = None) -> LegalPage:
    """The page `slug`: in `language`, or in all languages at once."""
    found = (
        load_translated("legal", LegalPage)
        if language is None
        else load_all("legal", LegalPage, language)
    )
    return next(item for item in found if item.slug == slug)
