"""Apply to teach in Uzbekistan (contents not shown in the spec)."""

from __future__ import annotations

import reflex as rx

from agency_site import routes, theme
from agency_site.components.icons import icon
from agency_site.components.links import external_link
from agency_site.components.page import card, card_grid, hero, section
from agency_site.i18n import t
from agency_site.routes import Route
from agency_site.seo import page_title
from agency_site.settings import settings

TO_PREPARE = (
    (
        "graduation-cap",
        t("Your degree"),
        t("A bachelor's degree in any subject, with a scan of the diploma."),
    ),
    (
        "award",
        t("A teaching certificate"),
        t("TEFL, TESOL, CELTA or a national teaching qualification."),
    ),
    (
        "file-text",
        t("An up-to-date CV"),
        t("Two pages at most, with your teaching experience first."),
    ),
    ("book-user", t("A valid passport"), t("Valid for at least 18 months from your start date.")),
)


def apply_page() -> rx.Component:
    return rx.fragment(
        hero(
            t("Apply to teach in Uzbekistan"),
            t(
                "The application takes about fifteen minutes. Here is what to prepare and what happens next."
            ),
            eyebrow=t("Applications open"),
            actions=(
                external_link(
                    icon("send", 16),
                    t("Open the application form"),
                    href=settings.teach_application_form_url,
                    class_name=theme.BUTTON_PRIMARY,
                ),
            ),
        ),
        section(
            t("What to prepare"),
            card_grid(
                *[card(title, text, icon_name=name) for name, title, text in TO_PREPARE], columns=4
            ),
            anchor="prepare",
        ),
        section(
            t("What happens next"),
            intro=t(
                "We reply within five working days and invite shortlisted teachers to an interview."
            ),
            anchor="next-steps",
        ),
    )


ROUTES = [
    Route(
        path=routes.APPLY_UZBEKISTAN,
        title=page_title(t("Apply to teach in Uzbekistan")),
        description=t("How to apply for a teaching post in Uzbekistan, and what to prepare."),
        component=apply_page,
    )
]
