"""A click that waits for a restarting Redis: the visitor's page is told, so it can say so.

While Redis restarts, the site's Redis clients wait it out (`outage_retry`): the click is
applied once Redis answers, up to `settings.outage_wait_seconds` later. The socket stays up
meanwhile, so the page would show nothing. A Redis command made while Reflex handles a
visitor's event (its EventContext) that has waited `NOTICE_AFTER_S` tells that visitor's page
(`announce`, set by the app), and tells it again once none of that visitor's commands waits.
"""

from __future__ import annotations

import asyncio
import collections
import math
from collections.abc import Awaitable, Callable
from typing import Any

from redis.asyncio.retry import Retry
from redis.backoff import ExponentialBackoff

from agency_site.platform import EventContext

# A blip (one command tried again after 50 ms) is not worth a notice.
NOTICE_AFTER_S = 0.5

# (the event's context, waiting) -> tells that visitor's page whether its clicks wait.
Announce = Callable[[EventContext, bool], Awaitable[None]]
_announce: Announce | None = None
# Commands waiting per visitor (session token), and the visitors whose pages were told.
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
    """redis-py's retry, which also tells the waiting visitor's page (see the module)."""

    async def call_with_retry(self, do, fail, is_retryable=None, with_failure_count=False) -> Any:
        event = _event_being_handled()
        waited = False

        async def noted(error: Exception, *count: int) -> Any:
            nonlocal waited
            if not waited and event is not None and _announce is not None:
                waited = True
                _waiting[event.token] += 1
                # Kept until done: the loop holds only a weak reference to a task.
                telling = asyncio.create_task(_tell_later(event))
                _telling.add(telling)
                telling.add_done_callback(_telling.discard)
            return await fail(error, *count)

        try:
            return await super().call_with_retry(do, noted, is_retryable, with_failure_count)
        finally:
            if waited:
                await _stopped_waiting(event)


def _event_being_handled() -> EventContext | None:
    """The visitor's event Reflex is handling here, if any (not its root context)."""
    try:
        event = EventContext.get()
    except LookupError:
        return None
    return event if event.token else None


async def _tell_later(event: EventContext) -> None:
    await asyncio.sleep(NOTICE_AFTER_S)
    # Still waiting (a Counter reads 0 for a token no longer in it)?
    if _waiting[event.token] and event.token not in _told and _announce is not None:
        _told.add(event.token)
        await _announce(event, True)


async def _stopped_waiting(event: EventContext) -> None:
    _waiting[event.token] -= 1
    if _waiting[event.token] > 0:
        return
    del _waiting[event.token]
    if event.token in _told and _announce is not None:
        _told.discard(event.token)
        await _announce(event, False)
