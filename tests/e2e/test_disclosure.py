"""Disclosure widgets (spec sections 2 and 4): job cards that expand and collapse, the
pricing and apply FAQs (one item open at a time, closable; FaqState) and the review dialog
on /testimonials (DialogState). The job cards run with the back end blocked."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Locator, Page, expect

from agency_site import routes
from agency_site.content.jobs import JOBS
from agency_site.pages.pricing.data import FAQ
from tests.e2e.pages import open_offline, visit
from tests.e2e.test_page_notices import (
    FEATURE_IN_PROGRESS,
    NOT_IMPLEMENTED_TEXT,
    expect_notice,
    notices,
)

# Job cards (spec 2.6) ---------------------------------------------------------------------

JOB_BY_HEADING = {(job.location, job.title): job for job in JOBS}


def test_every_job_is_told_apart_by_its_location_and_title():
    assert len(JOB_BY_HEADING) == len(JOBS)


@pytest.mark.parametrize("path", [routes.SERVICES, routes.JOBS_DASHBOARD])
def test_job_cards_expand_and_collapse_on_click_to_show_their_requirements(
    page: Page, site_url: str, path: str
):
    offline = open_offline(page, site_url, path)
    cards = page.get_by_test_id("job-card")
    expect(cards).to_have_count(len(JOBS))
    for index in range(len(JOBS)):
        card = cards.nth(index)
        location = card.locator("p").first.inner_text().strip()
        job = JOB_BY_HEADING[(location, card.get_by_role("heading").inner_text().strip())]
        toggle = card.locator("summary")
        requirements = card.locator("details li")
        expect(requirements).to_have_count(len(job.requirements))
        expect(requirements.first).to_be_hidden()
        expect(toggle).to_have_text("View requirements", use_inner_text=True)

        toggle.click()
        expect(requirements).to_have_text(list(job.requirements))
        for item in requirements.all():
            expect(item).to_be_visible()
        expect(toggle).to_have_text("Hide requirements", use_inner_text=True)

        toggle.click()
        expect(requirements.first).to_be_hidden()
        expect(toggle).to_have_text("View requirements", use_inner_text=True)
    assert offline.back_end == []


# Pricing FAQ (spec 2.14) ------------------------------------------------------------------


def questions(page: Page, faq: str = "pricing") -> Locator:
    return page.get_by_test_id(f"{faq}-faq").get_by_role("heading").get_by_role("button")


def answer(page: Page, index: int, faq: str = "pricing") -> Locator:
    return page.get_by_test_id(f"{faq}-faq").get_by_test_id("faq-item").nth(index).locator("p")


def expect_only_open(page: Page, index: int | None, faq: str = "pricing") -> None:
    buttons = questions(page, faq)
    for other in range(buttons.count()):
        is_open = other == index
        expect(buttons.nth(other)).to_have_attribute("aria-expanded", str(is_open).lower())
        if is_open:
            expect(answer(page, other, faq)).to_be_visible()
        else:
            expect(answer(page, other, faq)).to_be_hidden()


def test_pricing_faq_opens_one_question_at_a_time_and_closes_it_again(page: Page):
    visit(page, routes.PRICING)
    buttons = questions(page)
    expect(buttons).to_have_text([item.question for item in FAQ])
    # Every answer is in the page, the first one open.
    expect(page.get_by_test_id("faq-item").locator("p")).to_have_text([i.answer for i in FAQ])
    expect_only_open(page, 0)
    buttons.first.click()
    expect_only_open(page, None)

    for index in range(len(FAQ)):
        buttons.nth(index).click()
        expect_only_open(page, index)

    buttons.last.click()
    expect_only_open(page, None)


def test_the_apply_faq_works_from_the_keyboard(page: Page):
    visit(page, routes.APPLY_UZBEKISTAN)
    expect_only_open(page, None, "apply")
    questions(page, "apply").first.focus()
    page.keyboard.press("Enter")
    expect_only_open(page, 0, "apply")
    page.keyboard.press("Tab")
    expect(questions(page, "apply").nth(1)).to_be_focused()
    page.keyboard.press("Space")
    expect_only_open(page, 1, "apply")
    page.keyboard.press("Space")
    expect_only_open(page, None, "apply")


# Review dialog (spec 2.10) ----------------------------------------------------------------


def review_dialog(page: Page) -> Locator:
    return page.get_by_role("dialog", name="Submit a Review")


def open_review_dialog(page: Page) -> Locator:
    page.get_by_role("button", name="Submit Your Review (Soon!)").click()
    dialog = review_dialog(page)
    expect(dialog).to_be_visible()
    return dialog


def test_review_dialog_opens_with_its_fields_and_focus_in_the_name_field(page: Page):
    visit(page, routes.REVIEWS)
    expect(review_dialog(page)).to_be_hidden()
    dialog = open_review_dialog(page)

    name = dialog.get_by_role("textbox", name="Name", exact=True)
    expect(name).to_be_focused()
    expect(name).to_have_attribute("placeholder", "e.g. Sarah Johnson")
    expect(name).to_have_attribute("aria-required", "true")
    expect(dialog.locator("label[for=review-name]")).to_contain_text("*")
    country = dialog.get_by_role("textbox", name=re.compile(r"^Country ?\(optional\)$"))
    expect(country).to_be_visible()
    review = dialog.get_by_role("textbox", name="Review", exact=True)
    assert review.evaluate("field => field.tagName") == "TEXTAREA"
    expect(dialog.get_by_role("button", name="Submit Review")).to_be_visible()


def test_review_dialog_closes_by_its_close_button_and_gives_focus_back(page: Page):
    visit(page, routes.REVIEWS)
    dialog = open_review_dialog(page)
    dialog.get_by_role("button", name="Close").click()
    expect(dialog).to_be_hidden()
    expect(page.get_by_role("button", name="Submit Your Review (Soon!)")).to_be_focused()


def test_review_dialog_closes_on_escape(page: Page):
    visit(page, routes.REVIEWS)
    dialog = open_review_dialog(page)
    page.keyboard.press("Escape")
    expect(dialog).to_be_hidden()
    expect(page.get_by_role("button", name="Submit Your Review (Soon!)")).to_be_focused()
    # And it opens again.
    open_review_dialog(page)


def test_review_dialog_closes_on_a_click_outside_it(page: Page):
    visit(page, routes.REVIEWS)
    dialog = open_review_dialog(page)
    box = dialog.bounding_box()
    # Left of the dialog, level with its middle: the dimmed page.
    page.mouse.click(box["x"] / 2, box["y"] + box["height"] / 2)
    expect(dialog).to_be_hidden()
    # A click inside it does not.
    dialog = open_review_dialog(page)
    dialog.get_by_role("heading", name="Submit a Review").click()
    expect(dialog).to_be_visible()


def test_submitting_a_review_only_shows_the_feature_in_progress_notice(page: Page):
    visit(page, routes.REVIEWS)
    dialog = open_review_dialog(page)
    dialog.get_by_role("textbox", name="Name", exact=True).fill("Sarah Johnson")
    dialog.get_by_role("textbox", name="Review", exact=True).fill("A wonderful year in Bukhara.")
    expect_notice(
        page,
        dialog.get_by_role("button", name="Submit Review"),
        FEATURE_IN_PROGRESS,
        NOT_IMPLEMENTED_TEXT,
        3000,
    )
    # Nothing was lost: the dialog is still open with its text.
    expect(dialog).to_be_visible()
    expect(dialog.get_by_role("textbox", name="Name", exact=True)).to_have_value("Sarah Johnson")


def test_the_notice_of_a_submitted_review_shows_above_the_dialog(page: Page):
    visit(page, routes.REVIEWS)
    dialog = open_review_dialog(page)
    dialog.get_by_role("button", name="Submit Review").click()
    expect(notices(page)).to_be_visible()
    # Nothing outside the top layer can show above a dialog in it (and its backdrop): the
    # notice must be in the top layer too, or the dialog out of it.
    in_top_layer = "element => element.closest(':popover-open, :modal') !== null"
    assert not dialog.evaluate(in_top_layer) or notices(page).evaluate(in_top_layer)
