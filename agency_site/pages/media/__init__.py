"""Media and campaigns (spec 2.9)."""

from __future__ import annotations

import reflex as rx

from agency_site import routes
from agency_site.components.page import contact_call_to_action, hero, section
from agency_site.i18n import t
from agency_site.routes import Route
from agency_site.seo import page_title


def media_page() -> rx.Component:
    return rx.fragment(
        hero(
            t("Media and campaigns"),
            t("Recruitment campaigns, video and storytelling for schools and education partners."),
            eyebrow=t("Media"),
        ),
        section(
            t("Our media services"),
            intro=t(
                "Recruitment campaigns, video production and social media for schools and education partners."
            ),
            anchor="services",
        ),
        section(
            t("Featured work"),
            intro=t("Campaigns and stories we have produced with our partners."),
            anchor="featured",
        ),
        section(
            t("Video showcase"),
            intro=t("Short films from classrooms and cities where our teachers work."),
            anchor="videos",
        ),
        contact_call_to_action(
            t("Plan a campaign with us"),
            t("Tell us about your audience and goals."),
        ),
    )


ROUTES = [
    Route(
        path=routes.MEDIA_CAMPAIGNS,
        title=page_title(t("Media and campaigns")),
        description=t("Recruitment campaigns, video production and storytelling for education."),
        component=media_page,
    )
]
