"""Loads every page of the dev server once, in a process of its own.

The dev server compiles a page's code and its Tailwind classes on first request; a
stylesheet update arriving while a test's page hydrates is a dev-only mismatch. The
session starts this as soon as the dev server answers, so that it runs beside the first
tests (the sweeps over the production build) rather than before the first dev test.

    python -m tests.e2e.warm_up http://localhost:3000
"""

from __future__ import annotations

import sys

from playwright.sync_api import expect, sync_playwright

from agency_site import routes
from agency_site.pages import ROUTES
from tests.e2e.browser import CHROMIUM_ARGS, chromium_executable
from tests.e2e.pages import PAGE_READY_MS, visit


def warm_up(url: str) -> None:
    executable = chromium_executable()
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            args=CHROMIUM_ARGS, **({"executable_path": executable} if executable else {})
        )
        page = browser.new_page(base_url=url)
        for route in ROUTES:
            if route.public:
                visit(page, route.path)
        # Embla is imported on demand: the first import makes Vite bundle it and reload the
        # page, which must happen here rather than in a carousel test.
        visit(page, routes.REVIEWS)
        expect(page.get_by_test_id("reviews-carousel")).to_have_attribute(
            "data-ready", "true", timeout=PAGE_READY_MS
        )
        browser.close()


if __name__ == "__main__":
    warm_up(sys.argv[1])
