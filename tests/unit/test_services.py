"""The throw-away PostgreSQL and Redis servers in tests/services.py really start, work and stop."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path
from urllib.parse import urlsplit

import pytest

from tests import services


def _port(url: str) -> int:
    port = urlsplit(url).port
    assert port is not None, url
    return port


def _workdirs(prefix: str) -> set[Path]:
    return set(Path(tempfile.gettempdir()).glob(f"{prefix}*"))


def test_free_port_is_closed():
    assert not services.port_is_open(services.free_port())


def test_postgres_server_stores_rows_and_is_gone_afterwards():
    reason = services.postgres_available()
    if reason is not None:
        pytest.skip(reason)
    import psycopg
    import sqlalchemy

    before = _workdirs("agency-pg-")
    with services.postgres_server() as url:
        parts = urlsplit(url)
        assert parts.scheme == "postgresql+psycopg"
        assert parts.hostname == "127.0.0.1"
        assert parts.path == "/agency"
        port = _port(url)
        assert services.port_is_open(port)

        conninfo = url.replace("postgresql+psycopg://", "postgresql://", 1)
        with psycopg.connect(conninfo, connect_timeout=5) as conn:
            conn.execute("CREATE TABLE subscriber (id serial PRIMARY KEY, email text NOT NULL)")
            conn.execute(
                "INSERT INTO subscriber (email) VALUES (%s), (%s)",
                ("teacher@example.org", "school@example.org"),
            )
            rows = conn.execute("SELECT email FROM subscriber ORDER BY id").fetchall()
            assert rows == [("teacher@example.org",), ("school@example.org",)]
            assert conn.execute("SELECT current_database()").fetchone() == ("agency",)
        # The URL works as given through SQLAlchemy (as the site uses it), on a new connection.
        engine = sqlalchemy.create_engine(url)
        try:
            with engine.begin() as conn:
                count = conn.execute(sqlalchemy.text("SELECT count(*) FROM subscriber"))
                assert count.scalar() == 2
        finally:
            engine.dispose()

    assert not services.port_is_open(port)
    assert _workdirs("agency-pg-") <= before


def test_redis_server_sets_and_gets_and_is_gone_afterwards():
    reason = services.redis_available()
    if reason is not None:
        pytest.skip(reason)
    redis = pytest.importorskip("redis")

    before = _workdirs("agency-redis-")
    with services.redis_server() as url:
        parts = urlsplit(url)
        assert parts.scheme == "redis"
        assert parts.hostname == "127.0.0.1"
        assert parts.path == "/0"
        port = _port(url)

        client = redis.Redis.from_url(url, socket_timeout=5)
        try:
            assert client.ping()
            client.set("intake", "October")
            assert client.get("intake") == b"October"
            # Reflex's Redis state manager switches on keyspace notifications itself.
            client.config_set("notify-keyspace-events", "KEA")
            assert client.config_get("save") == {"save": ""}
            assert client.config_get("appendonly") == {"appendonly": "no"}
        finally:
            client.close()

    assert not services.port_is_open(port)
    assert _workdirs("agency-redis-") <= before


@pytest.mark.parametrize(
    ("available", "server"),
    [
        (services.redis_available, services.redis_server),
        (services.postgres_available, services.postgres_server),
    ],
    ids=["redis", "postgres"],
)
def test_a_server_is_stopped_when_the_test_body_fails(available, server):
    reason = available()
    if reason is not None:
        pytest.skip(reason)

    port = None
    with pytest.raises(RuntimeError, match="boom"), server() as url:
        port = _port(url)
        assert services.port_is_open(port)
        raise RuntimeError("boom")
    assert port is not None
    assert not services.port_is_open(port)


def test_unavailable_reasons_are_strings_or_none():
    for reason in (services.postgres_available(), services.redis_available()):
        assert reason is None or (isinstance(reason, str) and reason)


def test_postgres_reports_missing_binaries(monkeypatch):
    monkeypatch.setattr(services, "_postgres_bindir", lambda: None)
    reason = services.postgres_available()
    assert reason is not None and "postgresql" in reason.lower()
    with pytest.raises(services.ServiceError, match="not available"), services.postgres_server():
        pass


def test_redis_reports_missing_binary(monkeypatch):
    monkeypatch.setattr(services.shutil, "which", lambda name: None)
    reason = services.redis_available()
    assert reason is not None and "redis-server" in reason
    with pytest.raises(services.ServiceError, match="not available"), services.redis_server():
        pass


@pytest.mark.skipif(os.name != "posix", reason="POSIX only")
def test_redis_failure_raises_with_its_log(monkeypatch, tmp_path):
    """A server that cannot start gives a clear error that includes its log."""
    if services.redis_available() is not None:
        pytest.skip(services.redis_available())
    fake = tmp_path / "redis-server"
    fake.write_text("#!/bin/sh\necho 'FATAL: cannot start, bad config' \nexit 3\n")
    fake.chmod(0o755)
    real_which = services.shutil.which
    monkeypatch.setattr(
        services.shutil,
        "which",
        lambda name: str(fake) if name == "redis-server" else real_which(name),
    )
    with pytest.raises(services.ServiceError) as info, services.redis_server():
        pass
    message = str(info.value)
    assert "exited with code 3" in message
    assert "FATAL: cannot start, bad config" in message
