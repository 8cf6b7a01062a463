"""Every page of the route table builds and renders with exactly one <h1>.

Fast feedback before a compile: a page that raises while it is built, or that has
no heading or two, fails here with its path.
"""

import pytest

from agency_site import routes
from agency_site.components.language import page_build
from agency_site.i18n import CODES
from agency_site.pages import ROUTES

# Pages that only redirect, or whose heading comes from a component rendered in the browser.
WITHOUT_HEADING = {routes.BLOG_POST_FALLBACK, routes.NOT_FOUND, routes.DIAGNOSTIC_RENDER_ERROR}


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


def _router_links_to_an_anchor(tree: object) -> list[str]:
    """The `to` of every React Router link in `tree` that points at "#..." on its page."""
    found = []
    if isinstance(tree, dict):
        if tree.get("name") == "ReactRouterLink":
            found += [prop for prop in tree.get("props", []) if str(prop).startswith('to:"#')]
        for value in tree.values():
            found += _router_links_to_an_anchor(value)
    elif isinstance(tree, list):
        for value in tree:
            found += _router_links_to_an_anchor(value)
    return found


@pytest.mark.parametrize("route", ROUTES, ids=lambda route: route.path)
def test_links_within_a_page_are_plain_anchors(route):
    # React Router resolves "#..." against the path the page was pre-rendered at
    # ("/contact/"), so a skip link or a jump link would navigate in production
    # (components/links.anchor_link).
    from agency_site.agency_site import app

    page = app._unevaluated_pages[routes.localized("en", route.path).strip("/") or "index"]
    assert _router_links_to_an_anchor(page.component().render()) == []
