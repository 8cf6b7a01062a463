"""Contact: message form, contact details, map and a closing call to action."""

from __future__ import annotations

import reflex as rx

from agency_site import design, routes
from agency_site.components import page as blocks
from agency_site.components.contact import contact_list, postal_address
from agency_site.components.icons import icon
from agency_site.components.links import link
from agency_site.components.notices import feature_in_progress_notice, show_notice
from agency_site.components.social import social_glyph
from agency_site.pages.contact import data
from agency_site.pages.contact.form import message_form
from agency_site.pages.contact.state import ContactState
from agency_site.routes import Route
from agency_site.settings import settings

# The social networks' pages are not linked yet: their buttons only say so.
SOCIAL_NOTICE = feature_in_progress_notice("social-networks", 5000)


def _how_we_help() -> rx.Component:
    return blocks.labelled_card(
        data.HOW_WE_HELP,
        rx.el.dl(
            *[
                rx.el.div(
                    rx.el.dt(
                        subject.label, class_name="font-semibold text-slate-900 dark:text-white"
                    ),
                    rx.el.dd(subject.covers, class_name="mt-1 text-sm " + design.TEXT_MUTED),
                    class_name="py-3",
                )
                for subject in data.SUBJECTS
            ],
            class_name="mt-3 divide-y divide-slate-900/10 dark:divide-white/10",
        ),
    )


def _contact_details() -> rx.Component:
    return rx.el.div(
        rx.el.h3(data.CONTACT_DETAILS, class_name=design.HEADING_3),
        rx.el.div(
            contact_list(link_class=design.LINK, text_class=design.TEXT, icon_size=18),
            class_name="mt-4",
        ),
        rx.el.ul(
            rx.el.li(
                icon("phone", 18, "mt-0.5 shrink-0"),
                rx.el.span(data.PHONE_POLICY),
                class_name="flex gap-2.5",
            ),
            rx.el.li(
                icon("clock", 18, "mt-0.5 shrink-0"),
                rx.el.span(data.REPLY_PROMISE),
                class_name="flex gap-2.5",
            ),
            class_name="mt-5 space-y-3 border-t border-slate-900/10 pt-5 text-sm "
            "dark:border-white/10 " + design.TEXT_MUTED,
        ),
        class_name=design.CARD + " p-6",
    )


def _social_buttons() -> rx.Component:
    return rx.el.div(
        rx.el.h3(data.FOLLOW_US.title, class_name=design.HEADING_3),
        rx.el.p(data.FOLLOW_US.text, class_name="mt-1 text-sm " + design.TEXT_MUTED),
        rx.el.ul(
            *[
                rx.el.li(
                    rx.el.button(
                        social_glyph(network.glyph, 18),
                        rx.el.span(network.name, class_name="flex-1 text-left"),
                        blocks.soon_badge(),
                        type="button",
                        on_click=show_notice(SOCIAL_NOTICE),
                        class_name=design.BUTTON_SECONDARY + " w-full justify-start",
                    )
                )
                for network in data.SOCIAL_NETWORKS
            ],
            class_name="mt-4 grid gap-2",
        ),
        class_name=design.CARD + " p-6",
    )


def _office() -> rx.Component:
    return rx.el.div(
        rx.el.div(
            rx.el.h3(data.OUR_OFFICE, class_name=design.HEADING_3),
            postal_address("mt-3 leading-7 " + design.TEXT),
            rx.el.p(data.VISITS_BY_APPOINTMENT, class_name="mt-4 text-sm " + design.TEXT_MUTED),
            blocks.mail_button(
                settings.contact_email, data.ARRANGE_A_VISIT, design.BUTTON_SECONDARY + " mt-6"
            ),
            class_name=design.CARD + " h-fit p-6",
        ),
        rx.el.iframe(
            src=str(settings.map_embed_url),
            title=data.MAP_TITLE,
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
        blocks.hero(
            data.HERO,
            actions=(blocks.mail_button(settings.contact_email, data.EMAIL_US),),
            aside=_how_we_help(),
        ),
        blocks.section(
            data.MESSAGE_BAND,
            rx.el.div(
                message_form(),
                rx.el.div(_contact_details(), _social_buttons(), class_name="space-y-6"),
                class_name="mt-8 grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]",
            ),
        ),
        blocks.section(data.OFFICE_BAND, _office()),
        blocks.call_to_action(
            data.CLOSING,
            link(data.VIEW_SERVICES, to=routes.SERVICES, class_name=design.BUTTON_ACCENT),
            link(data.ABOUT_US, to=routes.ABOUT, class_name=design.BUTTON_SECONDARY),
            link(
                data.APPLY_TO_TEACH, to=routes.APPLY_UZBEKISTAN, class_name=design.BUTTON_SECONDARY
            ),
        ),
    )


ORDER = 120

ROUTES = [
    Route(
        routes.CONTACT,
        data.META,
        contact_page,
        on_load=ContactState.start_over,
    )
]
