"""Cookie banner (spec section 4): shown while no choice is stored, stores 'true' or
'false', links to the legal pages and never flashes once a choice exists."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from agency_site import routes
from tests.e2e.pages import visit

# Samples whether the banner is displayed on every DOM change and frame until load (once a
# choice is stored, it may be hidden by CSS or not rendered at all).
BANNER_RECORDER = """
window.__bannerShown = [];
const sample = () => {
  const banner = document.querySelector('[data-testid="cookie-banner"]');
  window.__bannerShown.push(!!banner && getComputedStyle(banner).display !== 'none');
};
new MutationObserver(sample).observe(document, {childList: true, subtree: true});
const frame = () => { sample(); if (document.readyState !== 'complete') requestAnimationFrame(frame); };
requestAnimationFrame(frame);
"""


def banner(page: Page):
    return page.get_by_test_id("cookie-banner")


def test_banner_shows_while_nothing_is_stored_and_links_to_the_legal_pages(page: Page):
    visit(page, routes.ABOUT)
    expect(banner(page)).to_be_visible()
    assert page.evaluate("localStorage.getItem('cookie_consent')") is None
    expect(banner(page).get_by_role("link", name="Privacy Policy")).to_have_attribute(
        "href", routes.PRIVACY_POLICY
    )
    expect(banner(page).get_by_role("link", name="GDPR Compliance")).to_have_attribute(
        "href", routes.GDPR_COMPLIANCE
    )
    banner(page).get_by_role("link", name="Privacy Policy").click()
    expect(page).to_have_url(re.compile(re.escape(routes.PRIVACY_POLICY) + "$"))
    expect(banner(page)).to_be_visible()


@pytest.mark.parametrize(("button", "stored"), [("Accept All", "true"), ("Reject All", "false")])
def test_a_choice_is_stored_and_hides_the_banner_for_good(page: Page, button, stored):
    visit(page, routes.HOME)
    banner(page).get_by_role("button", name=button).click()
    expect(banner(page)).to_be_hidden()
    assert page.evaluate("localStorage.getItem('cookie_consent')") == stored

    page.get_by_role("navigation", name="Main").get_by_role("link", name="Contact").click()
    expect(page.locator("main h1")).to_have_text("Get in touch")
    expect(banner(page)).to_be_hidden()

    page.add_init_script(BANNER_RECORDER)
    page.reload()
    expect(page.locator("main h1")).to_be_visible()
    page.wait_for_load_state("load")
    shown = page.evaluate("window.__bannerShown")
    assert shown, "the recorder sampled the page"
    assert not any(shown), "the banner was displayed during reload"
