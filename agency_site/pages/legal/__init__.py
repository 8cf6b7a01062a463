"""Privacy policy and GDPR compliance: Markdown in content/legal/, the words around it in
data.py."""

from __future__ import annotations

import reflex as rx

from agency_site import design
from agency_site.components.contact import contact_list
from agency_site.components.links import link
from agency_site.components.markdown import markdown
from agency_site.content import legal
from agency_site.content.models import PageMeta
from agency_site.i18n import date_text
from agency_site.pages.legal import data
from agency_site.routes import Route


def _aside(other_path: str, other_label: str) -> rx.Component:
    return rx.el.aside(
        rx.el.h2(data.CONTACT_TITLE, class_name=design.HEADING_3),
        rx.el.p(
            data.CONTACT_TEXT,
            class_name="mt-2 text-sm leading-6 " + design.TEXT_MUTED,
        ),
        rx.el.div(
            contact_list(link_class=design.LINK + " text-sm", text_class="text-sm " + design.TEXT),
            class_name="mt-5",
        ),
        rx.el.p(
            data.SEE_ALSO,
            class_name="mt-6 text-xs font-semibold uppercase tracking-wider " + design.TEXT_MUTED,
        ),
        link(other_label, to=other_path, class_name="mt-1 inline-block text-sm " + design.LINK),
        class_name=design.CARD + " p-6 lg:sticky lg:top-24",
    )


def legal_page(path: str) -> rx.Component:
    slug, other_path, other_label = data.PAGES[path]
    document = legal.page(slug)
    return rx.el.div(
        rx.el.header(
            rx.el.p(data.EYEBROW, class_name=design.EYEBROW),
            rx.el.h1(document.title, class_name=design.HEADING_1 + " mt-3"),
            rx.el.p(
                document.description, class_name="mt-5 max-w-2xl text-lg leading-8 " + design.TEXT
            ),
            rx.el.p(
                data.last_updated(date_text(document.updated)),
                class_name="mt-3 text-sm " + design.TEXT_MUTED,
            ),
            class_name="pb-10 pt-12 sm:pt-20",
        ),
        rx.el.div(
            markdown(document.body),
            _aside(other_path, other_label),
            class_name="grid grid-cols-1 items-start gap-10 pb-16 lg:grid-cols-[minmax(0,1fr)_20rem]",
        ),
        class_name=design.CONTAINER,
    )


ORDER = 170

ROUTES = [
    Route(
        path=path,
        meta=PageMeta(legal.page(slug).title, legal.page(slug).description),
        component=lambda path=path: legal_page(path),
    )
    for path, (slug, _, _) in data.PAGES.items()
]
