"""Partner components shared by the partner pages and the home page's partner showcase."""

from __future__ import annotations

from typing import Literal

import reflex as rx

from agency_site import design
from agency_site.components.filters import announcement, filter_buttons
from agency_site.components.icons import icon
from agency_site.components.links import external_link, link
from agency_site.components.media import picture
from agency_site.components.notices import Notice, show_notice
from agency_site.pages.partners import data
from agency_site.pages.partners.data import CATEGORY_LABELS, DEFAULT_HERO_IMAGE, Partner
from agency_site.pages.partners.state import ALL, FEATURED, LISTS, PartnerFilterState
from agency_site.settings import settings

LogoSize = Literal["md", "lg"]

_LOGO_SIZES: dict[str, str] = {
    "md": "h-14 w-14 text-2xl",
    "lg": "h-16 w-16 text-2xl sm:h-20 sm:w-20 sm:text-3xl",
}
# Squares behind the initial of a partner without a logo, picked by its id.
_INITIAL_COLOURS = (
    "bg-blue-700 text-white dark:bg-sky-400 dark:text-slate-950",
    "bg-teal-700 text-white dark:bg-teal-400 dark:text-slate-950",
    "bg-amber-400 text-slate-950 dark:bg-amber-300 dark:text-slate-950",
    "bg-violet-700 text-white dark:bg-violet-400 dark:text-slate-950",
    "bg-rose-700 text-white dark:bg-rose-400 dark:text-slate-950",
)
_PILL = "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium"
# The notices for a partner page that does not exist yet and for the inquiry form opening in
# a new tab.
COMING_SOON_NOTICE = Notice(
    "partner-coming-soon", data.PAGE_COMING_SOON_TITLE, data.PAGE_COMING_SOON_TEXT
)
REDIRECTING_NOTICE = Notice("partner-inquiry", data.REDIRECTING_TITLE, data.REDIRECTING_TEXT)


def partner_logo(partner: Partner, size: LogoSize = "md") -> rx.Component:
    """The partner's logo, or the first letter of its name in a coloured square."""
    label = data.logo_label(partner.name)
    box = _LOGO_SIZES[size] + " shrink-0 rounded-2xl"
    if partner.logo_url:
        return picture(
            partner.logo_url,
            label,
            width=160,
            height=160,
            class_name=box + " bg-white ring-1 ring-slate-900/10 dark:ring-white/15",
        )
    colour = _INITIAL_COLOURS[sum(map(ord, partner.id)) % len(_INITIAL_COLOURS)]
    return rx.el.span(
        partner.name[0],
        role="img",
        aria_label=label,
        class_name=box + " inline-flex items-center justify-center font-bold shadow-sm " + colour,
    )


def partner_hero_image(
    partner: Partner, *, eager: bool = False, class_name: str = ""
) -> rx.Component:
    """The partner's picture, or the network's default one; decorative beside its name."""
    return picture(
        partner.hero_image_url or DEFAULT_HERO_IMAGE,
        "",
        width=1200,
        height=600,
        eager=eager,
        class_name="w-full object-cover " + class_name,
    )


def partner_location(partner: Partner) -> rx.Component:
    return rx.el.p(
        icon("map-pin", 14, "shrink-0"),
        partner.location,
        class_name="mt-1 flex items-center gap-1.5 text-sm " + design.TEXT_MUTED,
    )


def category_tags(partner: Partner) -> rx.Component:
    return rx.el.ul(
        *[
            rx.el.li(
                CATEGORY_LABELS[tag],
                class_name=_PILL + " bg-blue-50 text-blue-800 ring-1 ring-inset ring-blue-700/15 "
                "dark:bg-sky-400/10 dark:text-sky-200 dark:ring-sky-300/20",
            )
            for tag in partner.categories
        ],
        aria_label=data.CATEGORIES,
        class_name="flex flex-wrap gap-2",
    )


def badge_list(partner: Partner) -> rx.Component:
    return rx.el.ul(
        *[
            rx.el.li(
                icon("award", 14),
                badge,
                class_name=_PILL
                + " bg-amber-100 text-amber-900 ring-1 ring-inset ring-amber-600/20 "
                "dark:bg-amber-300/15 dark:text-amber-200 dark:ring-amber-300/20",
            )
            for badge in partner.badges
        ],
        aria_label=data.RECOGNITION,
        class_name="flex flex-wrap gap-2",
    )


def highlight_list(highlights: tuple[str, ...], class_name: str = "text-sm") -> rx.Component:
    return rx.el.ul(
        *[
            rx.el.li(
                icon("circle-check", 18, "mt-0.5 shrink-0 text-teal-600 dark:text-teal-300"),
                rx.el.span(highlight),
                class_name="flex gap-2.5",
            )
            for highlight in highlights
        ],
        class_name="space-y-2.5 " + design.TEXT + " " + class_name,
    )


def track_partner_click(partner: Partner, action: str) -> rx.event.EventSpec:
    """An on_click event that logs a click on one of the partner's actions to the browser
    console, and nowhere else."""
    return rx.console_log(f"[tracking] partner click {partner.id} {action}")


def visit_site_link(partner: Partner, class_name: str = design.BUTTON_SECONDARY) -> rx.Component:
    return external_link(
        icon("external-link", 16),
        data.VISIT_SITE,
        href=partner.links.site,
        on_click=track_partner_click(partner, "site"),
        class_name=class_name,
    )


def programs_action(
    partner: Partner, label: str, class_name: str = design.BUTTON_PRIMARY
) -> rx.Component:
    """A link to the partner's page here, or, while it has none, a button that says so."""
    programs = partner.links.programs
    if programs and programs != "#":
        return link(
            label,
            # Out of context ("Learn more") a link must still say where it goes.
            rx.el.span(" ", data.about_partner(partner.name), class_name="sr-only"),
            icon("arrow-right", 16),
            to=programs,
            on_click=track_partner_click(partner, "programs"),
            class_name=class_name,
        )
    return rx.el.button(
        label,
        icon("arrow-right", 16),
        type="button",
        on_click=[
            track_partner_click(partner, "programs"),
            show_notice(COMING_SOON_NOTICE),
        ],
        class_name=class_name,
    )


def partner_card(partner: Partner, programs_label: str = "", **props) -> rx.Component:
    """A partner in a grid: logo, name, tags, summary, its first 2 highlights and two actions.

    `props` go on the card (e.g. a filter's data attributes).
    """
    return rx.el.article(
        rx.el.div(
            partner_logo(partner),
            rx.el.div(
                rx.el.h3(partner.name, class_name=design.HEADING_3 + " leading-snug"),
                partner_location(partner),
                class_name="min-w-0",
            ),
            class_name="flex items-start gap-4",
        ),
        rx.el.div(category_tags(partner), class_name="mt-5"),
        rx.el.p(partner.summary, class_name="mt-4 text-sm leading-6 " + design.TEXT),
        rx.el.div(highlight_list(partner.highlights[:2]), class_name="mt-4"),
        rx.el.div(
            visit_site_link(partner),
            programs_action(partner, programs_label or data.LEARN_MORE),
            class_name="mt-auto flex flex-wrap gap-3 pt-6",
        ),
        class_name=design.CARD + " flex h-full flex-col p-6",
        data_testid="partner-card",
        **props,
    )


def become_partner_link(class_name: str = design.BUTTON_PRIMARY) -> rx.Component:
    """Opens the partner inquiry form in a new tab and says so."""
    return external_link(
        icon("handshake", 16),
        data.BECOME_A_PARTNER,
        href=settings.partner_inquiry_form_url,
        on_click=show_notice(REDIRECTING_NOTICE),
        class_name=class_name,
    )


_KEY_LABELS = {ALL: data.ALL_LABEL, FEATURED: data.FEATURED_LABEL, **CATEGORY_LABELS}


def partner_filter(listing: str, **props) -> rx.Component:
    """The tag buttons of a partner list (PartnerFilterState)."""
    return filter_buttons(
        [(key, _KEY_LABELS[key]) for key in LISTS[listing].keys],
        chosen=PartnerFilterState.chosen[listing],
        choose=lambda key: PartnerFilterState.choose(listing, key),
        label=data.FILTER_LABEL,
        class_name="mt-8 flex-wrap",
        **props,
    )


def filtered_partner_cards(listing: str, programs_label: str = "", **props) -> rx.Component:
    """A list's partner cards, each hidden while the chosen tag leaves it out, and the
    announcement of how many are left."""
    hidden = PartnerFilterState.hidden[listing]
    return rx.fragment(
        rx.el.div(
            *[
                partner_card(partner, programs_label, hidden=hidden.contains(partner.id))
                for partner in LISTS[listing].partners
            ],
            **props,
        ),
        announcement(PartnerFilterState.announcement[listing]),
    )
