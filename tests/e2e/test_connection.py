"""When the connection to the back end drops (issue 18, point 8): a notice in the page's
language within about a second, and what the visitor clicks meanwhile is applied once the
back end is back. The back end here is one of the test's own, stopped and started again."""

from __future__ import annotations

import time

from playwright.sync_api import Page, expect

from agency_site import routes
from agency_site.content import blog
from agency_site.content.blog import category_label
from agency_site.i18n import in_language, t
from tests.e2e.pages import hydrated, use_back_end, visit
from tests.e2e.server import ReflexBackend


def test_a_lost_connection_is_told_and_a_click_meanwhile_applies_once_back(
    page: Page, own_back_end: ReflexBackend, browser_errors
):
    # Chromium reports each failed attempt to reconnect while the back end is down.
    browser_errors.allow("WebSocket connection to")
    use_back_end(page, own_back_end.port)
    hydrated(visit(page, "/fr" + routes.BLOG))
    notice = page.get_by_test_id("connection-notice")
    expect(notice).to_have_count(0)

    own_back_end.crash()
    dropped = time.monotonic()
    expect(notice).to_be_visible(timeout=5_000)
    assert time.monotonic() - dropped < 1.5
    expect(notice).to_contain_text(in_language(t("Connection lost. Reconnecting..."), "fr"))

    culture = page.get_by_role(
        "button", name=in_language(category_label("Culture"), "fr"), exact=True
    )
    culture.click()
    expect(culture).to_have_attribute("aria-pressed", "false")

    own_back_end.start()
    expect(notice).to_have_count(0, timeout=30_000)
    expect(culture).to_have_attribute("aria-pressed", "true")
    cards = page.locator("section[aria-labelledby=posts-title] article h3:visible")
    expect(cards).to_have_count(sum(post.category == "Culture" for post in blog.posts()))
