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
