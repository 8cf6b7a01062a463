"""The words of the pages our mails link to: each page's title, button and outcomes, what
any of them says when its link cannot be used, and the fields of 'What we store about you'."""

from __future__ import annotations

import dataclasses

from agency_site import routes
from agency_site.i18n import Text, t
from agency_site.pages.subscription.state import EXPIRED, FAILED, INVALID


@dataclasses.dataclass(frozen=True)
class LinkPage:
    """One page a mail links to: where it is, its title, and its words for each status."""

    path: str
    title: Text
    ready: Text
    button: Text
    done: Text
    already: Text


CHECKING = t("Checking your link...")
BACK_HOME = t("Back to the home page")

# What any link's page says when its token cannot be used, or the database failed.
PROBLEMS = {
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

CONFIRM = LinkPage(
    path=routes.CONFIRM_SUBSCRIPTION,
    title=t("Confirm your subscription"),
    ready=t("Press the button to confirm that you want to receive our e-mails."),
    button=t("Confirm my subscription"),
    done=t("Thank you: your subscription is confirmed. Every e-mail has a link to leave."),
    already=t("Your subscription was already confirmed. Nothing more to do."),
)
UNSUBSCRIBE = LinkPage(
    path=routes.UNSUBSCRIBE,
    title=t("Unsubscribe"),
    ready=t("Press the button and we will send you nothing more on this subscription."),
    button=t("Unsubscribe"),
    done=t("You are unsubscribed. We will send you nothing more on this subscription."),
    already=t("You had already unsubscribed. We send you nothing more on this subscription."),
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
)

# The 'your data' page: the address, then each subscription's fields (key, label).
ADDRESS = t("Address:")
STORED_FIELDS = (
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
