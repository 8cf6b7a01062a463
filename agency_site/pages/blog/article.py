"""One blog article, and the page that sends unknown slugs back to the list."""

from __future__ import annotations

import reflex as rx

from agency_site import routes, theme
from agency_site.components.icons import icon
from agency_site.components.links import link
from agency_site.content import blog
from agency_site.content.blog import BlogPost
from agency_site.i18n import t
from agency_site.pages.blog.listing import category_badge, post_card, post_meta

# Spec section 9.
MAX_RELATED_ARTICLES = 2


class Navigate(rx.Component):
    """React Router's <Navigate>: changes location as soon as it renders."""

    library = "react-router"
    tag = "Navigate"

    to: rx.Var[str]
    replace: rx.Var[bool]


def related_posts(post: BlogPost) -> list[BlogPost]:
    return [
        other for other in blog.posts() if other.category == post.category and other.id != post.id
    ][:MAX_RELATED_ARTICLES]


def _body(post: BlogPost) -> rx.Component:
    paragraphs = [block.replace("\n", " ") for block in post.body.split("\n\n") if block.strip()]
    return rx.el.div(
        *[rx.el.p(paragraph) for paragraph in paragraphs],
        class_name="prose prose-slate mt-10 max-w-none dark:prose-invert",
    )


def article_page(post: BlogPost) -> rx.Component:
    related = related_posts(post)
    return rx.el.article(
        rx.el.div(
            link(
                icon("arrow-left", 16),
                t("Back to Blog"),
                to=routes.BLOG,
                class_name="inline-flex items-center gap-2 text-sm " + theme.LINK,
            ),
            rx.el.header(
                rx.el.div(category_badge(post.category), class_name="mt-8"),
                rx.el.h1(post.title, class_name=theme.HEADING_1 + " mt-4"),
                rx.el.div(
                    rx.el.span(
                        post.author, class_name="font-medium text-slate-800 dark:text-slate-200"
                    ),
                    post_meta(post),
                    class_name="mt-6 flex flex-wrap items-center gap-4 text-sm",
                ),
            ),
            rx.el.figure(
                rx.el.div(
                    icon("image", 40),
                    class_name=(
                        "flex aspect-[16/9] items-center justify-center rounded-3xl bg-gradient-to-br "
                        "from-blue-700/20 to-sky-400/20 text-blue-800/60 dark:text-sky-200/60"
                    ),
                    role="img",
                    aria_label=post.image,
                ),
                rx.el.figcaption(post.image, class_name="mt-3 text-sm " + theme.TEXT_MUTED),
                class_name="mt-10",
            ),
            _body(post),
            class_name=theme.CONTAINER + " max-w-3xl pt-12",
        ),
        rx.el.aside(
            rx.el.div(
                rx.el.h2(t("Related Articles"), class_name=theme.HEADING_2),
                rx.el.div(
                    *[post_card(other) for other in related],
                    class_name="mt-8 grid gap-6 sm:grid-cols-2",
                ),
                link(
                    t("View All Posts"),
                    to=routes.BLOG,
                    class_name=theme.BUTTON_SECONDARY + " mt-10",
                ),
                class_name=theme.CONTAINER + " max-w-5xl",
            ),
            class_name="mt-16",
        )
        if related
        else rx.el.div(
            link(t("View All Posts"), to=routes.BLOG, class_name=theme.BUTTON_SECONDARY),
            class_name=theme.CONTAINER + " mt-16 max-w-3xl",
        ),
    )


def unknown_article_page() -> rx.Component:
    """Spec 2.12: an unknown slug goes to the blog list."""
    return rx.fragment(Navigate.create(to=routes.BLOG, replace=True))
