"""Structured data, social cards and robots.txt (issue 7, discoverability).

Every JSON-LD block of every page in every language is checked by tests/schema_org.py
against what Google requires for its type.
"""

from __future__ import annotations

import json

import pytest

from agency_site import routes, seo
from agency_site.content import blog, news
from agency_site.content.jobs import JOBS
from agency_site.i18n import CODES, in_language
from agency_site.layout.document import language_links
from agency_site.pages import ROUTES
from agency_site.pages.pricing.data import FAQ
from agency_site.settings import settings
from agency_site.structured_data import script_text
from tests.schema_org import problems_in

PUBLIC_ROUTES = [route for route in ROUTES if route.public]


def blocks_of(route: routes.Route, language: str) -> list[dict]:
    return seo.structured_data(route, seo.breadcrumb_trail(route, ROUTES), language)


def route_at(path: str) -> routes.Route:
    return next(route for route in ROUTES if route.path == path)


@pytest.mark.parametrize("language", CODES)
@pytest.mark.parametrize("route", PUBLIC_ROUTES, ids=[route.path for route in PUBLIC_ROUTES])
def test_every_block_of_every_page_has_what_google_requires(route, language):
    blocks = blocks_of(route, language)
    assert [problem for block in blocks for problem in problems_in(block)] == []
    # Every page: the organisation, then its breadcrumbs ending at the page itself.
    assert [block["@type"] for block in blocks[:2]] == ["Organization", "BreadcrumbList"]
    trail = blocks[1]["itemListElement"]
    assert trail[-1]["item"] == settings.site_origin + routes.localized(language, route.path)
    # Each block survives the trip through a <script> element as the same data.
    for block in blocks:
        assert json.loads(script_text(block)) == block


def test_the_validator_catches_a_posting_without_what_google_requires():
    posting = blocks_of(route_at(routes.job(JOBS[0].id)), "en")[2]
    broken = {**posting, "baseSalary": {"@type": "MonetaryAmount", "currency": "dollars"}}
    del broken["datePosted"], broken["employmentType"], broken["validThrough"]
    assert problems_in(broken) == [
        "JobPosting: datePosted is not an ISO 8601 date",
        "JobPosting: no validThrough (recommended)",
        "JobPosting: no employmentType (recommended)",
        "JobPosting: baseSalary has no ISO 4217 currency",
        "JobPosting: baseSalary.value needs an amount and a unitText",
    ]


@pytest.mark.parametrize("language", CODES)
def test_each_of_the_eight_jobs_is_posted_on_its_own_page_only(language):
    def postings_at(path: str) -> list[dict]:
        return [b for b in blocks_of(route_at(path), language) if b["@type"] == "JobPosting"]

    assert postings_at(routes.SERVICES) == []
    postings = [posting for job in JOBS for posting in postings_at(routes.job(job.id))]
    assert len(postings) == len(JOBS) == 8
    for posting, job in zip(postings, JOBS, strict=True):
        assert posting["description"].count(in_language(job.description, language)[:20]) == 1
        assert posting["title"] == in_language(job.title, language)
        assert posting["baseSalary"]["currency"] == job.currency
        assert posting["baseSalary"]["value"]["value"] == job.monthly_salary
        assert posting["identifier"]["value"] == job.id
        assert posting["employmentType"] == job.employment_type
        assert posting["validThrough"] == f"{job.closes_on.isoformat()}T23:59:00"
        assert posting["hiringOrganization"]["name"] == settings.brand_name
    tashkent = postings[0]["jobLocation"]["address"]
    assert (tashkent["addressCountry"], postings[0]["baseSalary"]["value"]["unitText"]) == (
        "UZ",
        "MONTH",
    )


def test_articles_are_blog_postings_and_news_are_news_articles():
    for post in blog.posts():
        [posting] = blocks_of(route_at(routes.blog_post(post.slug)), "de")[2:]
        assert posting["@type"] == "BlogPosting"
        assert posting["headline"] == in_language(post.title, "de")
        assert posting["datePublished"] == post.date.isoformat()
        assert posting["inLanguage"] == "de"
    for item in news.articles():
        [article] = blocks_of(route_at(routes.news_article(item.slug)), "fr")[2:]
        assert article["@type"] == "NewsArticle"
        assert article["datePublished"] == item.date.isoformat()


def test_pricing_answers_its_four_questions_as_an_faq_page():
    [faq] = blocks_of(route_at(routes.PRICING), "en")[2:]
    assert faq["@type"] == "FAQPage"
    assert [q["name"] for q in faq["mainEntity"]] == [in_language(q.question, "en") for q in FAQ]
    assert len(faq["mainEntity"]) == 4


def test_breadcrumbs_follow_the_path_through_existing_pages():
    trail = blocks_of(route_at(routes.JOB_MAP), "fr")[1]["itemListElement"]
    assert [item["item"] for item in trail] == [
        settings.site_origin + "/fr",
        settings.site_origin + "/fr/services",
        settings.site_origin + "/fr/services/job-map",
    ]
    assert trail[0]["name"] == "Accueil"
    # The home page is its own one-step trail.
    assert len(blocks_of(route_at(routes.HOME), "en")[1]["itemListElement"]) == 1


def test_a_closing_script_tag_in_content_cannot_end_the_block():
    text = script_text({"name": "</script><script>alert(1)</script>"})
    assert "</" not in text
    assert json.loads(text) == {"name": "</script><script>alert(1)</script>"}


def test_social_tags_describe_the_page_in_its_language():
    route = route_at(routes.blog_post(blog.posts()[0].slug))
    # Props are JavaScript string literals (JSON) in the compiled page; `property` is an
    # attribute passed as it is.
    rendered = {
        tag.custom_attrs.get("property") or json.loads(str(tag.name)): json.loads(str(tag.content))
        for tag in seo.social_tags(route, "fr")
        if "alternate" not in str(tag.custom_attrs.get("property", ""))
    }
    assert rendered["og:title"] == seo.tab_title(route, "fr")
    assert rendered["og:description"] == in_language(route.meta.description, "fr")
    assert rendered["og:url"] == settings.site_origin + routes.localized("fr", route.path)
    assert rendered["og:type"] == "article"
    assert rendered["og:locale"] == "fr_FR"
    assert rendered["twitter:card"] == "summary_large_image"
    assert rendered["twitter:image"] == settings.site_origin + seo.SHARE_IMAGE


@pytest.mark.parametrize("language", CODES)
def test_the_not_found_page_claims_no_address_of_its_own(language):
    # It answers at every unknown address (/fr/nowhere): a canonical, an alternate, og:url or
    # a breadcrumb would name "404" as a path ("http://localhost:3000fr/404" until 2026-11-27).
    route = route_at(routes.NOT_FOUND)
    assert [block["@type"] for block in blocks_of(route, language)] == ["Organization"]
    properties = [str(tag.custom_attrs.get("property")) for tag in seo.social_tags(route, language)]
    assert "og:title" in properties
    assert "og:url" not in properties
    assert language_links(routes.NOT_FOUND, language).render()["children"] == []
    assert len(language_links(routes.ABOUT, language).render()["children"]) == len(CODES) + 2
    with pytest.raises(ValueError, match="not a page's address"):
        routes.page_url(language, routes.NOT_FOUND)


def test_robots_txt_allows_crawling_and_names_the_sitemap():
    assert seo.robots_txt().splitlines() == [
        "User-agent: *",
        "Allow: /",
        "",
        f"Sitemap: {settings.site_origin}/sitemap.xml",
    ]
