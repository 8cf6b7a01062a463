"""Refreshes agency_site/components/lucide_icons.json from Lucide (`make icons`).

Every string literal in agency_site/ that names a Lucide icon is looked up in the
lucide-react package (installed from the npm registry into .tools/icons on first use),
and its shapes are written to the JSON file that agency_site/components/icons.py renders
from. Run it after using a new icon name.
"""

from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path

from agency_site.components.icons import ICONS_FILE

# The version Reflex 0.10.1 used for rx.icon, which these icons replace.
LUCIDE_VERSION = "1.26.0"
PACKAGE_ROOT = Path(__file__).resolve().parents[1]
TOOLS = PACKAGE_ROOT.parent / ".tools" / "icons"
LUCIDE_ICONS = TOOLS / "node_modules" / "lucide-react" / "dist" / "esm" / "icons"
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


def install_lucide() -> None:
    if LUCIDE_ICONS.is_dir():
        return
    TOOLS.mkdir(parents=True, exist_ok=True)
    subprocess.run(
        [
            "npm", "install", "--prefix", str(TOOLS), "--no-save", "--no-audit", "--no-fund",
            "--loglevel=error", f"lucide-react@{LUCIDE_VERSION}",
        ],
        check=True,
    )  # fmt: skip


def main() -> None:
    install_lucide()
    icons = {
        name: shapes(LUCIDE_ICONS / f"{name}.mjs")
        for name in sorted(names_in_sources())
        if (LUCIDE_ICONS / f"{name}.mjs").is_file()
    }
    # One icon per line: a new icon is one added line in the diff.
    lines = [f"{json.dumps(name)}: {json.dumps(icons[name])}" for name in icons]
    ICONS_FILE.write_text("{\n" + ",\n".join(lines) + "\n}\n", encoding="utf-8")
    print(f"{len(icons)} icons written to {ICONS_FILE}")


if __name__ == "__main__":
    main()
