"""Partners (/partners), the partner pages and the partner demo."""

from __future__ import annotations

from agency_site import routes
from agency_site.content.models import PageMeta
from agency_site.pages.partners import data
from agency_site.pages.partners.demo import partners_demo_page
from agency_site.pages.partners.detail import partner_page
from agency_site.pages.partners.listing import partners_page
from agency_site.pages.partners.state import PartnerFilterState
from agency_site.routes import Route

ORDER = 150

ROUTES = [
    Route(
        path=routes.PARTNERS,
        meta=data.LISTING_META,
        component=partners_page,
        on_load=PartnerFilterState.start_over,
    ),
    *[
        Route(
            path=routes.partner(partner.id),
            meta=PageMeta(partner.name, partner.summary),
            component=lambda partner=partner, profile=partner.profile: partner_page(
                partner, profile
            ),
        )
        for partner in data.PARTNERS
        if partner.profile is not None
    ],
    Route(
        path=routes.PARTNERS_DEMO,
        meta=data.DEMO_META,
        component=partners_demo_page,
    ),
]
