"""One blog article."""

from __future__ import annotations

import reflex as rx

from agency_site import design, routes
from agency_site.components.article import article_layout, back_link
from agency_site.components.links import link
from agency_site.content import blog
from agency_site.content.blog import BlogPost
from agency_site.pages.blog import data
from agency_site.pages.blog.listing import category_badge, cover, post_card, post_meta

# At most two related articles (same category, not the article itself).
MAX_RELATED_ARTICLES = 2


def related_posts(post: BlogPost) -> list[BlogPost]:
    return [
        other for other in blog.posts() if other.category == post.category and other.id != post.id
    ][:MAX_RELATED_ARTICLES]


def article_page(post: BlogPost) -> rx.Component:
    related = related_posts(post)
    return rx.el.article(
        article_layout(
            back=back_link(data.BACK_TO_BLOG, routes.BLOG),
            kicker=category_badge(post.category),
            title=post.title,
            meta=rx.fragment(
                rx.el.span(
                    post.author, class_name="font-medium text-slate-800 dark:text-slate-200"
                ),
                post_meta(post),
            ),
            cover=cover(post, eager=True, class_name="rounded-3xl shadow-sm"),
            caption=post.image,
            body=post.body,
        ),
        rx.el.aside(
            rx.el.div(
                rx.el.h2(data.RELATED, class_name=design.HEADING_2),
                rx.el.div(
                    *[post_card(other) for other in related],
                    class_name="mt-8 grid gap-6 sm:grid-cols-2",
                ),
                link(
                    data.VIEW_ALL,
                    to=routes.BLOG,
                    class_name=design.BUTTON_SECONDARY + " mt-10",
                ),
                class_name=design.GUTTERS + " max-w-5xl",
            ),
            class_name="mt-16",
        )
        if related
        else rx.el.div(
            link(data.VIEW_ALL, to=routes.BLOG, class_name=design.BUTTON_SECONDARY),
            class_name=design.READING_COLUMN + " mt-16",
        ),
    )
