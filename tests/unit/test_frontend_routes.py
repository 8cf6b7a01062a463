"""The route table rewrite that gives each translated language its own not-found page."""

from __future__ import annotations

import pytest

from agency_site.frontend import with_language_catch_alls
from agency_site.reflex_internals import TEMPLATES

REFLEX_ROUTES = TEMPLATES / "web/app/routes.js"


def test_each_translated_language_catches_its_unknown_paths_before_the_english_catch_all():
    table = with_language_catch_alls(REFLEX_ROUTES.read_text())
    french = table.index('route("fr/*", "routes/[fr].[404]._index.jsx", { id: "fr-not-found" })')
    german = table.index('route("de/*", "routes/[de].[404]._index.jsx", { id: "de-not-found" })')
    assert french < table.index('route("*", "routes/[404]._index.jsx")')
    assert german < table.index('route("*", "routes/[404]._index.jsx")')


def test_rewriting_the_table_again_adds_nothing():
    # .web/app/routes.js survives between compiles, so the rewrite sees its own output.
    once = with_language_catch_alls(REFLEX_ROUTES.read_text())
    assert with_language_catch_alls(once) == once


def test_a_reflex_route_table_without_its_catch_all_stops_the_build():
    with pytest.raises(ValueError, match="no longer ends with"):
        with_language_catch_alls("export default [];\n")
