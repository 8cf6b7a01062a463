"""The browser modules agree with the Python side on languages and storage keys."""

from __future__ import annotations

import re
from pathlib import Path

from agency_site.i18n import LANGUAGES, TRANSLATED

ASSETS = Path(__file__).resolve().parents[2] / "assets"
CODES = [language.code for language in LANGUAGES]


def _js_list(text: str, name: str) -> list[str]:
    match = re.search(rf"{name}\s*=\s*\[([^\]]*)\]", text)
    assert match, f"{name} not found"
    return re.findall(r'"([^"]+)"', match.group(1))


def test_boot_script_and_language_module_know_the_same_languages():
    assert _js_list((ASSETS / "js" / "boot.js").read_text(), "supported") == CODES
    assert _js_list((ASSETS / "js" / "language.js").read_text(), "LANGUAGES") == CODES


def test_both_scripts_know_the_published_language_prefixes():
    # /fr/... and /de/...: every language but the source has its own pages.
    prefixes = "(" + "|".join(TRANSLATED) + ")"
    assert f"^\\/{prefixes}(?:\\/|$)/" in (ASSETS / "js" / "boot.js").read_text()
    assert f"^\\/{prefixes}(?=\\/|$)/" in (ASSETS / "js" / "language.js").read_text()


def test_the_language_picker_css_covers_every_language():
    css = (ASSETS / "css" / "site.css").read_text()
    for code in CODES:
        assert f'html:not([lang="{code}"]) [data-show-for-lang="{code}"]' in css


def test_language_is_cached_under_one_key():
    keys = {
        re.search(
            r'(?:storageKey|STORAGE_KEY) = "([^"]+)"', (ASSETS / "js" / name).read_text()
        ).group(1)
        for name in ("boot.js", "language.js")
    }
    assert keys == {"i18nextLng"}


def test_every_flag_exists():
    for language in LANGUAGES:
        assert (ASSETS / language.flag.lstrip("/")).is_file()
