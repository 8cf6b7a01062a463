"""Issue 51, part 5: a translatable text formatted into a plain string would show its English
on every page; in the unit tests (conftest.py sets AGENCY_STRICT_TEXT) it fails, naming the
place."""

from __future__ import annotations

import pytest
import reflex as rx

from agency_site.components.language import built_in_language, in_page_language, page_build
from agency_site.i18n import STRICT_TEXT_VARIABLE, EnglishLeak, per_language, t

TEXT = t("Feature In Progress")
LEAKS = {
    "f-string": lambda: f"{TEXT}!",
    "f-string with a spec": lambda: f"{TEXT:>30}",
    "str.format": lambda: "{} soon".format(TEXT),  # noqa: UP032
    "% with the text": lambda: "%s soon" % TEXT,  # noqa: UP031
    "% on the text": lambda: TEXT % (),
    "+ after": lambda: "Soon: " + TEXT,
    "+ before": lambda: TEXT + " soon",
    "a Localized text": lambda: f"{per_language(lambda language: language)}",
}


@pytest.mark.parametrize("leak", LEAKS.values(), ids=LEAKS.keys())
def test_formatting_a_text_into_a_plain_string_fails_naming_the_place(leak):
    with pytest.raises(EnglishLeak) as leaked:
        leak()
    message = str(leaked.value)
    assert message.startswith(f"{__file__}:"), message
    assert "gives its English on every page" in message
    assert "in_page_language" in message


def test_the_legitimate_uses_keep_working():
    assert TEXT == "Feature In Progress" and str(TEXT) == "Feature In Progress"
    assert {TEXT: 1}["Feature In Progress"] == 1, "a catalogue key"
    assert TEXT.msgid == "Feature In Progress"
    assert t("{what} is coming", what=TEXT).in_language("fr").startswith(TEXT.in_language("fr")), (
        "a text inside a text's slot is read in each language"
    )
    with page_build("fr", "/contact"):
        assert f"{in_page_language(TEXT)}!" == TEXT.in_language("fr") + "!"
        page = built_in_language(rx.el.p(TEXT, title=TEXT))
        rendered = str(page.render())  # (non-ASCII letters escaped)
        assert rendered.count("Fonctionnalit") == 2, "in French, no EnglishLeak"
        assert "Feature In Progress" not in rendered


def test_outside_the_tests_formatting_gives_the_english_as_before(monkeypatch):
    monkeypatch.delenv(STRICT_TEXT_VARIABLE)
    assert f"{TEXT}!" == "Feature In Progress!"
    assert "Soon: " + TEXT == "Soon: Feature In Progress"
    assert "%s." % TEXT == "Feature In Progress."  # noqa: UP031
