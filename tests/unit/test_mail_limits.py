"""Mail that cannot be turned against anyone (issue 52): confirmation mails limited per inbox
and for the whole site, one mail for every pending request of an address, each message
sent once by two senders at once, and the web worker sending confirmations only."""

from __future__ import annotations

import asyncio
import re
import uuid
from datetime import UTC, datetime, timedelta

import pytest

from agency_site import routes
from agency_site.backend import newsletter, outbox, subscriptions
from agency_site.backend.newsletter import Outcome
from agency_site.backend.subscriptions import Kind, State
from agency_site.mail import delivery, opt_in
from agency_site.mail.__main__ import queue_issue
from agency_site.pages.subscription.state import DONE
from tests.smtp import text_part
from tests.unit.test_mail import confirm_by_mail, deliver, open_link, press, subscribe

STRANGER = "stranger@example.com"


def later(minutes: float) -> datetime:
    return datetime.now(UTC) + timedelta(minutes=minutes)


def confirm_links(message) -> list[str]:
    return re.findall(
        rf"https?://\S+?{routes.CONFIRM_SUBSCRIPTION}\?token=[\w.-]+", text_part(message)
    )


def attack(address: str, sessions: int) -> list[Outcome]:
    """`sessions` fresh browser sessions from one network address, each asking for a job
    alert with its own search, or the newsletter."""

    async def run() -> list[Outcome]:
        outcomes = []
        for index in range(sessions):
            details = (
                {"kind": Kind.NEWSLETTER}
                if index % 4 == 0
                else {"kind": Kind.JOB_ALERT, "search": {"q": f"search {index}"}}
            )
            outcomes.append(
                await newsletter.attempt(address, uuid.uuid4().hex, "203.0.113.9", **details)
            )
        await asyncio.gather(*newsletter._background)
        return outcomes

    return asyncio.run(run())


def test_twenty_sessions_for_a_strangers_address_send_one_mail_listing_every_request(site_mail):
    outcomes = attack(STRANGER, 20)
    # The visitor is told the same whether a mail went out or waits.
    assert set(outcomes) == {Outcome.SUBSCRIBED}
    deliver()
    [mail] = site_mail.wait_for(STRANGER)
    # The first request's mail went out at once; the others wait for the next one, which
    # lists every request still pending, one link each.
    assert len(confirm_links(mail)) == 1
    assert opt_in.queue_confirmations(now=later(30)) == 0, "one an hour"
    assert opt_in.queue_confirmations(now=later(61)) == 1
    deliver()
    second = site_mail.wait_for(STRANGER, 2)[-1]
    links = confirm_links(second)
    # Fifteen searches and the newsletter (asked five times: one request).
    assert len(links) == len(set(links)) == 16
    assert "Newsletter" in text_part(second) and "Job alert" in text_part(second)
    # Each link confirms its own request, and only it.
    page = open_link(links[1], "open_confirmation")
    assert press(page, "confirm") == DONE
    states = [s.state for s in subscriptions.stored_for(STRANGER)]
    assert states.count(State.CONFIRMED) == 1 and states.count(State.PENDING) == 15


def test_an_inbox_gets_three_confirmation_mails_a_day_whatever_the_addresses_asking(site_mail):
    # Case and +tags reach one inbox: one limit for them all.
    addresses = ["Ann@Example.com", "ann+jobs@example.com", "ANN+news@example.com"]
    sent = 0
    for hour in range(6):
        for index, address in enumerate(addresses):
            subscriptions.request(address.lower(), kind=Kind.JOB_ALERT, search={"n": index})
        sent += opt_in.queue_confirmations(now=later(hour * 61))
    assert sent == 3, "three a day"
    assert opt_in.queue_confirmations(now=later(24 * 60 + 1)) == 1, "a day after the first"


def test_past_the_sites_hourly_cap_requests_are_kept_and_their_mails_wait(
    site_mail, monkeypatch, caplog
):
    monkeypatch.setattr(
        opt_in, "settings", opt_in.settings.model_copy(update={"confirmations_per_hour": 2})
    )
    outcomes = [subscribe(f"v{index}@example.com") for index in range(3)]
    assert set(outcomes) == {Outcome.SUBSCRIBED}
    assert "AGENCY_CONFIRMATIONS_PER_HOUR" in caplog.text
    assert "v2@example.com" not in caplog.text, "logs name subscriptions by id"
    assert [s.state for s in subscriptions.stored_for("v2@example.com")] == [State.PENDING]
    assert len(site_mail.messages) == 2
    assert opt_in.queue_confirmations(now=later(61)) == 1
    deliver()
    site_mail.wait_for("v2@example.com")


def test_asking_again_after_leaving_keeps_the_unsubscribe_until_a_new_confirmation(site_mail):
    subscribe("ann@example.com")
    confirm_by_mail(site_mail, "ann@example.com")
    [ann] = subscriptions.stored_for("ann@example.com")
    subscriptions.unsubscribe(ann.id, ann.nonce)
    subscribe("ann@example.com")
    [asked] = subscriptions.stored_for("ann@example.com")
    assert asked.state == State.PENDING and asked.unsubscribed_at is not None
    # Never confirmed: back to unsubscribed, the record kept (the privacy policy: until erased).
    assert subscriptions.purge_unconfirmed(now=later(8 * 24 * 60)) == 1
    [kept] = subscriptions.stored_for("ann@example.com")
    assert kept.state == State.UNSUBSCRIBED and kept.unsubscribed_at == asked.unsubscribed_at


def test_the_web_worker_sends_confirmations_only(site_mail):
    subscribe("reader@example.com")
    confirm_by_mail(site_mail, "reader@example.com")
    assert queue_issue("job-alerts") == 1
    subscribe("new@example.com")
    site_mail.wait_for("new@example.com")
    assert len(site_mail.to("reader@example.com")) == 1, "the issue waits for the mail command"
    assert deliver().sent == 1


@pytest.fixture
def short_hold(monkeypatch):
    # A hold that runs out in the middle of a batch: the case a slow newsletter met.
    monkeypatch.setattr(outbox, "HOLD", timedelta(seconds=0.4))


def test_two_senders_at_once_send_each_message_exactly_once(site_mail, short_hold):
    count = 60
    outbox.enqueue_many(
        [
            outbox.OutboxMessage(
                key=f"test:{index}",
                recipient=f"r{index}@example.com",
                message=f"To: r{index}@example.com\nSubject: {index}\n\nbody {index}\n",
            )
            for index in range(count)
        ]
    )

    async def second_sender() -> delivery.Delivered:
        # Started once the first one's holds would have run out, had it not renewed them.
        await asyncio.sleep(0.5)
        return await delivery.deliver(rate_per_second=60, batch=10)

    async def two_senders():
        return await asyncio.gather(delivery.deliver(rate_per_second=60, batch=10), second_sender())

    first, second = asyncio.run(two_senders())
    assert first.sent + second.sent == count
    assert first.sent and second.sent, "both sent a share"
    for index in range(count):
        assert len(site_mail.to(f"r{index}@example.com")) == 1
    # Sent: only the key is kept, not the body with its links.
    assert outbox.queued_keys("test:") == {f"test:{index}" for index in range(count)}
    assert deliver().sent == 0
