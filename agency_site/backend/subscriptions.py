"""Subscriptions with a confirmed opt-in: the newsletter and job alerts (issue 39).

A request stores a *pending* subscription with its record of consent (when, on which page,
in which language, which wording the visitor saw) and a confirmation mail goes out
(agency_site/mail/). Only the button on the page the mail links to confirms it; a pending
subscription never confirmed is deleted CONFIRM_WITHIN after it was asked for. Leaving keeps
the row, marked unsubscribed, so that nothing more is sent; erasing deletes every row of the
address, its queued mail included.

Each row has a random `nonce` that the links of its mails carry (agency_site/mail/tokens.py):
asking again after leaving makes a new one, so older links stop working.
"""

from __future__ import annotations

import asyncio
import dataclasses
import json
import secrets
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from enum import StrEnum

import reflex as rx
from sqlalchemy import UniqueConstraint, delete, update
from sqlmodel import Field, Session, SQLModel, select

from agency_site.backend import allowance, storage
from agency_site.backend.outbox import OutboxMessage
from agency_site.backend.validation import EMAIL_MAX_LENGTH

# How long a confirmation link is valid; an unconfirmed request is deleted after it.
CONFIRM_WITHIN = timedelta(days=7)
# The wording of the consent the pop-up and the job board show (layout/newsletter.py,
# pages/jobs_dashboard/alerts.py): a new version whenever that wording changes, so each
# record says which one the visitor agreed to.
CONSENT_VERSION = "2026-11-28"


class Kind(StrEnum):
    NEWSLETTER = "newsletter"
    JOB_ALERT = "job-alert"


class State(StrEnum):
    PENDING = "pending"
    CONFIRMED = "confirmed"
    UNSUBSCRIBED = "unsubscribed"
    # Collected before the double opt-in existed: never confirmed, never mailed.
    UNCONFIRMED = "unconfirmed"


def _now() -> datetime:
    return datetime.now(UTC)


def new_nonce() -> str:
    return secrets.token_urlsafe(12)


# Reflex's `reflex db makemigrations` writes a revision for what differs between the tables
# and the database (alembic.ini). It reads them from the metadata they share, SQLModel's:
# registering one registers both.
@rx.ModelRegistry.register
class Subscription(SQLModel, table=True):
    """One address on one list (the newsletter, or one saved job search), with its consent."""

    __table_args__ = (UniqueConstraint("email", "kind", "search"),)

    id: int | None = Field(default=None, primary_key=True)
    email: str = Field(max_length=EMAIL_MAX_LENGTH, index=True)
    kind: str = Field(default=Kind.NEWSLETTER, max_length=20)
    # A job alert's saved search as JSON (pages/jobs_dashboard/state.py: Search); "" for the
    # newsletter.
    search: str = Field(default="", max_length=1000)
    state: str = Field(default=State.PENDING, max_length=20)
    language: str = Field(default="en", max_length=5)
    # The page the visitor asked on, and the consent wording's version they saw.
    page: str = Field(default="", max_length=300)
    consent_version: str = Field(default="", max_length=40)
    asked_at: datetime = Field(default_factory=_now)
    confirmed_at: datetime | None = None
    unsubscribed_at: datetime | None = None
    nonce: str = Field(default_factory=new_nonce, max_length=40)
    # When its confirmation last went into a mail (agency_site/mail/opt_in.py); None: one is due.
    mailed_at: datetime | None = None


@dataclasses.dataclass(frozen=True)
class Request:
    """A stored request: the subscription, and whether a confirmation mail is due."""

    subscription: Subscription
    confirm: bool


def _aware(moment: datetime) -> datetime:
    # SQLite gives back naive datetimes (stored in UTC).
    return moment if moment.tzinfo else moment.replace(tzinfo=UTC)


def request(
    email: str,
    *,
    kind: Kind = Kind.NEWSLETTER,
    search: dict | None = None,
    language: str = "en",
    page: str = "",
    url: str | None = None,
) -> Request:
    """Store a request to subscribe `email` (already normalized). A confirmed subscription
    stays as it is and no mail is due (the visitor is told the same as for a new one); a
    pending one gets its consent record renewed and its confirmation due again; one that
    ended is pending again with new links, its unsubscribe kept on record until it is
    confirmed (purge_unconfirmed puts it back if it never is)."""
    saved = json.dumps(search, sort_keys=True) if search else ""

    def store(session: Session) -> Request:
        found = session.exec(
            select(Subscription).where(
                Subscription.email == email,
                Subscription.kind == kind,
                Subscription.search == saved,
            )
        ).first()
        if found is not None and found.state == State.CONFIRMED:
            return Request(found, confirm=False)
        subscription = found or Subscription(email=email, kind=kind, search=saved)
        if found is not None and found.state != State.PENDING:
            subscription.nonce = new_nonce()
        subscription.state, subscription.mailed_at = State.PENDING, None
        subscription.language, subscription.page = language, page[:300]
        subscription.consent_version, subscription.asked_at = CONSENT_VERSION, _now()
        session.add(subscription)
        session.commit()
        session.refresh(subscription)
        return Request(subscription, confirm=True)

    return storage.database(url).run(store)


async def request_async(email: str, **details) -> Request:
    """request() off the event loop, so other visitors are never kept waiting."""
    return await asyncio.to_thread(request, email, **details)


class Change(StrEnum):
    """What a link's button did (the page says it in the reader's language)."""

    DONE = "done"
    ALREADY = "already"
    EXPIRED = "expired"
    UNKNOWN = "unknown"


def _named(session: Session, subscription_id: int, nonce: str) -> Subscription | None:
    """The subscription a link names, while its nonce is still the one the link carries."""
    found = session.get(Subscription, subscription_id)
    return found if found is not None and secrets.compare_digest(found.nonce, nonce) else None


def find(subscription_id: int, nonce: str, url: str | None = None) -> Subscription | None:
    return storage.database(url).run(lambda session: _named(session, subscription_id, nonce))


def _change(
    subscription_id: int,
    nonce: str,
    url: str | None,
    to: State,
    move: Callable[[Session, Subscription], Change | None],
) -> Change:
    """What a link's button does to the subscription it names: nothing if there is none
    or it is in state `to` already; else `move` puts it there, or answers why not."""

    def change(session: Session) -> Change:
        found = _named(session, subscription_id, nonce)
        if found is None:
            return Change.UNKNOWN
        if found.state == to:
            return Change.ALREADY
        refused = move(session, found)
        if refused is not None:
            return refused
        session.add(found)
        session.commit()
        return Change.DONE

    return storage.database(url).run(change)


def confirm(subscription_id: int, nonce: str, url: str | None = None) -> Change:
    def move(session: Session, found: Subscription) -> Change | None:
        if found.state != State.PENDING or _now() - _aware(found.asked_at) > CONFIRM_WITHIN:
            return Change.EXPIRED
        found.state, found.confirmed_at = State.CONFIRMED, _now()
        return None

    return _change(subscription_id, nonce, url, State.CONFIRMED, move)


def unsubscribe(subscription_id: int, nonce: str, url: str | None = None) -> Change:
    def move(session: Session, found: Subscription) -> None:
        found.state, found.unsubscribed_at = State.UNSUBSCRIBED, _now()
        # Whatever was queued for it is not sent.
        session.exec(delete(OutboxMessage).where(OutboxMessage.subscription_id == found.id))

    return _change(subscription_id, nonce, url, State.UNSUBSCRIBED, move)


def stored_for(email: str, url: str | None = None) -> list[Subscription]:
    """Every subscription of `email`, oldest first: what the 'your data' page shows."""
    query = select(Subscription).where(Subscription.email == email)
    return _every(query.order_by(Subscription.asked_at), url)


def _every(query, url: str | None) -> list[Subscription]:
    return storage.database(url).run(lambda session: list(session.exec(query)))


def erase(email: str, url: str | None = None) -> int:
    """Delete every subscription of `email` and every message queued for it (its page then
    deletes its mail files: transport.forget); how many subscriptions there were."""

    def remove(session: Session) -> int:
        ids = list(session.exec(select(Subscription.id).where(Subscription.email == email)))
        # Sent messages keep no recipient: they are found by their subscription.
        session.exec(
            delete(OutboxMessage).where(
                (OutboxMessage.recipient == email) | OutboxMessage.subscription_id.in_(ids)
            )
        )
        session.exec(delete(Subscription).where(Subscription.email == email))
        session.commit()
        return len(ids)

    return storage.database(url).run(remove)


def purge_unconfirmed(now: datetime | None = None, url: str | None = None) -> int:
    """Delete the requests never confirmed within CONFIRM_WITHIN, and their queued mail; a
    request made after an unsubscribe goes back to unsubscribed instead, its record kept as
    the privacy policy says (until the address is erased). How many requests ended."""
    moment = now or _now()
    cutoff = moment - CONFIRM_WITHIN

    def remove(session: Session) -> int:
        ended = list(
            session.exec(
                select(Subscription.id).where(
                    Subscription.state == State.PENDING, Subscription.asked_at < cutoff
                )
            )
        )
        if ended:
            session.exec(delete(OutboxMessage).where(OutboxMessage.subscription_id.in_(ended)))
            ended_rows = Subscription.id.in_(ended)
            session.exec(
                update(Subscription)
                .where(ended_rows, Subscription.unsubscribed_at.is_not(None))
                .values(state=State.UNSUBSCRIBED)
            )
            session.exec(
                delete(Subscription).where(ended_rows, Subscription.state == State.PENDING)
            )
        allowance.purge(session, moment)
        session.commit()
        return len(ended)

    return storage.database(url).run(remove)


def confirmed(kind: Kind, url: str | None = None) -> list[Subscription]:
    """The confirmed subscriptions of one kind, oldest first."""
    query = select(Subscription).where(
        Subscription.kind == kind, Subscription.state == State.CONFIRMED
    )
    return _every(query.order_by(Subscription.id), url)


def every_subscription(url: str | None = None) -> list[Subscription]:
    """Every subscription, oldest first (the staff's CSV export)."""
    return _every(select(Subscription).order_by(Subscription.asked_at), url)


def pending_for(session: Session, email: str, moment: datetime) -> list[Subscription]:
    """The requests of `email` still waiting for their confirmation at `moment`, oldest first."""
    query = select(Subscription).where(
        Subscription.email == email,
        Subscription.state == State.PENDING,
        Subscription.asked_at >= moment - CONFIRM_WITHIN,
    )
    return list(session.exec(query.order_by(Subscription.asked_at)))


def unmailed(email: str | None = None, url: str | None = None) -> list[str]:
    """The addresses (or just `email`) with a request whose confirmation was never mailed."""
    query = select(Subscription.email).where(
        Subscription.state == State.PENDING, Subscription.mailed_at.is_(None)
    )
    if email is not None:
        query = query.where(Subscription.email == email)
    return sorted(set(_every(query, url)))


def still_wanted(messages: list[OutboxMessage], url: str | None = None) -> set[int]:
    """The ids of the messages whose subscription still takes them: a confirmation while its
    address has a request pending, anything else while it is confirmed (nothing once erased)."""
    ids = {message.subscription_id for message in messages} - {None}
    recipients = {message.recipient for message in messages}

    def states(session: Session) -> tuple[dict[int, str], set[str]]:
        rows = session.exec(
            select(Subscription.id, Subscription.state).where(Subscription.id.in_(ids))
        )
        pending = session.exec(
            select(Subscription.email).where(
                Subscription.email.in_(recipients), Subscription.state == State.PENDING
            )
        )
        return dict(rows.all()), set(pending)

    state_of, pending = storage.database(url).run(states)

    def wanted(message: OutboxMessage) -> bool:
        if message.key.startswith("confirm:"):
            return message.recipient in pending
        if message.subscription_id is None:
            return True
        return state_of.get(message.subscription_id) == State.CONFIRMED

    return {message.id for message in messages if wanted(message)}
