"""Named things declared once in data modules (FAQs, dialogs, notices), found by name in
the state classes' events."""

from __future__ import annotations

import re
from typing import TypeVar

_NAME = re.compile(r"^[a-z][a-z0-9-]*$")

Item = TypeVar("Item")


def register(registry: dict[str, Item], name: str, item: Item, kind: str) -> None:
    """Add `item` under `name`; names are unique lowercase words (they appear in events and
    element ids)."""
    if not _NAME.match(name) or name in registry:
        raise ValueError(f"{kind} names are unique lowercase words: {name!r}")
    registry[name] = item
