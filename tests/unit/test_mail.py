"""Subscriptions that keep their word (issue 39), through a real SMTP server on 127.0.0.1:
the confirmation mail, confirming, job alerts, newsletter issues, leaving and erasure, the
outbox while the server is down, signed links, and the upgrade of today's database."""

from __future__ import annotations

import asyncio
import json
import re
import sqlite3
from datetime import UTC, datetime, timedelta
from urllib.parse import parse_qs, urlsplit

import pytest
import sqlalchemy
from starlette.applications import Starlette
from starlette.testclient import TestClient

from agency_site import routes
from agency_site.backend import newsletter, outbox, storage, subscriptions
from agency_site.backend.newsletter import Outcome
from agency_site.backend.subscriptions import Kind, State
from agency_site.backend.validation import InvalidInput, normalized_address
from agency_site.content import newsletters
from agency_site.content.jobs import JOBS
from agency_site.mail import alerts, delivery, opt_in, tokens, transport
from agency_site.mail.__main__ import queue_issue
from agency_site.mail.tokens import Purpose, Refused, TokenProblem
from agency_site.pages.subscription.state import (
    ALREADY,
    DONE,
    EXPIRED,
    INVALID,
    READY,
    MailLinkState,
)
from agency_site.platform.reflex_internals import (
    reflex_db_makemigrations_finds_changes,
    reflex_db_migrate,
)
from agency_site.platform.server import OneClickUnsubscribe
from agency_site.settings import Settings
from tests.smtp import SmtpServer, html_part, text_part
from tests.unit.states import state_at


def subscribe(address: str, language: str = "en", **details) -> Outcome:
    async def run() -> Outcome:
        outcome = await newsletter.subscribe(
            address, language=language, page=routes.localized(language, routes.HOME), **details
        )
        # The confirmation goes out in the background: let it finish.
        await asyncio.gather(*newsletter._background)
        return outcome

    return asyncio.run(run())


def deliver(**options) -> delivery.Delivered:
    return asyncio.run(delivery.deliver(**options))


def link_in(message, path: str) -> str:
    found = re.search(rf"https?://\S+?{re.escape(path)}\?token=[\w.-]+", text_part(message))
    assert found, f"no link to {path} in:\n{text_part(message)}"
    return found.group(0)


def token_of(link: str) -> str:
    return parse_qs(urlsplit(link).query)["token"][0]


def open_link(link: str, handler: str) -> MailLinkState:
    """The page a link opens, as its state holds it after loading (nothing pressed)."""
    parts = urlsplit(link)
    state = state_at(MailLinkState, f"{parts.path}?{parts.query}")
    asyncio.run(getattr(state, handler)())
    return state


def press(state: MailLinkState, handler: str) -> str:
    asyncio.run(getattr(state, handler)())
    return state.status


def confirm_by_mail(smtp: SmtpServer, address: str, count: int = 1) -> None:
    confirmation = smtp.wait_for(address, count)[-1]
    page = open_link(link_in(confirmation, routes.CONFIRM_SUBSCRIPTION), "open_confirmation")
    assert page.status == READY
    assert press(page, "confirm") == DONE


# --- The confirmation mail and confirming ------------------------------------------------


@pytest.mark.parametrize(
    ("language", "subject"),
    [
        ("en", "Please confirm your subscription"),
        ("fr", "Veuillez confirmer votre abonnement"),
        ("de", "Bitte bestätigen Sie Ihr Abonnement"),
    ],
)
def test_a_subscription_sends_a_confirmation_in_the_pages_language(site_mail, language, subject):
    assert subscribe("ann@example.com", language) is Outcome.SUBSCRIBED
    [message] = site_mail.wait_for("ann@example.com")
    assert message["Subject"] == subject
    assert message["Content-Language"] == language
    for header in ("Message-ID", "Date", "List-Id", "From"):
        assert message[header], header
    assert message.is_multipart() and message.get_content_type() == "multipart/alternative"
    link = link_in(message, routes.localized(language, routes.CONFIRM_SUBSCRIPTION))
    assert link in html_part(message).replace("&amp;", "&")
    # Only the link and the sender's details: no list headers, no advertising.
    assert message["List-Unsubscribe"] is None
    assert "Manchester" in text_part(message)
    [stored] = subscriptions.every_subscription()
    assert (stored.state, stored.language, stored.page) == (
        State.PENDING,
        language,
        routes.localized(language, routes.HOME),
    )
    assert stored.consent_version == subscriptions.CONSENT_VERSION


def test_opening_the_link_confirms_nothing_the_button_does(site_mail):
    subscribe("ann@example.com")
    link = link_in(site_mail.wait_for("ann@example.com")[0], routes.CONFIRM_SUBSCRIPTION)
    page = open_link(link, "open_confirmation")
    assert page.status == READY
    [stored] = subscriptions.every_subscription()
    assert stored.state == State.PENDING, "a scanner's GET confirms nothing"
    assert press(page, "confirm") == DONE
    [stored] = subscriptions.every_subscription()
    assert stored.state == State.CONFIRMED and stored.confirmed_at is not None
    # The same link again: said plainly, nothing changes.
    assert open_link(link, "open_confirmation").status == ALREADY


def test_a_confirmed_address_subscribing_again_gets_the_same_answer_and_no_mail(site_mail):
    subscribe("ann@example.com")
    confirm_by_mail(site_mail, "ann@example.com")
    assert subscribe("ann@example.com") is Outcome.SUBSCRIBED
    deliver()
    assert len(site_mail.to("ann@example.com")) == 1


def test_an_unconfirmed_request_expires_and_is_deleted_after_seven_days(site_mail):
    subscribe("ann@example.com")
    [stored] = subscriptions.every_subscription()
    later = stored.asked_at + subscriptions.CONFIRM_WITHIN + timedelta(minutes=1)
    assert subscriptions.confirm(stored.id, stored.nonce) is not None
    assert subscriptions.purge_unconfirmed(now=later) == 0, "confirmed: kept"
    subscribe("bob@example.com")
    bob = next(s for s in subscriptions.every_subscription() if s.email == "bob@example.com")
    assert subscriptions.purge_unconfirmed(now=bob.asked_at + timedelta(days=6)) == 0
    assert subscriptions.purge_unconfirmed(now=bob.asked_at + timedelta(days=7, seconds=1)) == 1
    assert [s.email for s in subscriptions.every_subscription()] == ["ann@example.com"]


# --- Signed links ------------------------------------------------------------------------


def test_a_forged_altered_foreign_or_expired_token_is_refused(site_mail, monkeypatch):
    subscribe("ann@example.com")
    link = link_in(site_mail.wait_for("ann@example.com")[0], routes.CONFIRM_SUBSCRIPTION)
    token = token_of(link)
    for bad in ("", "x" * 500, "forged.token.value", token[:-2] + "AA", 42):
        with pytest.raises(Refused) as refused:
            tokens.read(Purpose.CONFIRM, bad)
        assert refused.value.problem == TokenProblem.INVALID
    with pytest.raises(Refused):
        tokens.read(Purpose.UNSUBSCRIBE, token)  # a confirmation token cannot unsubscribe
    monkeypatch.setitem(tokens.MAX_AGE, Purpose.CONFIRM, -1)
    with pytest.raises(Refused) as refused:
        tokens.read(Purpose.CONFIRM, token)
    assert refused.value.problem == TokenProblem.EXPIRED
    page = open_link(link, "open_confirmation")
    assert page.status == EXPIRED
    assert press(page, "confirm") == EXPIRED
    assert subscriptions.every_subscription()[0].state == State.PENDING


def test_an_altered_link_changes_nothing_and_says_so(site_mail):
    subscribe("ann@example.com")
    link = link_in(site_mail.wait_for("ann@example.com")[0], routes.CONFIRM_SUBSCRIPTION)
    page = open_link(link[:-3] + "abc", "open_confirmation")
    assert page.status == INVALID
    assert press(page, "confirm") == INVALID
    assert subscriptions.every_subscription()[0].state == State.PENDING


@pytest.mark.parametrize(
    "address",
    ["ann@example.com\r\nBcc: all@example.com", "ann@example.com\nSubject: x", "a b@example.com"],
)
def test_addresses_with_header_tricks_are_refused(site_mail, address):
    with pytest.raises(InvalidInput):
        normalized_address(address)
    assert subscribe(address) is Outcome.INVALID
    assert site_mail.messages == []


# --- Leaving and erasure ---------------------------------------------------------------


def confirmed_subscriber(smtp: SmtpServer, address: str, language: str = "en"):
    subscribe(address, language)
    confirm_by_mail(smtp, address)
    return next(s for s in subscriptions.every_subscription() if s.email == address)


def test_every_later_mail_can_end_the_subscription_in_one_click(site_mail):
    confirmed_subscriber(site_mail, "ann@example.com")
    assert queue_issue("job-alerts") == 1
    deliver()
    issue = site_mail.wait_for("ann@example.com", 2)[-1]
    assert issue["List-Unsubscribe-Post"] == "List-Unsubscribe=One-Click"
    one_click = issue["List-Unsubscribe"].strip("<>")
    assert urlsplit(one_click).path == routes.ONE_CLICK_UNSUBSCRIBE
    client = TestClient(OneClickUnsubscribe(Starlette()))
    target = f"{routes.ONE_CLICK_UNSUBSCRIBE}?{urlsplit(one_click).query}"
    # A GET (a person, or a scanner) only leads to the page that asks first.
    shown = client.get(target, follow_redirects=False)
    assert shown.status_code == 303
    assert urlsplit(shown.headers["location"]).path == routes.UNSUBSCRIBE
    assert subscriptions.every_subscription()[0].state == State.CONFIRMED
    assert client.post(target, content=b"something else").status_code == 400
    answer = client.post(
        target,
        content=b"List-Unsubscribe=One-Click",
        headers={"content-type": "application/x-www-form-urlencoded"},
    )
    assert answer.status_code == 200
    assert subscriptions.every_subscription()[0].state == State.UNSUBSCRIBED
    # Nothing more reaches it.
    assert queue_issue("job-alerts") == 0
    deliver()
    assert len(site_mail.to("ann@example.com")) == 2


def test_the_unsubscribe_page_asks_then_ends_it(site_mail):
    confirmed_subscriber(site_mail, "ann@example.com", "de")
    queue_issue("job-alerts")
    deliver()
    issue = site_mail.wait_for("ann@example.com", 2)[-1]
    assert issue["Subject"] == "Stellenalarme jetzt auf Englisch, Französisch und Deutsch"
    page = open_link(link_in(issue, "/de" + routes.UNSUBSCRIBE), "open_unsubscribe")
    assert page.status == READY
    assert press(page, "unsubscribe") == DONE
    assert subscriptions.every_subscription()[0].state == State.UNSUBSCRIBED
    again = open_link(link_in(issue, "/de" + routes.UNSUBSCRIBE), "open_unsubscribe")
    assert again.status == ALREADY


def test_the_data_page_shows_what_is_stored_and_erases_all_of_it(site_mail):
    ann = confirmed_subscriber(site_mail, "ann@example.com")
    subscribe("ann@example.com", kind=Kind.JOB_ALERT, search={"country": "uzbekistan"})
    queue_issue("job-alerts")
    deliver()
    # The alert's confirmation waits (one an hour per inbox): the issue is the second mail.
    issue = site_mail.wait_for("ann@example.com", 2)[-1]
    page = open_link(link_in(issue, routes.YOUR_DATA), "open_your_data")
    assert page.status == READY and page.email == ann.email
    assert [row["kind"] for row in page.stored] == ["Newsletter", "Job alert"]
    assert page.stored[0]["state"] == "Confirmed"
    assert page.stored[0]["consent"] == subscriptions.CONSENT_VERSION
    assert press(page, "erase") == DONE
    assert subscriptions.stored_for("ann@example.com") == []
    assert outbox.queued_keys("") == set(), "nothing queued for it is left"
    # Its links lead nowhere now.
    assert open_link(link_in(issue, routes.YOUR_DATA), "open_your_data").status == INVALID


def test_subscribing_again_after_leaving_needs_a_new_confirmation_and_old_links_stop(site_mail):
    ann = confirmed_subscriber(site_mail, "ann@example.com")
    assert subscriptions.unsubscribe(ann.id, ann.nonce) == subscriptions.Change.DONE
    old_token = tokens.make(Purpose.UNSUBSCRIBE, ann.id, ann.nonce)
    subscribe("ann@example.com")
    assert subscriptions.every_subscription()[0].state == State.PENDING
    # Its confirmation goes out once the inbox may have another (one an hour).
    assert opt_in.queue_confirmations(now=datetime.now(UTC) + timedelta(minutes=61)) == 1
    deliver()
    site_mail.wait_for("ann@example.com", 2)
    assert subscriptions.find(*tokens.read(Purpose.UNSUBSCRIBE, old_token)) is None


# --- The outbox: nothing lost while the server is down --------------------------------------


def test_a_mail_server_that_is_down_loses_nothing_and_the_visitor_is_told_the_same(site_mail):
    site_mail.stop()
    assert subscribe("ann@example.com") is Outcome.SUBSCRIBED
    [queued] = storage.database().run(
        lambda session: list(session.exec(subscriptions.select(outbox.OutboxMessage)))
    )
    assert queued.sent_at is None and queued.attempts == 1 and queued.last_error
    assert queued.next_attempt_at.replace(tzinfo=UTC) > datetime.now(UTC)
    # Not due yet: a run now sends nothing, and does not fail.
    assert deliver().sent == 0
    site_mail.start()
    due = datetime.now(UTC) + outbox.backoff(1) + timedelta(seconds=1)
    assert deliver(now=due).sent == 1
    assert deliver(now=due + timedelta(hours=1)).sent == 0
    assert len(site_mail.wait_for("ann@example.com")) == 1


def test_the_wait_between_tries_doubles_up_to_six_hours():
    assert [outbox.backoff(n).total_seconds() for n in (1, 2, 3)] == [30, 60, 120]
    assert outbox.backoff(30) == timedelta(hours=6)


def test_two_senders_never_take_the_same_message(site_mail):
    site_mail.stop()
    subscribe("ann@example.com")
    later = datetime.now(UTC) + timedelta(hours=1)
    first = outbox.take_due(10, now=later)
    assert len(first) == 1
    assert outbox.take_due(10, now=later) == [], "held by the first sender"


def test_without_a_server_each_message_is_a_file_the_log_names(monkeypatch, tmp_path, caplog):
    folder = tmp_path / "mail"
    configured = Settings(
        _env_file=None,
        database_url=f"sqlite:///{tmp_path / 'agency.db'}",
        mail_folder=str(folder),
    )
    monkeypatch.setattr(storage, "settings", configured)
    monkeypatch.setattr(transport, "settings", configured)
    with caplog.at_level("WARNING"):
        assert subscribe("ann@example.com", "fr") is Outcome.SUBSCRIBED
    [written] = folder.glob("*.eml")
    assert "Veuillez confirmer votre abonnement" in written.read_text()
    assert str(written) in caplog.text


# --- Job alerts --------------------------------------------------------------------------


def alert_for(smtp: SmtpServer, address: str, search: dict, language: str = "en"):
    subscribe(address, language, kind=Kind.JOB_ALERT, search=search)
    confirm_by_mail(smtp, address)


def test_an_alert_gets_the_matching_posts_once(site_mail):
    alert_for(site_mail, "ann@example.com", {"country": "uzbekistan", "subject": "english"}, "fr")
    assert alerts.queue_alerts() == 1
    deliver()
    [_, alert] = site_mail.wait_for("ann@example.com", 2)
    assert alert["Subject"] == "Nouveaux postes d'enseignant pour votre recherche"
    expected = [job for job in JOBS if job.region == "uzbekistan" and job.subject == "english"]
    assert expected
    for job in expected:
        assert routes.page_url("fr", routes.job(job.id)) in text_part(alert)
    assert all(job.id not in text_part(alert) for job in JOBS if job not in expected)
    assert "List-Unsubscribe" in alert
    # French punctuation: a no-break space before each colon.
    assert "Ouzbékistan\u00a0: " in text_part(alert) and "Se désabonner\u00a0: " in text_part(alert)
    # Run again: nothing new, nothing sent.
    assert alerts.queue_alerts() == 0
    deliver()
    assert len(site_mail.to("ann@example.com")) == 2


def test_an_interrupted_run_finishes_without_sending_anything_twice(site_mail):
    for index in range(3):
        alert_for(site_mail, f"t{index}@example.com", {"min": "0"})
    site_mail.stop()
    assert alerts.queue_alerts() == 3
    deliver()  # the server was down half-way: queued, not sent
    site_mail.start()
    assert alerts.queue_alerts() == 0
    later = datetime.now(UTC) + timedelta(hours=7)
    assert deliver(now=later).sent == 3
    for index in range(3):
        assert len(site_mail.to(f"t{index}@example.com")) == 2  # confirmation, one alert


def test_a_new_post_reaches_only_the_alerts_it_matches(site_mail, monkeypatch):
    alert_for(site_mail, "ann@example.com", {"country": "spain"})
    alerts.queue_alerts()
    deliver()
    sent = alerts.already_sent(subscriptions.confirmed(Kind.JOB_ALERT)[0])
    assert sent == {job.id for job in JOBS if job.region == "spain"}
    assert json.loads(subscriptions.confirmed(Kind.JOB_ALERT)[0].search) == {"country": "spain"}


# --- Newsletter issues -----------------------------------------------------------------------


def test_an_issue_reaches_each_confirmed_subscriber_once_in_their_language(site_mail):
    for address, language in (("en@example.com", "en"), ("fr@example.com", "fr")):
        confirmed_subscriber(site_mail, address, language)
    subscribe("pending@example.com")
    site_mail.wait_for("pending@example.com")
    assert queue_issue("job-alerts") == 2
    assert queue_issue("job-alerts") == 0
    deliver()
    assert (
        site_mail.to("en@example.com")[-1]["Subject"] == newsletters.issue("job-alerts", "en").title
    )
    french = site_mail.to("fr@example.com")[-1]
    assert french["Subject"] == newsletters.issue("job-alerts", "fr").title
    assert "<ol>" in html_part(french)
    assert routes.page_url("fr", routes.JOBS_DASHBOARD) in html_part(french)
    assert len(site_mail.to("pending@example.com")) == 1, "only its confirmation"


def test_a_sending_rate_spaces_the_messages(site_mail):
    for index in range(3):
        confirmed_subscriber(site_mail, f"r{index}@example.com")
    queue_issue("job-alerts")
    started = asyncio.run(_timed(delivery.deliver(rate_per_second=10)))
    assert started >= 0.2


async def _timed(work) -> float:
    loop = asyncio.get_running_loop()
    begun = loop.time()
    await work
    return loop.time() - begun


# --- Today's database, upgraded -------------------------------------------------------------


def _database_of_today(tmp_path) -> str:
    """A database as the site left it before the double opt-in: 50 subscribers."""
    file = tmp_path / "agency.db"
    with sqlite3.connect(file) as old:
        old.execute(
            "CREATE TABLE subscriber (id INTEGER PRIMARY KEY, email VARCHAR(254) NOT NULL, "
            "subscribed_at DATETIME NOT NULL)"
        )
        old.execute("CREATE UNIQUE INDEX ix_subscriber_email ON subscriber (email)")
        old.executemany(
            "INSERT INTO subscriber (email, subscribed_at) VALUES (?, ?)",
            [(f"s{index}@example.com", "2026-10-01 09:30:00.000000") for index in range(50)],
        )
    return f"sqlite:///{file}"


def _kept_as_unconfirmed(url: str) -> None:
    kept = subscriptions.every_subscription(url)
    assert sorted(row.email for row in kept) == sorted(f"s{i}@example.com" for i in range(50))
    assert {row.state for row in kept} == {State.UNCONFIRMED}, "never mailed without consent"
    assert {row.asked_at.date().isoformat() for row in kept} == {"2026-10-01"}


def test_upgrading_a_database_of_today_keeps_every_subscriber(tmp_path):
    url = _database_of_today(tmp_path)
    _kept_as_unconfirmed(url)
    # Upgraded once: it takes new requests, and a second start changes nothing.
    subscriptions.request("new@example.com", url=url)
    storage.database(url).reset()
    assert len(subscriptions.every_subscription(url)) == 51


def test_reflex_db_commands_upgrade_it_too_and_find_the_tables_in_step_with_the_revisions(
    tmp_path,
):
    # `reflex db migrate` and `reflex db makemigrations` (alembic.ini) run the revisions
    # through Reflex's own runner, without agency_site/migrations/env.py.
    url = _database_of_today(tmp_path)
    with sqlalchemy.create_engine(url).connect() as connection:
        reflex_db_migrate(connection)
        connection.commit()
        changed = reflex_db_makemigrations_finds_changes(connection)
    assert not changed, "a table changed without a revision: reflex db makemigrations"
    _kept_as_unconfirmed(url)
