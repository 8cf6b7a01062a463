"""The site's day, asked at each use: which posts are open follows it without a restart.

Every reader of the day (the job board's state, the alerts, the jobs feeds and the sitemap as
they are served, the deploy check) calls `today()`, so a test sets one day for all of them
(monkeypatch `clock.today`).
"""

from __future__ import annotations

import datetime


def today() -> datetime.date:
    return datetime.date.today()
