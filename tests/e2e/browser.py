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
    """Debian's Chromium (or $CHROMIUM_PATH) when present; None means Playwright's own."""
    if configured := os.environ.get("CHROMIUM_PATH"):
        return configured
    for name in ("chromium", "chromium-browser"):
        if found := shutil.which(name):
            return found
    debian = Path("/usr/bin/chromium")
    return str(debian) if debian.exists() else None
