"""The agency's long content (spec section 3 and 9): blog posts, news, legal pages, jobs."""

from __future__ import annotations

import pytest

from agency_site.content import blog, jobs, legal, markdown, news
from agency_site.content.documents import CONTENT_DIR
from agency_site.i18n import date_text
from agency_site.pages import ROUTES
from agency_site.settings import settings

PROJECT_ROOT = CONTENT_DIR.parents[1]

# Spec section 3: slugs in source order, with the category each post belongs to.
BLOG_POSTS = [
    ("quick-guide-uzbekistan-culture-traditions", "Culture"),
    ("top-5-cities-to-visit-in-uzbekistan", "Travel"),
    ("moving-to-uzbekistan-as-a-foreign-teacher", "Teaching"),
    ("cost-of-living-in-uzbekistan-2025", "Finance"),
    ("dos-and-donts-cultural-etiquette-for-expats", "Culture"),
    ("introduction-to-uzbek-cuisine", "Food"),
    ("transportation-in-uzbekistan", "Travel"),
    ("overview-of-the-uzbek-education-system", "Education"),
    ("how-foreigners-are-perceived-in-uzbekistan", "Culture"),
    ("20-basic-uzbek-phrases-for-daily-communication", "Language"),
    (f"{settings.brand_slug}-partners-with-the-tefl-academy", "Partnerships"),
]


def test_eleven_posts_with_the_spec_slugs_and_categories_in_source_order():
    assert [(post.slug, post.category) for post in blog.posts()] == BLOG_POSTS
    assert [post.id for post in blog.posts()] == list(range(1, 12))


@pytest.mark.parametrize("post", blog.posts(), ids=lambda post: post.slug)
def test_each_post_is_a_real_article(post):
    assert post.words >= 600, f"{post.slug} has {post.words} words"
    assert abs(post.read_minutes - post.words / 200) <= 1.5, post.read_time
    assert post.read_time == f"{post.read_minutes} min read"


def test_the_newest_post_announces_the_tefl_academy_partnership():
    newest = blog.posts()[-1]
    assert settings.brand_name in newest.title and "TEFL Academy" in newest.title
    assert newest.tags, "only the newest post carries tags"
    assert all(not post.tags for post in blog.posts()[:-1])
    assert "Ministry of Preschool and School Education" in newest.body


def test_an_article_links_to_the_uzbekistan_application_page():
    assert any("](/apply-uzbekistan)" in post.body for post in blog.posts())


def test_cost_of_living_article_has_the_spec_figures():
    article = next(
        post for post in blog.posts() if post.slug == "cost-of-living-in-uzbekistan-2025"
    )
    for figure in ("$300-$500", "$30-$50", "$0.15", "$2-$4", "$40-$70", "$15-$25", "$600-$1000"):
        assert figure in article.body, figure


def test_two_news_items_newest_first_with_their_dates():
    assert [(item.slug, date_text(item.date)) for item in news.articles()] == [
        ("tta-partnership", "4 September 2025"),
        ("bp-partnership", "11 August 2025"),
    ]
    assert date_text(news.articles()[0].date).readings() == {
        "en": "4 September 2025",
        "fr": "4 septembre 2025",
        "de": "4. September 2025",
    }
    for item in news.articles():
        assert item.words >= 300


@pytest.mark.parametrize("slug", ["privacy-policy", "gdpr-compliance"])
def test_legal_pages_say_what_the_site_stores(slug):
    page = legal.page(slug)
    assert page.words >= 500
    if slug == "privacy-policy":
        for key in ("theme", "cookie_consent", "i18nextLng", "hasVisited", "newsletterShownOn"):
            assert f"`{key}`" in page.body, key
    assert settings.contact_email in page.body, "tells visitors where to ask for deletion"


def _documents():
    yield from blog.posts()
    yield from news.articles()
    yield legal.page("privacy-policy")
    yield legal.page("gdpr-compliance")


def test_placeholders_are_filled_and_internal_links_lead_to_pages():
    paths = {route.path for route in ROUTES}
    for document in _documents():
        assert "{company}" not in document.body
        assert "{company}" not in document.title
        assert "{email}" not in document.body
        for node in markdown.parse(document.body).walk():
            if node.type == "link" and str(node.attrs["href"]).startswith("/"):
                assert node.attrs["href"] in paths, (document.slug, node.attrs["href"])


def test_cover_images_are_shipped():
    covers = [(post.cover, post.slug) for post in blog.posts()]
    covers += [(item.cover, item.slug) for item in news.articles()]
    for cover, slug in covers:
        assert (PROJECT_ROOT / "assets" / cover.lstrip("/")).is_file(), (slug, cover)


# Spec section 9: monthly salaries.
SALARIES = {
    ("Tashkent, Uzbekistan", "ESL Teacher"): "$2,800 per month",
    ("Samarkand, Uzbekistan", "ESL Teacher"): "$2,100 per month",
    ("Bukhara, Uzbekistan", "French Teacher"): "$2,000 per month",
    ("Khiva, Uzbekistan", "German Language Instructor"): "$2,200 per month",
    ("Dubai, UAE", "IB Chemistry Teacher"): "$4,500 per month",
    ("Abu Dhabi, UAE", "Primary Teacher"): "$4,000 per month",
    ("Madrid, Spain", "Bilingual Primary Teacher"): "€2,500 per month",
    ("Barcelona, Spain", "English Language Assistant"): "€1,000 per month",
}


def test_eight_jobs_in_three_groups_with_their_salaries():
    assert {(job.location, job.title): job.salary for job in jobs.JOBS} == SALARIES
    assert [len(jobs.jobs_in(region.id)) for region in jobs.REGIONS] == [4, 2, 2]
    assert all(len(job.requirements) >= 3 for job in jobs.JOBS)
