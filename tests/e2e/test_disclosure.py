"""Disclosure widgets (spec sections 2 and 4): job cards that expand and collapse, the
pricing FAQ (one item open at a time, closable) and the review dialog on /testimonials.
The back end is blocked throughout: all of this runs in the browser."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Locator, Page, expect

from agency_site import routes
from agency_site.content.jobs import JOBS
from agency_site.pages.pricing.data import FAQ
from tests.e2e.pages import open_offline
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
    page: Page, base_url: str, path: str
):
    offline = open_offline(page, base_url, path)
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


def faq_items(page: Page) -> Locator:
    return page.locator("main details").filter(has=page.locator("summary h3"))


def open_questions(page: Page) -> list[str]:
    items = faq_items(page)
    return [
        items.nth(index).locator("summary").inner_text().strip()
        for index in range(items.count())
        if items.nth(index).evaluate("item => item.open")
    ]


def test_pricing_faq_opens_one_question_at_a_time_and_closes_it_again(page: Page, base_url: str):
    offline = open_offline(page, base_url, routes.PRICING)
    items = faq_items(page)
    expect(items).to_have_count(len(FAQ))
    expect(items.locator("summary")).to_have_text([item.question for item in FAQ])
    initially_open = open_questions(page)
    assert len(initially_open) <= 1
    for question in initially_open:
        items.filter(has_text=question).locator("summary").click()
    expect(items.locator("p")).to_have_count(len(FAQ))
    assert open_questions(page) == []

    for index, item in enumerate(FAQ):
        items.nth(index).locator("summary").click()
        expect(items.nth(index).get_by_text(item.answer)).to_be_visible()
        assert open_questions(page) == [item.question]
        for other in range(len(FAQ)):
            if other != index:
                expect(items.nth(other).get_by_text(FAQ[other].answer)).to_be_hidden()

    last = len(FAQ) - 1
    items.nth(last).locator("summary").click()
    expect(items.nth(last).get_by_text(FAQ[last].answer)).to_be_hidden()
    assert open_questions(page) == []
    assert offline.back_end == []


# Review dialog (spec 2.10) ----------------------------------------------------------------


def review_dialog(page: Page) -> Locator:
    return page.get_by_role("dialog", name="Submit a Review")


def open_review_dialog(page: Page) -> Locator:
    page.get_by_role("button", name="Submit Your Review (Soon!)").click()
    dialog = review_dialog(page)
    expect(dialog).to_be_visible()
    return dialog


def test_review_dialog_opens_with_its_fields_and_focus_in_the_name_field(page: Page, base_url: str):
    open_offline(page, base_url, routes.REVIEWS)
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


def test_review_dialog_closes_by_its_close_button_and_gives_focus_back(page: Page, base_url: str):
    open_offline(page, base_url, routes.REVIEWS)
    dialog = open_review_dialog(page)
    dialog.get_by_role("button", name="Close").click()
    expect(dialog).to_be_hidden()
    expect(page.get_by_role("button", name="Submit Your Review (Soon!)")).to_be_focused()


def test_review_dialog_closes_on_escape(page: Page, base_url: str):
    open_offline(page, base_url, routes.REVIEWS)
    dialog = open_review_dialog(page)
    page.keyboard.press("Escape")
    expect(dialog).to_be_hidden()


def test_review_dialog_closes_on_a_click_outside_it(page: Page, base_url: str):
    open_offline(page, base_url, routes.REVIEWS)
    dialog = open_review_dialog(page)
    box = dialog.bounding_box()
    # Left of the dialog, level with its middle: the dimmed page.
    page.mouse.click(box["x"] / 2, box["y"] + box["height"] / 2)
    expect(dialog).to_be_hidden()
    # A click inside it does not.
    dialog = open_review_dialog(page)
    dialog.get_by_role("heading", name="Submit a Review").click()
    expect(dialog).to_be_visible()


def test_submitting_a_review_only_shows_the_feature_in_progress_notice(page: Page, base_url: str):
    offline = open_offline(page, base_url, routes.REVIEWS)
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
    # Nothing was sent and nothing was lost: the dialog is still open with its text.
    expect(dialog).to_be_visible()
    expect(dialog.get_by_role("textbox", name="Name", exact=True)).to_have_value("Sarah Johnson")
    assert offline.back_end == []


def test_the_notice_of_a_submitted_review_shows_above_the_dialog(page: Page, base_url: str):
    open_offline(page, base_url, routes.REVIEWS)
    dialog = open_review_dialog(page)
    dialog.get_by_role("button", name="Submit Review").click()
    expect(notices(page)).to_be_visible()
    # Nothing outside the top layer can show above a dialog in it (and its backdrop): the
    # notice must be in the top layer too, or the dialog out of it.
    in_top_layer = "element => element.closest(':popover-open, :modal') !== null"
    assert not dialog.evaluate(in_top_layer) or notices(page).evaluate(in_top_layer)
