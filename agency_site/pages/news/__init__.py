"""News: the list and one page per announcement; the awards page."""

from __future__ import annotations

from agency_site import routes
from agency_site.content import news
from agency_site.content.models import PageMeta
from agency_site.pages.news import data
from agency_site.pages.news.article import news_article_page
from agency_site.pages.news.awards import awards_page
from agency_site.pages.news.listing import news_page
from agency_site.routes import Route
from agency_site.settings import settings
from agency_site.structured_data import article

ORDER = 210

ROUTES = [
    Route(routes.NEWS, data.META, news_page),
    *[
        Route(
            path=routes.news_article(item.slug),
            meta=PageMeta(item.title, item.excerpt),
            component=lambda item=item: news_article_page(item),
            structured_data=lambda language, item=item: [
                article(
                    "NewsArticle",
                    routes.news_article(item.slug),
                    item,
                    settings.brand_name,
                    language,
                )
            ],
        )
        for item in news.articles()
    ],
    Route(routes.AWARDS, data.AWARDS_META, awards_page),
]
