"""Job alerts: each confirmed saved search gets the open posts that match it and that it was
not sent before, in one message in its language.

A post counts as sent once its message is queued: the outbox key of that message names the
posts it lists ('alert:<subscription>:<job>,<job>'), and the queue refuses a key twice. Run
twice, `queue_alerts()` queues nothing the second time; interrupted, the next run queues only
what the first did not.
"""

from __future__ import annotations

import json

from agency_site.backend import outbox, subscriptions
from agency_site.backend.subscriptions import Kind, Subscription
from agency_site.content.exchange_rates import CURRENCIES
from agency_site.content.job_search import matching_jobs
from agency_site.content.jobs import ALL_JOBS_BY_ID
from agency_site.mail import compose
from agency_site.mail.delivery import queue

# The saved search's fields (the job board's address names, pages/jobs_dashboard/state.py).
SEARCH_FIELDS = ("q", "country", "subject", "min", "currency")


def matches(subscription: Subscription) -> list[str]:
    """The open posts that match the alert's saved search, in the board's order."""
    search = json.loads(subscription.search or "{}")
    currency = search.get("currency")
    return matching_jobs(
        query=search.get("q", ""),
        country=search.get("country", ""),
        subject=search.get("subject", ""),
        minimum=search.get("min", ""),
        currency=currency if currency in {c.code for c in CURRENCIES} else "USD",
        language=subscription.language,
    )


def already_sent(subscription: Subscription) -> set[str]:
    prefix = f"alert:{subscription.id}:"
    keys = outbox.queued_keys(prefix)
    return {job for key in keys for job in key.removeprefix(prefix).split(",")}


def queue_alerts() -> int:
    """Queue one message per confirmed alert with new matching posts; how many queued."""
    queued = 0
    for subscription in subscriptions.confirmed(Kind.JOB_ALERT):
        sent = already_sent(subscription)
        new = [job for job in matches(subscription) if job not in sent]
        if not new:
            continue
        message = compose.job_alert(subscription, [ALL_JOBS_BY_ID[job] for job in new])
        queued += queue(f"alert:{subscription.id}:{','.join(new)}", subscription, message)
    return queued
