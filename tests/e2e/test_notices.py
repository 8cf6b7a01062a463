"""Notices (spec sections 8 and 9): one at a time, 5000 ms by default, close button,
Escape, swipe right past 50 px, viewport on F8 labelled 'Notifications (F8)'."""

from __future__ import annotations

import time

import pytest
from playwright.sync_api import Page, expect

from agency_site import routes
from tests.e2e import diagnostic_pages
from tests.e2e.pages import notices, visit

# The notices' page is the dev server's (AGENCY_TEST_PAGES).
pytestmark = pytest.mark.dev_server


def open_diagnostics(page: Page) -> None:
    visit(page, diagnostic_pages.NOTICES)
    expect(page.locator("main h1")).to_be_visible()


def test_viewport_is_labelled_and_f8_moves_focus_to_it(page: Page):
    open_diagnostics(page)
    viewport = page.get_by_role("region", name="Notifications (F8)")
    expect(viewport).to_be_attached()
    # With no notice on show too.
    page.keyboard.press("F8")
    expect(viewport).to_be_focused()
    page.locator("main h1").click()
    expect(viewport).not_to_be_focused()
    page.click("#notice-first")
    expect(notices(page)).to_have_count(1)
    page.keyboard.press("F8")
    expect(viewport).to_be_focused()
    # F8 only moves the focus: the notice stays.
    expect(notices(page)).to_have_count(1)


def test_viewport_is_at_most_420px_wide_from_the_medium_breakpoint(page: Page):
    open_diagnostics(page)
    viewport = page.get_by_role("region", name="Notifications (F8)")
    assert viewport.evaluate("v => getComputedStyle(v).maxWidth") == "420px"
    page.set_viewport_size({"width": 600, "height": 800})
    assert viewport.evaluate("v => getComputedStyle(v).maxWidth") == "none"


def test_each_notice_is_announced_as_a_notification(page: Page):
    open_diagnostics(page)
    page.click("#notice-first")
    expect(notices(page).locator(".sr-only")).to_have_text("Notification")


def test_a_new_notice_replaces_the_previous_one(page: Page):
    open_diagnostics(page)
    page.click("#notice-first")
    expect(notices(page)).to_have_count(1)
    expect(notices(page)).to_contain_text("First notice")
    expect(notices(page)).to_contain_text("The first text.")
    expect(notices(page)).to_have_attribute("role", "status")
    page.click("#notice-second")
    expect(notices(page)).to_have_count(1)
    expect(notices(page)).to_contain_text("Second notice")
    expect(notices(page)).not_to_contain_text("First notice")


def test_close_button_and_escape_close_a_notice(page: Page):
    open_diagnostics(page)
    page.click("#notice-first")
    notices(page).get_by_role("button", name="Close").click()
    expect(notices(page)).to_have_count(0)

    page.click("#notice-second")
    expect(notices(page)).to_have_count(1)
    page.keyboard.press("Escape")
    expect(notices(page)).to_have_count(0)


def _seconds_until_gone(page: Page, button: str) -> float:
    page.click(button)
    expect(notices(page)).to_have_count(1)
    started = time.monotonic()
    expect(notices(page)).to_have_count(0, timeout=10_000)
    return time.monotonic() - started


def test_a_notice_closes_by_itself_after_5000_ms(page: Page):
    open_diagnostics(page)
    assert 4.5 <= _seconds_until_gone(page, "#notice-first") <= 6.0


def test_a_notice_with_its_own_duration_keeps_to_it(page: Page):
    open_diagnostics(page)
    assert 0.7 <= _seconds_until_gone(page, "#notice-short") <= 2.0


def test_destructive_notices_look_and_announce_differently(page: Page):
    open_diagnostics(page)
    page.click("#notice-destructive")
    notice = notices(page)
    expect(notice).to_have_attribute("data-variant", "destructive")
    expect(notice).to_have_attribute("role", "alert")
    assert notice.evaluate("n => getComputedStyle(n).backgroundColor") == "rgb(185, 28, 28)"


def _swipe(page: Page, distance: int) -> None:
    box = notices(page).bounding_box()
    x, y = box["x"] + 20, box["y"] + box["height"] / 2
    page.mouse.move(x, y)
    page.mouse.down()
    for step in range(1, 6):
        page.mouse.move(x + distance * step / 5, y)
    page.mouse.up()


def test_a_swipe_right_past_50px_closes_a_notice_and_a_shorter_one_does_not(page: Page):
    open_diagnostics(page)
    page.click("#notice-first")
    _swipe(page, 40)
    page.wait_for_timeout(300)
    expect(notices(page)).to_have_count(1)
    _swipe(page, 80)
    expect(notices(page)).to_have_count(0)


def test_download_teaching_guide_shows_its_notice(page: Page):
    visit(page, routes.TEACH_IN_UZBEKISTAN)
    page.get_by_role("button", name="Download Teaching Guide").click()
    expect(notices(page)).to_contain_text("Download Guide")
    expect(notices(page)).to_contain_text("isn't available to download yet")
