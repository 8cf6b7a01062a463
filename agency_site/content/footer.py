"""The words of the site's footer (layout/footer.py): 'Still deciding?', the agency in a few
lines, the column titles, the application card and the legal bar."""

from __future__ import annotations

import dataclasses

from agency_site import routes
from agency_site.components.contact import REPLY_DAYS
from agency_site.content.models import Heading
from agency_site.i18n import t, tn

# The copyright year, and the stars (out of 5) beside the external reviews link.
COPYRIGHT_YEAR = 2025
FOOTER_RATING = 4


@dataclasses.dataclass(frozen=True)
class IconLink:
    """A button to another page of the site: a Lucide icon, a label and the path."""

    icon: str
    label: str
    path: str


STILL_DECIDING = Heading(
    t("Still deciding?"),
    t("Compare our packages, meet the people who will guide you, or start your application today."),
)
# The first ones are secondary buttons; the last, applying, is the primary one.
STILL_DECIDING_LINKS = (
    IconLink("package", t("View packages"), routes.PRICING),
    IconLink("users", t("Meet the team"), routes.ABOUT),
)
APPLY_TO_TEACH = IconLink("graduation-cap", t("Apply to teach"), routes.APPLY_UZBEKISTAN)

ABOUT_US = t(
    "We connect qualified teachers of English, German, French and Arabic "
    "with schools in Uzbekistan, the UAE and Spain, in partnership with "
    "Uzbekistan's Ministry of Preschool and School Education."
)
PHONE_SUPPORT = t(
    "Phone support is for registered candidates and partners only; "
    "please make first contact by e-mail."
)

QUICK_LINKS = t("Quick links")
SERVICES = t("Services")
FEEDS = t("Feeds")
FOLLOW_US = t("Follow us")
READ_REVIEWS = t("Read our reviews")

SEND_APPLICATION = Heading(
    t("Ready to teach abroad?"),
    tn(
        "Send us your application and a recruiter will reply within {count} working day.",
        "Send us your application and a recruiter will reply within {count} working days.",
        REPLY_DAYS,
    ),
)
SEND_APPLICATION_BUTTON = t("Send Your Application")

ALL_RIGHTS_RESERVED = t("All rights reserved.")
PRIVACY_POLICY = t("Privacy Policy")
GDPR_COMPLIANCE = t("GDPR Compliance")
FAIR_RECRUITMENT = t("Fair recruitment")
