"""Starts the Reflex dev server once per test session, and stops it afterwards."""

from __future__ import annotations

import os
import re
import signal
import socket
import subprocess
import time
import urllib.request
from pathlib import Path

PROJECT_ROOT = Path(__file__).resolve().parents[2]
LOG_FILE = PROJECT_ROOT / "test-results" / "reflex-dev.log"
STARTUP_TIMEOUT_S = 600
_APP_URL = re.compile(r"App running at: (http://\S+?)/?\s")


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class DevServer:
    """`reflex run` in development mode, on free ports, with the diagnostic pages on."""

    def __init__(self) -> None:
        self.process: subprocess.Popen | None = None
        self.url = ""

    def start(self) -> str:
        LOG_FILE.parent.mkdir(exist_ok=True)
        env = {**os.environ, "AGENCY_DIAGNOSTICS": "1", "REFLEX_TELEMETRY_ENABLED": "false"}
        self._log = LOG_FILE.open("w")
        self.process = subprocess.Popen(
            [
                "reflex",
                "run",
                "--env",
                "dev",
                "--frontend-port",
                str(free_port()),
                "--backend-port",
                str(free_port()),
            ],
            cwd=PROJECT_ROOT,
            env=env,
            stdout=self._log,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
        self.url = self._wait_until_serving()
        return self.url

    def _wait_until_serving(self) -> str:
        deadline = time.monotonic() + STARTUP_TIMEOUT_S
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"reflex run exited early; see {LOG_FILE}:\n{self._tail()}")
            # Reflex moves to another port when the asked one is taken; trust its log.
            if match := _APP_URL.search(LOG_FILE.read_text(errors="replace") + " "):
                url = match.group(1).replace("0.0.0.0", "localhost")
                try:
                    with urllib.request.urlopen(url, timeout=30) as response:
                        if response.status == 200:
                            return url
                except OSError:
                    pass
            time.sleep(1)
        raise RuntimeError(
            f"reflex run did not serve within {STARTUP_TIMEOUT_S} s:\n{self._tail()}"
        )

    def _tail(self) -> str:
        return "\n".join(LOG_FILE.read_text(errors="replace").splitlines()[-40:])

    def stop(self) -> None:
        if self.process is None or self.process.poll() is not None:
            return
        os.killpg(self.process.pid, signal.SIGTERM)
        try:
            self.process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            os.killpg(self.process.pid, signal.SIGKILL)
            self.process.wait()
        self._log.close()
