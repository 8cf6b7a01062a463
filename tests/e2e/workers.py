"""`make test` runs the end-to-end tests side by side in pytest-xdist workers (`-n 2 --dist
loadgroup`): all the dev server's tests in one worker, which starts it; the production
build's tests module by module in any worker. The first worker to need the production build
builds and starts it (claim) and publishes its address; the others use it (published), and
it keeps serving until they have finished (wait_for_the_others).

pytest-xdist's own grouping cannot do it here: it names a test's group in the test's node
id, which pytest 9 no longer lets a plugin change (xdist 3.8 sets `Node._nodeid`, which
pytest 9 does not read), so every test became a group of its own and both workers built
both servers. Instead each worker writes the group of each test it collected (a JSON file
in a folder the controller names), and the controller's scheduler groups by it.
"""

from __future__ import annotations

import json
import os
import shutil
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from xdist.scheduler import LoadScopeScheduling

# The folder where the workers write each test's server, named by the controller.
_FOLDER = "E2E_SERVER_OF_TESTS"


def worker() -> str | None:
    """This pytest-xdist worker's name (gw0, gw1...); None in the controller or without
    workers."""
    return os.environ.get("PYTEST_XDIST_WORKER")


def name_the_folder(config: pytest.Config) -> None:
    """In the controller of a run with workers: a new folder, which the workers (started
    later, with this environment) write to."""
    if config.getoption("numprocesses", None) and not worker():
        os.environ[_FOLDER] = tempfile.mkdtemp(prefix="e2e-servers-")


def remove_the_folder() -> None:
    if not worker() and (folder := os.environ.pop(_FOLDER, None)):
        shutil.rmtree(folder, ignore_errors=True)


def _shared(name: str) -> Path | None:
    """A file of the run's folder, shared by its workers; None without workers."""
    folder = os.environ.get(_FOLDER)
    return Path(folder, name) if folder and worker() else None


def write_groups(items: list[pytest.Item], group_of: Callable[[pytest.Item], str]) -> None:
    """In a worker, once it has collected: each test's group (the tests run in a row)."""
    if (written := _shared(f"{worker()}.json")) is not None:
        written.write_text(json.dumps({item.nodeid: group_of(item) for item in items}))


def claim(server: str) -> bool:
    """True for the one worker that starts `server` (and publishes it), and without
    workers; False for the workers that use it as published."""
    if (owner := _shared(f"{server}.owner")) is None:
        return True
    try:
        os.close(os.open(owner, os.O_CREAT | os.O_EXCL))
    except FileExistsError:
        return False
    return True


def publish(server: str, details: dict[str, str]) -> None:
    """Tells the other workers how to reach `server` (or, as {"failed": why}, that it
    failed to start)."""
    if (published_file := _shared(f"{server}.published")) is not None:
        written = published_file.with_suffix(".writing")
        written.write_text(json.dumps(details))
        written.rename(published_file)


def published(server: str, timeout_s: float) -> dict[str, str]:
    """What the worker that starts `server` published, once it has."""
    published_file = _shared(f"{server}.published")
    deadline = time.monotonic() + timeout_s
    while not published_file.exists():
        if time.monotonic() > deadline:
            raise TimeoutError(f"no worker published the {server} server in {timeout_s} s")
        time.sleep(1)
    details = json.loads(published_file.read_text())
    if "failed" in details:
        raise RuntimeError(f"the {server} server failed to start: {details['failed']}")
    return details


def finished() -> None:
    """In a worker at the end of its session: it needs no other worker's server any more."""
    if (marker := _shared(f"finished-{worker()}")) is not None:
        marker.touch()


def wait_for_the_others(timeout_s: float) -> None:
    """In the worker that started a server, before it stops it: until every other worker
    has finished its session (or `timeout_s` has passed: a worker that crashed)."""
    if _shared("finished") is None:
        return
    others = {f"gw{n}" for n in range(int(os.environ["PYTEST_XDIST_WORKER_COUNT"]))}
    others.discard(worker())
    deadline = time.monotonic() + timeout_s
    while any(not _shared(f"finished-{name}").exists() for name in others):
        if time.monotonic() > deadline:
            return
        time.sleep(1)


class ByGroup(LoadScopeScheduling):
    """Sends each group of tests (conftest's group_of: all the dev server's, the production
    build's module by module) to one worker, in the order collected: the dev server's first
    (conftest.py), so that its start runs beside the production build."""

    def __init__(self, config: pytest.Config, log=None) -> None:
        super().__init__(config, log)
        config.option.loadscopereorder = False
        self._groups: dict[str, str] = {}

    def _split_scope(self, nodeid: str) -> str:
        if not self._groups:
            # Every worker has written its file before it reports its collection.
            for written in Path(os.environ[_FOLDER]).glob("*.json"):
                self._groups.update(json.loads(written.read_text()))
        return self._groups[nodeid]
