"""The browser entry rewrite that renders React Router's navigations in one go."""

from __future__ import annotations

import pytest

from agency_site.platform.frontend import ENTRY_CLIENT_TARGET, with_navigations_rendered_at_once
from agency_site.platform.reflex_internals import TEMPLATES

REFLEX_ENTRY = TEMPLATES / "web" / ENTRY_CLIENT_TARGET


def test_the_router_renders_navigations_without_a_transition():
    entry = with_navigations_rendered_at_once(REFLEX_ENTRY.read_text())
    assert "createElement(HydratedRouter, { useTransitions: false })" in entry
    # The first render (hydration) is left as Reflex has it.
    assert "startTransition(() => {\n  hydrateRoot(document," in entry
    assert entry.count("HydratedRouter") == 2  # the import, and the one element


def test_a_reflex_entry_without_the_router_element_stops_the_build():
    with pytest.raises(ValueError, match="has no 'createElement\\(HydratedRouter\\)'"):
        with_navigations_rendered_at_once("hydrateRoot(document, createElement(App));\n")
