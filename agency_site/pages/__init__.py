"""The route table: every page of the site, gathered from its package.

Each subpackage of agency_site/pages/ with a ``ROUTES`` list is taken in by itself: a new page
needs its path in agency_site/routes.py and its package here, nothing listed in this file.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Iterable
from types import ModuleType

from agency_site.routes import Route
from agency_site.settings import settings

# A package's place in the table, so in the sitemap and in the order pages are built, is its
# ORDER, then its name. Today's pages are numbered 10, 20, ... 230 in the order they were
# listed by hand, the not-found page 1000. A new package may leave ORDER out: it then comes
# after today's pages, by name, and before the not-found page.
WITHOUT_ORDER = 900


def page_packages(name: str, path: Iterable[str]) -> list[ModuleType]:
    """Every subpackage of the package `name` (at `path`) that has ROUTES, in table order."""
    found = [
        importlib.import_module(f"{name}.{info.name}")
        for info in pkgutil.iter_modules(path)
        if info.ispkg
    ]
    with_routes = [module for module in found if hasattr(module, "ROUTES")]
    return sorted(
        with_routes,
        key=lambda module: (getattr(module, "ORDER", WITHOUT_ORDER), module.__name__),
    )


ROUTES: list[Route] = [
    route for package in page_packages(__name__, __path__) for route in package.ROUTES
]

if settings.test_pages:
    ROUTES += importlib.import_module(settings.test_pages).ROUTES
