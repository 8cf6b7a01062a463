"""Checks for what visitors send to the back end.

Event handlers receive whatever JSON a browser (or a script posing as one) sends, whatever
their type hints say: every value is checked here before it is used.
"""

from __future__ import annotations

import re

from email_validator import EmailNotValidError, validate_email

# RFC 5321 caps an address at 254 characters.
EMAIL_MAX_LENGTH = 254
# Anything shaped like an e-mail address inside a longer text (an error, a log line).
# Valid pairs arrive joined into one character (JSON decoding joins them): what is left is alone.
_LONE_SURROGATE = re.compile("[\ud800-\udfff]")
_ADDRESS_IN_TEXT = re.compile(r"[^\s'\"<>()\[\]{},;:]+@[^\s'\"<>()\[\]{},;:]+")


class InvalidInput(ValueError):
    """A value the back end refuses; the message says why (for logs, not visitors)."""


def bounded_text(value: object, max_length: int, *, required: bool = True) -> str:
    """`value` if it is text of at most `max_length` characters (and not blank if required)."""
    if not isinstance(value, str):
        raise InvalidInput(f"expected text, got {type(value).__name__}")
    if len(value) > max_length:
        raise InvalidInput(f"{len(value)} characters, more than {max_length}")
    if required and not value.strip():
        raise InvalidInput("empty")
    return value


def well_formed(text: str) -> str:
    """`text` with each lone surrogate (half of a character, from a broken paste: a page's
    JSON carries it) replaced by U+FFFD, as a browser shows it: no encoding writes a lone
    surrogate, so an address, a log line or a mail made of it would fail."""
    return _LONE_SURROGATE.sub("\ufffd", text)


def normalized_address(value: object) -> str:
    """`value` as one canonical e-mail address: Unicode normalized and lower-cased (mail
    providers ignore case, so Ann@Example.com and ann@example.com are one subscriber)."""
    text = bounded_text(value, EMAIL_MAX_LENGTH).strip()
    try:
        return validate_email(text, check_deliverability=False).normalized.lower()
    except EmailNotValidError as error:
        raise InvalidInput(without_addresses(str(error).replace(text, "<address>"))) from error


def without_addresses(text: str) -> str:
    """`text` (an error's words) with every e-mail address in it masked: logs and stored
    errors name a subscription by its id, never by its address (issue 52)."""
    return _ADDRESS_IN_TEXT.sub("<address>", text)
