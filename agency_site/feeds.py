"""Atom and RSS 2.0 feeds of the jobs, the blog and the news, in every language.

Each language has six feeds, one per kind and format, at `routes.feed(language, kind,
format)`: /feeds/fr/jobs.atom.xml, /feeds/fr/jobs.rss.xml, /feeds/fr/blog.atom.xml, ...
`feedgen` writes them when the front end is compiled (`feed_files`, saved into `public/`
by agency_site/platform/frontend), so they are files like robots.txt, served with the build. Every
page names its language's feeds in <head> (`links`, agency_site/layout/document.py) and in
the footer.

Only what the content says: each post's and announcement's title, excerpt, dates, author
and category; each open job's title, location and monthly salary, dated the day it was
posted (its `posted_on`). Nothing depends on the time of the build (feedgen would
stamp "now" as the feed's date and name itself as generator): the same content gives the
same files. The jobs feeds list the posts open on the day: the production server writes
them again when the day changes (`dated_files`, agency_site/platform/build_in_memory.py), so a post
leaves them after its closing day without a rebuild.
"""

from __future__ import annotations

import dataclasses
import datetime
from typing import TYPE_CHECKING

from feedgen.feed import FeedGenerator

from agency_site import routes
from agency_site.i18n import CODES, Text, in_language, t
from agency_site.seo import page_title
from agency_site.settings import settings

if TYPE_CHECKING:
    from agency_site.content.documents import DatedDocument

KINDS = ("jobs", "blog", "news")
FORMATS = ("atom", "rss")
MEDIA_TYPES = {"atom": "application/atom+xml", "rss": "application/rss+xml"}
# Names of the formats, the same in every language.
FORMAT_NAMES = {"atom": "Atom", "rss": "RSS"}

KIND_NAMES = {"jobs": t("Jobs"), "blog": t("Blog"), "news": t("News")}
_SUBTITLES = {
    "jobs": t("Open teaching posts we recruit for."),
    # The descriptions of the blog and news pages.
    "blog": t(
        "Guides to teaching and living in Uzbekistan: culture, cities, food, money and language."
    ),
    "news": t("Partnerships, awards and announcements from our agency."),
}
# The page listing each kind's entries: the feed's alternate (RSS: its link).
LIST_PAGES = {"jobs": routes.JOBS_DASHBOARD, "blog": routes.BLOG, "news": routes.NEWS}


@dataclasses.dataclass(frozen=True)
class FeedLink:
    """One feed as a page names it: its path, media type and title in the page's language."""

    kind: str
    format: str
    path: str
    media_type: str
    title: Text


def links(language: str) -> tuple[FeedLink, ...]:
    """The feeds of `language`, each kind in Atom then RSS: for <head> and the footer."""
    return tuple(
        FeedLink(
            kind=kind,
            format=format,
            path=routes.feed(language, kind, format),
            media_type=MEDIA_TYPES[format],
            title=t("{name} feed ({format})", name=KIND_NAMES[kind], format=FORMAT_NAMES[format]),
        )
        for kind in KINDS
        for format in FORMATS
    )


@dataclasses.dataclass(frozen=True)
class Entry:
    """One item of a feed, in the feed's language."""

    url: str  # the page, absolute: also the entry's id
    title: str
    summary: str
    published: datetime.datetime
    updated: datetime.datetime
    author: str | None = None
    # (term, label): the English key and its name in the feed's language.
    category: tuple[str, str] | None = None


def _utc(day: datetime.date) -> datetime.datetime:
    """A day of the content as a time feeds accept: its start, in UTC."""
    return datetime.datetime.combine(day, datetime.time(), tzinfo=datetime.UTC)


def _jobs(language: str) -> list[Entry]:
    from agency_site.content.jobs import open_jobs

    return [
        Entry(
            url=routes.page_url(language, routes.job(job.id)),
            title=in_language(job.title, language),
            summary=in_language(
                t("{location} · {salary}", location=job.location, salary=job.salary), language
            ),
            published=_utc(job.posted_on),
            updated=_utc(job.posted_on),
        )
        for job in open_jobs()
    ]


def _document(language: str, path: str, document: DatedDocument, **more) -> Entry:
    """A blog post's or news item's entry (both documents), with what only one kind has."""
    return Entry(
        url=routes.page_url(language, path),
        title=document.title,
        summary=document.excerpt,
        published=_utc(document.date),
        updated=_utc(document.modified),
        **more,
    )


def _blog(language: str) -> list[Entry]:
    from agency_site.content.blog import category_label, posts

    return [
        _document(
            language,
            routes.blog_post(post.slug),
            post,
            author=post.author,
            category=(post.category, in_language(category_label(post.category), language)),
        )
        for post in posts(language)
    ]


def _news(language: str) -> list[Entry]:
    from agency_site.content.news import articles

    return [
        _document(language, routes.news_article(article.slug), article)
        for article in articles(language)
    ]


_ENTRIES = {"jobs": _jobs, "blog": _blog, "news": _news}


def entries(language: str, kind: str) -> list[Entry]:
    """A feed's items, the newest first (the order of the content where dates are equal)."""
    found = _ENTRIES[kind](language)
    return sorted(found, key=lambda entry: entry.published, reverse=True)


def _generator(language: str, kind: str, format: str) -> FeedGenerator:
    items = entries(language, kind)
    if not items and kind != "jobs":
        raise ValueError(f"the {kind} feed in {language} would be empty")
    address = routes.absolute(routes.feed(language, kind, format))
    feed = FeedGenerator()
    feed.id(address)
    feed.title(in_language(page_title(KIND_NAMES[kind]), language))
    feed.subtitle(in_language(_SUBTITLES[kind], language))
    feed.author(name=settings.brand_name)
    feed.language(language)
    # Self first: RSS's channel link is the last link given, the list page.
    feed.link(href=address, rel="self", type=MEDIA_TYPES[format])
    feed.link(
        href=routes.page_url(language, LIST_PAGES[kind]),
        rel="alternate",
        type="text/html",
        hreflang=language,
    )
    # Atom's updated and RSS's lastBuildDate (feedgen's default: the time of the build); a
    # jobs feed left empty by closing days changed last on the latest of them.
    feed.updated(max(item.updated for item in items) if items else _utc(_last_closing_day()))
    # No generator element (feedgen's default names it, with its version).
    feed.generator("")
    for item in items:
        entry = feed.add_entry(order="append")
        entry.guid(item.url, permalink=True)  # Atom's id, RSS's guid
        entry.title(item.title)
        entry.link(href=item.url, rel="alternate", type="text/html")
        entry.summary(item.summary)  # also RSS's description
        entry.published(item.published)  # also RSS's pubDate
        entry.updated(item.updated)
        if item.author:
            entry.author(name=item.author)
        if item.category:
            term, label = item.category
            entry.category(term=term, label=label)
    return feed


def _last_closing_day() -> datetime.date:
    from agency_site.content.jobs import ALL_JOBS

    # Every post has closed, so each has its day.
    return max(job.closes_on for job in ALL_JOBS if job.closes_on)


def feed_xml(language: str, kind: str, format: str) -> str:
    """One feed's XML text."""
    feed = _generator(language, kind, format)
    data = feed.atom_str(pretty=True) if format == "atom" else feed.rss_str(pretty=True)
    return data.decode("utf-8")


def feed_files() -> dict[str, str]:
    """Every feed, by its path under the front end's public/ folder: the build's files."""
    return {
        routes.feed(language, kind, format).lstrip("/"): feed_xml(language, kind, format)
        for language in CODES
        for kind in KINDS
        for format in FORMATS
    }
