"""Content of /services/tech-for-education.

The spec does not show this page: what the service involves is the agency's content,
which it confirms before the site goes live.
"""

from __future__ import annotations

from agency_site.content.models import Feature, Heading, PageMeta, Step
from agency_site.i18n import t

TITLE = t("Tech for education")
META = PageMeta(
    TITLE,
    t(
        "Digital classrooms, teacher training on education technology and learning "
        "platforms through our partners, for schools."
    ),
)

HERO = Heading(
    t("Technology that works in the classroom"),
    t(
        "We help schools choose, set up and use education technology: digital "
        "classrooms, training that gives teachers confidence with their tools, and "
        "learning platforms from partners we trust."
    ),
    eyebrow=TITLE,
)
TALK_ABOUT_YOUR_SCHOOL = t("Talk to us about your school")

SERVICES_SECTION = Heading(
    t("What we help schools with"),
    t(
        "Technology is only useful when teachers use it. We start from the lessons you "
        "want to teach, not from a catalogue."
    ),
    anchor="services",
)

TECH_SERVICES = (
    Feature(
        "presentation",
        t("Digital classrooms"),
        t(
            "We help you choose interactive displays, projectors, laptops and tablets that suit "
            "your rooms and your budget, and plan the Wi-Fi and charging they need."
        ),
    ),
    Feature(
        "graduation-cap",
        t("Teacher training on the tools"),
        t(
            "Practical sessions in the classroom, not the staffroom: teachers learn to plan, "
            "teach and mark with the tools they will use the next morning."
        ),
    ),
    Feature(
        "monitor-smartphone",
        t("Learning platforms through our partners"),
        t(
            "Online tutoring with Tutoron and learning platforms our partners run, set up for "
            "your classes, with accounts for teachers and pupils."
        ),
    ),
    Feature(
        "shield-check",
        t("Safe and simple to run"),
        t(
            "Sensible accounts, privacy settings and device rules, so pupils' data stays "
            "protected and your staff are not left managing the technology alone."
        ),
    ),
)

PLATFORMS_SECTION = Heading(t("Learning platforms with our partners"), anchor="platforms")
PLATFORMS_LEAD = t(
    "Some of what a school needs is best bought in. We work with partners we "
    "know well, such as the online tutoring platform Tutoron, and set their "
    "services up around your timetable rather than the other way round."
)
PLATFORMS_MORE = t(
    "Pupils can take extra lessons online with qualified teachers, and teachers "
    "placed with you can keep in touch with classes between visits or during "
    "school holidays."
)
ABOUT_TUTORON = t("About Tutoron")
ALL_OUR_PARTNERS = t("All our partners")
TUTORON = "Tutoron"
TUTORON_KIND = t("Online tutoring platform")
# What the Tutoron card lists.
TUTORON_POINTS = (
    t("One-to-one and small-group lessons online"),
    t("Extra practice between classroom lessons"),
    t("Accounts set up for your teachers and pupils"),
)

AUDIENCES_SECTION = Heading(t("Who it is for"), anchor="audiences")
TECH_AUDIENCES = (
    Feature(
        "school",
        t("State schools"),
        t(
            "Schools welcoming foreign teachers through the ministry programme, who want their "
            "classrooms ready for the lessons those teachers bring."
        ),
    ),
    Feature(
        "globe",
        t("International and private schools"),
        t("Schools that want a second opinion before a large purchase, or help with a roll-out."),
    ),
    Feature(
        "book-open-check",
        t("Language centres"),
        t("Centres adding online or blended courses alongside their classroom groups."),
    ),
)

STEPS_SECTION = Heading(
    t("How a project runs"),
    t("Five steps, at a pace that fits the school year."),
    anchor="process",
)
TECH_STEPS = (
    Step(
        t("Listen"),
        t("We visit or call, see the rooms and equipment you have, and hear what teachers need."),
    ),
    Step(
        t("Plan"),
        t("You receive a written plan with options and costs, matched to your curriculum."),
    ),
    Step(
        t("Set up"),
        t("Our partners supply and install what you choose; we check it works in every room."),
    ),
    Step(
        t("Train"),
        t("Hands-on sessions for teachers, followed by short guides they can keep on their desk."),
    ),
    Step(
        t("Support"),
        t("We stay in touch through the first term and help with questions as they come up."),
    ),
)

CLOSING = Heading(
    t("Planning new classrooms?"),
    t(
        "Tell us about your school, your pupils and the lessons you have in mind. "
        "We will suggest a first step."
    ),
)
