"""The error page, the dev sweep, the loading placeholder, no Radix Themes stylesheet.
(Every route in the layout with its own title: test_every_page.py.)"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from agency_site import routes
from tests.e2e import diagnostic_pages
from tests.e2e.pages import visit


def test_every_page_of_the_dev_server_loads_without_a_browser_error(dev_sweep_errors):
    """The dev sweep: the warm-up loaded every page in development, where React warns of
    what production leaves silent."""
    assert not dev_sweep_errors, "\n".join(dev_sweep_errors)


# The failing page is the dev server's (AGENCY_TEST_PAGES).
@pytest.mark.dev_server
def test_render_error_shows_the_error_page_inside_the_layout(page: Page, browser_errors):
    # React reports the caught error on the console; that is the point of this test.
    browser_errors.allow("Diagnostic render failure")
    browser_errors.allow("The above error occurred")
    visit(page, diagnostic_pages.RENDER_ERROR)
    expect(page.get_by_role("heading", name="Unexpected Application Error!")).to_be_visible()
    expect(page.get_by_test_id("error-message")).to_have_text("Diagnostic render failure")
    # The boundary sits around the page content: header and footer survive.
    expect(page.locator("header").first).to_be_visible()
    expect(page.locator("footer")).to_be_visible()
    expect(page.get_by_role("link", name="Go to the home page")).to_have_attribute("href", "/")


def test_loading_placeholder_shows_while_the_next_page_loads(page: Page):
    visit(page, routes.HOME)
    expect(page.locator("main h1")).to_be_visible()
    held = []
    # Hold back the About page's code (dev and production chunk names) until we let it go.
    page.route(re.compile(r"(\[about\]|_about_)\._index"), lambda route: held.append(route))
    page.get_by_role("navigation", name="Main").get_by_role("link", name="About Us").click()
    placeholder = page.get_by_role("status").filter(has_text="Loading...")
    expect(placeholder).to_be_visible()
    assert held, "the About page's code was requested"
    held[0].continue_()
    expect(page.locator("main h1")).to_have_text(
        "Great teachers, great schools, one trusted partner"
    )
    expect(placeholder).to_have_count(0)


def test_no_radix_themes_stylesheet_is_loaded(page: Page):
    visit(page, routes.HOME)
    uses_radix = page.evaluate(
        """() => [...document.styleSheets].some(sheet => {
            try { return [...sheet.cssRules].some(rule => rule.cssText.includes('.radix-themes')); }
            catch { return false; }
        })"""
    )
    assert uses_radix is False
