"""Screenshots of pages at phone and desktop width, light and dark, for looking at the site.

    .venv/bin/python -m tests.e2e.screenshot_tour [--base-url URL] [--full-page] [PATH ...]

Writes screenshots/<page>-<width>-<scheme>.png (git-ignored). Without paths it visits every
public route. The cookie choice is stored first so the banner does not hide the page,
and the session counts as visited so the newsletter pop-up does not either.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from playwright.sync_api import sync_playwright

from agency_site.pages import ROUTES
from tests.e2e.browser import CHROMIUM_ARGS, chromium_executable
from tests.e2e.pages import visit

WIDTHS = {"phone": (390, 844), "desktop": (1280, 900)}
SCHEMES = ("light", "dark")
OUTPUT = Path(__file__).resolve().parents[2] / "screenshots"


def _scroll_through(page) -> None:
    """Scroll to the end and back so lazy images load before a full-page capture."""
    page.evaluate(
        """async () => {
            for (let y = 0; y < document.body.scrollHeight; y += innerHeight / 2) {
                scrollTo(0, y);
                await new Promise((resolve) => setTimeout(resolve, 50));
            }
            scrollTo(0, 0);
        }"""
    )
    page.wait_for_load_state("networkidle")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("paths", nargs="*", help="routes to visit (default: every public route)")
    parser.add_argument("--base-url", default="http://localhost:3000")
    parser.add_argument("--full-page", action="store_true", help="capture the whole page")
    parser.add_argument("--language", choices=("en", "fr", "de"), default="en")
    args = parser.parse_args()
    paths = args.paths or [route.path for route in ROUTES if route.public]
    OUTPUT.mkdir(exist_ok=True)

    with sync_playwright() as playwright:
        executable = chromium_executable()
        browser = playwright.chromium.launch(
            args=CHROMIUM_ARGS, **({"executable_path": executable} if executable else {})
        )
        for scheme in SCHEMES:
            for name, (width, height) in WIDTHS.items():
                context = browser.new_context(
                    base_url=args.base_url,
                    viewport={"width": width, "height": height},
                    color_scheme=scheme,
                )
                context.add_init_script(
                    "localStorage.setItem('cookie_consent', 'true');"
                    f"localStorage.setItem('i18nextLng', '{args.language}');"
                    "sessionStorage.setItem('hasVisited', 'true');"
                )
                page = context.new_page()
                for path in paths:
                    visit(page, path).wait_for_load_state("networkidle")
                    if args.full_page:
                        _scroll_through(page)
                    slug = path.strip("/").replace("/", "_") or "home"
                    target = OUTPUT / f"{slug}-{args.language}-{name}-{scheme}.png"
                    page.screenshot(path=target, full_page=args.full_page)
                    print(target.relative_to(OUTPUT.parent))
                context.close()
        browser.close()


if __name__ == "__main__":
    main()
