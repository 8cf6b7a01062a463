"""The authentication context as back-end state.

`user` and `loading` reach the browser; the session's tokens stay in the back-end-only
`_tokens` and are handed to agency_site.backend.auth for each call. Every handler is a
background event: a slow provider never holds up other visitors.
"""

from __future__ import annotations

import functools
import logging

import reflex as rx

from agency_site.backend import auth, rate_limit
from agency_site.backend.validation import InvalidInput, bounded_text, normalized_address
from agency_site.components.notices import Notice, show_from
from agency_site.i18n import Text, t
from agency_site.platform import public
from agency_site.settings import settings

log = logging.getLogger(__name__)

# Caps for what the forms send (the provider sets the real password rules).
PASSWORD_MAX_LENGTH = 256
NAME_MAX_LENGTH = 120
ACCOUNT_TYPES = ("candidate", "partner")

# A refusal shows the provider's message, or 'Something went wrong'.
_SOMETHING_WENT_WRONG = t("Something went wrong")
SIGN_UP_FAILED = Notice(
    "sign-up-failed", t("Sign up Failed"), _SOMETHING_WENT_WRONG, variant="destructive"
)
SIGN_IN_FAILED = Notice(
    "sign-in-failed", t("Sign in Failed"), _SOMETHING_WENT_WRONG, variant="destructive"
)
SIGN_OUT_FAILED = Notice(
    "sign-out-failed", t("Sign out Failed"), _SOMETHING_WENT_WRONG, variant="destructive"
)
CHECK_EMAIL = Notice(
    "check-email",
    t("Check your inbox"),
    t("We have sent you a link to confirm your email address. Open it, then sign in."),
)
INVALID_FORM = t("Please enter a valid email address and a password.")
TOO_MANY_ATTEMPTS = t("Too many attempts. Please wait a few minutes and try again.")


@functools.cache
def attempts() -> rate_limit.Attempts:
    """Sign-ups and sign-ins together, per network address and visitor session."""
    return rate_limit.Attempts(
        "auth",
        settings.auth_attempts_per_address,
        settings.auth_attempts_per_session,
        settings.newsletter_window_seconds,
        settings.redis_url,
    )


class AuthState(rx.State):
    # The signed-in user's public fields ({"id", "email"}), empty when signed out.
    user: rx.Field[dict[str, str]] = rx.field(default_factory=dict)
    # True until the first session lookup has returned.
    loading: bool = True
    # Whether this deployment offers accounts (a hosted back end is configured).
    available: bool = settings.hosted_backend
    # An operation is under way: its button is disabled.
    working: bool = False
    # The session (access and refresh tokens, expiry): never sent to the browser.
    _tokens: rx.Field[dict] = rx.field(default_factory=dict)

    @rx.var
    def signed_in(self) -> bool:
        return bool(self.user)

    def _set_account(self, account: auth.Account | None) -> None:
        self.user = account.user if account else {}
        self._tokens = account.tokens if account else {}

    @rx.event(background=True)
    @public
    async def load_session(self):
        """The first session lookup: restores (and refreshes) a session kept from before."""
        async with self:
            tokens = dict(self._tokens)
        account = None
        if settings.hosted_backend and tokens:
            try:
                account = await auth.current(tokens)
            except auth.AuthFailure:
                account = None
        async with self:
            self._set_account(account)
            self.available = settings.hosted_backend
            self.loading = False

    async def _begin(self) -> bool:
        """Mark an operation as started, unless one is already running."""
        async with self:
            if self.working or not settings.hosted_backend:
                return False
            self.working = True
            return True

    async def _finish(
        self,
        account: auth.Account | None,
        notice: Notice | None,
        message: Text | str = "",
        *,
        signed_out: bool = False,
    ):
        """The operation is over: keep its account (or none after signing out), show its
        notice (with `message` as its text, when given), enable the buttons again. Returns
        the event that closes the notice in time."""
        async with self:
            if account or signed_out:
                self._set_account(account)
            self.working = False
            return await show_from(self, notice, message) if notice else None

    async def _enter(self, failed: Notice, read_form, call):
        """One sign-up or sign-in: check the form and the visitor's limits, ask the provider,
        show the outcome."""
        if not await self._begin():
            return None
        try:
            arguments = read_form()
        except InvalidInput:
            return await self._finish(None, failed, INVALID_FORM)
        if refusal := await self._refusal():
            return await self._finish(None, failed, refusal)
        try:
            account = await call(*arguments)
        except auth.AuthFailure as failure:
            return await self._finish(None, failed, failure.message)
        return await self._finish(account, None if account else CHECK_EMAIL)

    async def _refusal(self) -> Text | None:
        """Why this visitor may not try once more now (its network address or session is
        over the limit, or the shared limit is out of reach), or None."""
        session = self.router.session
        try:
            allowed = await attempts().allowed(session.client_token, session.client_ip)
        except Exception:
            # Redis is down: no call goes out unlimited.
            log.exception("auth: could not check the flood limit")
            return _SOMETHING_WENT_WRONG
        return None if allowed else TOO_MANY_ATTEMPTS

    @rx.event(background=True)
    @public
    async def sign_up(self, form: dict):
        def read_form():
            fields = _fields(form, "email", "password", "name", "account_type")
            name = bounded_text(fields["name"] or "", NAME_MAX_LENGTH, required=False).strip()
            kind = fields["account_type"]
            data = {
                "full_name": name,
                "account_type": kind if kind in ACCOUNT_TYPES else "candidate",
            }
            return (*_credentials(fields), data)

        return await self._enter(SIGN_UP_FAILED, read_form, auth.sign_up)

    @rx.event(background=True)
    @public
    async def sign_in(self, form: dict):
        return await self._enter(
            SIGN_IN_FAILED, lambda: _credentials(_fields(form, "email", "password")), auth.sign_in
        )

    @rx.event(background=True)
    @public
    async def sign_out(self):
        """Ends the session at the provider; the local one is cleared even if that fails."""
        if not await self._begin():
            return None
        async with self:
            tokens = dict(self._tokens)
        notice, message = None, ""
        try:
            await auth.sign_out(tokens)
        except auth.AuthFailure as failure:
            notice, message = SIGN_OUT_FAILED, failure.message
        return await self._finish(None, notice, message, signed_out=True)


def _fields(form: object, *names: str) -> dict[str, object]:
    """The named fields of a submitted form (missing ones are None); anything but a form
    (a dict) is refused."""
    if not isinstance(form, dict):
        raise InvalidInput(f"expected a form, got {type(form).__name__}")
    return {name: form.get(name) for name in names}


def _credentials(fields: dict[str, object]) -> tuple[str, str]:
    """The checked e-mail address and password of a submitted form."""
    return (
        normalized_address(fields["email"]),
        bounded_text(fields["password"], PASSWORD_MAX_LENGTH),
    )
