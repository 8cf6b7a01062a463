"""Partners (/partners), the partner pages and the partner demo."""

from __future__ import annotations

from agency_site import routes
from agency_site.pages.partners import data
from agency_site.pages.partners.demo import partners_demo_page
from agency_site.pages.partners.detail import partner_page
from agency_site.pages.partners.listing import partners_page
from agency_site.pages.partners.state import PartnerFilterState
from agency_site.routes import Route
from agency_site.seo import page_title

ROUTES = [
    Route(
        path=routes.PARTNERS,
        title=page_title(data.LISTING_TITLE),
        description=data.LISTING_DESCRIPTION,
        component=partners_page,
        on_load=PartnerFilterState.start_over,
    ),
    *[
        Route(
            path=routes.partner(partner.id),
            title=page_title(partner.name),
            description=partner.summary,
            component=lambda partner=partner, profile=partner.profile: partner_page(
                partner, profile
            ),
        )
        for partner in data.PARTNERS
        if partner.profile is not None
    ],
    Route(
        path=routes.PARTNERS_DEMO,
        title=page_title(data.DEMO_HERO.title),
        description=data.DEMO_DESCRIPTION,
        component=partners_demo_page,
    ),
]
