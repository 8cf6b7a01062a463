"""Footer, floating button and testing-mode banner (spec 2.2)."""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect

from agency_site import routes
from agency_site.layout import navigation
from agency_site.settings import settings
from tests.e2e.pages import visit


def footer(page: Page):
    return page.locator("footer")


def test_footer_description_contact_and_address(page: Page):
    visit(page, routes.HOME)
    expect(footer(page)).to_contain_text("We connect qualified teachers")
    email = footer(page).get_by_test_id("footer-email")
    expect(email).to_have_attribute("href", f"mailto:{settings.contact_email}")
    expect(email).to_have_text(settings.contact_email)
    address = footer(page).locator("address")
    for line in settings.postal_address:
        expect(address).to_contain_text(line)


def test_footer_quick_links_and_services_links(page: Page):
    visit(page, routes.HOME)
    for title, items in (
        ("Quick links", navigation.FOOTER_QUICK_LINKS),
        ("Services", navigation.FOOTER_SERVICES),
    ):
        links = footer(page).get_by_role("navigation", name=title).get_by_role("link")
        assert [links.nth(i).get_attribute("href") for i in range(links.count())] == [
            item.path for item in items
        ]
    assert [item.path for item in navigation.FOOTER_QUICK_LINKS] == [
        routes.HOME,
        routes.ABOUT,
        routes.TEACH_IN_UZBEKISTAN,
        routes.CONTACT,
    ]
    assert [item.path for item in navigation.FOOTER_SERVICES] == [
        routes.TEACH_IN_UZBEKISTAN,
        routes.VOLUNTEER_PROGRAMS,
        routes.MEDIA_CAMPAIGNS,
    ]


def test_footer_rating_shows_4_of_5_stars_and_opens_the_reviews_page(page: Page):
    visit(page, routes.HOME)
    rating = footer(page).get_by_test_id("footer-rating")
    expect(rating).to_have_attribute("href", str(settings.reviews_url))
    expect(rating).to_have_attribute("target", "_blank")
    expect(rating.get_by_role("img", name="Rated 4 out of 5")).to_be_visible()
    # Two strips of 16 px stars drawn by a mask (components/rating.py): four filled, one
    # outlined, each star as wide as the strip is high.
    strips = (
        rating.get_by_role("img")
        .locator("span")
        .evaluate_all(
            """spans => spans.map((span) => {
            const style = getComputedStyle(span);
            return {stars: span.getBoundingClientRect().width / span.getBoundingClientRect().height,
                    star: style.maskImage.includes("svg"), colour: style.backgroundColor};
        })"""
        )
    )
    assert [(strip["stars"], strip["star"]) for strip in strips] == [(4, True), (1, True)]
    assert strips[0]["colour"] != strips[1]["colour"]


def test_footer_legal_links_copyright_and_fair_recruitment(page: Page):
    visit(page, routes.HOME)
    expect(footer(page)).to_contain_text(f"© 2025 {settings.brand_name}")
    expect(footer(page).get_by_role("link", name="Privacy Policy")).to_have_attribute(
        "href", routes.PRIVACY_POLICY
    )
    expect(footer(page).get_by_role("link", name="GDPR Compliance")).to_have_attribute(
        "href", routes.GDPR_COMPLIANCE
    )
    fair = footer(page).get_by_test_id("fair-recruitment")
    expect(fair).to_have_attribute("href", str(settings.fair_recruitment_url))
    expect(fair).to_have_attribute("target", "_blank")


def test_footer_follow_us_group_with_four_social_links(page: Page):
    visit(page, routes.HOME)
    group = footer(page).get_by_role("group", name="Follow us")
    expect(group).to_be_visible()
    expected = {
        "Facebook": settings.facebook_url,
        "Twitter": settings.twitter_url,
        "LinkedIn": settings.linkedin_url,
        "Instagram": settings.instagram_url,
    }
    for name, url in expected.items():
        social = group.get_by_role("link", name=re.compile(f"^{name}"))
        expect(social).to_have_attribute("href", str(url))
        expect(social).to_have_attribute("rel", "noopener noreferrer")


def test_footer_send_your_application_is_sticky_and_opens_the_form(page: Page):
    visit(page, routes.HOME)
    send = footer(page).get_by_test_id("send-application")
    expect(send).to_contain_text("Send Your Application")
    expect(send).to_have_attribute("href", str(settings.application_form_url))
    expect(send).to_have_attribute("target", "_blank")
    assert send.evaluate("a => getComputedStyle(a.parentElement).position") == "sticky"


def test_still_deciding_block_offers_packages_team_and_application(page: Page):
    visit(page, routes.HOME)
    block = footer(page).get_by_role("region", name="Still deciding?")
    expect(block.get_by_role("link", name="View packages")).to_have_attribute(
        "href", routes.PRICING
    )
    expect(block.get_by_role("link", name="Meet the team")).to_have_attribute("href", routes.ABOUT)
    expect(block.get_by_role("link", name="Apply to teach")).to_have_attribute(
        "href", routes.APPLY_UZBEKISTAN
    )
    block.get_by_role("link", name="View packages").click()
    expect(page).to_have_url(re.compile(re.escape(routes.PRICING) + "$"))


def test_floating_button_opens_the_application_form_in_a_new_tab(page: Page):
    page.context.route(
        f"{settings.application_form_url}**", lambda route: route.fulfill(body="form")
    )
    visit(page, routes.HOME)
    button = page.get_by_test_id("floating-apply")
    expect(button).to_have_attribute("target", "_blank")
    expect(button).to_have_attribute("rel", "noopener noreferrer")
    assert button.evaluate("b => getComputedStyle(b).position") == "fixed"
    box = button.bounding_box()
    viewport = page.viewport_size
    assert box["x"] + box["width"] > viewport["width"] - 40
    assert box["y"] + box["height"] > viewport["height"] - 40
    with page.context.expect_page() as opened:
        button.click()
    assert opened.value.url.rstrip("/") == str(settings.application_form_url).rstrip("/")


def test_testing_mode_banner_says_content_may_change(page: Page):
    visit(page, routes.HOME)
    expect(page.get_by_test_id("testing-banner")).to_contain_text("testing mode")
    expect(page.get_by_test_id("testing-banner")).to_contain_text("may change")
