"""Every change the platform makes to the Reflex app object, one function each: the site's app
module (agency_site/agency_site.py) calls them by name and reaches into no Reflex attribute."""

from __future__ import annotations

from collections.abc import Callable

import reflex as rx

from agency_site.platform import deliveries, event_guard, security


def guard_events(app: rx.App) -> None:
    """Only the events public_events.py lets through reach the app's handlers."""
    event_guard.guard(app.event_namespace)


def apply_each_click_once(app: rx.App) -> None:
    """Each click is applied once, also when its page sends it again after its worker died."""
    app.add_middleware(deliveries.OnceEach())


def check_socket_origins_by_site_rule(app: rx.App) -> None:
    """Engine.IO checks a websocket's Origin again (by default against rxconfig's list only):
    by the site's rule instead, so a page can connect from whatever address served it."""
    app.sio.eio.cors_allowed_origins = security.engine_io_origin_allowed


def socket_origin_check(app: rx.App) -> object:
    """What Engine.IO checks a websocket's Origin with."""
    return app.sio.eio.cors_allowed_origins


# Reflex's keys for its wraps around the whole app (reflex/app.py, App.app_wraps).
_ERROR_BOUNDARY_WRAP = (55, "ErrorBoundary")
_CONNECTION_OVERLAY_WRAP = (5, "Overlay")


def replace_last_resort_error_page(app: rx.App, error_page: Callable[[], rx.Component]) -> None:
    """Around the whole app, `error_page()` instead of Reflex's error boundary."""
    app.app_wraps[_ERROR_BOUNDARY_WRAP] = lambda _stateful: error_page()


def leave_out_connection_overlay(app: rx.App) -> None:
    """Reflex's connection overlay (a pulsing icon and an English toast naming the back
    end's address) is left out of every page."""
    app.app_wraps[_CONNECTION_OVERLAY_WRAP] = lambda _stateful: None
