"""Accounts on the hosted Supabase project.

Each call builds its own client (hosted.client()) from the visitor's tokens, which the
caller keeps in back-end-only state: a client never serves two visitors, and the tokens
never reach the browser.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import TypeVar

from supabase import AsyncClient
from supabase_auth.errors import AuthError
from supabase_auth.types import Session

from agency_site.backend import hosted

log = logging.getLogger(__name__)
_T = TypeVar("_T")


class AuthFailure(Exception):
    """A failed account operation; `message` is the provider's, or empty when it gave none."""

    def __init__(self, message: str = "") -> None:
        super().__init__(message)
        self.message = message


@dataclass(frozen=True)
class Account:
    """A signed-in visitor: public user fields, and the session's tokens (back end only)."""

    user: dict[str, str]
    tokens: dict[str, str | int] = field(repr=False)


def _account(session: Session | None) -> Account | None:
    if session is None or session.user is None:
        return None
    return Account(
        user={"id": session.user.id, "email": session.user.email or ""},
        tokens={
            "access_token": session.access_token,
            "refresh_token": session.refresh_token,
            "token_type": session.token_type,
            "expires_in": session.expires_in,
            "expires_at": session.expires_at or 0,
        },
    )


async def _call(operation: Callable[[AsyncClient], Awaitable[_T]]) -> _T:
    """Run `operation` with a fresh client; any failure becomes AuthFailure."""
    try:
        async with hosted.client() as client:
            return await operation(client)
    except AuthError as error:
        # The provider's own words (weak password, invalid credentials, rate limit...).
        raise AuthFailure(error.message) from error
    except Exception as error:
        # Unreachable, timed out, or answered nonsense: no message worth showing.
        log.warning("auth: the provider could not be reached: %r", error)
        raise AuthFailure() from error


async def sign_up(email: str, password: str, data: dict[str, str]) -> Account | None:
    """Register; the new account, or None while its e-mail address awaits confirmation."""
    credentials = {"email": email, "password": password, "options": {"data": data}}
    response = await _call(lambda client: client.auth.sign_up(credentials))
    return _account(response.session)


async def sign_in(email: str, password: str) -> Account:
    """Sign in with the password grant."""
    credentials = {"email": email, "password": password}
    response = await _call(lambda client: client.auth.sign_in_with_password(credentials))
    account = _account(response.session)
    if account is None:
        raise AuthFailure()
    return account


async def _restore(client: AsyncClient, tokens: dict) -> Session | None:
    response = await client.auth.set_session(tokens["access_token"], tokens["refresh_token"])
    return response.session


async def current(tokens: dict) -> Account | None:
    """The account these tokens still open (refreshed when expired), or None."""
    if not tokens:
        return None
    return _account(await _call(lambda client: _restore(client, tokens)))


async def sign_out(tokens: dict) -> None:
    """End this session at the provider (raises AuthFailure when it cannot)."""

    async def end(client: AsyncClient) -> None:
        await _restore(client, tokens)
        await client.auth.sign_out({"scope": "local"})

    if tokens:
        await _call(end)
