"""How the end-to-end tests' pytest-xdist workers share the production build
(tests/e2e/workers.py): one worker starts it, the others use what it published, and it
serves until they have finished."""

from __future__ import annotations

import importlib
import threading
from pathlib import Path

import pytest

from tests.e2e import workers


@pytest.fixture
def in_worker(tmp_path, monkeypatch):
    """Runs as worker `name` of a run of two, sharing tmp_path as the run's folder."""
    monkeypatch.setenv("E2E_SERVER_OF_TESTS", str(tmp_path))
    monkeypatch.setenv("PYTEST_XDIST_WORKER_COUNT", "2")

    def become(name: str) -> None:
        monkeypatch.setenv("PYTEST_XDIST_WORKER", name)

    return become


def test_one_worker_claims_a_server_the_others_use_what_it_published(in_worker):
    in_worker("gw0")
    assert workers.claim("production")
    in_worker("gw1")
    assert not workers.claim("production")
    in_worker("gw0")
    workers.publish("production", {"url": "http://127.0.0.1:4000"})
    in_worker("gw1")
    assert workers.published("production", timeout_s=1) == {"url": "http://127.0.0.1:4000"}


def test_without_workers_every_process_starts_its_own(monkeypatch):
    monkeypatch.delenv("PYTEST_XDIST_WORKER", raising=False)
    assert workers.claim("production")
    assert workers.claim("production")


def test_a_failed_start_is_told_to_the_workers_waiting_for_it(in_worker):
    in_worker("gw0")
    workers.publish("production", {"failed": "reflex run exited early"})
    with pytest.raises(RuntimeError, match="reflex run exited early"):
        workers.published("production", timeout_s=1)


def test_a_server_nobody_publishes_is_waited_for_no_longer_than_said(in_worker):
    in_worker("gw1")
    with pytest.raises(TimeoutError, match="no worker published"):
        workers.published("production", timeout_s=1)


def test_the_starting_worker_waits_until_the_others_have_finished(in_worker):
    in_worker("gw0")
    waiting = threading.Thread(target=workers.wait_for_the_others, kwargs={"timeout_s": 30})
    waiting.start()
    waiting.join(timeout=1.5)
    assert waiting.is_alive()
    in_worker("gw1")
    workers.finished()
    waiting.join(timeout=5)
    assert not waiting.is_alive()


class Collected:
    """What conftest's group_of reads of a collected test."""

    def __init__(self, path: str, fixtures: tuple[str, ...] = (), marks: tuple[str, ...] = ()):
        self.path, self.fixturenames, self._marks = path, list(fixtures), marks

    def get_closest_marker(self, name: str):
        return getattr(pytest.mark, name) if name in self._marks else None


def test_the_modules_at_the_production_port_run_in_one_group_the_others_module_by_module(
    monkeypatch,
):
    from tests.e2e.conftest import group_of

    monkeypatch.delenv("E2E_BASE_URL", raising=False)
    proxy = Collected("tests/e2e/test_proxy.py", ("page",), ("production_port",))
    signing_key = Collected(
        "tests/e2e/test_signing_key.py", ("production_url",), ("production_port",)
    )
    assert group_of(proxy) == group_of(signing_key) == "production port"
    assert group_of(Collected("tests/e2e/test_header.py", ("page",))) == (
        "production tests/e2e/test_header.py"
    )
    assert group_of(Collected("tests/e2e/test_notices.py", ("page",), ("dev_server",))) == "dev"
    assert group_of(Collected("tests/e2e/test_hardening.py", ("base_url",))) == "dev"


def test_every_module_that_puts_caddy_at_the_production_port_is_marked_so():
    from tests.e2e import topology

    marked = set()
    for path in sorted(Path("tests/e2e").glob("test_*.py")):
        module = importlib.import_module(f"tests.e2e.{path.stem}")
        if getattr(module, "caddy_in_front", None) is topology.caddy_in_front:
            marks = getattr(module, "pytestmark", [])
            names = {mark.name for mark in (marks if isinstance(marks, list) else [marks])}
            assert "production_port" in names, f"{path} puts Caddy at the production port"
            marked.add(path.name)
    assert {"test_proxy.py", "test_signing_key.py"} <= marked


def test_the_dev_servers_tests_run_first_then_the_largest_modules(monkeypatch):
    from tests.e2e.conftest import in_run_order

    monkeypatch.delenv("E2E_BASE_URL", raising=False)
    small = [Collected("tests/e2e/test_a_small.py", ("page",))]
    large = [Collected("tests/e2e/test_b_large.py", ("page",)) for _ in range(3)]
    dev = [Collected("tests/e2e/test_c_dev.py", ("base_url",))]
    mixed = [small[0], large[0], dev[0], large[1], large[2]]
    assert in_run_order(mixed) == dev + large + small
