"""The partner demo (/partners-demo): how a partner is presented and what the portal offers."""

from __future__ import annotations

import reflex as rx

from agency_site import design, routes
from agency_site.components.icons import icon
from agency_site.components.links import link
from agency_site.components.page import (
    StatLook,
    call_to_action,
    card,
    card_grid,
    hero,
    section,
    stat_grid,
)
from agency_site.content.models import Heading, Step
from agency_site.i18n import t
from agency_site.pages.partners.data import (
    CARD_PARTS,
    JOIN_STEPS,
    PORTAL_FEATURES,
    PORTAL_SAMPLE_CANDIDATES,
    PORTAL_SAMPLE_FIGURES,
    partner_by_id,
)
from agency_site.pages.partners.views import become_partner_link, partner_card

# The partner whose card the demo shows.
SAMPLE_PARTNER_ID = "tutoron"


def _portal_preview() -> rx.Component:
    """A static picture of the portal's overview screen, filled with sample figures."""
    return rx.el.figure(
        rx.el.div(
            rx.el.p(
                icon("layout-dashboard", 18),
                t("Partner portal"),
                class_name="flex items-center gap-2 font-semibold text-slate-900 dark:text-white",
            ),
            rx.el.span(
                t("Sample data"),
                class_name="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold "
                "text-amber-900 dark:bg-amber-300/15 dark:text-amber-200",
            ),
            class_name="flex items-center justify-between gap-4 border-b border-slate-900/10 "
            "px-5 py-4 dark:border-white/10",
        ),
        stat_grid(
            PORTAL_SAMPLE_FIGURES,
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
                for candidate in PORTAL_SAMPLE_CANDIDATES
            ],
            class_name="divide-y divide-slate-900/10 px-5 pb-2 dark:divide-white/10",
        ),
        rx.el.figcaption(
            t("The portal's overview, shown with sample figures."),
            class_name="border-t border-slate-900/10 px-5 py-3 text-xs dark:border-white/10 "
            + design.TEXT_MUTED,
        ),
        class_name=design.CARD + " overflow-hidden",
    )


def _numbered(points: tuple[Step, ...], class_name: str) -> rx.Component:
    return rx.el.ol(
        *[
            rx.el.li(
                rx.el.span(
                    str(number),
                    aria_hidden="true",
                    class_name="flex h-8 w-8 shrink-0 items-center justify-center rounded-full "
                    "bg-blue-700 text-sm font-bold text-white dark:bg-sky-400 dark:text-slate-950",
                ),
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
            t("Partner portal demo"),
            t(
                "See how your organisation would appear in our partner network, and how the "
                "partner portal lets you follow vacancies, candidates and arrivals in one place."
            ),
            eyebrow=t("For partners"),
            actions=(
                become_partner_link(),
                link(t("See our partners"), to=routes.PARTNERS, class_name=design.BUTTON_SECONDARY),
            ),
            aside=_portal_preview(),
        ),
        section(
            t("How your organisation is presented"),
            rx.el.div(
                _numbered(CARD_PARTS, "space-y-6"),
                rx.el.div(
                    partner_card(partner_by_id(SAMPLE_PARTNER_ID)),
                    class_name="mx-auto w-full max-w-md",
                ),
                class_name="mt-10 grid items-center gap-10 lg:grid-cols-2",
            ),
            intro=t(
                "Every partner has a card in our network, like this one from our partner Tutoron. "
                "Featured partners are also shown as a large block with a picture."
            ),
            anchor="presentation",
        ),
        section(
            t("What the partner portal offers"),
            card_grid(
                *[card(item.title, item.text, icon_name=item.icon) for item in PORTAL_FEATURES]
            ),
            intro=t(
                "One place to work with our recruiters, from the first vacancy to a teacher's "
                "first week at your school."
            ),
            anchor="portal",
        ),
        section(
            t("How partnering works"),
            _numbered(JOIN_STEPS, "mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-4"),
            intro=t("Four steps from your first message to your profile going live."),
            anchor="steps",
        ),
        call_to_action(
            Heading(
                t("Ready to join our network?"),
                t(
                    "Tell us about your organisation through our partner inquiry form, or write to "
                    "us with your questions first."
                ),
            ),
            become_partner_link(design.BUTTON_ACCENT),
            link(
                icon("mail", 16),
                t("Contact us"),
                to=routes.CONTACT,
                class_name=design.BUTTON_SECONDARY,
            ),
        ),
    )
