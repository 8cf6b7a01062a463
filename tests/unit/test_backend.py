"""The back end's services: address checks, flood limits, the SQLite store, the CSV
export, and the hosted calls against a local server that speaks Supabase's protocol."""

from __future__ import annotations

import asyncio
import csv
import io
import logging
import socket
import sqlite3
import threading
import time
import uuid
from collections import OrderedDict

import pytest
from sqlalchemy.exc import OperationalError

from agency_site.backend import (
    auth,
    export,
    hosted,
    newsletter,
    rate_limit,
    storage,
    subscriptions,
)
from agency_site.backend.newsletter import Outcome
from agency_site.backend.validation import InvalidInput, normalized_address
from agency_site.pages.auth import state as auth_state
from agency_site.settings import Settings
from tests import services
from tests.fakes.supabase import FakeSupabase
from tests.unit.states import state_at

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
    limiter = rate_limit.MemoryLimiter(limit=3, window=60)
    assert [limiter.allow_at("visitor", now=t) for t in (0, 1, 2, 3)] == [True, True, True, False]
    assert limiter.allow_at("someone else", now=3), "keys are counted apart"
    assert not limiter.allow_at("visitor", now=59)
    assert limiter.allow_at("visitor", now=60.5), "the first attempt has left the window"


def test_idle_keys_leave_in_time_order_and_the_table_stays_bounded():
    limiter = rate_limit.MemoryLimiter(limit=2, window=10, max_keys=1000)
    for second in range(5):
        limiter.allow_at(f"early-{second}", now=second)
    assert len(limiter) == 5
    # Once their window has passed, the next attempt of anyone drops them.
    limiter.allow_at("late", now=14.5)
    assert len(limiter) == 1, "only the late key and none of the early ones"
    # A flood of new keys never holds more than max_keys.
    for number in range(5000):
        limiter.allow_at(f"flood-{number}", now=20)
    assert len(limiter) == 1000


def test_a_flood_of_new_keys_costs_the_same_per_attempt_as_a_quiet_table():
    """The old limiter scanned its whole table on every call beyond 10,000 keys."""
    limiter = rate_limit.MemoryLimiter(limit=5, window=600)
    operations = 0

    class Counting(OrderedDict):
        """Counts every entry any walk over the table visits."""

        def _walk(self, entries):
            nonlocal operations
            for entry in entries:
                operations += 1
                yield entry

        def __iter__(self):
            return self._walk(super().__iter__())

        def keys(self):
            return self._walk(super().keys())

        def values(self):
            return self._walk(super().values())

        def items(self):
            return self._walk(super().items())

    limiter._attempts = Counting()
    for number in range(50_000):
        limiter.allow_at(f"token-{number}", now=number * 0.001)
    # Each call looks at the oldest key at most once or twice, never at the whole table.
    assert operations <= 2 * 50_000


@pytest.mark.parametrize(
    ("address", "key"),
    [
        ("10.0.0.7", "10.0.0.7"),
        ("2001:db8:1:2:aaaa::1", "2001:db8:1:2::/64"),
        ("2001:db8:1:2:ffff:ffff:ffff:ffff", "2001:db8:1:2::/64"),
        ("::ffff:10.0.0.7", "10.0.0.7"),
        ("not an address", "not an address"),
    ],
)
def test_ipv6_clients_are_limited_per_64(address, key):
    assert rate_limit.network_of(address) == key


@pytest.fixture
def small_limits(monkeypatch):
    limits = Settings(
        _env_file=None, newsletter_attempts_per_session=2, newsletter_attempts_per_address=3
    )
    monkeypatch.setattr(newsletter, "settings", limits)
    newsletter.attempts.cache_clear()
    yield
    newsletter.attempts.cache_clear()


def test_a_visitor_is_limited_per_network_address_first_then_per_session(small_limits):
    def allowed(session: str, address: str) -> bool:
        return asyncio.run(newsletter.allowed(session, address))

    assert allowed("tab-1", "10.0.0.1")
    assert allowed("tab-1", "10.0.0.1")
    assert not allowed("tab-1", "10.0.0.1"), "third attempt from one session"
    # A script opening new sessions is held by its address, and mints no keys meanwhile.
    assert not allowed("tab-2", "10.0.0.1")
    assert len(newsletter.attempts().per_session) == 1, (
        "no session key for an attempt its address refused"
    )
    assert allowed("tab-4", "10.0.0.2")
    # Rotating through one IPv6 /64 is one address.
    assert allowed("tab-5", "2001:db8::1")
    assert allowed("tab-6", "2001:db8::2")
    assert allowed("tab-7", "2001:db8::3")
    assert not allowed("tab-8", "2001:db8::ffff")


def test_a_limited_attempt_is_not_subscribed(small_limits, monkeypatch, sqlite_url):
    monkeypatch.setattr(storage, "settings", Settings(_env_file=None, database_url=sqlite_url))
    outcomes = [
        asyncio.run(newsletter.attempt(f"n{i}@example.com", f"tab-{i}", "10.0.0.9"))
        for i in range(4)
    ]
    assert outcomes == [Outcome.SUBSCRIBED] * 3 + [Outcome.LIMITED]
    assert len(subscriptions.every_subscription(sqlite_url)) == 3


# --- Embedded store (a real SQLite file) -----------------------------------------------


@pytest.fixture
def sqlite_url(tmp_path) -> str:
    return f"sqlite:///{tmp_path / 'agency.db'}"


def test_the_database_is_created_on_first_use_and_keeps_each_address_once(
    sqlite_url, tmp_path, caplog
):
    assert not (tmp_path / "agency.db").exists()
    caplog.set_level(logging.WARNING, logger=storage.__name__)
    subscriptions.every_subscription(sqlite_url)
    # Said loudly: on a site that stored subscribers before, they are not in the new file.
    assert "no database at" in caplog.text and "restore the file" in caplog.text
    first = subscriptions.request("ann@example.com", url=sqlite_url)
    assert (tmp_path / "agency.db").exists()
    again = subscriptions.request("ann@example.com", url=sqlite_url)
    assert again.subscription.id == first.subscription.id
    subscriptions.request("bob@example.com", url=sqlite_url)
    assert [s.email for s in subscriptions.every_subscription(sqlite_url)] == [
        "ann@example.com",
        "bob@example.com",
    ]


def test_the_export_is_csv_with_a_header_and_no_formula_cells(sqlite_url):
    subscriptions.request("ann@example.com", url=sqlite_url)
    subscriptions.request("=cmd@example.com", url=sqlite_url)
    out = io.StringIO()
    assert export.write_csv(out, sqlite_url) == 2
    rows = list(csv.reader(io.StringIO(out.getvalue())))
    assert rows[0] == list(export.COLUMNS)
    assert [row[0] for row in rows[1:]] == ["ann@example.com", "'=cmd@example.com"]
    assert [row[2] for row in rows[1:]] == ["pending", "pending"]
    assert all(row[4].startswith("20") for row in rows[1:])


@pytest.mark.parametrize("start", ["=", "+", "-", "@", "\t", "\r"])
def test_every_cell_a_spreadsheet_could_run_is_neutralised(sqlite_url, start):
    subscriptions.request(
        "ann@example.com",
        page=f"{start}HYPERLINK(1)",
        search={"q": "x"} if start == "\t" else None,
        url=sqlite_url,
    )
    subscriptions.request(f"{start}1+1@example.com", url=sqlite_url)
    out = io.StringIO()
    export.write_csv(out, sqlite_url)
    # Read back as a spreadsheet would: no cell starts with a formula character.
    rows = list(csv.reader(io.StringIO(out.getvalue(), newline="")))[1:]
    cells = [cell for row in rows for cell in row]
    assert not [cell for cell in cells if cell.startswith(("=", "+", "-", "@", "\t", "\r"))]
    assert f"'{start}HYPERLINK(1)" in cells


def test_subscribe_stores_in_the_embedded_database_without_a_hosted_back_end(
    monkeypatch, sqlite_url
):
    configured = Settings(_env_file=None, database_url=sqlite_url)
    monkeypatch.setattr(storage, "settings", configured)
    monkeypatch.setattr(newsletter, "settings", configured)
    assert asyncio.run(newsletter.subscribe("Ann@Example.com")) is Outcome.SUBSCRIBED
    assert asyncio.run(newsletter.subscribe("ann@example.com")) is Outcome.SUBSCRIBED
    assert asyncio.run(newsletter.subscribe({"email": "x@example.com"})) is Outcome.INVALID
    assert [s.email for s in subscriptions.every_subscription()] == ["ann@example.com"]


def test_a_deleted_database_file_is_down_until_it_is_back(sqlite_url, tmp_path):
    database = storage.database(sqlite_url)
    assert subscriptions.request("ann@example.com", url=sqlite_url)
    assert database.healthy()
    file = tmp_path / "agency.db"
    kept = file.read_bytes()
    file.unlink()

    with pytest.raises(storage.DatabaseUnavailable):
        subscriptions.request("bob@example.com", url=sqlite_url)
    assert not database.healthy()
    assert not file.exists(), "no empty database made in its place"

    file.write_bytes(kept)
    assert database.healthy()
    assert subscriptions.request("bob@example.com", url=sqlite_url)
    assert [s.email for s in subscriptions.every_subscription(sqlite_url)] == [
        "ann@example.com",
        "bob@example.com",
    ]


def test_a_restored_database_without_tables_gets_them_again(sqlite_url, tmp_path):
    assert subscriptions.request("ann@example.com", url=sqlite_url)
    file = tmp_path / "agency.db"
    file.unlink()
    assert not storage.database(sqlite_url).healthy()
    file.touch()  # an empty database comes back
    assert subscriptions.request("bob@example.com", url=sqlite_url)
    assert [s.email for s in subscriptions.every_subscription(sqlite_url)] == ["bob@example.com"]


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


# --- Real servers: a PostgreSQL that stops and comes back, a limit shared in Redis ------


def test_a_subscription_made_while_postgresql_restarts_waits_for_it_and_lands_once():
    if reason := services.postgres_available():
        pytest.skip(reason)
    first, second = (f"{name}.{uuid.uuid4().hex[:8]}@example.com" for name in ("ann", "bob"))
    with services.postgres_cluster() as server:
        database = storage.database(server.url)
        assert subscriptions.request(first, url=server.url)
        server.stop()
        assert not database.healthy(), "the health check does not wait"
        restart = threading.Timer(1.0, server.start)
        restart.start()
        try:
            assert subscriptions.request(second, url=server.url), "no restart of the site needed"
        finally:
            restart.join()
        assert database.healthy()
        stored = [s.email for s in subscriptions.every_subscription(server.url)]
        assert stored.count(first) == 1 and stored.count(second) == 1


def test_a_postgresql_that_stays_down_fails_the_call_once_the_wait_is_over(monkeypatch):
    if reason := services.postgres_available():
        pytest.skip(reason)
    with services.postgres_cluster() as server:
        _quick_timeouts(monkeypatch, server.url)
        assert storage.database(server.url).healthy()
        server.stop()
        started = time.monotonic()
        with pytest.raises(OperationalError):
            subscriptions.request("ann@example.com", url=server.url)
        assert 1 <= time.monotonic() - started < 5
        server.start()
        assert subscriptions.request("ann@example.com", url=server.url)


def test_with_redis_the_limit_holds_across_workers():
    if reason := services.redis_available():
        pytest.skip(reason)

    async def attempts(url: str) -> list[bool]:
        # Two workers, each with its own limiter object, counting in one Redis.
        workers = [rate_limit.RedisLimiter(url, 3, 60, prefix="test") for _ in range(2)]
        return [await workers[number % 2].allow("10.0.0.1") for number in range(5)]

    with services.redis_server() as url:
        assert asyncio.run(attempts(url)) == [True, True, True, False, False]


def test_a_limit_checked_while_redis_restarts_waits_for_it(monkeypatch):
    """A subscription's limit check during a Redis restart is answered once Redis is back,
    rather than failing the subscription."""
    if reason := services.redis_available():
        pytest.skip(reason)
    monkeypatch.setattr(rate_limit, "settings", Settings(_env_file=None, outage_wait_seconds=5))
    with services.redis_instance(persistent=True) as server:
        limiter = rate_limit.RedisLimiter(server.url, 3, 60, prefix="test")

        async def check_during_a_restart() -> bool:
            assert await limiter.allow("10.0.0.1")
            server.stop()
            restart = threading.Timer(1.0, server.start)
            restart.start()
            try:
                return await limiter.allow("10.0.0.1")
            finally:
                restart.join()

        assert asyncio.run(check_during_a_restart())


# --- Storage that does not answer (issue 43) -------------------------------------------


@pytest.fixture
def silent_postgresql():
    """A server on 127.0.0.1 that accepts connections and never answers, as a stuck
    PostgreSQL does."""
    listener = socket.create_server(("127.0.0.1", 0))
    accepted = []

    def accept() -> None:
        while True:
            try:
                accepted.append(listener.accept()[0])
            except OSError:
                return

    threading.Thread(target=accept, daemon=True).start()
    host, port = listener.getsockname()
    yield f"postgresql+psycopg://agency@{host}:{port}/agency"
    listener.close()
    for connection in accepted:
        connection.close()


def _quick_timeouts(monkeypatch, database_url: str) -> Settings:
    configured = Settings(
        _env_file=None, database_url=database_url, database_timeout_seconds=1, outage_wait_seconds=1
    )
    monkeypatch.setattr(storage, "settings", configured)
    monkeypatch.setattr(newsletter, "settings", configured)
    return configured


async def _timed(calls) -> tuple[list, float]:
    started = time.monotonic()
    results = await asyncio.gather(*calls)
    return results, time.monotonic() - started


def test_a_database_that_never_answers_fails_the_calls_in_time(monkeypatch, silent_postgresql):
    _quick_timeouts(monkeypatch, silent_postgresql)
    database = storage.database(silent_postgresql)
    # Several at once: none waits for ever behind the one that is connecting.
    checks = [asyncio.to_thread(database.healthy) for _ in range(4)]
    subscribes = [newsletter.subscribe(f"s{n}@example.com") for n in range(4)]
    results, seconds = asyncio.run(_timed([*checks, *subscribes]))
    assert results == [False] * 4 + [Outcome.FAILED] * 4
    assert seconds < 10


def test_a_subscription_kept_waiting_by_a_locked_file_fails_and_stores_nothing(
    monkeypatch, sqlite_url, tmp_path
):
    _quick_timeouts(monkeypatch, sqlite_url)
    assert storage.database(sqlite_url).healthy()
    writer = sqlite3.connect(tmp_path / "agency.db", isolation_level=None)
    writer.execute("BEGIN EXCLUSIVE")
    try:
        [outcome], seconds = asyncio.run(_timed([newsletter.subscribe("ann@example.com")]))
    finally:
        writer.execute("ROLLBACK")
        writer.close()
    assert outcome is Outcome.FAILED
    assert seconds < 5
    assert subscriptions.every_subscription(sqlite_url) == []


# --- Sign-up and sign-in limits (issue 43) ----------------------------------------------


@pytest.fixture
def auth_limits(monkeypatch):
    def configure(**values) -> None:
        monkeypatch.setattr(auth_state, "settings", Settings(_env_file=None, **values))
        auth_state.attempts.cache_clear()

    yield configure
    auth_state.attempts.cache_clear()


def test_sign_ups_and_sign_ins_are_limited_per_visitor(auth_limits):
    auth_limits(auth_attempts_per_session=2, auth_attempts_per_address=3)
    tab = state_at(auth_state.AuthState, "/auth")
    refusals = [asyncio.run(tab._refusal()) for _ in range(3)]
    assert refusals == [None, None, auth_state.TOO_MANY_ATTEMPTS]


def test_no_call_goes_out_unlimited_while_the_shared_limit_is_out_of_reach(auth_limits):
    auth_limits(redis_url=f"redis://127.0.0.1:{services.free_port()}/0")
    tab = state_at(auth_state.AuthState, "/auth")
    assert asyncio.run(tab._refusal()) == auth_state._SOMETHING_WENT_WRONG
