"""Every page in every language, as the production build serves it, read in one load each:
its layout, title and heading; no content-policy violation and no console error once
hydrated; its images shipped, sized and described; in English its key content, in French
and German no English left. (At phone width: test_accessibility.py's scans.)"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from agency_site import routes, seo
from agency_site.content import blog, jobs, news
from agency_site.i18n import CODES
from agency_site.pages.home.data import STATISTICS
from agency_site.pages.ministry.data import STATISTICS as MINISTRY_STATISTICS
from agency_site.pages.partners.data import PARTNERS
from agency_site.pages.pricing.data import FAQ, PLANS
from agency_site.pages.services.data import CITIES, TRACKS
from agency_site.pages.volunteer.data import PROGRAMS
from agency_site.routes import Route
from tests.e2e.english import english_sentences_and_numbers, untranslated_entries
from tests.e2e.pages import PUBLIC_ROUTES, visit

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

ARTICLES = {routes.blog_post(post.slug): post for post in blog.posts()}

# Images already fetched, with what answered: a logo on every page is asked for once.
_SERVED_IMAGES: dict[str, tuple[int, str]] = {}

_IMAGES = """images => images.map(image => ({
    src: image.getAttribute('src'),
    alt: image.getAttribute('alt'),
    width: image.getAttribute('width'),
    height: image.getAttribute('height'),
}))"""


def _image_problems(page: Page) -> list[str]:
    problems = []
    for image in page.locator("main img").evaluate_all(_IMAGES):
        src = image["src"]
        if image["alt"] is None:
            problems.append(f"{src} has no alt attribute")
        if not (image["width"] and image["height"]):
            problems.append(f"{src} reserves no space")
        if not src.startswith("/"):
            problems.append(f"{src} is hot-linked")
            continue
        if src not in _SERVED_IMAGES:
            response = page.request.get(src)
            _SERVED_IMAGES[src] = (response.status, response.headers.get("content-type", ""))
        status, kind = _SERVED_IMAGES[src]
        if status != 200 or not kind.startswith("image/"):
            problems.append(f"{src} answered {status} {kind}")
    return problems


def _shows_the_article(page: Page, post: blog.BlogPost) -> None:
    article = page.locator("main article")
    expect(article.locator("h1")).to_have_text(post.title)
    expect(article.get_by_role("img", name=post.image)).to_be_visible()
    assert article.locator(".prose h2").count() >= 2, post.slug
    expect(page.get_by_role("link", name="View All Posts")).to_have_attribute("href", routes.BLOG)


# English first: the tab then remembers the language of the last page it showed, and would
# open an English address in it.
@pytest.mark.parametrize("route", PUBLIC_ROUTES, ids=lambda route: route.path)
@pytest.mark.parametrize("language", CODES)
def test_every_page_in_every_language(sweep_page: Page, route: Route, language: str):
    page = visit(sweep_page, routes.localized(language, route.path))
    # Hydrated, each page still has its own title (pa11y once found one without).
    expect(page).to_have_title(seo.tab_title(route, language))
    heading = page.locator("main h1")
    expect(heading).to_have_count(1)
    expect(heading).to_have_text(re.compile(r"\w"))
    expect(page.locator("header").first).to_be_visible()
    expect(page.get_by_test_id("testing-banner")).to_be_visible()
    expect(page.locator("footer")).to_contain_text("© 2025")
    expect(page.get_by_test_id("floating-apply")).to_be_attached()
    assert page.evaluate("window.__violations") == []
    assert _image_problems(page) == []
    if language == "en":
        for text in KEY_CONTENT.get(route.path, []):
            expect(page.locator("main")).to_contain_text(text)
        if route.path in ARTICLES:
            _shows_the_article(page, ARTICLES[route.path])
    else:
        assert untranslated_entries(page, language) == []
        english, numbers = english_sentences_and_numbers(page)
        assert english == [], "English sentences"
        assert numbers == [], "numbers in English format"
