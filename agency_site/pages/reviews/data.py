"""The reviews page's words: its bands, the review form, and the 14 reviews with their
avatar colours.

The spec gives their number and fields, not the reviews: names, dates and words are the
agency's content, to be replaced by its teachers' real reviews. Each one below is a sample
until it names its source (the review site and date, or the teacher's written consent) and
the agency confirms it (source="...", confirmation=confirmed_by("name", "2026-12-01")).
"""

from __future__ import annotations

import dataclasses

from agency_site.content.confirmation import Quoted
from agency_site.content.models import Heading, PageMeta
from agency_site.i18n import month_text, t

TITLE = t("Reviews")
META = PageMeta(TITLE, t("Reviews from teachers we have placed in Uzbekistan and beyond."))

HERO = Heading(
    t("What Our Community Says"),
    t(
        "We have supported hundreds of educators on their journey to teach abroad. "
        "Here is what they tell us about it."
    ),
    eyebrow=t("Reviews"),
)
READ_THE_REVIEWS = t("Read the reviews")
SHARE_YOURS = t("Share your experience")

REVIEWS_BAND = Heading(
    t("Reviews from our teachers"),
    t(
        "Teachers placed in Tashkent, Samarkand, Bukhara, Khiva and beyond tell you how it "
        "went, in their own words."
    ),
    anchor="reviews",
)
CAROUSEL_LABEL = t("Reviews")

SHARE = Heading(
    t("Share Your Experience"),
    t("Placed with us? We would love to hear how it went."),
    anchor="share",
)
SHARE_INVITATION = t(
    "Your story helps the next teacher decide with confidence. Tell us "
    "about your school, your city and the support you received."
)
OPEN_REVIEW_FORM = t("Submit Your Review (Soon!)")


@dataclasses.dataclass(frozen=True)
class FormField:
    """A field of the review form: its label and the example it shows while empty."""

    label: str
    placeholder: str


REVIEW_FORM = Heading(
    t("Submit a Review"),
    t("Tell future teachers what your placement was like and how we helped."),
)
CLOSE = t("Close")
NAME_FIELD = FormField(t("Name"), t("e.g. Sarah Johnson"))
COUNTRY_FIELD = FormField(t("Country"), t("e.g. Canada"))
OPTIONAL = t("(optional)")
REVIEW_FIELD = FormField(t("Review"), t("What was your placement like? How did we help?"))
SUBMIT_REVIEW = t("Submit Review")


@dataclasses.dataclass(frozen=True)
class Review(Quoted):
    """A teacher's review: who, when (month and year) and what they said; where it was
    written and the agency's confirmation (Quoted: source=..., confirmation=...)."""

    name: str
    date: str
    text: str
    country: str | None = None

    @property
    def initial(self) -> str:
        return self.name[0]


# Every card has 5 stars.
REVIEW_RATING = 5

# White text on each of these, in light and dark theme.
AVATAR_COLOURS = (
    "bg-blue-700 dark:bg-blue-600",
    "bg-emerald-700 dark:bg-emerald-600",
    "bg-amber-700 dark:bg-amber-600",
    "bg-rose-700 dark:bg-rose-600",
    "bg-violet-700 dark:bg-violet-600",
    "bg-teal-700 dark:bg-teal-600",
    "bg-indigo-700 dark:bg-indigo-600",
    "bg-fuchsia-700 dark:bg-fuchsia-600",
)


def avatar_colour(name: str) -> str:
    """The avatar's colour classes, chosen by the first character of the name."""
    return AVATAR_COLOURS[ord(name[0]) % len(AVATAR_COLOURS)]


REVIEWS = (
    Review(
        "Sarah Mitchell",
        month_text(2025, 9),
        t(
            "From my first e-mail to my first lesson in Tashkent, I always knew what came next. "
            "The team sorted my documents quickly and someone was there when I landed."
        ),
        t("United Kingdom"),
    ),
    Review(
        "Liam O'Connor",
        month_text(2025, 8),
        t(
            "I had applied through other agencies and heard nothing. Here a real person called "
            "me within days, explained the post honestly and prepared me for the interview."
        ),
        t("Ireland"),
    ),
    Review(
        "Claire Dubois",
        month_text(2025, 8),
        t(
            "Teaching French in Bukhara has been the adventure of my life. The school was "
            "expecting me, my flat was ready and my colleagues made me feel at home."
        ),
        t("France"),
    ),
    Review(
        "Jonas Weber",
        month_text(2025, 7),
        t(
            "As a German teacher I wasn't sure there would be a post for me. They found a school "
            "in Khiva that needed exactly my profile and guided me through every form."
        ),
        t("Germany"),
    ),
    Review(
        "Aisha Rahman",
        month_text(2025, 7),
        t(
            "The CV review was worth every penny. My CV finally showed what I can do in a "
            "classroom, and I had two interview invitations within a month."
        ),
    ),
    Review(
        "Michael Thompson",
        month_text(2025, 6),
        t(
            "Samarkand is stunning and my pupils are a joy. Whenever I had a question about my "
            "contract or my visa, the support team answered the same day."
        ),
        t("United States"),
    ),
    Review(
        "Omar Khalil",
        month_text(2025, 6),
        t(
            "I teach Arabic and was glad to find an agency that takes my subject seriously. "
            "Clear terms, honest advice and no surprises."
        ),
        t("Jordan"),
    ),
    Review(
        "Emily Clarke",
        month_text(2025, 5),
        t(
            "The interview preparation in my Career Launch package made all the difference. "
            "I walked in knowing what the school wanted to hear about."
        ),
        t("Canada"),
    ),
    Review(
        "Thandiwe Nkosi",
        month_text(2025, 4),
        t(
            "I was nervous about moving so far from home, but the team answered every question, "
            "however small. Six months on, I have no regrets at all."
        ),
        t("South Africa"),
    ),
    Review(
        "Daniel Evans",
        month_text(2025, 3),
        t(
            "A professional, friendly team who clearly care about their teachers. They check in "
            "regularly and actually listen to feedback."
        ),
    ),
    Review(
        "Grace Wilson",
        month_text(2025, 2),
        t(
            "Priority hiring was as fast as promised: my application was reviewed within two "
            "days and my interview was booked the same week."
        ),
        t("Australia"),
    ),
    Review(
        "Hannah Becker",
        month_text(2025, 1),
        t(
            "I came for one term and have already asked to stay for the whole year. Uzbek "
            "hospitality is real, and so is the support from this agency."
        ),
        t("Austria"),
    ),
    Review(
        "Ravi Patel",
        month_text(2024, 12),
        t(
            "Everything was explained clearly, from salary to housing. No hidden fees and no "
            "pressure, just good advice."
        ),
        t("United Kingdom"),
    ),
    Review(
        "Isabel Santos",
        month_text(2024, 11),
        t(
            "I had only ever taught in Manila. My recruiter was honest that the post was "
            "competitive, and that honesty is why I trusted them with my move."
        ),
        t("Philippines"),
    ),
)
