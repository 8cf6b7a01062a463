"""Contact: message form, contact details, map and a closing call to action."""

from __future__ import annotations

import reflex as rx

from agency_site import design, routes
from agency_site.components.contact import REPLY_DAYS, contact_list, postal_address
from agency_site.components.icons import icon
from agency_site.components.links import link, mailto_link
from agency_site.components.notices import feature_in_progress_notice, show_notice
from agency_site.components.page import call_to_action, hero, section, soon_badge
from agency_site.components.social import social_glyph
from agency_site.content.models import Heading
from agency_site.i18n import t, tn
from agency_site.pages.contact.data import SOCIAL_NETWORKS, SUBJECTS
from agency_site.pages.contact.form import message_form
from agency_site.pages.contact.state import ContactState
from agency_site.routes import Route
from agency_site.seo import page_title
from agency_site.settings import settings

# The social networks' pages are not linked yet: their buttons only say so.
SOCIAL_NOTICE = feature_in_progress_notice("social-networks", 5000)


def _how_we_help() -> rx.Component:
    return rx.el.div(
        rx.el.p(t("How we can help"), class_name=design.EYEBROW),
        rx.el.dl(
            *[
                rx.el.div(
                    rx.el.dt(
                        subject.label, class_name="font-semibold text-slate-900 dark:text-white"
                    ),
                    rx.el.dd(subject.covers, class_name="mt-1 text-sm " + design.TEXT_MUTED),
                    class_name="py-3",
                )
                for subject in SUBJECTS
            ],
            class_name="mt-3 divide-y divide-slate-900/10 dark:divide-white/10",
        ),
        class_name=design.CARD + " p-6",
    )


def _contact_details() -> rx.Component:
    return rx.el.div(
        rx.el.h3(t("Contact details"), class_name=design.HEADING_3),
        rx.el.div(
            contact_list(link_class=design.LINK, text_class=design.TEXT, icon_size=18),
            class_name="mt-4",
        ),
        rx.el.ul(
            rx.el.li(
                icon("phone", 18, "mt-0.5 shrink-0"),
                rx.el.span(
                    t(
                        "Phone support is for registered candidates and partners only. Please "
                        "make your first contact by e-mail."
                    )
                ),
                class_name="flex gap-2.5",
            ),
            rx.el.li(
                icon("clock", 18, "mt-0.5 shrink-0"),
                rx.el.span(
                    tn(
                        "We reply to every message within {count} working day.",
                        "We reply to every message within {count} working days.",
                        REPLY_DAYS,
                    )
                ),
                class_name="flex gap-2.5",
            ),
            class_name="mt-5 space-y-3 border-t border-slate-900/10 pt-5 text-sm "
            "dark:border-white/10 " + design.TEXT_MUTED,
        ),
        class_name=design.CARD + " p-6",
    )


def _social_buttons() -> rx.Component:
    return rx.el.div(
        rx.el.h3(t("Follow us"), class_name=design.HEADING_3),
        rx.el.p(
            t("Our social media pages are on their way."),
            class_name="mt-1 text-sm " + design.TEXT_MUTED,
        ),
        rx.el.ul(
            *[
                rx.el.li(
                    rx.el.button(
                        social_glyph(network.glyph, 18),
                        rx.el.span(network.name, class_name="flex-1 text-left"),
                        soon_badge(),
                        type="button",
                        on_click=show_notice(SOCIAL_NOTICE),
                        class_name=design.BUTTON_SECONDARY + " w-full justify-start",
                    )
                )
                for network in SOCIAL_NETWORKS
            ],
            class_name="mt-4 grid gap-2",
        ),
        class_name=design.CARD + " p-6",
    )


def _office() -> rx.Component:
    return rx.el.div(
        rx.el.div(
            rx.el.h3(t("Our office"), class_name=design.HEADING_3),
            postal_address("mt-3 leading-7 " + design.TEXT),
            rx.el.p(
                t("Visits are by appointment only: please e-mail us first to arrange a time."),
                class_name="mt-4 text-sm " + design.TEXT_MUTED,
            ),
            mailto_link(
                settings.contact_email,
                icon("mail", 16),
                t("Arrange a visit"),
                class_name=design.BUTTON_SECONDARY + " mt-6",
            ),
            class_name=design.CARD + " h-fit p-6",
        ),
        rx.el.iframe(
            src=str(settings.map_embed_url),
            title=t("Map showing the location of our office in Manchester"),
            loading="lazy",
            class_name="aspect-[4/3] w-full rounded-2xl border-0 shadow-sm ring-1 "
            "ring-slate-900/10 sm:aspect-[16/9] lg:col-span-2 dark:ring-white/10",
            custom_attrs={
                "width": "600",
                "height": "450",
                "referrerPolicy": "no-referrer-when-downgrade",
            },
        ),
        class_name="mt-8 grid gap-6 lg:grid-cols-3",
    )


def contact_page() -> rx.Component:
    return rx.fragment(
        hero(
            t("Get in touch"),
            tn(
                "Questions about teaching abroad, hiring teachers or partnering with us? Write to "
                "us and a member of our team will reply within {count} working day.",
                "Questions about teaching abroad, hiring teachers or partnering with us? Write to "
                "us and a member of our team will reply within {count} working days.",
                REPLY_DAYS,
            ),
            eyebrow=t("Contact"),
            actions=(
                mailto_link(
                    settings.contact_email,
                    icon("mail", 16),
                    t("Email {address}", address=settings.contact_email),
                    class_name=design.BUTTON_PRIMARY,
                ),
            ),
            aside=_how_we_help(),
        ),
        section(
            t("Send us a message"),
            rx.el.div(
                message_form(),
                rx.el.div(_contact_details(), _social_buttons(), class_name="space-y-6"),
                class_name="mt-8 grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]",
            ),
            intro=t(
                "Choose the subject that fits best so your message reaches the right person "
                "first time. Teachers are welcome to attach a CV."
            ),
            anchor="message",
        ),
        section(
            t("Visit our office"),
            _office(),
            intro=t("Our team works from Manchester, in the north-west of England."),
            anchor="office",
        ),
        call_to_action(
            Heading(
                t("Not sure where to start?"),
                t("Browse open jobs, learn about us or start your application."),
            ),
            link(t("View services"), to=routes.SERVICES, class_name=design.BUTTON_ACCENT),
            link(t("About us"), to=routes.ABOUT, class_name=design.BUTTON_SECONDARY),
            link(
                t("Apply to teach"), to=routes.APPLY_UZBEKISTAN, class_name=design.BUTTON_SECONDARY
            ),
        ),
    )


ROUTES = [
    Route(
        path=routes.CONTACT,
        title=page_title(t("Contact")),
        description=t("Contact our recruitment team by e-mail or visit our Manchester office."),
        component=contact_page,
        on_load=ContactState.start_over,
    )
]
