"""What a server under test logs while a test runs, and the errors in it.

Every end-to-end test fails when a server it talks to logs an error meanwhile (a
traceback, or a line Reflex or the site logs as an error; conftest.py).
"""

from __future__ import annotations

import re
from pathlib import Path

# A traceback's closing exception line, as Python and Rich print it.
_EXCEPTION_LINE = re.compile(r"^[\s│|]*[A-Za-z_][\w.]*(Error|Exception|Exit)\b")
# Lines that report an error without a traceback: Reflex's console.error ("Error: ..."),
# logging's level name, and the site's handler for failed events (public_events.py).
_ERROR_LINE = re.compile(r"^\s*(Error|ERROR)\b|an event handler failed")


class LogTail:
    """The part of a log file written after this object was made."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.start = path.stat().st_size if path.exists() else 0

    def read(self) -> str:
        if not self.path.exists():
            return ""
        with self.path.open("rb") as file:
            file.seek(self.start)
            return file.read().decode("utf-8", "replace")


def tracebacks(log: str) -> list[str]:
    """Each traceback in `log`, as its exception line (`ValueError: ...`), cut short."""
    found = []
    lines = log.splitlines()
    for index, line in enumerate(lines):
        if "Traceback" in line:
            ending = next(
                (
                    later.strip(" │|")
                    for later in lines[index + 1 : index + 400]
                    if _EXCEPTION_LINE.match(later) and "File " not in later
                ),
                "?",
            )
            found.append(ending[:160])
    return found


def errors(log: str) -> list[str]:
    """Every error `log` reports: its tracebacks, and the lines logged as errors."""
    lines = [line.strip()[:160] for line in log.splitlines() if _ERROR_LINE.search(line)]
    return lines + tracebacks(log)
