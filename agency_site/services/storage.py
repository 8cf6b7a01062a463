"""The site's own database: newsletter subscribers (SQLModel).

SQLite by default (.data/agency.db, created on first use, no set-up step); any SQLAlchemy URL in
settings.database_url, such as PostgreSQL when several back-end workers share it.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import TypeVar

from sqlalchemy.dialects.postgresql import insert as postgresql_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlalchemy.engine import Engine, make_url
from sqlmodel import Field, Session, SQLModel, create_engine, select

from agency_site.services.validation import EMAIL_MAX_LENGTH
from agency_site.settings import settings

T = TypeVar("T")


class Subscriber(SQLModel, table=True):
    id: int | None = Field(default=None, primary_key=True)
    email: str = Field(max_length=EMAIL_MAX_LENGTH, unique=True, index=True)
    subscribed_at: datetime = Field(default_factory=lambda: datetime.now(UTC))


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
        # Calls come from the thread pool (add_subscriber_async): one engine at a time.
        self._lock = threading.Lock()

    def engine(self) -> Engine:
        with self._lock:
            if self._file is not None and not self._file.exists():
                self._dispose()
                raise DatabaseUnavailable(f"the database file {self._file} is missing")
            if self._engine is None:
                self._engine = self._create()
            return self._engine

    def _create(self) -> Engine:
        options = {}
        file = None
        if self.url.startswith("sqlite") and (name := make_url(self.url).database) not in (
            None,
            "",
            ":memory:",
        ):
            file = Path(name).resolve()
            file.parent.mkdir(parents=True, exist_ok=True)
            # One file shared by threads; wait for a writer instead of failing at once.
            options = {"connect_args": {"check_same_thread": False, "timeout": 15}}
        created = create_engine(self.url, **options)
        try:
            SQLModel.metadata.create_all(created)
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

    def run(self, work: Callable[[Session], T]) -> T:
        """`work` in a session; on any failure the engine is dropped and the error raised."""
        try:
            with Session(self.engine()) as session:
                return work(session)
        except DatabaseUnavailable:
            raise
        except Exception:
            self.reset()
            raise

    def healthy(self) -> bool:
        """Whether the subscribers table answers a query now."""
        try:
            self.run(lambda session: session.exec(select(Subscriber.id).limit(1)).all())
        except Exception:
            return False
        return True


_databases: dict[str, Database] = {}


def database(url: str | None = None) -> Database:
    """The database at `url` (settings.database_url by default)."""
    url = url or settings.database_url
    if url not in _databases:
        _databases[url] = Database(url)
    return _databases[url]


def add_subscriber(email: str, url: str | None = None) -> bool:
    """Store `email` (already normalized) once; True when it is new.

    A single INSERT ... ON CONFLICT DO NOTHING, so a repeat or two workers racing on the
    same address never make a second row and never fail.
    """

    def insert(session: Session) -> bool:
        dialect = sqlite_insert if session.bind.dialect.name == "sqlite" else postgresql_insert
        statement = (
            dialect(Subscriber)
            .values(email=email, subscribed_at=datetime.now(UTC))
            .on_conflict_do_nothing(index_elements=["email"])
            # A row comes back only when one was inserted (psycopg's rowcount is not 1 then).
            .returning(Subscriber.id)
        )
        inserted = session.exec(statement).first() is not None
        session.commit()
        return inserted

    return database(url).run(insert)


async def add_subscriber_async(email: str) -> bool:
    """add_subscriber() off the event loop, so other visitors are never kept waiting."""
    return await asyncio.to_thread(add_subscriber, email)


def subscribers(url: str | None = None) -> list[Subscriber]:
    """Every subscriber, oldest first."""
    return database(url).run(
        lambda session: list(session.exec(select(Subscriber).order_by(Subscriber.subscribed_at)))
    )
