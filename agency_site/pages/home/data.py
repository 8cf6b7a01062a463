"""Home page content: its headings, figures, selling points and testimonials."""

from __future__ import annotations

import dataclasses

from agency_site.components.open_posts import DayText
from agency_site.content.academic_year import ACADEMIC_YEAR, AS_OF, MINISTRY_PARTNER
from agency_site.content.confirmation import Quoted
from agency_site.content.models import Feature, Heading, PageMeta
from agency_site.content.promises import PAYMENT, VISA
from agency_site.content.recognition import AWARD as AWARD_TEXT
from agency_site.content.recognition import BADGE
from agency_site.i18n import t
from agency_site.settings import placeholders_in, settings

HERO = Heading(
    t("Teach abroad with a partner you can trust"),
    t(
        "We place qualified teachers of English, German, French and Arabic in schools "
        "across Uzbekistan, the UAE and Spain, in partnership with Uzbekistan's Ministry "
        "of Preschool and School Education."
    ),
    eyebrow=t("International teacher recruitment"),
)


@dataclasses.dataclass(frozen=True)
class Statistic:
    value: str | DayText
    label: str
    # A figure still at its development placeholder: marked on the page, as a sample review
    # is, so that nobody takes a preview's figure for the agency's (a deployment refuses it).
    unconfirmed: bool = False


# The spec gives the labels, not the values: the agency's figures are settings it must
# confirm (agency_site/settings.py); the countries are counted from the posts open on the
# site's day, which the served page follows without a rebuild (components/open_posts.py).
COUNTRIES_SERVED = DayText("countries-served", lambda posts: str(len({p.region for p in posts})))
_PLACEHOLDERS = set(placeholders_in(settings))


def _figure(name: str, label: str) -> Statistic:
    return Statistic(getattr(settings, name), label, unconfirmed=name in _PLACEHOLDERS)


STATISTICS = (
    _figure("teachers_placed", t("Teachers Placed")),
    Statistic(COUNTRIES_SERVED, t("Countries Served")),
    _figure("placement_success_rate", t("Placement Success Rate")),
    _figure("years_of_experience", t("Years of Experience")),
)
PLACEHOLDER_MARK = t("Placeholder for this preview: not confirmed by the agency.")


PARTNERS_SECTION = Heading(
    t("Our partner network"),
    t("Ministries, schools, training providers and companies we work with."),
    anchor="partners",
)

HIRING = Heading(
    t(
        "October and December intakes ({year}, as of {month}) for EFL, German and French teachers",
        year=ACADEMIC_YEAR,
        month=AS_OF,
    ),
    eyebrow=t("Now hiring"),
)

WHY_CHOOSE_US_SECTION = Heading(t("Why choose us"), anchor="why-choose-us")
WHY_CHOOSE_US = (
    Feature(
        "landmark",
        t("Ministry partnership"),
        MINISTRY_PARTNER,
    ),
    Feature(
        "shield-check",
        t("Fair, transparent recruitment"),
        PAYMENT,
    ),
    Feature(
        "heart-handshake",
        t("Guidance with your documents"),
        VISA.text,
    ),
    Feature(
        "globe",
        t("Uzbekistan, the UAE and Spain"),
        t(
            "Posts for teachers of English, German and French, and of Arabic as a language of instruction."
        ),
    ),
)


@dataclasses.dataclass(frozen=True)
class Testimonial(Quoted):
    """A teacher's words in the home carousel; where they were given and the agency's
    confirmation (Quoted: source=..., confirmation=...)."""

    reviewer: str
    review_body: str
    # Shown under the name; 'Educator' when the teacher gave none.
    role: str | None = None
    # An optional portrait under assets/; initials are shown without one.
    image: str | None = None

    @property
    def display_role(self) -> str:
        return self.role or t("Educator")

    @property
    def initials(self) -> str:
        return "".join(part[0] for part in self.reviewer.split()[:2]).upper()


TESTIMONIALS_SECTION = Heading(
    t("What our teachers say"),
    t("Stories from teachers we have placed in schools abroad."),
    anchor="testimonials",
)

# The eight testimonials (the spec gives their number and fields, not their words):
# the agency's content, to be replaced by its teachers' own words. Each is a sample until it
# names its source and the agency confirms it (source="...", confirmation=confirmed_by(...)).
TESTIMONIALS = (
    Testimonial(
        "Rachel Thompson",
        t(
            "I asked a lot of questions before I accepted the post in Tashkent, and every "
            "answer turned out to be true. My classes are lively and my colleagues generous."
        ),
        t("ESL Teacher, Tashkent"),
    ),
    Testimonial(
        "Julien Moreau",
        t(
            "I walk through Bukhara's old town on my way to school every morning. My pupils "
            "learn French with real enthusiasm, and the head teacher treats me like family."
        ),
        t("French Teacher, Bukhara"),
    ),
    Testimonial(
        "Anna Schneider",
        t(
            "Honest answers about salary, housing and paperwork before I signed anything. "
            "Khiva is magical and my students' German improves every week."
        ),
        t("German Instructor, Khiva"),
    ),
    Testimonial(
        "David Okafor",
        t(
            "Leaving a permanent post at home was a big step. My recruiter never rushed me "
            "and gave me the time to talk it over with my family."
        ),
    ),
    Testimonial(
        "Emily Carter",
        t(
            "Samarkand was my first job after my TEFL course. The induction week and the local "
            "mentor made the first month far less daunting."
        ),
        t("ESL Teacher, Samarkand"),
    ),
    Testimonial(
        "Omar Haddad",
        t(
            "Teaching Arabic in Uzbekistan has been the most rewarding year of my career. "
            "Every document was explained clearly and on time."
        ),
        t("Arabic Teacher, Tashkent"),
    ),
    Testimonial(
        "Lucía Fernández",
        t(
            "They placed me in a bilingual school in Madrid and prepared me for the interview "
            "question by question. Professional and kind from start to finish."
        ),
        t("Primary Teacher, Madrid"),
    ),
    Testimonial(
        "Thomas Reid",
        t(
            "I sent my CV on a Sunday night expecting nothing. The reply asked real questions "
            "about my teaching, not the usual form letter."
        ),
    ),
)


BRIGHTMATCH_SECTION = Heading(
    t("BrightMatch: find the school that fits you"),
    t(
        "Coming soon: a school-matching tool that will pair your profile with schools that "
        "suit you."
    ),
    anchor="brightmatch",
)
BRIGHTMATCH_ALT = t("A teacher profile linked to three schools, one of them highlighted")
# What BrightMatch will do once it launches (until then it is labelled 'Coming Soon').
BRIGHTMATCH_PROMISES = (
    t("Match your subject, experience and preferences with schools looking for you"),
    t("Compare salary, housing and location side by side before you apply"),
    t("Get notified the moment a matching post opens"),
)

LEGITIMACY_SECTION = Heading(
    t("Are you scammers? A fair question, answered"),
    t("Recruitment scams are real, so you are right to ask. Here is how you can check us."),
    anchor="legitimacy",
)
# The legitimacy note: each claim, with how to check it.
TRUST_POINTS = (
    Feature(
        "landmark",
        t("An official ministry partner"),
        MINISTRY_PARTNER,
    ),
    Feature(
        "building-2",
        t("An office in Manchester"),
        t("Our office is in Manchester, United Kingdom; its postal address is below."),
    ),
    Feature(
        "badge-pound-sterling",
        t("You pay for the work done"),
        PAYMENT,
    ),
    Feature(
        "award",
        t("Recognised by others"),
        t("{award} {badge}", award=AWARD_TEXT, badge=BADGE),
    ),
)

LEGITIMACY_NOTE = t("Still unsure? Read what teachers say about us on an independent site.")

SERVICES_SECTION = Heading(t("Get ahead of the queue"), anchor="services")

AWARD = Heading(
    t("We are a Prestige Awards winner"),
    AWARD_TEXT,
)

CLOSING = Heading(
    t("Ready to start your journey?"),
    t("Tell us about yourself and apply for the posts open now."),
)


# Buttons and labels of the page's sections.
APPLY_NOW = t("Apply now")
OUR_PARTNERS = t("Our partners")
MEDIA_AND_CAMPAIGNS = t("Media & campaigns")
APPLY_FOR_NEXT_INTAKE = t("Apply for the next intake")
PARTNER_DETAILS = t("Details")
SEE_ALL_PARTNERS = t("See all partners")
TESTIMONIALS_LABEL = t("Testimonials")
COMING_SOON = t("Coming Soon")
DISCOVER_BRIGHTMATCH = t("Discover BrightMatch")
READ_OUR_REVIEWS = t("Read our reviews")
READ_THE_ANNOUNCEMENT = t("Read the announcement")

# The tab's title (after the brand name); breadcrumbs call the page "Home".
TITLE = t("International teacher recruitment")
META = PageMeta(
    t("Home"),
    t(
        "Teaching jobs in Uzbekistan, the UAE and Spain for teachers of English, German, "
        "French and Arabic, with a ministry-backed recruitment agency."
    ),
)
