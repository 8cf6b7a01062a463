"""CookieConsentState: the cookie banner's question and the visitor's answer."""

from __future__ import annotations

import reflex as rx

from agency_site import design, routes
from agency_site.components.icons import icon
from agency_site.components.links import link
from agency_site.i18n import t
from agency_site.platform import public

# The answer's key in local storage, and its two values.
STORAGE_KEY = "cookie_consent"
ANSWERS = {True: "true", False: "false"}


class CookieConsentState(rx.State):
    """The stored answer: empty (or anything a script put there) until the visitor chooses."""

    answer: str = rx.LocalStorage("", name=STORAGE_KEY, sync=True)

    @rx.var
    def asked(self) -> bool:
        """Whether the banner still asks: no valid answer is stored."""
        return self.answer not in ANSWERS.values()

    @rx.event
    @public
    def choose(self, accepted: bool):
        """'Accept All' stores 'true', 'Reject All' 'false'."""
        if isinstance(accepted, bool):
            self.answer = ANSWERS[accepted]


def cookie_banner() -> rx.Component:
    # Pre-rendered for every page; a stored choice hides it through site.css before the first
    # paint (assets/js/boot.js marks <html>), and CookieConsentState removes it once hydrated.
    return rx.cond(
        CookieConsentState.asked,
        rx.el.section(
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
                    link(t("Privacy Policy"), to=routes.PRIVACY_POLICY, class_name=design.LINK),
                    t(" and "),
                    link(t("GDPR Compliance"), to=routes.GDPR_COMPLIANCE, class_name=design.LINK),
                    ".",
                    class_name="mt-2 text-sm leading-6 " + design.TEXT,
                ),
                rx.el.div(
                    rx.el.button(
                        t("Reject All"),
                        type="button",
                        on_click=CookieConsentState.choose(False),
                        class_name=design.BUTTON_SECONDARY,
                    ),
                    rx.el.button(
                        t("Accept All"),
                        type="button",
                        on_click=CookieConsentState.choose(True),
                        class_name=design.BUTTON_PRIMARY,
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
        ),
    )
