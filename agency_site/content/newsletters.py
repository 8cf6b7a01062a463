"""Newsletter issues: content/newsletters/<slug>/<language>.md, written by the agency's staff
(title = the subject line, then the issue in Markdown) and sent with
`python -m agency_site.mail newsletter <slug>` (agency_site/mail/__main__.py)."""

from __future__ import annotations

from agency_site.content.documents import CONTENT_DIR, ContentError, DatedDocument, load
from agency_site.i18n import SOURCE_LANGUAGE

FOLDER = CONTENT_DIR / "newsletters"


class NewsletterIssue(DatedDocument):
    pass


def issue(slug: str, language: str) -> NewsletterIssue:
    """The issue in `language`, or in English when it has no such translation."""
    folder = FOLDER / slug
    if not (folder / f"{SOURCE_LANGUAGE}.md").exists():
        raise ContentError(f"{folder}: no newsletter issue (its {SOURCE_LANGUAGE}.md is missing)")
    path = folder / f"{language}.md"
    return load(path if path.exists() else folder / f"{SOURCE_LANGUAGE}.md", NewsletterIssue)


def slugs() -> list[str]:
    return sorted(path.parent.name for path in FOLDER.glob(f"*/{SOURCE_LANGUAGE}.md"))
