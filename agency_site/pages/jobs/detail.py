"""One job's own page (/jobs/<slug>): the post, how to apply, and reading about the place.

Printed, it is one A4 page: the site's header, footer and banners are left out
(layout/shell.py) and so are this page's buttons and reading list.
"""

from __future__ import annotations

import reflex as rx

from agency_site import browser, design, routes
from agency_site.components.icons import icon
from agency_site.components.links import external_link, link
from agency_site.components.open_posts import once_closed, while_open
from agency_site.components.page import check_list, icon_term
from agency_site.content import blog
from agency_site.content.blog import BlogPost
from agency_site.content.jobs import (
    JOBS,
    LEVEL_LABELS,
    REGIONS_BY_ID,
    SUBJECT_LABELS,
    Job,
)
from agency_site.i18n import SOURCE_LANGUAGE, date_text, in_language
from agency_site.pages.blog.listing import post_card
from agency_site.pages.jobs import data
from agency_site.pages.jobs.card import salary_for_reader, save_button, title_id
from agency_site.settings import settings

# At most this many blog posts under "About the place".
RELATED_POSTS = 3


def related_posts(job: Job) -> list[BlogPost]:
    """Posts naming the job's city in their title or text, then those naming its country
    in their title or excerpt (read in English, where every post exists)."""
    city = in_language(job.city, SOURCE_LANGUAGE)
    country = in_language(REGIONS_BY_ID[job.region].name, SOURCE_LANGUAGE)
    posts = blog.posts()
    about_city = [post for post in posts if city in post.title or city in post.body]
    about_country = [post for post in posts if country in post.title or country in post.excerpt]
    return list(dict.fromkeys(about_city + about_country))[:RELATED_POSTS]


def _fact(label: str, value: str, icon_name: str, note: str = "") -> rx.Component:
    return rx.el.div(
        icon_term(icon_name, label),
        rx.el.dd(value, class_name="mt-1 font-semibold text-slate-900 dark:text-white"),
        rx.el.dd(note, class_name="text-sm " + design.TEXT_MUTED) if note else rx.fragment(),
    )


def _facts(job: Job) -> rx.Component:
    return rx.el.dl(
        _fact(data.LOCATION, job.location, "map-pin"),
        _fact(data.SALARY, job.salary, "wallet", note=salary_for_reader(job)),
        _fact(data.SUBJECT, SUBJECT_LABELS[job.subject], "book-open"),
        _fact(data.LEVEL, LEVEL_LABELS[job.level], "graduation-cap")
        if job.level
        else rx.fragment(),
        # The days that date the post's being open (issue 53).
        _fact(data.POSTED_ON, date_text(job.posted_on), "calendar"),
        _fact(
            data.CLOSES_ON,
            date_text(job.closes_on),
            "calendar-check",
            note="" if job.closes_on_confirmed else data.CLOSING_DAY_UNCONFIRMED,
        )
        if job.closes_on
        else rx.fragment(),
        class_name="mt-8 grid gap-6 sm:grid-cols-2 print:mt-4 print:grid-cols-2 print:gap-3",
        data_testid="job-facts",
    )


def _requirements(job: Job) -> rx.Component:
    return rx.el.section(
        rx.el.h2(data.REQUIREMENTS, class_name=design.HEADING_3),
        check_list(*job.requirements, class_name="mt-4 leading-7"),
        class_name="mt-10 print:mt-5",
    )


def _actions(job: Job) -> rx.Component:
    return rx.el.div(
        external_link(
            data.APPLY_FOR_JOB,
            icon("external-link", 16),
            href=settings.application_form_url,
            aria_describedby=title_id(job),
            class_name=design.BUTTON_PRIMARY,
        ),
        save_button(job),
        rx.el.button(
            icon("printer", 16),
            data.PRINT,
            type="button",
            on_click=rx.run_script(browser.script("print_page")),
            class_name=design.BUTTON_SECONDARY,
        ),
        class_name="mt-10 flex flex-wrap gap-3 print:hidden",
    )


def _about_the_place(job: Job) -> rx.Component:
    posts = related_posts(job)
    if not posts:
        return rx.fragment()
    return rx.el.section(
        rx.el.h2(
            data.read_about(job.city),
            id="job-reading-title",
            class_name=design.HEADING_2,
        ),
        rx.el.div(
            *[post_card(post) for post in posts],
            class_name="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3",
        ),
        aria_labelledby="job-reading-title",
        class_name=design.CONTAINER + " pb-16 print:hidden",
        data_testid="job-reading",
    )


def _closed(job: Job) -> rx.Component:
    """In place of the facts and the buttons of a post whose last day to apply has passed:
    pre-rendered hidden while the post is open, shown from the day after it closes."""
    return rx.el.div(
        rx.el.p(
            data.closed_on(date_text(job.closes_on)),
            class_name="font-semibold text-slate-900 dark:text-white",
        ),
        link(
            data.SEE_OPEN_POSTS,
            icon("arrow-right", 16),
            to=routes.JOBS_DASHBOARD,
            class_name=design.BUTTON_PRIMARY + " mt-5",
        ),
        role="status",
        data_testid="job-closed",
        class_name="mt-8 rounded-2xl bg-amber-50 p-6 ring-1 ring-amber-300 dark:bg-amber-300/10 "
        "dark:ring-amber-300/40",
        **once_closed(job),
    )


def _open(job: Job) -> rx.Component:
    """The post's facts, requirements and buttons, shown up to its closing day."""
    return rx.el.div(
        _facts(job),
        _requirements(job),
        _actions(job),
        rx.el.p(
            data.apply_at(str(settings.application_form_url)),
            class_name="mt-8 hidden text-sm print:block " + design.TEXT,
        ),
        **while_open(job),
    )


def job_page(job: Job) -> rx.Component:
    """The post, or, once it has closed, what it was and that it is closed. A post open at
    the build has both, one hidden (components/open_posts.py): its page follows the day."""
    details = ([_open(job)] if job in JOBS else []) + ([_closed(job)] if job.closes_on else [])
    return rx.fragment(
        rx.el.article(
            link(
                icon("arrow-left", 16),
                data.ALL_JOBS,
                to=routes.JOBS_DASHBOARD,
                class_name="inline-flex items-center gap-2 text-sm print:hidden " + design.LINK,
            ),
            rx.el.p(
                REGIONS_BY_ID[job.region].name,
                class_name=design.EYEBROW + " mt-8 print:mt-0",
            ),
            rx.el.h1(job.title, id=title_id(job), class_name=design.HEADING_1 + " mt-3"),
            rx.el.p(
                job.description,
                class_name="mt-5 text-lg leading-8 print:text-base print:leading-7 " + design.TEXT,
            ),
            *details,
            aria_labelledby=title_id(job),
            class_name=design.READING_COLUMN + " pb-16 pt-12 print:p-0",
            data_testid="job-page",
        ),
        _about_the_place(job),
    )
