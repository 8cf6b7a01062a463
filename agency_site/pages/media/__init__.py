"""Media and campaigns: every section marked Soon, every action a notice."""

from __future__ import annotations

import reflex as rx

from agency_site import design, routes
from agency_site.components.icons import icon
from agency_site.components.links import anchor_link, link
from agency_site.components.media import illustration
from agency_site.components.notices import feature_in_progress
from agency_site.components.page import call_to_action, hero, icon_tile, section, soon_badge
from agency_site.content.models import Heading
from agency_site.pages.media import data
from agency_site.pages.media.data import FeaturedWork, MediaService, Video
from agency_site.routes import Route

# One backdrop per featured piece, in order.
_WORK_BACKDROPS = (
    "from-blue-700 to-sky-500 dark:from-blue-900 dark:to-sky-700",
    "from-amber-500 to-rose-500 dark:from-amber-700 dark:to-rose-800",
    "from-emerald-600 to-teal-400 dark:from-emerald-800 dark:to-teal-600",
)
_WORK_ICONS = ("megaphone", "film", "trophy")


def _soon_button(label: str, *, class_name: str, **props) -> rx.Component:
    """An action of a service that does not exist yet: marked Soon, it only says so.

    Only on light buttons (secondary or link style): the badge is unreadable on filled ones.
    """
    return rx.el.button(
        label,
        soon_badge(),
        type="button",
        on_click=feature_in_progress(),
        class_name=class_name,
        **props,
    )


def _service_card(index: int, service: MediaService) -> rx.Component:
    title_id = f"media-service-{index}-title"
    return rx.el.article(
        icon_tile(service.icon),
        rx.el.h3(service.title, id=title_id, class_name=design.HEADING_3 + " mt-4"),
        rx.el.p(service.description, class_name="mt-2 text-sm leading-6 " + design.TEXT_MUTED),
        rx.el.ul(
            *[
                rx.el.li(
                    project,
                    class_name=(
                        "rounded-full bg-slate-900/5 px-3 py-1 text-xs font-medium "
                        "text-slate-700 dark:bg-white/10 dark:text-slate-200"
                    ),
                )
                for project in service.projects
            ],
            aria_label=data.PROJECTS,
            class_name="mt-4 flex flex-wrap gap-2",
        ),
        rx.el.div(
            _soon_button(
                data.ENQUIRE, aria_describedby=title_id, class_name=design.BUTTON_SECONDARY
            ),
            class_name="mt-auto pt-6",
        ),
        aria_labelledby=title_id,
        class_name=design.CARD + " flex flex-col p-6",
    )


def _soon_section(heading: Heading, items: rx.Component) -> rx.Component:
    """A band of a service that does not exist yet: marked Soon above its items."""
    return section(heading, rx.el.div(soon_badge(), class_name="mt-5 flex"), items)


def _work_card(index: int, work: FeaturedWork) -> rx.Component:
    title_id = f"work-{index}-title"
    return rx.el.article(
        rx.el.div(
            icon(_WORK_ICONS[index], 48, "text-white/90"),
            rx.el.span(
                work.category,
                class_name=(
                    "absolute bottom-4 left-4 rounded-full bg-white/90 px-3 py-1 text-xs "
                    "font-semibold text-slate-900 dark:bg-slate-950/80 dark:text-white"
                ),
            ),
            class_name=(
                "relative flex aspect-[16/9] items-center justify-center bg-gradient-to-br "
                + _WORK_BACKDROPS[index]
            ),
        ),
        rx.el.div(
            rx.el.h3(work.title, id=title_id, class_name=design.HEADING_3),
            rx.el.p(work.description, class_name="mt-2 text-sm leading-6 " + design.TEXT_MUTED),
            _soon_button(
                data.VIEW_PROJECT,
                aria_describedby=title_id,
                class_name=design.LINK
                + " mt-auto inline-flex items-center gap-2 self-start pt-4 text-sm",
            ),
            class_name="flex flex-1 flex-col p-6",
        ),
        aria_labelledby=title_id,
        class_name=design.CARD + " flex flex-col overflow-hidden",
    )


def _video(video: Video) -> rx.Component:
    return rx.el.li(
        rx.el.div(
            rx.el.button(
                icon("play", 28, "ml-1 fill-current"),
                type="button",
                aria_label=data.play_label(video.title),
                on_click=feature_in_progress(),
                class_name=(
                    "flex h-16 w-16 items-center justify-center rounded-full bg-white/90 "
                    "text-blue-800 shadow-lg transition-transform hover:scale-105 "
                    "dark:bg-white/15 dark:text-white dark:ring-1 dark:ring-white/30 "
                    + design.FOCUS_RING
                ),
            ),
            rx.el.span(
                video.duration,
                class_name=(
                    "absolute bottom-3 right-3 rounded-md bg-slate-950/70 px-2 py-0.5 text-xs "
                    "font-semibold tabular-nums text-white"
                ),
            ),
            class_name=(
                "relative flex aspect-video items-center justify-center rounded-2xl "
                "bg-gradient-to-br from-slate-800 via-blue-900 to-sky-800 shadow-lg "
                "ring-1 ring-slate-900/10 dark:from-slate-950 dark:via-blue-950 dark:to-sky-900 "
                "dark:ring-white/10"
            ),
        ),
        rx.el.h3(video.title, class_name=design.HEADING_3 + " mt-4"),
        rx.el.p(
            data.duration_label(video.duration),
            class_name="mt-1 text-sm " + design.TEXT_MUTED,
        ),
    )


def _hero() -> rx.Component:
    return hero(
        data.HERO,
        actions=(
            anchor_link(data.SEE_OUR_SERVICES, target="services", class_name=design.BUTTON_PRIMARY),
            _soon_button(data.START_A_CAMPAIGN, class_name=design.BUTTON_SECONDARY),
        ),
        aside=illustration("/images/pages/media-campaigns.svg", data.ILLUSTRATION_ALT),
    )


def media_page() -> rx.Component:
    return rx.fragment(
        _hero(),
        _soon_section(
            data.SERVICES_SECTION,
            rx.el.div(
                *[_service_card(index, service) for index, service in enumerate(data.SERVICES)],
                class_name="mt-8 grid gap-6 md:grid-cols-2",
            ),
        ),
        _soon_section(
            data.FEATURED_SECTION,
            rx.el.div(
                *[_work_card(index, work) for index, work in enumerate(data.FEATURED_WORK)],
                class_name="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3",
            ),
        ),
        _soon_section(
            data.VIDEOS_SECTION,
            rx.el.ul(
                *[_video(video) for video in data.VIDEOS],
                class_name="mt-8 grid gap-8 md:grid-cols-2 lg:grid-cols-3",
            ),
        ),
        call_to_action(
            data.CLOSING,
            link(data.CONTACT_US, to=routes.CONTACT, class_name=design.BUTTON_ACCENT),
            _soon_button(data.PLAN_YOUR_CAMPAIGN, class_name=design.BUTTON_SECONDARY),
        ),
    )


ORDER = 90

ROUTES = [Route(routes.MEDIA_CAMPAIGNS, data.META, media_page)]
