"""News (spec 2.17) and the awards page (2.18)."""

from __future__ import annotations

import reflex as rx

from agency_site import routes, theme
from agency_site.components.icons import icon
from agency_site.components.links import external_link, link
from agency_site.components.page import hero, section
from agency_site.i18n import t
from agency_site.pages.news.data import NEWS, NewsItem
from agency_site.routes import Route
from agency_site.seo import page_title
from agency_site.settings import settings


def _news_card(item: NewsItem) -> rx.Component:
    return rx.el.article(
        rx.el.p(item.date, class_name="text-sm " + theme.TEXT_MUTED),
        rx.el.h2(
            link(
                item.title,
                to=routes.news_article(item.slug),
                class_name="hover:text-blue-700 dark:hover:text-sky-300 " + theme.FOCUS_RING,
            ),
            class_name="mt-2 " + theme.HEADING_3,
        ),
        rx.el.p(item.excerpt, class_name="mt-2 text-sm leading-6 " + theme.TEXT_MUTED),
        class_name=theme.CARD + " p-6",
    )


def news_page() -> rx.Component:
    return rx.fragment(
        hero(t("News"), t("Announcements from our team and our partners."), eyebrow=t("Newsroom")),
        rx.el.div(
            *[_news_card(item) for item in NEWS],
            class_name=theme.CONTAINER + " grid gap-6 pb-8 md:grid-cols-2",
        ),
    )


def news_article_page(item: NewsItem) -> rx.Component:
    return rx.el.article(
        rx.el.div(
            link(
                icon("arrow-left", 16),
                t("Back to News"),
                to=routes.NEWS,
                class_name="inline-flex items-center gap-2 text-sm " + theme.LINK,
            ),
            rx.el.p(item.date, class_name="mt-8 text-sm " + theme.TEXT_MUTED),
            rx.el.h1(item.title, class_name=theme.HEADING_1 + " mt-2"),
            rx.el.p(item.excerpt, class_name="mt-6 text-lg leading-8 " + theme.TEXT),
            rx.el.div(
                link(
                    t("Apply to Teach"), to=routes.APPLY_UZBEKISTAN, class_name=theme.BUTTON_PRIMARY
                ),
                class_name="mt-8 flex flex-wrap gap-3",
            ),
            class_name=theme.CONTAINER + " max-w-3xl pt-12",
        ),
    )


def awards_page() -> rx.Component:
    return rx.fragment(
        hero(
            t("We are a Prestige Awards Winner"),
            t(
                "We are proud to be recognised in the Prestige Awards 2025/26 for our work in education recruitment."
            ),
            eyebrow=t("Awards 2025/26"),
            actions=(
                external_link(
                    icon("trophy", 16),
                    t("Visit the Prestige Awards"),
                    href=settings.awards_url,
                    class_name=theme.BUTTON_SECONDARY,
                ),
                link(t("Contact us"), to=routes.CONTACT, class_name=theme.BUTTON_PRIMARY),
            ),
        ),
        section(
            t("What the award recognises"),
            intro=t(
                "Fair recruitment, care for our teachers and the quality of our school partnerships."
            ),
            anchor="recognition",
        ),
    )


ROUTES = [
    Route(
        path=routes.NEWS,
        title=page_title(t("News")),
        description=t("News and announcements from our agency."),
        component=news_page,
    ),
    *[
        Route(
            path=routes.news_article(item.slug),
            title=page_title(item.title),
            description=item.excerpt,
            component=lambda item=item: news_article_page(item),
        )
        for item in NEWS
    ],
    Route(
        path=routes.AWARDS,
        title=page_title(t("Prestige Awards winner")),
        description=t("We won a Prestige Award 2025/26 for education recruitment."),
        component=awards_page,
    ),
]
