"""The smaller pages of the Services menu: tech for education, partner agencies, custom
dashboards, the job map and the currency converter."""

from __future__ import annotations

import reflex as rx

from agency_site import routes, theme
from agency_site.components.icons import icon
from agency_site.components.links import external_link, link
from agency_site.components.page import (
    call_to_action,
    check_list,
    contact_call_to_action,
    feature_grid,
    hero,
    section,
    step_number,
    steps,
)
from agency_site.content.exchange_rates import (
    CURRENCIES,
    RATES,
    convert,
    format_amount,
    format_rate,
)
from agency_site.content.jobs import JOBS, Job
from agency_site.i18n import Localized, date_text, t
from agency_site.pages.services import data as teach_data
from agency_site.pages.services import service_data as data
from agency_site.pages.services.converter import currency_converter
from agency_site.pages.services.converter.state import ConverterState
from agency_site.pages.services.job_map import job_list, job_map
from agency_site.routes import Route
from agency_site.seo import page_title
from agency_site.settings import settings

_NUMBER_BADGE = (
    "flex h-9 w-9 items-center justify-center rounded-full bg-blue-700 text-sm font-bold "
    "text-white dark:bg-sky-400 dark:text-slate-950"
)
_PANEL = (
    "rounded-xl bg-white p-4 ring-1 ring-slate-900/5 sm:p-5 dark:bg-slate-950/40 dark:ring-white/10"
)
_PANEL_TITLE = "text-sm font-semibold text-slate-900 dark:text-white"
_STATUS_TONES = {
    "done": "bg-emerald-100 text-emerald-800 dark:bg-emerald-400/15 dark:text-emerald-200",
    "progress": "bg-sky-100 text-sky-800 dark:bg-sky-400/15 dark:text-sky-200",
    "waiting": "bg-amber-100 text-amber-900 dark:bg-amber-300/15 dark:text-amber-200",
}


def _rate_date() -> Localized:
    """'1 November 2026', '1 novembre 2026', '1. November 2026'."""
    return date_text(RATES.taken_on)


# Shared blocks ---------------------------------------------------------------------------


def _contact_button(label: str) -> rx.Component:
    return link(icon("mail", 16), label, to=routes.CONTACT, class_name=theme.BUTTON_PRIMARY)


def _jump_link(label: str, anchor: str) -> rx.Component:
    """A link to a section further down the same page."""
    return rx.el.a(label, href=f"#{anchor}", class_name=theme.BUTTON_SECONDARY)


# Tech for education ----------------------------------------------------------------------


def _tutoron() -> rx.Component:
    return rx.el.div(
        rx.el.div(
            rx.el.p(
                t(
                    "Some of what a school needs is best bought in. We work with partners we "
                    "know well, such as the online tutoring platform Tutoron, and set their "
                    "services up around your timetable rather than the other way round."
                ),
                class_name="text-lg leading-8 " + theme.TEXT,
            ),
            rx.el.p(
                t(
                    "Pupils can take extra lessons online with qualified teachers, and teachers "
                    "placed with you can keep in touch with classes between visits or during "
                    "school holidays."
                ),
                class_name="mt-4 leading-7 " + theme.TEXT_MUTED,
            ),
            rx.el.div(
                link(
                    t("About Tutoron"),
                    icon("arrow-right", 16),
                    to=routes.partner("tutoron"),
                    class_name=theme.BUTTON_SECONDARY,
                ),
                link(t("All our partners"), to=routes.PARTNERS, class_name=theme.LINK),
                class_name="mt-6 flex flex-wrap items-center gap-4",
            ),
        ),
        rx.el.div(
            rx.el.span(
                icon("monitor-smartphone", 26),
                class_name=(
                    "flex h-12 w-12 items-center justify-center rounded-2xl bg-white/15 text-white"
                ),
            ),
            rx.el.h3("Tutoron", class_name="mt-5 text-2xl font-bold text-white"),
            rx.el.p(t("Online tutoring platform"), class_name="text-blue-100"),
            rx.el.ul(
                *[
                    rx.el.li(
                        icon("check", 18, "mt-0.5 shrink-0"),
                        rx.el.span(item),
                        class_name="flex gap-2.5",
                    )
                    for item in data.TUTORON_POINTS
                ],
                class_name="mt-6 space-y-3 text-sm text-white",
            ),
            class_name=(
                "rounded-3xl bg-gradient-to-br from-blue-800 via-blue-700 to-sky-600 p-8 shadow-xl"
            ),
        ),
        class_name="mt-10 grid items-center gap-10 lg:grid-cols-2",
    )


def tech_for_education_page() -> rx.Component:
    return rx.fragment(
        hero(
            t("Technology that works in the classroom"),
            t(
                "We help schools choose, set up and use education technology: digital "
                "classrooms, training that gives teachers confidence with their tools, and "
                "learning platforms from partners we trust."
            ),
            eyebrow=t("Tech for education"),
            actions=(
                _contact_button(t("Talk to us about your school")),
                _jump_link(t("How a project runs"), "process"),
            ),
        ),
        section(
            t("What we help schools with"),
            feature_grid(data.TECH_SERVICES, columns=4),
            intro=t(
                "Technology is only useful when teachers use it. We start from the lessons you "
                "want to teach, not from a catalogue."
            ),
            anchor="services",
        ),
        section(
            t("Learning platforms with our partners"),
            _tutoron(),
            anchor="platforms",
        ),
        section(
            t("Who it is for"),
            feature_grid(data.TECH_AUDIENCES),
            anchor="audiences",
        ),
        section(
            t("How a project runs"),
            steps(*data.TECH_STEPS),
            intro=t("Five steps, at a pace that fits the school year."),
            anchor="process",
        ),
        contact_call_to_action(
            t("Planning new classrooms?"),
            t(
                "Tell us about your school, your pupils and the lessons you have in mind. "
                "We will suggest a first step."
            ),
        ),
    )


# Partner agencies ------------------------------------------------------------------------


def _partner_facts() -> rx.Component:
    return rx.el.div(
        rx.el.p(t("At a glance"), class_name=theme.EYEBROW),
        rx.el.ul(
            *[
                rx.el.li(
                    rx.el.span(
                        icon(fact.icon, 20),
                        class_name=(
                            "flex h-10 w-10 shrink-0 items-center justify-center rounded-xl "
                            "bg-blue-700/10 text-blue-800 dark:bg-sky-300/15 dark:text-sky-200"
                        ),
                    ),
                    rx.el.div(
                        rx.el.p(fact.title, class_name=theme.HEADING_3),
                        rx.el.p(fact.text, class_name="text-sm " + theme.TEXT_MUTED),
                    ),
                    class_name="flex gap-4",
                )
                for fact in data.PARTNER_FACTS
            ],
            class_name="mt-5 space-y-5",
        ),
        class_name=theme.CARD + " p-6 sm:p-8",
    )


def _referral_model() -> rx.Component:
    return rx.el.div(
        rx.el.div(
            rx.el.p(
                t(
                    "You refer qualified teachers to us. We take care of their placement in "
                    "Uzbekistan's state schools, and you keep your relationship with the teacher."
                ),
                class_name="text-lg leading-8 " + theme.TEXT,
            ),
            rx.el.p(
                t(
                    "How we work together is set out in a written agreement before your first "
                    "referral. Send us a partner inquiry and we will talk it through with you."
                ),
                class_name="mt-4 leading-7 " + theme.TEXT_MUTED,
            ),
        ),
        rx.el.div(
            rx.el.p(t("Each teacher you refer goes through"), class_name=theme.EYEBROW),
            rx.el.ol(
                *[
                    rx.el.li(
                        step_number(number, "h-8 w-8"),
                        rx.el.span(step.title, class_name=theme.HEADING_3),
                        class_name="flex items-center gap-3",
                    )
                    for number, step in enumerate(teach_data.STEPS, start=1)
                ],
                class_name="mt-4 space-y-3",
            ),
            class_name=theme.CARD + " p-6",
        ),
        class_name="mt-10 grid items-start gap-10 lg:grid-cols-[1.3fr_1fr]",
    )


def _requirements() -> rx.Component:
    return rx.el.div(
        check_list(*data.PARTNER_REQUIREMENTS, class_name="mt-2"),
        rx.el.p(
            t("New to fair recruitment standards?"),
            " ",
            external_link(
                t("Read the fair recruitment guidance"),
                href=settings.fair_recruitment_url,
                class_name=theme.LINK,
            ),
            class_name="mt-8 text-sm " + theme.TEXT_MUTED,
        ),
        class_name=theme.CARD + " mt-10 p-6 sm:p-8",
    )


def partner_agencies_page() -> rx.Component:
    inquiry = t("Become a partner")
    return rx.fragment(
        hero(
            t("Place your teachers in Uzbekistan's state schools"),
            t(
                "Recruitment agencies can refer teachers to posts we fill through our "
                "partnership with Uzbekistan's Ministry of Preschool and School Education. "
                "We take care of the placement; you keep your relationship with the teacher."
            ),
            eyebrow=t("For recruitment agencies"),
            actions=(
                external_link(
                    icon("handshake", 16),
                    inquiry,
                    href=settings.partner_inquiry_form_url,
                    class_name=theme.BUTTON_PRIMARY,
                ),
                link(
                    t("About the ministry partnership"),
                    to=routes.MINISTRY_PARTNERSHIP,
                    class_name=theme.BUTTON_SECONDARY,
                ),
            ),
            aside=_partner_facts(),
        ),
        section(
            t("How referrals work"),
            _referral_model(),
            anchor="referral-model",
        ),
        section(
            t("How co-operation works"),
            steps(*data.PARTNER_STEPS),
            intro=t("From your first message to your first teacher in a classroom."),
            anchor="how-it-works",
        ),
        section(
            t("What partners get"),
            feature_grid(data.PARTNER_BENEFITS),
            anchor="benefits",
        ),
        section(
            t("What we ask of partners"),
            _requirements(),
            intro=t("A short list, so that every teacher you refer can be placed fairly."),
            anchor="requirements",
        ),
        call_to_action(
            t("Ready to work together?"),
            t(
                "Send us a partner inquiry and our partnerships team will reply to arrange a "
                "first call. Questions first? Write to us."
            ),
            external_link(
                inquiry, href=settings.partner_inquiry_form_url, class_name=theme.BUTTON_ACCENT
            ),
            link(t("Contact us"), to=routes.CONTACT, class_name=theme.BUTTON_SECONDARY),
        ),
    )


# Custom dashboards -----------------------------------------------------------------------


def _dashboard_figures() -> rx.Component:
    return rx.el.dl(
        *[
            rx.el.div(
                rx.el.dt(figure.label, class_name="text-xs font-medium " + theme.TEXT_MUTED),
                rx.el.dd(
                    figure.value,
                    class_name="mt-1 text-2xl font-bold tabular-nums text-slate-900 sm:text-3xl dark:text-white",
                ),
                rx.el.dd(figure.note, class_name="mt-1 text-xs " + theme.TEXT_MUTED),
                class_name=_PANEL,
            )
            for figure in data.DASHBOARD_FIGURES
        ],
        class_name="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4",
    )


def _dashboard_chart() -> rx.Component:
    weeks = data.DASHBOARD_APPLICATIONS_PER_WEEK
    highest = max(weeks)
    return rx.el.div(
        rx.el.h3(t("Applications per week"), class_name=_PANEL_TITLE),
        rx.el.p(t("Last eight weeks"), class_name="text-xs " + theme.TEXT_MUTED),
        rx.el.ol(
            *[
                rx.el.li(
                    rx.el.span(
                        t("Week {number}: {count} applications", number=number, count=count),
                        class_name="sr-only",
                    ),
                    rx.el.span(
                        count,
                        class_name="text-xs font-semibold tabular-nums text-slate-700 dark:text-slate-200",
                        aria_hidden="true",
                    ),
                    rx.el.span(
                        rx.el.span(
                            class_name=(
                                "block w-full rounded-t-md bg-gradient-to-t from-blue-700 "
                                "to-sky-500 dark:from-sky-500 dark:to-sky-300"
                            ),
                            style={"height": f"{round(100 * count / highest)}%"},
                        ),
                        class_name="flex w-full flex-1 items-end",
                        aria_hidden="true",
                    ),
                    rx.el.span(
                        number, class_name="text-xs " + theme.TEXT_MUTED, aria_hidden="true"
                    ),
                    class_name="flex h-full flex-1 flex-col items-center gap-1.5",
                )
                for number, count in enumerate(weeks, start=1)
            ],
            class_name="mt-4 flex h-48 items-stretch gap-2 sm:gap-3",
        ),
        class_name=_PANEL + " lg:col-span-3",
    )


def _dashboard_pipeline() -> rx.Component:
    largest = max(stage.count for stage in data.DASHBOARD_STAGES)
    return rx.el.div(
        rx.el.h3(t("Candidates by stage"), class_name=_PANEL_TITLE),
        rx.el.p(t("This intake"), class_name="text-xs " + theme.TEXT_MUTED),
        rx.el.ul(
            *[
                rx.el.li(
                    rx.el.p(
                        rx.el.span(stage.label, class_name=theme.TEXT),
                        rx.el.span(
                            stage.count,
                            class_name="font-semibold tabular-nums text-slate-900 dark:text-white",
                        ),
                        class_name="flex justify-between text-sm",
                    ),
                    rx.el.div(
                        rx.el.div(
                            class_name="h-full rounded-full bg-blue-700 dark:bg-sky-400",
                            style={"width": f"{round(100 * stage.count / largest)}%"},
                        ),
                        class_name="mt-1.5 h-2 rounded-full bg-slate-900/5 dark:bg-white/10",
                        aria_hidden="true",
                    ),
                )
                for stage in data.DASHBOARD_STAGES
            ],
            class_name="mt-4 space-y-3",
        ),
        class_name=_PANEL + " lg:col-span-2",
    )


def _dashboard_arrivals() -> rx.Component:
    return rx.el.div(
        rx.el.h3(t("Upcoming arrivals"), class_name=_PANEL_TITLE),
        rx.el.ul(
            *[
                rx.el.li(
                    rx.el.div(
                        rx.el.p(
                            arrival.role,
                            class_name="text-sm font-medium text-slate-900 dark:text-white",
                        ),
                        rx.el.p(
                            arrival.city,
                            " · ",
                            arrival.date,
                            class_name="text-xs " + theme.TEXT_MUTED,
                        ),
                    ),
                    rx.el.span(
                        arrival.status,
                        class_name="shrink-0 rounded-full px-2.5 py-1 text-xs font-semibold "
                        + _STATUS_TONES[arrival.tone],
                    ),
                    class_name="flex items-center justify-between gap-4 py-3",
                )
                for arrival in data.DASHBOARD_ARRIVALS
            ],
            class_name="mt-2 divide-y divide-slate-900/5 dark:divide-white/10",
        ),
        class_name=_PANEL,
    )


def _dashboard_preview() -> rx.Component:
    return rx.el.figure(
        rx.el.figcaption(
            rx.el.span(
                *[
                    rx.el.span(class_name="h-3 w-3 rounded-full " + colour)
                    for colour in ("bg-rose-400", "bg-amber-400", "bg-emerald-400")
                ],
                class_name="flex gap-1.5",
                aria_hidden="true",
            ),
            rx.el.span(
                icon("layout-dashboard", 16),
                data.DASHBOARD_TITLE,
                class_name="flex items-center gap-2 text-sm font-semibold text-slate-900 dark:text-white",
            ),
            rx.el.span(
                t("Sample data"),
                class_name=(
                    "ml-auto whitespace-nowrap rounded-full bg-amber-100 px-2.5 py-0.5 text-xs "
                    "font-semibold text-amber-900 dark:bg-amber-300/15 dark:text-amber-200"
                ),
            ),
            class_name=(
                "flex items-center gap-4 border-b border-slate-900/5 bg-white/60 px-4 py-3 "
                "dark:border-white/10 dark:bg-white/5"
            ),
        ),
        rx.el.div(
            _dashboard_figures(),
            rx.el.div(
                _dashboard_chart(),
                _dashboard_pipeline(),
                class_name="grid gap-3 sm:gap-4 lg:grid-cols-5",
            ),
            _dashboard_arrivals(),
            class_name="space-y-3 bg-slate-50/80 p-3 sm:space-y-4 sm:p-6 dark:bg-slate-950/30",
        ),
        class_name=theme.CARD + " mt-10 overflow-hidden shadow-xl",
        data_testid="dashboard-preview",
    )


def custom_dashboards_page() -> rx.Component:
    return rx.fragment(
        hero(
            t("Dashboards that show where every placement stands"),
            t(
                "We build dashboards for schools and partners to follow their vacancies, "
                "candidates, documents and arrivals in one place, without chasing e-mails."
            ),
            eyebrow=t("Custom dashboards"),
            actions=(
                _contact_button(t("Ask for a dashboard")),
                _jump_link(t("See an example"), "example"),
            ),
        ),
        section(
            t("An example dashboard"),
            _dashboard_preview(),
            intro=t(
                "This is the kind of view a school receives for an autumn intake. The figures "
                "are samples; yours show your own vacancies and candidates."
            ),
            anchor="example",
        ),
        section(
            t("What your dashboard can show"),
            feature_grid(data.DASHBOARD_FEATURES),
            anchor="features",
        ),
        section(
            t("How we build it"),
            steps(*data.DASHBOARD_STEPS),
            anchor="process",
        ),
        contact_call_to_action(
            t("Want to see your recruitment at a glance?"),
            t("Tell us who needs to see what, and we will show you how your dashboard could look."),
        ),
    )


# Job map ---------------------------------------------------------------------------------


def job_map_page() -> rx.Component:
    return rx.fragment(
        hero(
            t("Job map"),
            t(
                "Every post we are recruiting for, from Madrid to Tashkent. Select a pin or a "
                "city to see the jobs in that country."
            ),
            eyebrow=t("Open posts"),
            actions=(
                link(t("See all jobs"), to=routes.SERVICES, class_name=theme.BUTTON_PRIMARY),
                link(
                    t("Compare salaries"),
                    to=routes.CURRENCY_CONVERTER,
                    class_name=theme.BUTTON_SECONDARY,
                ),
            ),
        ),
        section(
            t("Where our teachers are needed"),
            job_map(),
            job_list(),
            intro=t(
                "{count} open posts in Uzbekistan, the United Arab Emirates and Spain.",
                count=len(JOBS),
            ),
            anchor="map",
        ),
        contact_call_to_action(
            t("Not sure which city suits you?"),
            t("Tell us what you teach and what you are looking for, and we will help you choose."),
        ),
    )


# Currency converter ----------------------------------------------------------------------


def _salary_cell(job: Job, code: str) -> rx.Component:
    text = format_amount(convert(job.monthly_salary, job.currency, code), code)
    cell = "whitespace-nowrap px-4 py-3 text-right tabular-nums "
    if code != job.currency:
        return rx.el.td(text, class_name=cell + theme.TEXT)
    return rx.el.td(
        rx.el.span(
            text,
            class_name=(
                "inline-block rounded-md bg-blue-700/10 px-2 py-1 font-semibold text-blue-800 "
                "dark:bg-sky-300/15 dark:text-sky-200"
            ),
        ),
        rx.el.span(t("(the currency the school pays in)"), class_name="sr-only"),
        class_name=cell,
    )


def _salary_table() -> rx.Component:
    return rx.el.div(
        rx.el.div(
            rx.el.table(
                rx.el.caption(
                    t("Monthly salaries, converted at the rates of {date}", date=_rate_date()),
                    class_name="sr-only",
                ),
                rx.el.thead(
                    rx.el.tr(
                        rx.el.th(t("Job"), scope="col", class_name="px-4 py-3 text-left"),
                        *[
                            rx.el.th(
                                currency.code,
                                rx.el.span(
                                    currency.name,
                                    class_name="block text-xs font-normal " + theme.TEXT_MUTED,
                                ),
                                scope="col",
                                class_name="px-4 py-3 text-right",
                            )
                            for currency in CURRENCIES
                        ],
                        class_name="text-sm font-semibold text-slate-900 dark:text-white",
                    ),
                    class_name="border-b border-slate-900/10 dark:border-white/10",
                ),
                rx.el.tbody(
                    *[
                        rx.el.tr(
                            rx.el.th(
                                rx.el.span(
                                    job.title,
                                    class_name="block font-semibold text-slate-900 dark:text-white",
                                ),
                                rx.el.span(
                                    job.location, class_name="block text-xs " + theme.TEXT_MUTED
                                ),
                                scope="row",
                                class_name="px-4 py-3 text-left font-normal",
                            ),
                            *[_salary_cell(job, currency.code) for currency in CURRENCIES],
                            class_name="text-sm",
                        )
                        for job in JOBS
                    ],
                    class_name="divide-y divide-slate-900/5 dark:divide-white/10",
                ),
                class_name="w-full min-w-[40rem] border-collapse",
            ),
            class_name="relative overflow-x-auto",
            tab_index=0,
            role="region",
            aria_label=t("Salaries in four currencies"),
        ),
        rx.el.p(
            rx.el.span(
                class_name="inline-block h-3 w-3 rounded-sm bg-blue-700/10 ring-1 ring-blue-700/30 dark:bg-sky-300/15 dark:ring-sky-300/40",
                aria_hidden="true",
            ),
            t("The currency the school pays in. Other amounts are rounded to whole units."),
            class_name="flex items-center gap-2 border-t border-slate-900/5 px-4 py-3 text-xs dark:border-white/10 "
            + theme.TEXT_MUTED,
        ),
        class_name=theme.CARD + " mt-10 overflow-hidden",
        data_testid="salary-table",
    )


def _rates_note() -> rx.Component:
    return rx.el.aside(
        rx.el.div(
            icon("info", 22, "mt-0.5 shrink-0 text-blue-700 dark:text-sky-300"),
            rx.el.div(
                rx.el.h3(t("These rates are indicative"), class_name=theme.HEADING_3),
                rx.el.p(
                    t(
                        "They are mid-market rates taken on {date}. Banks and money-transfer "
                        "services use their own rates and fees, so the amount you receive will "
                        "differ a little. Your contract states your salary in the currency the "
                        "school pays.",
                        date=_rate_date(),
                    ),
                    class_name="mt-2 text-sm leading-6 " + theme.TEXT_MUTED,
                ),
            ),
            class_name="flex gap-4",
        ),
        rx.el.dl(
            *[
                rx.el.div(
                    rx.el.dt(
                        t("{code} per US dollar", code=currency.code),
                        class_name="text-xs " + theme.TEXT_MUTED,
                    ),
                    rx.el.dd(
                        format_rate(currency.code),
                        class_name="mt-0.5 font-semibold tabular-nums text-slate-900 dark:text-white",
                    ),
                    class_name="rounded-xl bg-slate-900/5 px-4 py-3 dark:bg-white/5",
                )
                for currency in CURRENCIES
                if currency.code != "USD"
            ],
            class_name="mt-6 grid gap-3 sm:grid-cols-3",
        ),
        class_name=theme.CARD + " mt-6 p-6",
        aria_label=t("About these rates"),
    )


def currency_converter_page() -> rx.Component:
    return rx.fragment(
        hero(
            t("Currency converter"),
            t(
                "Schools pay in US dollars or euros. See what each salary is worth in pounds, "
                "euros, dollars and Uzbek som, or convert any amount you like."
            ),
            eyebrow=t("Salaries"),
            actions=(
                _jump_link(t("Every salary in four currencies"), "salaries"),
                link(t("See all jobs"), to=routes.SERVICES, class_name=theme.BUTTON_SECONDARY),
            ),
        ),
        section(
            t("Convert an amount"),
            rx.el.div(currency_converter(), class_name="mt-10"),
            intro=t("Type an amount or pick a job, then choose the currencies to compare."),
            anchor="converter",
        ),
        section(
            t("Every salary in four currencies"),
            _salary_table(),
            _rates_note(),
            intro=t("The monthly salary of each open post, converted at the same rates."),
            anchor="salaries",
        ),
        call_to_action(
            t("Found a salary that suits you?"),
            t("See where each job is, or read the full details and requirements."),
            link(t("See all jobs"), to=routes.SERVICES, class_name=theme.BUTTON_ACCENT),
            link(t("Open the job map"), to=routes.JOB_MAP, class_name=theme.BUTTON_SECONDARY),
        ),
    )


ROUTES = [
    Route(
        path=routes.TECH_FOR_EDUCATION,
        title=page_title(t("Tech for education")),
        description=t(
            "Digital classrooms, teacher training on education technology and learning "
            "platforms through our partners, for schools."
        ),
        component=tech_for_education_page,
    ),
    Route(
        path=routes.PARTNER_AGENCIES,
        title=page_title(t("Partner agencies")),
        description=t(
            "Recruitment agencies: refer teachers to Uzbek state-school posts through our "
            "ministry partnership, and follow each referral to the classroom."
        ),
        component=partner_agencies_page,
    ),
    Route(
        path=routes.CUSTOM_DASHBOARDS,
        title=page_title(t("Custom dashboards")),
        description=t(
            "Dashboards for schools and partners to follow vacancies, candidates, documents "
            "and arrivals."
        ),
        component=custom_dashboards_page,
    ),
    Route(
        path=routes.JOB_MAP,
        title=page_title(t("Job map")),
        description=t("Our open teaching posts in Uzbekistan, the UAE and Spain on one map."),
        component=job_map_page,
    ),
    Route(
        path=routes.CURRENCY_CONVERTER,
        title=page_title(t("Currency converter")),
        description=t(
            "Teaching salaries in US dollars, euros, pounds and Uzbek som, with a converter."
        ),
        component=currency_converter_page,
        on_load=ConverterState.start_over,
    ),
]
