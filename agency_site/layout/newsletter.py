"""The newsletter pop-up (spec sections 4, 5, 7 and 9), run by assets/js/newsletter.jsx.

The pop-up sends the address to NewsletterState.subscribe with a request id of its own;
the answer comes back in NewsletterState.outcome (the pop-up closes on success), and
NewsletterState shows its notice.
"""

from __future__ import annotations

import re

import reflex as rx
from reflex_base.event import passthrough_event_spec

from agency_site import routes, theme
from agency_site.components.links import link
from agency_site.components.notices import Notice, ToastState, show_from
from agency_site.components.page import check_list, icon_tile
from agency_site.i18n import t
from agency_site.services import newsletter

NEWSLETTER_MODULE = "$/public/js/newsletter.jsx"

# Spec section 9: shown 3000 ms after a session's first page load, remembered under this
# sessionStorage key.
POPUP_DELAY_MS = 3000
SESSION_FLAG = "hasVisited"

_TITLE_ID = "newsletter-title"
_TEXT_ID = "newsletter-text"


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
# Shown by the pop-up when no answer comes in time.
UNAVAILABLE_NOTICE = Notice(
    "newsletter-unavailable",
    _FAILURE_TITLE,
    t("Subscriptions are unavailable right now. Please try again later or email us."),
    variant="destructive",
)

# The pop-up's request ids (crypto.randomUUID()); anything else is not echoed back.
_REQUEST_ID = re.compile(r"[0-9a-f-]{36}")


class NewsletterState(rx.State):
    """The answer to the pop-up's latest subscription request."""

    # {"request": <the pop-up's id>, "status": "received" or a newsletter.Outcome}
    outcome: rx.Field[dict[str, str]] = rx.field(default_factory=dict)

    @rx.event(background=True)
    async def subscribe(self, email: str, request: str):
        """Check, limit and subscribe `email` without holding up other visitors.

        Arguments arrive from the browser unchecked (any JSON): newsletter.subscribe()
        refuses anything but a valid address, and a bad request id is not echoed.
        """
        valid_request = isinstance(request, str) and _REQUEST_ID.fullmatch(request)
        request = request if valid_request else ""
        # Received: the pop-up now knows the back end is there and waits for the answer.
        async with self:
            self.outcome = {"request": request, "status": "received"}
        session = self.router.session
        outcome = await newsletter.attempt(email, session.client_token, session.client_ip)
        async with self:
            self.outcome = {"request": request, "status": outcome}
            return await show_from(self, OUTCOME_NOTICES[outcome])


class NewsletterPopup(rx.Component):
    library = NEWSLETTER_MODULE
    tag = "NewsletterPopup"

    delay: rx.Var[int]
    storage_key: rx.Var[str]
    labelled_by: rx.Var[str]
    described_by: rx.Var[str]
    close_label: rx.Var[str]
    email_label: rx.Var[str]
    email_placeholder: rx.Var[str]
    subscribe_label: rx.Var[str]
    # The name of the notice shown when no answer comes in time.
    unavailable_notice: rx.Var[str]
    outcome: rx.Var[dict]
    on_subscribe: rx.EventHandler[passthrough_event_spec(str, str)]
    on_notice: rx.EventHandler[passthrough_event_spec(str)]
    panel_class_name: rx.Var[str]
    close_class_name: rx.Var[str]
    form_class_name: rx.Var[str]
    label_class_name: rx.Var[str]
    input_class_name: rx.Var[str]
    button_class_name: rx.Var[str]


def newsletter_popup() -> rx.Component:
    """Mounted once in the page shell; renders nothing until it is due."""
    return NewsletterPopup.create(
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
        delay=POPUP_DELAY_MS,
        storage_key=SESSION_FLAG,
        labelled_by=_TITLE_ID,
        described_by=_TEXT_ID,
        close_label=t("Close"),
        email_label=t("Email address"),
        email_placeholder=t("you@example.com"),
        subscribe_label=t("Subscribe"),
        unavailable_notice=UNAVAILABLE_NOTICE.name,
        outcome=NewsletterState.outcome,
        on_subscribe=NewsletterState.subscribe,
        on_notice=ToastState.show,
        # Above the header (z-40), below the cookie banner (z-50), which stays usable; on
        # phones the panel keeps to the top and scrolls clear of that banner (site.css).
        class_name=(
            "newsletter-overlay fixed inset-0 z-[45] flex items-start justify-center overflow-y-auto "
            "bg-slate-950/50 p-4 backdrop-blur-sm sm:items-center"
        ),
        panel_class_name=(
            "relative w-full max-w-md rounded-3xl bg-white p-5 shadow-2xl outline-none ring-1 "
            "ring-slate-900/10 sm:p-8 dark:bg-slate-900 dark:ring-white/15"
        ),
        close_class_name=theme.ICON_BUTTON + " absolute right-3 top-3",
        form_class_name="mt-6 grid gap-3 sm:grid-cols-[1fr_auto]",
        label_class_name="text-sm font-medium text-slate-900 sm:col-span-2 dark:text-white",
        input_class_name=(
            "w-full rounded-full bg-white px-4 py-2.5 text-sm text-slate-900 ring-1 ring-inset "
            "ring-slate-900/15 placeholder:text-slate-500 focus:outline-2 focus:outline-offset-2 "
            "focus:outline-amber-500 dark:bg-slate-950/60 dark:text-white dark:ring-white/20 "
            "dark:placeholder:text-slate-400 dark:focus:outline-amber-300"
        ),
        button_class_name=theme.BUTTON_PRIMARY + " disabled:opacity-60",
        data_testid="newsletter-popup",
    )
