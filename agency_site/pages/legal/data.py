"""The words around the legal pages' Markdown (content/legal/): the eyebrow, the date line,
the contact card beside the text, and each page's link to the other."""

from __future__ import annotations

from agency_site import routes
from agency_site.i18n import Message, t

EYEBROW = t("Legal")

# Each legal page: its Markdown's slug, and the other page it points to (path, label).
PAGES = {
    routes.PRIVACY_POLICY: ("privacy-policy", routes.GDPR_COMPLIANCE, t("GDPR Compliance")),
    routes.GDPR_COMPLIANCE: ("gdpr-compliance", routes.PRIVACY_POLICY, t("Privacy Policy")),
}

CONTACT_TITLE = t("Who to contact")
CONTACT_TEXT = t("Write to us for any request about your data; we answer within one month.")
SEE_ALSO = t("See also")


def last_updated(date: str) -> Message:
    return t("Last updated: {date}", date=date)
