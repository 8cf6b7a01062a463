"""The not-found page's words and the pages it suggests instead."""

from __future__ import annotations

from agency_site import routes
from agency_site.content.models import PageMeta
from agency_site.i18n import t
from agency_site.layout import navigation

TITLE = t("Page not found")
META = PageMeta(TITLE, t("The page you were looking for does not exist."))

# The router's error page as the spec has it for an unknown address: its heading and status.
ERROR = t("Unexpected Application Error!")
STATUS = t("404 Not Found")
SUGGESTION = t(
    "We couldn't find that page. The link may be old or mistyped. These pages "
    "are a good place to continue:"
)
DESTINATIONS_LABEL = t("Main sections")
DESTINATIONS = (
    navigation.HOME,
    navigation.SERVICES,
    navigation.TEACH_IN_UZBEKISTAN,
    navigation.NavItem(t("Packages"), routes.PRICING),
    navigation.BLOG,
    navigation.CONTACT,
)
