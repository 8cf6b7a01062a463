"""Export the newsletter subscribers stored by the site as CSV, for the agency's staff.

    python -m agency_site.services.export [--output subscribers.csv]   (or `make subscribers-csv`)

Reads the database in settings.database_url (AGENCY_DATABASE_URL). With a hosted back end
configured, subscriptions go to its function instead and are exported from there.
"""

from __future__ import annotations

import argparse
import csv
import sys
from typing import TextIO

from agency_site.services import storage

COLUMNS = ("email", "subscribed_at")

# A valid address may start with these; a spreadsheet would run it as a formula.
_FORMULA_START = ("=", "+", "-", "@")


def _cell(text: str) -> str:
    return "'" + text if text.startswith(_FORMULA_START) else text


def write_csv(out: TextIO, url: str | None = None) -> int:
    """Write every subscriber to `out`, oldest first; returns how many."""
    writer = csv.writer(out)
    writer.writerow(COLUMNS)
    rows = storage.subscribers(url)
    for subscriber in rows:
        writer.writerow(
            (_cell(subscriber.email), subscriber.subscribed_at.isoformat(timespec="seconds"))
        )
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
