"""Unit-test fixtures shared by every module."""

from __future__ import annotations

import os

import pytest

from tests import TEST_DAY

# A translatable text formatted into a plain string (f-string, str.format, %, +) fails the
# test that does it, naming the place (agency_site/i18n.py, Text).
os.environ["AGENCY_STRICT_TEXT"] = "1"
os.environ["AGENCY_TODAY"] = TEST_DAY

from agency_site.backend import storage
from agency_site.mail import compose, transport
from agency_site.settings import Settings
from tests.smtp import SmtpServer


@pytest.fixture(autouse=True)
def _mail_in_a_temporary_folder(monkeypatch, tmp_path):
    """Mail a test causes goes to its own folder, never to the project's .data/mail."""
    monkeypatch.setattr(
        transport, "settings", Settings(_env_file=None, mail_folder=str(tmp_path / "mail"))
    )


@pytest.fixture
def smtp():
    with SmtpServer() as server:
        yield server


@pytest.fixture
def site_mail(monkeypatch, tmp_path, smtp):
    """The site's database in a temporary file, its mail to the SMTP server above."""
    configured = Settings(
        _env_file=None,
        database_url=f"sqlite:///{tmp_path / 'agency.db'}",
        smtp_url=smtp.url,
        mail_from="newsletter@lingua.test",
    )
    monkeypatch.setattr(storage, "settings", configured)
    monkeypatch.setattr(transport, "settings", configured)
    monkeypatch.setattr(compose, "settings", configured)
    return smtp
