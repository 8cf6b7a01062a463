"""The README's recipes stay true: its Playwright example is the test that runs."""

from __future__ import annotations

from tests.e2e.server import PROJECT_ROOT

EXAMPLE = PROJECT_ROOT / "tests" / "e2e" / "test_readme_example.py"


def test_the_readme_shows_the_playwright_example_that_runs():
    code = EXAMPLE.read_text().split("# README example: start\n")[1]
    code = code.split("# README example: end")[0].strip()
    assert f"```python\n{code}\n```" in (PROJECT_ROOT / "README.md").read_text()


def test_the_recipes_keep_to_100_characters_a_line():
    recipes = (PROJECT_ROOT / "README.md").read_text().split("\n## Recipes\n")[1]
    assert [line for line in recipes.splitlines() if len(line) > 100] == []
