"""How many confirmation mails one inbox may get (issue 52): one an hour and three a day,
whatever the sessions, searches, lists or network addresses that asked.

An inbox is its address in lower case without its `+tag` (ann+jobs@example.com reaches
ann@example.com's inbox), kept only as a SHA-256 digest: the table never holds an address,
and a row is deleted a day after its last mail. A claim is a compare-and-set on the row, so
two workers asking at once never both get the last mail of an hour.
"""

from __future__ import annotations

import hashlib
from datetime import UTC, datetime, timedelta

from sqlalchemy import delete, update
from sqlalchemy.exc import IntegrityError
from sqlmodel import Field, Session, SQLModel

PER_HOUR, PER_DAY = 1, 3
HOUR, DAY = timedelta(hours=1), timedelta(days=1)


class MailAllowance(SQLModel, table=True):
    """The confirmation mails one inbox got in the last day."""

    __tablename__ = "mail_allowance"

    inbox: str = Field(primary_key=True, max_length=64)
    # The times of its mails in the last day, oldest first, in ISO format, space-separated.
    recent: str = Field(default="", max_length=200)
    updated_at: datetime = Field(index=True)


def inbox(email: str) -> str:
    """The digest of the inbox `email` (already normalized) reaches."""
    local, _, domain = email.lower().rpartition("@")
    return hashlib.sha256(f"{local.split('+', 1)[0]}@{domain}".encode()).hexdigest()


def _aware(moment: datetime) -> datetime:
    return moment if moment.tzinfo else moment.replace(tzinfo=UTC)


def claim(session: Session, email: str, moment: datetime) -> bool:
    """Count one confirmation mail to `email` at `moment` in `session`'s transaction, if the
    limits allow it; False (and the transaction rolled back) when they do not, or another
    worker claimed the same inbox meanwhile."""
    key = inbox(email)
    row = session.get(MailAllowance, key)
    before = row.recent if row is not None else ""
    recent = [_aware(datetime.fromisoformat(when)) for when in before.split()]
    recent = [when for when in recent if when > moment - DAY]
    last_hour = [when for when in recent if when > moment - HOUR]
    if len(last_hour) >= PER_HOUR or len(recent) >= PER_DAY:
        return False
    after = " ".join(when.isoformat() for when in [*recent, moment])
    try:
        if row is None:
            session.add(MailAllowance(inbox=key, recent=after, updated_at=moment))
            session.flush()
            return True
        changed = session.exec(
            update(MailAllowance)
            .where(MailAllowance.inbox == key, MailAllowance.recent == before)
            .values(recent=after, updated_at=moment)
        )
    except IntegrityError:
        session.rollback()
        return False
    if changed.rowcount != 1:
        session.rollback()
        return False
    return True


def purge(session: Session, moment: datetime) -> None:
    """Delete the inboxes whose last mail is more than a day old (they limit nothing)."""
    session.exec(delete(MailAllowance).where(MailAllowance.updated_at < moment - DAY))
