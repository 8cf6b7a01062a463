"""Page, layout, component, content, back-end and mail code (and rxconfig.py) use the platform
through its surface only: `from agency_site import platform` or `from agency_site.platform
import <a name of its __all__>`, never one of its modules. Adding a page never means opening
agency_site/platform/. Tests may import its modules."""

from __future__ import annotations

import ast
from pathlib import Path

import agency_site.platform as platform

ROOT = Path(__file__).resolve().parents[2]
PLATFORM = ROOT / "agency_site" / "platform"


def _site_files() -> list[Path]:
    files = ROOT.joinpath("agency_site").rglob("*.py")
    return [*(path for path in files if PLATFORM not in path.parents), ROOT / "rxconfig.py"]


def _beyond_the_surface(source: str) -> list[str]:
    """Each import in `source` of a module of the platform, or of a name its surface lacks."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found += [
                alias.name for alias in node.names if alias.name.startswith(platform.__name__ + ".")
            ]
        elif isinstance(node, ast.ImportFrom) and node.module:
            if node.module.startswith(platform.__name__ + "."):
                found.append(node.module)
            elif node.module == platform.__name__:
                found += [
                    f"{node.module}.{alias.name}"
                    for alias in node.names
                    if alias.name not in platform.__all__
                ]
    return found


def test_site_code_imports_the_platform_s_surface_only():
    offenders = {
        str(path.relative_to(ROOT)): found
        for path in _site_files()
        if (found := _beyond_the_surface(path.read_text(encoding="utf-8")))
    }
    assert offenders == {}, (
        "import it from agency_site.platform; if the surface lacks it, add it to _SURFACE in "
        "agency_site/platform/__init__.py"
    )


def test_the_scan_sees_an_import_beyond_the_surface():
    source = (
        "from agency_site.platform.reflex_internals import route_id\n"
        "import agency_site.platform.server\n"
        "from agency_site.platform import deliveries, public\n"
        "from agency_site import platform\n"
    )
    assert _beyond_the_surface(source) == [
        "agency_site.platform.reflex_internals",
        "agency_site.platform.server",
        "agency_site.platform.deliveries",
    ]


def test_every_name_of_the_surface_exists():
    missing = [name for name in platform.__all__ if getattr(platform, name, None) is None]
    assert missing == []
