"""Services: global teaching opportunities (spec 2.6), Teach in Uzbekistan (2.5) and the
other service pages of the Services menu."""

from __future__ import annotations

from agency_site.pages.services.opportunities import ROUTES as OPPORTUNITIES_ROUTES
from agency_site.pages.services.service_pages import ROUTES as SERVICE_PAGE_ROUTES
from agency_site.pages.services.teach import ROUTES as TEACH_ROUTES

ROUTES = [*OPPORTUNITIES_ROUTES, *TEACH_ROUTES, *SERVICE_PAGE_ROUTES]
