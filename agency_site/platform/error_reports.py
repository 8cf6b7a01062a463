"""What reaches the log of an event handler's failure and of a browser's error report:
never the visitor's screen, and no report that could stall a worker or forge log lines."""

from __future__ import annotations

import logging
import re
import time

from reflex.event import EventSpec

from agency_site.backend import rate_limit
from agency_site.platform.reflex_internals import FrontendEventExceptionState

log = logging.getLogger(__name__)


def log_backend_error(exception: Exception) -> EventSpec | None:
    """Reflex's backend exception handler: the error goes to the log, never to the visitor
    (Reflex's default shows its message, and in development its type, in a toast)."""
    log.error("an event handler failed", exc_info=exception)
    return None


# --- Browser error reports -------------------------------------------------------------

# What of a report reaches Reflex's patterns and the log: its first line (the error's
# message), at most this long.
REPORT_LINE_LENGTH = 300
# Reports logged per worker per minute; the rest are counted, and the count logged.
REPORTS_PER_MINUTE = 20


class _SearchedInFirstLine:
    """One of Reflex's patterns for the errors after which the page reloads, searched only in
    the report's first line. Reflex searches the whole report (up to 10,000 characters the
    sender chooses) with patterns that backtrack for seconds on crafted text, on the
    worker's event loop; the message they look for is the report's first line."""

    def __init__(self, pattern: re.Pattern) -> None:
        self.pattern = pattern

    def search(self, text: str) -> re.Match | None:
        return self.pattern.search(first_line(text))


def first_line(text: str) -> str:
    return text[:REPORT_LINE_LENGTH].partition("\n")[0]


def bound_error_report_patterns() -> None:
    FrontendEventExceptionState.auto_reload_on_errors = [
        pattern if isinstance(pattern, _SearchedInFirstLine) else _SearchedInFirstLine(pattern)
        for pattern in FrontendEventExceptionState.auto_reload_on_errors
    ]


class ErrorReportLog:
    """Each browser error report as one line of the log (its first REPORT_LINE_LENGTH
    characters, line breaks and other control characters escaped, so a report cannot forge
    log lines), at most `per_minute` a minute; the count of the others is logged with the
    next report let through."""

    def __init__(self, per_minute: int = REPORTS_PER_MINUTE, clock=time.monotonic) -> None:
        self.allowance = rate_limit.MemoryLimiter(limit=per_minute, window=60)
        self.clock = clock
        self._dropped = 0

    def __call__(self, exception: Exception) -> None:
        # Called on the worker's event loop, one report at a time.
        if not self.allowance.allow_at("reports", self.clock()):
            self._dropped += 1
            return
        if self._dropped:
            log.warning("%d more browser error reports were not logged", self._dropped)
            self._dropped = 0
        log.warning("a browser reported an error: %s", one_line(str(exception)))


def one_line(text: str) -> str:
    """`text`'s first REPORT_LINE_LENGTH characters on one line, control characters escaped."""
    return "".join(
        character if character.isprintable() else repr(character)[1:-1]
        for character in text[:REPORT_LINE_LENGTH]
    )


_error_reports = ErrorReportLog()


def log_frontend_error(exception: Exception) -> None:
    """Reflex's front-end exception handler (Reflex's default logs each report whole)."""
    _error_reports(exception)
