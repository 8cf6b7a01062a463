"""The notice shown while the connection to the back end is lost.

Reading never needs the back end (every page is pre-rendered), but the filters, the FAQs
and the forms do. Reflex notes each failed attempt to reconnect, the first one as soon as
the connection drops, and keeps the events of the clicks made meanwhile, which it sends
once it is back; this says so, in the page's language, until then.
"""

from __future__ import annotations

import reflex as rx

from agency_site.components.icons import icon
from agency_site.i18n import t
from agency_site.reflex_internals import has_connection_errors


def connection_notice() -> rx.Component:
    # The live region is always there, so that screen readers announce what appears in it.
    return rx.el.div(
        rx.cond(
            has_connection_errors,
            rx.el.div(
                icon("refresh-cw", 18, "mt-0.5 shrink-0 animate-spin motion-reduce:animate-none"),
                rx.el.div(
                    rx.el.p(t("Connection lost. Reconnecting..."), class_name="font-semibold"),
                    rx.el.p(
                        t("What you choose meanwhile is applied as soon as we are back."),
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
