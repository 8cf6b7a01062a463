"""What the application page lists: tracks, documents, steps, intakes, aftercare and answers."""

from __future__ import annotations

import dataclasses

from agency_site.components.contact import reply_time
from agency_site.components.faq import Faq
from agency_site.content.academic_year import ACADEMIC_YEAR, AS_OF, INTAKES
from agency_site.content.models import Fact, Feature, Heading, PageMeta, Question, Step
from agency_site.content.promises import PAYMENT, SUPPORT, VISA
from agency_site.i18n import t

TITLE = t("Apply to teach in Uzbekistan")
META = PageMeta(TITLE, t("How to apply for a teaching post in Uzbekistan, and what to prepare."))

HERO = Heading(
    t("Apply to teach in Uzbekistan"),
    t(
        "Teach English, French or Arabic in Uzbek state schools through our partnership "
        "with the Ministry of Preschool and School Education. The application takes about "
        "fifteen minutes; here is everything to prepare and what happens next."
    ),
    eyebrow=t("Applications open (as of {month})", month=AS_OF),
)
KEY_FACTS = (
    Fact(t("Next intakes"), INTAKES),
    Fact(t("Teaching tracks"), t("English, French and Arabic")),
    Fact(t("Time to apply"), t("About 15 minutes")),
    Fact(t("Our reply"), reply_time()),
)


TRACKS_SECTION = Heading(
    t("Who can apply"),
    t(
        "Three teaching tracks, each with its own requirements. Every track asks for a "
        "bachelor's degree."
    ),
    anchor="tracks",
)

DOCUMENTS_SECTION = Heading(
    t("What to prepare"),
    t(
        "Have these ready before you start. Scans are enough to apply; originals and "
        "legalised copies come later, during the documentation step."
    ),
    anchor="prepare",
)
DOCUMENTS = (
    Step(t("Your CV"), t("Two pages at most, with your teaching experience first.")),
    Step(
        t("Your degree certificate"),
        t("A scan of your bachelor's degree or higher diploma."),
    ),
    Step(
        t("Your teaching certificate"),
        t(
            "TEFL, TESOL or CELTA for English; any teaching qualification you hold for French or Arabic."
        ),
    ),
    Step(t("A valid passport"), t("Check its expiry date before you apply.")),
    Step(t("A recent photo"), t("A passport-style photo on a plain, light background.")),
    Step(t("Two references"), t("From recent employers or, for new teachers, your tutors.")),
)


@dataclasses.dataclass(frozen=True)
class TimelineStep:
    """A stage of the application, with when it happens."""

    title: str
    timing: str
    text: str


STEPS_SECTION = Heading(
    t("Steps and timeline"),
    t("Four steps from your application to your first day in class."),
    anchor="steps",
)
STEPS = (
    TimelineStep(
        t("Apply online"),
        t("About 15 minutes"),
        t(
            "Fill in the application form and attach your CV. Scans of your documents are enough for now."
        ),
    ),
    TimelineStep(
        t("Interview"),
        reply_time(),
        t(
            "We reply to every application. Shortlisted teachers are invited to an online video "
            "interview with our recruiters."
        ),
    ),
    TimelineStep(
        t("Documentation"),
        t("After your offer"),
        VISA.text,
    ),
    TimelineStep(
        t("Placement"),
        t("October or December"),
        t(
            "You are matched with a school and a city, sign your contract and travel for your intake."
        ),
    ),
)


@dataclasses.dataclass(frozen=True)
class Intake:
    """A start date of the year."""

    month: str
    text: str


INTAKES_SECTION = Heading(
    t("Start in October or December"),
    t(
        "Both intakes recruit teachers of English (EFL), German and French ({year}, as of "
        "{month}).",
        year=ACADEMIC_YEAR,
        month=AS_OF,
    ),
    eyebrow=t("Next intakes"),
    anchor="intakes",
)
INTAKES = (
    Intake(
        t("October"),
        t(
            "For teachers ready to start in the autumn. Apply as early as you can: your documents "
            "and visa take time."
        ),
    ),
    Intake(
        t("December"),
        t(
            "For teachers who need a little longer to prepare. You join your school during the "
            "academic year, with the same support."
        ),
    ),
)


AFTER_PLACEMENT_SECTION = Heading(
    t("After you are placed"),
    SUPPORT.text,
    anchor="after",
)
AFTER_PLACEMENT = (
    Feature(
        "school",
        t("Your first weeks"),
        t("An introduction to your school, your timetable and your new colleagues."),
    ),
    Feature(
        "life-buoy",
        t("Ongoing support"),
        t("A contact on our team for questions about paperwork or life in Uzbekistan."),
    ),
    Feature(
        "refresh-cw",
        t("What comes next"),
        t("Before your contract ends, we talk about renewing, changing school or your next move."),
    ),
)


FAQ_SECTION = Heading(t("Questions applicants ask"), anchor="faq")
FAQ_FOLLOW_UP = t("Still have a question?")
FAQ = (
    Question(
        t("Does it cost anything to apply?"),
        t(
            "No: sending an application is not a paid service. {payment} Our paid services "
            "are the CV and placement packages, and buying one is your choice.",
            payment=PAYMENT,
        ),
    ),
    Question(
        t("Do I need teaching experience?"),
        t(
            "Experience helps, but it is not required for every post. A degree is essential, and "
            "English teachers also need a TEFL, TESOL or CELTA certificate."
        ),
    ),
    Question(
        t("I don't have a TEFL certificate yet. Can I still apply?"),
        t(
            "Yes. You will need it before you start teaching English, so tell us when you expect "
            "to finish your course. Graduates of our partner The TEFL Academy can apply for English "
            "posts with the ministry."
        ),
    ),
    Question(
        t("I teach German. Can I apply?"),
        t(
            "Yes. Our intakes also recruit German teachers. Apply with the same form and tell "
            "us which language you teach."
        ),
    ),
    Question(
        t("When should I apply?"),
        t(
            "As early as you can. Legalising documents and getting a visa take time, so an early "
            "application gives you the best chance of the October intake."
        ),
    ),
    Question(
        t("Can I choose my city?"),
        t(
            "Tell us where you would like to live, whether Tashkent, Samarkand, Bukhara, Khiva or "
            "elsewhere. We take your wishes into account, but the final placement depends on where "
            "schools need teachers."
        ),
    ),
)
APPLY_FAQ = Faq("apply", FAQ)

CLOSING = Heading(
    t("Ready to apply?"),
    t(
        "Open the application form now, read more about life and work in Uzbekistan, or "
        "ask us a question first."
    ),
)


# Buttons and labels of the page's sections.
OPEN_APPLICATION_FORM = t("Open the application form")
REQUIREMENTS = t("Requirements")
ABOUT_TEACHING_IN_UZBEKISTAN = t("About teaching in Uzbekistan")
WRITE_TO_US = t("Write to us")
TEACH_IN_UZBEKISTAN = t("Teach in Uzbekistan")
CONTACT_US = t("Contact us")
