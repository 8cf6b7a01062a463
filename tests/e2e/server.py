"""Starts a Reflex server for the tests, and stops it afterwards."""

from __future__ import annotations

import contextlib
import json
import os
import re
import shutil
import signal
import subprocess
import tempfile
import time
import urllib.parse
import urllib.request
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from tests import TEST_DAY
from tests.services import free_port

PROJECT_ROOT = Path(__file__).resolve().parents[2]
LOG_DIR = PROJECT_ROOT / "test-results"
STARTUP_TIMEOUT_S = 900
# A dev server not serving this long after its start is stuck, not slow (it serves in 50 to
# 130 s beside the production build on two cores): it is started once more, its log kept.
# Why: tests/README.md, "The dev server's readiness".
DEV_STALLED_AFTER_S = 420
_APP_URL = re.compile(r"App running at: (http://\S+?)/?\s")
# The dev server's back end, which loads the app on its own after the front end serves.
_BACK_END_URL = re.compile(r"Backend running at: (http://\S+?)/?\s")
# What a copy of the project for a separate build leaves behind.
_NOT_COPIED = shutil.ignore_patterns(
    ".git",
    ".web",
    ".venv",
    ".tools",
    ".states",
    ".data",
    "reflex.lock",
    "__pycache__",
    ".pytest_cache",
    ".ruff_cache",
    "test-results",
    "screenshots",
    "*.db",
)


# The fixture that gives each server's address (tests/e2e/conftest.py).
SERVER_URLS = {"production": "production_url", "dev": "base_url"}
# A behaviour the spec names must hold as visitors get it (the production build) and as
# testers use the site (the dev server): a test so marked runs once on each, with the
# fixture `server_url` the address of that run's server (a module's site_url returns it).
on_both_servers = pytest.mark.parametrize("server_url", list(SERVER_URLS), indirect=True)


def own_origins(url: str) -> list[str]:
    """The origins of a test site at `url`, by name and by address."""
    port = urllib.parse.urlsplit(url).port
    return [f"http://localhost:{port}", f"http://127.0.0.1:{port}"]


def copy_project(target: Path) -> Path:
    """A copy of the sources, so a second build cannot disturb the first one's `.web/`."""
    shutil.copytree(PROJECT_ROOT, target, ignore=_NOT_COPIED)
    return target


def export_revision(revision: str, target: Path) -> Path:
    """The files of the project at a git revision (a commit, a branch), as a copy."""
    target.mkdir(parents=True)
    archive = subprocess.run(
        ["git", "archive", "--format=tar", revision],
        cwd=PROJECT_ROOT, capture_output=True, check=True,
    )  # fmt: skip
    subprocess.run(["tar", "-x", "-C", str(target)], input=archive.stdout, check=True)
    return target


def _answers(url: str, path: str = "") -> bool:
    return _status(url, path) == "200"


def _status(url: str, path: str = "") -> str:
    """The status `url + path` answers with, or why it did not answer."""
    try:
        with urllib.request.urlopen(
            url.replace("0.0.0.0", "localhost") + path, timeout=30
        ) as response:
            return str(response.status)
    except OSError as error:
        return repr(error)


class StartTimedOut(RuntimeError):
    """A server that did not answer in time: stuck, or far slower than it should be."""


class ReflexServer:
    """`reflex run` in `mode` ('dev' or 'prod') on free ports, from `project_dir`."""

    def __init__(
        self,
        mode: str,
        project_dir: Path = PROJECT_ROOT,
        extra_env: dict | None = None,
        host: str | None = None,
    ):
        self.mode = mode
        # The address the back end (in production: the whole site) listens on.
        self.host = host
        self.project_dir = project_dir
        self.extra_env = extra_env or {}
        self.log_file = LOG_DIR / f"reflex-{mode}.log"
        self.process: subprocess.Popen | None = None
        self.spawned_at = 0.0

    def start(self) -> str:
        self.spawn()
        return self.wait_until_serving()

    def spawn(self) -> None:
        """Start `reflex run`, without waiting for it (wait_until_serving)."""
        # Production serves front end and back end on one port.
        frontend_port = free_port()
        backend_port = frontend_port if self.mode == "prod" else free_port()
        host = ("--backend-host", self.host) if self.host else ()
        # The address the tests open the site at is the site's own origin (the back end
        # refuses pages from any other; development allows the dev front end's port).
        origins = own_origins(f"http://localhost:{frontend_port}")
        self._spawn(
            "--frontend-port", str(frontend_port), "--backend-port", str(backend_port), *host,
            env={"AGENCY_ALLOWED_ORIGINS": json.dumps(origins)},
        )  # fmt: skip

    def _spawn(self, *arguments: str, env: dict | None = None) -> None:
        """`reflex run --env <mode> <arguments>`, logging to self.log_file."""
        LOG_DIR.mkdir(exist_ok=True)
        self._log = self.log_file.open("w")
        self.spawned_at = time.monotonic()
        self.process = subprocess.Popen(
            ["reflex", "run", "--env", self.mode, *arguments],
            cwd=self.project_dir,
            env={
                **os.environ,
                "REFLEX_TELEMETRY_ENABLED": "false",
                # A worker that dies of a crash in native code says where, in the log.
                "PYTHONFAULTHANDLER": "1",
                "AGENCY_TODAY": TEST_DAY,
                # Every test browser and benchmark visitor comes from 127.0.0.1 (which the
                # dev server leaves out of the per-address limits; production does not).
                "AGENCY_EVENT_SESSIONS_PER_ADDRESS_PER_MINUTE": "1000000",
                "AGENCY_EVENT_FRAMES_PER_SECOND": "1000000",
                **(env or {}),
                **self.extra_env,
            },
            stdout=self._log,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )

    def wait_until_serving(self, say: Callable[[str], None] = print) -> str:
        """The site's address, once it answers (for the dev server: its back end too). A
        dev server stuck in its start is started once more, saying so through `say`."""
        if self.mode != "dev":
            return self._wait_until_serving(time.monotonic() + STARTUP_TIMEOUT_S)
        try:
            return self._wait_until_serving(self.spawned_at + DEV_STALLED_AFTER_S)
        except StartTimedOut as stalled:
            kept = self.log_file.with_name(f"{self.log_file.stem}-stalled.log")
            shutil.copy(self.log_file, kept)
            # What was stuck where, for whoever reads the kept log.
            columns = "pid,stat,etime,time,wchan:20,args"
            processes = subprocess.run(
                ["ps", "-ww", "-o", columns, "--forest", "-g", str(self.process.pid)],
                capture_output=True, text=True, check=False,
            ).stdout  # fmt: skip
            why = stalled.args[0].splitlines()[0]
            with kept.open("a") as log:
                log.write(f"\n--- {why}\n{processes}")
            say(f"{why} Starting it again; its log: {kept}")
            self.stop()
            self.spawn()
            return self._wait_until_serving(time.monotonic() + STARTUP_TIMEOUT_S)

    def _wait_until_serving(self, deadline: float) -> str:
        seen = "no address in the log"
        # Looks at least once: the dev server is first asked for long after its start (the
        # production build's tests come first), by when it has served for minutes.
        while True:
            if self.process.poll() is not None:
                raise RuntimeError(f"reflex run exited early:\n{self._tail()}")
            # Reflex moves to another port when the asked one is taken; trust its log.
            log = self.log_file.read_text(errors="replace") + " "
            app, back_end = _APP_URL.search(log), _BACK_END_URL.search(log)
            if app:
                checks = [(app.group(1), "/")]
                if back_end:
                    checks.append((back_end.group(1), "/ping"))
                answers = [(url + path, _status(url, path)) for url, path in checks]
                if all(status == "200" for _, status in answers):
                    return app.group(1).replace("0.0.0.0", "localhost")
                seen = ", ".join(f"{address}: {status}" for address, status in answers)
            if time.monotonic() >= deadline:
                break
            time.sleep(1)
        waited = round(time.monotonic() - self.spawned_at)
        raise StartTimedOut(
            f"reflex run --env {self.mode} did not serve {waited} s after its start "
            f"(last seen: {seen}):\n{self._tail()}"
        )

    def published(self, url: str) -> dict[str, str]:
        """What another pytest-xdist worker needs to use this server (PublishedServer)."""
        return {"url": url, "project_dir": str(self.project_dir), "log_file": str(self.log_file)}

    def back_end_url(self) -> str:
        """The dev server's back end, as its log names it."""
        found = _BACK_END_URL.search(self.log_file.read_text(errors="replace") + " ")
        assert found, "the dev server has not named its back end"
        return found.group(1).replace("0.0.0.0", "localhost")

    def _tail(self) -> str:
        lines = self.log_file.read_text(errors="replace").splitlines()
        return f"{self.log_file}:\n" + "\n".join(lines[-40:])

    def stop(self) -> None:
        if self.process is None:
            return
        if self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGTERM)
            try:
                self.process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                os.killpg(self.process.pid, signal.SIGKILL)
                self.process.wait()
        # Also when the server had already exited (start() raised).
        self._log.close()


class PublishedServer:
    """A server that another pytest-xdist worker started (ReflexServer.published), serving."""

    def __init__(self, url: str, project_dir: str, log_file: str):
        self.url = url
        self.project_dir = Path(project_dir)
        self.log_file = Path(log_file)

    def wait_until_serving(self) -> str:
        return self.url


class ReflexBackend(ReflexServer):
    """A second back end (`reflex run --backend-only`) with its own settings, beside the
    front end of a running server (dev, or in `mode` prod that of the production build in
    `project_dir`); pages reach it through pages.use_back_end() or a proxy.

    It does not compile the front end (`--backend-only` skips Reflex's compile), so the
    running server's files stay untouched.
    """

    def __init__(
        self,
        name: str,
        front_end_url: str,
        extra_env: dict | None = None,
        mode: str = "dev",
        project_dir: Path = PROJECT_ROOT,
    ):
        super().__init__(
            mode,
            project_dir=project_dir,
            extra_env={
                **(extra_env or {}),
                # Its front end is the running dev server's, whose pages it must accept.
                "AGENCY_ALLOWED_ORIGINS": json.dumps(own_origins(front_end_url)),
            },
        )
        self.log_file = LOG_DIR / f"reflex-backend-{name}.log"
        self.port = 0

    def start(self) -> str:
        """Start on a free port, or after a stop on the same one (a restart)."""
        self.spawn_backend()
        return self.wait_for_backend()

    def spawn_backend(self) -> None:
        """Start it without waiting (wait_for_backend): several start side by side."""
        self.port = self.port or free_port()
        self._spawn("--backend-only", "--backend-port", str(self.port))

    def wait_for_backend(self) -> str:
        url = f"http://127.0.0.1:{self.port}"
        deadline = time.monotonic() + STARTUP_TIMEOUT_S
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"reflex backend exited early:\n{self._tail()}")
            if _answers(url, "/ping"):
                return url
            time.sleep(0.5)
        raise RuntimeError(f"reflex backend did not answer in time:\n{self._tail()}")

    def freeze(self) -> None:
        """Stop the back end where it is (SIGSTOP): what reaches it waits, unread."""
        os.killpg(self.process.pid, signal.SIGSTOP)

    def crash(self) -> None:
        """Kill the back end at once (SIGKILL), as a crash or a power cut would."""
        os.killpg(self.process.pid, signal.SIGKILL)
        self.process.wait()
        self._log.close()


def production_log(project: Path) -> Path:
    """Where production_site's server writes its log: beside the copy, not in test-results/,
    which a test run started meanwhile would wipe."""
    return project.parent / "reflex-prod.log"


@contextlib.contextmanager
def production_site(
    extra_env: dict | None = None, revision: str | None = None
) -> Iterator[tuple[str, Path]]:
    """The production build of a copy of the project (or of a git `revision` of it), served
    on 127.0.0.1 (for the benchmarks): yields its URL and the copy's folder; stops it and
    deletes the build after."""
    with tempfile.TemporaryDirectory() as scratch:
        project = Path(scratch) / "site"
        if revision:
            export_revision(revision, project)
        else:
            copy_project(project)
        server = ReflexServer(
            "prod",
            project_dir=project,
            host="127.0.0.1",
            extra_env=extra_env,
        )
        server.log_file = production_log(project)
        try:
            yield server.start(), project
        finally:
            server.stop()
            shutil.rmtree(project / ".web", ignore_errors=True)
