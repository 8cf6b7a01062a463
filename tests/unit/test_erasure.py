"""Erasure erases (issue 52): after the 'your data' page's button, the address is found nowhere
in the database file, the mail folder or the log."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import smtplib

from sqlmodel import select

from agency_site.backend import storage, subscriptions
from agency_site.backend.newsletter import Outcome
from agency_site.backend.outbox import OutboxMessage
from agency_site.backend.subscriptions import Kind
from agency_site.mail import alerts, compose, delivery, tokens, transport
from agency_site.mail.__main__ import queue_issue
from agency_site.mail.tokens import Purpose
from agency_site.pages.subscription.state import DONE, MailLinkState
from agency_site.settings import Settings
from tests.unit.states import state_at
from tests.unit.test_mail import deliver, press, subscribe

ADDRESS = "erase.me@example.com"


def _site_with_data_in(data, monkeypatch, caplog) -> None:
    """The site's database and mail folder in `data`, every log line kept."""
    configured = Settings(
        _env_file=None,
        database_url=f"sqlite:///{data / 'agency.db'}",
        mail_folder=str(data / "mail"),
    )
    for module in (storage, transport, compose):
        monkeypatch.setattr(module, "settings", configured)
    caplog.set_level(logging.DEBUG)


def test_after_an_erasure_the_address_is_nowhere_in_data_the_mail_folder_or_the_log(
    monkeypatch, tmp_path, caplog
):
    data = tmp_path / ".data"
    _site_with_data_in(data, monkeypatch, caplog)
    subscribe(ADDRESS)
    [newsletter] = subscriptions.stored_for(ADDRESS)
    subscriptions.confirm(newsletter.id, newsletter.nonce)
    subscribe(ADDRESS, kind=Kind.JOB_ALERT, search={"country": "spain"})
    queue_issue("job-alerts")
    alerts.queue_alerts()
    deliver()
    assert ADDRESS not in caplog.text
    assert len(list((data / "mail").glob("*.eml"))) == 2, "the confirmation and the issue"

    token = tokens.make(Purpose.DATA, newsletter.id, newsletter.nonce)
    page = state_at(MailLinkState, f"/newsletter/your-data?token={token}")
    asyncio.run(page.open_your_data())
    assert press(page, "erase") == DONE

    storage.database().reset()
    files = [file for file in data.rglob("*") if file.is_file()]
    assert files, "the database is still there"
    for file in files:
        assert ADDRESS.encode() not in file.read_bytes(), file
    assert list((data / "mail").glob("*.eml")) == []
    assert ADDRESS not in caplog.text


def test_an_address_refused_by_the_check_or_the_mail_server_is_in_no_log_or_stored_error(
    monkeypatch, tmp_path, caplog
):
    _site_with_data_in(tmp_path, monkeypatch, caplog)
    refused = "erase..me@example.com"
    assert subscribe(refused) is Outcome.INVALID
    assert "refused an address" in caplog.text
    assert "erase..me" not in caplog.text

    class RefusingServer:
        async def send(self, recipient, message):
            raise smtplib.SMTPRecipientsRefused({recipient: (550, b"no such mailbox")})

    @contextlib.asynccontextmanager
    async def refusing():
        yield RefusingServer()

    monkeypatch.setattr(delivery, "transport", refusing)
    subscribe(ADDRESS)  # its confirmation is sent at once, and refused
    [queued] = storage.database().run(lambda session: session.exec(select(OutboxMessage)).all())
    assert "SMTPRecipientsRefused" in queued.last_error
    assert ADDRESS not in queued.last_error
    assert ADDRESS not in caplog.text
