"""Confirmation mails limited per inbox (issue 52).

Revision ID: 0003
Revises: 0002
Create Date: 2026-12-01

Each subscription says when its confirmation last went into a mail (`mailed_at`; none: one
is due); `mail_allowance` counts the confirmation mails each inbox got in the last day.
Requests pending now were mailed when they were asked.
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("subscription", sa.Column("mailed_at", sa.DateTime(), nullable=True))
    op.execute("UPDATE subscription SET mailed_at = asked_at WHERE state = 'pending'")
    op.create_table(
        "mail_allowance",
        sa.Column("inbox", sa.String(length=64), primary_key=True),
        sa.Column("recent", sa.String(length=200), nullable=False),
        sa.Column("updated_at", sa.DateTime(), nullable=False),
    )
    op.create_index("ix_mail_allowance_updated_at", "mail_allowance", ["updated_at"])


def downgrade() -> None:
    op.drop_index("ix_mail_allowance_updated_at", "mail_allowance")
    op.drop_table("mail_allowance")
    op.drop_column("subscription", "mailed_at")
