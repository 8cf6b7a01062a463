"""How the modules of agency_site import one another: no circle, and the layers below the
pages (mail, back end) never reach up into them.

Imports inside functions count as much as those at the top of a module: a circle closed
by one is still a circle, only hidden until that function runs, and a function-level
import is how such a circle usually gets in. An edge goes to the module an import names
(`from agency_site.layout import cookie_consent` names agency_site.layout.cookie_consent);
the package __init__ files Python runs on the way are left out, since pages/__init__.py
gathers every page and would make each page import all the others.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = "agency_site"


def _module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {_module_name(path): path for path in sorted((ROOT / PACKAGE).rglob("*.py"))}


def _known(name: str) -> str:
    """The module `name` is, or the one that holds it (`agency_site.browser.script`)."""
    while name not in MODULES:
        name = name.rpartition(".")[0]
    return name


def imported_by(module: str, source: str) -> set[str]:
    """The agency_site modules that `source`, the text of `module`, imports anywhere in it."""
    is_package = module in MODULES and MODULES[module].name == "__init__.py"
    package = module if is_package else module.rpartition(".")[0]
    named = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            named.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.rsplit(".", node.level - 1)[0]
                base = f"{anchor}.{base}".rstrip(".")
            named.update(f"{base}.{alias.name}" for alias in node.names)
    return {_known(name) for name in named if name.split(".")[0] == PACKAGE} - {module}


def import_graph() -> dict[str, set[str]]:
    return {
        module: imported_by(module, path.read_text(encoding="utf-8"))
        for module, path in MODULES.items()
    }


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Each circle a depth-first walk of `graph` closes, from a module back to itself."""
    found, done, path = [], set(), []

    def visit(module: str) -> None:
        path.append(module)
        for other in sorted(graph.get(module, ())):
            if other in path:
                found.append([*path[path.index(other) :], other])
            elif other not in done:
                visit(other)
        path.pop()
        done.add(module)

    for module in sorted(graph):
        if module not in done:
            visit(module)
    return found


def test_no_module_imports_itself_through_others():
    named = [" -> ".join(circle) for circle in circles(import_graph())]
    assert named == []


def test_a_circle_through_a_function_level_import_is_seen():
    source = "import reflex\n\ndef names():\n    from agency_site.layout import cookie_consent\n"
    assert imported_by("agency_site.browser", source) == {"agency_site.layout.cookie_consent"}
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert circles(graph) == [["a", "b", "c", "a"]]
    assert circles({"a": {"b"}, "b": set(), "c": {"a", "b"}}) == []


def test_an_imported_name_counts_as_its_module():
    source = "from agency_site.browser import script\nfrom agency_site import routes\n"
    assert imported_by("agency_site.seo", source) == {"agency_site.browser", "agency_site.routes"}


@pytest.mark.parametrize("layer", ["mail", "backend"])
def test_mail_and_the_back_end_never_import_a_page(layer):
    # They run outside any page (a queue worker, a scheduled job): a rule both need lives
    # below the pages, in content/ or backend/.
    reaching_up = {
        module: sorted(other for other in imported if other.split(".")[1:2] == ["pages"])
        for module, imported in import_graph().items()
        if module.split(".")[1:2] == [layer]
    }
    assert {module: pages for module, pages in reaching_up.items() if pages} == {}


MOST_LINES = 400


def test_every_module_stays_small():
    # Issue 54: a module over 400 lines is split along a seam. Data modules (pages/*/data.py:
    # content as typed constants) are left out.
    large = {
        module: lines
        for module, path in MODULES.items()
        if path.name != "data.py"
        and (lines := len(path.read_text(encoding="utf-8").splitlines())) > MOST_LINES
    }
    assert large == {}
