"""Refreshes agency_site/components/lucide_icons.json from Lucide (`make icons`).

Every string literal in agency_site/ that names a Lucide icon is looked up in the
lucide-react package Reflex installs into `.web/node_modules` (run `make run` or
`make prod` once first), and its shapes are written to the JSON file that
agency_site/components/icons.py renders from. Run it after using a new icon name.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

from agency_site.components.icons import ICONS_FILE

PACKAGE_ROOT = Path(__file__).resolve().parents[1]
LUCIDE_ICONS = (
    PACKAGE_ROOT.parent / ".web" / "node_modules" / "lucide-react" / "dist" / "esm" / "icons"
)
_STRING_LITERAL = re.compile(r"""["']([a-z][a-z0-9]*(?:-[a-z0-9]+)*)["']""")
_NODE = re.compile(r'\[\s*"(\w+)",\s*\{([^}]*)\}\s*\]')
# Old names re-export the current icon: export { default } from './new-name.mjs';
_ALIAS = re.compile(r"export \{ default \} from '\./([\w-]+\.mjs)'")
_ATTRIBUTE = re.compile(r'([\w-]+):\s*"([^"]*)"')


def names_in_sources() -> set[str]:
    found: set[str] = set()
    for source in PACKAGE_ROOT.rglob("*.py"):
        found.update(_STRING_LITERAL.findall(source.read_text(encoding="utf-8")))
    return found


def shapes(icon_file: Path) -> list[list]:
    """The icon's `__iconNode`: [tag, attributes] pairs, without React's keys."""
    source = icon_file.read_text(encoding="utf-8")
    if alias := _ALIAS.search(source):
        return shapes(icon_file.with_name(alias.group(1)))
    node = source[source.index("__iconNode = [") : source.index("];", source.index("__iconNode"))]
    return [
        [tag, {name: value for name, value in _ATTRIBUTE.findall(body) if name != "key"}]
        for tag, body in _NODE.findall(node)
    ]


def main() -> None:
    if not LUCIDE_ICONS.is_dir():
        sys.exit(f"{LUCIDE_ICONS} not found: run `make run` (or `make prod`) once first")
    icons = {
        name: shapes(LUCIDE_ICONS / f"{name}.mjs")
        for name in sorted(names_in_sources())
        if (LUCIDE_ICONS / f"{name}.mjs").is_file()
    }
    ICONS_FILE.write_text(json.dumps(icons, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    print(f"{len(icons)} icons written to {ICONS_FILE}")


if __name__ == "__main__":
    main()
