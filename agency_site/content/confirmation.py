"""The agency's word on its own content: whether it has confirmed an item, who did and when.

Every statement of fact on the site has a source: the spec, a setting, or a content item the
agency has confirmed. An item of the last kind (a review, a testimonial, a partner's facts, a
job's details, the exchange-rate table, a promise about the process) carries a
`Confirmation`. Until someone at the agency fills it in, the item is a sample: the reviews
and testimonials say so on the page, `make check-content` lists it, and a deployment
(AGENCY_DEPLOY=1) refuses to build or start while any is left (agency_site/deploy.py).
"""

from __future__ import annotations

import dataclasses
import datetime


@dataclasses.dataclass(frozen=True)
class Confirmation:
    """Who at the agency confirmed an item (a name or a role) and on which day."""

    by: str = ""
    on: datetime.date | None = None

    def __post_init__(self) -> None:
        if bool(self.by.strip()) != (self.on is not None):
            raise ValueError("a confirmation names both who confirmed it and the day, or neither")

    @property
    def confirmed(self) -> bool:
        return self.on is not None


# Not confirmed yet: a sample until the agency confirms it.
PENDING = Confirmation()


def confirmed_by(by: str, on: str) -> Confirmation:
    """A confirmation as staff write it in a data module: confirmed_by("J. Smith", "2026-12-01")."""
    return Confirmation(by, datetime.date.fromisoformat(on))


@dataclasses.dataclass(frozen=True)
class Pending:
    """One item still to confirm: the file it lives in and which item of it."""

    file: str
    item: str

    def __str__(self) -> str:
        return f"{self.file}: {self.item}"


@dataclasses.dataclass(frozen=True, kw_only=True)
class Quoted:
    """A real person's words the site quotes (a review, a testimonial): where they come from
    (the review site and date, or the person's written consent and its date) and the
    agency's confirmation. Without both it is a sample, and marked so on the page."""

    source: str = ""
    confirmation: Confirmation = PENDING

    @property
    def sample(self) -> bool:
        return not (self.source.strip() and self.confirmation.confirmed)
