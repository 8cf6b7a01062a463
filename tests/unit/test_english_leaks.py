"""Issue 51, part 5: a translatable text formatted into a plain string would show its English
on every page; in the unit tests (conftest.py sets AGENCY_STRICT_TEXT) it fails, naming the
place. What no hook sees (a "".join) shows on the built pages: no page in French or German
may hold one of the catalogue's English sentences."""

from __future__ import annotations

import functools

import pytest
import reflex as rx

from agency_site.components.language import built_in_language, in_page_language, page_build
from agency_site.i18n import (
    STRICT_TEXT_VARIABLE,
    TRANSLATED,
    EnglishLeak,
    per_language,
    t,
)
from agency_site.pages import ROUTES
from tests.catalogues import translated_otherwise

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


# --- The built pages: what no hook can catch ("".join, "%s" % (text,)) -----------------------


@functools.cache
def _english_only(language: str) -> frozenset[str]:
    """The catalogue's English sentences (three words or more, no {slot}) that `language`
    reads otherwise: one of them on a page in `language` is English that leaked."""
    return frozenset(text for text in translated_otherwise(language) if len(text.split()) >= 3)


def _leaked(component: rx.Component, language: str) -> list[str]:
    rendered = str(component.render())
    return sorted(sentence for sentence in _english_only(language) if sentence in rendered)


@pytest.mark.parametrize("language", TRANSLATED)
def test_no_page_in_another_language_shows_an_english_sentence(language):
    leaked = {}
    for route in ROUTES:
        with page_build(language, route.path):
            if found := _leaked(route.component(), language):
                leaked[route.path] = found[:3]
    assert not leaked, f"English on {language} pages (a join or % of a t() text?): {leaked}"


def test_the_page_check_finds_a_joined_text():
    sentence = t("Please fill out all required fields.")
    assert sentence in _english_only("fr")
    with page_build("fr", "/contact"):
        assert _leaked(rx.el.p("".join([sentence, "!"])), "fr") == [sentence]
        assert _leaked(rx.el.p(sentence), "fr") == []
