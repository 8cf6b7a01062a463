"""Every button the spec marks 'Soon' or 'shows a notice only' (sections 2 and 8): the exact
title, text and variant of its notice, how long it stays, and the partner actions (new tabs,
notices, console-only click tracking). Notices come from ToastState over the websocket; none
of these buttons makes an HTTP call or leaves the page."""

from __future__ import annotations

import dataclasses
import json
import re
import time
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Locator, Page, expect

from agency_site import routes
from agency_site.components.notices import NOTICES, ToastState
from agency_site.pages.partners.data import PARTNERS, Partner
from agency_site.settings import settings
from tests.e2e.pages import notices, open_with_stubbed_sites

FEATURE_IN_PROGRESS = "Feature In Progress"
NOT_IMPLEMENTED_TEXT = "This feature isn't implemented yet. Please check back soon."
# Spec 8: 3000 ms on the volunteer, media and blog-search buttons, 3 to 5 s elsewhere.
ELSEWHERE = (3000, 5000)
DEFAULT_MS = 5000
# Slack for timers and polling: a notice is still shown this long before its end, and gone
# this long after it.
EARLY_S = 0.5
LATE_S = 1.0


def click(trigger: Locator) -> None:
    # A button that only looks disabled (aria-disabled) still answers a click.
    trigger.click(force=trigger.get_attribute("aria-disabled") == "true")


def duration_range(duration_ms: int | tuple[int, int]) -> tuple[int, int]:
    """A duration, or a (shortest, longest) pair that accepts any duration in that range."""
    return duration_ms if isinstance(duration_ms, tuple) else (duration_ms, duration_ms)


def expect_notice(
    page: Page,
    trigger: Locator,
    title: str,
    text: str,
    duration_ms: int | tuple[int, int],
    *,
    variant: str = "default",
) -> None:
    """Click `trigger`; its notice shows `title` and `text` and lasts `duration_ms`."""
    click(trigger)
    expect_notice_since(time.monotonic(), page, title, text, duration_ms, variant=variant)


def expect_notice_shown(page: Page, title: str, text: str, variant: str = "default") -> None:
    """One notice is on show, with `title`, `text` and `variant`."""
    notice = notices(page)
    expect(notice).to_have_count(1)
    expect(notice.locator(".notice__title")).to_have_text(title)
    expect(notice.locator(".notice__description")).to_have_text(text)
    expect(notice).to_have_attribute("data-variant", variant)
    expect(notice).to_have_attribute("role", "alert" if variant == "destructive" else "status")


def expect_notice_since(
    clicked: float,
    page: Page,
    title: str,
    text: str,
    duration_ms: int | tuple[int, int],
    *,
    variant: str = "default",
) -> None:
    """The notice of a click at `clicked` (time.monotonic()), on show for `duration_ms`."""
    shortest, longest = duration_range(duration_ms)
    expect_notice_shown(page, title, text, variant)
    notice = notices(page)
    page.wait_for_timeout(max(0.0, clicked + shortest / 1000 - EARLY_S - time.monotonic()) * 1000)
    assert notice.count() == 1, f"{title!r} closed before {shortest / 1000 - EARLY_S:.1f} s"
    deadline = clicked + longest / 1000 + LATE_S
    notice.wait_for(state="detached", timeout=max(0.0, deadline - time.monotonic()) * 1000)
    assert time.monotonic() - clicked <= longest / 1000 + LATE_S


@dataclasses.dataclass(frozen=True)
class SoonButtons:
    """The buttons of a page that only show a notice, and that notice."""

    path: str
    # Accessible name of the buttons in <main>; None means every button in <main>.
    name: str | re.Pattern | None
    count: int
    title: str
    text: str
    duration_ms: int | tuple[int, int]

    def locate(self, page: Page) -> Locator:
        main = page.locator("main")
        if self.name is None:
            return main.locator("button")
        return main.get_by_role("button", name=self.name, exact=isinstance(self.name, str))


SOON_BUTTONS = [
    SoonButtons(
        routes.VOLUNTEER_PROGRAMS,
        "Apply for this programme",
        3,
        FEATURE_IN_PROGRESS,
        NOT_IMPLEMENTED_TEXT,
        3000,
    ),
    # Every action of the media page: services, featured work, videos, call to action.
    SoonButtons(routes.MEDIA_CAMPAIGNS, None, 12, FEATURE_IN_PROGRESS, NOT_IMPLEMENTED_TEXT, 3000),
    SoonButtons(routes.BLOG, "Search", 1, FEATURE_IN_PROGRESS, NOT_IMPLEMENTED_TEXT, 3000),
    SoonButtons(
        routes.SERVICES,
        re.compile(r"^Apply Now\b"),
        8,
        FEATURE_IN_PROGRESS,
        NOT_IMPLEMENTED_TEXT,
        ELSEWHERE,
    ),
    SoonButtons(
        routes.PRIORITY_SERVICE,
        "View Premium Packages (Soon!)",
        1,
        FEATURE_IN_PROGRESS,
        NOT_IMPLEMENTED_TEXT,
        ELSEWHERE,
    ),
    SoonButtons(
        routes.CONTACT,
        re.compile(r"^(Facebook|LinkedIn|Instagram) Soon$"),
        3,
        FEATURE_IN_PROGRESS,
        NOT_IMPLEMENTED_TEXT,
        ELSEWHERE,
    ),
    SoonButtons(
        routes.news_article("bp-partnership"),
        "Partner With Us (Soon)",
        1,
        FEATURE_IN_PROGRESS,
        NOT_IMPLEMENTED_TEXT,
        ELSEWHERE,
    ),
    SoonButtons(
        routes.TEACH_IN_UZBEKISTAN,
        "Download Teaching Guide",
        1,
        "Download Guide",
        "The teaching guide isn't available to download yet. Please check back soon.",
        DEFAULT_MS,
    ),
    SoonButtons(
        routes.PRICING,
        "Choose Plan",
        3,
        "Contact Us to Get Started!",
        f"Email {settings.inquiries_email} and a placement advisor will get back to you.",
        8000,
    ),
]


# How a Socket.IO event frame sent to Reflex starts: 42/_event,["event", {"name": ..., ...}]
EVENT_FRAME_PREFIX = "42/_event,"


def notices_asked_for(page: Page) -> list[str]:
    """The names of the notices the page asks ToastState for (its `show` events on the
    websocket), from now on."""
    names: list[str] = []

    def on_frame(payload: str | bytes) -> None:
        if isinstance(payload, str) and payload.startswith(EVENT_FRAME_PREFIX):
            _, event = json.loads(payload.removeprefix(EVENT_FRAME_PREFIX))
            if event["name"].endswith(f"{ToastState.get_name()}.show"):
                names.append(event["payload"]["name"])

    page.on("websocket", lambda socket: socket.on("framesent", on_frame))
    return names


@pytest.mark.parametrize(
    "case", SOON_BUTTONS, ids=lambda case: f"{case.path} {case.name or 'every button'}"
)
def test_button_shows_its_notice_for_its_duration(page: Page, site_url: str, case: SoonButtons):
    asked_for = notices_asked_for(page)
    offline = open_with_stubbed_sites(page, site_url, case.path)
    buttons = case.locate(page)
    expect(buttons).to_have_count(case.count)
    # The first button's notice is timed in the browser; each of the others shows its
    # notice, closed by hand before the next click, and the duration of each notice asked
    # for is the one ToastState keeps it on show (the same timer, timed here once).
    expect_notice(page, buttons.first, case.title, case.text, case.duration_ms)
    for index in range(1, case.count):
        click(buttons.nth(index))
        expect_notice_shown(page, case.title, case.text)
        notices(page).get_by_role("button", name="Close").click()
        expect(notices(page)).to_have_count(0)
    assert len(asked_for) == case.count, asked_for
    shortest, longest = duration_range(case.duration_ms)
    assert all(shortest <= NOTICES[name].duration_ms <= longest for name in asked_for), asked_for
    # A notice only: the button neither navigates nor calls anything.
    assert urlsplit(page.url).path == case.path
    assert offline.back_end == []


def test_blog_subscribe_checks_the_address_then_only_shows_a_notice(page: Page, site_url: str):
    offline = open_with_stubbed_sites(page, site_url, routes.BLOG)
    button = page.get_by_role("button", name="Subscribe Now (Soon!)")
    field = page.get_by_label("Email address")
    # Spec 5: required and e-mail typed; the browser refuses before any notice.
    button.click()
    field.fill("not-an-address")
    button.click()
    expect(notices(page)).to_have_count(0)
    assert field.evaluate("input => !input.validity.valid")
    field.fill("teacher@example.com")
    expect_notice(page, button, FEATURE_IN_PROGRESS, NOT_IMPLEMENTED_TEXT, 3000)
    assert urlsplit(page.url).path == routes.BLOG
    assert offline.back_end == []


# Partner cards (spec 2.15) ---------------------------------------------------------------

WITHOUT_PAGE = [p for p in PARTNERS if not p.links.programs or p.links.programs == "#"]
WITH_PAGE = [p for p in PARTNERS if p not in WITHOUT_PAGE]


def partner_clicks(page: Page) -> list[str]:
    """The partner clicks logged so far, as 'partner-id action'."""
    clicks: list[str] = []
    prefix = "[tracking] partner click "

    def on_console(message) -> None:
        if message.type == "log" and message.text.startswith(prefix):
            clicks.append(message.text.removeprefix(prefix))

    page.on("console", on_console)
    return clicks


def partner_block(page: Page, partner: Partner) -> Locator:
    """The showcase block or grid card of `partner` on the page."""
    blocks = page.locator("[data-testid=featured-partner], [data-testid=partner-card]")
    return blocks.filter(has=page.get_by_role("heading", name=partner.name, exact=True))


def test_the_spec_has_partners_with_and_without_a_page():
    assert WITHOUT_PAGE and WITH_PAGE


@pytest.mark.parametrize("partner", WITHOUT_PAGE, ids=lambda partner: partner.id)
def test_learn_more_on_a_partner_without_a_page_shows_a_notice_and_is_tracked(
    page: Page, site_url: str, partner: Partner
):
    clicks = partner_clicks(page)
    offline = open_with_stubbed_sites(page, site_url, routes.PARTNERS)
    action = partner_block(page, partner).get_by_role("button", name="Learn more")
    expect_notice(
        page, action, "Feature Not Implemented", "This partner's page is coming soon!", DEFAULT_MS
    )
    assert clicks == [f"{partner.id} programs"]
    assert urlsplit(page.url).path == routes.PARTNERS
    assert offline.back_end == []


def test_details_on_the_home_showcase_behaves_the_same(page: Page, site_url: str):
    partner = next(p for p in WITHOUT_PAGE if p.featured)
    clicks = partner_clicks(page)
    open_with_stubbed_sites(page, site_url, routes.HOME)
    details = partner_block(page, partner).get_by_role("button", name="Details")
    expect_notice(
        page, details, "Feature Not Implemented", "This partner's page is coming soon!", DEFAULT_MS
    )
    assert clicks == [f"{partner.id} programs"]


def test_learn_more_on_a_partner_with_a_page_goes_there_and_is_tracked(page: Page, site_url: str):
    clicks = partner_clicks(page)
    open_with_stubbed_sites(page, site_url, routes.PARTNERS)
    for partner in WITH_PAGE:
        expect(
            partner_block(page, partner).get_by_role("link", name="Learn more")
        ).to_have_attribute("href", partner.links.programs)
    partner = WITH_PAGE[0]
    partner_block(page, partner).get_by_role("link", name="Learn more").click()
    expect(page).to_have_url(re.compile(re.escape(partner.links.programs) + "$"))
    expect(page.locator("main h1")).to_be_visible()
    assert clicks == [f"{partner.id} programs"]
    expect(notices(page)).to_have_count(0)


def test_visit_site_opens_the_partner_site_in_a_new_tab_and_is_tracked(page: Page, site_url: str):
    clicks = partner_clicks(page)
    open_with_stubbed_sites(page, site_url, routes.PARTNERS)
    for partner in PARTNERS:
        site = partner_block(page, partner).get_by_role("link", name=re.compile("^Visit site"))
        expect(site).to_have_attribute("href", str(settings.partner_site_urls[partner.id]))
        expect(site).to_have_attribute("target", "_blank")
        expect(site).to_have_attribute("rel", re.compile(r"\bnoopener\b"))

    partner = WITHOUT_PAGE[0]
    with page.expect_popup() as popup:
        partner_block(page, partner).get_by_role("link", name=re.compile("^Visit site")).click()
    popup.value.wait_for_load_state()
    assert popup.value.url == str(settings.partner_site_urls[partner.id])
    popup.value.close()
    assert clicks == [f"{partner.id} site"]
    assert urlsplit(page.url).path == routes.PARTNERS


def test_become_a_partner_opens_the_inquiry_form_and_says_it_is_redirecting(
    page: Page, site_url: str
):
    offline = open_with_stubbed_sites(page, site_url, routes.PARTNERS)
    links = page.locator("main").get_by_role("link", name=re.compile("^Become a Partner"))
    expect(links).not_to_have_count(0)
    for index in range(links.count()):
        expect(links.nth(index)).to_have_attribute("href", str(settings.partner_inquiry_form_url))
        expect(links.nth(index)).to_have_attribute("target", "_blank")
        expect(links.nth(index)).to_have_attribute("rel", re.compile(r"\bnoopener\b"))

    with page.expect_popup() as popup:
        links.last.click()
    clicked = time.monotonic()
    popup.value.wait_for_load_state()
    assert popup.value.url == str(settings.partner_inquiry_form_url)
    popup.value.close()
    expect_notice_since(
        clicked,
        page,
        "Redirecting...",
        "Opening our partner inquiry form in a new tab.",
        DEFAULT_MS,
    )
    assert urlsplit(page.url).path == routes.PARTNERS
    assert offline.back_end == []
