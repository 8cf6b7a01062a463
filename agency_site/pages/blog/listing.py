"""The blog list."""

from __future__ import annotations

import reflex as rx

from agency_site import routes, theme
from agency_site.components.icons import icon
from agency_site.components.links import link
from agency_site.components.page import hero
from agency_site.content import blog
from agency_site.content.blog import BlogPost
from agency_site.i18n import t


def category_badge(category: str) -> rx.Component:
    return rx.el.span(
        category,
        class_name=(
            "rounded-full bg-blue-700/10 px-2.5 py-1 text-xs font-semibold text-blue-800 "
            "dark:bg-sky-300/15 dark:text-sky-200"
        ),
    )


def post_meta(post: BlogPost) -> rx.Component:
    return rx.el.p(
        rx.el.span(icon("calendar", 14), post.date, class_name="inline-flex items-center gap-1"),
        rx.el.span(icon("clock", 14), post.read_time, class_name="inline-flex items-center gap-1"),
        class_name="flex flex-wrap gap-x-4 gap-y-1 text-xs " + theme.TEXT_MUTED,
    )


def post_card(post: BlogPost) -> rx.Component:
    return rx.el.article(
        rx.el.div(
            category_badge(post.category),
            post_meta(post),
            class_name="flex flex-wrap items-center justify-between gap-2",
        ),
        rx.el.h3(
            link(
                post.title,
                to=routes.blog_post(post.slug),
                class_name="hover:text-blue-700 dark:hover:text-sky-300 " + theme.FOCUS_RING,
            ),
            class_name="mt-4 text-lg font-semibold leading-snug text-slate-900 dark:text-white",
        ),
        rx.el.p(post.excerpt, class_name="mt-2 flex-1 text-sm leading-6 " + theme.TEXT_MUTED),
        rx.el.div(
            rx.el.span(
                post.author, class_name="text-sm font-medium text-slate-700 dark:text-slate-300"
            ),
            link(
                t("Read More"),
                icon("arrow-right", 14),
                rx.el.span(f": {post.title}", class_name="sr-only"),
                to=routes.blog_post(post.slug),
                class_name="inline-flex items-center gap-1 text-sm " + theme.LINK,
            ),
            class_name="mt-5 flex items-center justify-between gap-3",
        ),
        class_name=theme.CARD + " flex flex-col p-6",
    )


def blog_page() -> rx.Component:
    return rx.fragment(
        hero(
            t("Insights for teachers abroad"),
            t(
                "Practical guides to teaching and living in Uzbekistan, from our team and our teachers."
            ),
            eyebrow=t("Blog"),
        ),
        rx.el.section(
            rx.el.h2(t("All posts"), class_name="sr-only", id="posts-title"),
            rx.el.div(
                *[post_card(post) for post in blog.posts()],
                class_name=theme.CONTAINER + " grid gap-6 sm:grid-cols-2 lg:grid-cols-3",
            ),
            aria_labelledby="posts-title",
            class_name="pb-8",
        ),
    )
