"""Subscriptions that keep their word (issue 39), as a visitor meets them on the dev server
with a real SMTP server on 127.0.0.1: subscribe in the pop-up, receive the mail, confirm;
a job alert saved on the board; one-click unsubscribe and the unsubscribe page; erasure;
bad links; a mail server that is down and comes back."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import time
import uuid
from urllib.parse import urlsplit

import httpx
import pytest
from playwright.sync_api import Page, expect
from sqlmodel import Session, select

from agency_site import routes
from agency_site.backend import outbox, storage, subscriptions
from agency_site.backend.subscriptions import State
from tests.e2e.pages import PAGE_READY_MS, notices, visit
from tests.e2e.server import PROJECT_ROOT, ReflexServer
from tests.smtp import SmtpServer, text_part

SUBSCRIBED = {
    "en": "Subscribed!",
    "fr": "Inscription enregistrée !",
    "de": "Abonniert!",
}


# The answer waits for the database on a busy test machine.
NOTICE_MS = 15_000


# The mail goes to this session's SMTP server and the subscribers to the dev server's database.
pytestmark = pytest.mark.dev_server


def new_address() -> str:
    return f"teacher.{uuid.uuid4().hex[:10]}@example.com"


def on_test_site(link: str, base_url: str) -> str:
    """A link of a mail (to the configured site address) on the site under test."""
    parts = urlsplit(link)
    return f"{base_url}{parts.path}?{parts.query}"


def link_in(message, path: str) -> str:
    found = re.search(rf"https?://\S+?{re.escape(path)}\?token=[\w.-]+", text_part(message))
    assert found, text_part(message)
    return found.group(0)


def back_end_url(dev_server: ReflexServer | None) -> str:
    """The back end of the site under test (E2E_BACK_END_URL for one already running)."""
    if dev_server is None:
        return os.environ.get("E2E_BACK_END_URL", "http://localhost:8000")
    return dev_server.back_end_url()


def run_mail(database_url: str, smtp_url: str, *arguments: str) -> str:
    """`python -m agency_site.mail ...` as staff or cron run it, on the site's database."""
    done = subprocess.run(
        [sys.executable, "-m", "agency_site.mail", *arguments],
        cwd=PROJECT_ROOT,
        env={**os.environ, "AGENCY_DATABASE_URL": database_url, "AGENCY_SMTP_URL": smtp_url},
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


def subscribe_in_popup(page: Page, language: str, address: str) -> None:
    visit(page, routes.localized(language, routes.ABOUT))
    dialog = page.get_by_role("dialog")
    expect(dialog).to_be_visible(timeout=PAGE_READY_MS)
    dialog.locator("#newsletter-email").fill(address)
    dialog.locator("#newsletter-subscribe").click()
    expect(notices(page)).to_contain_text(SUBSCRIBED[language], timeout=NOTICE_MS)


def press_on_link_page(page: Page, link: str, base_url: str, status: str = "done") -> None:
    page.goto(on_test_site(link, base_url))
    section = page.locator("section[data-status]")
    expect(section).to_have_attribute("data-status", "ready")
    section.get_by_role("button").click()
    expect(section).to_have_attribute("data-status", status)


def state_of(database_url: str, address: str) -> list[str]:
    return [row.state for row in subscriptions.stored_for(address, database_url)]


@pytest.mark.first_visit
@pytest.mark.parametrize(
    ("language", "subject"),
    [
        ("en", "Please confirm your subscription"),
        ("fr", "Veuillez confirmer votre abonnement"),
        ("de", "Bitte bestätigen Sie Ihr Abonnement"),
    ],
)
def test_subscribe_confirm_receive_an_issue_and_leave_in_one_click(
    page: Page,
    base_url: str,
    database_url: str,
    smtp_server: SmtpServer,
    dev_server: ReflexServer | None,
    language: str,
    subject: str,
):
    address = new_address()
    subscribe_in_popup(page, language, address)
    [confirmation] = smtp_server.wait_for(address)
    assert confirmation["Subject"] == subject
    link = link_in(confirmation, routes.localized(language, routes.CONFIRM_SUBSCRIPTION))
    # A scanner's GET changes nothing; the button does.
    httpx.get(on_test_site(link, base_url))
    assert state_of(database_url, address) == [State.PENDING]
    press_on_link_page(page, link, base_url)
    assert state_of(database_url, address) == [State.CONFIRMED]

    run_mail(database_url, smtp_server.url, "newsletter", "job-alerts")
    issue = smtp_server.wait_for(address, 2)[-1]
    assert issue["Content-Language"] == language
    one_click = urlsplit(issue["List-Unsubscribe"].strip("<>"))
    assert issue["List-Unsubscribe-Post"] == "List-Unsubscribe=One-Click"
    assert one_click.path == routes.ONE_CLICK_UNSUBSCRIBE
    # The command names the back end of `make run` (:8000); this dev server's is elsewhere.
    answer = httpx.post(
        f"{back_end_url(dev_server)}{one_click.path}?{one_click.query}",
        content="List-Unsubscribe=One-Click",
        headers={"content-type": "application/x-www-form-urlencoded"},
    )
    assert answer.status_code == 200
    assert state_of(database_url, address) == [State.UNSUBSCRIBED]
    run_mail(database_url, smtp_server.url, "newsletter", "job-alerts")
    assert len(smtp_server.to(address)) == 2, "nothing more after leaving"


def test_a_job_alert_saved_on_the_board_sends_new_posts_then_the_pages_end_and_erase_it(
    page: Page, base_url: str, database_url: str, smtp_server: SmtpServer
):
    address = new_address()
    visit(page, f"{routes.localized('de', routes.JOBS_DASHBOARD)}?country=uzbekistan")
    form = page.get_by_test_id("job-alert-form")
    form.get_by_role("textbox").fill(address)
    form.get_by_role("button").click()
    expect(notices(page)).to_contain_text("Alarm gespeichert", timeout=NOTICE_MS)
    [confirmation] = smtp_server.wait_for(address)
    press_on_link_page(page, link_in(confirmation, "/de" + routes.CONFIRM_SUBSCRIPTION), base_url)
    [stored] = subscriptions.stored_for(address, database_url)
    assert stored.kind == "job-alert" and '"country": "uzbekistan"' in stored.search

    run_mail(database_url, smtp_server.url, "alerts")
    alert = smtp_server.wait_for(address, 2)[-1]
    assert alert["Subject"] == "Neue Stellen für Lehrkräfte zu Ihrer Suche"
    assert "/de/jobs/tashkent-esl" in text_part(alert)
    assert "/de/jobs/dubai" not in text_part(alert)
    run_mail(database_url, smtp_server.url, "alerts")
    time.sleep(1)
    assert len(smtp_server.to(address)) == 2, "the same posts are not sent twice"

    # What is stored, then nothing.
    page.goto(on_test_site(link_in(alert, "/de" + routes.YOUR_DATA), base_url))
    expect(page.get_by_test_id("stored-subscription")).to_contain_text("Stellenalarm")
    expect(page.get_by_text(address)).to_be_visible()
    press_on_link_page(page, link_in(alert, "/de" + routes.UNSUBSCRIBE), base_url)
    assert state_of(database_url, address) == [State.UNSUBSCRIBED]
    press_on_link_page(page, link_in(alert, "/de" + routes.YOUR_DATA), base_url)
    assert subscriptions.stored_for(address, database_url) == []


@pytest.mark.parametrize(
    ("language", "words"),
    [
        ("en", "This link is not valid"),
        ("fr", "Ce lien n'est pas valide"),
        ("de", "Dieser Link ist nicht oder nicht mehr gültig"),
    ],
)
def test_a_bad_link_gets_a_clear_page_and_changes_nothing(page: Page, language: str, words: str):
    for path in (routes.CONFIRM_SUBSCRIPTION, routes.UNSUBSCRIBE, routes.YOUR_DATA):
        visit(page, f"{routes.localized(language, path)}?token=forged.or.altered")
        section = page.locator("section[data-status]")
        expect(section).to_have_attribute("data-status", "invalid")
        expect(section).to_contain_text(words)
        expect(section.get_by_role("button")).to_have_count(0)


def _a_backoff_later(database_url: str, address: str) -> None:
    """The queued mail to `address` as the outbox will hold it once its first backoff has
    passed (its due time moved back by it), instead of waiting those 30 s."""

    def move_back(session: Session) -> None:
        queued = select(outbox.OutboxMessage).where(outbox.OutboxMessage.recipient == address)
        for message in session.exec(queued):
            message.next_attempt_at -= outbox.backoff(1)
            session.add(message)
        session.commit()

    storage.database(database_url).run(move_back)


@pytest.mark.first_visit
def test_a_mail_server_that_is_down_loses_nothing(
    page: Page, database_url: str, smtp_server: SmtpServer
):
    address = new_address()
    smtp_server.stop()
    try:
        subscribe_in_popup(page, "en", address)
    finally:
        smtp_server.start()
    time.sleep(2)
    assert smtp_server.to(address) == []
    # The sender (cron) keeps it until its backoff has passed, then delivers it once.
    run_mail(database_url, smtp_server.url, "deliver")
    assert smtp_server.to(address) == [], "sent before its backoff"
    _a_backoff_later(database_url, address)
    run_mail(database_url, smtp_server.url, "deliver")
    assert len(smtp_server.wait_for(address)) == 1
    run_mail(database_url, smtp_server.url, "deliver")
    assert len(smtp_server.to(address)) == 1, "sent once"
