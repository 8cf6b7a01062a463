"""Every line of JavaScript the site ships is in one place and counted (issue 41, point 2):
the files under assets/js/ and the snippets of agency_site/browser.py, written normally (one
statement a line, lines of readable length), none of them querying the page's markup at
large, and no other Python module writing JavaScript."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from agency_site import browser

ROOT = Path(__file__).resolve().parents[2]
SUFFIXES = {".js", ".jsx", ".ts", ".tsx"}
# The shipped lines when the files and snippets were last formatted normally (504), and
# assets/js/deliveries.js since (62), the guard's line for a developer's console (1), less
# boot.js's write of <html lang>, which the build and the shell already make (issue 54: at
# most 566); more is a reason to look for what can go, not a number to squeeze under.
MOST_LINES = 566
LONGEST_LINE = 100
# Ways Python writes JavaScript: kept to agency_site/browser.py.
_WRITES_JAVASCRIPT = re.compile(
    r"_js_expr\s*=|run_script\(\s*f?[\"']|FunctionStringVar\.create\(\s*f?[\"']|call_script\("
)


_STRING = re.compile(r'"(?:\\.|[^"\\])*"|\'(?:\\.|[^\'\\])*\'')


_COMMENT = re.compile(r"/\*.*?\*/")


def shipped() -> dict[str, str]:
    """Each file under assets/js/ and each snippet, by name, with its code."""
    files = {
        path.relative_to(ROOT).as_posix(): path.read_text(encoding="utf-8")
        for path in sorted((ROOT / "assets").rglob("*"))
        if path.suffix in SUFFIXES
    }
    snippets = {f"browser.SNIPPETS[{name!r}]": code for name, code in browser.SNIPPETS.items()}
    return files | snippets


def two_statements(line: str) -> bool:
    """A `;` with code after it, outside a for loop's head, a string and a comment."""
    code = _COMMENT.sub("", _STRING.sub('""', line)).split("//", 1)[0].strip()
    return not code.startswith("for (") and bool(re.search(r";\s*\S", code))


def test_every_script_is_a_file_under_assets_js():
    # The shipped files are all there: the boot script, the widgets, Reflex's replacements.
    names = {name for name in shipped() if name.startswith("assets/")}
    assert {"assets/js/boot.js", "assets/js/react-theme.js", "assets/js/carousel.jsx"} <= names
    assert not [p for p in (ROOT / "agency_site").rglob("*") if p.suffix in SUFFIXES]


def test_the_shipped_javascript_stays_within_its_line_count():
    lines = {name: len(code.splitlines()) for name, code in shipped().items()}
    assert sum(lines.values()) <= MOST_LINES, lines


@pytest.mark.parametrize("name", sorted(shipped()))
def test_the_javascript_is_written_one_statement_a_line(name):
    for number, line in enumerate(shipped()[name].splitlines(), start=1):
        assert len(line) <= LONGEST_LINE, f"{name}:{number} is {len(line)} characters long"
        assert not two_statements(line), f"{name}:{number} holds two statements: {line}"


def test_a_squeezed_line_is_caught():
    assert two_statements("function read(fn) { try { return fn(); } catch (e) { return null; } }")
    assert not two_statements("for (var i = 0; i < n; i++) {")
    assert not two_statements("  return value; // the end; no more")
    assert not two_statements('  var cookies = document.cookie.split(";");')
    assert not two_statements("  {/* Always there; disabled from then on. */}")


@pytest.mark.parametrize("name", sorted(shipped()))
def test_no_script_searches_the_page_for_markup(name):
    # A script acts on the element it is given (by id, or inside it), never on whatever the
    # page happens to render.
    code = shipped()[name]
    assert "document.querySelector" not in code, name
    assert "getElementsBy" not in code, name


def test_only_the_browser_module_writes_javascript_in_python():
    writers = [
        path.relative_to(ROOT).as_posix()
        for path in sorted((ROOT / "agency_site").rglob("*.py"))
        if path.name != "browser.py" and _WRITES_JAVASCRIPT.search(path.read_text(encoding="utf-8"))
    ]
    assert writers == []
    assert _WRITES_JAVASCRIPT.search('on_mount=rx.run_script("window.print()")')


def test_the_files_get_every_name_python_hands_them():
    for name in shipped():
        if name.startswith("assets/"):
            filled = browser.from_assets(Path(name).relative_to("assets/js").as_posix())
            code = "\n".join(
                line for line in filled.splitlines() if not line.strip().startswith("//")
            )
            assert not re.search(r"\b__[A-Z_]+__\b", code), name


def test_each_storage_key_is_written_in_python_only():
    keys = [value for value in browser.handed_to_scripts().values() if value.startswith('"')]
    assert '"theme"' in keys and '"cookie_consent"' in keys
    for name, code in shipped().items():
        if name.startswith("assets/"):
            assert not [key for key in keys if key in code], name


def test_html_lang_is_set_in_one_place():
    # The build writes it into each pre-rendered file (platform/frontend/first_paint.py); in the
    # browser only the shell's document_language() changes it, through this one snippet.
    writers = [
        name
        for name, code in shipped().items()
        if re.search(r"documentElement\.lang\b|setAttribute\(\s*[\"']lang[\"']", code)
    ]
    assert writers == ["browser.SNIPPETS['set_document_language']"]
    users = [
        path.relative_to(ROOT).as_posix()
        for path in sorted((ROOT / "agency_site").rglob("*.py"))
        if path.name != "browser.py" and "set_document_language" in path.read_text(encoding="utf-8")
    ]
    assert users == ["agency_site/layout/shell.py"]


@pytest.mark.parametrize("name", sorted(name for name in shipped() if name.startswith("assets/")))
def test_each_file_opens_with_what_python_cannot_do_there(name):
    # A script is where Python cannot reach; its first line says where that is, so the next
    # change can ask whether it still holds.
    assert shipped()[name].startswith("// Python cannot "), name


# What Reflex's own front end always installs.
_ALWAYS_INSTALLED = {"react", "react-dom", "react-router"}
_PACKAGE_IMPORT = re.compile(r"""(?:from\s+|import\(\s*)["']([^."'$/][^"']*)["']""")


def _components_of_shipped_files() -> list[type]:
    import reflex as rx

    import agency_site.agency_site  # noqa: F401  (every page and its components)

    found, classes = [], [rx.Component]
    while classes:
        cls = classes.pop()
        classes += cls.__subclasses__()
        library = cls.__dict__.get("tag") and getattr(cls, "library", None)
        if cls.__module__.startswith("agency_site") and str(library).startswith("$/public/js/"):
            found.append(cls)
    return found


def test_each_component_of_a_file_installs_the_packages_the_file_imports():
    """Reflex installs a component's lib_dependencies only where a built page uses it: a
    component whose file imports a package it does not declare breaks every page that uses it
    alone (AGENCY_DEV_PAGES), as ScrollReveal did the home page."""
    components = _components_of_shipped_files()
    assert len(components) >= 5, components
    missing = []
    for component in components:
        file = ROOT / "assets" / component.library.removeprefix("$/public/")
        imported = set(_PACKAGE_IMPORT.findall(file.read_text(encoding="utf-8")))
        # A class that declares none holds Reflex's field (an empty list by default).
        listed = component.lib_dependencies if isinstance(component.lib_dependencies, list) else []
        declared = {dependency.rsplit("@", 1)[0] or dependency for dependency in listed}
        if needed := imported - _ALWAYS_INSTALLED - declared:
            missing.append((component.__name__, sorted(needed)))
    assert not missing, f"declare them in lib_dependencies: {missing}"
