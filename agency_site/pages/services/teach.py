"""Teach in Uzbekistan (spec 2.5), at /services/teacher-recruitment."""

from __future__ import annotations

import reflex as rx

from agency_site import routes, theme
from agency_site.components.icons import icon
from agency_site.components.links import external_link, link
from agency_site.components.notices import notify
from agency_site.components.page import contact_call_to_action, hero, section
from agency_site.i18n import t
from agency_site.routes import Route
from agency_site.seo import page_title
from agency_site.settings import settings


def teach_page() -> rx.Component:
    return rx.fragment(
        hero(
            t("Teach in Uzbekistan"),
            t(
                "Join the national programme bringing foreign teachers of English, French and "
                "Arabic into Uzbek state schools, with housing support and a competitive salary."
            ),
            eyebrow=t("Ministry partnership 2025-2026"),
            actions=(
                external_link(
                    icon("send", 16),
                    t("Apply now"),
                    href=settings.teach_application_form_url,
                    class_name=theme.BUTTON_PRIMARY,
                ),
                link(
                    t("How to apply"), to=routes.APPLY_UZBEKISTAN, class_name=theme.BUTTON_SECONDARY
                ),
                rx.el.button(
                    icon("download", 16),
                    t("Download Teaching Guide"),
                    type="button",
                    # Spec 2.5: the guide is not published yet; the button only says so.
                    on_click=notify(
                        t("Download Guide"),
                        t(
                            "The teaching guide isn't available to download yet. Please check back soon."
                        ),
                    ),
                    class_name=theme.BUTTON_SECONDARY,
                ),
            ),
        ),
        section(
            t("Teaching tracks"),
            intro=t("English, French and Arabic, each with its own requirements."),
            anchor="tracks",
        ),
        section(
            t("Where you could live"),
            intro=t("Tashkent, Samarkand, Bukhara and Khiva."),
            anchor="cities",
        ),
        section(
            t("Life in Uzbekistan"),
            intro=t(
                "Silk Road cities, generous hospitality, excellent food and a low cost of living."
            ),
            anchor="life",
        ),
        section(
            t("What you receive"),
            intro=t(
                "A monthly salary, help with housing, visa and work-permit support, and a team on call."
            ),
            anchor="benefits",
        ),
        section(
            t("How it works"),
            rx.el.ol(
                *[
                    rx.el.li(
                        step,
                        class_name=theme.CARD + " p-5 font-semibold text-slate-900 dark:text-white",
                    )
                    for step in (
                        t("Apply online"),
                        t("Interview"),
                        t("Documentation"),
                        t("Placement"),
                    )
                ],
                class_name="mt-8 grid list-inside list-decimal gap-4 sm:grid-cols-2 lg:grid-cols-4",
            ),
            intro=t("Four steps from your application to your first day in class."),
            anchor="process",
        ),
        contact_call_to_action(
            t("Questions before you apply?"),
            t("Write to us and a recruiter will answer within two working days."),
        ),
    )


ROUTES = [
    Route(
        path=routes.TEACH_IN_UZBEKISTAN,
        title=page_title(t("Teach in Uzbekistan")),
        description=t(
            "Teach English, French or Arabic in Uzbek state schools through our ministry partnership."
        ),
        component=teach_page,
    )
]
