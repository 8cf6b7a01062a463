"""Accessibility (issue 7): axe-core finds nothing on any page, in light and dark, at phone
and desktop width (see ONE_SCHEME_PER_WIDTH for pages that share a template), nor in the
menus and dialogs once open; no page is wider than a phone; every control is reached by Tab
and shows a focus ring; dialogs keep focus inside and give it back.

The scans run with reduced motion, so no section is caught halfway through its fade-in
(axe would measure the contrast of half-transparent text).
"""

from __future__ import annotations

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import Page, expect

from agency_site import routes
from tests.e2e.conftest import DESKTOP, PHONE
from tests.e2e.pages import (
    FIRST_OF_EACH_BUILDER,
    PUBLIC_ROUTES,
    RETURNING_VISITOR,
    open_newsletter_popup,
    visit,
)

AXE = Axe()
SCHEMES = ("light", "dark")
LAYOUTS = {"phone": PHONE, "desktop": DESKTOP}
# A page built by the same function as an earlier one (an article, a job, a partner, a news
# item, the second legal or payment page) has that page's layout and styles and only its own
# content: it is scanned at both widths, in one scheme per width. The first of each is
# scanned in all four combinations.
ONE_SCHEME_PER_WIDTH = {"phone": "light", "desktop": "dark"}


def _scans() -> list[tuple[str, str, str]]:
    first_of_their_kind = {route.path for route in FIRST_OF_EACH_BUILDER}
    scans = []
    for route in PUBLIC_ROUTES:
        for layout in LAYOUTS:
            if route.path in first_of_their_kind:
                schemes = SCHEMES
            else:
                schemes = [ONE_SCHEME_PER_WIDTH[layout]]
            scans += [(scheme, layout, route.path) for scheme in schemes]
    return sorted(scans, key=lambda scan: scan[:2])


def violations(page: Page) -> list[str]:
    """axe-core's findings (every rule it runs by default), one line per element."""
    found = AXE.run(page).response["violations"]
    return [f"{rule['id']}: {node['target']}" for rule in found for node in rule["nodes"]]


@pytest.fixture(scope="module")
def scanners(browser, production_url: str):
    """One page of the production build per colour scheme and width, opened on first use
    and kept for the module (a page loads faster in a tab that has loaded one); the cookie
    banner shows (nothing stored)."""
    pages: dict[tuple[str, str], Page] = {}

    def scanner(scheme: str, layout: str) -> Page:
        if (scheme, layout) not in pages:
            context = browser.new_context(
                base_url=production_url,
                viewport=LAYOUTS[layout],
                color_scheme=scheme,
                reduced_motion="reduce",
                is_mobile=layout == "phone",
                has_touch=layout == "phone",
            )
            context.add_init_script(RETURNING_VISITOR)
            pages[scheme, layout] = context.new_page()
        return pages[scheme, layout]

    yield scanner
    for page in pages.values():
        page.context.close()


@pytest.mark.parametrize(("scheme", "layout", "path"), _scans())
def test_axe_finds_nothing_on_the_page(scanners, scheme: str, layout: str, path: str):
    page = visit(scanners(scheme, layout), path)
    assert violations(page) == []
    if layout == "phone":
        overflow = page.evaluate(
            "() => document.documentElement.scrollWidth - document.documentElement.clientWidth"
        )
        assert overflow <= 0, f"{path} is {overflow} px wider than the screen"


@pytest.fixture(params=SCHEMES)
def dark_or_light(page: Page, request) -> Page:
    page.emulate_media(color_scheme=request.param, reduced_motion="reduce")
    return page


def test_axe_finds_nothing_in_the_open_menus(dark_or_light: Page):
    page = visit(dark_or_light, routes.ABOUT)
    page.get_by_test_id("language-picker").locator("summary").click()
    page.get_by_role("navigation", name="Main").get_by_role("link", name="Services").hover()
    expect(page.get_by_test_id("services-dropdown")).to_be_visible()
    assert violations(page) == []


def test_axe_finds_nothing_in_the_open_mobile_menu(phone_page: Page):
    phone_page.emulate_media(color_scheme="dark", reduced_motion="reduce")
    visit(phone_page, routes.HOME)
    menu = phone_page.get_by_test_id("mobile-menu")
    menu.locator("summary").click()
    expect(menu.get_by_role("navigation", name="Main")).to_be_visible()
    assert violations(phone_page) == []


def test_axe_finds_nothing_in_the_review_dialog(dark_or_light: Page):
    page = visit(dark_or_light, routes.REVIEWS)
    page.get_by_role("button", name="Submit Your Review (Soon!)").click()
    expect(page.get_by_test_id("review-dialog")).to_be_visible()
    assert violations(page) == []


@pytest.mark.first_visit
def test_axe_finds_nothing_in_the_newsletter_pop_up(dark_or_light: Page):
    popup = open_newsletter_popup(dark_or_light)
    expect(popup).to_be_visible()
    assert violations(dark_or_light) == []


# Everything a keyboard user can land on, as the browser decides (visible and not inert).
MARK_FOCUSABLE = """() => {
  const selector = "a[href], button:not([disabled]), input:not([disabled]), " +
    "select:not([disabled]), textarea:not([disabled]), summary, [tabindex]";
  const reachable = [...document.querySelectorAll(selector)].filter((element) =>
    element.tabIndex >= 0 && element.checkVisibility({visibilityProperty: true}) &&
    !element.closest("[inert], [aria-hidden='true']") && element.getClientRects().length);
  reachable.forEach((element, index) => element.setAttribute("data-focus-check", index));
  return reachable.length;
}"""

# The focused element's mark, and whether something shows where the focus is: an outline or
# a ring (box-shadow) on it or on the control it sits in.
FOCUS_STATE = """() => {
  const element = document.activeElement;
  const shows = (node) => {
    if (!node) return false;
    const style = getComputedStyle(node);
    return (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0) ||
      style.boxShadow !== "none";
  };
  return {mark: element.getAttribute("data-focus-check"),
          ring: shows(element) || shows(element.parentElement)};
}"""

KEYBOARD_PATHS = [
    routes.HOME,
    routes.SERVICES,
    routes.BLOG,
    routes.CONTACT,
    routes.PRICING,
    routes.PARTNERS,
    routes.REVIEWS,
]


@pytest.mark.parametrize("path", KEYBOARD_PATHS)
def test_tab_reaches_every_control_and_each_shows_a_focus_ring(page: Page, path: str):
    visit(page, path)
    count = page.evaluate(MARK_FOCUSABLE)
    assert count > 10
    reached, without_ring = set(), []
    # Twice round the page at most: Tab can also land on the browser's own UI.
    for _ in range(2 * count + 10):
        page.keyboard.press("Tab")
        state = page.evaluate(FOCUS_STATE)
        if state["mark"] is None:
            continue
        reached.add(int(state["mark"]))
        if not state["ring"]:
            without_ring.append(page.evaluate("document.activeElement.outerHTML.slice(0, 120)"))
        if len(reached) == count:
            break
    missed = [
        page.locator(f"[data-focus-check='{index}']").evaluate("e => e.outerHTML.slice(0, 120)")
        for index in range(count)
        if index not in reached
    ]
    assert missed == []
    assert without_ring == []


def test_the_review_dialog_keeps_tab_inside_and_gives_focus_back(page: Page):
    visit(page, routes.REVIEWS)
    opener = page.get_by_role("button", name="Submit Your Review (Soon!)")
    opener.click()
    dialog = page.get_by_test_id("review-dialog")
    expect(dialog.get_by_label("Name")).to_be_focused()
    inside = "() => document.getElementById('review-dialog').contains(document.activeElement)"
    for key in ["Tab"] * 8 + ["Shift+Tab"] * 8:
        page.keyboard.press(key)
        assert page.evaluate(inside), f"focus left the dialog after {key}"
    page.keyboard.press("Escape")
    expect(dialog).to_be_hidden()
    expect(opener).to_be_focused()
