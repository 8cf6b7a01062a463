"""The Submit your CV page's words: how to send it, what to check first and what happens next."""

from __future__ import annotations

from agency_site.components.contact import REPLY_DAYS
from agency_site.content.models import Heading, PageMeta, Step
from agency_site.i18n import t, tn
from agency_site.settings import settings

TITLE = t("Submit your CV")
META = PageMeta(TITLE, t("Send us your CV for upcoming teaching posts abroad or for a review."))

HERO = Heading(
    t("Submit your CV"),
    t(
        "Send us your CV to be considered for upcoming posts in Uzbekistan, the UAE and "
        "Spain, or to have it reviewed by our recruiters."
    ),
    eyebrow=t("Candidates"),
)
SEND_BY_EMAIL = Heading(
    t("Send your CV by e-mail"),
    t(
        "Attach your CV and write a few lines about the post or country you are "
        "interested in. Put 'CV submission' in the subject."
    ),
)
EMAIL_US = t("E-mail {address}", address=settings.contact_email)
PREFER_A_FORM = t("Prefer a form? ")
USE_THE_CONTACT_FORM = t("Use our contact form")

CHECKLIST_BAND = Heading(
    t("Before you send it"),
    t("A CV that answers a school's first questions gets read first."),
    anchor="checklist",
)
CHECKLIST = (
    t("Two pages at most, with your teaching experience first"),
    t("Degrees and teaching certificates (TEFL, TESOL, CELTA, PGCE...) with their dates"),
    t("The subjects and age groups you have taught, and for how long"),
    t("Your language levels, with certificates where you have them (C1, DELF, Goethe...)"),
    t("Where and when you could start, and the countries you are interested in"),
    t("A PDF or Word file (.pdf, .doc or .docx) of 5 MB at most"),
)

NEXT_STEPS_BAND = Heading(t("What happens next"), anchor="next")
# No step says an automatic reply confirms receipt: nothing sends one. The reply time is the
# one setting every page reads (with priority hiring, the review within 48 hours is said on
# /priority-service).
NEXT_STEPS = (
    Step(
        t("You send it"),
        t("By e-mail, with 'CV submission' in the subject, or through our contact form."),
    ),
    Step(
        t("A recruiter reads it and replies"),
        tn(
            "A recruiter replies within {count} working day.",
            "A recruiter replies within {count} working days.",
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

SERVICES_BAND = Heading(t("Want it polished first?"), anchor="services")
