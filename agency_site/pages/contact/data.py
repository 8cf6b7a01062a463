"""The contact page's words: its bands, the message form with its subjects, and the social
networks listed beside it."""

from __future__ import annotations

import dataclasses

from agency_site.components.contact import REPLY_DAYS
from agency_site.content.models import Heading, PageMeta
from agency_site.i18n import t, tn
from agency_site.settings import settings

TITLE = t("Contact")
META = PageMeta(TITLE, t("Contact our recruitment team by e-mail or visit our Manchester office."))

HERO = Heading(
    t("Get in touch"),
    tn(
        "Questions about teaching abroad, hiring teachers or partnering with us? Write to "
        "us and a member of our team will reply within {count} working day.",
        "Questions about teaching abroad, hiring teachers or partnering with us? Write to "
        "us and a member of our team will reply within {count} working days.",
        REPLY_DAYS,
    ),
    eyebrow=t("Contact"),
)
EMAIL_US = t("Email {address}", address=settings.contact_email)
HOW_WE_HELP = t("How we can help")

MESSAGE_BAND = Heading(
    t("Send us a message"),
    t(
        "Choose the subject that fits best so your message reaches the right person "
        "first time. Teachers are welcome to attach a CV."
    ),
    anchor="message",
)
CONTACT_DETAILS = t("Contact details")
PHONE_POLICY = t(
    "Phone support is for registered candidates and partners only. Please "
    "make your first contact by e-mail."
)
REPLY_PROMISE = tn(
    "We reply to every message within {count} working day.",
    "We reply to every message within {count} working days.",
    REPLY_DAYS,
)
FOLLOW_US = Heading(t("Follow us"), t("Our social media pages are on their way."))

OFFICE_BAND = Heading(
    t("Visit our office"),
    t("Our team works from Manchester, in the north-west of England."),
    anchor="office",
)
OUR_OFFICE = t("Our office")
VISITS_BY_APPOINTMENT = t(
    "Visits are by appointment only: please e-mail us first to arrange a time."
)
ARRANGE_A_VISIT = t("Arrange a visit")
MAP_TITLE = t("Map showing the location of our office in Manchester")

CLOSING = Heading(
    t("Not sure where to start?"),
    t("Browse open jobs, learn about us or start your application."),
)
VIEW_SERVICES = t("View services")
ABOUT_US = t("About us")
APPLY_TO_TEACH = t("Apply to teach")

# The message form.
YOUR_NAME = t("Your name")
EMAIL_ADDRESS = t("E-mail address")
SUBJECT = t("Subject")
# The select's first option: no subject is chosen until the visitor picks one.
CHOOSE_A_SUBJECT = t("Choose a subject")
YOUR_MESSAGE = t("Your message")
MESSAGE_PLACEHOLDER = t("Tell us a little about yourself and how we can help.")
ATTACH_YOUR_CV = t("Attach your CV (optional)")
CV_FORMATS = t("PDF, DOC or DOCX, max 5MB")
NO_FILE_CHOSEN = t("No file chosen")
CV_STAYS_HERE = t(
    "Your CV stays on your device: it is not uploaded or sent anywhere. Please "
    "attach it to the e-mail when your mail app opens."
)
MAIL_APP_FRAME = t("Your e-mail app")
HOW_SENDING_WORKS = t(
    "Fields marked * are required. Sending opens your e-mail app with your "
    "message ready to go; nothing is stored on this website."
)
SEND_MESSAGE = t("Send Message")


@dataclasses.dataclass(frozen=True)
class Subject:
    """A choice of the form's subject: the English value sent, its label and what it covers."""

    value: str
    label: str
    covers: str


SUBJECTS = (
    Subject(
        "Teacher Inquiry",
        t("Teacher Inquiry"),
        t("Jobs, applications, documents and life as a teacher abroad."),
    ),
    Subject(
        "School/Agency Inquiry",
        t("School/Agency Inquiry"),
        t("Hiring teachers for your school, or placing candidates with us as an agency."),
    ),
    Subject(
        "Partnership Proposal",
        t("Partnership Proposal"),
        t("Joint programmes, services for our teachers, media and campaigns."),
    ),
    Subject("Other", t("Other"), t("Press, feedback and anything else.")),
)


@dataclasses.dataclass(frozen=True)
class SocialNetwork:
    """A network where our page is not live yet; its button only says so."""

    # Key of components.social's glyphs.
    glyph: str
    name: str


SOCIAL_NETWORKS = (
    SocialNetwork("facebook", "Facebook"),
    SocialNetwork("linkedin", "LinkedIn"),
    SocialNetwork("instagram", "Instagram"),
)
