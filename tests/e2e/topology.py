"""Production the way deployers run it (issue 42), for tests/e2e/test_proxy.py and
tests/benchmarks/failover.py: back-end workers (`reflex run --env prod --backend-only`) of a
production build, sharing visitors' state in Redis and subscribers in PostgreSQL, behind
Caddy configured by agency_site/platform/proxy.py from that build.

Caddy listens on 127.0.0.2 at the production server's own port (which listens on 127.0.0.1
only): the build's pages name that port for the back end, so pages opened through Caddy
reach the workers through Caddy, as they would at a deployment's public address.
"""

from __future__ import annotations

import contextlib
import urllib.parse
from collections.abc import Iterator
from pathlib import Path

from agency_site import routes
from agency_site.pages import ROUTES
from agency_site.platform import proxy
from agency_site.platform.build_in_memory import pages_directory
from tests.e2e.server import ReflexBackend
from tests.services import caddy_server

PROXY_HOST = "127.0.0.2"


def pages_directory_of(project: Path) -> Path:
    """The pre-rendered pages of the production build in `project` (a copy of the project)."""
    return project / pages_directory().relative_to(Path.cwd().resolve())


@contextlib.contextmanager
def proxied_workers(
    project: Path,
    front_end_url: str,
    database_url: str,
    redis_url: str,
    count: int = 2,
    env: dict[str, str] | None = None,
) -> Iterator[list[ReflexBackend]]:
    """`count` workers of the production build in `project`, started side by side, with the
    settings `env` besides."""
    started = []
    try:
        for number in range(1, count + 1):
            worker = ReflexBackend(
                f"proxied-{number}",
                front_end_url,
                extra_env={
                    "AGENCY_DATABASE_URL": database_url,
                    "AGENCY_REDIS_URL": redis_url,
                    # Caddy in front: the visitor's address is the one it forwards.
                    "REFLEX_TRUSTED_PROXY_HOPS": "1",
                    **(env or {}),
                },
                mode="prod",
                project_dir=project,
            )
            worker.spawn_backend()
            started.append(worker)
        for worker in started:
            worker.wait_for_backend()
        yield started
    finally:
        for worker in started:
            worker.stop()


@contextlib.contextmanager
def caddy_in_front(front_end_url: str, build: Path, workers: list[ReflexBackend]) -> Iterator[str]:
    """Caddy serving `build` and sending the back end to `workers`; yields its address."""
    port = urllib.parse.urlsplit(front_end_url).port
    upstreams = [f"127.0.0.1:{worker.port}" for worker in workers]
    # The build names the production server's address for its back end (rxconfig's api_url
    # there): the pages' policy allows it.
    api_url = f"http://localhost:{port}"
    redirects = routes.redirects(ROUTES)
    config = proxy.caddyfile(build, upstreams, f":{port}", redirects, PROXY_HOST, api_url)
    with caddy_server(config, PROXY_HOST, port):
        yield f"http://{PROXY_HOST}:{port}"
