"""The route table: every page of the site, gathered from its package."""

from __future__ import annotations

import importlib

from agency_site.pages import (
    about,
    apply,
    auth,
    blog,
    brightmatch,
    contact,
    cv_review,
    home,
    jobs,
    jobs_dashboard,
    legal,
    media,
    ministry,
    news,
    not_found,
    partners,
    payment,
    pricing,
    priority,
    reviews,
    services,
    submit_cv,
    subscription,
    volunteer,
)
from agency_site.routes import Route
from agency_site.settings import settings

ROUTES: list[Route] = [
    *home.ROUTES,
    *about.ROUTES,
    *services.ROUTES,
    *jobs_dashboard.ROUTES,
    *jobs.ROUTES,
    *apply.ROUTES,
    *volunteer.ROUTES,
    *ministry.ROUTES,
    *media.ROUTES,
    *reviews.ROUTES,
    *blog.ROUTES,
    *contact.ROUTES,
    *cv_review.ROUTES,
    *pricing.ROUTES,
    *partners.ROUTES,
    *priority.ROUTES,
    *legal.ROUTES,
    *submit_cv.ROUTES,
    *auth.ROUTES,
    *payment.ROUTES,
    *news.ROUTES,
    *brightmatch.ROUTES,
    *subscription.ROUTES,
    *not_found.ROUTES,
]

if settings.test_pages:
    ROUTES += importlib.import_module(settings.test_pages).ROUTES
