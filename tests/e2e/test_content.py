"""Every page shows its real content, and every image it uses is shipped and described."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from agency_site import routes
from agency_site.content import blog, jobs, news
from agency_site.pages import ROUTES
from agency_site.pages.home.data import STATISTICS
from agency_site.pages.ministry.data import STATISTICS as MINISTRY_STATISTICS
from agency_site.pages.partners.data import PARTNERS
from agency_site.pages.pricing.data import FAQ, PLANS
from agency_site.pages.services.data import CITIES, TRACKS
from agency_site.pages.volunteer.data import PROGRAMS
from tests.e2e.pages import hydrated, visit

# Key content per page, taken from the data the page is built from.
KEY_CONTENT: dict[str, list[str]] = {
    routes.HOME: [
        *[stat.label for stat in STATISTICS],
        "October and December",
        "BrightMatch",
        "Are you scammers?",
        *[partner.name for partner in PARTNERS if partner.featured],
    ],
    routes.ABOUT: ["Our mission", "Award winner", "Our expert team", "Impact in numbers"],
    routes.SERVICES: [job.title for job in jobs.JOBS] + [job.salary for job in jobs.JOBS],
    routes.TEACH_IN_UZBEKISTAN: [track.title for track in TRACKS] + [city.name for city in CITIES],
    routes.JOBS_DASHBOARD: [job.location for job in jobs.JOBS],
    routes.VOLUNTEER_PROGRAMS: [program.duration for program in PROGRAMS],
    routes.MINISTRY_PARTNERSHIP: [fact.value for fact in MINISTRY_STATISTICS],
    routes.REVIEWS: ["What Our Community Says", "Share Your Experience"],
    routes.BLOG: [post.title for post in blog.posts()] + ["Stay Updated", "5,000+"],
    routes.PRICING: [plan.price for plan in PLANS] + [item.question for item in FAQ],
    routes.PARTNERS: [partner.name for partner in PARTNERS] + ["Join Our Network"],
    routes.PRIORITY_SERVICE: ["48 hours", "5 business days", "View Premium Packages (Soon!)"],
    routes.NEWS: [item.title for item in news.articles()],
    routes.AWARDS: ["2025/26"],
    routes.CONTACT: ["Teacher Inquiry", "Partnership Proposal", "5MB"],
    routes.CURRENCY_CONVERTER: ["USD", "EUR", "GBP", "UZS"],
    routes.PRIVACY_POLICY: ["cookie_consent", "hasVisited"],
    routes.PAYMENT: [plan.name for plan in PLANS],
}

PUBLIC_PATHS = [route.path for route in ROUTES if route.public]


@pytest.mark.parametrize("path", list(KEY_CONTENT))
def test_page_shows_its_key_content(sweep_page: Page, path):
    page = hydrated(visit(sweep_page, path))
    main = page.locator("main")
    for text in KEY_CONTENT[path]:
        expect(main).to_contain_text(text)


@pytest.mark.parametrize("path", PUBLIC_PATHS)
def test_every_image_is_shipped_sized_and_described(sweep_page: Page, path):
    page = hydrated(visit(sweep_page, path))
    images = page.locator("main img").evaluate_all(
        """images => images.map(image => ({
            src: image.getAttribute('src'),
            alt: image.getAttribute('alt'),
            width: image.getAttribute('width'),
            height: image.getAttribute('height'),
        }))"""
    )
    for image in images:
        assert image["alt"] is not None, f"{path}: {image['src']} has no alt attribute"
        assert image["width"] and image["height"], f"{path}: {image['src']} reserves no space"
        assert image["src"].startswith("/"), f"{path}: {image['src']} is hot-linked"
        response = page.request.get(image["src"])
        assert response.ok, f"{path}: {image['src']} answered {response.status}"
        assert response.headers["content-type"].startswith("image/"), image["src"]


def test_each_blog_article_shows_its_body_and_related_posts(sweep_page: Page):
    page = sweep_page
    for post in blog.posts():
        visit(page, routes.blog_post(post.slug))
        article = page.locator("main article")
        expect(article.locator("h1")).to_have_text(post.title)
        expect(article.get_by_role("img", name=post.image)).to_be_visible()
        assert article.locator(".prose h2").count() >= 2, post.slug
        expect(page.get_by_role("link", name="View All Posts")).to_have_attribute(
            "href", routes.BLOG
        )


@pytest.mark.parametrize("path", PUBLIC_PATHS)
def test_no_page_is_wider_than_a_phone(sweep_phone_page: Page, path):
    page = hydrated(visit(sweep_phone_page, path))
    overflow = page.evaluate(
        "() => document.documentElement.scrollWidth - document.documentElement.clientWidth"
    )
    assert overflow <= 0, f"{path} is {overflow} px wider than the screen"
