"""Opening pages the way a visitor sees them."""

from __future__ import annotations

from playwright.sync_api import Page, expect


def visit(page: Page, path: str) -> Page:
    """Open `path` and wait until the page's heading has rendered (hydration included)."""
    response = page.goto(path)
    assert response is not None and response.ok, f"{path} answered {response and response.status}"
    expect(page.locator("main h1").first).to_be_visible()
    return page
