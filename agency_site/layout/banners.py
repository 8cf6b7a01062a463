"""Site-wide notices around the page: testing mode, cookie choice, floating apply button."""

from __future__ import annotations

import reflex as rx

from agency_site import routes, theme
from agency_site.components.browser import PREFERENCES_MODULE, js_handler
from agency_site.components.icons import icon
from agency_site.components.links import external_link, link
from agency_site.i18n import t
from agency_site.settings import settings


def testing_mode_banner() -> rx.Component:
    # A labelled landmark, so screen-reader users can find (and skip) it like the rest.
    return rx.el.aside(
        rx.el.p(
            icon("flask-conical", 16, "shrink-0"),
            rx.el.span(t("This website is in testing mode: content and functionality may change.")),
            class_name=theme.CONTAINER + " flex items-center justify-center gap-2 py-2 text-center",
        ),
        class_name=(
            "bg-amber-100 text-sm font-medium text-amber-950 "
            "dark:bg-amber-400/15 dark:text-amber-100"
        ),
        aria_label=t("Testing mode"),
        data_testid="testing-banner",
    )


def cookie_banner() -> rx.Component:
    # Shown while no `cookie_consent` is stored; assets/js/boot.js marks <html> before the
    # first paint when a choice exists, and site.css hides the banner from then on.
    return rx.el.section(
        rx.el.div(
            rx.el.h2(
                icon("cookie", 18),
                t("Your privacy"),
                id="cookie-banner-title",
                class_name="flex items-center gap-2 text-base font-semibold text-slate-900 dark:text-white",
            ),
            rx.el.p(
                t(
                    "No tracking and no advertising. Your browser keeps your theme, your "
                    "language and this choice; we store your e-mail address only if you "
                    "subscribe to our newsletter. Read our "
                ),
                link(t("Privacy Policy"), to=routes.PRIVACY_POLICY, class_name=theme.LINK),
                t(" and "),
                link(t("GDPR Compliance"), to=routes.GDPR_COMPLIANCE, class_name=theme.LINK),
                ".",
                class_name="mt-2 text-sm leading-6 " + theme.TEXT,
            ),
            rx.el.div(
                rx.el.button(
                    t("Reject All"),
                    type="button",
                    on_click=js_handler(PREFERENCES_MODULE, "setCookieConsent", False),
                    class_name=theme.BUTTON_SECONDARY,
                ),
                rx.el.button(
                    t("Accept All"),
                    type="button",
                    on_click=js_handler(PREFERENCES_MODULE, "setCookieConsent", True),
                    class_name=theme.BUTTON_PRIMARY,
                ),
                class_name="mt-4 flex flex-wrap justify-end gap-3",
            ),
            class_name=(
                "rounded-2xl bg-white p-5 shadow-2xl ring-1 ring-slate-900/10 "
                "dark:bg-slate-900 dark:ring-white/15"
            ),
        ),
        class_name="cookie-banner fixed inset-x-0 bottom-0 z-50 p-3 sm:right-auto sm:max-w-md sm:p-4",
        aria_labelledby="cookie-banner-title",
        data_testid="cookie-banner",
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
                "dark:hover:bg-sky-300 " + theme.FOCUS_RING
            ),
            data_testid="floating-apply",
        ),
        aria_label=t("Apply now"),
    )
