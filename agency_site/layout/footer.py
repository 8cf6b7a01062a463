"""The footer: 'Still deciding?', contact, links, feeds, social, rating and legal links."""

from __future__ import annotations

import reflex as rx

from agency_site import design, feeds, routes
from agency_site.components.contact import contact_list
from agency_site.components.icons import icon
from agency_site.components.language import page_language
from agency_site.components.links import external_link, file_link, link
from agency_site.components.page import button_link
from agency_site.components.rating import rating_stars
from agency_site.components.social import social_glyph
from agency_site.content import footer as words
from agency_site.layout import navigation
from agency_site.layout.behaviour import after_first_frame
from agency_site.settings import settings

_HEADING = "text-sm font-semibold uppercase tracking-wider text-slate-900 dark:text-white"
_LINK = (
    "text-sm text-slate-600 transition-colors hover:text-blue-700 "
    "dark:text-slate-300 dark:hover:text-sky-300 " + design.FOCUS_RING
)


def _still_deciding() -> rx.Component:
    apply = words.APPLY_TO_TEACH
    return rx.el.section(
        rx.el.div(
            rx.el.h2(words.STILL_DECIDING.title, class_name=design.HEADING_2, id="still-deciding"),
            rx.el.p(words.STILL_DECIDING.text, class_name=design.TEXT + " mt-2"),
        ),
        rx.el.div(
            *[button_link(item.icon, item.label, item.path) for item in words.STILL_DECIDING_LINKS],
            button_link(apply.icon, apply.label, apply.path, design.BUTTON_PRIMARY),
            class_name="flex flex-wrap gap-3",
        ),
        aria_labelledby="still-deciding",
        class_name=(
            design.CARD + " flex flex-col gap-6 p-6 sm:p-8 lg:flex-row lg:items-center "
            "lg:justify-between"
        ),
    )


def _link_column(title: str, items: tuple[navigation.NavItem, ...]) -> rx.Component:
    return rx.el.nav(
        rx.el.h2(title, class_name=_HEADING),
        rx.el.ul(
            *[rx.el.li(link(item.label, to=item.path, class_name=_LINK)) for item in items],
            class_name="mt-4 space-y-3",
        ),
        aria_label=title,
    )


def _feeds() -> rx.Component:
    """The Atom and RSS feeds of the page's language: one line per kind (Jobs: Atom RSS)."""
    by_kind: dict[str, list[feeds.FeedLink]] = {}
    for feed in feeds.links(page_language()):
        by_kind.setdefault(feed.kind, []).append(feed)
    return rx.el.div(
        rx.el.h2(words.FEEDS, class_name=_HEADING),
        rx.el.ul(
            *[
                rx.el.li(
                    rx.el.span(feeds.KIND_NAMES[kind], class_name="text-sm " + design.TEXT_MUTED),
                    *[
                        file_link(
                            feeds.FORMAT_NAMES[feed.format],
                            href=feed.path,
                            custom_attrs={"type": feed.media_type},
                            # "Jobs feed (Atom)": the visible name, and which feed it is.
                            aria_label=feed.title,
                            class_name=_LINK,
                        )
                        for feed in kind_feeds
                    ],
                    class_name="flex flex-wrap items-baseline gap-x-3",
                )
                for kind, kind_feeds in by_kind.items()
            ],
            class_name="mt-4 space-y-2",
        ),
        role="group",
        aria_label=words.FEEDS,
        data_testid="footer-feeds",
    )


def _about_column() -> rx.Component:
    return rx.el.div(
        rx.el.p(settings.brand_name, class_name="text-lg font-bold text-slate-900 dark:text-white"),
        rx.el.p(
            words.ABOUT_US,
            class_name="mt-3 text-sm leading-6 " + design.TEXT_MUTED,
        ),
        rx.el.div(
            contact_list(
                link_class=_LINK,
                text_class="text-sm " + design.TEXT_MUTED,
                data_testid="footer-email",
            ),
            class_name="mt-5",
        ),
        rx.el.p(
            words.PHONE_SUPPORT,
            class_name="mt-4 text-xs " + design.TEXT_MUTED,
        ),
    )


def _rating() -> rx.Component:
    return external_link(
        rating_stars(words.FOOTER_RATING),
        rx.el.span(words.READ_REVIEWS, class_name="underline-offset-4 group-hover:underline"),
        href=settings.reviews_url,
        class_name="group mt-5 inline-flex items-center gap-2 " + _LINK,
        data_testid="footer-rating",
    )


def _follow_us() -> rx.Component:
    networks = (
        ("facebook", "Facebook", settings.facebook_url),
        ("twitter", "Twitter", settings.twitter_url),
        ("linkedin", "LinkedIn", settings.linkedin_url),
        ("instagram", "Instagram", settings.instagram_url),
    )
    return rx.el.div(
        rx.el.h2(words.FOLLOW_US, class_name=_HEADING),
        rx.el.ul(
            *[
                rx.el.li(
                    external_link(
                        social_glyph(network),
                        rx.el.span(name, class_name="sr-only"),
                        href=url,
                        class_name=design.ICON_BUTTON
                        + " ring-1 ring-slate-900/10 dark:ring-white/15",
                    )
                )
                for network, name, url in networks
            ],
            class_name="mt-4 flex gap-2",
        ),
        _rating(),
        role="group",
        aria_label=words.FOLLOW_US,
    )


def _send_application() -> rx.Component:
    # Sticky within the footer grid on wide screens, so it stays in view beside the links.
    return rx.el.div(
        rx.el.p(words.SEND_APPLICATION.title, class_name="text-base font-semibold text-white"),
        rx.el.p(words.SEND_APPLICATION.text, class_name="mt-1 text-sm text-blue-100"),
        external_link(
            icon("send", 16),
            words.SEND_APPLICATION_BUTTON,
            href=settings.application_form_url,
            class_name=design.BUTTON_ACCENT + " mt-4 w-full",
            data_testid="send-application",
        ),
        class_name=(
            "rounded-2xl bg-gradient-to-br from-blue-800 to-sky-600 p-5 shadow-lg "
            "lg:sticky lg:top-24"
        ),
    )


def _legal_bar() -> rx.Component:
    return rx.el.div(
        rx.el.p(
            f"© {words.COPYRIGHT_YEAR} {settings.brand_name}. ",
            words.ALL_RIGHTS_RESERVED,
            class_name="text-sm " + design.TEXT_MUTED,
        ),
        rx.el.ul(
            rx.el.li(link(words.PRIVACY_POLICY, to=routes.PRIVACY_POLICY, class_name=_LINK)),
            rx.el.li(link(words.GDPR_COMPLIANCE, to=routes.GDPR_COMPLIANCE, class_name=_LINK)),
            rx.el.li(
                external_link(
                    words.FAIR_RECRUITMENT,
                    href=settings.fair_recruitment_url,
                    class_name=_LINK,
                    data_testid="fair-recruitment",
                )
            ),
            class_name="flex flex-wrap gap-x-6 gap-y-2",
        ),
        class_name=(
            # Room below on phones, where the floating apply button sits over the page's end.
            "flex flex-col gap-4 border-t border-slate-900/10 py-6 max-sm:pb-24 sm:flex-row "
            "sm:items-center sm:justify-between dark:border-white/10"
        ),
    )


def footer() -> rx.Component:
    return rx.el.footer(
        after_first_frame(
            rx.el.div(
                _still_deciding(),
                rx.el.div(
                    _about_column(),
                    _link_column(words.QUICK_LINKS, navigation.FOOTER_QUICK_LINKS),
                    rx.el.div(
                        _link_column(words.SERVICES, navigation.FOOTER_SERVICES),
                        _feeds(),
                        class_name="space-y-8",
                    ),
                    rx.el.div(_follow_us(), _send_application(), class_name="space-y-8"),
                    class_name="grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.2fr]",
                ),
                _legal_bar(),
                class_name=design.CONTAINER + " pt-16",
            )
        ),
        class_name="mt-24 border-t border-slate-900/5 bg-white/60 dark:border-white/5 dark:bg-slate-950/40",
    )
