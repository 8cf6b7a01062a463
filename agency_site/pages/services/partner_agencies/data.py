"""Content of /services/partner-agencies.

The spec does not show this page: what the service involves is the agency's content,
which it confirms before the site goes live.
"""

from __future__ import annotations

from agency_site.content.models import Feature, Heading, PageMeta, Step
from agency_site.i18n import t

TITLE = t("Partner agencies")
META = PageMeta(
    TITLE,
    t(
        "Recruitment agencies: refer teachers to Uzbek state-school posts through our "
        "ministry partnership, and follow each referral to the classroom."
    ),
)

HERO = Heading(
    t("Place your teachers in Uzbekistan's state schools"),
    t(
        "Recruitment agencies can refer teachers to posts we fill through our "
        "partnership with Uzbekistan's Ministry of Preschool and School Education. "
        "We take care of the placement; you keep your relationship with the teacher."
    ),
    eyebrow=t("For recruitment agencies"),
)
BECOME_A_PARTNER = t("Become a partner")
ABOUT_THE_MINISTRY_PARTNERSHIP = t("About the ministry partnership")
AT_A_GLANCE = t("At a glance")

PARTNER_FACTS = (
    Feature(
        "landmark",
        t("Ministry posts"),
        t("State schools in Uzbekistan, through our ministry partnership."),
    ),
    Feature(
        "languages",
        t("Four languages"),
        t("Teachers of English, German and French, and of Arabic as a language of instruction."),
    ),
    Feature("calendar-days", t("Two intakes"), t("October and December.")),
)

REFERRAL_SECTION = Heading(t("How referrals work"), anchor="referral-model")
REFERRAL_LEAD = t(
    "You refer qualified teachers to us. We take care of their placement in "
    "Uzbekistan's state schools, and you keep your relationship with the teacher."
)
REFERRAL_AGREEMENT = t(
    "How we work together is set out in a written agreement before your first "
    "referral. Send us a partner inquiry and we will talk it through with you."
)
REFERRAL_STEPS_LABEL = t("Each teacher you refer goes through")

STEPS_SECTION = Heading(
    t("How co-operation works"),
    t("From your first message to your first teacher in a classroom."),
    anchor="how-it-works",
)
PARTNER_STEPS = (
    Step(
        t("Send an inquiry"),
        t(
            "Tell us about your agency, the teachers you work with and the countries you recruit in."
        ),
    ),
    Step(
        t("Meet us"),
        t(
            "A video call with our partnerships team, then a short written agreement that sets "
            "out how referrals and candidates' data are handled."
        ),
    ),
    Step(
        t("Refer teachers"),
        t(
            "Send us the CVs of qualified teachers who want to work in Uzbekistan, with their "
            "consent to share them."
        ),
    ),
    Step(
        t("We place them"),
        t(
            "We screen each teacher against the ministry's requirements, arrange interviews with "
            "schools and help them with their documents."
        ),
    ),
    Step(
        t("Follow every referral"),
        t("We tell you where each of your candidates stands, from first review to first day."),
    ),
)

BENEFITS_SECTION = Heading(t("What partners get"), anchor="benefits")
PARTNER_BENEFITS = (
    Feature(
        "school",
        t("Access to state-school posts"),
        t(
            "Vacancies for teachers of English, German and French in Uzbekistan's state "
            "schools, through our partnership with the Ministry of Preschool and School Education."
        ),
    ),
    Feature(
        "clipboard-check",
        t("Clear requirements"),
        t(
            "The ministry's criteria, documents and timelines for each intake, written down, "
            "so you only refer teachers who can be placed."
        ),
    ),
    Feature(
        "layout-dashboard",
        t("Progress you hear about"),
        t("News of every teacher you refer as they move through each stage."),
    ),
    Feature(
        "user-check",
        t("A named contact"),
        t("One person on our team who knows your agency and answers your questions."),
    ),
    Feature(
        "heart-handshake",
        t("Care for your teachers"),
        t(
            "Guidance on paperwork and the first weeks in school, so your candidates arrive "
            "well prepared."
        ),
    ),
    Feature(
        "badge-check",
        t("Credit for your work"),
        t(
            "Your agency is named on every referral, and your relationship with the teacher stays yours."
        ),
    ),
)

REQUIREMENTS_SECTION = Heading(
    t("What we ask of partners"),
    t("A short list, so that every teacher you refer can be placed fairly."),
    anchor="requirements",
)
PARTNER_REQUIREMENTS = (
    t("A registered recruitment business, with a contact person who can sign our agreement."),
    t("Fair recruitment: you describe posts honestly and treat every candidate fairly."),
    t(
        "Candidates who meet the ministry's requirements: usually a bachelor's degree, a "
        "120-hour TEFL, TESOL or CELTA certificate for English, and C1 level or above in the "
        "language they teach."
    ),
    t("Each candidate's written consent before you share their CV or documents with us."),
    t("Replies to our questions about your candidates within two working days."),
)
FAIR_RECRUITMENT_QUESTION = t("New to fair recruitment standards?")
FAIR_RECRUITMENT_GUIDANCE = t("Read the fair recruitment guidance")

CLOSING = Heading(
    t("Ready to work together?"),
    t(
        "Send us a partner inquiry and our partnerships team will reply to arrange a "
        "first call. Questions first? Write to us."
    ),
)
CONTACT_US = t("Contact us")
