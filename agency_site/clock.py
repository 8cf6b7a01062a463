"""The site's day, asked at each use: which posts are open follows it without a restart.

Every reader of the day (the job board's state, the alerts, the jobs feeds and the sitemap as
they are served, the deploy check) calls `today()`, so a test sets one day for all of them
(monkeypatch `clock.today`), and a test server or a preview sets it with AGENCY_TODAY.
"""

from __future__ import annotations

import datetime

from agency_site.settings import settings


def today() -> datetime.date:
    return settings.today or datetime.date.today()
