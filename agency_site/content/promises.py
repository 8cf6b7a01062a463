"""What the agency says of its own service, each said once.

Every page that tells a teacher who pays for what, what happens about housing or what help
comes with the visa reads the sentence here, so that no two pages can promise different
things (tests/unit/test_promises.py finds a page that words one of them its own way).

Who pays comes from the spec ("payment only for the service performed"); the rest
are the agency's promises, to be confirmed by it (confirmation=confirmed_by("name",
"2026-12-01")) before a deployment, which lists the ones left (agency_site/confirmations.py).
Contract length, flights and arrival are not promised anywhere: the spec says nothing of them.
How long the agency stays in touch is said once, in SUPPORT (issue 53: the pages gave three
answers).
"""

from __future__ import annotations

import dataclasses

from agency_site.content.confirmation import PENDING, Confirmation
from agency_site.i18n import Text, t


@dataclasses.dataclass(frozen=True)
class Promise:
    """A sentence the site says of the agency's service, and the agency's confirmation."""

    text: Text
    confirmation: Confirmation = PENDING


# Payment only for the service performed: the only thing the spec says about payment
# besides the packages and their prices.
PAYMENT = t("You pay only for the service performed.")

HOUSING = Promise(
    t(
        "Housing depends on the school: we tell you what your post includes before you "
        "accept an offer."
    )
)
VISA = Promise(
    t(
        "We guide you through the documents for your work visa and permit; your offer says "
        "what the school provides."
    )
)
SUPPORT = Promise(t("We stay in touch from your first application to the end of your contract."))

# Each promise by its name, for the list of what the agency has yet to confirm.
PROMISES = {"HOUSING": HOUSING, "VISA": VISA, "SUPPORT": SUPPORT}
