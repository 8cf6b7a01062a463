"""Words of the job map page (/services/job-map), its bands in page order; the posts are in
agency_site/content/jobs.py."""

from __future__ import annotations

from agency_site.components.open_posts import DayText
from agency_site.content.jobs import Job
from agency_site.content.models import Heading, PageMeta
from agency_site.i18n import t

HERO = Heading(
    t("Job map"),
    t(
        "Every post we are recruiting for, from Madrid to Tashkent. Select a pin or a "
        "city to see the jobs in that country."
    ),
    eyebrow=t("Open posts"),
)
META = PageMeta(
    HERO.title, t("Our open teaching posts in Uzbekistan, the UAE and Spain on one map.")
)
SEE_ALL_JOBS = t("See all jobs")
COMPARE_SALARIES = t("Compare salaries")

MAP_SECTION = Heading(t("Where our teachers are needed"), anchor="map")
# The section's line, counting the posts open on the site's day.
OPEN_POSTS = DayText(
    "map-open-posts",
    lambda posts: t(
        "{count} open posts in Uzbekistan, the United Arab Emirates and Spain.",
        count=len(posts),
    ),
)
MAP_TITLE = t("Map of our open teaching posts in Spain, the UAE and Uzbekistan")
MAP_CAPTION = t(
    "Select a pin to see the jobs in that country. Borders are simplified from "
    "Natural Earth's public-domain map data."
)


def pin_label(job: Job) -> str:
    """What a pin's tooltip and screen readers say about its job."""
    return t(
        "{location}: {title}, {salary}", location=job.location, title=job.title, salary=job.salary
    )


CLOSING = Heading(
    t("Not sure which city suits you?"),
    t("Tell us what you teach and what you are looking for, and we will help you choose."),
)
