"""Filters (spec sections 2.11, 2.15 and 4): blog search and categories, the home partner
showcase and the /partners grid, held by BlogSearchState and PartnerFilterState."""

from __future__ import annotations

import re
import time

import pytest
from playwright.sync_api import Locator, Page, expect

from agency_site import routes
from agency_site.content import blog
from agency_site.pages.partners.data import PARTNERS
from tests.e2e.pages import notices, visit

POSTS = blog.posts()
FEATURED = [partner.name for partner in PARTNERS if partner.featured]
NETWORK = [partner.name for partner in PARTNERS if not partner.featured]


def shown_titles(cards: Locator) -> list[str]:
    return [text.strip() for text in cards.locator("h3:visible").all_inner_texts()]


def announcement(page: Page) -> Locator:
    return page.get_by_role("status").filter(has_text=re.compile(r"\d+ of \d+"))


# Blog list --------------------------------------------------------------------------------


def post_cards(page: Page) -> Locator:
    return page.locator("section[aria-labelledby=posts-title] article")


def blog_search(page: Page) -> Locator:
    return page.get_by_role("searchbox", name="Search articles")


def category(page: Page, name: str) -> Locator:
    return page.get_by_role("group", name="Filter posts by category").get_by_role(
        "button", name=name, exact=True
    )


def expected_posts(query: str = "", category_key: str | None = None) -> list[str]:
    needle = query.lower()
    return [
        post.title
        for post in POSTS
        if (needle in post.title.lower() or needle in post.excerpt.lower())
        and category_key in (None, post.category)
    ]


def test_blog_starts_with_every_post_and_all_posts_chosen(page: Page):
    visit(page, routes.BLOG)
    assert shown_titles(post_cards(page)) == [post.title for post in POSTS]
    expect(category(page, "All Posts")).to_have_attribute("aria-pressed", "true")
    categories = list(dict.fromkeys(post.category for post in POSTS))
    buttons = page.get_by_role("group", name="Filter posts by category").get_by_role("button")
    expect(buttons).to_have_text(["All Posts", *categories])
    expect(page.get_by_test_id("blog-empty")).to_be_hidden()
    # Nothing is announced until the visitor changes the filter.
    expect(announcement(page)).to_have_count(0)


def test_search_matches_titles(page: Page):
    visit(page, routes.BLOG)
    blog_search(page).fill("Cuisine")
    expected = expected_posts("cuisine")
    assert expected == ["An Introduction to Uzbek Cuisine"]
    expect(post_cards(page).locator("h3:visible")).to_have_text(expected)


def test_search_matches_excerpts_and_ignores_case(page: Page):
    visit(page, routes.BLOG)
    # 'Plov' appears in one excerpt and in no title.
    assert not any("plov" in post.title.lower() for post in POSTS)
    expected = expected_posts("plov")
    assert len(expected) == 1
    for query in ("plov", "PLOV", "pLoV"):
        blog_search(page).fill(query)
        expect(post_cards(page).locator("h3:visible")).to_have_text(expected)
    blog_search(page).fill("UZBEKISTAN")
    expect(post_cards(page).locator("h3:visible")).to_have_text(expected_posts("uzbekistan"))


def test_the_list_follows_each_keystroke(page: Page):
    visit(page, routes.BLOG)
    blog_search(page).press_sequentially("tra")
    expect(post_cards(page).locator("h3:visible")).to_have_text(expected_posts("tra"))
    blog_search(page).press_sequentially("ns")
    expect(post_cards(page).locator("h3:visible")).to_have_text(expected_posts("trans"))
    blog_search(page).press("Backspace")
    expect(post_cards(page).locator("h3:visible")).to_have_text(expected_posts("tran"))


def test_category_and_search_combine(page: Page):
    visit(page, routes.BLOG)
    category(page, "Culture").click()
    expect(category(page, "Culture")).to_have_attribute("aria-pressed", "true")
    expect(category(page, "All Posts")).to_have_attribute("aria-pressed", "false")
    culture = expected_posts(category_key="Culture")
    assert len(culture) == 3
    expect(post_cards(page).locator("h3:visible")).to_have_text(culture)

    blog_search(page).fill("foreign")
    combined = expected_posts("foreign", "Culture")
    assert combined and combined != expected_posts("foreign")
    expect(post_cards(page).locator("h3:visible")).to_have_text(combined)

    # The search stays while the category changes.
    category(page, "All Posts").click()
    expect(post_cards(page).locator("h3:visible")).to_have_text(expected_posts("foreign"))


def test_no_match_shows_the_empty_state_until_the_filter_changes(page: Page):
    visit(page, routes.BLOG)
    empty = page.get_by_test_id("blog-empty")
    blog_search(page).fill("quantum physics")
    expect(post_cards(page).locator("h3:visible")).to_have_count(0)
    expect(empty).to_be_visible()
    expect(empty.get_by_role("heading", name="No Articles Found")).to_be_visible()
    expect(empty).to_contain_text("Try adjusting your search or category selection.")
    expect(announcement(page)).to_have_text(f"0 of {len(POSTS)} articles shown")

    blog_search(page).fill("")
    expect(post_cards(page).locator("h3:visible")).to_have_count(len(POSTS))
    expect(empty).to_be_hidden()

    # A category without the searched text empties the list too; another one recovers it.
    blog_search(page).fill("cuisine")
    category(page, "Finance").click()
    expect(empty).to_be_visible()
    category(page, "Food").click()
    expect(empty).to_be_hidden()
    expect(post_cards(page).locator("h3:visible")).to_have_text(expected_posts("cuisine", "Food"))
    expect(announcement(page)).to_have_text(f"1 of {len(POSTS)} articles shown")


def test_categories_work_from_the_keyboard(page: Page):
    visit(page, routes.BLOG)
    category(page, "Travel").focus()
    page.keyboard.press("Enter")
    expect(post_cards(page).locator("h3:visible")).to_have_text(
        expected_posts(category_key="Travel")
    )
    page.keyboard.press("Tab")
    expect(category(page, "Teaching")).to_be_focused()
    page.keyboard.press("Space")
    expect(category(page, "Teaching")).to_have_attribute("aria-pressed", "true")
    expect(category(page, "Travel")).to_have_attribute("aria-pressed", "false")
    expect(post_cards(page).locator("h3:visible")).to_have_text(
        expected_posts(category_key="Teaching")
    )


def test_search_button_only_shows_feature_in_progress_for_3000_ms(page: Page):
    visit(page, routes.BLOG)
    blog_search(page).fill("cuisine")
    expect(post_cards(page).locator("h3:visible")).to_have_count(1)
    notice = notices(page)
    page.get_by_role("button", name="Search", exact=True).click()
    expect(notice).to_contain_text("Feature In Progress")
    started = time.monotonic()
    expect(post_cards(page).locator("h3:visible")).to_have_count(1)
    expect(notice).to_have_count(0, timeout=6_000)
    assert 2.4 <= time.monotonic() - started <= 4.0


def test_blog_filters_on_a_phone(phone_page: Page):
    visit(phone_page, routes.BLOG)
    category(phone_page, "Language").click()
    expect(post_cards(phone_page).locator("h3:visible")).to_have_text(
        expected_posts(category_key="Language")
    )
    width = phone_page.evaluate("document.documentElement.scrollWidth")
    assert width <= phone_page.viewport_size["width"]


# Home partner showcase --------------------------------------------------------------------


def home_cards(page: Page) -> Locator:
    return page.get_by_test_id("home-partners").get_by_test_id("partner-card")


def home_choice(page: Page, name: str) -> Locator:
    return page.get_by_test_id("home-partner-filter").get_by_role("button", name=name, exact=True)


def carrying(tag: str) -> list[str]:
    return [partner.name for partner in PARTNERS if tag in partner.categories]


def test_home_showcase_starts_at_featured_with_the_five_featured_partners(page: Page):
    visit(page, routes.HOME)
    expect(home_choice(page, "Featured")).to_have_attribute("aria-pressed", "true")
    expect(home_choice(page, "All")).to_have_attribute("aria-pressed", "false")
    assert len(FEATURED) == 5
    expect(home_cards(page).locator("h3:visible")).to_have_text(FEATURED)
    tags = list(dict.fromkeys(tag for partner in PARTNERS for tag in partner.categories))
    expect(page.get_by_test_id("home-partner-filter").get_by_role("button")).to_have_text(
        ["All", "Featured", *tags]
    )


def test_home_showcase_all_shows_the_eight_partners(page: Page):
    visit(page, routes.HOME)
    home_choice(page, "All").click()
    expect(home_cards(page).locator("h3:visible")).to_have_text(
        [partner.name for partner in PARTNERS]
    )
    expect(home_choice(page, "All")).to_have_attribute("aria-pressed", "true")
    expect(home_choice(page, "Featured")).to_have_attribute("aria-pressed", "false")
    expect(announcement(page)).to_have_text("8 of 8 partners shown")


@pytest.mark.parametrize("tag", ["Global", "Healthcare", "Tech"])
def test_home_showcase_tag_shows_the_partners_carrying_it(page: Page, tag: str):
    visit(page, routes.HOME)
    home_choice(page, tag).click()
    expect(home_cards(page).locator("h3:visible")).to_have_text(carrying(tag))
    home_choice(page, "Featured").click()
    expect(home_cards(page).locator("h3:visible")).to_have_text(FEATURED)


# /partners grid ---------------------------------------------------------------------------


def grid_cards(page: Page) -> Locator:
    return page.get_by_test_id("partner-grid").get_by_test_id("partner-card")


def grid_choice(page: Page, name: str) -> Locator:
    return page.get_by_test_id("partner-filter").get_by_role("button", name=name, exact=True)


def test_partner_grid_starts_at_all_with_the_three_other_partners(page: Page):
    visit(page, routes.PARTNERS)
    expect(grid_choice(page, "All")).to_have_attribute("aria-pressed", "true")
    assert len(NETWORK) == 3
    expect(grid_cards(page).locator("h3:visible")).to_have_text(NETWORK)
    expect(page.get_by_test_id("partner-grid-empty")).to_be_hidden()


def test_partner_grid_category_shows_only_other_partners_carrying_it(page: Page):
    visit(page, routes.PARTNERS)
    grid_choice(page, "Global").click()
    expected = [name for name in carrying("Global") if name in NETWORK]
    assert expected and len(expected) < len(carrying("Global"))
    expect(grid_cards(page).locator("h3:visible")).to_have_text(expected)
    expect(announcement(page)).to_have_text(f"{len(expected)} of 3 partners shown")


def test_partner_grid_category_with_none_shows_the_empty_text(page: Page):
    visit(page, routes.PARTNERS)
    empty = page.get_by_test_id("partner-grid-empty")
    # Only a featured partner carries 'Healthcare', and featured partners are not in the grid.
    assert not [name for name in carrying("Healthcare") if name in NETWORK]
    grid_choice(page, "Healthcare").click()
    expect(grid_cards(page).locator("h3:visible")).to_have_count(0)
    expect(empty).to_be_visible()
    expect(empty.locator("p").first).to_have_text("No partners found in this category.")
    expect(empty).to_contain_text("among our featured partners")
    empty.get_by_role("link", name="See the featured partners").click()
    expect(page).to_have_url(re.compile(r"#featured$"))
    grid_choice(page, "All").click()
    expect(grid_cards(page).locator("h3:visible")).to_have_text(NETWORK)
    expect(empty).to_be_hidden()


def test_each_visit_to_a_list_starts_at_its_first_tag(page: Page):
    visit(page, routes.HOME)
    home_choice(page, "Tech").click()
    expect(home_cards(page).locator("h3:visible")).to_have_text(carrying("Tech"))
    page.get_by_test_id("home-partners").locator("..").get_by_role(
        "link", name="See all partners"
    ).click()
    expect(page).to_have_url(re.compile(r"/partners$"))
    expect(grid_choice(page, "All")).to_have_attribute("aria-pressed", "true")
    page.go_back()
    expect(home_choice(page, "Featured")).to_have_attribute("aria-pressed", "true")
    expect(home_cards(page).locator("h3:visible")).to_have_text(FEATURED)


def test_french_blog_search_looks_in_the_french_titles(page: Page):
    french = blog.posts("fr")
    visit(page, "/fr" + routes.BLOG)
    word = "Ouzbékistan"
    expected = [
        post.title
        for post in french
        if word.casefold() in f"{post.title}\n{post.excerpt}".casefold()
    ]
    assert 0 < len(expected) < len(french)
    page.get_by_role("searchbox").fill(word.upper())
    expect(post_cards(page).locator("h3:visible")).to_have_text(expected)
    expect(page.get_by_role("status").filter(has_text="articles")).to_have_text(
        f"{len(expected)} articles affichés sur {len(french)}"
    )
