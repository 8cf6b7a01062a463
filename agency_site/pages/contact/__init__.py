"""Contact (spec 2.13)."""

from __future__ import annotations

import reflex as rx

from agency_site import routes, theme
from agency_site.components.contact import contact_list
from agency_site.components.links import link
from agency_site.components.page import call_to_action, hero, section
from agency_site.i18n import t
from agency_site.routes import Route
from agency_site.seo import page_title
from agency_site.settings import settings


def _contact_details() -> rx.Component:
    return rx.el.div(
        rx.el.h2(t("Contact details"), class_name=theme.HEADING_3),
        rx.el.div(
            contact_list(link_class=theme.LINK, text_class=theme.TEXT, icon_size=18),
            class_name="mt-4",
        ),
        class_name=theme.CARD + " p-6",
    )


def _map() -> rx.Component:
    return rx.el.iframe(
        src=str(settings.map_embed_url),
        title=t("Map of our office"),
        loading="lazy",
        class_name="aspect-[4/3] w-full rounded-2xl border-0 shadow-sm",
        custom_attrs={
            "width": "600",
            "height": "450",
            "referrerPolicy": "no-referrer-when-downgrade",
        },
    )


def contact_page() -> rx.Component:
    return rx.fragment(
        hero(
            t("Get in touch"),
            t(
                "Questions about teaching abroad, hiring teachers or partnering with us? Write to us; we reply within two working days."
            ),
            eyebrow=t("Contact"),
        ),
        section(
            t("Send us a message"),
            rx.el.div(_contact_details(), _map(), class_name="mt-8 grid gap-8 lg:grid-cols-2"),
            anchor="message",
        ),
        call_to_action(
            t("Not sure where to start?"),
            t("Browse open jobs, learn about us or start your application."),
            link(t("View services"), to=routes.SERVICES, class_name=theme.BUTTON_ACCENT),
            link(t("About us"), to=routes.ABOUT, class_name=theme.BUTTON_SECONDARY),
            link(
                t("Apply to teach"), to=routes.APPLY_UZBEKISTAN, class_name=theme.BUTTON_SECONDARY
            ),
        ),
    )


ROUTES = [
    Route(
        path=routes.CONTACT,
        title=page_title(t("Contact")),
        description=t("Contact our recruitment team by e-mail or visit our Manchester office."),
        component=contact_page,
    )
]
