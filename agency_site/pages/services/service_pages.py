"""The smaller pages of the Services menu."""

from __future__ import annotations

import dataclasses

import reflex as rx

from agency_site import routes
from agency_site.components.page import contact_call_to_action, hero, section
from agency_site.i18n import t
from agency_site.routes import Route
from agency_site.seo import page_title


@dataclasses.dataclass(frozen=True)
class ServicePage:
    path: str
    title: str
    lead: str
    sections: tuple[tuple[str, str], ...]


SERVICE_PAGES = (
    ServicePage(
        routes.TECH_FOR_EDUCATION,
        t("Tech for education"),
        t("Digital tools that help schools recruit, onboard and support international teachers."),
        (
            (
                t("What we build"),
                t("Recruitment pipelines, onboarding portals and classroom tools."),
            ),
        ),
    ),
    ServicePage(
        routes.PARTNER_AGENCIES,
        t("Partner agencies"),
        t("Work with us to place your candidates in our partner schools."),
        (
            (
                t("How partnership works"),
                t("Shared vacancies, shared standards and a fair split of fees."),
            ),
        ),
    ),
    ServicePage(
        routes.CUSTOM_DASHBOARDS,
        t("Custom dashboards"),
        t("Dashboards that show schools and ministries where every recruitment stands."),
        (
            (
                t("What a dashboard shows"),
                t("Open posts, candidates at each stage and arrival dates."),
            ),
        ),
    ),
    ServicePage(
        routes.JOB_MAP,
        t("Job map"),
        t("Every open teaching post on one map."),
        (
            (
                t("Open posts by city"),
                t("Tashkent, Samarkand, Bukhara, Khiva, Dubai, Abu Dhabi, Madrid and Barcelona."),
            ),
        ),
    ),
    ServicePage(
        routes.CURRENCY_CONVERTER,
        t("Currency converter"),
        t("See what each salary is worth in US dollars, euros, pounds and Uzbek som."),
        ((t("Convert a salary"), t("Pick a job and a currency to compare offers.")),),
    ),
)


def _service_page(page: ServicePage) -> rx.Component:
    return rx.fragment(
        hero(page.title, page.lead, eyebrow=t("Services")),
        *[section(title, intro=intro) for title, intro in page.sections],
        contact_call_to_action(
            t("Want to know more?"),
            t("Tell us what you need and we will get back to you."),
        ),
    )


ROUTES = [
    Route(
        path=page.path,
        title=page_title(page.title),
        description=page.lead,
        component=lambda page=page: _service_page(page),
    )
    for page in SERVICE_PAGES
]
