"""MailLinkState: the pages our mails link to (confirm, unsubscribe, your data).

Opening a link only reads: the page checks its token and shows one button. Only pressing
the button changes anything, so a mail scanner that follows every link confirms and ends
nothing. A forged, altered, expired or outdated token gets its page in the reader's language
and changes nothing.
"""

from __future__ import annotations

import asyncio

import reflex as rx

from agency_site.backend import subscriptions
from agency_site.backend.subscriptions import Change, Kind, State, Subscription
from agency_site.components.language import request_language
from agency_site.i18n import date_text, in_language, t
from agency_site.mail import tokens, transport
from agency_site.mail.tokens import Purpose, Refused
from agency_site.platform import public

# What the page shows: CHECKING as it loads, then READY (the button), then the outcome.
CHECKING, READY, DONE, ALREADY, EXPIRED, INVALID, FAILED = (
    "checking",
    "ready",
    "done",
    "already",
    "expired",
    "invalid",
    "failed",
)
_STATUS_OF_CHANGE = {
    Change.DONE: DONE,
    Change.ALREADY: ALREADY,
    Change.EXPIRED: EXPIRED,
    Change.UNKNOWN: INVALID,
}
_KIND_LABELS = {Kind.NEWSLETTER: t("Newsletter"), Kind.JOB_ALERT: t("Job alert")}
_STATE_LABELS = {
    State.PENDING: t("Waiting for your confirmation"),
    State.CONFIRMED: t("Confirmed"),
    State.UNSUBSCRIBED: t("Unsubscribed"),
    State.UNCONFIRMED: t("Given before we asked for confirmation; never used"),
}


class MailLinkState(rx.State):
    """The token of the link the page was opened with, and where the page stands."""

    status: str = CHECKING
    # The 'your data' page: the address and each of its subscriptions, as the page shows them.
    email: str = ""
    stored: rx.Field[list[dict[str, str]]] = rx.field(default_factory=list)
    _token: str = ""

    async def _open(self, purpose: Purpose, done: State | None = None) -> Subscription | None:
        """The subscription the link's token names, if any, and the page's status: ALREADY
        where it is in state `done` (where the page's button leads) already."""
        token = self.router.url.query_parameters.get("token", "")
        self._token = token if isinstance(token, str) else ""
        self.email, self.stored = "", []
        try:
            found, self.status = await asyncio.to_thread(look_up, purpose, self._token)
        except Exception:
            found, self.status = None, FAILED
        if found is not None and found.state == done:
            self.status = ALREADY
        return found

    @rx.event
    @public
    async def open_confirmation(self):
        await self._open(Purpose.CONFIRM, State.CONFIRMED)

    @rx.event
    @public
    async def open_unsubscribe(self):
        await self._open(Purpose.UNSUBSCRIBE, State.UNSUBSCRIBED)

    @rx.event
    @public
    async def open_your_data(self):
        found = await self._open(Purpose.DATA)
        if found is not None:
            await self._show(found.email)

    async def _show(self, email: str) -> None:
        rows = await asyncio.to_thread(subscriptions.stored_for, email)
        language = request_language(self.router)
        self.email = email
        self.stored = [_row(row, language) for row in rows]

    async def _change(self, purpose: Purpose, change) -> None:
        """Apply `change` (a subscriptions function) to the token's subscription."""
        if self.status != READY:
            return
        try:
            subscription_id, nonce = tokens.read(purpose, self._token)
            outcome = await asyncio.to_thread(change, subscription_id, nonce)
        except Refused:
            self.status = INVALID
            return
        except Exception:
            self.status = FAILED
            return
        self.status = _STATUS_OF_CHANGE[outcome]

    @rx.event
    @public
    async def confirm(self):
        await self._change(Purpose.CONFIRM, subscriptions.confirm)

    @rx.event
    @public
    async def unsubscribe(self):
        await self._change(Purpose.UNSUBSCRIBE, subscriptions.unsubscribe)

    @rx.event
    @public
    async def erase(self):
        if self.status != READY or not self.email:
            return
        try:
            await asyncio.to_thread(subscriptions.erase, self.email)
            await asyncio.to_thread(transport.forget, self.email)
        except Exception:
            self.status = FAILED
            return
        self.stored = []
        self.status = DONE


def look_up(purpose: Purpose, token: str) -> tuple[Subscription | None, str]:
    """The subscription a token of `purpose` names, and the page's status: READY, or why
    not (EXPIRED, INVALID)."""
    try:
        subscription_id, nonce = tokens.read(purpose, token)
    except Refused as refused:
        return None, EXPIRED if refused.problem == tokens.TokenProblem.EXPIRED else INVALID
    found = subscriptions.find(subscription_id, nonce)
    return found, READY if found is not None else INVALID


def _row(subscription: Subscription, language: str) -> dict[str, str]:
    """One subscription as the 'your data' page lists it, in `language`."""

    def day(moment) -> str:
        return in_language(date_text(moment.date()), language) if moment else ""

    return {
        "kind": in_language(_KIND_LABELS.get(subscription.kind, t("Newsletter")), language),
        "state": in_language(_STATE_LABELS.get(subscription.state, t("Confirmed")), language),
        "asked": day(subscription.asked_at),
        "confirmed": day(subscription.confirmed_at),
        "ended": day(subscription.unsubscribed_at),
        "page": subscription.page,
        "language": subscription.language,
        "consent": subscription.consent_version,
        "search": subscription.search,
    }
