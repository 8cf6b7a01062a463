"""Legal pages (privacy policy, GDPR compliance): content/legal/<slug>/<language>.md."""

from __future__ import annotations

import functools

from pydantic import Field

from agency_site.content.documents import Document, load_all


class LegalPage(Document):
    description: str = Field(min_length=1, max_length=200)
    # When the text last changed, as shown on the page.
    updated: str = Field(min_length=1)


@functools.cache
def page(slug: str, language: str = "en") -> LegalPage:
    return next(item for item in load_all("legal", LegalPage, language) if item.slug == slug)
