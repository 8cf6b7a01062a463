"""Reflex's toasts refused: a site that leaves out sonner's toaster (rx.App(toaster=None))
would show no such toast, so every way to one raises at once, naming the site's own."""

from __future__ import annotations

import reflex as rx

from agency_site.platform.reflex_internals import Toaster


class ReflexToastRefused(RuntimeError):
    """rx.toast (or one of its variants) was called: the site's notices replace it."""


def refuse_reflex_toasts(message: str) -> None:
    """Make every way to Reflex's toasts (rx.toast(...), rx.toast.info/.success/.warning/.error/
    .loading/.dismiss/.provider, and the methods of sonner's Toaster behind them) raise
    ReflexToastRefused(message) at once, when a page's trigger is built (compile) or a
    handler runs."""

    def refused(*_args, **_kwargs):
        raise ReflexToastRefused(message)

    namespace = type(rx.toast)
    for name in (
        "__call__",
        "provider",
        "info",
        "warning",
        "error",
        "success",
        "loading",
        "dismiss",
    ):
        setattr(namespace, name, staticmethod(refused))
    for kind in ("send", "info", "warning", "error", "success", "loading", "dismiss"):
        name = "send_toast" if kind == "send" else f"toast_{kind}"
        setattr(Toaster, name, staticmethod(refused))
