"""The mail outbox: every message is queued here first, then taken by one sender at a time
(agency_site/mail/delivery.py), marked sent as the server takes it, or tried again later.

A sender holds what it takes (HOLD); it sends a message only while its hold on it lasts, and
renews the hold of what is left of its batch before that runs out: two senders, a crash or a
slow batch never send one message twice. A sent message keeps its key (queued once) and
loses its recipient and body (its links stay with the recipient only), as the privacy
policy says of mails waiting to be sent.
"""

from __future__ import annotations

import secrets
from datetime import UTC, datetime, timedelta

from sqlalchemy import Column, Text, delete, update
from sqlmodel import Field, Session, SQLModel, select

from agency_site.backend import storage
from agency_site.backend.validation import EMAIL_MAX_LENGTH


def _now() -> datetime:
    return datetime.now(UTC)


class OutboxMessage(SQLModel, table=True):
    """A message to send, kept until the SMTP server (or the mail folder) took it."""

    __tablename__ = "outbox"

    id: int | None = Field(default=None, primary_key=True)
    # What it is, once: 'confirm:<newest request's id>:<random>' (agency_site/mail/opt_in.py),
    # 'alert:<id>:<job>', 'issue:<slug>:<id>'.
    key: str = Field(max_length=200, unique=True)
    subscription_id: int | None = Field(default=None, index=True)
    # Emptied once sent, with last_error (mark_sent).
    recipient: str = Field(max_length=EMAIL_MAX_LENGTH)
    message: str = Field(sa_column=Column(Text, nullable=False))
    created_at: datetime = Field(default_factory=_now)
    attempts: int = 0
    # When to try next; set ahead while a sender holds it, so two senders never both send it.
    next_attempt_at: datetime = Field(default_factory=_now, index=True)
    sent_at: datetime | None = None
    last_error: str = Field(default="", max_length=500)


def enqueue_many(messages: list[OutboxMessage], url: str | None = None) -> int:
    """Queue each message whose key was never queued, in one transaction; how many."""

    def add(session: Session) -> int:
        keys = [message.key for message in messages]
        known = set(session.exec(select(OutboxMessage.key).where(OutboxMessage.key.in_(keys))))
        new = [message for message in messages if message.key not in known]
        session.add_all(new)
        session.commit()
        return len(new)

    return storage.database(url).run(add) if messages else 0


def queued_keys(prefix: str, url: str | None = None) -> set[str]:
    """The keys queued so far (sent or not) that start with `prefix`."""
    return storage.database(url).run(
        lambda session: set(
            session.exec(select(OutboxMessage.key).where(OutboxMessage.key.startswith(prefix)))
        )
    )


# While one sender holds a message, no other takes it (a sender that died lets go after this).
HOLD = timedelta(minutes=5)


def _mark(moment: datetime) -> datetime:
    # A sender's hold ends at its own microsecond: the mark says whose a message is.
    return moment + HOLD + timedelta(microseconds=secrets.randbelow(1_000_000))


def held_for(message: OutboxMessage, now: datetime | None = None) -> timedelta:
    """How long this sender's hold on `message` lasts from `now`."""
    until = message.next_attempt_at
    return (until if until.tzinfo else until.replace(tzinfo=UTC)) - (now or _now())


def take_due(
    limit: int, now: datetime | None = None, url: str | None = None, prefix: str = ""
) -> list:
    """Up to `limit` messages due now whose key starts with `prefix`, each held for this
    sender (HOLD)."""
    moment = now or _now()
    held_until = _mark(moment)

    def take(session: Session) -> list[OutboxMessage]:
        due = list(
            session.exec(
                select(OutboxMessage.id)
                .where(
                    OutboxMessage.sent_at.is_(None),
                    OutboxMessage.next_attempt_at <= moment,
                    OutboxMessage.key.startswith(prefix),
                )
                .order_by(OutboxMessage.id)
                .limit(limit)
            )
        )
        if not due:
            return []
        # Only what is still due when this update runs is held, by this sender alone.
        session.exec(
            update(OutboxMessage)
            .where(
                OutboxMessage.id.in_(due),
                OutboxMessage.sent_at.is_(None),
                OutboxMessage.next_attempt_at <= moment,
            )
            .values(next_attempt_at=held_until)
        )
        session.commit()
        return list(
            session.exec(
                select(OutboxMessage)
                .where(OutboxMessage.id.in_(due), OutboxMessage.next_attempt_at == held_until)
                .order_by(OutboxMessage.id)
            )
        )

    return storage.database(url).run(take)


def renew(messages: list[OutboxMessage], url: str | None = None) -> list[OutboxMessage]:
    """Hold `messages` (all held by this sender with one mark) for another HOLD; those still
    unsent and still this sender's, with their new mark. Any other was taken by another
    sender after this one's hold ran out, and is not this one's to send."""
    if not messages:
        return []
    ids = [message.id for message in messages]
    held_until = _mark(_now())

    def hold(session: Session) -> set[int]:
        session.exec(
            update(OutboxMessage)
            .where(
                OutboxMessage.id.in_(ids),
                OutboxMessage.sent_at.is_(None),
                OutboxMessage.next_attempt_at == messages[0].next_attempt_at,
            )
            .values(next_attempt_at=held_until)
        )
        session.commit()
        return set(
            session.exec(
                select(OutboxMessage.id).where(
                    OutboxMessage.id.in_(ids), OutboxMessage.next_attempt_at == held_until
                )
            )
        )

    kept = storage.database(url).run(hold)
    for message in messages:
        message.next_attempt_at = held_until
    return [message for message in messages if message.id in kept]


def release(messages: list[OutboxMessage], url: str | None = None) -> None:
    """Let go of messages this sender holds but will not send: due again at once (those
    another sender took meanwhile stay that sender's)."""

    def let_go(session: Session) -> None:
        for message in messages:
            session.exec(
                update(OutboxMessage)
                .where(
                    OutboxMessage.id == message.id,
                    OutboxMessage.sent_at.is_(None),
                    OutboxMessage.next_attempt_at == message.next_attempt_at,
                )
                .values(next_attempt_at=_now())
            )
        session.commit()

    if messages:
        storage.database(url).run(let_go)


def mark_sent(message_ids: list[int], url: str | None = None) -> None:
    def mark(session: Session) -> None:
        session.exec(
            update(OutboxMessage)
            .where(OutboxMessage.id.in_(message_ids))
            .values(sent_at=_now(), message="", recipient="", last_error="")
        )
        session.commit()

    if message_ids:
        storage.database(url).run(mark)


def backoff(attempts: int) -> timedelta:
    """How long after its `attempts`-th failure a message is tried again: 30 s, doubling,
    at most 6 hours."""
    return min(timedelta(seconds=30) * 2 ** max(attempts - 1, 0), timedelta(hours=6))


def mark_failed(message_id: int, attempts: int, error: str, url: str | None = None) -> None:
    def mark(session: Session) -> None:
        session.exec(
            update(OutboxMessage)
            .where(OutboxMessage.id == message_id)
            .values(
                attempts=attempts,
                next_attempt_at=_now() + backoff(attempts),
                last_error=error[:500],
            )
        )
        session.commit()

    storage.database(url).run(mark)


def drop(message_ids: list[int], url: str | None = None) -> None:
    def remove(session: Session) -> None:
        session.exec(delete(OutboxMessage).where(OutboxMessage.id.in_(message_ids)))
        session.commit()

    if message_ids:
        storage.database(url).run(remove)
