"""Theme (spec section 4, ColourModeState): system preference until the visitor chooses; choice
stored under `theme` as 'dark' or 'light'; the exact gradients; no flash on reload."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Browser, Page, expect

from agency_site import routes
from tests.e2e.pages import RETURNING_VISITOR, visit

DARK_GRADIENT = ["rgb(26, 26, 46)", "rgb(22, 33, 62)", "rgb(15, 52, 96)"]
LIGHT_GRADIENT = ["rgb(240, 242, 245)", "rgb(230, 233, 237)"]

# Records the root's dark class on every change and on every frame until load.
THEME_RECORDER = """
window.__darkSeen = [];
const record = () => document.documentElement && window.__darkSeen.push(
    document.documentElement.classList.contains('dark'));
new MutationObserver(record).observe(document, {attributes: true, subtree: true, attributeFilter: ['class']});
const frame = () => { record(); if (document.readyState !== 'complete') requestAnimationFrame(frame); };
requestAnimationFrame(frame);
"""


def background(page: Page) -> str:
    return page.evaluate("getComputedStyle(document.body).backgroundImage")


def stored_theme(page: Page):
    return page.evaluate("localStorage.getItem('theme')")


@pytest.fixture
def open_in_scheme(browser: Browser, site_url: str, browser_errors_factory):
    contexts = []

    def open_page(scheme: str) -> Page:
        context = browser.new_context(base_url=site_url, color_scheme=scheme)
        context.add_init_script(RETURNING_VISITOR)
        contexts.append((context, browser_errors_factory(page := context.new_page())))
        return visit(page, routes.HOME)

    yield open_page
    for context, errors in contexts:
        context.close()
        assert not errors.unexpected()


def test_system_dark_preference_decides_while_nothing_is_stored(open_in_scheme):
    page = open_in_scheme("dark")
    expect(page.locator("html")).to_have_class(re.compile(r"\bdark\b"))
    assert stored_theme(page) is None
    image = background(page)
    assert "linear-gradient(135deg" in image
    assert all(color in image for color in DARK_GRADIENT)


def test_system_light_preference_decides_while_nothing_is_stored(open_in_scheme):
    page = open_in_scheme("light")
    assert page.evaluate("document.documentElement.classList.contains('dark')") is False
    assert stored_theme(page) is None
    image = background(page)
    assert "linear-gradient(135deg" in image
    assert all(color in image for color in LIGHT_GRADIENT)


def test_a_change_of_system_preference_is_followed_while_nothing_is_stored(open_in_scheme):
    page = open_in_scheme("light")
    page.emulate_media(color_scheme="dark")
    expect(page.locator("html")).to_have_class(re.compile(r"\bdark\b"))
    assert stored_theme(page) is None


def test_the_toggle_flips_the_theme_and_stores_only_the_choice(open_in_scheme):
    page = open_in_scheme("light")
    toggle = page.get_by_test_id("theme-toggle")
    expect(toggle).to_have_accessible_name("Switch to dark theme")
    toggle.click()
    expect(page.locator("html")).to_have_class(re.compile(r"\bdark\b"))
    assert stored_theme(page) == "dark"
    expect(toggle).to_have_accessible_name("Switch to light theme")
    assert all(color in background(page) for color in DARK_GRADIENT)

    toggle.click()
    expect(page.locator("html")).not_to_have_class(re.compile(r"\bdark\b"))
    assert stored_theme(page) == "light"


def test_the_choice_holds_on_the_next_page_and_in_a_new_tab(open_in_scheme):
    page = open_in_scheme("light")
    page.get_by_test_id("theme-toggle").click()
    expect(page.locator("html")).to_have_class(re.compile(r"\bdark\b"))
    page.locator("header").get_by_role("navigation", name="Main").get_by_role(
        "link", name="Blog"
    ).click()
    expect(page).to_have_url(re.compile(r"/blog$"))
    expect(page.locator("html")).to_have_class(re.compile(r"\bdark\b"))
    other = page.context.new_page()
    visit(other, routes.ABOUT)
    expect(other.locator("html")).to_have_class(re.compile(r"\bdark\b"))


def test_a_stored_choice_beats_the_system_preference(open_in_scheme):
    page = open_in_scheme("dark")
    page.evaluate("localStorage.setItem('theme', 'light')")
    page.reload()
    expect(page.locator("main h1")).to_be_visible()
    assert page.evaluate("document.documentElement.classList.contains('dark')") is False


@pytest.mark.parametrize(
    ("scheme", "stored", "dark"), [("light", "dark", True), ("dark", "light", False)]
)
def test_no_flash_of_the_wrong_theme_on_reload(open_in_scheme, scheme, stored, dark):
    page = open_in_scheme(scheme)
    page.evaluate(f"localStorage.setItem('theme', '{stored}')")
    page.add_init_script(THEME_RECORDER)
    page.reload()
    expect(page.locator("main h1")).to_be_visible()
    page.wait_for_load_state("load")
    seen = page.evaluate("window.__darkSeen")
    # Before the head script runs, <html> has no class yet: that is before any paint.
    painted = seen[seen.index(dark) :] if dark in seen else []
    assert painted, f"never saw the {stored} theme: {seen}"
    assert set(painted) == {dark}, f"the theme changed after it was applied: {seen}"
    assert stored_theme(page) == stored
