"""Notices (toasts): the viewport component and handlers that show a notice."""

from __future__ import annotations

from typing import Literal

import reflex as rx
from reflex_base.vars.base import Var

from agency_site.components.browser import NOTICES_MODULE, js_handler
from agency_site.i18n import t

Variant = Literal["default", "destructive"]


class NoticeViewport(rx.Component):
    """Where notices appear; in every page's shell (the notice itself outlives the page)."""

    library = NOTICES_MODULE
    tag = "NoticeViewport"

    label: rx.Var[str]
    notice_label: rx.Var[str]
    close_label: rx.Var[str]


def notice_viewport() -> rx.Component:
    return NoticeViewport.create(
        label=t("Notifications ({hotkey})"),
        notice_label=t("Notification"),
        close_label=t("Close"),
    )


class NoticeForm(rx.Component):
    """A form that shows `notice` once the browser's own checks (required, e-mail) pass."""

    library = NOTICES_MODULE
    tag = "NoticeForm"

    notice: rx.Var[dict]


class BackendNotice(rx.Component):
    """Shows the notice a back-end state asks for (see BackendNotice in notices.jsx)."""

    library = NOTICES_MODULE
    tag = "BackendNotice"

    notice: rx.Var[dict]
    titles: rx.Var[dict]
    texts: rx.Var[dict]
    # The titles whose notice is destructive.
    destructive: rx.Var[list[str]]


def notice(
    title: str,
    description: str = "",
    *,
    variant: Variant = "default",
    duration_ms: int | None = None,
) -> dict:
    """The options of one notice, as notices.jsx takes them."""
    options = {"title": title, "description": description, "variant": variant}
    if duration_ms is not None:
        options["duration"] = duration_ms
    return options


def notify(
    title: str,
    description: str = "",
    *,
    variant: Variant = "default",
    duration_ms: int | None = None,
) -> Var:
    """An event handler (e.g. for on_click) that shows one notice, replacing any other."""
    return js_handler(
        NOTICES_MODULE,
        "notify",
        notice(title, description, variant=variant, duration_ms=duration_ms),
    )


# Spec section 8: 3000 ms on the volunteer, media and blog-search buttons, 3 to 5 s elsewhere.
FEATURE_IN_PROGRESS_MS = 3000


def feature_in_progress_notice(duration_ms: int = FEATURE_IN_PROGRESS_MS) -> dict:
    return notice(
        t("Feature In Progress"),
        t("This feature isn't implemented yet. Please check back soon."),
        duration_ms=duration_ms,
    )


def feature_in_progress(duration_ms: int = FEATURE_IN_PROGRESS_MS) -> Var:
    """The notice of a button whose feature does not exist yet."""
    return js_handler(NOTICES_MODULE, "notify", feature_in_progress_notice(duration_ms))
