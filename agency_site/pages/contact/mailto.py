"""The contact form's mailto: link (RFC 6068). Whatever the visitor types, the link holds one
address and exactly two fields, `subject` and `body`: every value is percent-encoded (so `&`,
`?`, `#`, `%` and a typed "%0A" stay text), the subject is one line, and the body's line
breaks are CRLF inside the encoded body, never raw.
"""

from __future__ import annotations

import re
from urllib.parse import quote

# Line breaks of every kind (CR, LF, VT, FF, NEL, LS, PS) and the other control characters.
_BREAKS_AND_CONTROLS = re.compile(r"[\x00-\x1f\x7f\x85\u2028\u2029]+")
# Control characters a body keeps no use for: all but tab, LF and CR.
_BODY_CONTROLS = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
_BODY_BREAKS = re.compile(r"\r\n?|[\n\x85\u2028\u2029]")
# What JavaScript's encodeURIComponent leaves as it is (mail apps expect that form).
_UNRESERVED = "-_.!~*'()"


class Unencodable(ValueError):
    """Text that cannot be percent-encoded (a lone surrogate from a broken paste)."""


def one_line(text: str) -> str:
    """Line breaks (the only way to add a mail header) and control characters become single
    spaces."""
    return _BREAKS_AND_CONTROLS.sub(" ", str(text)).strip()


def clip(text: str, limit: int | None) -> str:
    """At most `limit` UTF-16 units (as an input's maxLength counts), never half a character."""
    if limit is None or limit < 0:
        return text
    units = 0
    for index, character in enumerate(text):
        units += 2 if ord(character) > 0xFFFF else 1
        if units > limit:
            return text[:index]
    return text


def _encode(text: str) -> str:
    try:
        return quote(text, safe=_UNRESERVED, encoding="utf-8", errors="strict")
    except UnicodeEncodeError as error:
        raise Unencodable(str(error)) from error


def _body_text(lines: list[str]) -> str:
    """Every line break becomes CRLF (RFC 6068 section 5), other controls go."""
    return _BODY_BREAKS.sub("\r\n", _BODY_CONTROLS.sub("", "\n".join(lines)))


def _encode_address(address: str) -> str:
    # Each side of the "@" encoded: even a mistaken setting cannot start the fields early.
    # "+" stays as written, as mail apps expect.
    return "@".join(_encode(part).replace("%2B", "+") for part in str(address).split("@"))


def mailto_link(address: str, subject: str, lines: list[str]) -> str:
    """The link: `lines` are the body's lines. Raises Unencodable on text that cannot be
    encoded; the form then tells the visitor."""
    fields = (f"subject={_encode(one_line(subject))}", f"body={_encode(_body_text(lines))}")
    return f"mailto:{_encode_address(address)}?{'&'.join(fields)}"
