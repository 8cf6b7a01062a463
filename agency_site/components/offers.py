"""The two paid services for candidates, as cards that lead to their pages (home, submit CV)."""

from __future__ import annotations

import reflex as rx

from agency_site import design, routes
from agency_site.components.links import link
from agency_site.components.page import card, card_grid
from agency_site.i18n import t


def _offer(title: str, text: str, icon_name: str, more: str, to: str) -> rx.Component:
    return card(
        title,
        text,
        icon_name=icon_name,
        children=(link(more, to=to, class_name=design.LINK + " mt-4 inline-block"),),
    )


def candidate_services() -> rx.Component:
    return card_grid(
        _offer(
            t("Priority hiring"),
            t(
                "Senior recruiters review your application within 48 hours, with an interview "
                "slot within 5 business days of a successful review."
            ),
            "zap",
            t("About priority hiring"),
            routes.PRIORITY_SERVICE,
        ),
        _offer(
            t("CV review"),
            t("Recruiters polish your CV to international teaching standards."),
            "file-pen-line",
            t("About the CV review"),
            routes.CV_REVIEW,
        ),
        columns=2,
    )
