"""Subscriptions: check, limit, then store or send.

With a hosted back end configured the address goes to its `send-contact-email` function.
Otherwise the site's own database stores a pending subscription with its record of consent
(agency_site/backend/subscriptions.py) and a confirmation mail is queued and sent, within
the limits of each inbox and of the whole site (agency_site/mail/opt_in.py). The visitor is
told the same whether the address is new, pending or already confirmed, whether a mail went
out or waits, and whether the mail server took the message now or will later.
"""

from __future__ import annotations

import asyncio
import functools
import logging
from enum import StrEnum

from agency_site.backend import hosted, rate_limit, subscriptions
from agency_site.backend.subscriptions import Kind
from agency_site.backend.validation import InvalidInput, normalized_address
from agency_site.mail import delivery, opt_in
from agency_site.settings import settings

log = logging.getLogger(__name__)


class Outcome(StrEnum):
    """What the visitor is told (NewsletterState shows the matching notice)."""

    SUBSCRIBED = "subscribed"
    INVALID = "invalid"
    LIMITED = "limited"
    FAILED = "failed"


@functools.cache
def attempts() -> rate_limit.Attempts:
    """The newsletter's flood limits (a job alert counts as an attempt too)."""
    return rate_limit.Attempts(
        "newsletter",
        settings.newsletter_attempts_per_address,
        settings.newsletter_attempts_per_session,
        settings.newsletter_window_seconds,
        settings.redis_url,
    )


async def allowed(session: str, address: str) -> bool:
    """One more attempt from this network address and visitor session, if both allow it."""
    return await attempts().allowed(session, address)


async def attempt(email: object, session: str, address: str, **details) -> Outcome:
    """Limit, then subscribe `email` (`details`: those of subscribe()); never raises, the
    outcome says what happened."""
    try:
        if not await allowed(session, address):
            return Outcome.LIMITED
    except Exception:
        # The shared limit is out of reach (Redis down): nothing is let through unlimited.
        log.exception("newsletter: could not check the flood limit")
        return Outcome.FAILED
    return await subscribe(email, **details)


async def subscribe(
    email: object,
    *,
    language: str = "en",
    page: str = "",
    kind: Kind = Kind.NEWSLETTER,
    search: dict | None = None,
) -> Outcome:
    """Check `email` and subscribe it to `kind` (for a job alert, with its `search`), asked
    on `page` in `language`; never raises, the outcome says what happened."""
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
            # Each statement has its own timeout, and an outage is waited out for a while
            # (storage.py); this bounds them all.
            await asyncio.wait_for(
                _request(address, kind=kind, search=search, language=language, page=page),
                settings.outage_wait_seconds + settings.database_timeout_seconds * 3,
            )
    except Exception:
        # Any failure of the service or the database: the visitor is told it failed.
        log.exception("newsletter: could not subscribe")
        return Outcome.FAILED
    return Outcome.SUBSCRIBED


async def _request(address: str, **details) -> None:
    """Store the request (pending) and queue its confirmation mail when one is due and the
    limits allow it (mail/opt_in.py); the visitor is told the same either way."""
    requested = await subscriptions.request_async(address, **details)
    if requested.confirm:
        await asyncio.to_thread(opt_in.queue_confirmations, address)
        _in_background(delivery.deliver_soon())


_background: set[asyncio.Task] = set()


def _in_background(work) -> None:
    # The visitor's answer does not wait for the mail server; a reference keeps the task.
    task = asyncio.get_running_loop().create_task(work)
    _background.add(task)
    task.add_done_callback(_background.discard)
