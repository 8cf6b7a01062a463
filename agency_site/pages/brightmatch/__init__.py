"""BrightMatch: the school-matching feature, 'Coming Soon'."""

from __future__ import annotations

import reflex as rx

from agency_site import design, routes
from agency_site.components.links import link
from agency_site.components.media import illustration
from agency_site.components.page import (
    call_to_action,
    card,
    card_grid,
    hero,
    section,
    soon_badge,
    steps,
)
from agency_site.content.models import Heading, Step
from agency_site.i18n import t
from agency_site.routes import Route
from agency_site.seo import page_title

FEATURES = (
    (
        "sliders-horizontal",
        t("Your priorities first"),
        t("Subject, age group, city size, salary and housing: you decide what matters most."),
    ),
    (
        "school",
        t("Schools that want you"),
        t("Matches come from real vacancies in our partner schools, not from an old database."),
    ),
    (
        "scale",
        t("Side-by-side comparison"),
        t("Salary, hours, housing and cost of living for each match, on one screen."),
    ),
    (
        "bell-ring",
        t("Alerts for new posts"),
        t("Hear about a matching vacancy the day a school shares it with us."),
    ),
    (
        "message-circle",
        t("A recruiter in the loop"),
        t("Every match is reviewed by a person who knows the school before you apply."),
    ),
    (
        "lock",
        t("Private by design"),
        t("Schools see your profile only when you choose to apply."),
    ),
)

HOW_IT_WILL_WORK = (
    Step(
        t("Build your profile"),
        t("Qualifications, experience, languages and where you would like to live."),
    ),
    Step(t("Set your priorities"), t("Rank what matters: salary, city, school type, start date.")),
    Step(
        t("Review your matches"),
        t("The best-fitting schools first, each with the reasons it matched."),
    ),
    Step(t("Apply in one step"), t("Send your profile to a school and follow its answer.")),
)


def brightmatch_page() -> rx.Component:
    return rx.fragment(
        hero(
            t("BrightMatch"),
            t(
                "Tell us what matters to you and BrightMatch will suggest the schools where you "
                "will thrive."
            ),
            eyebrow=t("School matching for teachers"),
            actions=(
                soon_badge(t("Coming Soon")),
                link(t("See open positions"), to=routes.SERVICES, class_name=design.BUTTON_PRIMARY),
            ),
            aside=illustration(
                "/images/pages/brightmatch.svg",
                t("A teacher profile linked to three schools, one of them highlighted"),
            ),
        ),
        section(
            t("What BrightMatch will do"),
            card_grid(*[card(title, text, icon_name=name) for name, title, text in FEATURES]),
            intro=t(
                "Compare your qualifications, preferences and goals with each school's needs, "
                "and see the best matches first."
            ),
            anchor="features",
        ),
        section(
            t("How it will work"),
            steps(*HOW_IT_WILL_WORK),
            intro=t("Four steps from your profile to your next classroom."),
            anchor="how-it-works",
        ),
        call_to_action(
            Heading(
                t("Don't want to wait?"),
                t(
                    "Until BrightMatch launches, browse the posts open now or write to us with your "
                    "questions."
                ),
            ),
            link(
                t("See the open posts"), to=routes.JOBS_DASHBOARD, class_name=design.BUTTON_ACCENT
            ),
            link(t("Contact us"), to=routes.CONTACT, class_name=design.BUTTON_ON_BRAND),
        ),
    )


ROUTES = [
    Route(
        path=routes.BRIGHTMATCH,
        title=page_title(t("BrightMatch")),
        description=t("BrightMatch matches teachers with the schools that suit them. Coming soon."),
        component=brightmatch_page,
    )
]
