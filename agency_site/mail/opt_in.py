"""Confirmation mails that cannot be turned against anyone (issue 52).

However many sessions, searches, lists or network addresses ask for one address, its inbox
gets at most one confirmation mail an hour and three a day (backend/allowance.py), and the
site sends at most settings.confirmations_per_hour in all. One mail lists every request of
the address still pending; a request whose mail must wait stays pending, unmailed, and goes
into the next mail the limits allow (after the next request for it, or the next
`python -m agency_site.mail deliver`). The visitor is told the same either way. Logs name
subscriptions by id, never by address.
"""

from __future__ import annotations

import logging
from datetime import UTC, datetime

from sqlalchemy import func
from sqlmodel import Session, select

from agency_site.backend import allowance, storage, subscriptions
from agency_site.backend.outbox import OutboxMessage
from agency_site.mail import compose
from agency_site.mail.delivery import CONFIRMATIONS
from agency_site.settings import settings

log = logging.getLogger(__name__)


def queue_confirmations(
    email: str | None = None, now: datetime | None = None, url: str | None = None
) -> int:
    """Queue a confirmation mail for each address (or just `email`) with a request not yet
    mailed, as the limits allow `now` (by default, now); how many were queued."""
    moment = now or datetime.now(UTC)
    return sum(_queue_for(address, moment, url) for address in subscriptions.unmailed(email, url))


def _queue_for(email: str, moment: datetime, url: str | None) -> bool:

    def queue(session: Session) -> bool:
        pending = subscriptions.pending_for(session, email, moment)
        due = [request for request in pending if request.mailed_at is None]
        if not due:
            return False
        newest = pending[-1]
        if not allowance.claim(session, email, moment):
            log.info("mail: subscription %s waits: its inbox had its confirmations", newest.id)
            return False
        if _sent_this_hour(session, moment) >= settings.confirmations_per_hour:
            session.rollback()
            log.warning(
                "mail: %d confirmation mails in the last hour (AGENCY_CONFIRMATIONS_PER_HOUR); "
                "subscription %s waits",
                settings.confirmations_per_hour,
                newest.id,
            )
            return False
        message = compose.confirmation(pending)
        session.add(
            OutboxMessage(
                key=f"{CONFIRMATIONS}{newest.id}:{subscriptions.new_nonce()}",
                recipient=email,
                message=message.as_string(),
                subscription_id=newest.id,
                created_at=moment,
            )
        )
        for request in pending:
            request.mailed_at = moment
            session.add(request)
        session.commit()
        return True

    return storage.database(url).run(queue)


def _sent_this_hour(session: Session, moment: datetime) -> int:
    return session.exec(
        select(func.count())
        .select_from(OutboxMessage)
        .where(
            OutboxMessage.key.startswith(CONFIRMATIONS),
            OutboxMessage.created_at > moment - allowance.HOUR,
        )
    ).one()
