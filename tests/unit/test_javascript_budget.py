"""Hand-written JavaScript stays at the seams (issue 18, point 9): at most 400 lines in all,
and none of it queries the markup React renders."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SUFFIXES = {".js", ".jsx", ".ts", ".tsx"}
BUDGET_LINES = 400


def hand_written_scripts() -> list[Path]:
    return sorted(
        path
        for folder in ("assets", "agency_site")
        for path in (ROOT / folder).rglob("*")
        if path.suffix in SUFFIXES
    )


def test_hand_written_javascript_fits_the_budget():
    lines = {
        path.name: len(path.read_text(encoding="utf-8").splitlines())
        for path in hand_written_scripts()
    }
    assert lines, "the scripts were found"
    assert sum(lines.values()) <= BUDGET_LINES, lines


def test_no_script_queries_the_rendered_markup():
    for path in hand_written_scripts():
        source = path.read_text(encoding="utf-8")
        assert "querySelector" not in source, path
        assert "getElementsBy" not in source, path
