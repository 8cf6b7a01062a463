"""Subscriptions with a confirmed opt-in and a record of consent, and the mail outbox.

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-28

Every address of the old table moves over as 'unconfirmed' (collected before the double
opt-in: kept, listed in the staff's export, never mailed), with the day it was given.
"""

from __future__ import annotations

import secrets
from datetime import datetime

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    subscription = op.create_table(
        "subscription",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("email", sa.String(length=254), nullable=False),
        sa.Column("kind", sa.String(length=20), nullable=False),
        sa.Column("search", sa.String(length=1000), nullable=False),
        sa.Column("state", sa.String(length=20), nullable=False),
        sa.Column("language", sa.String(length=5), nullable=False),
        sa.Column("page", sa.String(length=300), nullable=False),
        sa.Column("consent_version", sa.String(length=40), nullable=False),
        sa.Column("asked_at", sa.DateTime(), nullable=False),
        sa.Column("confirmed_at", sa.DateTime(), nullable=True),
        sa.Column("unsubscribed_at", sa.DateTime(), nullable=True),
        sa.Column("nonce", sa.String(length=40), nullable=False),
        sa.UniqueConstraint("email", "kind", "search"),
    )
    op.create_index("ix_subscription_email", "subscription", ["email"])
    op.create_table(
        "outbox",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("key", sa.String(length=200), nullable=False, unique=True),
        sa.Column("subscription_id", sa.Integer(), nullable=True),
        sa.Column("recipient", sa.String(length=254), nullable=False),
        sa.Column("message", sa.Text(), nullable=False),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.Column("attempts", sa.Integer(), nullable=False),
        sa.Column("next_attempt_at", sa.DateTime(), nullable=False),
        sa.Column("sent_at", sa.DateTime(), nullable=True),
        sa.Column("last_error", sa.String(length=500), nullable=False),
    )
    op.create_index("ix_outbox_subscription_id", "outbox", ["subscription_id"])
    op.create_index("ix_outbox_next_attempt_at", "outbox", ["next_attempt_at"])

    connection = op.get_bind()
    old = connection.execute(sa.text("SELECT email, subscribed_at FROM subscriber")).all()
    if old:
        op.bulk_insert(
            subscription,
            [
                {
                    "email": email,
                    "kind": "newsletter",
                    "search": "",
                    "state": "unconfirmed",
                    "language": "en",
                    "page": "",
                    "consent_version": "",
                    "asked_at": _moment(subscribed_at),
                    "nonce": secrets.token_urlsafe(12),
                }
                for email, subscribed_at in old
            ],
        )
    op.drop_table("subscriber")


def _moment(value: str | datetime) -> datetime:
    # SQLite hands back its text; other databases a datetime.
    return datetime.fromisoformat(value) if isinstance(value, str) else value


def downgrade() -> None:
    raise NotImplementedError("the double opt-in's records are not undone")
