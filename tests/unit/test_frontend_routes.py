"""The route table rewrite that gives each translated language its own not-found page."""

from __future__ import annotations

import pytest

from agency_site.platform.frontend import with_language_catch_alls, with_not_found_pages_prerendered
from agency_site.platform.reflex_internals import TEMPLATES

REFLEX_ROUTES = TEMPLATES / "web/app/routes.js"


def test_each_translated_language_catches_its_unknown_paths_before_the_english_catch_all():
    table = with_language_catch_alls(REFLEX_ROUTES.read_text())
    french = table.index('route("fr/*", "routes/[fr].[404]._index.jsx")')
    german = table.index('route("de/*", "routes/[de].[404]._index.jsx")')
    assert french < table.index('route("*", "routes/[404]._index.jsx")')
    assert german < table.index('route("*", "routes/[404]._index.jsx")')


def test_a_not_found_page_is_only_its_catch_all():
    # Also a route of its own (fr/404), it would be pre-rendered for that route, and the page
    # served at /fr/no-such-page would not hydrate under the catch-all (React error 418).
    table = with_language_catch_alls(REFLEX_ROUTES.read_text())
    assert (
        'ignoredRouteFiles: ["routes/\\\\[fr\\\\].\\\\[404\\\\]._index.jsx", '
        '"routes/\\\\[de\\\\].\\\\[404\\\\]._index.jsx", "routes/\\\\[404\\\\]._index.jsx"]'
    ) in table
    # The catch-all is the one route on its file.
    assert table.count("[fr].[404]") == 1


def test_the_translated_not_found_pages_are_pre_rendered_with_every_page():
    config = 'export default {"basename": "/", "ssr": false, "prerender": true, "build": "build"};'
    assert with_not_found_pages_prerendered(config) == (
        'export default {"basename": "/", "ssr": false, "prerender": async ({ getStaticPaths })'
        ' => [...getStaticPaths(), ...["/fr/404", "/de/404"]], "build": "build"};'
    )
    # The dev server's config pre-renders nothing.
    development = 'export default {"basename": "/", "ssr": false};'
    assert with_not_found_pages_prerendered(development) == development
    with pytest.raises(ValueError, match="has no"):
        with_not_found_pages_prerendered('export default {"prerender": ["/"]};')


def test_an_earlier_table_of_this_plugin_is_rewritten_not_added_to():
    earlier = REFLEX_ROUTES.read_text().replace(
        'route("*", ',
        'route("fr/*", "routes/[fr].[404]._index.jsx", { id: "fr-not-found" }),\n  route("*", ',
    )
    assert with_language_catch_alls(earlier) == with_language_catch_alls(REFLEX_ROUTES.read_text())


def test_rewriting_the_table_again_adds_nothing():
    # .web/app/routes.js survives between compiles, so the rewrite sees its own output.
    once = with_language_catch_alls(REFLEX_ROUTES.read_text())
    assert with_language_catch_alls(once) == once


def test_a_reflex_route_table_without_its_catch_all_stops_the_build():
    with pytest.raises(ValueError, match="has no"):
        with_language_catch_alls("export default [];\n")
