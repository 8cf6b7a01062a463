"""Atom and RSS feeds of the jobs, the blog and the news in every language (agency_site/feeds.py):
each parses cleanly with feedparser and lists every item of the content, with absolute links
on the site; the build writes them into public/, every page names them, the server types them.
"""

from __future__ import annotations

import datetime
import time
from pathlib import Path

import feedgen.entry
import feedgen.feed
import feedparser
import pytest
from starlette.testclient import TestClient

from agency_site import feeds, routes
from agency_site.components.language import page_build
from agency_site.content import blog, news
from agency_site.content.jobs import JOBS
from agency_site.i18n import CODES, in_language
from agency_site.layout.document import feed_links
from agency_site.layout.footer import footer
from agency_site.platform.build_in_memory import SHORT, BuildInMemory, media_type_of
from agency_site.platform.frontend import SiteFrontendPlugin, feed_targets
from agency_site.seo import page_title
from agency_site.settings import settings

FEEDS = [
    (language, kind, format)
    for language in CODES
    for kind in feeds.KINDS
    for format in feeds.FORMATS
]


def expected_pages(language: str, kind: str) -> list[str]:
    """Every item of the content, as the address of its page."""
    if kind == "jobs":
        return [routes.page_url(language, routes.job(job.id)) for job in JOBS]
    if kind == "blog":
        return [routes.page_url(language, routes.blog_post(p.slug)) for p in blog.posts(language)]
    return [routes.page_url(language, routes.news_article(a.slug)) for a in news.articles(language)]


def parsed(language: str, kind: str, format: str) -> feedparser.FeedParserDict:
    return feedparser.parse(feeds.feed_xml(language, kind, format))


def as_day(struct: time.struct_time) -> datetime.date:
    return datetime.date(struct.tm_year, struct.tm_mon, struct.tm_mday)


def test_a_feed_lives_at_its_language_kind_and_format():
    assert routes.feed("fr", "blog", "atom") == "/feeds/fr/blog.atom.xml"
    assert routes.feed("en", "jobs", "rss") == "/feeds/en/jobs.rss.xml"
    paths = [routes.feed(*key) for key in FEEDS]
    assert len(set(paths)) == len(paths) == 18
    assert set(feeds.feed_files()) == {path.lstrip("/") for path in paths}


@pytest.mark.parametrize(("language", "kind", "format"), FEEDS)
def test_each_feed_parses_cleanly_and_lists_every_item(language, kind, format):
    feed = parsed(language, kind, format)
    assert feed.bozo == 0, feed.get("bozo_exception")
    assert feed.version == {"atom": "atom10", "rss": "rss20"}[format]
    assert feed.feed.language == language
    assert feed.feed.title == in_language(page_title(feeds.KIND_NAMES[kind]), language)
    assert feed.feed.subtitle
    # Every item of the content, once, each linking to its page on the site.
    links = [entry.link for entry in feed.entries]
    assert sorted(links) == sorted(expected_pages(language, kind))
    ids = [entry.id for entry in feed.entries]
    assert len(set(ids)) == len(ids)
    for entry in feed.entries:
        assert entry.link.startswith(settings.site_origin + "/")
        assert entry.title and entry.summary
        assert entry.published_parsed, entry.link
        if format == "atom":
            assert entry.updated_parsed, entry.link


@pytest.mark.parametrize(("language", "kind", "format"), FEEDS)
def test_each_feed_names_itself_and_its_page(language, kind, format):
    feed = parsed(language, kind, format).feed
    address = routes.absolute(routes.feed(language, kind, format))
    self_links = [link for link in feed.links if link.rel == "self"]
    assert [(link.href, link.type) for link in self_links] == [(address, feeds.MEDIA_TYPES[format])]
    page = routes.page_url(language, feeds.LIST_PAGES[kind])
    # RSS's channel <link>; Atom's alternate link.
    assert feed.link == page
    if format == "atom":
        assert feed.id == address
        assert feed.author == settings.brand_name
    else:
        assert feed.description == feed.subtitle


@pytest.mark.parametrize(("language", "kind", "format"), FEEDS)
def test_a_feed_is_dated_by_its_newest_item_not_by_the_build(language, kind, format):
    feed = parsed(language, kind, format)
    newest = max(item.updated for item in feeds.entries(language, kind)).date()
    assert as_day(feed.feed.updated_parsed) == newest
    assert max(as_day(entry.published_parsed) for entry in feed.entries) <= newest
    assert "generator" not in feed.feed


def test_the_feeds_are_the_same_whatever_the_time_of_the_build(monkeypatch):
    before = feeds.feed_files()

    class _Datetime(type):
        def __instancecheck__(cls, value):  # feedgen's isinstance(value, datetime)
            return isinstance(value, datetime.datetime)

    class Later(metaclass=_Datetime):
        @staticmethod
        def now(tz=None):
            return datetime.datetime(2031, 1, 2, 3, 4, 5, tzinfo=tz)

    # feedgen stamps "now" on feeds and entries unless told otherwise.
    monkeypatch.setattr(feedgen.feed, "datetime", Later)
    monkeypatch.setattr(feedgen.entry, "datetime", Later)
    assert feeds.feed_files() == before


def test_items_come_from_the_content_only():
    jobs = {entry.url: entry for entry in feeds.entries("de", "jobs")}
    for job in JOBS:
        entry = jobs[routes.page_url("de", routes.job(job.id))]
        assert entry.title == in_language(job.title, "de")
        assert in_language(job.location, "de") in entry.summary
        assert in_language(job.salary, "de") in entry.summary
        assert entry.published.date() == job.posted_on
    posts = {entry.url: entry for entry in feeds.entries("fr", "blog")}
    for post in blog.posts("fr"):
        entry = posts[routes.page_url("fr", routes.blog_post(post.slug))]
        assert (entry.title, entry.summary, entry.author) == (post.title, post.excerpt, post.author)
        assert (entry.published.date(), entry.updated.date()) == (post.date, post.modified)
        assert entry.published.tzinfo is datetime.UTC
    articles = {entry.url: entry for entry in feeds.entries("fr", "news")}
    for article in news.articles("fr"):
        entry = articles[routes.page_url("fr", routes.news_article(article.slug))]
        assert (entry.title, entry.summary) == (article.title, article.excerpt)
        assert (entry.published.date(), entry.updated.date()) == (article.date, article.modified)


def test_newest_items_come_first():
    for language in CODES:
        for kind in feeds.KINDS:
            dates = [entry.published for entry in feeds.entries(language, kind)]
            assert dates == sorted(dates, reverse=True), (language, kind)


def test_the_build_writes_every_feed_into_public():
    written = dict(feed_targets())
    assert set(written) == {"public" + routes.feed(*key) for key in FEEDS}
    assert written["public/feeds/de/news.rss.xml"] == feeds.feed_xml("de", "news", "rss")
    # Through the plugin's save tasks, as Reflex runs them.
    tasks = []
    SiteFrontendPlugin().pre_compile(
        add_save_task=lambda task, *args, **kwargs: tasks.append((task, args, kwargs)),
        add_modify_task=lambda *args: None,
    )
    saved = []
    for task, args, kwargs in tasks:
        result = task(*args, **kwargs)
        saved += result if isinstance(result, list) else [result]
    assert written.items() <= dict(saved).items()


@pytest.mark.parametrize("language", CODES)
def test_every_page_names_its_language_feeds_in_head_and_footer(language):
    head = str(feed_links(language))
    with page_build(language, routes.ABOUT):
        bottom = str(footer())
    for feed in feeds.links(language):
        assert routes.feed(language, feed.kind, feed.format) == feed.path
        href = f'href:"{routes.absolute(feed.path)}"'
        assert f'{href},rel:"alternate"' in head
        assert f'type:"{feed.media_type}"' in head
        # A plain <a href> in the footer: a file, not a page for React Router's Link (`to`).
        assert f'href:"{feed.path}"' in bottom
        assert f'to:"{feed.path}"' not in bottom
    assert head.count('rel:"alternate"') == len(feeds.KINDS) * len(feeds.FORMATS)
    for other in CODES:
        if other != language:
            assert f"/feeds/{other}/" not in head + bottom


def test_the_server_sends_feeds_as_atom_and_rss_briefly_cached(tmp_path: Path):
    for language, kind, format in FEEDS:
        file = Path(routes.feed(language, kind, format))
        assert media_type_of(file) == feeds.MEDIA_TYPES[format]
    build = tmp_path / "client"
    for path, xml in feeds.feed_files().items():
        (build / path).parent.mkdir(parents=True, exist_ok=True)
        (build / path).write_text(xml, encoding="utf-8")
    client = TestClient(BuildInMemory(None, build))
    for format in feeds.FORMATS:
        response = client.get(routes.feed("fr", "blog", format))
        assert response.status_code == 200
        assert response.headers["content-type"] == feeds.MEDIA_TYPES[format]
        assert response.headers["cache-control"] == SHORT
        assert feedparser.parse(response.content).bozo == 0
