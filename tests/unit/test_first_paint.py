"""The production pages' rewrite for a first paint before any script (agency_site/platform/frontend)."""

from __future__ import annotations

import pytest

from agency_site.platform.frontend.first_paint import (
    UnexpectedPage,
    deferred_bootstrap,
    prepare,
    with_title,
)

# What React Router 8 writes at the end of a pre-rendered page (Reflex 0.10.1).
BOOTSTRAP = """import "/assets/manifest-5fc93c23.js";
import * as route0 from "/assets/root-Cm6SoKqS.js";
import * as route1 from "/assets/_index-biIjJ4_r.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/_index":route1};

import("/assets/entry.client-CO9Xjb5k.js");"""
PAGE = (
    '<html><head><link rel="modulepreload" href="/assets/manifest-5fc93c23.js"/>'
    '<link rel="modulepreload" href="/assets/root-Cm6SoKqS.js"/>'
    '<link href="/assets/site.css" rel="stylesheet"/></head><body><h1>Hello</h1>'
    f'<script type="module" async="">{BOOTSTRAP}</script></body></html>'
)


def test_the_bootstrap_imports_the_same_modules_after_the_first_frame():
    script = deferred_bootstrap(BOOTSTRAP)
    assert script.startswith("requestAnimationFrame(() => setTimeout(async () => {")
    # Fetched together, in the same order, bound to the same names.
    assert (
        'const [_, route0, route1] = await Promise.all([import("/assets/manifest-5fc93c23.js"), '
        'import("/assets/root-Cm6SoKqS.js"), import("/assets/_index-biIjJ4_r.js")]);'
    ) in script
    assert "\nimport " not in script
    # The modules are registered before the entry script starts hydrating.
    registered = script.index("window.__reactRouterRouteModules = ")
    assert registered < script.index('import("/assets/entry.client-CO9Xjb5k.js")')


def test_the_page_loses_its_module_preloads_and_keeps_the_rest():
    page = prepare(PAGE)
    assert "modulepreload" not in page
    assert '<link href="/assets/site.css" rel="stylesheet"/>' in page
    assert "<h1>Hello</h1>" in page
    assert '<script type="module" async="">requestAnimationFrame(' in page


def test_a_page_react_router_wrote_differently_stops_the_build():
    with pytest.raises(UnexpectedPage):
        prepare("<html><body><h1>No bootstrap</h1></body></html>")
    with pytest.raises(UnexpectedPage):
        deferred_bootstrap('console.log("no imports")')


def test_a_page_without_a_title_gets_one_and_a_titled_page_keeps_its_own():
    # React Router's SPA fallback (Reflex's 404.html) has a <head> and no <title>.
    titled = with_title(PAGE, "Page not found | Teach & Co")
    assert "<title>Page not found | Teach &amp; Co</title></head>" in titled
    assert titled.replace("<title>Page not found | Teach &amp; Co</title>", "") == PAGE
    assert with_title(titled, "Another") == titled
