"""The newsletter pop-up (spec sections 4, 5, 7 and 9), held by NewsletterState.

It opens 3000 ms after the first page load of a browser session while session storage
holds no `hasVisited`, sets that key as it opens (so once per session), and closes on its
close button, a click outside it, Escape, and a successful subscription. The address goes
to NewsletterState.subscribe, which shows the outcome's notice.
"""

from __future__ import annotations

import asyncio
import re

import reflex as rx
from reflex.event import KeyInputInfo

from agency_site import routes, theme
from agency_site.components.dialog import wrap_focus
from agency_site.components.icons import icon
from agency_site.components.links import link
from agency_site.components.notices import Notice, show_from
from agency_site.components.page import check_list, icon_tile
from agency_site.i18n import t
from agency_site.reflex_internals import has_connection_errors
from agency_site.services import newsletter

# Spec section 9: shown 3000 ms after a session's first page load, remembered under this
# sessionStorage key.
POPUP_DELAY_MS = 3000
SESSION_FLAG = "hasVisited"

_TITLE_ID = "newsletter-title"
_TEXT_ID = "newsletter-text"
_PANEL_ID = "newsletter-dialog"
_CLOSE_ID = "newsletter-close"
_SUBSCRIBE_ID = "newsletter-subscribe"


# Spec section 8, and what the visitor is told when the address or the limit refuses it,
# or the back end cannot be reached.
_FAILURE_TITLE = t("Uh oh! Something went wrong.")
OUTCOME_NOTICES = {
    newsletter.Outcome.SUBSCRIBED: Notice(
        "newsletter-subscribed",
        t("Subscribed!"),
        t("Thanks for joining! We'll keep you updated with the latest news and services."),
    ),
    newsletter.Outcome.FAILED: Notice(
        "newsletter-failed",
        _FAILURE_TITLE,
        t("Could not subscribe. Please try again later."),
        variant="destructive",
    ),
    newsletter.Outcome.INVALID: Notice(
        "newsletter-invalid",
        _FAILURE_TITLE,
        t("Please enter a valid email address, such as name@example.com."),
        variant="destructive",
    ),
    newsletter.Outcome.LIMITED: Notice(
        "newsletter-limited",
        _FAILURE_TITLE,
        t("Too many attempts. Please wait a few minutes and try again."),
        variant="destructive",
    ),
}
# The pop-up's request ids (crypto.randomUUID()); anything else is not echoed back.
_REQUEST_ID = re.compile(r"[0-9a-f-]{36}")


# hasVisited in session storage: unset until the pop-up shows, OPEN while it shows, then
# CLOSED. Kept in the browser, so that a pop-up on show survives a back end that restarts.
OPEN, CLOSED = "open", "true"


class NewsletterState(rx.State):
    """The pop-up (on show or not, an address on its way or not) and the answer to the
    latest subscription request."""

    seen: str = rx.SessionStorage("", name=SESSION_FLAG)
    sending: bool = False
    # {"request": <the sender's id>, "status": "received" or a newsletter.Outcome}
    outcome: rx.Field[dict[str, str]] = rx.field(default_factory=dict)
    # Whether the session's first page started the wait: moving to another page meanwhile
    # does not start it again.
    _armed: bool = False

    @rx.var
    def shown(self) -> bool:
        return self.seen == OPEN

    @rx.event(background=True)
    async def arrive(self):
        """Each page as it mounts: the session's first one arms the pop-up."""
        async with self:
            wait = self.arm()
        if wait is None:
            return
        await asyncio.sleep(wait)
        async with self:
            if not self.seen:
                self.seen = OPEN

    def arm(self) -> float | None:
        """Seconds until the pop-up shows, from the session's first page; None when this
        session has seen it or a wait is already under way (one timer per session, however
        many pages mount meanwhile)."""
        if self.seen or self._armed:
            return None
        self._armed = True
        return POPUP_DELAY_MS / 1000

    @rx.event
    def close(self):
        """Its close button, a click outside it, Escape."""
        if self.seen == OPEN:
            self.seen = CLOSED

    @rx.event
    def key_pressed(self, key: str, modifiers: KeyInputInfo):
        if key == "Escape":
            return self.close()
        return None

    @rx.event(background=True)
    async def subscribe(self, email: str, request: str = ""):
        """Check, limit and subscribe `email` without holding up other visitors.

        Arguments arrive from the browser unchecked (any JSON): newsletter.subscribe()
        refuses anything but a valid address, and a bad request id is not echoed. Scripted
        senders (tests/e2e/sockets.py, the benchmarks) give an id to find their answer by.
        """
        valid_request = isinstance(request, str) and _REQUEST_ID.fullmatch(request)
        request = request if valid_request else ""
        # Received: the sender now knows the back end is there and waits for the answer.
        async with self:
            self.sending = True
            self.outcome = {"request": request, "status": "received"}
        session = self.router.session
        try:
            outcome = await newsletter.attempt(email, session.client_token, session.client_ip)
        finally:
            async with self:
                self.sending = False
        async with self:
            self.outcome = {"request": request, "status": outcome}
            if outcome == newsletter.Outcome.SUBSCRIBED:
                self.close()
            return await show_from(self, OUTCOME_NOTICES[outcome])


# Focus goes into the pop-up as it opens, and back to where it was as it closes.
# Expressions: Reflex compiles them into the page as functions' bodies (no eval, which the
# production policy refuses).
_TAKE_FOCUS = (
    "((panel) => { window.__newsletterReturnFocus = document.activeElement; panel?.focus(); })"
    f"(document.getElementById({_PANEL_ID!r}))"
)
_GIVE_FOCUS_BACK = (
    "((previous) => { if (previous?.isConnected && previous !== document.body)"
    " previous.focus(); })(window.__newsletterReturnFocus)"
)


def _form() -> rx.Component:
    return rx.el.form(
        rx.el.label(
            t("Email address"),
            html_for="newsletter-email",
            class_name="text-sm font-medium text-slate-900 sm:col-span-2 dark:text-white",
        ),
        rx.el.input(
            id="newsletter-email",
            type="email",
            name="email",
            required=True,
            auto_complete="email",
            placeholder=t("you@example.com"),
            class_name=(
                "w-full rounded-full bg-white px-4 py-2.5 text-sm text-slate-900 ring-1 "
                "ring-inset ring-slate-900/15 placeholder:text-slate-500 focus:outline-2 "
                "focus:outline-offset-2 focus:outline-amber-500 dark:bg-slate-950/60 "
                "dark:text-white dark:ring-white/20 dark:placeholder:text-slate-400 "
                "dark:focus:outline-amber-300"
            ),
        ),
        rx.el.button(
            t("Subscribe"),
            id=_SUBSCRIBE_ID,
            type="submit",
            # Not while the connection is down: the answer will not come, the visitor may
            # try again once it is back.
            disabled=NewsletterState.sending & ~has_connection_errors,
            class_name=theme.BUTTON_PRIMARY + " disabled:opacity-60",
        ),
        # The browser has checked the address already (type=email, required); the back end
        # checks it again.
        on_submit=lambda form: NewsletterState.subscribe(form.to(dict)["email"].to(str)),
        aria_busy=NewsletterState.sending,
        class_name="mt-6 grid gap-3 sm:grid-cols-[1fr_auto]",
    )


def _panel() -> rx.Component:
    return rx.el.div(
        wrap_focus(_SUBSCRIBE_ID),
        rx.el.button(
            icon("x", 20),
            id=_CLOSE_ID,
            type="button",
            aria_label=t("Close"),
            on_click=NewsletterState.close,
            class_name=theme.ICON_BUTTON + " absolute right-3 top-3",
        ),
        icon_tile("mail", display="hidden sm:flex"),
        rx.el.h2(
            t("Join our newsletter"),
            id=_TITLE_ID,
            class_name="pr-10 text-xl font-bold text-slate-900 sm:mt-4 dark:text-white",
        ),
        rx.el.p(
            t(
                "New teaching posts and intake dates straight to your inbox, with news of "
                "everything else we can help you with:"
            ),
            id=_TEXT_ID,
            class_name="mt-2 text-sm leading-6 " + theme.TEXT,
        ),
        check_list(
            t("Learning Uzbek or Russian"),
            t("IT services with our partners"),
            t("Studying in the UK"),
            class_name="mt-4 text-sm",
        ),
        rx.el.p(
            t("We store only your e-mail address, until you unsubscribe."),
            " ",
            # In a new tab: the pop-up stays where it is, over this page, not over the policy.
            link(
                t("Privacy Policy"),
                rx.el.span(t("(opens in a new tab)"), class_name="sr-only"),
                to=routes.PRIVACY_POLICY,
                target="_blank",
                class_name=theme.LINK,
            ),
            class_name="mt-4 text-xs " + theme.TEXT_MUTED,
        ),
        _form(),
        wrap_focus(_CLOSE_ID),
        id=_PANEL_ID,
        role="dialog",
        aria_modal="true",
        aria_labelledby=_TITLE_ID,
        aria_describedby=_TEXT_ID,
        tab_index=-1,
        on_mount=rx.run_script(_TAKE_FOCUS),
        on_unmount=rx.run_script(_GIVE_FOCUS_BACK),
        class_name=(
            "relative w-full max-w-md rounded-3xl bg-white p-5 shadow-2xl outline-none ring-1 "
            "ring-slate-900/10 sm:p-8 dark:bg-slate-900 dark:ring-white/15"
        ),
    )


def newsletter_popup() -> rx.Component:
    """Mounted in the page shell; renders nothing until it is due."""
    return rx.fragment(
        # Arms the pop-up as the page mounts.
        rx.el.span(hidden=True, on_mount=NewsletterState.arrive),
        rx.cond(
            NewsletterState.shown,
            rx.el.div(
                # Behind the panel: a click there is a click outside it.
                rx.el.div(
                    on_click=NewsletterState.close,
                    aria_hidden="true",
                    class_name="fixed inset-0",
                ),
                _panel(),
                # Only while it shows: Escape closes it.
                rx.window_event_listener(on_key_down=NewsletterState.key_pressed),
                data_testid="newsletter-popup",
                # Above the header (z-40), below the cookie banner (z-50), which stays usable;
                # on phones the panel keeps to the top and scrolls clear of that banner
                # (site.css).
                class_name=(
                    "newsletter-overlay fixed inset-0 z-[45] flex items-start justify-center "
                    "overflow-y-auto bg-slate-950/60 p-4 sm:items-center"
                ),
            ),
        ),
    )
