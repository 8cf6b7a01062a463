"""The newsletter pop-up, held by NewsletterState.

It opens 3000 ms after the first page load of a browser session while session storage
holds no `hasVisited`, sets that key as it opens (so once per session), and closes on its
close button, a click outside it, Escape, a successful subscription, and the next page
load (a reload or another page). The address goes to NewsletterState.subscribe, which shows
the outcome's notice.
"""

from __future__ import annotations

import asyncio
import math
import re

import reflex as rx
from reflex.event import KeyInputInfo
from reflex.vars import Var

from agency_site import browser, design, routes
from agency_site.backend import newsletter
from agency_site.backend.validation import InvalidInput, bounded_text
from agency_site.components.dialog import wrap_focus
from agency_site.components.form import email_input
from agency_site.components.icons import icon
from agency_site.components.language import page_address
from agency_site.components.links import link
from agency_site.components.notices import Notice, show_from
from agency_site.components.page import check_list, icon_tile
from agency_site.i18n import t
from agency_site.platform import has_connection_errors, public
from agency_site.routes import language_of_path

# Shown 3000 ms after a session's first page load, remembered under this sessionStorage key.
POPUP_DELAY_MS = 3000
SESSION_FLAG = "hasVisited"
# The page view the pop-up is on show on, kept in the tab's session storage too: a back end
# that restarted (its visitors' state in memory) gets it back as the page reconnects, and
# the pop-up, with what the visitor typed, stays open.
SHOWN_ON_KEY = "newsletterShownOn"
# A page view: the page's address and the moment the browser started loading it, so that a
# reload of the same page is another view (drawn without the pop-up).
VIEW_MAX_LENGTH = routes.ADDRESS_MAX_LENGTH + 32

_TITLE_ID = "newsletter-title"
_TEXT_ID = "newsletter-text"
_PANEL_ID = "newsletter-dialog"
_CLOSE_ID = "newsletter-close"
_SUBSCRIBE_ID = "newsletter-subscribe"


# The pop-up's notices: success, and what the visitor is told when the address or the limit
# refuses it, or the back end cannot be reached.
_FAILURE_TITLE = t("Uh oh! Something went wrong.")
OUTCOME_NOTICES = {
    newsletter.Outcome.SUBSCRIBED: Notice(
        "newsletter-subscribed",
        t("Subscribed!"),
        # The spec's text, and that the subscription waits for its confirmation (issue 39).
        t(
            "Thanks for joining! We'll keep you updated with the latest news and services. "
            "Please confirm with the link we have sent to your e-mail address."
        ),
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


# hasVisited in session storage: unset until the pop-up opens, then SHOWN for the rest of the
# browser session, whether or not the pop-up was closed.
SHOWN = "true"


async def attempt_while_sending(
    state: rx.State, email: str, page: str, **details: object
) -> newsletter.Outcome:
    """A subscription from `page` by the visitor of `state`, in one of its background events
    (the pop-up's, the job alerts'): `state.sending` is down again however it ends."""
    session = state.router.session
    try:
        return await newsletter.attempt(
            email,
            session.client_token,
            session.client_ip,
            language=language_of_path(page),
            page=page,
            **details,
        )
    finally:
        async with state:
            state.sending = False


class NewsletterState(rx.State):
    """The pop-up (on show or not, an address on its way or not) and the answer to the
    latest subscription request."""

    seen: str = rx.SessionStorage("", name=SESSION_FLAG)
    # The page the visitor is on and its view (back end only), and the view the pop-up is on
    # show on (or ""): it shows in that view only, so the next page is drawn without it from
    # its first frame.
    page: str = ""
    _view: str = ""
    shown_on: str = rx.SessionStorage("", name=SHOWN_ON_KEY)
    sending: bool = False
    # {"request": <the sender's id>, "status": "received" or a newsletter.Outcome}
    outcome: rx.Field[dict[str, str]] = rx.field(default_factory=dict)
    # Whether the session's first page started the wait: moving to another page meanwhile
    # does not start it again.
    _armed: bool = False

    @rx.event(background=True)
    @public
    async def arrive(self, page: str, since_load_ms: float = 0, view: str = ""):
        """Each page load (`page`: its address, checked as any text; `since_load_ms`: the
        milliseconds since the browser started loading it, as it mounted; `view`: the page
        view's key): the pop-up on show is done with, and the session's first page arms
        it."""
        async with self:
            wait = self.enter(page, since_load_ms, view)
        if wait is None:
            return
        await asyncio.sleep(wait)
        async with self:
            self.open()

    def enter(self, page: object, since_load_ms: object = 0, view: object = "") -> float | None:
        """A page has loaded: the pop-up closes if it was on show. Seconds until it shows,
        3000 ms after the session's first page loaded (the time it took to mount and reach
        the back end is not waited again); None when this session has seen it or a wait is
        already under way (one timer per session, however many pages load meanwhile)."""
        try:
            self.page = bounded_text(page, routes.ADDRESS_MAX_LENGTH)
            self._view = bounded_text(view, VIEW_MAX_LENGTH, required=False) or self.page
        except InvalidInput:
            return None
        # The same page view mounting again is no new page load: React's development mode
        # mounts each component twice, and on a slow machine the second arrival came after
        # the pop-up had opened, and closed it for the session.
        if self.shown_on != self._view:
            self.shown_on = ""
        if self.seen or self._armed:
            return None
        self._armed = True
        finite = type(since_load_ms) in (int, float) and math.isfinite(since_load_ms)
        waited = since_load_ms if finite else 0
        return (POPUP_DELAY_MS - min(max(waited, 0), POPUP_DELAY_MS)) / 1000

    def open(self) -> None:
        """The wait is over: the pop-up shows on the visitor's page, once per session."""
        if not self.seen:
            self.seen = SHOWN
            self.shown_on = self._view

    @rx.event
    @public
    def close(self):
        """Its close button, a click outside it, Escape."""
        self.shown_on = ""

    @rx.event
    @public
    def key_pressed(self, key: str, modifiers: KeyInputInfo):
        if key == "Escape":
            return self.close()
        return None

    @rx.event(background=True)
    @public
    async def subscribe(self, email: str, request: str = "", page: str = ""):
        """Check, limit and subscribe `email` without holding up other visitors.

        Arguments arrive from the browser unchecked (any JSON): newsletter.subscribe()
        refuses anything but a valid address, and a bad request id is not echoed. Scripted
        senders (tests/e2e/sockets.py, the benchmarks) give an id to find their answer by.
        The pop-up names its page (the consent's record and the mail's language), which a
        back end that restarted since the page loaded does not know.
        """
        valid_request = isinstance(request, str) and _REQUEST_ID.fullmatch(request)
        request = request if valid_request else ""
        try:
            page = bounded_text(page, routes.ADDRESS_MAX_LENGTH, required=False) or self.page
        except InvalidInput:
            page = self.page
        # Received: the sender now knows the back end is there and waits for the answer.
        async with self:
            self.sending = True
            self.outcome = {"request": request, "status": "received"}
        outcome = await attempt_while_sending(self, email, page)
        async with self:
            self.outcome = {"request": request, "status": outcome}
            if outcome == newsletter.Outcome.SUBSCRIBED:
                self.close()
            return await show_from(self, OUTCOME_NOTICES[outcome])


# In the browser: the milliseconds since it started loading the page (its time origin).
_SINCE_PAGE_LOAD_MS = browser.expression("since_page_load_ms", float)
# The page view's key (see VIEW_MAX_LENGTH).
_LOADED_AT = browser.expression("page_loaded_at")


def _page_view() -> Var:
    return Var.create(f"{page_address()} {_LOADED_AT}")


# Focus goes into the pop-up as it opens, and back to where it was as it closes.
_TAKE_FOCUS = browser.script("take_focus", id=_PANEL_ID)
_GIVE_FOCUS_BACK = browser.script("give_focus_back")


def _form() -> rx.Component:
    return rx.el.form(
        rx.el.label(
            t("Email address"),
            html_for="newsletter-email",
            class_name="text-sm font-medium text-slate-900 sm:col-span-2 dark:text-white",
        ),
        email_input("newsletter-email", t("you@example.com")),
        rx.el.button(
            t("Subscribe"),
            id=_SUBSCRIBE_ID,
            type="submit",
            # Not while the connection is down: the answer will not come, the visitor may
            # try again once it is back.
            disabled=NewsletterState.sending & ~has_connection_errors,
            class_name=design.BUTTON_PRIMARY + " disabled:opacity-60",
        ),
        # The browser has checked the address already (type=email, required); the back end
        # checks it again.
        on_submit=lambda form: NewsletterState.subscribe(
            form.to(dict)["email"].to(str), "", page_address()
        ),
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
            class_name=design.ICON_BUTTON + " absolute right-3 top-3",
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
            class_name="mt-2 text-sm leading-6 " + design.TEXT,
        ),
        check_list(
            t("Learning Uzbek or Russian"),
            t("IT services with our partners"),
            t("Studying in the UK"),
            class_name="mt-4 text-sm",
        ),
        rx.el.p(
            # The consent wording: a change needs a new subscriptions.CONSENT_VERSION.
            t(
                "You confirm by e-mail first. We store your address and a record of your "
                "consent until you unsubscribe."
            ),
            " ",
            # In a new tab: the pop-up stays where it is, over this page, not over the policy.
            link(
                t("Privacy Policy"),
                rx.el.span(t("(opens in a new tab)"), class_name="sr-only"),
                to=routes.PRIVACY_POLICY,
                target="_blank",
                class_name=design.LINK,
            ),
            class_name="mt-4 text-xs " + design.TEXT_MUTED,
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
        rx.el.span(
            hidden=True,
            on_mount=NewsletterState.arrive(page_address(), _SINCE_PAGE_LOAD_MS, _page_view()),
        ),
        rx.cond(
            NewsletterState.shown_on == _page_view(),
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
