"""The newsletter's addresses as the site kept them before the double opt-in.

Revision ID: 0001
Create Date: 2026-11-28

A database made before the site used migrations already has this table: it is kept as it is.
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    if sa.inspect(op.get_bind()).has_table("subscriber"):
        return
    op.create_table(
        "subscriber",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("email", sa.String(length=254), nullable=False),
        sa.Column("subscribed_at", sa.DateTime(), nullable=False),
    )
    op.create_index("ix_subscriber_email", "subscriber", ["email"], unique=True)


def downgrade() -> None:
    op.drop_table("subscriber")
