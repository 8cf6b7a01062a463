"""The site's tests: unit/, e2e/ (Playwright), benchmarks/, and what they share."""

# The day the tests' site lives on (AGENCY_TODAY, agency_site/clock.py): which posts are open
# and which statements are stale must not change with the calendar. The deploy check and the
# closing-day tests set days of their own.
TEST_DAY = "2026-12-01"
