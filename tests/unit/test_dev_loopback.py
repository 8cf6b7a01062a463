"""Issue 51, part 7: testers run Playwright against a plain `reflex run`, so in development the
per-address limits leave loopback browsers out; production keeps them for every address."""

from __future__ import annotations

import asyncio

import pytest
from starlette.applications import Starlette
from starlette.routing import WebSocketRoute
from starlette.testclient import TestClient

from agency_site.backend import rate_limit
from agency_site.platform import server
from agency_site.settings import Settings
from tests.unit.test_hardening import _echo, _opens

LOOPBACK = ["127.0.0.1", "127.0.0.2", "::1", "::ffff:127.0.0.1"]


@pytest.mark.parametrize("address", LOOPBACK)
def test_in_development_loopback_is_not_limited_per_address(monkeypatch, address):
    monkeypatch.setenv("REFLEX_ENV_MODE", "dev")
    assert not rate_limit.address_limited(address)


@pytest.mark.parametrize("address", ["10.0.0.1", "192.0.2.7", "2001:db8::1", "unknown"])
def test_in_development_other_addresses_are_limited(monkeypatch, address):
    monkeypatch.setenv("REFLEX_ENV_MODE", "dev")
    assert rate_limit.address_limited(address)


@pytest.mark.parametrize("address", LOOPBACK)
def test_production_limits_loopback_too(monkeypatch, address):
    monkeypatch.setenv("REFLEX_ENV_MODE", "prod")
    assert rate_limit.address_limited(address)


def test_a_setting_limits_loopback_in_development(monkeypatch):
    monkeypatch.setenv("REFLEX_ENV_MODE", "dev")
    monkeypatch.setattr(
        rate_limit, "settings", Settings(_env_file=None, limit_loopback_in_development=True)
    )
    assert rate_limit.address_limited("127.0.0.1")


@pytest.mark.parametrize(("mode", "expected"), [("dev", 6), ("prod", 3)])
def test_newsletter_attempts_from_loopback(monkeypatch, mode, expected):
    monkeypatch.setenv("REFLEX_ENV_MODE", mode)
    attempts = rate_limit.Attempts("newsletter", per_address=3, per_session=100, window=600)
    allowed = [
        asyncio.run(attempts.allowed(f"tab-{n}", "127.0.0.1")) for n in range(6)
    ]  # a new session each time
    assert allowed.count(True) == expected


def test_the_session_limit_still_holds_for_loopback(monkeypatch):
    monkeypatch.setenv("REFLEX_ENV_MODE", "dev")
    attempts = rate_limit.Attempts("newsletter", per_address=100, per_session=2, window=600)
    allowed = [asyncio.run(attempts.allowed("tab", "127.0.0.1")) for _ in range(3)]
    assert allowed == [True, True, False]


@pytest.mark.parametrize(
    ("mode", "expected"), [("dev", [True] * 5), ("prod", [True, True, True, False, False])]
)
def test_new_event_sessions_from_loopback(monkeypatch, mode, expected):
    monkeypatch.setenv("REFLEX_ENV_MODE", mode)
    monkeypatch.setattr(
        server, "settings", Settings(_env_file=None, event_sessions_per_address_per_minute=3)
    )
    site = server.site_server(Starlette(routes=[WebSocketRoute("/_event/", _echo)]))
    browser = TestClient(site, client=("127.0.0.1", 5000))
    assert [_opens(browser) for _ in range(5)] == expected
    # Another address is limited in development as before.
    if mode == "dev":
        other = TestClient(site, client=("10.0.0.9", 5000))
        assert [_opens(other) for _ in range(4)] == [True, True, True, False]
