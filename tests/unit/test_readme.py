"""The README stays a short door: its Playwright example is the test that runs, it keeps to
10 KB and 100 characters a line, and every relative link in it and in the docs it leads to
points at a file (and heading) that exists."""

from __future__ import annotations

import re
from pathlib import Path

from tests.e2e.server import PROJECT_ROOT

README = PROJECT_ROOT / "README.md"
EXAMPLE = PROJECT_ROOT / "tests" / "e2e" / "test_readme_example.py"
# The docs that hold what the README leads to: kept to 100 characters a line, as it is.
DOCS = [
    README,
    PROJECT_ROOT / "agency_site" / "ARCHITECTURE.md",
    PROJECT_ROOT / "agency_site" / "DEPLOYMENT.md",
    PROJECT_ROOT / "agency_site" / "SECURITY.md",
    PROJECT_ROOT / "agency_site" / "settings.md",
    PROJECT_ROOT / "agency_site" / "backend" / "README.md",
    PROJECT_ROOT / "agency_site" / "content" / "README.md",
    PROJECT_ROOT / "agency_site" / "pages" / "README.md",
    PROJECT_ROOT / "tests" / "README.md",
]
LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")
FENCE = re.compile(r"^\s*```")


def _prose(path: Path) -> list[str]:
    """The file's lines outside fenced code blocks."""
    lines, fenced = [], False
    for line in path.read_text().splitlines():
        if FENCE.match(line):
            fenced = not fenced
        elif not fenced:
            lines.append(line)
    return lines


def _anchors(path: Path) -> set[str]:
    """GitHub's anchors for the file's headings."""
    headings = [line.lstrip("#").strip() for line in _prose(path) if line.startswith("#")]
    return {re.sub(r"[^\w\- ]", "", heading.lower()).replace(" ", "-") for heading in headings}


def _relative_links(path: Path) -> list[str]:
    links = [link for line in _prose(path) for link in LINK.findall(line)]
    return [link for link in links if not re.match(r"[a-z][a-z0-9+.-]*:|/", link)]


def _linked_docs() -> list[Path]:
    """The README and every Markdown file reached from it by relative links."""
    seen, queue = [], [README]
    while queue:
        doc = queue.pop()
        if doc in seen:
            continue
        seen.append(doc)
        for link in _relative_links(doc):
            target = (doc.parent / link.split("#")[0]).resolve() if link[0] != "#" else doc
            if target.suffix == ".md" and target.exists():
                queue.append(target)
    return seen


def test_the_readme_shows_the_playwright_example_that_runs():
    code = EXAMPLE.read_text().split("# README example: start\n")[1]
    code = code.split("# README example: end")[0].strip()
    assert f"```python\n{code}\n```" in README.read_text()


def test_the_readme_is_short():
    assert len(README.read_bytes()) <= 10_240


def test_the_readme_and_its_docs_keep_to_100_characters_a_line():
    long = [
        f"{doc.relative_to(PROJECT_ROOT)}:{number}"
        for doc in DOCS
        for number, line in enumerate(doc.read_text().splitlines(), start=1)
        if len(line) > 100
    ]
    assert long == []


def test_the_readme_leads_to_its_docs():
    assert set(DOCS) <= set(_linked_docs())


def test_every_relative_link_points_at_a_file_and_heading_that_exist():
    broken = []
    for doc in _linked_docs():
        for link in _relative_links(doc):
            file, _, anchor = link.partition("#")
            target = (doc.parent / file).resolve() if file else doc
            if not target.exists():
                broken.append(f"{doc.relative_to(PROJECT_ROOT)}: {link}")
            elif anchor and target.suffix == ".md" and anchor not in _anchors(target):
                broken.append(f"{doc.relative_to(PROJECT_ROOT)}: {link} (no such heading)")
    assert broken == []
