"""Partners (spec 2.15), the partner pages and the partner demo."""

from __future__ import annotations

import reflex as rx

from agency_site import routes, theme
from agency_site.components.icons import icon
from agency_site.components.links import external_link, link
from agency_site.components.page import card, card_grid, hero, section
from agency_site.i18n import t
from agency_site.pages.partners.data import PARTNERS, Partner
from agency_site.routes import Route
from agency_site.seo import page_title
from agency_site.settings import settings


def _partner_card(partner: Partner) -> rx.Component:
    more = (
        (
            link(
                t("View partner"),
                to=routes.partner(partner.page_slug),
                class_name=theme.LINK + " mt-4 inline-block",
            ),
        )
        if partner.page_slug
        else ()
    )
    return card(partner.name, partner.summary, icon_name="building-2", children=more)


def partners_page() -> rx.Component:
    return rx.fragment(
        hero(
            t("Our partners"),
            t(
                "Governments, schools, training providers and companies that make our placements possible."
            ),
            eyebrow=t("Partner network"),
        ),
        section(
            t("Featured partners"),
            card_grid(*[_partner_card(partner) for partner in PARTNERS if partner.featured]),
            anchor="featured",
        ),
        section(
            t("More partners"),
            card_grid(*[_partner_card(partner) for partner in PARTNERS if not partner.featured]),
            anchor="network",
        ),
        section(
            t("Join Our Network"),
            rx.el.div(
                link(t("Explore Programs"), to=routes.SERVICES, class_name=theme.BUTTON_SECONDARY),
                external_link(
                    t("Become a Partner"),
                    href=settings.partner_inquiry_form_url,
                    class_name=theme.BUTTON_PRIMARY,
                ),
                class_name="mt-8 flex flex-wrap gap-3",
            ),
            intro=t("Schools, agencies and companies: let's work together."),
            anchor="join",
        ),
    )


def partner_page(partner: Partner) -> rx.Component:
    return rx.fragment(
        rx.el.div(
            link(
                icon("arrow-left", 16),
                t("All partners"),
                to=routes.PARTNERS,
                class_name="inline-flex items-center gap-2 pt-10 text-sm " + theme.LINK,
            ),
            class_name=theme.CONTAINER,
        ),
        hero(partner.name, partner.summary, eyebrow=partner.location),
        section(
            t("What we do together"),
            intro=t("How this partner supports our teachers and schools."),
            anchor="partnership",
        ),
    )


def partners_demo_page() -> rx.Component:
    return rx.fragment(
        hero(
            t("Partner portal demo"),
            t("A preview of the portal where partners follow their candidates and vacancies."),
            eyebrow=t("Demo"),
        ),
        section(
            t("What partners will see"),
            card_grid(
                card(
                    t("Vacancies"), t("Every open post you share with us."), icon_name="briefcase"
                ),
                card(t("Candidates"), t("Where each candidate stands."), icon_name="users"),
                card(t("Arrivals"), t("Start dates and onboarding."), icon_name="plane-landing"),
            ),
            anchor="preview",
        ),
    )


ROUTES = [
    Route(
        path=routes.PARTNERS,
        title=page_title(t("Partners")),
        description=t("The governments, schools and companies in our partner network."),
        component=partners_page,
    ),
    *[
        Route(
            path=routes.partner(partner.page_slug),
            title=page_title(partner.name),
            description=partner.summary,
            component=lambda partner=partner: partner_page(partner),
        )
        for partner in PARTNERS
        if partner.page_slug
    ],
    Route(
        path=routes.PARTNERS_DEMO,
        title=page_title(t("Partner portal demo")),
        description=t("A preview of our partner portal."),
        component=partners_demo_page,
    ),
]
