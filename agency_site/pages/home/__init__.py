"""Home: every section in the spec's order."""

from __future__ import annotations

import reflex as rx

from agency_site import design, routes
from agency_site.components.carousel import carousel
from agency_site.components.effects import scroll_reveal
from agency_site.components.icons import icon
from agency_site.components.links import external_link, link
from agency_site.components.media import illustration
from agency_site.components.offers import candidate_services
from agency_site.components.open_posts import OpenPostsState
from agency_site.components.page import (
    StatLook,
    arrow_button,
    contact_call_to_action,
    feature_grid,
    hero,
    name_and_role,
    section,
    soon_badge,
    stat_grid,
)
from agency_site.components.rating import provenance, rating_stars
from agency_site.content.models import Heading
from agency_site.i18n import in_language, per_language
from agency_site.pages.home import data
from agency_site.pages.home.data import Testimonial
from agency_site.pages.partners.state import SHOWCASE, PartnerFilterState
from agency_site.pages.partners.views import filtered_partner_cards, partner_filter
from agency_site.routes import Route
from agency_site.settings import settings


def _statistics() -> rx.Component:
    return stat_grid(
        data.STATISTICS,
        unconfirmed_mark=data.PLACEHOLDER_MARK,
        look=StatLook(
            grid="grid grid-cols-2 gap-4",
            item="flex flex-col-reverse gap-1 " + design.CARD + " p-5",
            label="text-sm " + design.TEXT_MUTED,
            value="text-3xl font-bold text-slate-900 dark:text-white",
        ),
        data_testid="home-statistics",
    )


def _hero() -> rx.Component:
    return hero(
        data.HERO,
        actions=(
            external_link(
                icon("send", 16),
                data.APPLY_NOW,
                href=settings.application_form_url,
                class_name=design.BUTTON_PRIMARY,
            ),
            link(data.OUR_PARTNERS, to=routes.PARTNERS, class_name=design.BUTTON_SECONDARY),
            link(
                data.MEDIA_AND_CAMPAIGNS,
                to=routes.MEDIA_CAMPAIGNS,
                class_name=design.BUTTON_SECONDARY,
            ),
        ),
        aside=_statistics(),
    )


def _hiring_banner(heading: Heading) -> rx.Component:
    return rx.el.section(
        rx.el.div(
            rx.el.div(
                rx.el.p(
                    heading.eyebrow,
                    class_name="text-sm font-semibold uppercase tracking-wider text-amber-900 dark:text-amber-200",
                ),
                rx.el.h2(
                    heading.title,
                    class_name="mt-1 text-xl font-bold text-slate-900 dark:text-white",
                ),
            ),
            external_link(
                data.APPLY_FOR_NEXT_INTAKE,
                href=settings.application_form_url,
                class_name=design.BUTTON_ACCENT,
            ),
            class_name=(
                design.CONTAINER + " flex flex-col gap-4 rounded-3xl bg-amber-100 py-8 sm:flex-row "
                "sm:items-center sm:justify-between dark:bg-amber-400/10"
            ),
        ),
        class_name="px-4 py-6 sm:px-6 lg:px-8",
    )


def _partner_showcase() -> rx.Component:
    return section(
        data.PARTNERS_SECTION,
        # The showcase starts at 'Featured'.
        partner_filter(SHOWCASE, data_testid="home-partner-filter"),
        filtered_partner_cards(
            SHOWCASE,
            data.PARTNER_DETAILS,
            class_name="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3",
            data_testid="home-partners",
        ),
        link(
            data.SEE_ALL_PARTNERS,
            icon("arrow-right", 16),
            to=routes.PARTNERS,
            class_name="mt-8 inline-flex items-center gap-2 " + design.LINK,
        ),
    )


def _testimonial_card(testimonial: Testimonial) -> rx.Component:
    return rx.el.figure(
        rating_stars(5),
        rx.el.blockquote(
            rx.el.p(testimonial.review_body),
            class_name="mt-4 flex-1 leading-7 " + design.TEXT,
        ),
        # The provenance inside the caption: a figure's caption is its first or last child.
        rx.el.figcaption(
            rx.el.div(
                rx.el.span(
                    testimonial.initials,
                    class_name=(
                        "flex h-11 w-11 shrink-0 items-center justify-center rounded-full "
                        "bg-blue-700 text-sm font-bold text-white dark:bg-sky-400 "
                        "dark:text-slate-950"
                    ),
                    aria_hidden="true",
                ),
                rx.el.span(*name_and_role(testimonial.reviewer, testimonial.display_role)),
                class_name="flex items-center gap-3",
            ),
            provenance(testimonial),
            class_name="mt-6",
        ),
        class_name=design.CARD + " flex h-full flex-col p-6",
    )


def _testimonials() -> rx.Component:
    # Loops, centred, 1 card per view on phones, 2 from sm, 3 from lg; hovering holds it.
    return carousel(
        *[_testimonial_card(testimonial) for testimonial in data.TESTIMONIALS],
        label=data.TESTIMONIALS_LABEL,
        two_from="sm",
        align="center",
        pause_on_hover=True,
        dots=True,
        class_name="mt-10",
        data_testid="testimonials",
    )


def _brightmatch() -> rx.Component:
    return section(
        data.BRIGHTMATCH_SECTION,
        rx.el.div(
            rx.el.div(
                rx.el.ul(
                    *[
                        rx.el.li(
                            icon(
                                "check", 18, "mt-1 shrink-0 text-emerald-600 dark:text-emerald-400"
                            ),
                            text,
                            class_name="flex gap-3 " + design.TEXT,
                        )
                        for text in data.BRIGHTMATCH_PROMISES
                    ],
                    class_name="space-y-3",
                ),
                rx.el.div(
                    soon_badge(data.COMING_SOON),
                    arrow_button(data.DISCOVER_BRIGHTMATCH, routes.BRIGHTMATCH),
                    class_name="mt-8 flex flex-wrap items-center gap-4",
                ),
            ),
            illustration(
                "/images/pages/brightmatch.svg",
                data.BRIGHTMATCH_ALT,
                eager=False,
            ),
            class_name="mt-10 grid items-center gap-10 lg:grid-cols-2",
        ),
    )


def _legitimacy() -> rx.Component:
    return section(
        data.LEGITIMACY_SECTION,
        rx.el.div(
            rx.el.ul(
                *[
                    rx.el.li(
                        icon(point.icon, 20, "mt-0.5 shrink-0 text-blue-700 dark:text-sky-300"),
                        rx.el.span(
                            rx.el.strong(
                                point.title, class_name="block text-slate-900 dark:text-white"
                            ),
                            rx.el.span(
                                point.text, class_name="mt-1 block text-sm " + design.TEXT_MUTED
                            ),
                        ),
                        class_name="flex gap-3",
                    )
                    for point in data.TRUST_POINTS
                ],
                class_name="grid gap-6 sm:grid-cols-2",
            ),
            rx.el.p(
                data.LEGITIMACY_NOTE,
                external_link(
                    data.READ_OUR_REVIEWS,
                    href=settings.reviews_url,
                    class_name=design.LINK + " ml-1",
                ),
                class_name="mt-8 border-t border-slate-900/10 pt-6 text-sm dark:border-white/10 "
                + design.TEXT,
            ),
            class_name=design.CARD + " mt-10 p-6 sm:p-8",
        ),
    )


def _award(heading: Heading) -> rx.Component:
    return rx.el.section(
        rx.el.div(
            icon("trophy", 40, "shrink-0 text-amber-500 dark:text-amber-300"),
            rx.el.div(
                rx.el.h2(heading.title, class_name=design.HEADING_2),
                rx.el.p(heading.text, class_name="mt-2 " + design.TEXT),
            ),
            link(
                data.READ_THE_ANNOUNCEMENT,
                to=routes.AWARDS,
                class_name=design.BUTTON_SECONDARY + " sm:ml-auto",
            ),
            class_name=(
                design.CONTAINER + " flex flex-col gap-6 rounded-3xl bg-amber-50 py-10 ring-1 "
                "ring-amber-500/20 sm:flex-row sm:items-center dark:bg-amber-400/10 "
                "dark:ring-amber-300/20"
            ),
        ),
        id="award",
        class_name="px-4 py-12 sm:px-6 lg:px-8",
    )


def home_page() -> rx.Component:
    # Each section fades in as it scrolls into view.
    return scroll_reveal(
        _hero(),
        _partner_showcase(),
        _hiring_banner(data.HIRING),
        _brightmatch(),
        _legitimacy(),
        section(data.WHY_CHOOSE_US_SECTION, feature_grid(data.WHY_CHOOSE_US, columns=4)),
        section(data.TESTIMONIALS_SECTION, _testimonials()),
        section(data.SERVICES_SECTION, candidate_services()),
        _award(data.AWARD),
        contact_call_to_action(data.CLOSING),
    )


ORDER = 10

ROUTES = [
    Route(
        routes.HOME,
        data.META,
        home_page,
        on_load=[PartnerFilterState.start_over, OpenPostsState.follow_day],
        full_title=per_language(
            lambda code: f"{settings.brand_name} | " + in_language(data.TITLE, code)
        ),
    )
]
