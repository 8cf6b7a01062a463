"""The job board (JobSearchState: filters in the address), the shortlist (ShortlistState:
saved jobs in local storage) and each job's printable page, in a real browser."""

from __future__ import annotations

import re

from playwright.sync_api import Browser, Page, expect

from agency_site import routes
from agency_site.content.job_search import matching_jobs
from agency_site.content.jobs import ALL_JOBS_BY_ID
from agency_site.i18n import in_language
from agency_site.pages.jobs.shortlist import CLOSED_JOB_NOTICE, STORAGE_KEY
from agency_site.pages.jobs_dashboard.state import EVERY_JOB
from tests.e2e.pages import hydrated, notices, route_changed, visit


def board(page: Page, address: str = routes.JOBS_DASHBOARD) -> Page:
    return visit(page, address)


def listed(page: Page) -> list[str]:
    """The slugs of the job cards on show, in their order."""
    cards = page.get_by_test_id("job-results").get_by_test_id("job-card")
    return [card.get_attribute("data-job") for card in cards.all()]


def expect_listed(page: Page, slugs: list[str]) -> None:
    cards = page.get_by_test_id("job-results").get_by_test_id("job-card")
    expect(cards).to_have_count(len(slugs))
    assert listed(page) == slugs


def test_the_board_starts_with_every_job_highest_salary_first(page: Page):
    board(page)
    expect_listed(page, EVERY_JOB)
    expect(page.get_by_test_id("jobs-empty")).to_be_hidden()


def test_a_shared_search_link_shows_the_same_list_in_a_fresh_browser(
    page: Page, browser: Browser, site_url: str
):
    board(page)
    route_changed(page, lambda: page.select_option("#jobs-country", "uzbekistan"))
    route_changed(page, lambda: page.select_option("#jobs-sort", "city"))
    page.locator("#jobs-search").fill("ESL")
    expected = matching_jobs(query="ESL", country="uzbekistan", sort="city", currency="GBP")
    assert expected == ["samarkand-esl", "tashkent-esl"]
    expect_listed(page, expected)
    expect(page).to_have_url(re.compile(r"q=ESL"))
    shared = page.url
    assert "country=uzbekistan" in shared and "sort=city" in shared
    # Someone else opens the link: nothing of the first visitor's browser comes along.
    other = browser.new_context(base_url=site_url)
    try:
        fresh = other.new_page()
        board(fresh, shared.removeprefix(site_url))
        expect_listed(fresh, expected)
        expect(fresh.locator("#jobs-country")).to_have_value("uzbekistan")
        expect(fresh.locator("#jobs-sort")).to_have_value("city")
        expect(fresh.locator("#jobs-search")).to_have_value("ESL")
    finally:
        other.close()


def test_the_back_button_steps_through_earlier_filters(page: Page):
    board(page)
    # Each choice's address, a round trip after its list, is in the history before Back:
    # otherwise Back can leave before it and the address arrives after (failed once so).
    route_changed(page, lambda: page.select_option("#jobs-country", "uae"))
    expect(page).to_have_url(re.compile(r"\?country=uae$"))
    route_changed(page, lambda: page.select_option("#jobs-subject", "chemistry"))
    expect(page).to_have_url(re.compile(r"\?country=uae&subject=chemistry$"))
    expect_listed(page, ["dubai-ib-chemistry"])
    route_changed(page, page.go_back)
    expect(page).to_have_url(re.compile(r"\?country=uae$"))
    expect_listed(page, ["dubai-ib-chemistry", "abu-dhabi-primary"])
    expect(page.locator("#jobs-subject")).to_have_value("")
    route_changed(page, page.go_back)
    expect_listed(page, EVERY_JOB)
    route_changed(page, page.go_forward)
    expect(page.locator("#jobs-country")).to_have_value("uae")


def test_no_match_says_so_and_clearing_brings_every_job_back(page: Page):
    board(page, routes.localized("de", routes.JOBS_DASHBOARD))
    page.locator("#jobs-minimum").fill("100000")
    empty = page.get_by_test_id("jobs-empty")
    expect(empty).to_be_visible()
    expect_listed(page, [])
    # The address follows once typing pauses.
    expect(page).to_have_url(re.compile(r"/de/jobs-dashboard/?\?min=100000$"))
    route_changed(page, lambda: empty.get_by_role("button").click())
    expect_listed(page, EVERY_JOB)
    expect(page.locator("#jobs-minimum")).to_have_value("")
    expect(page).to_have_url(re.compile(r"/de/jobs-dashboard/?$"))


def test_salaries_show_in_the_readers_currency_which_the_reader_can_change(page: Page):
    board(page, routes.localized("fr", routes.JOBS_DASHBOARD))
    tashkent = page.locator('[data-job="tashkent-esl"]')
    expect(tashkent).to_contain_text("Environ 2\N{NARROW NO-BREAK SPACE}416\N{NO-BREAK SPACE}€")
    route_changed(page, lambda: page.select_option("#jobs-currency", "GBP"))
    expect(tashkent).to_contain_text("£GB")
    expect(page).to_have_url(re.compile(r"currency=GBP"))


def saved_in_browser(page: Page) -> str:
    return page.evaluate(f"() => localStorage.getItem({STORAGE_KEY!r}) ?? ''")


def test_a_saved_shortlist_survives_a_reload_and_compares_the_jobs(page: Page):
    board(page)
    for slug in ("khiva-german", "dubai-ib-chemistry"):
        button = page.locator(f'[data-job="{slug}"]').get_by_test_id("save-job")
        button.click()
        expect(button).to_have_attribute("aria-pressed", "true")
    expect(page.get_by_test_id("shortlist-count")).to_have_text("2")
    # Slugs only, nothing else about the visitor.
    assert saved_in_browser(page) == "khiva-german dubai-ib-chemistry"
    page.reload()
    hydrated(page)
    expect(page.locator('[data-job="khiva-german"]').get_by_test_id("save-job")).to_have_attribute(
        "aria-pressed", "true"
    )
    expect(page.locator('[data-job="tashkent-esl"]').get_by_test_id("save-job")).to_have_attribute(
        "aria-pressed", "false"
    )
    route_changed(page, lambda: page.get_by_role("link", name=re.compile("My shortlist")).click())
    columns = page.get_by_test_id("shortlist-job")
    expect(columns).to_have_count(2)
    expect(columns.first).to_contain_text("German Language Instructor")
    expect(columns.first).to_contain_text(in_language(ALL_JOBS_BY_ID["khiva-german"].salary, "en"))
    expect(columns.first).to_contain_text("About £1,659 a month")
    expect(columns.nth(1)).to_contain_text("Recognised teaching licence")
    columns.first.get_by_role("button", name="Remove").click()
    expect(columns).to_have_count(1)
    assert saved_in_browser(page) == "dubai-ib-chemistry"
    columns.first.get_by_role("button", name="Remove").click()
    expect(page.get_by_test_id("shortlist-empty")).to_be_visible()


def test_a_saved_job_that_closed_is_dropped_with_a_notice(page: Page):
    page.goto(routes.HOME)
    page.evaluate(f"() => localStorage.setItem({STORAGE_KEY!r}, 'tashkent-esl teacher-on-mars')")
    visit(page, routes.SHORTLIST)
    expect(notices(page)).to_contain_text(str(CLOSED_JOB_NOTICE.title))
    expect(page.get_by_test_id("shortlist-job")).to_have_count(1)
    assert saved_in_browser(page) == "tashkent-esl"


def test_a_job_prints_on_one_a4_page_without_header_footer_or_banners(page: Page):
    visit(page, routes.localized("de", routes.job("dubai-ib-chemistry")))
    page.emulate_media(media="print")
    for part in ("header", "footer", "[data-testid=job-reading]"):
        expect(page.locator(part).first).to_be_hidden()
    job = page.get_by_test_id("job-page")
    expect(job.get_by_role("heading", level=1)).to_have_text("Lehrkraft für Chemie (IB)")
    expect(job.get_by_role("button", name="Drucken")).to_be_hidden()
    pdf = page.pdf(format="A4", print_background=True)
    assert len(re.findall(rb"/Type\s*/Page[^s]", pdf)) == 1
