"""The end-to-end guard that fails a test when the server logs an error (tests/e2e/server_log.py)."""

from __future__ import annotations

from tests.e2e.server_log import LogTail, errors, tracebacks

LOG = """App running at: http://localhost:3000/
Warning: Attempting to send delta to disconnected client
an event handler failed
Traceback (most recent call last):
  File "agency_site/layout/newsletter.py", line 140, in subscribe
    outcome = await newsletter.attempt(email)
ValueError: boom
Error: the frontend could not compile
refused a websocket request from origin 'https://attacker.example'
"""


def test_errors_and_tracebacks_are_found_and_warnings_are_not():
    assert tracebacks(LOG) == ["ValueError: boom"]
    assert errors(LOG) == [
        "an event handler failed",
        "Error: the frontend could not compile",
        "ValueError: boom",
    ]


def test_a_quiet_log_has_no_errors():
    assert errors("Warning: Your version of Node.js is out of date.\nApp running\n") == []


def test_only_what_is_written_after_the_tail_starts_is_read(tmp_path):
    log = tmp_path / "server.log"
    log.write_text("Error: before the test\n")
    tail = LogTail(log)
    with log.open("a") as file:
        file.write("Error: during the test\n")
    assert errors(tail.read()) == ["Error: during the test"]
