"""'E-mail me new posts like these': the job board's current search saved as a job alert,
under the same double opt-in as the newsletter (agency_site/backend/newsletter.py), and
sent by `python -m agency_site.mail alerts` (agency_site/mail/alerts.py)."""

from __future__ import annotations

import reflex as rx

from agency_site import design
from agency_site.backend import newsletter
from agency_site.backend.subscriptions import Kind
from agency_site.components.form import email_input
from agency_site.components.notices import Notice, show_from
from agency_site.layout.newsletter import OUTCOME_NOTICES, attempt_while_sending
from agency_site.pages.jobs_dashboard import data
from agency_site.pages.jobs_dashboard.state import (
    COUNTRY,
    CURRENCY,
    MINIMUM,
    QUERY,
    SUBJECT,
    JobSearchState,
)
from agency_site.platform import has_connection_errors, public

_EMAIL_ID = "job-alert-email"

SAVED = Notice(
    "job-alert-saved",
    data.ALERT_SAVED,
    data.ALERT_SAVED_TEXT,
)
# The same answers as the newsletter's for a refused address, a limit or a failure.
NOTICES = {**OUTCOME_NOTICES, newsletter.Outcome.SUBSCRIBED: SAVED}


class JobAlertState(rx.State):
    sending: bool = False

    @rx.event(background=True)
    @public
    async def subscribe(self, email: str):
        """Save the board's search, as the address now holds it, for `email` (any JSON
        from the browser: newsletter.subscribe() refuses anything but a valid address)."""
        async with self:
            if self.sending:
                return None
            self.sending = True
            board = await self.get_state(JobSearchState)
            search = {
                QUERY: board.query.strip(),
                COUNTRY: board.country,
                SUBJECT: board.subject,
                MINIMUM: board.minimum.strip(),
                CURRENCY: board.currency,
            }
            page = self.router.url.path
        outcome = await attempt_while_sending(
            self,
            email,
            page,
            kind=Kind.JOB_ALERT,
            search={name: value for name, value in search.items() if value},
        )
        async with self:
            return await show_from(self, NOTICES[outcome])


def job_alert_form() -> rx.Component:
    return rx.el.form(
        rx.el.label(
            data.ALERT_FORM_TITLE,
            html_for=_EMAIL_ID,
            class_name="text-base font-semibold text-slate-900 sm:col-span-2 dark:text-white",
        ),
        rx.el.p(
            data.ALERT_FORM_TEXT,
            class_name="text-sm sm:col-span-2 " + design.TEXT_MUTED,
        ),
        email_input(_EMAIL_ID, data.EMAIL_PLACEHOLDER),
        rx.el.button(
            data.SAVE_THIS_SEARCH,
            type="submit",
            disabled=JobAlertState.sending & ~has_connection_errors,
            class_name=design.BUTTON_PRIMARY + " disabled:opacity-60",
        ),
        on_submit=lambda form: JobAlertState.subscribe(form.to(dict)["email"].to(str)),
        aria_busy=JobAlertState.sending,
        data_testid="job-alert-form",
        class_name=design.CARD + " mt-10 grid gap-3 p-5 sm:grid-cols-[1fr_auto]",
    )
