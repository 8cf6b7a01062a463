"""What adapts, guards or patches Reflex: the site's code uses it through this package's surface.

Page, layout, component, content, back-end and mail code import from `agency_site.platform`
only, never from its modules (tests/unit/test_platform_surface.py); README.md beside this file
lists each piece, the Reflex behaviour it relies on, and the test that fails when Reflex changes.

Each name is loaded from its module when first asked for: the event guard reads every page's
states, and those pages import `public` from here.
"""

from __future__ import annotations

import importlib

# Each name of the surface, and the module of this package that defines it.
_SURFACE = {
    # For pages, layout and components.
    "public": "public_handler",
    "route_id": "reflex_internals",
    "RouterData": "reflex_internals",
    "ReactRouterLink": "reflex_internals",
    "To": "reflex_internals",
    "ErrorBoundary": "reflex_internals",
    "has_connection_errors": "reflex_internals",
    "resolved_color_mode": "reflex_internals",
    "set_color_mode": "reflex_internals",
    "render_vars_now": "reflex_internals",
    "with_var_data": "reflex_internals",
    "state_delta": "reflex_internals",
    "text_span_kept_as_served": "reflex_internals",
    "refuse_reflex_toasts": "reflex_toasts",
    "ReflexToastRefused": "reflex_toasts",
    # For the back end, mail, and the names handed to assets/js/.
    "EventContext": "reflex_internals",
    "in_development": "reflex_internals",
    "DELIVERY_KEY": "deliveries",
    "DELIVERED_EVENT": "deliveries",
    # For the app module (agency_site/agency_site.py).
    "site_server": "server",
    "log_backend_error": "error_reports",
    "log_frontend_error": "error_reports",
    "bound_error_report_patterns": "error_reports",
    "guard_events": "app_changes",
    "apply_each_click_once": "app_changes",
    "check_socket_origins_by_site_rule": "app_changes",
    "replace_last_resort_error_page": "app_changes",
    "leave_out_connection_overlay": "app_changes",
    "keep_sessions_across_reconnects": "reflex_internals",
    # For rxconfig.py.
    "allowed_origins": "security",
    "serve_with_limits": "reflex_internals",
    "start_dev_workers_cleanly": "reflex_internals",
    "show_edited_pages_first": "dev_compile",
    "wait_out_redis_restarts": "reflex_internals",
    "SiteFrontendPlugin": "frontend",
    "RefusedTriggers": "frontend",
}

__all__ = sorted(_SURFACE)


def __getattr__(name: str) -> object:
    if name not in _SURFACE:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(importlib.import_module(f"{__name__}.{_SURFACE[name]}"), name)


def __dir__() -> list[str]:
    return __all__
