"""PartnerFilterState: the tag chosen on each partner list.

Two lists filter partners by tag: the home page's showcase of the whole network, which
starts at 'Featured', and the /partners grid of the partners that are not featured (they
have their own showcase above it), which starts at 'All'.
"""

from __future__ import annotations

import dataclasses

import reflex as rx

from agency_site.components.filters import hidden_items
from agency_site.components.language import request_language
from agency_site.i18n import in_language, t
from agency_site.pages.partners.data import NETWORK_PARTNERS, PARTNERS, Partner
from agency_site.pages.visits import start_visit
from agency_site.platform import public

ALL, FEATURED = "All", "Featured"
# Every tag of the network, in the order partners first carry them.
TAGS = tuple(dict.fromkeys(tag for partner in PARTNERS for tag in partner.categories))
# The two lists, by the name their views and events use.
SHOWCASE, NETWORK = "showcase", "network"


def partner_keys(partner: Partner) -> tuple[str, ...]:
    """The keys that show `partner`: its tags, and 'Featured' when it is featured."""
    return ((FEATURED,) if partner.featured else ()) + partner.categories


@dataclasses.dataclass(frozen=True)
class PartnerList:
    partners: tuple[Partner, ...]
    # The filter's buttons, in order.
    keys: tuple[str, ...]
    initial: str

    def hidden(self, chosen: str) -> list[str]:
        """The ids of the partners that `chosen` hides."""
        items = {partner.id: (partner_keys(partner), "") for partner in self.partners}
        return hidden_items(items, chosen, ALL)


LISTS = {
    SHOWCASE: PartnerList(PARTNERS, (ALL, FEATURED, *TAGS), initial=FEATURED),
    NETWORK: PartnerList(NETWORK_PARTNERS, (ALL, *TAGS), initial=ALL),
}


class PartnerFilterState(rx.State):
    """The chosen tag of each list, and what a screen reader hears after a change."""

    chosen: dict[str, str] = rx.field(
        default_factory=lambda: {name: partner_list.initial for name, partner_list in LISTS.items()}
    )
    announcement: dict[str, str] = rx.field(default_factory=lambda: dict.fromkeys(LISTS, ""))
    # Whether a page has started a visit with this state (agency_site/pages/visits.py).
    _visited: bool = False

    @rx.var
    def hidden(self) -> dict[str, list[str]]:
        """Each list's hidden partners (ids); the views hide their cards."""
        return {name: LISTS[name].hidden(chosen) for name, chosen in self.chosen.items()}

    @rx.var
    def empty(self) -> dict[str, bool]:
        """Whether a list shows no partner (its empty state shows instead)."""
        return {
            name: len(hidden) == len(LISTS[name].partners) for name, hidden in self.hidden.items()
        }

    @rx.event
    @public
    def choose(self, listing: str, tag: str):
        """A filter button: show `listing`'s partners carrying `tag`. Unknown values are ignored."""
        partner_list = LISTS.get(listing) if isinstance(listing, str) else None
        if partner_list is None or not isinstance(tag, str) or tag not in partner_list.keys:
            return
        self.chosen = {**self.chosen, listing: tag}
        total = len(partner_list.partners)
        shown = total - len(partner_list.hidden(tag))
        count = t("{count} of {total} partners shown", count=shown, total=total)
        language = request_language(self.router)
        self.announcement = {**self.announcement, listing: in_language(count, language)}

    @rx.event
    @public
    def start_over(self):
        """Each visit to a list starts at its first tag (run as the page loads)."""
        start_visit(self)
