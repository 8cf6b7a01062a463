"""Every page of the route table builds and renders with exactly one <h1>.

Fast feedback before a compile: a page that raises while it is built, or that has
no heading or two, fails here with its path.
"""

import types
from collections.abc import Callable
from functools import cache

import pytest
import reflex as rx

from agency_site import routes
from agency_site.components.language import page_build
from agency_site.i18n import CODES
from agency_site.pages import ROUTES
from agency_site.platform.frontend import RefusedTriggers
from agency_site.platform.reflex_internals import pages_of
from tests.e2e import diagnostic_pages

# Pages that only redirect, or whose heading comes from a component rendered in the browser.
WITHOUT_HEADING = {routes.BLOG_POST_FALLBACK, routes.NOT_FOUND, diagnostic_pages.RENDER_ERROR}


def _count(tree: dict, name: str) -> int:
    own = 1 if tree.get("name") == f'"{name}"' else 0
    return own + sum(_count(child, name) for child in tree.get("children", []))


@pytest.mark.parametrize(
    "route",
    [route for route in ROUTES if route.path not in WITHOUT_HEADING],
    ids=lambda route: route.path,
)
@pytest.mark.parametrize("language", CODES)
def test_page_has_one_heading(route, language):
    with page_build(language, route.path):
        assert _count(route.component().render(), "h1") == 1


def _props(tree: object, wanted: Callable[[dict, str], bool]) -> list[str]:
    """Every prop of an element in `tree` that `wanted(element, prop)` accepts."""
    found = []
    if isinstance(tree, dict):
        found += [prop for prop in map(str, tree.get("props", [])) if wanted(tree, prop)]
        for value in tree.values():
            found += _props(value, wanted)
    elif isinstance(tree, list):
        for value in tree:
            found += _props(value, wanted)
    return found


@cache
def _page_component(path: str) -> rx.Component:
    """The English page at `path` as the app registers it (shell included), built once."""
    from agency_site.agency_site import app

    return pages_of(app)[routes.localized("en", path).strip("/") or "index"].component()


@cache
def _built_page(path: str) -> dict:
    """The English page at `path`, rendered once for every test that reads it."""
    return _page_component(path).render()


@pytest.mark.parametrize("route", ROUTES, ids=lambda route: route.path)
def test_no_trigger_calls_a_handler_the_event_guard_refuses(route, monkeypatch, caplog):
    # What `reflex run` lists at start-up (issue 51), for every page: a click that would do
    # nothing but log "Event guard refused ...".
    monkeypatch.setenv("REFLEX_ENV_MODE", "dev")
    plugin, pending = RefusedTriggers(), [_page_component(route.path)]
    context = types.SimpleNamespace(route=route.path)
    while pending:
        component = pending.pop()
        plugin.enter_component(component, page_context=context, compile_context=None)
        pending.extend(child for child in component.children if isinstance(child, rx.Component))
    plugin.compile_page(context)
    assert not [r.getMessage() for r in caplog.records if "Event guard" in r.getMessage()]


@pytest.mark.parametrize("route", ROUTES, ids=lambda route: route.path)
def test_links_within_a_page_are_plain_anchors(route):
    # React Router resolves "#..." against the path the page was pre-rendered at
    # ("/contact/"), so a skip link or a jump link would navigate in production
    # (components/links.anchor_link).
    def router_link_to_an_anchor(element: dict, prop: str) -> bool:
        return element.get("name") == "ReactRouterLink" and prop.startswith('to:"#')

    assert _props(_built_page(route.path), router_link_to_an_anchor) == []


@pytest.mark.parametrize("route", ROUTES, ids=lambda route: route.path)
def test_no_element_is_styled_by_a_css_prop(route):
    # The build renders elements with React's createElement, not Emotion's jsx
    # (assets/js/without-emotion.js): a `css` prop, which Reflex makes of `style=`
    # and of any keyword a component does not know, would be dropped. Tailwind classes style
    # the site; attributes go in `custom_attrs`.
    assert _props(_built_page(route.path), lambda _element, prop: prop.startswith("css:")) == []


def _misplaced_captions(tree: object) -> list[str]:
    """Each <figure> in `tree` with a <figcaption> neither its first nor its last child:
    an HTML validator error (the content model of figure)."""
    found = []
    if isinstance(tree, dict):
        children = tree.get("children", [])
        names = [child.get("name") for child in children if isinstance(child, dict)]
        if tree.get("name") == '"figure"' and '"figcaption"' in names[1:-1]:
            found.append(str(names))
        for child in children:
            found += _misplaced_captions(child)
    elif isinstance(tree, list):
        for value in tree:
            found += _misplaced_captions(value)
    return found


@pytest.mark.parametrize("route", ROUTES, ids=lambda route: route.path)
def test_a_figure_caption_is_its_first_or_last_child(route):
    assert _misplaced_captions(_built_page(route.path)) == []
