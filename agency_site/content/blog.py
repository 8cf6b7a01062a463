"""Blog posts: one folder per post under content/blog/, one Markdown file per language.

Front matter becomes a frozen `BlogPost`, validated when the app starts, so a broken
file stops the build with its file name. Adding a post needs no code change.
"""

from __future__ import annotations

import functools
from pathlib import Path
from typing import Literal, get_args

import frontmatter
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from agency_site.settings import settings

BLOG_DIR = Path(__file__).with_name("blog")

Category = Literal[
    "Culture", "Travel", "Teaching", "Finance", "Food", "Education", "Language", "Partnerships"
]
CATEGORIES: tuple[str, ...] = get_args(Category)


class ContentError(ValueError):
    """A content file that cannot be used; the message names the file."""


class BlogPost(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    id: int = Field(ge=1)
    # Defaults to the folder name; "{company}" stands for the brand's URL form.
    slug: str = Field(pattern=r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
    title: str = Field(min_length=1)
    # The image's text: a description used as its alt text.
    image: str = Field(min_length=1)
    author: str = Field(min_length=1)
    date: str = Field(min_length=1)
    read_time: str = Field(min_length=1)
    category: Category
    excerpt: str = Field(min_length=1)
    tags: tuple[str, ...] = ()
    body: str


def expand_placeholders(text: str) -> str:
    """Content may say {company} and {email}; the settings hold the real values."""
    return text.replace("{company}", settings.brand_name).replace("{email}", settings.contact_email)


def _load(path: Path) -> BlogPost:
    try:
        document = frontmatter.load(path)
        fields = {"slug": path.parent.name, **document.metadata, "body": document.content}
        fields["slug"] = str(fields["slug"]).replace("{company}", settings.brand_slug)
        fields = {
            key: expand_placeholders(value) if isinstance(value, str) else value
            for key, value in fields.items()
        }
        return BlogPost(**fields)
    except (ValidationError, ValueError, OSError) as error:
        raise ContentError(f"{path}: {error}") from error


@functools.cache
def posts(language: str = "en") -> tuple[BlogPost, ...]:
    """Every post in source order (by id)."""
    loaded = sorted(
        (_load(path) for path in BLOG_DIR.glob(f"*/{language}.md")), key=lambda post: post.id
    )
    ids = [post.id for post in loaded]
    if len(set(ids)) != len(ids):
        raise ContentError(f"{BLOG_DIR}: two posts share an id: {sorted(ids)}")
    return tuple(loaded)
