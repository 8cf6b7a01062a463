"""The site's own database: newsletter subscribers (SQLModel).

SQLite by default (.data/agency.db, created on first use, no set-up step); any SQLAlchemy URL in
settings.database_url, such as PostgreSQL when several back-end workers share it.
"""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime
from functools import cache
from pathlib import Path

from sqlalchemy.dialects.postgresql import insert as postgresql_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlalchemy.engine import Engine, make_url
from sqlmodel import Field, Session, SQLModel, create_engine, select

from agency_site.services.validation import EMAIL_MAX_LENGTH
from agency_site.settings import settings


class Subscriber(SQLModel, table=True):
    id: int | None = Field(default=None, primary_key=True)
    email: str = Field(max_length=EMAIL_MAX_LENGTH, unique=True, index=True)
    subscribed_at: datetime = Field(default_factory=lambda: datetime.now(UTC))


@cache
def engine(url: str | None = None) -> Engine:
    """The engine for `url` (settings.database_url by default), its tables created."""
    url = url or settings.database_url
    options = {}
    if url.startswith("sqlite"):
        if database := make_url(url).database:
            Path(database).parent.mkdir(parents=True, exist_ok=True)
        # One file shared by threads; wait for a writer instead of failing at once.
        options = {"connect_args": {"check_same_thread": False, "timeout": 15}}
    created = create_engine(url, **options)
    SQLModel.metadata.create_all(created)
    return created


def add_subscriber(email: str, url: str | None = None) -> bool:
    """Store `email` (already normalized) once; True when it is new.

    A single INSERT ... ON CONFLICT DO NOTHING, so a repeat or two workers racing on the
    same address never make a second row and never fail.
    """
    database = engine(url)
    insert = sqlite_insert if database.dialect.name == "sqlite" else postgresql_insert
    statement = (
        insert(Subscriber)
        .values(email=email, subscribed_at=datetime.now(UTC))
        .on_conflict_do_nothing(index_elements=["email"])
    )
    with Session(database) as session:
        result = session.exec(statement)
        session.commit()
        return result.rowcount == 1


async def add_subscriber_async(email: str) -> bool:
    """add_subscriber() off the event loop, so other visitors are never kept waiting."""
    return await asyncio.to_thread(add_subscriber, email)


def subscribers(url: str | None = None) -> list[Subscriber]:
    """Every subscriber, oldest first."""
    with Session(engine(url)) as session:
        return list(session.exec(select(Subscriber).order_by(Subscriber.subscribed_at)))
