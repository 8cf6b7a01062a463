"""Browser contexts lent from one test to the next.

A new browser context starts with an empty HTTP cache: every page of the site then loads
all of its scripts again, which costs about a second a page on the dev server (0.4 s from
a warm cache) and half a second on the production build. So each test borrows a context
from a pool and gives it back with its cookies and the sites' storage cleared and its pages
closed: the next test starts as a new visitor, with the scripts in cache.

A test that changes the context itself (an init script, a route, the clock, permissions,
offline mode, a listener) spoils it for the next one: that context is closed instead.
"""

from __future__ import annotations

import contextlib
import json
from collections import defaultdict
from collections.abc import Callable, Iterator

from playwright.sync_api import Browser, BrowserContext

# BrowserContext methods whose effect outlives the test's pages and storage.
_CHANGES_THE_CONTEXT = (
    "add_init_script",
    "expose_binding",
    "expose_function",
    "grant_permissions",
    "on",
    "once",
    "route",
    "route_from_har",
    "route_web_socket",
    "set_extra_http_headers",
    "set_geolocation",
    "set_offline",
)
_CHANGES_THE_CLOCK = ("install", "pause_at", "set_fixed_time", "set_system_time")
# Everything a site keeps in the browser, by origin (not the HTTP cache: that is the point).
_SITE_STORAGE = (
    "cookies,local_storage,indexeddb,service_workers,cache_storage,file_systems,websql,"
    "shared_storage,storage_buckets"
)


class ContextPool:
    """Idle contexts by the arguments they were made with."""

    def __init__(self, browser: Browser, site_origins: Callable[[], set[str]]):
        self.browser = browser
        # The origins whose storage a test may have filled (the servers under test).
        self.site_origins = site_origins
        self.idle: dict[str, list[BrowserContext]] = defaultdict(list)
        # The changes made to each context by the test that borrowed it.
        self.changes: dict[BrowserContext, list[str]] = {}

    @contextlib.contextmanager
    def lend(self, init_script: str | None = None, **args) -> Iterator[BrowserContext]:
        """A context made with `args` (and `init_script`, run in each of its pages), for
        one test; returned to the pool afterwards, or closed if the test changed it."""
        key = json.dumps([init_script, args], sort_keys=True, default=str)
        if self.idle[key]:
            context = self.idle[key].pop()
        else:
            context = self.browser.new_context(**args)
            if init_script:
                context.add_init_script(init_script)
            self.changes[context] = _watch_for_changes(context)
        try:
            yield context
        finally:
            if self.changes[context] or not self._clear(context):
                del self.changes[context]
                context.close()
            else:
                self.idle[key].append(context)

    def _clear(self, context: BrowserContext) -> bool:
        """Close the context's pages and clear what the sites stored; False if it failed."""
        try:
            # The pages go first: one still open can store more after the clearing (a state
            # delta that syncs an rx.LocalStorage var arrives whenever the back end answers).
            for open_page in context.pages:
                open_page.close()
            blank = context.new_page()
            session = context.new_cdp_session(blank)
            for origin in self.site_origins():
                session.send(
                    "Storage.clearDataForOrigin", {"origin": origin, "storageTypes": _SITE_STORAGE}
                )
            session.detach()
            context.clear_cookies()
            blank.close()
        except Exception:  # a context the test closed, or a page that will not close
            return False
        return True

    def close(self) -> None:
        for contexts in self.idle.values():
            for context in contexts:
                context.close()
        self.idle.clear()
        self.changes.clear()


def _watch_for_changes(context: BrowserContext) -> list[str]:
    """Records (in the list returned) each call that changes `context` for good."""
    changes: list[str] = []

    def watch(owner: object, name: str, label: str) -> None:
        method = getattr(owner, name)

        def recorded(*args, **kwargs):
            changes.append(label)
            return method(*args, **kwargs)

        setattr(owner, name, recorded)

    for name in _CHANGES_THE_CONTEXT:
        watch(context, name, name)
    for name in _CHANGES_THE_CLOCK:
        watch(context.clock, name, f"clock.{name}")
    return changes
