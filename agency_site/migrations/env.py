"""Alembic's entry point for the site's database: agency_site/backend/storage.py runs it on
first use, `alembic upgrade head` by hand on settings.database_url (`reflex db migrate` runs
the same revisions through Reflex's own runner, without this file)."""

from __future__ import annotations

from alembic import context
from sqlalchemy import create_engine
from sqlmodel import SQLModel

from agency_site.backend import subscriptions  # noqa: F401  (registers the tables)
from agency_site.settings import settings


def _run(connection) -> None:
    # Batch mode lets SQLite change a table by copying it.
    context.configure(
        connection=connection, target_metadata=SQLModel.metadata, render_as_batch=True
    )
    with context.begin_transaction():
        context.run_migrations()


connection = context.config.attributes.get("connection")
if connection is not None:
    _run(connection)
else:
    with create_engine(settings.database_url).begin() as opened:
        _run(opened)
