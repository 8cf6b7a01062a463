"""News announcements: content/news/<slug>/<language>.md, newest first on the site."""

from __future__ import annotations

import functools

from pydantic import Field

from agency_site.content.documents import DatedDocument, load_documents


class NewsArticle(DatedDocument):
    # Publication order: 1 is the oldest announcement.
    id: int = Field(ge=1)
    excerpt: str = Field(min_length=1, max_length=200)
    # Alt text of the cover image, and the short label shown on the card.
    image_description: str = Field(min_length=1)
    image_text: str = Field(min_length=1, max_length=6)
    cover: str = Field(pattern=r"^/images/.+\.(svg|webp)$")


@functools.cache
def articles(language: str | None = None) -> tuple[NewsArticle, ...]:
    """Every announcement, newest first: in `language`, or in all languages at once."""
    found = load_documents("news", NewsArticle, language)
    return tuple(sorted(found, key=lambda item: item.id, reverse=True))


def article(slug: str, language: str | None = None) -> NewsArticle:
    return next(item for item in articles(language) if item.slug == slug)
