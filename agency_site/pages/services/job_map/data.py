"""Words of the job map page (/services/job-map), its bands in page order; the posts are in
agency_site/content/jobs.py."""

from __future__ import annotations

from agency_site.content.jobs import JOBS
from agency_site.content.models import Heading
from agency_site.i18n import t

DESCRIPTION = t("Our open teaching posts in Uzbekistan, the UAE and Spain on one map.")

HERO = Heading(
    t("Job map"),
    t(
        "Every post we are recruiting for, from Madrid to Tashkent. Select a pin or a "
        "city to see the jobs in that country."
    ),
    eyebrow=t("Open posts"),
)
SEE_ALL_JOBS = t("See all jobs")
COMPARE_SALARIES = t("Compare salaries")

MAP_SECTION = Heading(
    t("Where our teachers are needed"),
    t(
        "{count} open posts in Uzbekistan, the United Arab Emirates and Spain.",
        count=len(JOBS),
    ),
    anchor="map",
)

CLOSING = Heading(
    t("Not sure which city suits you?"),
    t("Tell us what you teach and what you are looking for, and we will help you choose."),
)
