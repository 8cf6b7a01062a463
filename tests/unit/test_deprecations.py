"""No page is built with a pattern Reflex has deprecated (issue 54: ready for Reflex 0.11).

Reflex warns of a deprecated pattern as a page is built, once per process, and removes the
pattern in a later release. Here every report counts, page by page: a deprecated pattern
fails with its page and Reflex's text instead of scrolling past at start-up.
"""

from __future__ import annotations

import warnings

import pytest

from agency_site.components.language import page_build
from agency_site.layout import page_shell
from agency_site.pages import ROUTES
from agency_site.platform import reflex_internals as internals


@pytest.fixture
def deprecations(monkeypatch) -> list[str]:
    """What Reflex reports as deprecated from here on, every time (not once per process)."""
    reported = []

    def record(*, feature_name: str, reason: str, **_versions) -> None:
        reported.append(f"{feature_name}: {reason}")

    monkeypatch.setattr(internals.reflex_log, "deprecate", record)
    return reported


@pytest.mark.parametrize("route", ROUTES, ids=lambda route: route.path)
def test_building_a_page_uses_nothing_reflex_deprecates(route, deprecations):
    with warnings.catch_warnings():
        warnings.simplefilter("error", DeprecationWarning)
        with page_build("en", route.path):
            page_shell(route.component())
    assert deprecations == []
