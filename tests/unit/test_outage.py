"""A click waiting for a restarting Redis tells its page (agency_site/backend/outage.py): the
retry policy runs here against a command that fails for a while, as Redis's client runs it."""

from __future__ import annotations

import asyncio
import time

import pytest
from redis.exceptions import ConnectionError as RedisConnectionError

from agency_site.backend import outage


@pytest.fixture
def told(monkeypatch) -> list[tuple[str, bool, float]]:
    """What the pages were told: (socket, waiting, seconds after the test began)."""
    began = time.monotonic()
    said: list[tuple[str, bool, float]] = []

    async def announce(socket: str, waiting: bool) -> None:
        said.append((socket, waiting, time.monotonic() - began))

    monkeypatch.setattr(outage, "_announce", announce)
    return said


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


async def command(socket: str | None, seconds: float) -> str:
    outage.current_socket.set(socket)
    return await outage.outage_retry(5.0).call_with_retry(failing_for(seconds), _nothing)


def test_a_click_that_waits_is_shown_waiting_until_redis_answers(told):
    assert asyncio.run(command("socket-1", 1.2)) == "open"
    assert [(socket, waiting) for socket, waiting, _ in told] == [
        ("socket-1", True),
        ("socket-1", False),
    ]
    shown, hidden = told[0][2], told[1][2]
    assert outage.NOTICE_AFTER_S <= shown < 1.0
    assert hidden >= 1.2


def test_a_blip_shows_nothing(told):
    assert asyncio.run(command("socket-1", 0.01)) == "open"
    time.sleep(outage.NOTICE_AFTER_S)
    assert told == []


def test_outside_an_event_nobody_is_told(told):
    assert asyncio.run(command(None, 0.8)) == "open"
    assert told == []


def test_two_commands_of_one_click_show_the_notice_once_until_both_are_done(told):
    async def both() -> None:
        await asyncio.gather(command("socket-1", 0.7), command("socket-1", 1.2))

    asyncio.run(both())
    assert [(socket, waiting) for socket, waiting, _ in told] == [
        ("socket-1", True),
        ("socket-1", False),
    ]
    assert told[1][2] >= 1.2


def test_a_redis_that_stays_down_still_fails_and_hides_the_notice(told):
    async def down() -> None:
        outage.current_socket.set("socket-1")
        await outage.outage_retry(1.0).call_with_retry(failing_for(60), _nothing)

    with pytest.raises(RedisConnectionError):
        asyncio.run(down())
    assert [(socket, waiting) for socket, waiting, _ in told] == [
        ("socket-1", True),
        ("socket-1", False),
    ]
