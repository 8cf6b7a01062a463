"""Mail benchmark (issue 39): a newsletter issue to 10,000 confirmed subscribers.

    python -m tests.benchmarks.mail                  # or: make mail-benchmark
    python -m tests.benchmarks.mail --subscribers 2000

A local SMTP server (aiosmtpd, in a process of its own on 127.0.0.1) counts what it accepts.
In one sitting the script measures:

1. the limit: a bare aiosmtplib client sending the same message over one connection, as
   fast as the server takes it (messages per second);
2. the site's sender, `python -m agency_site.mail newsletter SLUG`, to `--subscribers`
   confirmed subscribers in a fresh SQLite database (one connection per batch): messages per
   second, and its memory (VmRSS) at the start and at its peak;
3. a sender stopped half-way (SIGTERM, as a deploy or Ctrl-C stops it) and run again: the
   server must have received every subscriber's issue exactly once.

Goal: the sender at >= 80% of the limit, memory flat (peak within 25% of the start). The exit
status is 1 if one is missed or a message is lost or doubled.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path

import aiosmtplib

from agency_site.backend.subscriptions import Subscription
from agency_site.mail import compose
from tests.services import free_port

ROOT = Path(__file__).resolve().parents[2]
ISSUE = "job-alerts"

SINK = """
import sys, threading
from aiosmtpd.controller import Controller
from email import message_from_bytes, policy
path, port = sys.argv[1], int(sys.argv[2])
log = open(path, "a", buffering=1)
lock = threading.Lock()
class Counter:
    async def handle_DATA(self, server, session, envelope):
        with lock:
            log.write(",".join(envelope.rcpt_tos) + "\\n")
        return "250 OK"
controller = Controller(Counter(), hostname="127.0.0.1", port=port)
controller.start()
print("ready", flush=True)
threading.Event().wait()
"""


def start_sink(log: Path, port: int) -> subprocess.Popen:
    sink = subprocess.Popen(
        [sys.executable, "-c", SINK, str(log), str(port)], stdout=subprocess.PIPE, text=True
    )
    assert sink.stdout.readline().strip() == "ready"
    return sink


def received(log: Path) -> list[str]:
    return log.read_text().splitlines() if log.exists() else []


async def bare_client_rate(port: int, count: int) -> float:
    """Messages per second one aiosmtplib connection gets through (the server's limit)."""
    reader = Subscription(id=1, email="limit@example.com", language="en")
    raw = compose.newsletter_issue(reader, "Limit", "A message of an issue's size. " * 40)
    body = raw.as_bytes()
    client = aiosmtplib.SMTP(hostname="127.0.0.1", port=port)
    await client.connect()
    started = time.perf_counter()
    for _ in range(count):
        await client.sendmail("newsletter@example.org", ["limit@example.com"], body)
    elapsed = time.perf_counter() - started
    await client.quit()
    return count / elapsed


def fill_database(file: Path, count: int) -> None:
    """`count` confirmed newsletter subscribers, in the site's schema (it migrates first)."""
    environment = {**os.environ, "AGENCY_DATABASE_URL": f"sqlite:///{file}"}
    subprocess.run(
        [sys.executable, "-c", "from agency_site.backend import subscriptions as s; "
         "s.every_subscription()"],
        cwd=ROOT, env=environment, check=True, capture_output=True,
    )  # fmt: skip
    now = datetime.now(UTC).isoformat(sep=" ")
    with sqlite3.connect(file) as database:
        database.executemany(
            "INSERT INTO subscription (email, kind, search, state, language, page, "
            "consent_version, asked_at, confirmed_at, nonce) VALUES "
            "(?, 'newsletter', '', 'confirmed', ?, '/', 'benchmark', ?, ?, ?)",
            [
                (f"reader{index}@example.com", ("en", "fr", "de")[index % 3], now, now, f"n{index}")
                for index in range(count)
            ],
        )


def sender(file: Path, port: int, *arguments: str) -> subprocess.Popen:
    return subprocess.Popen(
        [sys.executable, "-m", "agency_site.mail", *arguments],
        cwd=ROOT,
        env={
            **os.environ,
            "AGENCY_DATABASE_URL": f"sqlite:///{file}",
            "AGENCY_SMTP_URL": f"smtp://127.0.0.1:{port}",
        },
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def rss_mb(pid: int) -> float | None:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        return None
    return None


def watch(process: subprocess.Popen, log: Path, until: int | None = None) -> dict:
    """Follow a sender: its memory once it has started sending and at its peak, how long
    the sending took; with `until`, stop it (SIGTERM) once the server holds that many."""
    first_sent_at = start_mb = None
    peak_mb = 0.0
    stopped = False
    while process.poll() is None:
        # Light on the CPU the sender and the server share with it.
        begun = log.exists() and log.stat().st_size > 0
        memory = rss_mb(process.pid)
        if memory:
            peak_mb = max(peak_mb, memory)
            if begun and first_sent_at is None:
                first_sent_at, start_mb = time.perf_counter(), memory
        if until is not None and not stopped and len(received(log)) >= until:
            process.send_signal(signal.SIGTERM)
            stopped = True
        time.sleep(0.05)
    out, err = process.communicate()
    if process.returncode != 0:
        raise SystemExit(f"the sender failed:\n{err}")
    return {
        "seconds": time.perf_counter() - (first_sent_at or time.perf_counter()),
        "start_mb": start_mb or 0.0,
        "peak_mb": peak_mb,
        "output": out.strip(),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--subscribers", type=int, default=10_000)
    parser.add_argument("--limit-messages", type=int, default=3_000)
    options = parser.parse_args()
    count = options.subscribers
    with tempfile.TemporaryDirectory() as folder:
        work = Path(folder)
        port = free_port()
        limit_log, run_log, resumed_log = (work / f"{name}.log" for name in ("l", "r", "s"))
        sink = start_sink(limit_log, port)
        try:
            limit = asyncio.run(bare_client_rate(port, options.limit_messages))
        finally:
            sink.terminate()
            sink.wait()

        # 2. The whole issue, in one run.
        file = work / "run.db"
        fill_database(file, count)
        sink = start_sink(run_log, port)
        try:
            run = watch(sender(file, port, "newsletter", ISSUE), run_log)
        finally:
            sink.terminate()
            sink.wait()
        delivered = received(run_log)
        rate = len(delivered) / run["seconds"] if run["seconds"] else 0.0

        # 3. Stopped half-way, then run again.
        file = work / "resumed.db"
        fill_database(file, count)
        sink = start_sink(resumed_log, port)
        try:
            watch(sender(file, port, "newsletter", ISSUE), resumed_log, until=count // 2)
            halfway = len(received(resumed_log))
            watch(sender(file, port, "deliver"), resumed_log)
        finally:
            sink.terminate()
            sink.wait()
        resumed = received(resumed_log)

    expected = {f"reader{index}@example.com" for index in range(count)}
    doubled = len(resumed) - len(set(resumed))
    lost = len(expected - set(resumed))
    share = rate / limit
    flat = run["peak_mb"] <= run["start_mb"] * 1.25
    print(f"mail benchmark, {count} confirmed subscribers, {datetime.now(UTC):%Y-%m-%d %H:%M} UTC")
    print(f"  limit (bare aiosmtplib, one connection): {limit:,.0f} messages/s")
    print(f"  site sender: {len(delivered):,} messages in {run['seconds']:.1f} s = {rate:,.0f}/s "
          f"({share:.0%} of the limit)")  # fmt: skip
    print(f"  sender memory: {run['start_mb']:.0f} MB at the start, {run['peak_mb']:.0f} MB peak")
    print(f"  stopped after {halfway:,} and run again: {len(resumed):,} received, "
          f"{lost} lost, {doubled} doubled")  # fmt: skip
    met = len(delivered) == count and share >= 0.8 and flat and lost == 0 and doubled == 0
    print("  goal (>= 80% of the limit, memory flat, exactly once):", "met" if met else "MISSED")
    return 0 if met else 1


if __name__ == "__main__":
    sys.exit(main())
