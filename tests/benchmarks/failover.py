"""Faults of the proxied deployment, as one visitor meets them (issue 42).

    python -m tests.benchmarks.failover                # or: make failover

It builds the production site in a copy of the project and starts what a deployment runs:
PostgreSQL, Redis keeping its data across restarts, two back-end workers and Caddy in front
(tests/e2e/topology.py), all on loopback. A visitor's Chromium opens the pricing page through
Caddy. Then, for each fault in turn:

- the visitor clicks an FAQ question again and again, each time waiting until it has opened
  or closed (a click applied twice or not at all never shows it: after 30 s it counts as
  lost); the figures are the longest a click waited, and the clicks that waited over a
  second with nothing on the page saying so (the connection notice);
- a second visitor, who had the newsletter pop-up filled in, presses Subscribe as the fault
  begins: the address must then be stored exactly once, else it counts as lost;
- a third client loads pages through Caddy every 0.1 s: the failed loads are counted;

while the fault happens: each worker killed (SIGKILL) and started again in turn, so that
the visitor's own is one of them; a rolling restart (each stopped, SIGTERM, and started
again); Redis restarted; PostgreSQL restarted.

Goal: nothing lost, no click waiting unannounced, and no failed page load during the rolling
restart. The exit status is 1 if one is missed. Figures and method: tests/benchmarks/README.md.
"""

from __future__ import annotations

import contextlib
import dataclasses
import sys
import threading
import time
import urllib.request
import uuid
from collections.abc import Callable

from playwright.sync_api import Browser, Page, expect, sync_playwright

from agency_site import routes
from agency_site.backend import subscriptions
from tests.e2e.browser import CHROMIUM_ARGS, chromium_executable
from tests.e2e.pages import RETURNING_VISITOR, hydrated, notices, open_newsletter_popup
from tests.e2e.server import ReflexBackend, production_site
from tests.e2e.test_disclosure import questions
from tests.e2e.topology import caddy_in_front, pages_directory_of, proxied_workers
from tests.services import PostgresServer, RedisServer, postgres_cluster, redis_instance

CLICK_LOST_AFTER_S = 30
# A click not applied by then must find the page saying it waits.
SAID_SO_WITHIN_S = 1.0
PAGES = ("/", routes.PRICING, "/fr" + routes.BLOG, "/de" + routes.PRICING)
STORE_DOWN_S = 2.0


@dataclasses.dataclass
class Deployment:
    workers: list[ReflexBackend]
    database: PostgresServer
    redis: RedisServer


def kill_each_worker(deployment: Deployment) -> None:
    for worker in deployment.workers:
        worker.crash()
        time.sleep(1)
        worker.start()


def rolling_restart(deployment: Deployment) -> None:
    for worker in deployment.workers:
        worker.stop()
        worker.start()


def restart_redis(deployment: Deployment) -> None:
    deployment.redis.stop()
    time.sleep(STORE_DOWN_S)
    deployment.redis.start()


def restart_postgresql(deployment: Deployment) -> None:
    deployment.database.stop()
    time.sleep(STORE_DOWN_S)
    deployment.database.start()


FAULTS: dict[str, Callable[[Deployment], None]] = {
    "workers killed": kill_each_worker,
    "rolling restart": rolling_restart,
    "Redis restart": restart_redis,
    "PostgreSQL restart": restart_postgresql,
}


@dataclasses.dataclass
class Figures:
    fault: str
    page_loads: int = 0
    failed_loads: int = 0
    clicks: int = 0
    longest_click_s: float = 0.0
    silent_waits: int = 0
    lost_clicks: int = 0
    lost_subscriptions: int = 0
    seconds: float = 0.0


def load_pages(base_url: str, stop: threading.Event, figures: Figures) -> None:
    """A client loading pages through Caddy every 0.1 s until `stop`."""
    while not stop.is_set():
        for path in PAGES:
            figures.page_loads += 1
            try:
                with urllib.request.urlopen(base_url + path, timeout=10) as response:
                    response.read()
            except OSError:
                figures.failed_loads += 1
            time.sleep(0.1)


def click_until(page: Page, done: threading.Event, figures: Figures) -> None:
    """Toggle the second FAQ question until `done`, timing each click to its effect."""
    question = questions(page).nth(1)
    notice = page.get_by_test_id("connection-notice")
    while not done.is_set():
        expected = "false" if question.get_attribute("aria-expanded") == "true" else "true"
        clicked = time.monotonic()
        question.click()
        figures.clicks += 1
        try:
            expect(question).to_have_attribute(
                "aria-expanded", expected, timeout=SAID_SO_WITHIN_S * 1000
            )
        except AssertionError:
            figures.silent_waits += int(not notice.is_visible())
            try:
                expect(question).to_have_attribute(
                    "aria-expanded", expected, timeout=CLICK_LOST_AFTER_S * 1000
                )
            except AssertionError:
                figures.lost_clicks += 1
        figures.longest_click_s = max(figures.longest_click_s, time.monotonic() - clicked)
        time.sleep(0.3)


def measure(
    fault: str, deployment: Deployment, browser: Browser, visitor: Page, proxy_url: str
) -> Figures:
    figures = Figures(fault)
    address = f"failover.{uuid.uuid4().hex[:8]}@example.com"
    # A new visitor's session, to whom the pop-up shows.
    subscriber = browser.new_context(base_url=proxy_url).new_page()
    dialog = open_newsletter_popup(subscriber)
    dialog.get_by_role("textbox", name="Email address").fill(address)
    stop_loading, done = threading.Event(), threading.Event()
    loader = threading.Thread(target=load_pages, args=(proxy_url, stop_loading, figures))
    loader.start()
    started = time.monotonic()

    def happen() -> None:
        try:
            FAULTS[fault](deployment)
        finally:
            done.set()

    faulting = threading.Thread(target=happen)
    faulting.start()
    dialog.get_by_role("button", name="Subscribe").click()
    click_until(visitor, done, figures)
    faulting.join()
    figures.seconds = time.monotonic() - started
    # Lost or not is counted from what is stored.
    with contextlib.suppress(AssertionError):
        expect(notices(subscriber)).to_contain_text("Subscribed!", timeout=30_000)
    stored = [s.email for s in subscriptions.every_subscription(deployment.database.url)]
    figures.lost_subscriptions = int(stored.count(address) != 1)
    time.sleep(2)  # page loads just after the fault count too
    stop_loading.set()
    loader.join()
    subscriber.context.close()
    return figures


def misses(results: list[Figures]) -> list[str]:
    missed = [
        f"{figures.fault}: {figures.lost_clicks} clicks and "
        f"{figures.lost_subscriptions} subscriptions lost"
        for figures in results
        if figures.lost_clicks or figures.lost_subscriptions
    ]
    missed += [
        f"{figures.fault}: {figures.silent_waits} clicks waited over {SAID_SO_WITHIN_S:.0f} s "
        "with nothing on the page saying so"
        for figures in results
        if figures.silent_waits
    ]
    missed += [
        f"{figures.fault}: {figures.failed_loads} failed page loads"
        for figures in results
        if figures.fault == "rolling restart" and figures.failed_loads
    ]
    return missed


def report(results: list[Figures]) -> str:
    lines = [
        f"{'fault':<20} {'seconds':>7} {'loads':>6} {'failed':>6} {'clicks':>6} "
        f"{'longest':>8} {'silent':>6} {'lost clicks':>11} {'lost subs':>9}"
    ]
    for f in results:
        lines.append(
            f"{f.fault:<20} {f.seconds:>7.1f} {f.page_loads:>6} {f.failed_loads:>6} "
            f"{f.clicks:>6} {f.longest_click_s:>7.2f}s {f.silent_waits:>6} {f.lost_clicks:>11} "
            f"{f.lost_subscriptions:>9}"
        )
    return "\n".join(lines)


def main() -> None:
    print("building the production site and starting the deployment (a few minutes)...")
    with (
        production_site() as (front_end_url, project),
        postgres_cluster() as database,
        redis_instance(persistent=True) as redis,
        proxied_workers(project, front_end_url, database.url, redis.url) as workers,
        caddy_in_front(front_end_url, pages_directory_of(project), workers) as proxy_url,
        sync_playwright() as playwright,
    ):
        browser = playwright.chromium.launch(
            executable_path=chromium_executable(), args=CHROMIUM_ARGS
        )
        deployment = Deployment(workers, database, redis)
        visitor = browser.new_context(base_url=proxy_url).new_page()
        visitor.add_init_script(RETURNING_VISITOR)  # no newsletter pop-up over the page
        visitor.goto(proxy_url + routes.PRICING)
        hydrated(visitor)
        results = []
        for fault in FAULTS:
            results.append(measure(fault, deployment, browser, visitor, proxy_url))
            print(report(results[-1:]).splitlines()[-1], flush=True)
        browser.close()
    print(report(results))
    missed = misses(results)
    for miss in missed:
        print(f"MISSED: {miss}")
    sys.exit(1 if missed else 0)


if __name__ == "__main__":
    main()
