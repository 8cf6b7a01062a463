"""The contact form's mailto: builder (agency_site/pages/contact/mailto.py).

Whatever a visitor types, the link must carry the one address and exactly the `subject`
and `body` fields, each percent-encoded, with no raw line break anywhere: nothing typed
can add a header (cc, bcc, another subject) or end the body early (RFC 6068).
"""

from __future__ import annotations

import re
from urllib.parse import quote, unquote

import pytest

from agency_site.pages.contact import mailto
from agency_site.pages.contact.state import MAX_LENGTHS

ADDRESS = "contact@example.org"


def encode(text: str) -> str:
    """What JavaScript's encodeURIComponent gives."""
    return quote(text, safe="-_.!~*'()")


def parts(url: str) -> tuple[str, list[tuple[str, str]]]:
    """The address and the (name, still-encoded value) fields of a mailto: URL, in order."""
    assert url.startswith("mailto:"), url
    address, _, query = url.removeprefix("mailto:").partition("?")
    return address, [tuple(field.split("=", 1)) for field in query.split("&")]


def expect_only_subject_and_body(url: str, subject: str, body: str) -> None:
    address, fields = parts(url)
    assert address == ADDRESS
    assert [name for name, _ in fields] == ["subject", "body"]
    (_, encoded_subject), (_, encoded_body) = fields
    # Each value is exactly what encodeURIComponent writes: nothing is left raw.
    assert encoded_subject == encode(subject)
    assert encoded_body == encode(body)
    assert unquote(encoded_subject) == subject
    assert unquote(encoded_body) == body
    assert not re.search(r"[\s<>\"#]", url), "a raw space, break or delimiter in the link"
    assert "?" not in url.partition("?")[2]


# (typed subject, typed body lines, the subject sent, the body sent)
HOSTILE = {
    "crlf-bcc-in-subject": (
        "Other\r\nBcc: spy@example.net",
        ["Hi"],
        "Other Bcc: spy@example.net",
        "Hi",
    ),
    "lone-cr-and-lf": ("Other\rCc: a@b.c\nX: y", ["x"], "Other Cc: a@b.c X: y", "x"),
    "unicode-line-breaks": (
        "Other\u2028Bcc: a@b.c\u2029\u0085\x0b\x0cX",
        ["a\u2028b"],
        "Other Bcc: a@b.c X",
        "a\r\nb",
    ),
    "control-characters": ("Oth\x00er\x1b", ["a\x00b\x07c\td"], "Oth er", "abc\td"),
    "encoded-crlf-typed": (
        "Other%0D%0ABcc:%20spy@example.net",
        ["%0a%0Dcc=spy@example.net"],
        "Other%0D%0ABcc:%20spy@example.net",
        "%0a%0Dcc=spy@example.net",
    ),
    "query-delimiters": (
        "Other&cc=spy@example.net?bcc=x#frag",
        ["a&bcc=spy@example.net", "?subject=Forged#x", "100% sure=yes"],
        "Other&cc=spy@example.net?bcc=x#frag",
        "a&bcc=spy@example.net\r\n?subject=Forged#x\r\n100% sure=yes",
    ),
    "markup": (
        '"><script>alert(1)</script>',
        ['<img src=x onerror="alert(1)">', "javascript:alert(1)"],
        '"><script>alert(1)</script>',
        '<img src=x onerror="alert(1)">\r\njavascript:alert(1)',
    ),
    "body-line-breaks-become-crlf": (
        "Other",
        ["Name: A\nBcc: b@c.d", "one\r\ntwo\rthree\n\nfour"],
        "Other",
        "Name: A\r\nBcc: b@c.d\r\none\r\ntwo\r\nthree\r\n\r\nfour",
    ),
}


@pytest.mark.parametrize(
    ("subject", "lines", "sent_subject", "sent_body"), HOSTILE.values(), ids=HOSTILE.keys()
)
def test_typed_text_cannot_add_a_header_or_leave_the_body(subject, lines, sent_subject, sent_body):
    url = mailto.mailto_link(ADDRESS, subject, lines)
    expect_only_subject_and_body(url, sent_subject, sent_body)
    # A line break in the body is only ever the encoded CRLF of a new line.
    assert "%0D%0A" not in url.partition("&body=")[0]


def test_a_normal_message_is_unchanged():
    body = "Name: Zoë O'Brien\r\nE-mail: zoe@example.net\r\n\r\nHello,\r\n  a table:\ta\tb"
    url = mailto.mailto_link(ADDRESS, "Teacher Inquiry", body.split("\r\n"))
    expect_only_subject_and_body(url, "Teacher Inquiry", body)


@pytest.mark.parametrize(
    ("address", "written"),
    [
        ("contact@example.org", "contact@example.org"),
        ("jobs+teach@example.org", "jobs+teach@example.org"),
        ("a@example.org?bcc=spy@example.net", "a@example.org%3Fbcc%3Dspy@example.net"),
        ("a@example.org&cc=spy@x.y#z", "a@example.org%26cc%3Dspy@x.y%23z"),
        ("a%0D%0ABcc:x@example.org", "a%250D%250ABcc%3Ax@example.org"),
    ],
)
def test_even_a_mistaken_address_setting_cannot_start_the_fields(address, written):
    url = mailto.mailto_link(address, "Other", ["x"])
    assert url == f"mailto:{written}?subject=Other&body=x"


def test_text_that_cannot_be_encoded_is_an_error_the_form_reports():
    # A lone surrogate (a broken paste) cannot be encoded; ContactState reports it.
    with pytest.raises(mailto.Unencodable):
        mailto.mailto_link(ADDRESS, "Other", ["Hi \ud800"])


@pytest.mark.parametrize(
    ("text", "max_length", "clipped"),
    [
        ("short", 10, "short"),
        ("exactly10!", 10, "exactly10!"),
        ("x" * 6000, 5000, "x" * 5000),
        # An emoji is two UTF-16 units: never cut in half (which could not be encoded).
        ("abc😀", 4, "abc"),
        ("abc😀", 5, "abc😀"),
        ("anything", None, "anything"),
    ],
)
def test_clip_keeps_whole_characters_up_to_the_limit(text, max_length, clipped):
    assert mailto.clip(text, max_length) == clipped


@pytest.mark.parametrize(
    ("text", "line"),
    [
        ("  Zoë  ", "Zoë"),
        ("a\r\n\r\nb", "a b"),
        ("a\u2028\u2029b\u0085c", "a b c"),
        ("a\x00b", "a b"),
        ("%0A", "%0A"),
    ],
)
def test_one_line_turns_every_break_into_a_space(text, line):
    assert mailto.one_line(text) == line


def test_the_form_limits_are_the_ones_the_mail_link_applies():
    # The fields stop at MAX_LENGTHS, and ContactState clips with them.
    assert set(MAX_LENGTHS) == {"name", "email", "message"}
    assert MAX_LENGTHS["email"] == 254
    clipped = [mailto.clip("y" * (limit + 50), limit) for limit in MAX_LENGTHS.values()]
    assert [len(text) for text in clipped] == list(MAX_LENGTHS.values())
