"""A click waiting for a restarting Redis tells its page (agency_site/backend/outage.py): the
retry policy runs here against a command that fails for a while, as Redis's client runs it,
inside a visitor's event (Reflex's EventContext) whose changes to the page are recorded."""

from __future__ import annotations

import asyncio
import time

import pytest
from redis.exceptions import ConnectionError as RedisConnectionError

from agency_site.agency_site import app  # noqa: F401  (sets the app's announcement)
from agency_site.backend import outage
from agency_site.layout.connection import ConnectionState
from agency_site.platform.reflex_internals import FIELD_MARKER, EventContext


class Pages(list):
    """What the pages were told: (session token, the notice's `waiting`, seconds after the
    test began), as Reflex would send it to each page."""

    def __init__(self) -> None:
        super().__init__()
        self.began = time.monotonic()

    async def emit_delta(self, token: str, delta) -> None:
        waiting = delta[ConnectionState.get_full_name()][f"waiting{FIELD_MARKER}"]
        self.append((token, waiting, time.monotonic() - self.began))

    def command(self, token: str | None, seconds: float, wait_out: float = 5.0):
        """A Redis command failing for `seconds`, made in visitor `token`'s event (or in
        none), with the site's retry policy."""
        if token is not None:
            visitor = EventContext(
                token=token, state_manager=None, enqueue_impl=None, emit_delta_impl=self.emit_delta
            )
            EventContext.set(visitor)
        return outage.outage_retry(wait_out).call_with_retry(failing_for(seconds), _nothing)


@pytest.fixture
def told() -> Pages:
    return Pages()


def failing_for(seconds: float):
    """A Redis command that fails as a stopped Redis does until `seconds` have passed."""
    until = time.monotonic() + seconds

    async def do() -> str:
        if time.monotonic() < until:
            raise RedisConnectionError("Connection refused")
        return "open"

    return do


async def _nothing(error: Exception) -> None:
    """What redis-py does on a failure (disconnect); nothing here."""


def test_a_click_that_waits_is_shown_waiting_until_redis_answers(told):
    assert asyncio.run(told.command("token-1", 1.2)) == "open"
    assert [(token, waiting) for token, waiting, _ in told] == [
        ("token-1", True),
        ("token-1", False),
    ]
    shown, hidden = told[0][2], told[1][2]
    assert outage.NOTICE_AFTER_S <= shown < 1.0
    assert hidden >= 1.2


def test_a_blip_shows_nothing(told):
    assert asyncio.run(told.command("token-1", 0.01)) == "open"
    time.sleep(outage.NOTICE_AFTER_S)
    assert told == []


def test_outside_a_visitors_event_nobody_is_told(told):
    assert asyncio.run(told.command(None, 0.8)) == "open"
    assert told == []


def test_two_commands_of_one_click_show_the_notice_once_until_both_are_done(told):
    async def both() -> None:
        await asyncio.gather(told.command("token-1", 0.7), told.command("token-1", 1.2))

    asyncio.run(both())
    assert [(token, waiting) for token, waiting, _ in told] == [
        ("token-1", True),
        ("token-1", False),
    ]
    assert told[1][2] >= 1.2


def test_a_redis_that_stays_down_still_fails_and_hides_the_notice(told):
    with pytest.raises(RedisConnectionError):
        asyncio.run(told.command("token-1", 60, wait_out=1.0))
    assert [(token, waiting) for token, waiting, _ in told] == [
        ("token-1", True),
        ("token-1", False),
    ]
