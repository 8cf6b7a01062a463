"""The priority hiring page (/priority-service)."""

from __future__ import annotations

import reflex as rx

from agency_site import design, routes
from agency_site.components import page as blocks
from agency_site.components.icons import icon
from agency_site.components.links import mailto_link
from agency_site.components.notices import feature_in_progress_notice, show_notice
from agency_site.content.models import Feature
from agency_site.pages.priority import data
from agency_site.routes import Route
from agency_site.settings import settings

# Outside the volunteer, media and blog pages a Feature In Progress notice lasts 3 to 5 s.
PREMIUM_NOTICE = feature_in_progress_notice("premium-packages", 4000)


def _timeline() -> rx.Component:
    return blocks.labelled_card(
        data.TIMELINE_LABEL,
        rx.el.ol(
            *[
                rx.el.li(
                    blocks.step_number(number, "h-9 w-9"),
                    rx.el.div(
                        rx.el.p(
                            milestone.when,
                            class_name="font-semibold text-slate-900 dark:text-white",
                        ),
                        rx.el.p(milestone.what, class_name="text-sm " + design.TEXT_MUTED),
                    ),
                    class_name="relative flex gap-4",
                )
                for number, milestone in enumerate(data.TIMELINE, start=1)
            ],
            class_name=(
                "relative mt-6 space-y-6 before:absolute before:bottom-4 before:left-[1.0625rem] "
                "before:top-4 before:w-0.5 before:bg-blue-700/20 dark:before:bg-sky-300/20"
            ),
        ),
        "p-6 sm:p-8",
    )


def _benefit(benefit: Feature) -> rx.Component:
    return rx.el.li(
        blocks.tinted_tile(
            benefit.icon,
            "bg-amber-400/20 text-amber-800 dark:bg-amber-300/15 dark:text-amber-200",
        ),
        rx.el.div(
            rx.el.h3(benefit.title, class_name=design.HEADING_3),
            rx.el.p(benefit.text, class_name="mt-1 text-sm leading-6 " + design.TEXT_MUTED),
        ),
        class_name=design.CARD + " flex gap-4 p-6",
    )


def _premium() -> rx.Component:
    return blocks.section(
        data.PREMIUM,
        rx.el.div(
            rx.el.div(
                rx.el.p(data.PREMIUM_SOON, class_name="leading-7 " + design.TEXT),
                # Looks disabled but stays focusable and clickable to explain why.
                blocks.icon_button(
                    "lock",
                    data.VIEW_PREMIUM_PACKAGES,
                    aria_disabled="true",
                    on_click=show_notice(PREMIUM_NOTICE),
                    data_testid="premium-packages",
                    class_name=(
                        "mt-6 inline-flex cursor-not-allowed items-center justify-center gap-2 "
                        "rounded-full bg-slate-300 px-5 py-2.5 text-sm font-semibold "
                        "text-slate-600 dark:bg-slate-700 dark:text-slate-300 " + design.FOCUS_RING
                    ),
                ),
                class_name=design.CARD + " p-6 sm:p-8",
            ),
            rx.el.div(
                blocks.icon_tile("life-buoy"),
                rx.el.h3(data.SUPPORT.title, class_name=design.HEADING_3 + " mt-4"),
                rx.el.p(
                    data.SUPPORT.text, class_name="mt-2 text-sm leading-6 " + design.TEXT_MUTED
                ),
                mailto_link(
                    settings.support_email,
                    icon("mail", 16, "shrink-0"),
                    settings.support_email,
                    class_name=design.LINK + " mt-4 inline-flex items-center gap-2 break-all",
                    data_testid="priority-support-email",
                ),
                class_name=design.CARD + " p-6 sm:p-8",
            ),
            class_name="mt-8 grid gap-6 lg:grid-cols-[1.4fr_1fr]",
        ),
    )


def priority_page() -> rx.Component:
    return rx.fragment(
        blocks.hero(
            data.HERO,
            actions=blocks.jump_links(
                (data.SEE_WHAT_YOU_GET, data.BENEFITS_BAND), (data.PREMIUM.title, data.PREMIUM)
            ),
            aside=_timeline(),
        ),
        blocks.section(
            data.BENEFITS_BAND,
            rx.el.ul(
                *[_benefit(benefit) for benefit in data.BENEFITS],
                class_name="mt-10 grid gap-6 md:grid-cols-2",
            ),
        ),
        _premium(),
    )


ORDER = 160

ROUTES = [Route(routes.PRIORITY_SERVICE, data.META, priority_page)]
