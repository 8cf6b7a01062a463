"""Submit a CV: what to send, how, and what happens next (contents not shown in the spec)."""

from __future__ import annotations

import reflex as rx

from agency_site import design, routes
from agency_site.components.contact import REPLY_DAYS
from agency_site.components.icons import icon
from agency_site.components.links import link, mailto_link
from agency_site.components.offers import candidate_services
from agency_site.components.page import check_list, hero, section, steps
from agency_site.content.models import Step
from agency_site.i18n import t, tn
from agency_site.routes import Route
from agency_site.seo import page_title
from agency_site.settings import settings

CHECKLIST = (
    t("Two pages at most, with your teaching experience first"),
    t("Degrees and teaching certificates (TEFL, TESOL, CELTA, PGCE...) with their dates"),
    t("The subjects and age groups you have taught, and for how long"),
    t("Your language levels, with certificates where you have them (C1, DELF, Goethe...)"),
    t("Where and when you could start, and the countries you are interested in"),
    t("A PDF or Word file (.pdf, .doc or .docx) of 5 MB at most"),
)

NEXT_STEPS = (
    Step(t("We confirm receipt"), t("An automatic reply tells you your CV has arrived.")),
    Step(
        t("A recruiter reads it"),
        tn(
            "Within {count} working day, or within 48 hours with priority hiring.",
            "Within {count} working days, or within 48 hours with priority hiring.",
            REPLY_DAYS,
        ),
    ),
    Step(
        t("We suggest posts"),
        t("If your profile fits an open post, we invite you to a short video call."),
    ),
    Step(
        t("Or we help you improve it"),
        t("If it is not ready yet, we tell you what is missing."),
    ),
)


def _send_card() -> rx.Component:
    return rx.el.div(
        icon("mail", 28, "text-blue-700 dark:text-sky-300"),
        rx.el.h2(t("Send your CV by e-mail"), class_name="mt-4 " + design.HEADING_3),
        rx.el.p(
            t(
                "Attach your CV and write a few lines about the post or country you are "
                "interested in. Put 'CV submission' in the subject."
            ),
            class_name="mt-2 text-sm leading-6 " + design.TEXT_MUTED,
        ),
        mailto_link(
            settings.contact_email,
            icon("send", 16),
            t("E-mail {address}", address=settings.contact_email),
            class_name=design.BUTTON_PRIMARY + " mt-6 max-w-full break-all",
        ),
        rx.el.p(
            t("Prefer a form? "),
            link(t("Use our contact form"), to=routes.CONTACT, class_name=design.LINK),
            class_name="mt-4 text-sm " + design.TEXT_MUTED,
        ),
        class_name=design.CARD + " p-6 sm:p-8",
    )


def submit_cv_page() -> rx.Component:
    return rx.fragment(
        hero(
            t("Submit your CV"),
            t(
                "Send us your CV to be considered for upcoming posts in Uzbekistan, the UAE and "
                "Spain, or to have it reviewed by our recruiters."
            ),
            eyebrow=t("Candidates"),
            aside=_send_card(),
        ),
        section(
            t("Before you send it"),
            check_list(*CHECKLIST, class_name="mt-8 max-w-3xl"),
            intro=t("A CV that answers a school's first questions gets read first."),
            anchor="checklist",
        ),
        section(
            t("What happens next"),
            steps(*NEXT_STEPS),
            anchor="next",
        ),
        section(
            t("Want it polished first?"),
            candidate_services(),
            anchor="services",
        ),
    )


ROUTES = [
    Route(
        path=routes.SUBMIT_CV,
        title=page_title(t("Submit your CV")),
        description=t("Send us your CV for upcoming teaching posts abroad or for a review."),
        component=submit_cv_page,
    )
]
