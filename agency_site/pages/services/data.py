"""Content of the Teach in Uzbekistan page and of /services (global teaching opportunities).

The spec gives the tracks, cities, counts and the four steps; the texts are the agency's
content, the tracks' requirements are said once in agency_site/content/tracks.py.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Iterable

from agency_site.components.open_posts import DayText
from agency_site.content.jobs import JOBS, REGIONS, Job, RegionInfo
from agency_site.content.models import Feature, Heading, PageMeta, Step
from agency_site.content.promises import HOUSING, PAYMENT, VISA
from agency_site.content.promises import SUPPORT as SUPPORT_PROMISE
from agency_site.content.tracks import TRACK_REQUIREMENTS
from agency_site.i18n import money, money_range, t


def salary_range(jobs: Iterable[Job]) -> tuple[Job, Job]:
    """The lowest- and highest-paid posts, by monthly amount (currencies are not converted)."""
    by_salary = sorted(jobs, key=lambda job: job.monthly_salary)
    return by_salary[0], by_salary[-1]


@dataclasses.dataclass(frozen=True)
class Track:
    """A subject teachers can be recruited for, and what it asks of them."""

    icon: str
    title: str
    description: str
    requirements: tuple[str, ...]


@dataclasses.dataclass(frozen=True)
class City:
    """A city with partner schools; its illustration is /images/cities/<slug>.svg."""

    slug: str
    name: str
    description: str
    highlights: tuple[str, ...]

    @property
    def image(self) -> str:
        return f"/images/cities/{self.slug}.svg"

    @property
    def image_alt(self) -> str:
        return t("Illustration of {city}", city=self.name)


# Teach in Uzbekistan (/services/teacher-recruitment), its bands in page order.

TEACH_HERO = Heading(
    t("Teach in Uzbekistan"),
    t(
        "Join the national programme bringing foreign teachers of English, French and "
        "Arabic into Uzbek state schools."
    ),
    eyebrow=t("Ministry partnership 2025-2026"),
)
TEACH_META = PageMeta(
    TEACH_HERO.title,
    t("Teach English, French or Arabic in Uzbek state schools through our ministry partnership."),
)
TEACH_ILLUSTRATION_ALT = t(
    "A teacher at the whiteboard of a sunny classroom, with a turquoise dome outside"
)
APPLY_NOW = t("Apply now")
HOW_TO_APPLY = t("How to apply")
DOWNLOAD_GUIDE = t("Download Teaching Guide")
GUIDE_NOTICE_TITLE = t("Download Guide")
GUIDE_NOTICE_TEXT = t("The teaching guide isn't available to download yet. Please check back soon.")

TRACKS_SECTION = Heading(
    t("Teaching tracks"),
    t("English, French and Arabic, each with its own requirements."),
    anchor="tracks",
)
REQUIREMENTS_LABEL = t("Requirements")
CITIES_SECTION = Heading(
    t("Where you could live"),
    t("Our partner schools are in four cities, from the capital to the heart of the Silk Road."),
    anchor="cities",
)
LIFE_SECTION = Heading(
    t("Life in Uzbekistan"),
    t("Silk Road cities, generous hospitality, excellent food and a low cost of living."),
    anchor="life",
)
BENEFITS_SECTION = Heading(
    t("What you receive"),
    t("Everything we arrange so you can focus on teaching."),
    anchor="benefits",
)
STEPS_SECTION = Heading(
    t("How it works"),
    t("Four steps from your application to your first day in class."),
    anchor="process",
)

TEACH_CLOSING = Heading(
    t("Ready to teach in Uzbekistan?"),
    t(
        "Send your application today, or write to us first: a recruiter will answer your "
        "questions about tracks, cities and contracts."
    ),
)
TEACH_CLOSING_LABEL = t("Apply or contact us")
CONTACT_US = t("Contact us")
TALK_TO_US = t("Talk to us")
PHONE_SUPPORT_NOTE = t(
    "Phone support is for registered candidates and partners only; please make first "
    "contact by e-mail."
)


TRACKS = (
    Track(
        "book-open",
        t("English"),
        t(
            "Teach English as a foreign language to primary and secondary pupils in state "
            "schools, with plenty of speaking and listening in every lesson."
        ),
        TRACK_REQUIREMENTS["english"],
    ),
    Track(
        "languages",
        t("French"),
        t(
            "Teach French in state schools, helping pupils build confidence in speaking, "
            "reading and writing from their first lessons."
        ),
        TRACK_REQUIREMENTS["french"],
    ),
    Track(
        "book-a",
        t("Arabic"),
        t(
            "Teach with Arabic as the language of instruction, so pupils learn the language "
            "while they learn through it."
        ),
        TRACK_REQUIREMENTS["arabic"],
    ),
)

CITIES = (
    City(
        "tashkent",
        t("Tashkent"),
        t(
            "The capital and largest city: wide boulevards, leafy parks, a lively café scene "
            "and the country's best connections home."
        ),
        (
            t("Ornate metro stations, with a ride costing about {fare}", fare=money(0.15, "USD")),
            t("Chorsu Bazaar for spices, fresh bread and dried fruit"),
            t("Direct flights to Europe and the Middle East"),
        ),
    ),
    City(
        "samarkand",
        t("Samarkand"),
        t(
            "One of the oldest cities in Central Asia and the jewel of the Silk Road, where "
            "turquoise domes rise above a busy university town."
        ),
        (
            t("The Registan and its three madrasahs"),
            t("The tiled tombs of the Shah-i-Zinda"),
            t("Around two hours from Tashkent by high-speed train"),
        ),
    ),
    City(
        "bukhara",
        t("Bukhara"),
        t(
            "A walkable old town of mosques, madrasahs and covered bazaars, with a slower and "
            "friendly pace of life."
        ),
        (
            t("A historic centre on UNESCO's World Heritage List"),
            t("Lyabi-Hauz, the tree-shaded pool at the heart of the old town"),
            t("The Kalon Minaret and the Ark fortress"),
        ),
    ),
    City(
        "khiva",
        t("Khiva"),
        t(
            "A walled city in the west of the country that feels like an open-air museum, "
            "with a close-knit community and quiet evenings."
        ),
        (
            t("Itchan Kala, the inner town listed by UNESCO"),
            t("The turquoise-tiled Kalta Minor minaret"),
            t("A short drive from Urgench airport"),
        ),
    ),
)

LIFE_HIGHLIGHTS = (
    Feature(
        "landmark",
        t("Living history"),
        t(
            "Samarkand, Bukhara and Khiva are World Heritage cities, and weekend trips along "
            "the Silk Road are easy by train."
        ),
    ),
    Feature(
        "heart-handshake",
        t("Warm hospitality"),
        t(
            "Guests are made to feel at home: expect invitations to family meals and endless "
            "pots of green tea."
        ),
    ),
    Feature(
        "utensils",
        t("Food worth travelling for"),
        t("Plov, fresh non bread, samsa and summer fruit from the bazaar are part of daily life."),
    ),
    Feature(
        "wallet",
        t("Affordable living"),
        t(
            "Rent runs at {rent} a month and a taxi ride at {taxi}; most teachers spend "
            "{total} a month in all.",
            rent=money_range(300, 500, "USD"),
            taxi=money_range(2, 4, "USD"),
            total=money_range(600, 1000, "USD"),
        ),
    ),
)


def uzbekistan_pay(posts: Iterable[Job] = JOBS) -> str:
    """What the posts in Uzbekistan among `posts` pay; empty when none is open."""
    in_uzbekistan = [job for job in posts if job.region == "uzbekistan"]
    if not in_uzbekistan:
        return ""
    lowest, highest = salary_range(in_uzbekistan)
    return t(
        "Current posts pay {lowest} to {highest} a month, a strong income against local costs.",
        lowest=lowest.salary_amount,
        highest=highest.salary_amount,
    )


# The salary benefit's line (teach.py shows UZBEKISTAN_PAY, the same text for the site's day).
SALARY_BENEFIT = Feature("banknote", t("Competitive salary"), uzbekistan_pay())
BENEFITS = (
    SALARY_BENEFIT,
    Feature("house", t("Housing"), HOUSING.text),
    Feature("stamp", t("Visa and work permit"), VISA.text),
    Feature(
        "landmark",
        t("Ministry-backed posts"),
        t(
            "Every post comes through our partnership with the Ministry of Preschool and "
            "School Education."
        ),
    ),
    Feature(
        "compass",
        t("Guidance before you fly"),
        t("What to pack, how to get from the airport and what to expect in your first week."),
    ),
    Feature(
        "life-buoy",
        t("Ongoing support"),
        SUPPORT_PROMISE.text,
    ),
    Feature(
        "users",
        t("A community of teachers"),
        t("Meet other international teachers in your city and across the programme."),
    ),
    Feature(
        "graduation-cap",
        t("Experience that counts"),
        t("Teaching in a national programme stands out on any CV."),
    ),
)

STEPS = (
    Step(
        t("Apply online"),
        t(
            "Fill in the online application form with your CV, your qualifications and the "
            "city you would like to teach in."
        ),
    ),
    Step(
        t("Interview"),
        t(
            "Meet our recruiters by video to talk about your experience, your teaching style "
            "and the track that suits you."
        ),
    ),
    Step(
        t("Documentation"),
        t(
            "We help you prepare your diploma and certificates and check each one before it is "
            "submitted."
        ),
    ),
    Step(
        t("Placement"),
        t(
            "You are matched with a school, travel to Uzbekistan and start teaching, with our "
            "team a message away."
        ),
    ),
)

# /services: what the agency does for every candidate, whichever country they choose.
SUPPORT = (
    Feature(
        "user-check",
        t("A recruiter who knows the school"),
        t("Ask about the post, the pupils and the city, and get a straight answer."),
    ),
    Feature(
        "stamp",
        t("Visas and documents"),
        VISA.text,
    ),
    Feature(
        "plane-landing",
        t("Help settling in"),
        t("Advice on your first weeks at your school."),
    ),
    Feature(
        "shield-check",
        t("Fair recruitment"),
        PAYMENT,
    ),
)

# Global teaching opportunities (/services), its bands in page order.

OPPORTUNITIES_HERO = Heading(
    t("Global teaching opportunities"),
    t(
        "Current openings for qualified teachers in Uzbekistan, the United Arab Emirates "
        "and Spain. Open any post to see what the school asks for."
    ),
    eyebrow=t("Teaching jobs abroad"),
)
OPPORTUNITIES_META = PageMeta(
    OPPORTUNITIES_HERO.title,
    t("Teaching jobs in Uzbekistan, the UAE and Spain, with salaries and requirements."),
)
COMPARE_ALL_JOBS = t("Compare all jobs")
TEACH_IN_UZBEKISTAN = t("Teach in Uzbekistan")
REGION_INDEX_LABEL = t("Countries")
JUMP_TO_A_COUNTRY = t("Jump to a country")
SALARIES_NOTE = t("Salaries are monthly, in the currency the school pays.")


def _in_region(region: RegionInfo, posts: Iterable[Job]) -> list[Job]:
    return [job for job in posts if job.region == region.id]


def open_posts(region: RegionInfo, posts: Iterable[Job] = JOBS) -> str:
    """How many of `posts` (those open at the build unless given) are in `region`."""
    return t("{count} open posts", count=len(_in_region(region, posts)))


def pay_range(region: RegionInfo, posts: Iterable[Job] = JOBS) -> str:
    """What `region`'s posts among `posts` pay; empty when it has none."""
    if not (in_region := _in_region(region, posts)):
        return ""
    lowest, highest = salary_range(in_region)
    return t(
        "{lowest} to {highest} per month",
        lowest=lowest.salary_amount,
        highest=highest.salary_amount,
    )


def highest_salary(posts: Iterable[Job] = JOBS) -> str:
    """The best-paid of `posts`, as an amount; empty when there are none."""
    posts = list(posts)
    return salary_range(posts)[1].salary_amount if posts else ""


# What the pages show of the posts open on the site's day (components/open_posts.py).
OPEN_POSTS_IN = {
    region.id: DayText(f"open-posts-{region.id}", functools.partial(open_posts, region))
    for region in REGIONS
}
PAY_RANGE_IN = {
    region.id: DayText(f"pay-range-{region.id}", functools.partial(pay_range, region))
    for region in REGIONS
}
OPEN_COUNT = DayText("open-count", lambda posts: str(len(posts)))
HIGHEST_SALARY = DayText("highest-salary", highest_salary)
UZBEKISTAN_PAY = DayText("uzbekistan-pay", uzbekistan_pay)


SUPPORT_SECTION = Heading(
    t("How we support you"),
    SUPPORT_PROMISE.text,
    anchor="support",
)

OPPORTUNITIES_CLOSING = Heading(
    t("Not sure which post is right for you?"),
    t(
        "Send us your application and tell us what you are looking for. We will suggest "
        "the schools where your experience fits best."
    ),
)
SEND_YOUR_APPLICATION = t("Send your application")
