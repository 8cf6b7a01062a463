"""BrightMatch page content: what it will do and how it will work, until it launches."""

from __future__ import annotations

from agency_site.content.models import Feature, Heading, PageMeta, Step
from agency_site.i18n import t

TITLE = t("BrightMatch")
META = PageMeta(
    TITLE, t("BrightMatch matches teachers with the schools that suit them. Coming soon.")
)

HERO = Heading(
    t("BrightMatch"),
    t(
        "Tell us what matters to you and BrightMatch will suggest the schools where you "
        "will thrive."
    ),
    eyebrow=t("School matching for teachers"),
)
ILLUSTRATION_ALT = t("A teacher profile linked to three schools, one of them highlighted")

FEATURES_SECTION = Heading(
    t("What BrightMatch will do"),
    t(
        "Compare your qualifications, preferences and goals with each school's needs, "
        "and see the best matches first."
    ),
    anchor="features",
)
FEATURES = (
    Feature(
        "sliders-horizontal",
        t("Your priorities first"),
        t("Subject, age group, city size, salary and housing: you decide what matters most."),
    ),
    Feature(
        "school",
        t("Schools that want you"),
        t("Matches come from real vacancies in our partner schools, not from an old database."),
    ),
    Feature(
        "scale",
        t("Side-by-side comparison"),
        t("Salary, hours, housing and cost of living for each match, on one screen."),
    ),
    Feature(
        "bell-ring",
        t("Alerts for new posts"),
        t("Hear about a matching vacancy the day a school shares it with us."),
    ),
    Feature(
        "message-circle",
        t("A recruiter in the loop"),
        t("Every match is reviewed by a person who knows the school before you apply."),
    ),
    Feature(
        "lock",
        t("Private by design"),
        t("Schools see your profile only when you choose to apply."),
    ),
)

STEPS_SECTION = Heading(
    t("How it will work"),
    t("Four steps from your profile to your next classroom."),
    anchor="how-it-works",
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

CLOSING = Heading(
    t("Don't want to wait?"),
    t("Until BrightMatch launches, browse the posts open now or write to us with your questions."),
)


# The hero's and the closing section's actions.
COMING_SOON = t("Coming Soon")
SEE_OPEN_POSITIONS = t("See open positions")
SEE_OPEN_POSTS = t("See the open posts")
CONTACT_US = t("Contact us")
