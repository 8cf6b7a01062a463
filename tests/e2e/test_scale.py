"""Beyond one machine (issue 6): two back-end workers sharing visitors' state in Redis and
subscribers in PostgreSQL, both real servers started for the test (Debian packages, which
`make test` installs). Subscriptions made through either worker land once in PostgreSQL."""

from __future__ import annotations

import uuid

import pytest
import redis
from playwright.sync_api import Browser, expect

from agency_site.backend import subscriptions
from tests.e2e.pages import notices, subscribe_in_popup, use_back_end
from tests.e2e.server import ReflexBackend

pytestmark = pytest.mark.first_visit


@pytest.fixture(scope="module")
def workers(services, base_url: str):
    database_url, redis_url = services
    started = []
    try:
        for name in ("worker-1", "worker-2"):
            worker = ReflexBackend(
                name,
                base_url,
                extra_env={"AGENCY_DATABASE_URL": database_url, "AGENCY_REDIS_URL": redis_url},
            )
            worker.start()
            started.append(worker)
        yield started
    finally:
        for worker in started:
            worker.stop()


def _subscribe_through(browser: Browser, base_url: str, worker, address: str, errors_factory):
    context = browser.new_context(base_url=base_url)
    use_back_end(context, worker.port)
    page = context.new_page()
    errors = errors_factory(page)
    subscribe_in_popup(page, address)
    expect(notices(page)).to_contain_text("Subscribed!")
    context.close()
    assert not errors.unexpected(), f"browser errors: {errors.unexpected()}"


def test_two_workers_share_postgresql_and_redis(
    browser: Browser, base_url: str, services, workers, browser_errors_factory
):
    database_url, redis_url = services
    first, second = f"a.{uuid.uuid4().hex[:8]}@example.com", f"b.{uuid.uuid4().hex[:8]}@example.com"
    _subscribe_through(browser, base_url, workers[0], first, browser_errors_factory)
    _subscribe_through(browser, base_url, workers[1], second, browser_errors_factory)
    _subscribe_through(browser, base_url, workers[1], first, browser_errors_factory)

    stored = [subscriber.email for subscriber in subscriptions.every_subscription(database_url)]
    assert sorted(stored) == sorted([first, second]), "each address once, whichever worker"
    # The visitors' state lives in Redis, not in a worker's memory.
    assert redis.Redis.from_url(redis_url).dbsize() > 0
