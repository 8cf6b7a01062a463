"""The blog list: search, categories, post cards and the newsletter block."""

from __future__ import annotations

import reflex as rx

from agency_site import design, routes
from agency_site.components.filters import announcement, filter_buttons
from agency_site.components.icons import icon
from agency_site.components.links import link
from agency_site.components.media import cover_image
from agency_site.components.notices import feature_in_progress
from agency_site.components.page import empty_state, hero, title_link
from agency_site.content import blog
from agency_site.content.blog import BlogPost, category_label
from agency_site.i18n import date_text
from agency_site.pages.blog import data
from agency_site.pages.blog.state import ALL_POSTS, CATEGORIES, MAX_QUERY, BlogSearchState


def category_badge(category: str) -> rx.Component:
    return rx.el.span(
        category_label(category),
        class_name=(
            "rounded-full bg-blue-700/10 px-2.5 py-1 text-xs font-semibold text-blue-800 "
            "dark:bg-sky-300/15 dark:text-sky-200"
        ),
    )


def post_meta(post: BlogPost) -> rx.Component:
    return rx.el.p(
        rx.el.span(
            icon("calendar", 14), date_text(post.date), class_name="inline-flex items-center gap-1"
        ),
        rx.el.span(icon("clock", 14), post.read_time, class_name="inline-flex items-center gap-1"),
        class_name="flex flex-wrap gap-x-4 gap-y-1 text-xs " + design.TEXT_MUTED,
    )


def cover(post: BlogPost, *, eager: bool = False, class_name: str = "") -> rx.Component:
    return cover_image(post.cover, post.image, eager=eager, class_name=class_name)


def post_card(post: BlogPost, **props) -> rx.Component:
    return rx.el.article(
        cover(post, class_name="rounded-t-2xl"),
        rx.el.div(
            rx.el.div(
                category_badge(post.category),
                post_meta(post),
                class_name="flex flex-wrap items-center justify-between gap-2",
            ),
            rx.el.h3(
                title_link(post.title, routes.blog_post(post.slug)),
                class_name="mt-4 text-lg font-semibold leading-snug text-slate-900 dark:text-white",
            ),
            rx.el.p(post.excerpt, class_name="mt-2 flex-1 text-sm leading-6 " + design.TEXT_MUTED),
            rx.el.div(
                rx.el.span(
                    post.author, class_name="text-sm font-medium text-slate-700 dark:text-slate-300"
                ),
                link(
                    data.READ_MORE,
                    icon("arrow-right", 14),
                    rx.el.span(": ", post.title, class_name="sr-only"),
                    to=routes.blog_post(post.slug),
                    class_name="inline-flex items-center gap-1 text-sm " + design.LINK,
                ),
                class_name="mt-5 flex items-center justify-between gap-3",
            ),
            class_name="flex flex-1 flex-col p-6",
        ),
        class_name=design.CARD + " flex flex-col overflow-hidden",
        **props,
    )


def _search() -> rx.Component:
    return rx.el.div(
        rx.el.label(data.SEARCH_LABEL, html_for="blog-search", class_name="sr-only"),
        rx.el.div(
            icon("search", 18, "pointer-events-none absolute left-4 top-3.5 text-slate-500"),
            rx.el.input(
                id="blog-search",
                type="search",
                placeholder=data.SEARCH_PLACEHOLDER,
                max_length=MAX_QUERY,
                on_change=BlogSearchState.search,
                class_name=(
                    "w-full rounded-full border-0 bg-white py-3 pl-11 pr-4 text-slate-900 "
                    "shadow-sm ring-1 ring-slate-900/10 placeholder:text-slate-500 "
                    "dark:bg-slate-900 dark:text-white dark:ring-white/15 " + design.FOCUS_RING
                ),
            ),
            class_name="relative flex-1",
        ),
        rx.el.button(
            data.SEARCH,
            type="button",
            on_click=feature_in_progress(),
            class_name=design.BUTTON_PRIMARY,
        ),
        class_name="flex w-full max-w-xl gap-3",
    )


def _category_bar() -> rx.Component:
    return rx.el.nav(
        filter_buttons(
            [(ALL_POSTS, data.ALL_CATEGORIES), *[(key, category_label(key)) for key in CATEGORIES]],
            chosen=BlogSearchState.category,
            choose=BlogSearchState.choose,
            label=data.CATEGORY_FILTER,
            class_name=design.CONTAINER + " overflow-x-auto py-3",
        ),
        aria_label=data.CATEGORIES,
        class_name=(
            "sticky top-16 z-20 border-y border-slate-900/5 bg-white/80 backdrop-blur "
            "dark:border-white/10 dark:bg-slate-950/70"
        ),
    )


def _newsletter() -> rx.Component:
    return rx.el.section(
        rx.el.div(
            rx.el.div(
                icon("mail", 28, "text-amber-300"),
                rx.el.h2(
                    data.NEWSLETTER.title,
                    id="stay-updated",
                    class_name="mt-4 text-2xl font-bold tracking-tight text-white sm:text-3xl",
                ),
                rx.el.p(
                    data.NEWSLETTER.text,
                    class_name="mt-3 max-w-xl text-blue-100",
                ),
            ),
            rx.el.div(
                rx.el.form(
                    rx.el.label(data.EMAIL, html_for="blog-newsletter", class_name="sr-only"),
                    rx.el.input(
                        id="blog-newsletter",
                        type="email",
                        required=True,
                        placeholder=data.EMAIL_PLACEHOLDER,
                        class_name=(
                            "min-w-0 flex-1 rounded-full border-0 bg-white px-5 py-3 text-slate-900 "
                            "placeholder:text-slate-500 " + design.FOCUS_RING
                        ),
                    ),
                    rx.el.button(data.SUBSCRIBE, type="submit", class_name=design.BUTTON_ACCENT),
                    # No call is made; the browser's e-mail check still runs.
                    on_submit=lambda _form: feature_in_progress(),
                    class_name="flex flex-col gap-3 sm:flex-row",
                ),
                rx.el.p(
                    data.NEWSLETTER_READERS,
                    class_name="mt-3 text-sm text-blue-100",
                ),
                class_name="w-full max-w-lg",
            ),
            class_name=(
                design.CONTAINER
                + " flex flex-col gap-8 rounded-3xl bg-gradient-to-br from-blue-800 "
                "via-blue-700 to-sky-600 py-12 shadow-xl lg:flex-row lg:items-center "
                "lg:justify-between"
            ),
        ),
        aria_labelledby="stay-updated",
        class_name="px-4 py-16 sm:px-6 lg:px-8",
    )


def _listed_card(post: BlogPost) -> rx.Component:
    return post_card(post, hidden=BlogSearchState.hidden.contains(post.slug))


def _posts() -> rx.Component:
    return rx.fragment(
        hero(data.HERO, actions=(_search(),)),
        _category_bar(),
        rx.el.section(
            rx.el.h2(data.ALL_POSTS, class_name="sr-only", id="posts-title"),
            rx.el.div(
                *[_listed_card(post) for post in blog.posts()],
                class_name=design.CONTAINER + " grid gap-6 pt-10 sm:grid-cols-2 lg:grid-cols-3",
            ),
            empty_state(
                "search-x",
                data.NO_MATCH.title,
                data.NO_MATCH.text,
                hidden=~BlogSearchState.empty,
                class_name=design.CONTAINER,
                data_testid="blog-empty",
            ),
            announcement(BlogSearchState.announcement),
            aria_labelledby="posts-title",
            class_name="pb-8",
        ),
    )


def blog_page() -> rx.Component:
    return rx.fragment(_posts(), _newsletter())
