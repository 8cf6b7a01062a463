"""Blog list, one page per article and the unknown-slug redirect."""

from __future__ import annotations

from agency_site import routes
from agency_site.components.links import redirect
from agency_site.content import blog
from agency_site.content.models import PageMeta
from agency_site.pages.blog import data
from agency_site.pages.blog.article import article_page
from agency_site.pages.blog.listing import blog_page
from agency_site.pages.blog.state import BlogSearchState
from agency_site.routes import Route
from agency_site.seo import BLOG_NAME, article_title
from agency_site.structured_data import article

ORDER = 110

ROUTES = [
    Route(
        routes.BLOG, data.META, blog_page, on_load=BlogSearchState.start_over, full_title=BLOG_NAME
    ),
    *[
        Route(
            path=routes.blog_post(post.slug),
            meta=PageMeta(post.title, post.excerpt),
            full_title=article_title(post.title),
            component=lambda post=post: article_page(post),
            structured_data=lambda language, post=post: [
                article("BlogPosting", routes.blog_post(post.slug), post, post.author, language)
            ],
        )
        for post in blog.posts()
    ],
    Route(
        path=routes.BLOG_POST_FALLBACK,
        meta=PageMeta(BLOG_NAME, data.REDIRECTING),
        full_title=BLOG_NAME,
        # An unknown slug goes to the blog list.
        component=lambda: redirect(routes.BLOG),
        redirect=routes.BLOG,
        public=False,
    ),
]
