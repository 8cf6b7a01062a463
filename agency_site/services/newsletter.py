"""Newsletter subscriptions (spec sections 3, 7 and 8): check, limit, then store or send.

With a hosted back end configured the address goes to its `send-contact-email` function;
otherwise it is stored once in the site's own database.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections import defaultdict, deque
from enum import StrEnum

from agency_site.services import hosted, storage
from agency_site.services.validation import InvalidInput, normalized_address
from agency_site.settings import settings

log = logging.getLogger(__name__)


class Outcome(StrEnum):
    """What the visitor is told (assets/js/newsletter.jsx shows the matching notice)."""

    SUBSCRIBED = "subscribed"
    INVALID = "invalid"
    LIMITED = "limited"
    FAILED = "failed"


class RateLimiter:
    """At most `limit` attempts per key within a sliding window of `window` seconds.

    Held in the worker's memory: with several workers each counts on its own, which
    still bounds a flood to a small multiple of the limit.
    """

    def __init__(self, limit: int, window: float) -> None:
        self.limit = limit
        self.window = window
        self._attempts: defaultdict[str, deque[float]] = defaultdict(deque)

    def allow(self, key: str, now: float | None = None) -> bool:
        """Count one attempt for `key`; False once it is over the limit."""
        now = time.monotonic() if now is None else now
        attempts = self._attempts[key]
        while attempts and attempts[0] <= now - self.window:
            attempts.popleft()
        if len(attempts) >= self.limit:
            return False
        attempts.append(now)
        # Forget idle keys so the table cannot grow without bound.
        if len(self._attempts) > 10_000:
            for stale in [
                k for k, v in self._attempts.items() if not v or v[-1] <= now - self.window
            ]:
                del self._attempts[stale]
        return True


_per_session = RateLimiter(
    settings.newsletter_attempts_per_session, settings.newsletter_window_seconds
)
_per_address = RateLimiter(
    settings.newsletter_attempts_per_address, settings.newsletter_window_seconds
)


def allowed(session: str, address: str) -> bool:
    """One more attempt from this visitor session and network address, if both allow it."""
    return _per_session.allow(f"session:{session}") and _per_address.allow(f"ip:{address}")


async def subscribe(email: object) -> Outcome:
    """Check `email` and subscribe it; never raises, the outcome says what happened."""
    try:
        address = normalized_address(email)
    except InvalidInput as error:
        log.info("newsletter: refused an address: %s", error)
        return Outcome.INVALID
    try:
        if settings.hosted_backend:
            # The client has its own timeout; this one also bounds connecting and retries.
            await asyncio.wait_for(
                hosted.invoke_newsletter(address), settings.hosted_timeout_seconds + 2
            )
        else:
            await storage.add_subscriber_async(address)
    except Exception:
        # Any failure of the service or the database: the visitor is told it failed.
        log.exception("newsletter: could not subscribe")
        return Outcome.FAILED
    return Outcome.SUBSCRIBED
