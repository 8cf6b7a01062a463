"""The fixed header (spec 2.2): scroll state, links, Services dropdown, current link,
BrightMatch, Priority hiring, language picker and the small-screen menu."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from agency_site import routes
from agency_site.layout import navigation
from tests.e2e.pages import PAGE_READY_MS, route_changed, visit

MAIN_LABELS = ["Home", "About Us", "Services", "Reviews", "Media", "Blog", "Contact"]


def main_nav(page: Page):
    return page.locator("header").get_by_role("navigation", name="Main")


def header_style(page: Page) -> dict:
    return page.evaluate(
        """() => {
            const style = getComputedStyle(document.querySelector('header'));
            return {background: style.backgroundColor, shadow: style.boxShadow};
        }"""
    )


# The scrolled look, read in the page (the scroll-driven style applies on the next frame).
SCROLLED_LOOK = "getComputedStyle(document.querySelector('header')).boxShadow !== 'none'"


def alpha(color: str) -> float:
    parts = re.findall(r"[\d.]+", color)
    return float(parts[3]) if len(parts) == 4 else 1.0


def scrolled(page: Page) -> bool:
    """Whether the header shows its scrolled look: translucent, with a shadow."""
    style = header_style(page)
    return style["shadow"] != "none" and alpha(style["background"]) < 1.0


@pytest.mark.parametrize("colour_scheme", ["light", "dark"])
def test_header_turns_translucent_with_a_shadow_past_50px(page: Page, colour_scheme: str):
    page.emulate_media(color_scheme=colour_scheme)
    visit(page, routes.HOME)
    assert page.evaluate("getComputedStyle(document.querySelector('header')).position") == "fixed"
    style = header_style(page)
    assert style["shadow"] == "none"
    assert alpha(style["background"]) == 1.0

    page.evaluate("window.scrollTo(0, 50)")
    page.wait_for_timeout(100)
    assert not scrolled(page)

    page.evaluate("window.scrollTo(0, 51)")
    page.wait_for_function(f"() => {SCROLLED_LOOK}")
    assert scrolled(page)

    page.evaluate("window.scrollTo(0, 0)")
    page.wait_for_function(f"() => !({SCROLLED_LOOK})")
    assert not scrolled(page)


def test_main_links_in_the_spec_order_then_brightmatch(page: Page):
    visit(page, routes.HOME)
    links = main_nav(page).locator(":scope > ul > li > a, :scope > ul > li > div > a")
    expect(links).to_have_count(len(MAIN_LABELS) + 1)
    texts = [links.nth(i).inner_text().strip() for i in range(len(MAIN_LABELS))]
    assert texts == MAIN_LABELS
    hrefs = [links.nth(i).get_attribute("href") for i in range(len(MAIN_LABELS))]
    assert hrefs == [item.path for item in navigation.MAIN]
    expect(links.last).to_have_attribute("href", routes.BRIGHTMATCH)


def test_brightmatch_link_is_highlighted(page: Page):
    visit(page, routes.HOME)
    brightmatch = main_nav(page).get_by_role("link", name=re.compile("BrightMatch"))
    plain = main_nav(page).get_by_role("link", name="Blog")
    highlight = brightmatch.evaluate("a => getComputedStyle(a).backgroundImage")
    assert "gradient" in highlight
    assert plain.evaluate("a => getComputedStyle(a).backgroundImage") == "none"
    expect(brightmatch).to_contain_text("Soon")


def test_services_dropdown_opens_on_hover_with_its_seven_pages(page: Page):
    visit(page, routes.HOME)
    dropdown = page.get_by_test_id("services-dropdown")
    expect(dropdown).to_be_hidden()
    main_nav(page).get_by_role("link", name="Services").hover()
    expect(dropdown).to_be_visible()
    items = dropdown.get_by_role("link")
    expect(items).to_have_count(7)
    assert [items.nth(i).get_attribute("href") for i in range(7)] == [
        item.path for item in navigation.SERVICE_PAGES
    ]
    page.locator("main h1").hover()
    expect(dropdown).to_be_hidden()


def test_services_dropdown_closes_on_route_change(page: Page):
    visit(page, routes.HOME)
    main_nav(page).get_by_role("link", name="Services").hover()
    dropdown = page.get_by_test_id("services-dropdown")
    dropdown.get_by_role("link", name="Job map").click()
    expect(page).to_have_url(re.compile(re.escape(routes.JOB_MAP) + "$"))
    expect(page.locator("main h1")).to_have_text("Job map")
    expect(page.get_by_test_id("services-dropdown")).to_be_hidden()


def test_services_dropdown_opens_for_keyboard_users(page: Page):
    visit(page, routes.HOME)
    main_nav(page).get_by_role("link", name="Services").focus()
    dropdown = page.get_by_test_id("services-dropdown")
    expect(dropdown).to_be_visible()
    page.keyboard.press("Escape")
    expect(dropdown).to_be_hidden()


def test_current_link_is_highlighted(page: Page):
    visit(page, routes.ABOUT)
    current = main_nav(page).locator("a[aria-current='page']")
    expect(current).to_have_count(1)
    expect(current).to_have_text("About Us")

    visit(page, routes.JOB_MAP)
    services = main_nav(page).get_by_role("link", name="Services")
    expect(services).to_have_attribute("aria-current", "page")
    expect(main_nav(page).get_by_role("link", name="Home")).not_to_have_attribute(
        "aria-current", "page"
    )


def test_priority_hiring_button_leads_to_the_priority_service(page: Page):
    visit(page, routes.HOME)
    button = page.get_by_test_id("priority-hiring")
    expect(button).to_have_text("Priority hiring")
    button.click()
    expect(page).to_have_url(re.compile(re.escape(routes.PRIORITY_SERVICE) + "$"))


def test_language_picker_lists_three_languages_with_flags(page: Page):
    visit(page, routes.HOME)
    picker = page.get_by_test_id("language-picker")
    options = picker.locator("ul a")
    expect(options.first).to_be_hidden()
    picker.locator("summary").click()
    expect(options).to_have_count(3)
    for index, name in enumerate(["English", "French", "German"]):
        expect(options.nth(index)).to_contain_text(name)
        flag = options.nth(index).locator("img")
        expect(flag).to_be_visible()
        # Lazy: it loads as the menu opens (alongside the pages the picker builds ahead).
        expect(flag).to_have_js_property("complete", True)
        assert flag.evaluate("img => img.naturalWidth") > 0


def test_language_menu_closes_on_a_click_outside_and_on_escape(page: Page):
    visit(page, routes.HOME)
    picker = page.get_by_test_id("language-picker")
    menu = picker.locator("ul")
    picker.locator("summary").click()
    expect(menu).to_be_visible()
    page.locator("main h1").click()
    expect(menu).to_be_hidden()

    picker.locator("summary").click()
    expect(menu).to_be_visible()
    page.keyboard.press("Escape")
    expect(menu).to_be_hidden()


@pytest.mark.parametrize("width", [1280, 390])
def test_escape_on_a_menu_item_gives_the_focus_back_to_its_button(page: Page, width: int):
    # The picker on a wide screen, the small-screen menu on a phone: opened, then entered, by
    # keyboard.
    page.set_viewport_size({"width": width, "height": 800})
    visit(page, routes.HOME)
    menu = page.get_by_test_id("language-picker" if width > 1000 else "mobile-menu")
    menu.locator("summary").focus()
    page.keyboard.press("Enter")
    first_item = menu.locator(":scope > div a").first
    expect(first_item).to_be_visible()
    first_item.focus()
    page.keyboard.press("Escape")
    expect(first_item).to_be_hidden()
    expect(menu.locator("summary")).to_be_focused()


def test_choosing_a_language_closes_the_menu_and_is_remembered(page: Page):
    visit(page, routes.HOME)
    picker = page.get_by_test_id("language-picker")
    picker.locator("summary").click()
    picker.get_by_role("link", name=re.compile("French")).click()
    expect(page).to_have_url(re.compile(r"/fr$"), timeout=PAGE_READY_MS)
    expect(picker.locator("ul")).to_be_hidden()
    expect(page.locator("html")).to_have_attribute("lang", "fr")
    expect(picker.locator("summary")).to_contain_text("FR")
    page.wait_for_function("() => localStorage.getItem('i18nextLng') === 'fr'")
    # The next visit of an English address opens the French one.
    visit(page, routes.HOME)
    expect(page).to_have_url(re.compile(r"/fr$"))
    expect(page.locator("html")).to_have_attribute("lang", "fr")


def test_menus_close_on_route_change_without_a_click(page: Page):
    # Back/forward navigation changes the route with no click that could close the menu.
    visit(page, routes.ABOUT)
    route_changed(page, page.locator("footer").get_by_role("link", name="Home").click)
    expect(page).to_have_url(re.compile(r"/$"))
    picker = page.get_by_test_id("language-picker")
    picker.locator("summary").click()
    expect(picker.locator("ul")).to_be_visible()
    page.go_back()
    expect(page).to_have_url(re.compile(r"/about$"))
    expect(page.get_by_test_id("language-picker").locator("ul")).to_be_hidden()


def test_small_screens_get_a_collapsible_menu_with_the_same_items(phone_page: Page):
    page = phone_page
    visit(page, routes.HOME)
    expect(page.locator("header").get_by_role("navigation", name="Main")).to_be_hidden()
    menu = page.get_by_test_id("mobile-menu")
    panel = menu.get_by_role("navigation", name="Main")
    expect(panel).to_be_hidden()
    menu.locator("summary").click()
    expect(panel).to_be_visible()
    labels = [text.strip() for text in panel.get_by_role("link").all_inner_texts()]
    expected = [
        "Home",
        "About Us",
        *[item.label for item in navigation.SERVICE_PAGES],
        "Reviews",
        "Media",
        "Blog",
        "Contact",
    ]
    assert labels[: len(expected)] == expected
    assert any(label.startswith("BrightMatch") for label in labels)
    assert labels[-1] == "Priority hiring"


def test_small_screen_menu_closes_on_route_change_and_outside_click(phone_page: Page):
    page = phone_page
    visit(page, routes.HOME)
    menu = page.get_by_test_id("mobile-menu")
    panel = menu.get_by_role("navigation", name="Main")
    menu.locator("summary").click()
    route_changed(page, panel.get_by_role("link", name="Reviews").click)
    expect(page).to_have_url(re.compile(r"/testimonials$"))
    expect(page.get_by_test_id("mobile-menu").get_by_role("navigation", name="Main")).to_be_hidden()

    page.get_by_test_id("mobile-menu").locator("summary").click()
    expect(
        page.get_by_test_id("mobile-menu").get_by_role("navigation", name="Main")
    ).to_be_visible()
    # The open panel covers the page but for a margin at each side.
    page.mouse.click(4, 500)
    expect(page.get_by_test_id("mobile-menu").get_by_role("navigation", name="Main")).to_be_hidden()

    page.get_by_test_id("mobile-menu").locator("summary").click()
    page.go_back()
    expect(page).to_have_url(re.compile(r"/$"))
    expect(page.get_by_test_id("mobile-menu").get_by_role("navigation", name="Main")).to_be_hidden()


# The header's row at each desktop width: the brand name whole, and, when the main links
# show, room to spare for a browser's classic scrollbar (about 15 px; headless Chromium
# hides its own).
HEADER_ROW = """() => {
    const row = document.querySelector('header > div');
    const style = getComputedStyle(row);
    const inner = row.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const used = Array.from(row.children).reduce(
        (sum, child) => sum + child.getBoundingClientRect().width, 0
    ) + parseFloat(style.columnGap) * (row.children.length - 1);
    const brand = row.querySelector('a[href] > span:last-child');
    const nav = row.querySelector('nav');
    return {
        brand: [brand.scrollWidth, brand.clientWidth],
        spare: inner - used,
        links: nav !== null && getComputedStyle(nav).display !== 'none',
        menu: getComputedStyle(row.querySelector('[data-testid="mobile-menu"]')).display !== 'none',
    };
}"""
SCROLLBAR_PX = 16
# Every 32 px, the breakpoints and the commonest laptop widths.
DESKTOP_WIDTHS = sorted({*range(1024, 1921, 32), 1279, 1280, 1359, 1360, 1366, 1440, 1535, 1536})


@pytest.mark.parametrize("language", ["en", "fr", "de"])
def test_the_brand_name_stays_whole_at_every_desktop_width(production_page: Page, language: str):
    page = production_page
    page.goto(routes.localized(language, routes.HOME))
    for width in DESKTOP_WIDTHS:
        page.set_viewport_size({"width": width, "height": 800})
        row = page.evaluate(HEADER_ROW)
        scroll_width, shown_width = row["brand"]
        assert scroll_width <= shown_width, f"{language} at {width} px: the brand is cut {row}"
        assert row["links"] != row["menu"], f"{language} at {width} px: links or menu {row}"
        if row["links"]:
            assert row["spare"] >= SCROLLBAR_PX, f"{language} at {width} px: no room {row}"
