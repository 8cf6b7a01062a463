"""The notice shown while the back end cannot answer a click.

Reading never needs the back end (every page is pre-rendered), but the filters, the FAQs
and the forms do. When the connection drops, the page says so once it has stayed down half a
second or an attempt to reconnect failed, and keeps the events of the clicks made meanwhile,
which it sends once it is back, after those sent before and not answered
(agency_site/platform/deliveries.py). When the connection holds but a click waits for a restarting
Redis, the back end says so (ConnectionState.waiting, backend/outage.py). Either way the
notice says so, in the page's language, until the click can be applied.
"""

from __future__ import annotations

import reflex as rx

from agency_site.components.icons import icon
from agency_site.i18n import t
from agency_site.platform import has_connection_errors, state_delta


class ConnectionState(rx.State):
    """Set only in the page, by `waiting_delta`: the back end's copy stays False, so a page
    that reconnects or loads starts without the notice."""

    waiting: bool = False


def waiting_delta(waiting: bool) -> dict[str, dict[str, bool]]:
    """The change that shows (or hides) the notice of a click waiting for the back end."""
    return state_delta(ConnectionState, waiting=waiting)


def connection_notice() -> rx.Component:
    # The live region is always there, so that screen readers announce what appears in it.
    return rx.el.div(
        rx.cond(
            has_connection_errors | ConnectionState.waiting,
            rx.el.div(
                icon("refresh-cw", 18, "mt-0.5 shrink-0 animate-spin motion-reduce:animate-none"),
                rx.el.div(
                    rx.el.p(
                        rx.cond(
                            has_connection_errors,
                            t("Connection lost. Reconnecting..."),
                            t("Waiting for the server..."),
                        ),
                        class_name="font-semibold",
                    ),
                    rx.el.p(
                        rx.cond(
                            has_connection_errors,
                            t("What you choose meanwhile is applied as soon as we are back."),
                            t("Your choice is applied as soon as the server answers."),
                        ),
                        class_name="mt-0.5 text-amber-900/80 dark:text-amber-100/80",
                    ),
                ),
                class_name=(
                    "pointer-events-auto flex max-w-md gap-3 rounded-2xl bg-amber-100 px-4 py-3 "
                    "text-sm text-amber-950 shadow-lg ring-1 ring-amber-900/10 "
                    "dark:bg-amber-950 dark:text-amber-50 dark:ring-amber-100/15"
                ),
                data_testid="connection-notice",
            ),
        ),
        role="status",
        aria_live="polite",
        class_name="pointer-events-none fixed inset-x-0 top-28 z-[60] flex justify-center px-4",
    )
