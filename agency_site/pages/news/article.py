"""One announcement, with the actions the spec gives each."""

from __future__ import annotations

import reflex as rx

from agency_site import design, routes
from agency_site.components.article import article_layout, back_link
from agency_site.components.notices import feature_in_progress_notice
from agency_site.components.page import button_link, external_button, notice_button
from agency_site.content.news import NewsArticle
from agency_site.pages.news import data
from agency_site.pages.news.listing import news_cover, news_date
from agency_site.settings import settings

# The Feature In Progress notice lasts 3 to 5 s (3 s only on the volunteer, media and blog-search
# buttons).
PARTNER_NOTICE = feature_in_progress_notice("news-partner", 4000)


def _apply_to_teach() -> rx.Component:
    return button_link("send", data.APPLY_TO_TEACH, routes.APPLY_UZBEKISTAN, design.BUTTON_PRIMARY)


def _actions(item: NewsArticle) -> tuple[rx.Component, ...]:
    if item.slug == "bp-partnership":
        return (
            _apply_to_teach(),
            notice_button("handshake", data.PARTNER_WITH_US, PARTNER_NOTICE),
        )
    if item.slug == "tta-partnership":
        return (
            _apply_to_teach(),
            external_button(
                "graduation-cap",
                data.GET_CERTIFIED,
                settings.certification_url,
                design.BUTTON_SECONDARY,
            ),
        )
    return ()


def news_article_page(item: NewsArticle) -> rx.Component:
    return rx.el.article(
        article_layout(
            back=back_link(data.BACK_TO_NEWS, routes.NEWS),
            kicker=news_date(item),
            title=item.title,
            meta=rx.el.p(item.excerpt, class_name="text-lg leading-8 " + design.TEXT),
            cover=news_cover(item, eager=True, class_name="rounded-3xl shadow-sm"),
            caption=item.image_description,
            body=item.body,
            actions=_actions(item),
        ),
        rx.el.div(
            back_link(data.BACK_TO_NEWS, routes.NEWS),
            class_name=design.READING_COLUMN + " pb-16 pt-10",
        ),
    )
