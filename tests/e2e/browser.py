"""Which Chromium the end-to-end tests drive, and how it is started."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

# Flags for a machine with a closed network: without the background-networking ones,
# Chromium keeps trying (and failing) to reach Google's services.
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]


def chromium_executable() -> str | None:
    """Debian's Chromium (or $CHROMIUM_PATH) when present; None means Playwright's own. The
    benchmarks drive it: their figures are those of the browser visitors use."""
    if configured := os.environ.get("CHROMIUM_PATH"):
        return configured
    for name in ("chromium", "chromium-browser"):
        if found := shutil.which(name):
            return found
    debian = Path("/usr/bin/chromium")
    return str(debian) if debian.exists() else None


def headless_shell_executable() -> str | None:
    """What the end-to-end tests drive: Debian's chromium-headless-shell (Chromium's engine
    without the browser's own user interface and GPU compositing, which Playwright's own
    downloads use for headless runs too), else chromium_executable(). A page costs half the
    browser's CPU time of the full Chromium, and a dev-server page half its wall time
    (tests/README.md, "Where the end-to-end time goes"). $CHROMIUM_PATH still decides."""
    if os.environ.get("CHROMIUM_PATH"):
        return chromium_executable()
    return shutil.which("chromium-headless-shell") or chromium_executable()
