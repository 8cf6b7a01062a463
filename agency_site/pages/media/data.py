"""Media and campaigns content: services, featured work and videos.

The spec gives the fields, not the titles or texts: they are the agency's content. The
agency must confirm them.
"""

from __future__ import annotations

import dataclasses

from agency_site.content.models import Heading, PageMeta
from agency_site.i18n import Message, t

TITLE = t("Media and campaigns")
META = PageMeta(TITLE, t("Recruitment campaigns, video production and storytelling for education."))

HERO = Heading(
    t("Stories that bring teachers and schools together"),
    t(
        "Recruitment campaigns, video and storytelling for schools, education "
        "organisations and partners who want to reach great teachers."
    ),
    eyebrow=t("Media and campaigns"),
)
ILLUSTRATION_ALT = t("A camera, a microphone, a video screen and campaign posters")

SERVICES_SECTION = Heading(
    t("Our media services"),
    t(
        "Campaigns, films and content for schools, education organisations and partners "
        "who want to reach teachers around the world."
    ),
    anchor="services",
)
FEATURED_SECTION = Heading(
    t("Featured work"),
    t("Campaigns and stories about the teachers, schools and partners we work with."),
    anchor="featured",
)
VIDEOS_SECTION = Heading(
    t("Video showcase"),
    t("Short films from the classrooms and cities where our teachers work."),
    anchor="videos",
)


@dataclasses.dataclass(frozen=True)
class MediaService:
    """A media service and the kinds of project it covers."""

    icon: str
    title: str
    description: str
    projects: tuple[str, ...]


@dataclasses.dataclass(frozen=True)
class FeaturedWork:
    """A piece of work we show as an example."""

    title: str
    category: str
    description: str


@dataclasses.dataclass(frozen=True)
class Video:
    """A film in the showcase; duration as minutes:seconds."""

    title: str
    duration: str


SERVICES = (
    MediaService(
        "megaphone",
        t("Recruitment campaigns"),
        t(
            "Campaigns that reach qualified teachers where they look for work, with a clear "
            "message about your school and your city."
        ),
        (t("Job adverts"), t("Targeted social ads"), t("Campaign landing pages")),
    ),
    MediaService(
        "video",
        t("Video production"),
        t(
            "Short films that show real classrooms, real teachers and everyday life, filmed "
            "and edited by our team."
        ),
        (t("School profiles"), t("Teacher stories"), t("City guides")),
    ),
    MediaService(
        "share-2",
        t("Social media"),
        t(
            "Regular, well-made posts that keep your school or organisation visible to the "
            "teachers and families who follow it."
        ),
        (t("Content calendars"), t("Photography"), t("Community management")),
    ),
    MediaService(
        "pen-tool",
        t("Storytelling and content"),
        t(
            "Articles, guides and newsletters that explain what you do and why it matters, "
            "written for an international audience."
        ),
        (t("Articles and blogs"), t("Newsletters"), t("Brochures")),
    ),
)

FEATURED_WORK = (
    FeaturedWork(
        t("Teach in Uzbekistan 2025-2026"),
        t("Recruitment campaign"),
        t(
            "Our campaign for the ministry partnership's October and December intakes, for "
            "teachers of English, German and French."
        ),
    ),
    FeaturedWork(
        t("A Year in Samarkand"),
        t("Documentary series"),
        t(
            "A teacher's first year in one of the Silk Road's great cities, from arrival day to "
            "the end-of-year concert."
        ),
    ),
    FeaturedWork(
        t("Prestige Awards 2025/26"),
        t("Social media"),
        t("How we shared our award with the teachers, schools and partners who made it possible."),
    ),
)

VIDEOS = (
    Video(t("Your first week in Tashkent"), "4:32"),
    Video(t("Inside an Uzbek state school"), "6:15"),
    Video(t("How our recruitment process works"), "3:08"),
)

CLOSING = Heading(
    t("Plan a campaign with us"),
    t(
        "Our media services are coming soon: tell us who you want to reach and what you "
        "want them to know, and we will let you know when they open."
    ),
)


# Buttons and labels of the page's sections.
PROJECTS = t("Projects")
ENQUIRE = t("Enquire")
VIEW_PROJECT = t("View project")
SEE_OUR_SERVICES = t("See our services")
START_A_CAMPAIGN = t("Start a campaign")
CONTACT_US = t("Contact us")
PLAN_YOUR_CAMPAIGN = t("Plan your campaign")


def play_label(title: str) -> Message:
    return t("Play {title}", title=title)


def duration_label(duration: str) -> Message:
    return t("Duration {duration}", duration=duration)
