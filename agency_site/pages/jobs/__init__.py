"""One page per open post (/jobs/<slug>, /fr/jobs/<slug>, ...), with its JobPosting data,
and the visitor's shortlist of saved posts (/jobs/shortlist)."""

from __future__ import annotations

from agency_site import routes
from agency_site.content.jobs import JOBS
from agency_site.i18n import in_language, per_language, t
from agency_site.pages.jobs import shortlist_page
from agency_site.pages.jobs.detail import job_page
from agency_site.pages.jobs.shortlist import ShortlistState
from agency_site.routes import Route
from agency_site.seo import page_title
from agency_site.structured_data import job_posting

ROUTES = [
    Route(
        path=routes.job(job.id),
        title=page_title(
            t("{title} in {city}", title=job.title, city=job.city),
        ),
        description=per_language(
            lambda code, job=job: (
                f"{in_language(job.description, code)} {in_language(job.salary, code)}."
            )
        ),
        component=lambda job=job: job_page(job),
        on_load=ShortlistState.check,
        structured_data=lambda language, job=job: [job_posting(job, language)],
    )
    for job in JOBS
] + shortlist_page.ROUTES
