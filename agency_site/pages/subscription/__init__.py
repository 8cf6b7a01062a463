"""The pages our mails link to: confirm a subscription, unsubscribe, see or erase your data.

Each reads MailLinkState (state.py) and shows one button; none is a destination of its own
(out of the sitemap, noindex). Their words are in data.py.
"""

from __future__ import annotations

import reflex as rx

from agency_site import design, routes
from agency_site.components.links import link
from agency_site.content.models import PageMeta
from agency_site.i18n import Text
from agency_site.pages.subscription import data
from agency_site.pages.subscription.data import STORED_FIELDS, LinkPage
from agency_site.pages.subscription.state import (
    ALREADY,
    CHECKING,
    DONE,
    FAILED,
    READY,
    MailLinkState,
)
from agency_site.routes import Route


def _message(text: Text, test_id: str) -> rx.Component:
    return rx.el.p(text, data_testid=test_id, class_name="mt-4 text-lg " + design.TEXT)


def _status(page: LinkPage, press, extra: rx.Component) -> rx.Component:
    return rx.match(
        MailLinkState.status,
        (CHECKING, _message(data.CHECKING, "link-checking")),
        (
            READY,
            rx.el.div(
                _message(page.ready, "link-ready"),
                extra,
                rx.el.button(
                    page.button,
                    type="button",
                    on_click=press,
                    class_name=design.BUTTON_PRIMARY + " mt-8",
                ),
            ),
        ),
        (DONE, _message(page.done, "link-done")),
        (ALREADY, _message(page.already, "link-already")),
        *[(status, _message(text, f"link-{status}")) for status, text in data.PROBLEMS.items()],
        _message(data.PROBLEMS[FAILED], "link-failed"),
    )


def link_page(page: LinkPage, press) -> rx.Component:
    """`press` is the event of the page's one button."""
    # The 'your data' page also lists what is stored, above its button.
    extra = _stored() if page is data.YOUR_DATA else rx.fragment()
    return rx.el.section(
        rx.el.div(
            rx.el.h1(page.title, class_name=design.HEADING_1),
            _status(page, press, extra),
            rx.el.p(
                link(data.BACK_HOME, to=routes.HOME, class_name=design.LINK),
                class_name="mt-10",
            ),
            class_name=design.READING_COLUMN,
        ),
        class_name="py-20",
        data_status=MailLinkState.status,
    )


def _stored() -> rx.Component:
    """The address and each of its subscriptions, field by field."""
    return rx.el.div(
        rx.el.p(
            data.ADDRESS, " ", rx.el.strong(MailLinkState.email), class_name="mt-6 " + design.TEXT
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
                    for key, label in STORED_FIELDS
                ],
                data_testid="stored-subscription",
                class_name=design.CARD + " mt-4 grid gap-1 p-4 text-sm " + design.TEXT,
            ),
        ),
    )


# Each page, the event that reads its link as it loads, and the event of its button.
_PAGES = (
    (data.CONFIRM, MailLinkState.open_confirmation, MailLinkState.confirm),
    (data.UNSUBSCRIBE, MailLinkState.open_unsubscribe, MailLinkState.unsubscribe),
    (data.YOUR_DATA, MailLinkState.open_your_data, MailLinkState.erase),
)

ORDER = 230

ROUTES = [
    Route(
        path=page.path,
        meta=PageMeta(page.title, page.ready),
        component=lambda page=page, press=press: link_page(page, press),
        public=False,
        on_load=on_load,
    )
    for page, on_load, press in _PAGES
]
