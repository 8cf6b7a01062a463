"""The deploy switch (issue 20 point 3): without AGENCY_DEPLOY=1 the site runs on the
settings' placeholders and says so once. With it, start-up stops while any is left (with the
unconfirmed content: tests/unit/test_confirmations.py)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from agency_site.settings import DEPLOY_REQUIRED, Settings, check_placeholders, placeholders_in

PROJECT_ROOT = Path(__file__).resolve().parents[2]
PARTNER_IDS = Settings.model_fields["partner_site_urls"].default.keys()
WARNING = "WARNING: the site is running on development placeholders"

# What an agency would give for every setting in DEPLOY_REQUIRED.
CONFIRMED = {
    "AGENCY_BRAND_NAME": "Lingua Bridge",
    "AGENCY_SITE_URL": "https://www.lingua.test",
    "AGENCY_CONTACT_EMAIL": "hello@lingua.test",
    "AGENCY_MAIL_FROM": "newsletter@lingua.test",
    "AGENCY_INQUIRIES_EMAIL": "inquiries@lingua.test",
    "AGENCY_SUPPORT_EMAIL": "support@lingua.test",
    "AGENCY_POSTAL_ADDRESS": '["1 Quay Street", "Manchester M3 3JE", "United Kingdom"]',
    "AGENCY_APPLICATION_FORM_URL": "https://forms.lingua.test/apply",
    "AGENCY_TEACH_APPLICATION_FORM_URL": "https://forms.lingua.test/uzbekistan",
    "AGENCY_PARTNER_INQUIRY_FORM_URL": "https://forms.lingua.test/partners",
    "AGENCY_REVIEWS_URL": "https://reviews.lingua.test/",
    "AGENCY_AWARDS_URL": "https://awards.lingua.test/",
    "AGENCY_FAIR_RECRUITMENT_URL": "https://fair.lingua.test/",
    "AGENCY_CERTIFICATION_URL": "https://tefl.lingua.test/",
    "AGENCY_PARTNER_SITE_URLS": json.dumps(
        {partner: f"https://{partner}.lingua.test/" for partner in PARTNER_IDS}
    ),
    "AGENCY_MAP_EMBED_URL": "https://maps.lingua.test/embed",
    "AGENCY_TEACHERS_PLACED": "510",
    "AGENCY_PLACEMENT_SUCCESS_RATE": "91%",
    "AGENCY_YEARS_OF_EXPERIENCE": "6",
    "AGENCY_REPLY_TIME_WORKING_DAYS": "3",
}


@pytest.fixture
def clean_environment(monkeypatch):
    """No AGENCY_* variable from the machine running the tests."""
    for name in list(os.environ):
        if name.startswith("AGENCY_"):
            monkeypatch.delenv(name)
    return monkeypatch


def test_confirmed_lists_every_deploy_setting():
    assert sorted(CONFIRMED) == sorted(f"AGENCY_{name.upper()}" for name in DEPLOY_REQUIRED)
    assert set(DEPLOY_REQUIRED) <= set(Settings.model_fields)


def test_without_the_switch_the_placeholders_give_one_warning(clean_environment, capsys):
    clean_environment.setenv("AGENCY_CONTACT_EMAIL", "hello@lingua.test")
    environ: dict[str, str] = {}
    warning = check_placeholders(Settings(_env_file=None), environ)
    assert warning.startswith(WARNING)
    assert "AGENCY_CONTACT_EMAIL" not in warning
    for name in DEPLOY_REQUIRED:
        if name != "contact_email":
            assert f"AGENCY_{name.upper()}" in warning
    assert capsys.readouterr().err.count(WARNING) == 1
    # The server processes Reflex starts inherit the environment: they stay quiet.
    assert check_placeholders(Settings(_env_file=None), environ) == warning
    assert capsys.readouterr().err == ""


def test_every_setting_given_is_read_and_warns_of_nothing(clean_environment, capsys):
    for name, value in CONFIRMED.items():
        clean_environment.setenv(name, value)
    confirmed = Settings(_env_file=None)
    assert check_placeholders(confirmed, {}) is None
    assert capsys.readouterr().err == ""
    assert (confirmed.teachers_placed, confirmed.reply_time_working_days) == ("510", 3)
    # A value equal to the default still counts once the agency has given it.
    clean_environment.setenv(
        "AGENCY_TEACHERS_PLACED", Settings.model_fields["teachers_placed"].default
    )
    assert "teachers_placed" not in placeholders_in(Settings(_env_file=None))


def test_a_deployment_is_not_warned_but_stopped_by_the_app(clean_environment, capsys):
    clean_environment.setenv("AGENCY_DEPLOY", "1")
    assert check_placeholders(Settings(_env_file=None), {}) is None
    assert capsys.readouterr().err == ""


def _import_settings(tmp_path: Path, **extra: str) -> subprocess.CompletedProcess:
    environment = {
        name: value for name, value in os.environ.items() if not name.startswith("AGENCY_")
    }
    environment.update(extra, PYTHONPATH=str(PROJECT_ROOT))
    return subprocess.run(
        [sys.executable, "-c", "import agency_site.settings"],
        cwd=tmp_path,  # no .env here
        env=environment,
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_importing_the_settings_for_development_warns_once_and_goes_on(tmp_path):
    started = _import_settings(tmp_path)
    assert started.returncode == 0
    assert started.stderr.count(WARNING) == 1
    confirmed = _import_settings(tmp_path, **CONFIRMED)
    assert (confirmed.returncode, confirmed.stderr) == (0, "")


def test_a_partner_without_its_site_is_named(clean_environment):
    clean_environment.setenv("AGENCY_PARTNER_SITE_URLS", '{"tutoron": "https://t.lingua.test/"}')
    with pytest.raises(ValueError, match=r"no site for the partners.*xdent-clinic"):
        Settings(_env_file=None)
