"""The back end's services: address checks, flood limits, the SQLite store, the CSV
export, and the hosted calls against a local server that speaks Supabase's protocol."""

from __future__ import annotations

import asyncio
import csv
import io
import socket

import pytest

from agency_site.services import auth, export, hosted, newsletter, storage
from agency_site.services.newsletter import Outcome
from agency_site.services.validation import InvalidInput, normalized_address
from agency_site.settings import Settings
from tests.fakes.supabase import FakeSupabase

# --- Addresses ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("typed", "stored"),
    [
        ("teacher@example.com", "teacher@example.com"),
        ("  Ann.Lee+news@Example.COM ", "ann.lee+news@example.com"),
    ],
)
def test_addresses_are_normalized(typed, stored):
    assert normalized_address(typed) == stored


@pytest.mark.parametrize(
    "bad",
    [
        "not-an-email",
        "",
        "a@b",
        "x" * 10_000 + "@example.com",
        {"$ne": ""},
        ["a@example.com"],
        None,
        42,
        "a@example.com\r\nBcc: victim@example.com",
    ],
    ids=["words", "empty", "no-tld", "10kB", "dict", "list", "null", "number", "header-injection"],
)
def test_anything_but_one_valid_address_is_refused(bad):
    with pytest.raises(InvalidInput):
        normalized_address(bad)


# --- Flood limit ----------------------------------------------------------------------


def test_the_rate_limiter_allows_the_limit_then_refuses_until_the_window_passes():
    limiter = newsletter.RateLimiter(limit=3, window=60)
    assert [limiter.allow("visitor", now=t) for t in (0, 1, 2, 3)] == [True, True, True, False]
    assert limiter.allow("someone else", now=3), "keys are counted apart"
    assert not limiter.allow("visitor", now=59)
    assert limiter.allow("visitor", now=60.5), "the first attempt has left the window"


def test_a_visitor_is_limited_per_session_and_per_network_address(monkeypatch):
    monkeypatch.setattr(newsletter, "_per_session", newsletter.RateLimiter(2, 600))
    monkeypatch.setattr(newsletter, "_per_address", newsletter.RateLimiter(3, 600))
    assert newsletter.allowed("tab-1", "10.0.0.1")
    assert newsletter.allowed("tab-1", "10.0.0.1")
    assert not newsletter.allowed("tab-1", "10.0.0.1"), "third attempt from one session"
    # A script opening new sessions is still held by its address.
    assert newsletter.allowed("tab-2", "10.0.0.1")
    assert not newsletter.allowed("tab-3", "10.0.0.1")
    assert newsletter.allowed("tab-4", "10.0.0.2")


# --- Embedded store (a real SQLite file) -----------------------------------------------


@pytest.fixture
def sqlite_url(tmp_path) -> str:
    return f"sqlite:///{tmp_path / 'agency.db'}"


def test_the_database_is_created_on_first_use_and_keeps_each_address_once(sqlite_url, tmp_path):
    assert not (tmp_path / "agency.db").exists()
    assert storage.add_subscriber("ann@example.com", sqlite_url) is True
    assert (tmp_path / "agency.db").exists()
    assert storage.add_subscriber("ann@example.com", sqlite_url) is False
    assert storage.add_subscriber("bob@example.com", sqlite_url) is True
    assert [s.email for s in storage.subscribers(sqlite_url)] == [
        "ann@example.com",
        "bob@example.com",
    ]


def test_the_export_is_csv_with_a_header_and_no_formula_cells(sqlite_url):
    storage.add_subscriber("ann@example.com", sqlite_url)
    storage.add_subscriber("=cmd@example.com", sqlite_url)
    out = io.StringIO()
    assert export.write_csv(out, sqlite_url) == 2
    rows = list(csv.reader(io.StringIO(out.getvalue())))
    assert rows[0] == ["email", "subscribed_at"]
    assert [row[0] for row in rows[1:]] == ["ann@example.com", "'=cmd@example.com"]
    assert all(row[1].startswith("20") for row in rows[1:])


def test_subscribe_stores_in_the_embedded_database_without_a_hosted_back_end(
    monkeypatch, sqlite_url
):
    configured = Settings(_env_file=None, database_url=sqlite_url)
    monkeypatch.setattr(storage, "settings", configured)
    monkeypatch.setattr(newsletter, "settings", configured)
    storage.engine.cache_clear()
    try:
        assert asyncio.run(newsletter.subscribe("Ann@Example.com")) is Outcome.SUBSCRIBED
        assert asyncio.run(newsletter.subscribe("ann@example.com")) is Outcome.SUBSCRIBED
        assert asyncio.run(newsletter.subscribe({"email": "x@example.com"})) is Outcome.INVALID
        assert [s.email for s in storage.subscribers()] == ["ann@example.com"]
    finally:
        storage.engine.cache_clear()


# --- Hosted back end (local fake of Supabase) -----------------------------------------


@pytest.fixture
def fake():
    with FakeSupabase() as server:
        yield server


@pytest.fixture
def configured(monkeypatch, fake, tmp_path):
    """The services pointed at the fake, with a 1 s timeout; the embedded store unused."""
    values = Settings(
        _env_file=None,
        supabase_url=fake.url,
        supabase_anon_key=fake.anon_key,
        hosted_timeout_seconds=1,
        database_url=f"sqlite:///{tmp_path / 'unused.db'}",
    )
    for module in (hosted, newsletter, storage):
        monkeypatch.setattr(module, "settings", values)
    return values


def test_a_subscription_invokes_the_function_with_the_address(configured, fake, tmp_path):
    assert asyncio.run(newsletter.subscribe(" Ann@Example.com ")) is Outcome.SUBSCRIBED
    [call] = fake.function_calls
    assert call.name == "send-contact-email"
    assert call.body == {"email": "ann@example.com"}
    assert call.headers["apikey"] == fake.anon_key
    assert call.headers["authorization"] == f"Bearer {fake.anon_key}"
    assert call.headers["content-type"].startswith("application/json")
    assert not (tmp_path / "unused.db").exists(), "nothing stored locally"


@pytest.mark.parametrize(
    "mode", ["error_field", "server_error", "bad_gateway_html", "relay_error", "stall"]
)
def test_every_kind_of_function_failure_is_a_failed_subscription(configured, fake, mode):
    fake.function_mode = mode
    fake.stall_seconds = 5
    assert asyncio.run(newsletter.subscribe("ann@example.com")) is Outcome.FAILED
    assert len(fake.function_calls) == 1


def test_a_refused_connection_is_a_failed_subscription(monkeypatch, configured):
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        closed_port = probe.getsockname()[1]
    unreachable = configured.model_copy(update={"supabase_url": f"http://127.0.0.1:{closed_port}"})
    monkeypatch.setattr(hosted, "settings", unreachable)
    monkeypatch.setattr(newsletter, "settings", unreachable)
    assert asyncio.run(newsletter.subscribe("ann@example.com")) is Outcome.FAILED


def test_sign_up_sign_out_and_sign_in_again(configured, fake):
    account = asyncio.run(auth.sign_up("ann@example.com", "long-secret", {"full_name": "Ann"}))
    assert account.user["email"] == "ann@example.com"
    assert set(account.tokens) >= {"access_token", "refresh_token", "expires_at"}
    assert asyncio.run(auth.current(account.tokens)).user == account.user

    asyncio.run(auth.sign_out(account.tokens))
    assert any(call.path.startswith("/auth/v1/logout") for call in fake.auth_calls)
    with pytest.raises(auth.AuthFailure):
        asyncio.run(auth.current(account.tokens))

    again = asyncio.run(auth.sign_in("ann@example.com", "long-secret"))
    assert again.user == account.user


@pytest.mark.parametrize(
    ("operation", "message"),
    [
        (lambda: auth.sign_up("ann@example.com", "123", {}), "Password should be at least 6"),
        (lambda: auth.sign_in("ann@example.com", "wrong-password"), "Invalid login credentials"),
    ],
    ids=["weak-password", "invalid-credentials"],
)
def test_provider_refusals_carry_the_provider_message(configured, fake, operation, message):
    fake.add_user("ann@example.com", "right-password")
    with pytest.raises(auth.AuthFailure) as failure:
        asyncio.run(operation())
    assert message in failure.value.message


@pytest.mark.parametrize(
    ("mode", "message"), [("rate_limited", "Request rate limit reached"), ("down", None)]
)
def test_an_unwilling_or_unreachable_provider_fails_cleanly(configured, fake, mode, message):
    fake.auth_mode = mode
    with pytest.raises(auth.AuthFailure) as failure:
        asyncio.run(auth.sign_in("ann@example.com", "long-secret"))
    if message:
        assert message in failure.value.message
