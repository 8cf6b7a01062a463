"""Settings: defaults, environment overrides, and one home for every value."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from pydantic import ValidationError

from agency_site.settings import Settings, settings

PROJECT_ROOT = Path(__file__).resolve().parents[2]


def test_every_field_can_be_overridden_from_the_environment(monkeypatch):
    monkeypatch.setenv("AGENCY_BRAND_NAME", "Lingua Bridge")
    monkeypatch.setenv("AGENCY_CONTACT_EMAIL", "hello@lingua.test")
    monkeypatch.setenv("AGENCY_APPLICATION_FORM_URL", "https://forms.lingua.test/apply")
    monkeypatch.setenv("AGENCY_POSTAL_ADDRESS", '["1 Quay Street", "Manchester M3 3JE"]')
    monkeypatch.setenv("AGENCY_MAP_EMBED_URL", "https://maps.lingua.test/embed")
    overridden = Settings(_env_file=None)
    assert overridden.brand_name == "Lingua Bridge"
    assert overridden.brand_slug == "lingua-bridge"
    assert overridden.contact_email == "hello@lingua.test"
    assert str(overridden.application_form_url) == "https://forms.lingua.test/apply"
    assert overridden.postal_address == ("1 Quay Street", "Manchester M3 3JE")
    assert str(overridden.map_embed_url) == "https://maps.lingua.test/embed"


def test_defaults_are_neutral_placeholders():
    defaults = Settings(_env_file=None)
    for field in ("contact_email", "inquiries_email", "support_email"):
        assert getattr(defaults, field).endswith("@example.org")
    assert defaults.test_pages is None


@pytest.mark.parametrize("bad", ["not-an-address", "two@@example.org", "spaces in@example.org"])
def test_a_malformed_address_is_refused(monkeypatch, bad):
    monkeypatch.setenv("AGENCY_SUPPORT_EMAIL", bad)
    with pytest.raises(ValidationError):
        Settings(_env_file=None)


def test_a_malformed_url_is_refused(monkeypatch):
    monkeypatch.setenv("AGENCY_REVIEWS_URL", "reviews page")
    with pytest.raises(ValidationError):
        Settings(_env_file=None)


def _source_files():
    for folder in ("agency_site", "assets"):
        for path in (PROJECT_ROOT / folder).rglob("*"):
            if path.suffix in {".py", ".js", ".jsx", ".css", ".md"} and path.name != "settings.py":
                yield path


def test_no_address_or_external_link_is_written_outside_settings():
    """Addresses and external links come from settings only, never repeated in code."""
    values = [
        settings.contact_email,
        settings.inquiries_email,
        settings.support_email,
        # Street and postcode lines; the country line is a common phrase.
        *settings.postal_address[:2],
        "example.org",
        "openstreetmap",
        "facebook.com",
        "linkedin.com",
        "instagram.com",
        "twitter.com",
    ]
    offenders = [
        f"{path.relative_to(PROJECT_ROOT)}: {value}"
        for path in _source_files()
        for value in values
        if value in path.read_text(encoding="utf-8")
    ]
    assert offenders == []


def test_brand_name_appears_in_code_only_through_settings():
    pattern = re.compile(re.escape(Settings.model_fields["brand_name"].default))
    offenders = [
        str(path.relative_to(PROJECT_ROOT))
        for path in _source_files()
        if pattern.search(path.read_text(encoding="utf-8"))
    ]
    assert offenders == []


def test_loading_rxconfig_asks_for_no_configuration_while_it_loads():
    """Nothing rxconfig.py imports calls Reflex's get_config() as it is imported: that would
    load rxconfig.py again, half-made."""
    import subprocess
    import sys

    probe = """
import reflex_base.config as config
reflex_get_config = config._get_config
depth = deepest = 0
def counting(*args, **kwargs):
    global depth, deepest
    depth += 1
    deepest = max(deepest, depth)
    try:
        return reflex_get_config(*args, **kwargs)
    finally:
        depth -= 1
config._get_config = counting
config.get_config()
print("deepest", deepest)
"""
    run = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    assert "deepest 1" in run.stdout.splitlines()
