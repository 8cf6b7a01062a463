"""The three volunteer programmes.

The spec gives their number, durations and fields; the descriptions and requirements are
the agency's content. The agency must confirm them.
"""

from __future__ import annotations

import dataclasses

from agency_site.content.models import Heading, PageMeta
from agency_site.i18n import t

TITLE = t("Volunteer programmes")
META = PageMeta(
    TITLE, t("Volunteer teaching and community programmes in Uzbekistan, from two to eight months.")
)

HERO = Heading(
    t("Volunteer programmes"),
    t(
        "Give a few months of your time to pupils and teachers in Uzbekistan. Our "
        "volunteer programmes, opening soon, will pair you with schools and communities."
    ),
    eyebrow=t("Volunteer abroad"),
)
ILLUSTRATION_ALT = t("Volunteers reading with children outdoors in a village")

PROGRAMMES_SECTION = Heading(
    t("Our programmes"),
    t(
        "Three programmes of two to eight months, opening soon. Each one places you "
        "alongside local teachers, with our team behind you throughout."
    ),
    anchor="programmes",
)


@dataclasses.dataclass(frozen=True)
class VolunteerProgram:
    """A volunteer programme: where, for how long, what you do and what you need."""

    icon: str
    title: str
    duration: str
    location: str
    description: str
    requirements: tuple[str, ...]


PROGRAMS = (
    VolunteerProgram(
        "book-open",
        t("Community English Teaching"),
        t("3-6 months"),
        t("Villages and small towns, Uzbekistan"),
        t(
            "Run reading clubs and conversation classes alongside local teachers in rural "
            "schools, where a native speaker's visit makes a lasting difference."
        ),
        (
            t("Fluent English"),
            t("A TEFL certificate or some teaching experience"),
            t("Patience, flexibility and a love of working with children"),
        ),
    ),
    VolunteerProgram(
        "tent",
        t("Summer Language Camps"),
        t("2-4 months"),
        t("Tashkent and Samarkand, Uzbekistan"),
        t(
            "Lead games, drama, sport and language workshops at summer camps where pupils "
            "practise English, German or French outside the classroom."
        ),
        (
            t("Fluent English, German or French"),
            t("Experience with young people, such as coaching, tutoring or youth work"),
            t("Energy, creativity and the confidence to lead a group"),
        ),
    ),
    VolunteerProgram(
        "presentation",
        t("Teacher Mentoring Programme"),
        t("4-8 months"),
        t("Regional teacher training centres, Uzbekistan"),
        t(
            "Share modern classroom methods with local language teachers through workshops, "
            "lesson observation and co-teaching."
        ),
        (
            t("A teaching qualification and at least two years' experience"),
            t("Confidence running workshops for adults"),
            t("Openness to learning from colleagues in return"),
        ),
    ),
)

CLOSING = Heading(
    t("Questions about volunteering?"),
    t(
        "Tell us what you would like to do and for how long, and we will let you know "
        "when the programmes open."
    ),
)


# A programme's card and the hero's action.
DURATION = t("Duration")
LOCATION = t("Location")
WHAT_YOU_NEED = t("What you need")
APPLY_FOR_PROGRAMME = t("Apply for this programme")
SEE_THE_PROGRAMMES = t("See the programmes")
