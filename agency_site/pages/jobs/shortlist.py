"""ShortlistState: the jobs a visitor saved, kept in their browser only.

The shortlist is the saved jobs' slugs in local storage (`job_shortlist`), in the order
they were saved; no account, nothing sent anywhere else. A slug whose job file has gone
(the post closed) is dropped, with a notice, the next time a jobs page loads.
"""

from __future__ import annotations

import reflex as rx

from agency_site import design, routes
from agency_site.components.icons import icon
from agency_site.components.links import link
from agency_site.components.notices import Notice, show_from
from agency_site.content.jobs import open_jobs
from agency_site.pages.jobs import data
from agency_site.platform import public

STORAGE_KEY = "job_shortlist"
SEPARATOR = " "
# Room for every job of the site and more (a saved job may have closed since).
MAX_STORED = 2000

CLOSED_JOB_NOTICE = Notice(
    "shortlist-job-closed",
    data.CLOSED_JOB_TITLE,
    data.CLOSED_JOB_TEXT,
    duration_ms=6000,
)


def saved_slugs(stored: str) -> list[str]:
    """The slugs in `stored`, once each, in their order (unknown ones included)."""
    return list(dict.fromkeys(stored.split()))


class ShortlistState(rx.State):
    stored: str = rx.LocalStorage("", name=STORAGE_KEY, sync=True)

    @rx.var
    def saved(self) -> list[str]:
        """The saved jobs that are still open, in the order they were saved."""
        open_ids = {job.id for job in open_jobs()}
        return [slug for slug in saved_slugs(self.stored) if slug in open_ids]

    @rx.var
    def count(self) -> int:
        return len(self.saved)

    @rx.event
    @public
    def toggle(self, slug: str):
        """A job's save button: saves it, or takes it off the shortlist. Unknown jobs are ignored."""
        if not isinstance(slug, str) or slug not in {job.id for job in open_jobs()}:
            return
        saved = self.saved
        self._store([item for item in saved if item != slug] if slug in saved else [*saved, slug])

    @rx.event
    @public
    def remove(self, slug: str):
        if slug in self.saved:
            self._store([item for item in self.saved if item != slug])

    @rx.event
    @public
    async def check(self):
        """As a jobs page loads: jobs that closed since they were saved leave the shortlist."""
        if saved_slugs(self.stored) != self.saved:
            self._store(self.saved)
            return await show_from(self, CLOSED_JOB_NOTICE)
        return None

    def _store(self, slugs: list[str]) -> None:
        self.stored = SEPARATOR.join(slugs)


def shortlist_link() -> rx.Component:
    """'My shortlist' with the number of saved jobs (none until the browser's list is read)."""
    return link(
        icon("bookmark", 16),
        data.MY_SHORTLIST,
        rx.el.span(
            ShortlistState.count,
            class_name=(
                "rounded-full bg-blue-700/10 px-2 text-xs font-semibold tabular-nums "
                "dark:bg-sky-300/15"
            ),
            data_testid="shortlist-count",
        ),
        to=routes.SHORTLIST,
        class_name=design.BUTTON_SECONDARY,
    )
