"""The partner demo (/partners-demo): how a partner is presented and what the portal offers."""

from __future__ import annotations

import reflex as rx

from agency_site import design, routes
from agency_site.components.icons import icon
from agency_site.components.links import link
from agency_site.components.page import (
    StatLook,
    call_to_action,
    contact_button,
    feature_grid,
    hero,
    section,
    stat_grid,
    step_number,
)
from agency_site.content.models import Step
from agency_site.pages.partners import data
from agency_site.pages.partners.views import become_partner_link, partner_card

# The partner whose card the demo shows.
SAMPLE_PARTNER_ID = "tutoron"


def _portal_preview() -> rx.Component:
    """A static picture of the portal's overview screen, filled with sample figures."""
    return rx.el.figure(
        rx.el.div(
            rx.el.p(
                icon("layout-dashboard", 18),
                data.PORTAL_PREVIEW_TITLE,
                class_name="flex items-center gap-2 font-semibold text-slate-900 dark:text-white",
            ),
            rx.el.span(
                data.SAMPLE_DATA,
                class_name="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold "
                "text-amber-900 dark:bg-amber-300/15 dark:text-amber-200",
            ),
            class_name="flex items-center justify-between gap-4 border-b border-slate-900/10 "
            "px-5 py-4 dark:border-white/10",
        ),
        stat_grid(
            data.PORTAL_SAMPLE_FIGURES,
            StatLook(
                grid="grid grid-cols-3 gap-3 p-5",
                item="flex flex-col-reverse gap-1 rounded-xl bg-slate-900/[0.03] p-3 "
                "dark:bg-white/5",
                label="text-xs " + design.TEXT_MUTED,
                value="text-2xl font-bold text-slate-900 dark:text-white",
            ),
        ),
        rx.el.ul(
            *[
                rx.el.li(
                    rx.el.div(
                        rx.el.p(
                            candidate.post,
                            class_name="text-sm font-semibold text-slate-900 dark:text-white",
                        ),
                        rx.el.p(candidate.place, class_name="text-xs " + design.TEXT_MUTED),
                    ),
                    rx.el.span(
                        candidate.status,
                        class_name="shrink-0 rounded-full bg-teal-50 px-2.5 py-0.5 text-xs "
                        "font-medium text-teal-800 dark:bg-teal-400/10 dark:text-teal-200",
                    ),
                    class_name="flex items-center justify-between gap-3 py-3",
                )
                for candidate in data.PORTAL_SAMPLE_CANDIDATES
            ],
            class_name="divide-y divide-slate-900/10 px-5 pb-2 dark:divide-white/10",
        ),
        rx.el.figcaption(
            data.PORTAL_PREVIEW_CAPTION,
            class_name="border-t border-slate-900/10 px-5 py-3 text-xs dark:border-white/10 "
            + design.TEXT_MUTED,
        ),
        class_name=design.CARD + " overflow-hidden",
    )


def _numbered(points: tuple[Step, ...], class_name: str) -> rx.Component:
    return rx.el.ol(
        *[
            rx.el.li(
                step_number(number, "h-8 w-8"),
                rx.el.div(
                    rx.el.h3(point.title, class_name=design.HEADING_3),
                    rx.el.p(point.text, class_name="mt-1 text-sm leading-6 " + design.TEXT_MUTED),
                ),
                class_name="flex gap-4",
            )
            for number, point in enumerate(points, start=1)
        ],
        class_name=class_name,
    )


def partners_demo_page() -> rx.Component:
    return rx.fragment(
        hero(
            data.DEMO_HERO,
            actions=(
                become_partner_link(),
                link(data.SEE_OUR_PARTNERS, to=routes.PARTNERS, class_name=design.BUTTON_SECONDARY),
            ),
            aside=_portal_preview(),
        ),
        section(
            data.PRESENTATION_HEADING,
            rx.el.div(
                _numbered(data.CARD_PARTS, "space-y-6"),
                rx.el.div(
                    partner_card(data.partner_by_id(SAMPLE_PARTNER_ID)),
                    class_name="mx-auto w-full max-w-md",
                ),
                class_name="mt-10 grid items-center gap-10 lg:grid-cols-2",
            ),
        ),
        section(data.PORTAL_HEADING, feature_grid(data.PORTAL_FEATURES)),
        section(
            data.STEPS_HEADING,
            _numbered(data.JOIN_STEPS, "mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-4"),
        ),
        call_to_action(
            data.DEMO_CLOSING,
            become_partner_link(design.BUTTON_ACCENT),
            contact_button(data.CONTACT_US, design.BUTTON_SECONDARY),
        ),
    )
