"""`make test` runs the end-to-end tests of each server in a pytest-xdist worker of its own,
side by side (`-n 2 --dist loadgroup`): each worker builds and starts one server only.

pytest-xdist's own grouping cannot do it here: it names a test's group in the test's node
id, which pytest 9 no longer lets a plugin change (xdist 3.8 sets `Node._nodeid`, which
pytest 9 does not read), so every test became a group of its own and both workers built
both servers. Instead each worker writes the server of each test it collected (a JSON file
in a folder the controller names), and the controller's scheduler groups by it.
"""

from __future__ import annotations

import json
import os
import shutil
import tempfile
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


def write_servers(items: list[pytest.Item], server_of: Callable[[pytest.Item], str]) -> None:
    """In a worker, once it has collected: each test's server."""
    if (folder := os.environ.get(_FOLDER)) and (name := worker()):
        servers = {item.nodeid: server_of(item) for item in items}
        Path(folder, f"{name}.json").write_text(json.dumps(servers))


class ByServer(LoadScopeScheduling):
    """Sends all the tests of one server to one worker (xdist's `loadscope`, the scope
    being the server)."""

    def __init__(self, config: pytest.Config, log=None) -> None:
        super().__init__(config, log)
        self._servers: dict[str, str] = {}

    def _split_scope(self, nodeid: str) -> str:
        if not self._servers:
            # Every worker has written its file before it reports its collection.
            for written in Path(os.environ[_FOLDER]).glob("*.json"):
                self._servers.update(json.loads(written.read_text()))
        return self._servers[nodeid]
