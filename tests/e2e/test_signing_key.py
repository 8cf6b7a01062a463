"""One signing key behind Caddy (issue 52): two workers started with AGENCY_SECRET_KEY read
each other's links, and after a rotation (a new key, the old one as AGENCY_SECRET_KEY_PREVIOUS)
a link made before it still unsubscribes in one click."""

from __future__ import annotations

import secrets
import urllib.request
import uuid
from pathlib import Path

import pytest

from agency_site import routes
from agency_site.backend import subscriptions
from agency_site.backend.subscriptions import State, Subscription
from agency_site.mail import tokens
from agency_site.mail.tokens import Purpose
from agency_site.settings import Settings
from tests.e2e.server import ReflexServer
from tests.e2e.topology import caddy_in_front, pages_directory_of, proxied_workers
from tests.services import (
    caddy_available,
    postgres_available,
    postgres_cluster,
    redis_available,
    redis_instance,
)

# Caddy listens at the production build's port: one such module at a time.
pytestmark = pytest.mark.production_port

KEY, NEXT = secrets.token_urlsafe(32), secrets.token_urlsafe(32)


@pytest.fixture(scope="module")
def site(production_server: ReflexServer | None, production_url: str):
    """The production build, PostgreSQL and Redis for its workers, Caddy available."""
    if production_server is None:
        pytest.skip("the workers run the build of the production server the tests start")
    if reason := postgres_available() or redis_available() or caddy_available():
        pytest.skip(f"PostgreSQL, Redis and Caddy cannot run here: {reason}")
    with postgres_cluster() as database, redis_instance() as redis:
        yield production_server.project_dir, production_url, database.url, redis.url


def behind_caddy(site, **keys: str):
    project, front_end_url, database_url, redis_url = site
    env = {f"AGENCY_{name.upper()}": value for name, value in keys.items()}
    workers = proxied_workers(project, front_end_url, database_url, redis_url, env=env)
    return workers, pages_directory_of(Path(project))


def subscriber(database_url: str) -> Subscription:
    address = f"key.{uuid.uuid4().hex[:8]}@example.com"
    made = subscriptions.request(address, url=database_url).subscription
    assert subscriptions.confirm(made.id, made.nonce, url=database_url) == "done"
    return made


def one_click_token(subscription: Subscription, monkeypatch, **keys: str) -> str:
    """The one-click link's token, as a worker with these keys writes it in a mail."""
    monkeypatch.setattr(tokens, "settings", Settings(_env_file=None, **keys))
    tokens._keys.cache_clear()
    try:
        return tokens.make(Purpose.UNSUBSCRIBE, subscription.id, subscription.nonce)
    finally:
        tokens._keys.cache_clear()


def unsubscribe(url: str, token: str) -> int:
    request = urllib.request.Request(
        f"{url}{routes.ONE_CLICK_UNSUBSCRIBE}?token={token}",
        data=b"List-Unsubscribe=One-Click",
        headers={"content-type": "application/x-www-form-urlencoded"},
        method="POST",
    )
    with urllib.request.urlopen(request, timeout=15) as response:
        return response.status


def state_of(database_url: str, subscription: Subscription) -> str:
    [found] = subscriptions.stored_for(subscription.email, database_url)
    return found.state


def test_every_worker_reads_the_links_and_a_rotation_keeps_the_old_ones(site, monkeypatch):
    _, front_end_url, database_url, _ = site
    before = [subscriber(database_url) for _ in range(5)]
    links = [one_click_token(s, monkeypatch, secret_key=KEY) for s in before]
    workers, build = behind_caddy(site, secret_key=KEY)
    with workers as started, caddy_in_front(front_end_url, build, started) as proxy:
        # Round robin: the links reach both workers in turn.
        assert [unsubscribe(proxy, token) for token in links[:2]] == [200, 200]
        assert [state_of(database_url, s) for s in before[:2]] == [State.UNSUBSCRIBED] * 2
    workers, build = behind_caddy(site, secret_key=NEXT, secret_key_previous=KEY)
    with workers as started, caddy_in_front(front_end_url, build, started) as proxy:
        # Made before the rotation, followed after it.
        assert [unsubscribe(proxy, token) for token in links[2:]] == [200] * 3
        assert [state_of(database_url, s) for s in before[2:]] == [State.UNSUBSCRIBED] * 3
        after = subscriber(database_url)
        assert unsubscribe(proxy, one_click_token(after, monkeypatch, secret_key=NEXT)) == 200
        assert state_of(database_url, after) == State.UNSUBSCRIBED
