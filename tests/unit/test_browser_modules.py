"""The browser modules agree with the Python side on languages and storage keys."""

from __future__ import annotations

import re
from pathlib import Path

from agency_site.i18n import LANGUAGES

ASSETS = Path(__file__).resolve().parents[2] / "assets"
CODES = [language.code for language in LANGUAGES]


def _js_list(text: str, name: str) -> list[str]:
    match = re.search(rf"{name}\s*=\s*\[([^\]]*)\]", text)
    assert match, f"{name} not found"
    return re.findall(r'"([^"]+)"', match.group(1))


def test_boot_script_and_preferences_know_the_same_languages():
    assert _js_list((ASSETS / "js" / "boot.js").read_text(), "supported") == CODES
    assert _js_list((ASSETS / "js" / "preferences.js").read_text(), "LANGUAGES") == CODES


def test_the_language_picker_css_covers_every_language():
    css = (ASSETS / "css" / "site.css").read_text()
    for code in CODES:
        assert f'html:not([lang="{code}"]) [data-show-for-lang="{code}"]' in css


def test_language_is_cached_under_one_key():
    keys = {
        re.search(
            r'(?:storageKey|LANGUAGE_KEY) = "([^"]+)"', (ASSETS / "js" / name).read_text()
        ).group(1)
        for name in ("boot.js", "preferences.js")
    }
    assert keys == {"i18nextLng"}


def test_every_flag_exists():
    for language in LANGUAGES:
        assert (ASSETS / language.flag.lstrip("/")).is_file()
