"""The pages our mails link to: confirm a subscription, unsubscribe, see or erase your data.

Each reads MailLinkState (state.py) and shows one button; none is a destination of its own
(out of the sitemap, noindex).
"""

from __future__ import annotations

import dataclasses

import reflex as rx

from agency_site import design, routes
from agency_site.components.links import link
from agency_site.i18n import Text, t
from agency_site.pages.subscription.state import (
    ALREADY,
    CHECKING,
    DONE,
    EXPIRED,
    FAILED,
    INVALID,
    READY,
    MailLinkState,
)
from agency_site.routes import Route
from agency_site.seo import page_title

# What any link's page says when its token cannot be used, or the database failed.
_PROBLEMS = {
    EXPIRED: t(
        "This link has expired. Links to confirm a subscription are valid for 7 days: "
        "subscribe again and we will send you a new one."
    ),
    INVALID: t(
        "This link is not valid, or no longer: it may be incomplete, or belong to a "
        "subscription that has ended. Nothing was changed."
    ),
    FAILED: t("Something went wrong on our side. Nothing was changed; please try again later."),
}


@dataclasses.dataclass(frozen=True)
class LinkPage:
    """One page a mail links to: its words for each status, and its button."""

    path: str
    title: Text
    ready: Text
    button: Text
    done: Text
    already: Text
    on_load: object
    press: object


def _message(text: Text, test_id: str) -> rx.Component:
    return rx.el.p(text, data_testid=test_id, class_name="mt-4 text-lg " + design.TEXT)


def _status(page: LinkPage, extra: rx.Component) -> rx.Component:
    return rx.match(
        MailLinkState.status,
        (CHECKING, _message(t("Checking your link..."), "link-checking")),
        (
            READY,
            rx.el.div(
                _message(page.ready, "link-ready"),
                extra,
                rx.el.button(
                    page.button,
                    type="button",
                    on_click=page.press,
                    class_name=design.BUTTON_PRIMARY + " mt-8",
                ),
            ),
        ),
        (DONE, _message(page.done, "link-done")),
        (ALREADY, _message(page.already, "link-already")),
        *[(status, _message(text, f"link-{status}")) for status, text in _PROBLEMS.items()],
        _message(_PROBLEMS[FAILED], "link-failed"),
    )


def link_page(page: LinkPage) -> rx.Component:
    # The 'your data' page also lists what is stored, above its button.
    extra = _stored() if page is YOUR_DATA else rx.fragment()
    return rx.el.section(
        rx.el.div(
            rx.el.h1(page.title, class_name=design.HEADING_1),
            _status(page, extra),
            rx.el.p(
                link(t("Back to the home page"), to=routes.HOME, class_name=design.LINK),
                class_name="mt-10",
            ),
            class_name=design.READING_COLUMN,
        ),
        class_name="py-20",
        data_status=MailLinkState.status,
    )


CONFIRM = LinkPage(
    path=routes.CONFIRM_SUBSCRIPTION,
    title=t("Confirm your subscription"),
    ready=t("Press the button to confirm that you want to receive our e-mails."),
    button=t("Confirm my subscription"),
    done=t("Thank you: your subscription is confirmed. Every e-mail has a link to leave."),
    already=t("Your subscription was already confirmed. Nothing more to do."),
    on_load=MailLinkState.open_confirmation,
    press=MailLinkState.confirm,
)
UNSUBSCRIBE = LinkPage(
    path=routes.UNSUBSCRIBE,
    title=t("Unsubscribe"),
    ready=t("Press the button and we will send you nothing more on this subscription."),
    button=t("Unsubscribe"),
    done=t("You are unsubscribed. We will send you nothing more on this subscription."),
    already=t("You had already unsubscribed. We send you nothing more on this subscription."),
    on_load=MailLinkState.open_unsubscribe,
    press=MailLinkState.unsubscribe,
)
YOUR_DATA = LinkPage(
    path=routes.YOUR_DATA,
    title=t("What we store about you"),
    ready=t(
        "For your address, we keep each subscription with the record of your consent. "
        "Press the button to delete all of it at once."
    ),
    button=t("Delete all of it"),
    done=t("Everything we stored about your address is deleted, and we will send it nothing more."),
    already=t("Nothing is stored about this address."),
    on_load=MailLinkState.open_your_data,
    press=MailLinkState.erase,
)

_FIELDS = (
    ("kind", t("List")),
    ("state", t("State")),
    ("asked", t("Asked on")),
    ("confirmed", t("Confirmed on")),
    ("ended", t("Unsubscribed on")),
    ("page", t("Page")),
    ("language", t("Language")),
    ("consent", t("Version of the consent wording")),
    ("search", t("Saved search")),
)


def _stored() -> rx.Component:
    """The address and each of its subscriptions, field by field."""
    return rx.el.div(
        rx.el.p(
            t("Address:"), " ", rx.el.strong(MailLinkState.email), class_name="mt-6 " + design.TEXT
        ),
        rx.foreach(
            MailLinkState.stored,
            lambda row: rx.el.dl(
                *[
                    rx.el.div(
                        rx.el.dt(label, class_name="font-semibold"),
                        rx.el.dd(row[key]),
                        class_name="grid grid-cols-[12rem_1fr] gap-2",
                    )
                    for key, label in _FIELDS
                ],
                data_testid="stored-subscription",
                class_name=design.CARD + " mt-4 grid gap-1 p-4 text-sm " + design.TEXT,
            ),
        ),
    )


ROUTES = [
    Route(
        path=page.path,
        title=page_title(page.title),
        description=page.ready,
        component=lambda page=page: link_page(page),
        public=False,
        on_load=page.on_load,
    )
    for page in (CONFIRM, UNSUBSCRIBE, YOUR_DATA)
]
