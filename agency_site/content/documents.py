"""Markdown documents with front matter: one folder per document, one file per language.

`content/<kind>/<folder>/<language>.md` becomes a frozen, typed model, validated when the
app starts, so a broken file stops the build with its file name. The folder name is the
document's slug unless the front matter gives one.
"""

from __future__ import annotations

import datetime
from pathlib import Path
from typing import TypeVar

import frontmatter
from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    ValidationError,
    field_validator,
    model_validator,
)

from agency_site.content import markdown
from agency_site.content.tracks import ENGLISH_LEVEL
from agency_site.i18n import CODES, SOURCE_LANGUAGE, Localized, in_language
from agency_site.settings import settings

CONTENT_DIR = Path(__file__).parent

SLUG_PATTERN = r"^[a-z0-9]+(?:-[a-z0-9]+)*$"


class ContentError(ValueError):
    """A content file that cannot be used; the message names the file."""


class Document(BaseModel):
    """What every document has: a slug and a Markdown body the site can render."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    slug: str = Field(pattern=SLUG_PATTERN)
    title: str = Field(min_length=1)
    body: str = Field(min_length=1)

    @field_validator("body")
    @classmethod
    def _renderable(cls, body: str) -> str:
        markdown.parse(body)
        return body

    @property
    def words(self) -> int:
        return markdown.word_count(self.body)


class DatedDocument(Document):
    """A document published on `date`, whose text may have changed since (`updated`)."""

    date: datetime.date
    # When the text last changed, if after `date` (schema.org dateModified).
    updated: datetime.date | None = None

    @model_validator(mode="after")
    def _updated_after_publication(self) -> DatedDocument:
        if self.updated and self.updated < self.date:
            raise ValueError("updated is before date")
        return self

    @property
    def modified(self) -> datetime.date:
        return self.updated or self.date


Model = TypeVar("Model", bound=Document)


def expand_placeholders(text: str, language: str = SOURCE_LANGUAGE) -> str:
    """Content may say {company} and {email} (the settings hold the real values) and
    {english_level} (the level of English the English posts ask for, said once in
    agency_site/content/tracks.py), read in the document's language."""
    return (
        text.replace("{company}", settings.brand_name)
        .replace("{email}", settings.contact_email)
        .replace("{english_level}", in_language(ENGLISH_LEVEL, language))
    )


def load(path: Path, model: type[Model]) -> Model:
    try:
        document = frontmatter.load(path)
        fields = {"slug": path.parent.name, **document.metadata, "body": document.content}
        # "{company}" in a slug stands for the brand's URL form.
        fields["slug"] = str(fields["slug"]).replace("{company}", settings.brand_slug)
        fields = {
            key: expand_placeholders(value, path.stem) if isinstance(value, str) else value
            for key, value in fields.items()
        }
        return model(**fields)
    except (ValidationError, ValueError, OSError) as error:
        raise ContentError(f"{path}: {error}") from error


def load_all(kind: str, model: type[Model], language: str) -> tuple[Model, ...]:
    """Every document of `kind` (a folder of content/) in `language`, by folder name."""
    folder = CONTENT_DIR / kind
    documents = tuple(load(path, model) for path in sorted(folder.glob(f"*/{language}.md")))
    slugs = [document.slug for document in documents]
    if len(set(slugs)) != len(slugs):
        raise ContentError(f"{folder}: two documents share a slug: {sorted(slugs)}")
    return documents


def load_documents(kind: str, model: type[Model], language: str | None) -> tuple[Model, ...]:
    """Every document of `kind`: in `language`, or in all languages at once (None)."""
    return load_translated(kind, model) if language is None else load_all(kind, model, language)


def load_translated(kind: str, model: type[Model]) -> tuple[Model, ...]:
    """Every document of `kind` with each text field holding all its languages (`Localized`).

    The English files decide which documents exist; a missing translation reads as English
    (tests/unit/test_content.py fails on it). Fields that are the same in every language
    (ids, dates, categories, image paths) come through as they are.
    """
    versions = {code: {item.slug: item for item in load_all(kind, model, code)} for code in CODES}
    return tuple(
        _translated({code: versions[code].get(slug, english) for code in CODES})
        for slug, english in versions[SOURCE_LANGUAGE].items()
    )


def _translated(versions: dict[str, Model]) -> Model:
    english = versions[SOURCE_LANGUAGE]

    def field(name: str) -> object:
        readings = {code: getattr(document, name) for code, document in versions.items()}
        value = readings[SOURCE_LANGUAGE]
        if name == "slug" or len(set(map(repr, readings.values()))) == 1:
            return value
        if isinstance(value, str):
            return Localized(readings)
        if isinstance(value, tuple) and len({len(item) for item in readings.values()}) == 1:
            return tuple(
                Localized({code: item[index] for code, item in readings.items()})
                for index in range(len(value))
            )
        raise ContentError(f"{english.slug}: '{name}' must be the same in every language")

    # Validated field by field when each language was loaded; construct keeps the Localized.
    return type(english).model_construct(
        **{name: field(name) for name in type(english).model_fields}
    )
