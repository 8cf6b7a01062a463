"""BrightMatch: the school-matching feature, 'Coming Soon'."""

from __future__ import annotations

import reflex as rx

from agency_site import design, routes
from agency_site.components.links import link
from agency_site.components.media import illustration
from agency_site.components.page import (
    call_to_action,
    feature_grid,
    hero,
    section,
    soon_badge,
    steps,
)
from agency_site.pages.brightmatch import data
from agency_site.routes import Route


def _hero() -> rx.Component:
    return hero(
        data.HERO,
        actions=(
            soon_badge(data.COMING_SOON),
            link(data.SEE_OPEN_POSITIONS, to=routes.SERVICES, class_name=design.BUTTON_PRIMARY),
        ),
        aside=illustration("/images/pages/brightmatch.svg", data.ILLUSTRATION_ALT),
    )


def brightmatch_page() -> rx.Component:
    return rx.fragment(
        _hero(),
        section(data.FEATURES_SECTION, feature_grid(data.FEATURES)),
        section(data.STEPS_SECTION, steps(*data.HOW_IT_WILL_WORK)),
        call_to_action(
            data.CLOSING,
            link(data.SEE_OPEN_POSTS, to=routes.JOBS_DASHBOARD, class_name=design.BUTTON_ACCENT),
            link(data.CONTACT_US, to=routes.CONTACT, class_name=design.BUTTON_ON_BRAND),
        ),
    )


ORDER = 220

ROUTES = [Route(routes.BRIGHTMATCH, data.META, brightmatch_page)]
