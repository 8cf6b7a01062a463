"""Site-wide notices around the page: testing mode and the floating apply button."""

from __future__ import annotations

import reflex as rx

from agency_site import design
from agency_site.components.icons import icon
from agency_site.components.links import external_link
from agency_site.i18n import t
from agency_site.settings import settings


def testing_mode_banner() -> rx.Component:
    # A labelled landmark, so screen-reader users can find (and skip) it like the rest.
    return rx.el.aside(
        rx.el.p(
            icon("flask-conical", 16, "shrink-0"),
            rx.el.span(t("This website is in testing mode: content and functionality may change.")),
            class_name=design.CONTAINER
            + " flex items-center justify-center gap-2 py-2 text-center",
        ),
        class_name=(
            "bg-amber-100 text-sm font-medium text-amber-950 "
            "dark:bg-amber-400/15 dark:text-amber-100"
        ),
        aria_label=t("Testing mode"),
        data_testid="testing-banner",
    )


def floating_apply_button() -> rx.Component:
    # In its own landmark: axe wants all content inside one, and it is a destination.
    return rx.el.aside(
        external_link(
            icon("send", 22),
            rx.el.span(t("Apply now"), class_name="hidden sm:inline"),
            href=settings.application_form_url,
            aria_label=t("Apply now (opens in a new tab)"),
            class_name=(
                "floating-apply fixed bottom-5 right-5 z-30 inline-flex h-14 items-center gap-2 "
                "rounded-full bg-blue-700 px-4 font-semibold text-white shadow-xl transition "
                "hover:bg-blue-800 sm:px-6 dark:bg-sky-400 dark:text-slate-950 "
                "dark:hover:bg-sky-300 " + design.FOCUS_RING
            ),
            data_testid="floating-apply",
        ),
        aria_label=t("Apply now"),
    )
