"""A click that waits for a restarting Redis: the visitor's page is told, so it can say so.

While Redis restarts, the site's Redis clients wait it out (`outage_retry`): the click is
applied once Redis answers, up to `settings.outage_wait_seconds` later. The socket stays up
meanwhile, so the page would show nothing. Each event notes the socket it came on
(`current_socket`, set by public_events.guard); a Redis command of that event that has
waited `NOTICE_AFTER_S` tells that socket's page (`announce`, set by the app), and tells it
again once no command of that socket waits any more.
"""

from __future__ import annotations

import asyncio
import collections
import math
from collections.abc import Awaitable, Callable
from contextvars import ContextVar
from typing import Any

from redis.asyncio.retry import Retry
from redis.backoff import ExponentialBackoff

# A blip (one command tried again after 50 ms) is not worth a notice.
NOTICE_AFTER_S = 0.5

# The socket.io session of the event being handled, if any.
current_socket: ContextVar[str | None] = ContextVar("current_socket", default=None)

# (socket, waiting) -> tells that socket's page whether its clicks wait.
Announce = Callable[[str, bool], Awaitable[None]]
_announce: Announce | None = None
# Commands waiting per socket, and the sockets whose pages were told.
_waiting: collections.Counter[str] = collections.Counter()
_told: set[str] = set()
_telling: set[asyncio.Task] = set()


def announce_with(announce: Announce | None) -> None:
    global _announce
    _announce = announce


def outage_retry(seconds: float) -> Retry:
    """How the site's Redis clients (its limits', and Reflex's for visitors' state) wait out a
    Redis restart: a failed command is tried again with growing pauses, 50 ms doubling to
    0.5 s, for about `seconds`, then fails."""
    pause_cap, pauses_before_cap = 0.5, 4
    retries = pauses_before_cap + math.ceil(seconds / pause_cap)
    return _TellingRetry(ExponentialBackoff(cap=pause_cap, base=0.05), retries)


class _TellingRetry(Retry):
    """redis-py's retry, which also tells the waiting socket's page (see the module)."""

    async def call_with_retry(self, do, fail, is_retryable=None, with_failure_count=False) -> Any:
        socket = current_socket.get()
        waited = False

        async def noted(error: Exception, *count: int) -> Any:
            nonlocal waited
            if not waited and socket is not None and _announce is not None:
                waited = True
                _waiting[socket] += 1
                # Kept until done: the loop holds only a weak reference to a task.
                telling = asyncio.create_task(_tell_later(socket))
                _telling.add(telling)
                telling.add_done_callback(_telling.discard)
            return await fail(error, *count)

        try:
            return await super().call_with_retry(do, noted, is_retryable, with_failure_count)
        finally:
            if waited:
                await _stopped_waiting(socket)


async def _tell_later(socket: str) -> None:
    await asyncio.sleep(NOTICE_AFTER_S)
    # Still waiting (a Counter reads 0 for a socket no longer in it)?
    if _waiting[socket] and socket not in _told and _announce is not None:
        _told.add(socket)
        await _announce(socket, True)


async def _stopped_waiting(socket: str) -> None:
    _waiting[socket] -= 1
    if _waiting[socket] > 0:
        return
    del _waiting[socket]
    if socket in _told and _announce is not None:
        _told.discard(socket)
        await _announce(socket, False)
