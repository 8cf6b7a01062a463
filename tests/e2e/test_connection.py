"""When the connection to the back end drops (issue 18, point 8): a notice in the page's
language within about a second, and what the visitor clicks meanwhile is applied once the
back end is back. The back end here is one of the test's own, stopped and started again."""

from __future__ import annotations

import re
import time

from playwright.sync_api import Page, expect

from agency_site import routes
from agency_site.components.faq import FaqState
from agency_site.content import blog
from agency_site.content.blog import category_label
from agency_site.i18n import in_language, t
from agency_site.platform import public_events
from agency_site.platform.deliveries import DELIVERED_EVENT, DELIVERY_KEY
from tests.e2e.pages import RETURNING_VISITOR, use_back_end, visit
from tests.e2e.server import ReflexBackend
from tests.e2e.test_disclosure import expect_only_open, questions


def test_a_lost_connection_is_told_and_a_click_meanwhile_applies_once_back(
    page: Page, own_back_end: ReflexBackend, browser_errors
):
    # Chromium reports each failed attempt to reconnect while the back end is down.
    browser_errors.allow("WebSocket connection to")
    use_back_end(page, own_back_end.port)
    visit(page, "/fr" + routes.BLOG)
    notice = page.get_by_test_id("connection-notice")
    expect(notice).to_have_count(0)

    own_back_end.crash()
    dropped = time.monotonic()
    expect(notice).to_be_visible(timeout=5_000)
    assert time.monotonic() - dropped < 1.5
    expect(notice).to_contain_text(in_language(t("Connection lost. Reconnecting..."), "fr"))

    culture = page.get_by_role(
        "button", name=in_language(category_label("Culture"), "fr"), exact=True
    )
    culture.click()
    expect(culture).to_have_attribute("aria-pressed", "false")

    own_back_end.start()
    expect(notice).to_have_count(0, timeout=30_000)
    expect(culture).to_have_attribute("aria-pressed", "true")
    cards = page.locator("section[aria-labelledby=posts-title] article h3:visible")
    expect(cards).to_have_count(sum(post.category == "Culture" for post in blog.posts()))


# --- A click in flight when the connection drops (issue 42) ----------------------------


class Relay:
    """The page's event socket, passed frame by frame to the back end through Playwright, so
    a test can lose a frame together with the connection, as when the worker handling it is
    killed. Each reconnection is relayed too, losing nothing."""

    def __init__(self) -> None:
        self.lose_sent: str | None = None  # lose the page's next frame holding this
        # Lose the back end's answer to the page's next event named this (its number).
        self.lose_answer_to: str | None = None
        self.lost_answer: str | None = None
        self.answered: list[str] = []  # the numbers answered, as the page received them
        self.lost: list[str] = []  # the answers lost
        # The next connection is held, the page hearing nothing, until `release()`.
        self.hold = False
        self.release = lambda: None
        self.drop = lambda: None  # drops the connection of the moment

    def route(self, page_side) -> None:
        if self.hold:
            # What the page sends meanwhile waits here, as in a proxy finding a worker.
            self.hold, waiting = False, []
            page_side.on_message(lambda frame: waiting.append(frame))
            self.release = lambda: self._relay(page_side, waiting)
            return
        self._relay(page_side, [])

    def _relay(self, page_side, waiting: list) -> None:
        server = page_side.connect_to_server()
        for frame in waiting:
            server.send(frame)

        def drop() -> None:
            page_side.close()
            server.close()

        self.drop = drop

        def from_page(frame) -> None:
            if self.lose_sent is not None and self.lose_sent in frame:
                self.lose_sent = None
                drop()
                return
            if self.lose_answer_to is not None and self.lose_answer_to in frame:
                self.lose_answer_to = None
                self.lost_answer = DELIVERY_NUMBER.search(frame).group(1)
            server.send(frame)

        def from_server(frame) -> None:
            answer = DELIVERED.search(frame)
            if answer is not None:
                if answer.group(1) == self.lost_answer and self.lost_answer not in self.lost:
                    self.lost.append(self.lost_answer)
                    drop()
                    return
                self.answered.append(answer.group(1))
            page_side.send(frame)

        page_side.on_message(from_page)
        server.on_message(from_server)


DELIVERY_NUMBER = re.compile(rf'"{DELIVERY_KEY}":\s*"([0-9a-z]+\.[0-9]+)"')
DELIVERED = re.compile(rf'"name":\s*"{DELIVERED_EVENT}".*?"{DELIVERY_KEY}":\s*"([^"]+)"')
TOGGLE = public_events.event_name(FaqState.toggle)


def _relayed_pricing(page: Page) -> Relay:
    relay = Relay()
    page.route_web_socket(re.compile(r"/_event/"), relay.route)
    # A returning visitor: the newsletter pop-up would open over the questions meanwhile.
    page.add_init_script(RETURNING_VISITOR)
    visit(page, routes.PRICING)
    expect_only_open(page, 0)
    return relay


def test_a_click_lost_with_the_connection_is_sent_again_and_applied(page: Page):
    relay = _relayed_pricing(page)
    relay.lose_sent = TOGGLE
    questions(page).nth(1).click()
    # Lost before the back end saw it: sent again once reconnected, then applied.
    expect_only_open(page, 1)
    assert relay.lose_sent is None, "the click's frame was lost"


def test_a_click_applied_whose_answer_is_lost_is_not_applied_again(page: Page):
    relay = _relayed_pricing(page)
    relay.lose_answer_to = TOGGLE
    questions(page).nth(1).click()  # a toggle: applied twice, it would close again
    expect_only_open(page, 1)
    # The answer lost with the connection, the page sends the click again once reconnected;
    # the back end answers it without applying it.
    deadline = time.monotonic() + 15
    while not relay.lost or relay.lost_answer not in relay.answered:
        assert time.monotonic() < deadline, "the click sent again was never answered"
        page.wait_for_timeout(50)  # Playwright relays frames meanwhile
    expect_only_open(page, 1)
    questions(page).nth(2).click()
    expect_only_open(page, 2)


def test_a_connection_that_stays_down_is_told_within_a_second(page: Page):
    relay = _relayed_pricing(page)
    notice = page.get_by_test_id("connection-notice")
    relay.hold = True
    relay.drop()  # as a worker killed: the page reconnects, and hears nothing for a while
    dropped = time.monotonic()
    expect(notice).to_be_visible(timeout=5_000)
    assert time.monotonic() - dropped < 1.5
    relay.release()
    expect(notice).to_have_count(0, timeout=10_000)
    questions(page).nth(1).click()
    expect_only_open(page, 1)
