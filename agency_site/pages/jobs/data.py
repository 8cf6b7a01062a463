"""The words of the job pages: a post's own page, the job card, the shortlist and its page."""

from __future__ import annotations

from agency_site.content.models import Heading, PageMeta
from agency_site.i18n import Message, t

# A post's facts, on its page and in the shortlist's columns.
LOCATION = t("Location")
SALARY = t("Monthly salary")
SUBJECT = t("Teaching subject")
LEVEL = t("Level")
LEVEL_NOT_STATED = t("Not stated")
REQUIREMENTS = t("Requirements")
POSTED_ON = t("Posted")
CLOSES_ON = t("Last day to apply")
# Beside a closing day the agency has not set (the job file's closes_on_confirmed).
CLOSING_DAY_UNCONFIRMED = t("Not yet confirmed by the agency")

# A post's own page (/jobs/<slug>).
ALL_JOBS = t("All jobs")
APPLY_FOR_JOB = t("Apply for this job")
PRINT = t("Print")
SEE_OPEN_POSTS = t("See the open posts")


def post_title(title: str, city: str) -> Message:
    return t("{title} in {city}", title=title, city=city)


def apply_at(address: str) -> Message:
    """The application form's address, printed where the page's button was."""
    return t("Apply at {address}", address=address)


def closed_on(day: str) -> Message:
    return t("This post is closed: applications ended on {day}.", day=day)


def read_about(place: str) -> Message:
    return t("Read about {place}", place=place)


# The job card.
VIEW_REQUIREMENTS = t("View requirements")
HIDE_REQUIREMENTS = t("Hide requirements")
SAVE = t("Save")
SAVED = t("Saved")
APPLY_NOW = t("Apply Now")
VIEW_JOB = t("View job")

# The shortlist (/jobs/shortlist).
MY_SHORTLIST = t("My shortlist")
SHORTLIST_HERO = Heading(
    t("Your shortlist"),
    t(
        "The jobs you saved, side by side. Your shortlist is kept in this browser only: "
        "nothing is sent to us."
    ),
    eyebrow=t("Teaching jobs abroad"),
)
SHORTLIST_META = PageMeta(
    SHORTLIST_HERO.title, t("Compare the teaching jobs you saved, side by side.")
)
SAVED_JOBS = t("Saved jobs")
APPLY = t("Apply")
REMOVE = t("Remove")
NO_SAVED_JOBS = Heading(
    t("No saved jobs yet"), t("Save jobs from the job board to compare them here.")
)
BROWSE_JOBS = t("Browse jobs")


# The notice when a saved job has closed.
CLOSED_JOB_TITLE = t("Shortlist updated")
CLOSED_JOB_TEXT = t("A job you saved is no longer open, so it has been taken off your shortlist.")
