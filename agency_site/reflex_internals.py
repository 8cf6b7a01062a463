"""Every part of Reflex the site uses that is not in its public API, in one place.

The public API is `import reflex as rx` with `rx.el`, and the modules `reflex.vars`,
`reflex.event`, `reflex.config` and `reflex.constants`; everything else in Reflex can move in
any release. The site imports such parts only from here, each with what it is for, so a
Reflex upgrade that moves one fails on import of this module, and
tests/unit/test_reflex_internals.py says which. No other module in agency_site/ or tests/
imports a Reflex module outside the public API (the same test scans for it).
"""

from __future__ import annotations

from pathlib import Path

import reflex_base
from reflex import constants
from reflex.app import EventNamespace
from reflex.compiler.utils import get_page_import_specifier
from reflex.istate.data import RouterData
from reflex.state import FrontendEventExceptionState, OnLoadInternalState, UpdateVarsInternalState
from reflex.utils import prerequisites
from reflex.utils.format import format_route
from reflex.utils.precompressed_staticfiles import _SUPPORTED_ENCODINGS, _parse_accept_encoding
from reflex_base.constants.state import FIELD_MARKER
from reflex_base.environment import environment
from reflex_base.plugins.sitemap import generate_links_for_sitemap, generate_xml
from reflex_base.style import resolved_color_mode, set_color_mode
from reflex_base.utils import types
from reflex_base.utils.form import FORM_DATA_ENTRIES_KEY
from reflex_base.utils.serializers import deserializers
from reflex_components_core.base.error_boundary import ErrorBoundary
from reflex_components_core.core.banner import has_connection_errors
from reflex_components_core.react_router.dom import ReactRouterLink, To

# The event guard (agency_site/public_events.py):
# - EventNamespace: Reflex's socket handler, wrapped so only the site's public events reach it.
# - OnLoadInternalState, UpdateVarsInternalState, FrontendEventExceptionState: Reflex's own
#   handlers a page calls (route change, stored values, error reports), let through.
# - FIELD_MARKER: how the page names a stored var ("state.var" plus the marker).
# - types, deserializers: Optional and union hints, and the argument types Reflex converts
#   from JSON, read the way Reflex reads them.
# - FORM_DATA_ENTRIES_KEY: the key under which a form's entries travel.
#
# Serving the build (agency_site/build_in_memory.py, server.py, security.py):
# - prerequisites.get_web_dir: where the build leaves the front end.
# - SUPPORTED_ENCODINGS, parse_accept_encoding: the pre-compressed copies Reflex writes and
#   its parser of Accept-Encoding, so the site picks the copy Reflex's server would.
# - environment: REFLEX_* settings (mode, mounted front end), read as Reflex reads them.
#
# The front end's route table (agency_site/frontend/__init__.py):
# - get_page_import_specifier, format_route: the module a compiled page is imported from in
#   routes.js, whose path is React Router's id for the page (route_id below); the language
#   picker also builds pages ahead by it (agency_site/components/language.py).
# - TEMPLATES: the files Reflex copies into .web/ (routes.js among them).
#
# Components and vars without a public export:
# - ErrorBoundary: React's error boundary (agency_site/layout/errors.py).
# - has_connection_errors: true while the websocket is down (connection notice, newsletter).
# - ReactRouterLink, To: React Router's <Link> and the type of its `to` (components/links.py).
# - resolved_color_mode, set_color_mode: the colour mode on screen and the event that sets
#   it (agency_site/layout/colour_theme.py).
#
# Tests:
# - RouterData: the router data a state instance is given (tests/unit/states.py).
# - generate_links_for_sitemap, generate_xml: the sitemap plugin's own output
#   (tests/unit/test_language.py).

SUPPORTED_ENCODINGS = _SUPPORTED_ENCODINGS
parse_accept_encoding = _parse_accept_encoding
TEMPLATES = Path(reflex_base.__file__).parent / ".templates"


def route_id(path: str) -> str:
    """React Router's id for the page at `path` (/fr/about, fr/404): its module's path in the
    app folder, routes/[fr].[about]._index."""
    module = get_page_import_specifier(format_route(path))
    return module.split(f"/{constants.Dirs.PAGES}/", 1)[1]


__all__ = [
    "FIELD_MARKER",
    "FORM_DATA_ENTRIES_KEY",
    "SUPPORTED_ENCODINGS",
    "TEMPLATES",
    "ErrorBoundary",
    "EventNamespace",
    "FrontendEventExceptionState",
    "OnLoadInternalState",
    "ReactRouterLink",
    "RouterData",
    "To",
    "UpdateVarsInternalState",
    "deserializers",
    "environment",
    "generate_links_for_sitemap",
    "generate_xml",
    "has_connection_errors",
    "parse_accept_encoding",
    "prerequisites",
    "resolved_color_mode",
    "route_id",
    "set_color_mode",
    "types",
]
