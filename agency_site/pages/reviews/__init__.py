"""Reviews at /testimonials.

The 14 cards turn in a looping carousel (components/carousel.py): one per view on phones,
two from `md`, three from `lg`. The review dialog is held by DialogState
(components/dialog.py).
"""

from __future__ import annotations

import reflex as rx

from agency_site import design, routes
from agency_site.components.carousel import carousel
from agency_site.components.dialog import (
    AUTOFOCUS_PROPS,
    Dialog,
    DialogState,
    close_button_props,
    modal_dialog,
    opener_props,
)
from agency_site.components.icons import icon
from agency_site.components.language import in_page_language
from agency_site.components.notices import feature_in_progress
from agency_site.components.page import hero, icon_button, jump_links, section
from agency_site.components.rating import provenance, rating_stars
from agency_site.pages.reviews import data
from agency_site.pages.reviews.data import REVIEW_RATING, Review, avatar_colour
from agency_site.routes import Route

REVIEW_DIALOG = Dialog("review", opener_id="open-review-dialog")

_FIELD = (
    "mt-1.5 block w-full rounded-xl border-0 bg-white px-4 py-2.5 text-slate-900 shadow-sm "
    "ring-1 ring-slate-900/15 placeholder:text-slate-500 focus:outline-none focus:ring-2 "
    "focus:ring-blue-700 dark:bg-slate-950/50 dark:text-white dark:ring-white/15 "
    "dark:placeholder:text-slate-400 dark:focus:ring-sky-300"
)
_LABEL = "text-sm font-semibold text-slate-900 dark:text-white"


def _review_card(review: Review) -> rx.Component:
    meta = (review.country, review.date) if review.country else (review.date,)
    return rx.el.article(
        rx.el.div(
            rx.el.span(
                review.initial,
                aria_hidden="true",
                class_name=(
                    "flex h-12 w-12 shrink-0 items-center justify-center rounded-full "
                    "text-lg font-bold text-white " + avatar_colour(review.name)
                ),
            ),
            rx.el.div(
                rx.el.h3(review.name, class_name="font-semibold text-slate-900 dark:text-white"),
                rx.el.p(
                    " · ".join(map(in_page_language, meta)),
                    class_name="text-sm " + design.TEXT_MUTED,
                ),
            ),
            class_name="flex items-center gap-4",
        ),
        rx.el.div(rating_stars(REVIEW_RATING), class_name="mt-4"),
        rx.el.blockquote(
            rx.el.p(review.text),
            class_name="mt-3 flex-1 leading-7 " + design.TEXT,
        ),
        provenance(review),
        data_testid="review-card",
        class_name=design.CARD + " flex h-full flex-col p-6",
    )


def _reviews() -> rx.Component:
    return section(
        data.REVIEWS_BAND,
        carousel(
            *[_review_card(review) for review in data.REVIEWS],
            label=data.CAROUSEL_LABEL,
            two_from="md",
            class_name="mt-10",
            data_testid="reviews-carousel",
        ),
    )


def _field(
    field_id: str, label: str, *, control: rx.Component, note: rx.Component | None = None
) -> rx.Component:
    return rx.el.div(
        rx.el.label(
            label,
            note if note is not None else rx.fragment(),
            html_for=field_id,
            class_name=_LABEL,
        ),
        control,
    )


def _review_dialog() -> rx.Component:
    return modal_dialog(
        REVIEW_DIALOG,
        rx.el.div(
            rx.el.div(
                rx.el.h2(
                    data.REVIEW_FORM.title,
                    id="review-dialog-title",
                    class_name="text-xl font-bold text-slate-900 dark:text-white",
                ),
                rx.el.button(
                    icon("x", 20),
                    id="review-dialog-close",
                    aria_label=data.CLOSE,
                    class_name=design.ICON_BUTTON + " -mr-2 -mt-2 shrink-0",
                    **close_button_props(),
                ),
                class_name="flex items-start justify-between gap-4",
            ),
            rx.el.p(data.REVIEW_FORM.text, class_name="mt-2 text-sm " + design.TEXT_MUTED),
            rx.el.div(
                _field(
                    "review-name",
                    data.NAME_FIELD.label,
                    note=rx.el.span(
                        "*",
                        aria_hidden="true",
                        class_name="ml-0.5 text-rose-600 dark:text-rose-400",
                    ),
                    control=rx.el.input(
                        id="review-name",
                        type="text",
                        auto_complete="name",
                        placeholder=data.NAME_FIELD.placeholder,
                        aria_required="true",
                        **AUTOFOCUS_PROPS,
                        class_name=_FIELD,
                    ),
                ),
                _field(
                    "review-country",
                    data.COUNTRY_FIELD.label,
                    note=rx.el.span(
                        data.OPTIONAL, class_name="ml-1 font-normal " + design.TEXT_MUTED
                    ),
                    control=rx.el.input(
                        id="review-country",
                        type="text",
                        auto_complete="country-name",
                        placeholder=data.COUNTRY_FIELD.placeholder,
                        class_name=_FIELD,
                    ),
                ),
                _field(
                    "review-text",
                    data.REVIEW_FIELD.label,
                    control=rx.el.textarea(
                        id="review-text",
                        rows="5",
                        placeholder=data.REVIEW_FIELD.placeholder,
                        class_name=_FIELD + " resize-y",
                    ),
                ),
                class_name="mt-6 space-y-5",
            ),
            icon_button(
                "send",
                data.SUBMIT_REVIEW,
                id="review-dialog-submit",
                on_click=feature_in_progress(),
                class_name=design.BUTTON_PRIMARY + " mt-8 w-full",
            ),
            class_name="p-6 sm:p-8",
        ),
        labelled_by="review-dialog-title",
        first="review-dialog-close",
        last="review-dialog-submit",
    )


def _share() -> rx.Component:
    return section(
        data.SHARE,
        rx.el.div(
            rx.el.div(
                rx.el.span(
                    icon("message-square-heart", 24),
                    class_name=(
                        "flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl "
                        "bg-blue-700/10 text-blue-800 dark:bg-sky-300/15 dark:text-sky-200"
                    ),
                ),
                rx.el.p(data.SHARE_INVITATION, class_name="leading-7 " + design.TEXT),
                class_name="flex items-start gap-4",
            ),
            icon_button(
                "pen-line",
                data.OPEN_REVIEW_FORM,
                data_testid="open-review-dialog",
                **opener_props(REVIEW_DIALOG),
                class_name=design.BUTTON_PRIMARY + " shrink-0",
            ),
            class_name=(
                design.CARD + " mt-8 flex flex-col gap-6 p-6 sm:p-8 lg:flex-row lg:items-center "
                "lg:justify-between"
            ),
        ),
        _review_dialog(),
    )


def reviews_page() -> rx.Component:
    return rx.fragment(
        hero(
            data.HERO,
            actions=jump_links(
                (data.READ_THE_REVIEWS, data.REVIEWS_BAND), (data.SHARE_YOURS, data.SHARE)
            ),
        ),
        _reviews(),
        _share(),
    )


ORDER = 100

ROUTES = [
    Route(
        routes.REVIEWS,
        data.META,
        reviews_page,
        # A dialog left open on the way out is closed when the visitor comes back.
        on_load=DialogState.close,
    )
]
