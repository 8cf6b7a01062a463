"""The script run before the first paint agrees with the Python side."""

from __future__ import annotations

import json
import re
from pathlib import Path

from agency_site.i18n import LANGUAGES, SOURCE_LANGUAGE
from agency_site.layout.document import boot_script

ASSETS = Path(__file__).resolve().parents[2] / "assets"
CODES = [language.code for language in LANGUAGES]


def test_the_boot_script_gets_every_placeholder_filled():
    # Its opening comment names the placeholders; the code must hold none.
    code = [line for line in boot_script().splitlines() if not line.startswith("//")]
    assert not re.search(r"__[A-Z_]+__", "\n".join(code))


def test_the_boot_script_knows_the_site_languages_source_first():
    match = re.search(r"var languages = (\[[^\]]*\]);", boot_script())
    assert match
    languages = json.loads(match.group(1))
    assert languages[0] == SOURCE_LANGUAGE
    assert sorted(languages) == sorted(CODES)


def test_the_language_is_cached_under_the_spec_key():
    script = boot_script()
    assert 'localStorage.getItem("i18nextLng")' in script
    assert 'sessionStorage.getItem("i18nextLng")' in script
    assert 'storedCookie("i18next")' in script


def test_every_flag_exists():
    for language in LANGUAGES:
        assert (ASSETS / language.flag.lstrip("/")).is_file()


def test_the_theme_helper_throws_the_spec_message_outside_its_provider():
    # assets/js/react-theme.js replaces Reflex's theme provider. Its context has no value
    # outside the provider, which is what useTheme checks.
    source = (ASSETS / "js" / "react-theme.js").read_text()
    assert "const ThemeContext = createContext(null);" in source
    assert 'throw new Error("useTheme must be used within a ThemeProvider")' in source
