"""Behaviours the spec names, checked on both servers the way a visitor and a tester meet
them: the production build (as visitors get it, under its content policy) and the dev
server (as testers run it). Each of these once held on one server and not the other, or
held for a moment and then broke, with the rest of the suite green."""

from __future__ import annotations

import io
import re

import pytest
from PIL import Image, ImageFilter
from playwright.sync_api import Page, expect

from agency_site import routes
from agency_site.content import blog
from agency_site.i18n import CODES, SOURCE_LANGUAGE, in_language
from agency_site.layout import navigation
from tests.e2e.pages import (
    PAGE_READY_MS,
    hydrated,
    newsletter_popup,
    notices,
    open_newsletter_popup,
    visit,
)
from tests.e2e.server import on_both_servers

pytestmark = on_both_servers


@pytest.fixture
def site_url(server_url: str) -> str:
    return server_url


def ends_with(path: str) -> re.Pattern[str]:
    return re.compile(re.escape(path) + "$")


# Spec 2.12 and 8: an unknown slug redirects to /blog.


@pytest.mark.parametrize("language", CODES)
def test_an_unknown_article_sends_the_visitor_to_the_blog_list(page: Page, language: str):
    page.goto(routes.localized(language, routes.blog_post("this-article-does-not-exist")))
    # The dev server compiles a page's code on its first request: the redirect waits for it.
    expect(page).to_have_url(
        ends_with(routes.localized(language, routes.BLOG)), timeout=PAGE_READY_MS
    )
    expect(page.locator("main h1")).to_be_visible()
    hydrated(page)
    first_post = routes.localized(language, routes.blog_post(blog.posts()[0].slug))
    expect(page.locator(f"main a[href='{first_post}']").first).to_be_visible()


# Spec 4: the pop-up shows 3000 ms after a session's first page load, once per session.


@pytest.mark.first_visit
def test_the_pop_up_left_open_is_not_shown_again_on_reload_or_another_page(page: Page):
    open_newsletter_popup(page, routes.HOME)
    page.reload()
    hydrated(page)
    page.wait_for_timeout(4_000)
    expect(newsletter_popup(page)).to_have_count(0)

    page.get_by_role("navigation", name="Main").get_by_role("link", name="About Us").click()
    expect(page).to_have_url(ends_with(routes.ABOUT))
    hydrated(page)
    page.wait_for_timeout(4_000)
    expect(newsletter_popup(page)).to_have_count(0)

    page.go_back()
    expect(page).to_have_url(ends_with("/"))
    hydrated(page)
    page.wait_for_timeout(1_000)
    expect(newsletter_popup(page)).to_have_count(0)


# Spec 2.2: menus and dropdowns close on route change (and the keyboard gets through them). The page an item leads to is drawn
# under a pointer resting where the item was; the browser then tells the elements now under
# it that the pointer entered them, without a move.


def services_dropdown(page: Page):
    return page.get_by_test_id("services-dropdown")


def main_nav(page: Page):
    return page.get_by_role("navigation", name="Main")


def services_link(page: Page):
    return main_nav(page).get_by_role("link", name="Services")


def test_the_services_dropdown_stays_closed_on_the_page_an_item_leads_to(page: Page):
    visit(page, routes.HOME)
    services_link(page).hover()
    services_dropdown(page).get_by_role("link", name="Job map").click()
    expect(page).to_have_url(ends_with(routes.JOB_MAP))
    hydrated(page)
    for boundary_event in ("pointerover", "pointerenter", "mouseover", "mouseenter"):
        services_link(page).dispatch_event(
            boundary_event, {"bubbles": boundary_event.endswith("over")}
        )
    page.wait_for_timeout(1_000)
    expect(services_dropdown(page)).to_be_hidden()
    # The pointer moving over Services again opens it.
    services_link(page).hover()
    expect(services_dropdown(page)).to_be_visible()


def test_the_keyboard_goes_through_the_services_dropdown_and_on(page: Page):
    visit(page, routes.ABOUT)
    services_link(page).focus()
    expect(services_dropdown(page)).to_be_visible()
    for item in navigation.SERVICE_PAGES:
        page.keyboard.press("Tab")
        label = in_language(item.label, SOURCE_LANGUAGE)
        expect(services_dropdown(page).get_by_role("link", name=label)).to_be_focused()
    page.keyboard.press("Tab")
    expect(main_nav(page).get_by_role("link", name="Reviews")).to_be_focused()
    expect(services_dropdown(page)).to_be_hidden()
    page.keyboard.press("Shift+Tab")
    expect(services_link(page)).to_be_focused()
    expect(services_dropdown(page)).to_be_visible()
    page.keyboard.press("Shift+Tab")
    expect(main_nav(page).get_by_role("link", name="About Us")).to_be_focused()
    expect(services_dropdown(page)).to_be_hidden()


# Spec 4 and 8: a sent message opens the mail app and thanks the visitor; every notice
# closes after its time (5000 ms by default), the thanks too.


def test_a_sent_message_opens_the_mail_app_and_the_thanks_close_in_time(page: Page):
    visit(page, routes.CONTACT)
    page.fill("#contact-name", "Ann")
    page.fill("#contact-email", "ann@example.com")
    page.select_option("#contact-subject", "Other")
    page.fill("#contact-message", "Hello")
    with page.expect_request(lambda request: request.url.startswith("mailto:")):
        page.get_by_role("button", name="Send Message").click()
    expect(notices(page)).to_contain_text("Message Sent!")
    page.wait_for_timeout(3_500)
    expect(notices(page)).to_have_count(1)
    expect(notices(page)).to_have_count(0, timeout=4_000)


# Testers read the pages' text with Playwright (inner_text, the DOM's innerText) and look at
# full-page screenshots: every band of a long page is there without scrolling to it first.

LONG_PAGES = [routes.HOME, routes.MINISTRY_PARTNERSHIP, routes.PARTNERS, routes.REVIEWS]


def sections(page: Page):
    return page.locator("main section")


@pytest.mark.parametrize("path", LONG_PAGES)
def test_every_band_has_its_text_without_scrolling_to_it(page: Page, path: str):
    visit(page, path)
    count = sections(page).count()
    assert count >= 4, f"{path}: {count} bands"
    empty = [index for index in range(count) if not sections(page).nth(index).inner_text().strip()]
    assert not empty, f"{path}: bands {empty} of {count} read as empty"
    assert page.evaluate("window.scrollY") == 0


def has_drawn_content(image: Image.Image) -> bool:
    """Text, icons and edges give strong contrast between neighbouring pixels; a band the
    browser left blank is a flat colour or the page's gentle gradient. (The edge filter
    finds an edge all around an image's border: that row of pixels is left out.)"""
    edges = image.convert("L").filter(ImageFilter.FIND_EDGES)
    inside = edges.crop((1, 1, edges.width - 1, edges.height - 1))
    return inside.getextrema()[1] > 96


@pytest.mark.parametrize("path", LONG_PAGES)
def test_a_full_page_screenshot_shows_every_band(page: Page, path: str):
    visit(page, path)
    shot = Image.open(io.BytesIO(page.screenshot(full_page=True)))
    boxes = sections(page).evaluate_all(
        """bands => bands.map((band) => {
            const box = band.getBoundingClientRect();
            return [box.left, box.top + scrollY, box.right, box.bottom + scrollY].map(Math.round);
        })"""
    )
    blank = [index for index, box in enumerate(boxes) if not has_drawn_content(shot.crop(box))]
    assert not blank, f"{path}: bands {blank} of {len(boxes)} are blank in the screenshot"
