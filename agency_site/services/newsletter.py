"""Newsletter subscriptions (spec sections 3, 7 and 8): check, limit, then store or send.

With a hosted back end configured the address goes to its `send-contact-email` function;
otherwise it is stored once in the site's own database.
"""

from __future__ import annotations

import asyncio
import functools
import logging
from enum import StrEnum

from agency_site.services import hosted, rate_limit, storage
from agency_site.services.validation import InvalidInput, normalized_address
from agency_site.settings import settings

log = logging.getLogger(__name__)


class Outcome(StrEnum):
    """What the visitor is told (NewsletterState shows the matching notice)."""

    SUBSCRIBED = "subscribed"
    INVALID = "invalid"
    LIMITED = "limited"
    FAILED = "failed"


@functools.cache
def _limiters() -> tuple[rate_limit.Limiter, rate_limit.Limiter]:
    """Per network address, then per visitor session: in Redis when configured (shared by
    every worker), otherwise in this worker's memory."""
    per_address = (settings.newsletter_attempts_per_address, settings.newsletter_window_seconds)
    per_session = (settings.newsletter_attempts_per_session, settings.newsletter_window_seconds)
    if settings.redis_url:
        return (
            rate_limit.RedisLimiter(settings.redis_url, *per_address, prefix="newsletter:ip"),
            rate_limit.RedisLimiter(settings.redis_url, *per_session, prefix="newsletter:session"),
        )
    return rate_limit.MemoryLimiter(*per_address), rate_limit.MemoryLimiter(*per_session)


async def allowed(session: str, address: str) -> bool:
    """One more attempt from this network address and visitor session, if both allow it.

    The address is checked first: the session token is the client's own choice, so a client
    minting new ones gets no key of its own until its address still has room.
    """
    per_address, per_session = _limiters()
    if not await per_address.allow(rate_limit.network_of(address)):
        return False
    return await per_session.allow(str(session)[:64])


async def attempt(email: object, session: str, address: str) -> Outcome:
    """Limit, then subscribe `email`; never raises, the outcome says what happened."""
    try:
        if not await allowed(session, address):
            return Outcome.LIMITED
    except Exception:
        # The shared limit is out of reach (Redis down): nothing is let through unlimited.
        log.exception("newsletter: could not check the flood limit")
        return Outcome.FAILED
    return await subscribe(email)


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
