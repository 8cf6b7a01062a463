"""The end-to-end harness's wait for the dev server (tests/e2e/server.py): a start that is
stuck is started once more, with its log kept; a production start is never repeated."""

from __future__ import annotations

import subprocess
import sys

import pytest

from tests.e2e import server


class _StuckOnce(server.ReflexServer):
    """A 'dev server' whose first start logs its address and never answers there (as the
    stuck starts did); the second one serves."""

    starts = 0
    stuck_starts = 1

    def _spawn(self, *arguments: str, env: dict | None = None) -> None:
        self.log_file.parent.mkdir(exist_ok=True)
        self._log = self.log_file.open("w")
        self.spawned_at = server.time.monotonic()
        self.starts += 1
        port = server.free_port()
        serve = "import time; time.sleep(60)"
        if self.starts > self.stuck_starts:
            serve = f"import http.server as h; h.test(h.SimpleHTTPRequestHandler, port={port})"
        self._log.write(f"App running at: http://localhost:{port}/ \n")
        self._log.flush()
        self.process = subprocess.Popen(
            [sys.executable, "-c", serve],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            start_new_session=True,
        )


@pytest.fixture
def quick_stall(monkeypatch, tmp_path):
    monkeypatch.setattr(server, "DEV_STALLED_AFTER_S", 2)
    monkeypatch.setattr(server, "LOG_DIR", tmp_path)


def test_a_stuck_dev_start_is_started_again_with_its_log_kept(quick_stall, tmp_path, capfd):
    dev = _StuckOnce("dev")
    dev.log_file = tmp_path / "reflex-dev.log"
    try:
        dev.spawn()
        url = dev.wait_until_serving()
    finally:
        dev.stop()
    assert dev.starts == 2
    assert url.startswith("http://localhost:")
    kept = (tmp_path / "reflex-dev-stalled.log").read_text()
    # The stuck start's log, why it was given up, and its processes (the one that slept).
    assert "App running" in kept
    assert "--- reflex run --env dev did not serve" in kept
    assert "time.sleep(60)" in kept
    assert "did not serve" in capfd.readouterr().out


def test_a_production_start_that_times_out_fails(quick_stall, tmp_path, monkeypatch):
    monkeypatch.setattr(server, "STARTUP_TIMEOUT_S", 2)
    prod = _StuckOnce("prod")
    prod.log_file = tmp_path / "reflex-prod.log"
    try:
        prod.spawn()
        with pytest.raises(server.StartTimedOut, match="--env prod did not serve"):
            prod.wait_until_serving()
    finally:
        prod.stop()
    assert prod.starts == 1


class _Serving(_StuckOnce):
    """A 'dev server' that serves from its first start."""

    stuck_starts = 0


def test_a_dev_server_first_asked_for_after_the_stall_limit_is_not_started_again(
    quick_stall, tmp_path
):
    # In a whole run the production build's tests come first: the dev server is asked for
    # long after DEV_STALLED_AFTER_S, and has served all along.
    dev = _Serving("dev")
    dev.log_file = tmp_path / "reflex-dev.log"
    try:
        dev.spawn()
        dev._wait_until_serving(server.time.monotonic() + 60)
        dev.spawned_at -= 3600
        url = dev.wait_until_serving()
    finally:
        dev.stop()
    assert dev.starts == 1
    assert url.startswith("http://localhost:")
    assert not (tmp_path / "reflex-dev-stalled.log").exists()
