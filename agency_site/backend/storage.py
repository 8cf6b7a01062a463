"""The site's own database: subscriptions and the mail outbox (agency_site/backend/
subscriptions.py), in SQLModel tables that Alembic revisions create and change
(agency_site/migrations/; the site applies them as it first connects).

SQLite by default (.data/agency.db, created on first use, no set-up step); any SQLAlchemy URL in
settings.database_url, such as PostgreSQL when several back-end workers share it.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from alembic import command
from alembic.config import Config
from sqlalchemy import event, text
from sqlalchemy.engine import Engine, make_url
from sqlalchemy.exc import DBAPIError, OperationalError
from sqlmodel import Session, create_engine

from agency_site.settings import settings

T = TypeVar("T")
log = logging.getLogger(__name__)


class DatabaseUnavailable(Exception):
    """The database cannot be used now (its file is gone, its server does not answer)."""


class Database:
    """One database URL and its engine, made anew after any failure.

    A connection that failed (a PostgreSQL restart, a SQLite file that was moved away)
    is never used again: the next call connects afresh and creates the tables if they are
    missing, so the site recovers without a restart once the database is back.
    """

    def __init__(self, url: str) -> None:
        self.url = url
        self._engine: Engine | None = None
        # An embedded SQLite file, once created: while it is missing, the database is down
        # (making an empty one would silently start a new list of subscribers).
        self._file: Path | None = None
        # Calls come from the thread pool (subscriptions.request_async): one engine at a time.
        self._lock = threading.Lock()

    def engine(self) -> Engine:
        # Connecting is bounded (_options), and so is waiting for another call that connects:
        # a database that accepts connections and never answers holds nobody for ever.
        if not self._lock.acquire(timeout=settings.database_timeout_seconds * 2):
            raise DatabaseUnavailable("connecting to the database takes too long")
        try:
            if self._file is not None and not self._file.exists():
                self._dispose()
                raise DatabaseUnavailable(f"the database file {self._file} is missing")
            if self._engine is None:
                self._engine = self._create()
            return self._engine
        finally:
            self._lock.release()

    def _create(self) -> Engine:
        file = None
        if self.url.startswith("sqlite") and (name := make_url(self.url).database) not in (
            None,
            "",
            ":memory:",
        ):
            file = Path(name).resolve()
            file.parent.mkdir(parents=True, exist_ok=True)
            if not file.exists():
                # Right on a first start; otherwise the file was moved or deleted.
                log.warning(
                    "no database at %s: starting a new, empty one. If this site stored "
                    "subscribers before, they are not in it: restore the file from a backup",
                    file,
                )
        created = create_engine(self.url, **_options(self.url))
        if created.dialect.name == "sqlite":
            event.listen(created, "connect", _secure_delete)
        try:
            migrate(created)
        except Exception:
            created.dispose()
            raise
        self._file = file
        return created

    def reset(self) -> None:
        """Forget the engine and its pooled connections."""
        with self._lock:
            self._dispose()

    def _dispose(self) -> None:
        if self._engine is not None:
            self._engine.dispose()
            self._engine = None

    def run(self, work: Callable[[Session], T], wait_out_outages: bool = True) -> T:
        """`work` in a session (one transaction); on any failure the engine is dropped. While
        the server cannot be reached (a restart), tried again with growing pauses for up to
        settings.outage_wait_seconds, unless `wait_out_outages` is false; then the error is
        raised."""
        deadline = time.monotonic() + (settings.outage_wait_seconds if wait_out_outages else 0)
        pause = _FIRST_PAUSE
        while True:
            try:
                return self._run_once(work)
            except DBAPIError as error:
                remaining = deadline - time.monotonic()
                if not _unreachable(error) or remaining <= 0:
                    raise
                if pause == _FIRST_PAUSE:
                    log.warning("the database cannot be reached; waiting for it: %s", error.orig)
            time.sleep(min(pause, remaining))
            pause = min(pause * 2, 1.0)

    def _run_once(self, work: Callable[[Session], T]) -> T:
        try:
            # Rows stay readable after the commit, once the session is closed.
            with Session(self.engine(), expire_on_commit=False) as session:
                return work(session)
        except DatabaseUnavailable:
            raise
        except Exception:
            self.reset()
            raise

    def healthy(self) -> bool:
        """Whether the subscriptions table answers a query now."""
        try:
            self.run(
                lambda session: session.exec(text("SELECT id FROM subscription LIMIT 1")),
                wait_out_outages=False,
            )
        except Exception:
            return False
        return True


def _secure_delete(connection, _record) -> None:
    # A deleted row is overwritten in the file, not left in a free page: an erased address
    # is found nowhere in .data/.
    connection.execute("PRAGMA secure_delete = ON")


_FIRST_PAUSE = 0.05  # seconds; doubled after each try, up to a second


def _unreachable(error: DBAPIError) -> bool:
    """Whether `error` is the server being away (refusing, cutting off or still starting, as
    in a restart), not a statement or a connection that ran out of time: a database that
    never answers is not waited for again."""
    if error.connection_invalidated:
        return True
    message = str(error.orig).lower()
    return isinstance(error, OperationalError) and not any(
        sign in message for sign in ("timeout", "canceling statement", "database is locked")
    )


_databases: dict[str, Database] = {}


def _options(url: str) -> dict:
    """The engine's limits: connecting, each statement and each wait for a lock take at
    most settings.database_timeout_seconds."""
    seconds = settings.database_timeout_seconds
    # An error's message never carries a statement's values (an address, say) into the log.
    hidden = {"hide_parameters": True}
    if url.startswith("sqlite"):
        # One file shared by threads; wait that long for another writer, then fail.
        return {**hidden, "connect_args": {"check_same_thread": False, "timeout": seconds}}
    if url.startswith("postgresql"):
        milliseconds = int(seconds * 1000)
        return {
            **hidden,
            "pool_timeout": seconds,
            "connect_args": {
                "connect_timeout": max(1, round(seconds)),
                "options": f"-c statement_timeout={milliseconds} -c lock_timeout={milliseconds}",
            },
        }
    return {**hidden, "pool_timeout": seconds}


MIGRATIONS = Path(__file__).parents[1] / "migrations"


def migrate(engine: Engine) -> None:
    """Bring the database's tables to the newest revision (agency_site/migrations/), keeping
    every row: a database made by an older version of the site is upgraded in place."""
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    with engine.begin() as connection:
        if connection.dialect.name == "postgresql":
            # Several workers starting at once: one migrates, the others wait and find it done.
            connection.execute(text("SELECT pg_advisory_xact_lock(3939)"))
        config.attributes["connection"] = connection
        command.upgrade(config, "head")


def database(url: str | None = None) -> Database:
    """The database at `url` (settings.database_url by default)."""
    url = url or settings.database_url
    if url not in _databases:
        _databases[url] = Database(url)
    return _databases[url]
