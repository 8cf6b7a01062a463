"""One page per post (/jobs/<slug>, /fr/jobs/<slug>, ...): an open one with its JobPosting
data; a closed one says so, out of the sitemap and of search engines' indexes. And the
visitor's shortlist of saved posts (/jobs/shortlist)."""

from __future__ import annotations

from agency_site import routes
from agency_site.components.open_posts import OpenPostsState
from agency_site.content.jobs import ALL_JOBS, JOBS, Job
from agency_site.content.models import PageMeta
from agency_site.i18n import in_language, per_language
from agency_site.pages.jobs import data, shortlist_page
from agency_site.pages.jobs.detail import job_page
from agency_site.pages.jobs.shortlist import ShortlistState
from agency_site.routes import Route
from agency_site.structured_data import job_posting


def job_route(job: Job) -> Route:
    listed = job in JOBS
    return Route(
        path=routes.job(job.id),
        meta=PageMeta(
            data.post_title(job.title, job.city),
            per_language(
                lambda code: (
                    f"{in_language(job.description, code)} {in_language(job.salary, code)}."
                )
            ),
        ),
        component=lambda: job_page(job),
        on_load=[ShortlistState.check, OpenPostsState.follow_day],
        public=listed,
        beyond_spec="issue 23: one page per job",
        structured_data=(lambda language: [job_posting(job, language)]) if listed else None,
    )


ORDER = 50

ROUTES = [job_route(job) for job in ALL_JOBS] + shortlist_page.ROUTES
