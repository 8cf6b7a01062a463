"""Export the subscriptions stored by the site as CSV, for the agency's staff: each with its
state (pending, confirmed, unsubscribed, or unconfirmed: given before the double opt-in) and
its record of consent.

    python -m agency_site.backend.export [--output subscribers.csv]   (or `make subscribers-csv`)

Reads the database in settings.database_url (AGENCY_DATABASE_URL). With a hosted back end
configured, subscriptions go to its function instead and are exported from there.
"""

from __future__ import annotations

import argparse
import csv
import sys
from typing import TextIO

from agency_site.backend import subscriptions

COLUMNS = (
    "email",
    "kind",
    "state",
    "language",
    "asked_at",
    "confirmed_at",
    "unsubscribed_at",
    "page",
    "consent_version",
    "search",
)

# A spreadsheet reads a cell starting with one of these as a formula (a TAB or CR before one
# is skipped by some); a valid address, page or search may start with any of them.
_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def _cell(text: str) -> str:
    return "'" + text if text.startswith(_FORMULA_START) else text


def _text(value: object) -> str:
    if value is None:
        return ""
    if hasattr(value, "isoformat"):
        return value.isoformat(timespec="seconds")
    return _cell(str(value))


def write_csv(out: TextIO, url: str | None = None) -> int:
    """Write every subscription to `out`, oldest first; returns how many."""
    writer = csv.writer(out)
    writer.writerow(COLUMNS)
    rows = subscriptions.every_subscription(url)
    for row in rows:
        writer.writerow([_text(getattr(row, column)) for column in COLUMNS])
    return len(rows)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--output", help="file to write (default: standard output)")
    args = parser.parse_args(argv)
    if args.output:
        with open(args.output, "w", newline="", encoding="utf-8") as out:
            count = write_csv(out)
        print(f"{count} subscribers written to {args.output}", file=sys.stderr)
    else:
        write_csv(sys.stdout)


if __name__ == "__main__":
    main()
