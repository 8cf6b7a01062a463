"""The signed tokens in the links of every mail: one purpose each (confirm, unsubscribe, your
data), naming a subscription and its nonce (agency_site/backend/subscriptions.py).

A token is signed with the site's key (settings.secret_key, the same for every worker and mail
command; in development, a random key kept in .data/secret_key), so a forged or altered one
is refused; one signed with settings.secret_key_previous still verifies, for a rotation; a confirmation expires after
subscriptions.CONFIRM_WITHIN; the nonce makes the links of a subscription that ended and
started again stop working.
"""

from __future__ import annotations

import functools
import os
import secrets
from enum import StrEnum
from pathlib import Path

from itsdangerous import BadSignature, SignatureExpired, URLSafeTimedSerializer

from agency_site.backend.subscriptions import CONFIRM_WITHIN
from agency_site.settings import SECRET_KEY_MIN_LENGTH, settings

SECRET_FILE = Path(".data/secret_key")


class Purpose(StrEnum):
    CONFIRM = "confirm"
    UNSUBSCRIBE = "unsubscribe"
    DATA = "data"


# How long a token of each purpose is valid (None: as long as its subscription's nonce).
MAX_AGE = {Purpose.CONFIRM: CONFIRM_WITHIN.total_seconds()}
# A token is short text of the URL-safe alphabet; anything longer is not one of ours.
MAX_LENGTH = 200


class TokenProblem(StrEnum):
    """Why a token was refused (the page says it in the reader's language)."""

    EXPIRED = "expired"
    INVALID = "invalid"


class Refused(Exception):
    def __init__(self, problem: TokenProblem):
        super().__init__(problem)
        self.problem = problem


@functools.cache
def _keys() -> tuple[str, ...]:
    """The keys that verify, the signing one last (itsdangerous signs with the last)."""
    current = settings.secret_key or _development_key()
    return (settings.secret_key_previous, current) if settings.secret_key_previous else (current,)


def _development_key() -> str:
    """The key in SECRET_FILE, made by whichever process needs it first: written whole to a
    file of its own, then linked into place, which fails if another process did it first;
    so nobody ever reads a half-written or empty key."""
    if not SECRET_FILE.exists():
        SECRET_FILE.parent.mkdir(parents=True, exist_ok=True)
        draft = SECRET_FILE.with_name(f".{SECRET_FILE.name}.{secrets.token_hex(8)}")
        draft.write_text(secrets.token_urlsafe(32))
        draft.chmod(0o600)
        try:
            os.link(draft, SECRET_FILE)
        except FileExistsError:
            pass
        finally:
            draft.unlink()
    key = SECRET_FILE.read_text().strip()
    if len(key) < SECRET_KEY_MIN_LENGTH:
        raise RuntimeError(f"{SECRET_FILE} holds no usable key: delete it to make a new one")
    return key


def _serializer(purpose: Purpose) -> URLSafeTimedSerializer:
    return URLSafeTimedSerializer(list(_keys()), salt=f"agency-site-{purpose}")


def make(purpose: Purpose, subscription_id: int, nonce: str) -> str:
    return _serializer(purpose).dumps([subscription_id, nonce])


def read(purpose: Purpose, token: object) -> tuple[int, str]:
    """The subscription id and nonce a token names; Refused when it is not a valid token of
    this purpose (forged, altered, of another purpose, or expired)."""
    if not isinstance(token, str) or not 0 < len(token) <= MAX_LENGTH:
        raise Refused(TokenProblem.INVALID)
    try:
        value = _serializer(purpose).loads(token, max_age=MAX_AGE.get(purpose))
    except SignatureExpired as expired:
        raise Refused(TokenProblem.EXPIRED) from expired
    except BadSignature as bad:
        raise Refused(TokenProblem.INVALID) from bad
    match value:
        case [int() as subscription_id, str() as nonce]:
            return subscription_id, nonce
    raise Refused(TokenProblem.INVALID)
