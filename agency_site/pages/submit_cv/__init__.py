"""Submit a CV: what to send, how, and what happens next (contents not shown in the spec)."""

from __future__ import annotations

import reflex as rx

from agency_site import design, routes
from agency_site.components.icons import icon
from agency_site.components.links import link, mailto_link
from agency_site.components.offers import candidate_services
from agency_site.components.page import check_list, hero, section, steps
from agency_site.pages.submit_cv import data
from agency_site.routes import Route
from agency_site.settings import settings


def _send_card() -> rx.Component:
    return rx.el.div(
        icon("mail", 28, "text-blue-700 dark:text-sky-300"),
        rx.el.h2(data.SEND_BY_EMAIL.title, class_name="mt-4 " + design.HEADING_3),
        rx.el.p(data.SEND_BY_EMAIL.text, class_name="mt-2 text-sm leading-6 " + design.TEXT_MUTED),
        mailto_link(
            settings.contact_email,
            icon("send", 16),
            data.EMAIL_US,
            class_name=design.BUTTON_PRIMARY + " mt-6 max-w-full break-all",
        ),
        rx.el.p(
            data.PREFER_A_FORM,
            link(data.USE_THE_CONTACT_FORM, to=routes.CONTACT, class_name=design.LINK),
            class_name="mt-4 text-sm " + design.TEXT_MUTED,
        ),
        class_name=design.CARD + " p-6 sm:p-8",
    )


def submit_cv_page() -> rx.Component:
    return rx.fragment(
        hero(data.HERO, aside=_send_card()),
        section(data.CHECKLIST_BAND, check_list(*data.CHECKLIST, class_name="mt-8 max-w-3xl")),
        section(data.NEXT_STEPS_BAND, steps(*data.NEXT_STEPS)),
        section(data.SERVICES_BAND, candidate_services()),
    )


ORDER = 180

ROUTES = [Route(routes.SUBMIT_CV, data.META, submit_cv_page)]
