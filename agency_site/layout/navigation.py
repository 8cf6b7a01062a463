"""What the header and footer link to, as data."""

from __future__ import annotations

import dataclasses

from agency_site import routes
from agency_site.i18n import t


@dataclasses.dataclass(frozen=True)
class NavItem:
    label: str
    path: str
    # Mark current only on this exact path (Home would otherwise match everything).
    exact: bool = False


HOME = NavItem(t("Home"), routes.HOME, exact=True)
ABOUT = NavItem(t("About Us"), routes.ABOUT)
SERVICES = NavItem(t("Services"), routes.SERVICES)
REVIEWS = NavItem(t("Reviews"), routes.REVIEWS)
MEDIA = NavItem(t("Media"), routes.MEDIA_CAMPAIGNS)
BLOG = NavItem(t("Blog"), routes.BLOG)
CONTACT = NavItem(t("Contact"), routes.CONTACT)
BRIGHTMATCH = NavItem(t("BrightMatch"), routes.BRIGHTMATCH)
PRIORITY_HIRING = NavItem(t("Priority hiring"), routes.PRIORITY_SERVICE)

TEACH_IN_UZBEKISTAN = NavItem(t("Teach in Uzbekistan"), routes.TEACH_IN_UZBEKISTAN)
VOLUNTEER_PROGRAMS = NavItem(t("Volunteer programs"), routes.VOLUNTEER_PROGRAMS)
MEDIA_CAMPAIGNS = NavItem(t("Media campaigns"), routes.MEDIA_CAMPAIGNS)

# Main links of the header, in the spec's order; Services carries the dropdown.
MAIN = (HOME, ABOUT, SERVICES, REVIEWS, MEDIA, BLOG, CONTACT)

# The seven pages of the Services dropdown.
SERVICE_PAGES = (
    NavItem(t("Global teaching opportunities"), routes.SERVICES, exact=True),
    TEACH_IN_UZBEKISTAN,
    NavItem(t("Tech for education"), routes.TECH_FOR_EDUCATION),
    NavItem(t("Partner agencies"), routes.PARTNER_AGENCIES),
    NavItem(t("Custom dashboards"), routes.CUSTOM_DASHBOARDS),
    NavItem(t("Job map"), routes.JOB_MAP),
    NavItem(t("Currency converter"), routes.CURRENCY_CONVERTER),
)

FOOTER_QUICK_LINKS = (HOME, ABOUT, TEACH_IN_UZBEKISTAN, CONTACT)
FOOTER_SERVICES = (TEACH_IN_UZBEKISTAN, VOLUNTEER_PROGRAMS, MEDIA_CAMPAIGNS)
