"""Blog posts: content/blog/<slug>/<language>.md. Adding a post needs no code change."""

from __future__ import annotations

import functools
from typing import Literal, get_args

from pydantic import Field

from agency_site.content.documents import ContentError, DatedDocument, load_documents
from agency_site.i18n import Message, t

Category = Literal[
    "Culture", "Travel", "Teaching", "Finance", "Food", "Education", "Language", "Partnerships"
]
CATEGORIES: tuple[str, ...] = get_args(Category)

# Categories are filter keys in English; visitors read these labels.
_CATEGORY_LABELS = {
    "Culture": t("Culture"),
    "Travel": t("Travel"),
    "Teaching": t("Teaching"),
    "Finance": t("Finance"),
    "Food": t("Food"),
    "Education": t("Education"),
    "Language": t("Language"),
    "Partnerships": t("Partnerships"),
}


def category_label(category: str) -> str:
    return _CATEGORY_LABELS[category]


class BlogPost(DatedDocument):
    # Source order: 1 is the oldest post.
    id: int = Field(ge=1)
    # The cover image's text: a description used as its alt text.
    image: str = Field(min_length=1)
    # The cover image under assets/, e.g. /images/blog/<slug>.svg.
    cover: str = Field(pattern=r"^/images/.+\.(svg|webp)$")
    author: str = Field(min_length=1)
    # Reading time in whole minutes; shown as "5 min read" in the reader's language.
    read_minutes: int = Field(ge=1, le=60)
    category: Category
    excerpt: str = Field(min_length=1, max_length=200)
    tags: tuple[str, ...] = ()

    @property
    def read_time(self) -> Message:
        return t("{count} min read", count=self.read_minutes)


@functools.cache
def posts(language: str | None = None) -> tuple[BlogPost, ...]:
    """Every post in source order (by id): in `language`, or in all languages at once."""
    found = load_documents("blog", BlogPost, language)
    loaded = sorted(found, key=lambda post: post.id)
    ids = [post.id for post in loaded]
    if len(set(ids)) != len(ids):
        raise ContentError(f"blog: two posts share an id: {sorted(ids)}")
    return tuple(loaded)
