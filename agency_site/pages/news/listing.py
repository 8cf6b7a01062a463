"""The news list: one card per announcement, newest first."""

from __future__ import annotations

import reflex as rx

from agency_site import design, routes
from agency_site.components.icons import icon
from agency_site.components.language import in_page_language
from agency_site.components.links import link
from agency_site.components.media import cover_image
from agency_site.components.page import hero, title_link
from agency_site.content import news
from agency_site.content.news import NewsArticle
from agency_site.i18n import date_text
from agency_site.pages.news import data


def news_cover(item: NewsArticle, *, eager: bool = False, class_name: str = "") -> rx.Component:
    return cover_image(item.cover, item.image_description, eager=eager, class_name=class_name)


def news_date(item: NewsArticle) -> rx.Component:
    return rx.el.p(
        icon("calendar", 14),
        date_text(item.date),
        class_name="inline-flex items-center gap-1.5 text-sm " + design.TEXT_MUTED,
    )


def _news_card(item: NewsArticle) -> rx.Component:
    return rx.el.article(
        rx.el.div(
            news_cover(item),
            rx.el.span(
                item.image_text,
                class_name=(
                    "absolute left-4 top-4 rounded-full bg-slate-950/75 px-3 py-1 text-xs "
                    "font-bold tracking-wider text-white"
                ),
                aria_hidden="true",
            ),
            class_name="relative",
        ),
        rx.el.div(
            news_date(item),
            rx.el.h2(
                title_link(item.title, routes.news_article(item.slug)),
                class_name="mt-3 text-xl font-semibold leading-snug text-slate-900 dark:text-white",
            ),
            rx.el.p(item.excerpt, class_name="mt-3 flex-1 leading-7 " + design.TEXT_MUTED),
            link(
                data.READ_ANNOUNCEMENT,
                icon("arrow-right", 14),
                rx.el.span(f": {in_page_language(item.title)}", class_name="sr-only"),
                to=routes.news_article(item.slug),
                class_name="mt-5 inline-flex items-center gap-1 text-sm " + design.LINK,
            ),
            class_name="flex flex-1 flex-col p-6",
        ),
        class_name=design.CARD + " flex flex-col overflow-hidden",
    )


def _award_card() -> rx.Component:
    return rx.el.aside(
        icon("trophy", 28, "text-amber-500 dark:text-amber-300"),
        rx.el.h2(data.AWARD_CARD.title, class_name="mt-4 " + design.HEADING_3),
        rx.el.p(
            data.AWARD_CARD.text,
            class_name="mt-2 text-sm leading-6 " + design.TEXT_MUTED,
        ),
        link(
            data.READ_ABOUT_AWARD,
            to=routes.AWARDS,
            class_name="mt-4 inline-block text-sm " + design.LINK,
        ),
        class_name=(
            "rounded-2xl bg-amber-50 p-6 ring-1 ring-amber-500/20 dark:bg-amber-400/10 "
            "dark:ring-amber-300/20"
        ),
    )


def news_page() -> rx.Component:
    return rx.fragment(
        hero(data.HERO),
        rx.el.div(
            rx.el.div(
                *[_news_card(item) for item in news.articles()],
                class_name="grid gap-6 md:grid-cols-2",
            ),
            _award_card(),
            class_name=design.CONTAINER + " grid items-start gap-6 pb-16 lg:grid-cols-[1fr_18rem]",
        ),
    )
