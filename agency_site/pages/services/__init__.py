"""Services: global teaching opportunities (/services), Teach in Uzbekistan and the other
pages of the Services menu, one package each."""

from __future__ import annotations

from agency_site.pages.services import (
    converter,
    custom_dashboards,
    job_map,
    opportunities,
    partner_agencies,
    teach,
    tech_for_education,
)

ORDER = 30

ROUTES = [
    *opportunities.ROUTES,
    *teach.ROUTES,
    *tech_for_education.ROUTES,
    *partner_agencies.ROUTES,
    *custom_dashboards.ROUTES,
    *job_map.ROUTES,
    *converter.ROUTES,
]
