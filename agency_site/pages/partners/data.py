"""The partner network (8 partners, 5 of them featured) and the partner pages.

The spec gives the partners, their kinds and tags; what each one offers (summaries,
highlights, locations, badges, its page's text) is the agency's content, which it confirms
with each partner before the site goes live (confirmation=confirmed_by("name", "2026-12-01")).
"""

from __future__ import annotations

import dataclasses

from agency_site import routes
from agency_site.content.academic_year import EXCLUSIVE_STATUS
from agency_site.content.confirmation import PENDING, Confirmation
from agency_site.content.models import Feature, Heading, PageMeta, Step
from agency_site.i18n import Message, t
from agency_site.settings import settings

# Category tags are filter keys and stay in English; visitors see their translated label.
CATEGORY_LABELS: dict[str, str] = {
    "UK": t("UK"),
    "Language Schools": t("Language Schools"),
    "Consulting": t("Consulting"),
    "Global": t("Global"),
    "Regional": t("Regional"),
    "Government": t("Government"),
    "Healthcare": t("Healthcare"),
    "Tech": t("Tech"),
    "NGOs": t("NGOs"),
    "Universities": t("Universities"),
    "Business": t("Business"),
}

# Shown when a partner has no picture of its own.
DEFAULT_HERO_IMAGE = "/images/partners/default-hero.svg"


@dataclasses.dataclass(frozen=True)
class PartnerLinks:
    """Where a partner's two actions lead."""

    # The partner's own website (settings.partner_site_urls), opened in a new tab.
    site: str
    # The partner's page on this site; None (or '#') while it has none.
    programs: str | None = None


@dataclasses.dataclass(frozen=True)
class PartnerProfile:
    """The text of a partner's own page (/partners/<id>)."""

    about: tuple[str, ...]
    for_teachers: tuple[Feature, ...]


@dataclasses.dataclass(frozen=True)
class Partner:
    """One organisation of the partner network."""

    id: str
    name: str
    # Tags from CATEGORY_LABELS.
    categories: tuple[str, ...]
    location: str
    summary: str
    highlights: tuple[str, ...]
    links: PartnerLinks
    featured: bool
    logo_url: str | None = None
    hero_image_url: str | None = None
    badges: tuple[str, ...] = ()
    # Partners with a page of their own on this site; its path is links.programs.
    profile: PartnerProfile | None = None
    # The agency's confirmation, with the partner, of what is said of it here.
    confirmation: Confirmation = PENDING

    def __post_init__(self) -> None:
        unknown = set(self.categories) - CATEGORY_LABELS.keys()
        if unknown:
            raise ValueError(f"{self.id}: unknown categories {sorted(unknown)}")
        if not 3 <= len(self.highlights) <= 4:
            raise ValueError(f"{self.id}: give 3 or 4 highlights")
        if self.profile is not None and self.links.programs != routes.partner(self.id):
            raise ValueError(f"{self.id}: the programs link must lead to the partner's page")


def _links(partner_id: str, programs: str | None = None) -> PartnerLinks:
    return PartnerLinks(site=str(settings.partner_site_urls[partner_id]), programs=programs)


def _logo(partner_id: str) -> str:
    return f"/images/partners/logos/{partner_id}.svg"


def _hero(name: str) -> str:
    return f"/images/partners/{name}-hero.svg"


PARTNERS = (
    Partner(
        "language-travel-uk",
        "Language Travel UK",
        ("UK", "Language Schools"),
        t("London, United Kingdom"),
        t("Language courses and study trips in the UK for pupils and teachers."),
        highlights=(
            t("English courses in the UK for school groups, young people and adults"),
            t("Study trips that combine lessons, host families and cultural visits"),
            t("Professional-development courses for teachers of English"),
            t("Travel, accommodation and welfare arranged from start to finish"),
        ),
        links=_links("language-travel-uk", routes.partner("language-travel-uk")),
        featured=True,
        logo_url=_logo("language-travel-uk"),
        hero_image_url=_hero("language-travel-uk"),
        badges=(t("Study in the UK"), t("Teacher development")),
        profile=PartnerProfile(
            about=(
                t(
                    "Language Travel UK organises English courses and study trips in the United "
                    "Kingdom for school groups, young people and adults. Its programmes combine "
                    "classroom lessons with everyday life in Britain: host families, guided visits "
                    "and the chance to use English from breakfast to bedtime."
                ),
                t(
                    "We work together on two fronts. Teachers placed through us can join Language "
                    "Travel UK's professional-development courses to refresh their methods before "
                    "or between contracts, and the schools we serve abroad can send groups of pupils "
                    "to the UK for an immersive language experience, with one partner taking care "
                    "of the details."
                ),
                t(
                    "The partnership also brings study in the UK within reach of the families we "
                    "meet through our work abroad, which is why it features among the opportunities "
                    "we share with our community."
                ),
            ),
            for_teachers=(
                Feature(
                    "graduation-cap",
                    t("Professional development"),
                    t(
                        "Short courses in the UK to sharpen your classroom practice between contracts."
                    ),
                ),
                Feature(
                    "plane",
                    t("Study trips for your pupils"),
                    t("A trusted organiser if your school wants to bring a class to the UK."),
                ),
                Feature(
                    "users",
                    t("A wider professional network"),
                    t("Contacts among UK language schools, teacher trainers and fellow teachers."),
                ),
            ),
        ),
    ),
    Partner(
        "blueprint-consulting",
        "Blueprint Consulting",
        ("Consulting", "Business", "Global"),
        t("Manchester, United Kingdom"),
        t("Business consultants helping education organisations grow across borders."),
        highlights=(
            t("Helps schools in Uzbekistan plan and run international recruitment"),
            t("Strategy and market research for education organisations"),
            t("Business planning, budgeting and partnership development"),
        ),
        links=_links("blueprint-consulting", routes.partner("blueprint-consulting")),
        featured=True,
        logo_url=_logo("blueprint-consulting"),
        hero_image_url=_hero("blueprint-consulting"),
        badges=(t("Partner since August 2025"),),
        profile=PartnerProfile(
            about=(
                t(
                    "Blueprint Consulting is a team of business consultants who help education "
                    "organisations grow across borders, from strategy and market research to "
                    "partnerships, operations and budgeting."
                ),
                t(
                    "In August 2025 we announced a partnership with Blueprint Consulting to help "
                    "schools in Uzbekistan plan and run international recruitment. Blueprint brings "
                    "the planning and business expertise; we bring the teachers, the vetting and the "
                    "support on the ground."
                ),
                t(
                    "For schools, this means recruitment that starts from a clear plan: how many "
                    "teachers they need, for which subjects, when they should arrive and what it "
                    "takes to keep them."
                ),
            ),
            for_teachers=(
                Feature(
                    "clipboard-check",
                    t("Schools ready for you"),
                    t("Schools that have planned your arrival, your timetable and your support."),
                ),
                Feature(
                    "handshake",
                    t("Clear agreements"),
                    t("Your role, hours and responsibilities agreed before you sign."),
                ),
                Feature(
                    "trending-up",
                    t("Programmes built to last"),
                    t(
                        "Recruitment planned year by year, so good posts continue after one contract."
                    ),
                ),
            ),
        ),
    ),
    Partner(
        "ministry-of-education-uz",
        t("Ministry of Preschool and School Education"),
        ("Government", "Regional"),
        t("Tashkent, Uzbekistan"),
        t("Uzbekistan's ministry for preschool and school education, our partner since 2024."),
        highlights=(
            t("Official partnership established in 2024"),
            EXCLUSIVE_STATUS,
            t("A national school system of 14 regions and more than 10,000 schools"),
            t("More than 2.5 million pupils and 180,000 teachers nationwide"),
        ),
        links=_links("ministry-of-education-uz", routes.MINISTRY_PARTNERSHIP),
        featured=True,
        hero_image_url=_hero("ministry"),
        badges=(t("Official partner since 2024"), t("Exclusive for 2025-2026")),
    ),
    Partner(
        "the-tefl-academy",
        "The TEFL Academy",
        ("UK", "Global", "Language Schools"),
        t("Online and worldwide"),
        t("TEFL courses; its graduates can apply for our English teaching posts."),
        highlights=(
            t("TEFL courses online and in classrooms around the world"),
            t("Graduates can apply for English teaching posts with Uzbekistan's ministry"),
            t("Study at your own pace alongside work or university"),
            t("Partnership announced in September 2025"),
        ),
        links=_links("the-tefl-academy"),
        featured=True,
        logo_url=_logo("the-tefl-academy"),
        hero_image_url=_hero("the-tefl-academy"),
        # The spec's top-rated provider badge is ours, from this partner
        # (agency_site/content/recognition.py), not the partner's own.
        badges=(t("TEFL training partner"),),
    ),
    Partner(
        "xdent-clinic",
        "XDent Clinic",
        ("Healthcare", "Regional"),
        t("Tashkent, Uzbekistan"),
        t("A dental clinic in Tashkent whose staff explain treatment in English."),
        highlights=(
            t("Dentists and staff who explain treatment in English"),
            t("Check-ups, hygiene and fillings"),
            t("Emergency appointments"),
        ),
        links=_links("xdent-clinic", routes.partner("xdent-clinic")),
        featured=True,
        badges=(t("English-speaking staff"),),
        profile=PartnerProfile(
            about=(
                t(
                    "XDent Clinic is a dental clinic in Tashkent offering check-ups, hygiene, "
                    "fillings and emergency appointments."
                ),
                t(
                    "Finding a dentist you trust is one of the small worries of moving abroad. "
                    "XDent's staff are used to explaining treatment in English."
                ),
            ),
            for_teachers=(
                Feature(
                    "languages",
                    t("Care in English"),
                    t("Treatment explained clearly, without needing Uzbek or Russian."),
                ),
                Feature(
                    "calendar-check",
                    t("Emergency appointments"),
                    t("The clinic also sees patients with urgent dental problems."),
                ),
            ),
        ),
    ),
    Partner(
        "lannister-consulting",
        "Lannister Consulting",
        ("Consulting", "Business"),
        t("London, United Kingdom"),
        t("Consultancy for schools planning international recruitment."),
        highlights=(
            t("Advice on international hiring, contracts and compliance"),
            t("Workforce planning for schools and school groups"),
            t("Onboarding and retention plans for overseas staff"),
        ),
        links=_links("lannister-consulting", routes.partner("lannister-consulting")),
        featured=False,
        profile=PartnerProfile(
            about=(
                t(
                    "Lannister Consulting advises schools and school groups that are hiring "
                    "internationally for the first time or growing a team of overseas staff. Its "
                    "consultants cover workforce planning, contracts, compliance and the policies "
                    "that help new staff settle."
                ),
                t(
                    "We refer schools to Lannister when they need advice beyond recruitment itself, "
                    "and Lannister refers schools to us when they are ready to hire. Each of us "
                    "sticks to what we do best."
                ),
                t(
                    "The result for teachers is a school that has thought about its international "
                    "staff long before they arrive."
                ),
            ),
            for_teachers=(
                Feature(
                    "file-check",
                    t("Fair, clear contracts"),
                    t("Terms reviewed by people who know international hiring."),
                ),
                Feature(
                    "house",
                    t("Onboarding that works"),
                    t("Induction and paperwork planned before your first day."),
                ),
                Feature(
                    "heart-handshake",
                    t("Schools that keep their teachers"),
                    t("Retention plans mean real support, not just a job offer."),
                ),
            ),
        ),
    ),
    Partner(
        "tutoron",
        "Tutoron",
        ("Tech", "Global"),
        t("Online"),
        t("An online tutoring platform where our teachers can teach remotely."),
        highlights=(
            t("One-to-one and small-group lessons online"),
            t("Set your own hours and choose your students"),
            t("Keep teaching between placements or after you return home"),
        ),
        links=_links("tutoron", routes.partner("tutoron")),
        featured=False,
        logo_url=_logo("tutoron"),
        profile=PartnerProfile(
            about=(
                t(
                    "Tutoron is an online tutoring platform that connects learners with qualified "
                    "tutors for one-to-one and small-group lessons, with scheduling, video lessons "
                    "and payments in one place."
                ),
                t(
                    "Many of our teachers want to keep teaching between contracts, during long "
                    "holidays or after they return home. Through our partnership, teachers we have "
                    "placed can apply to teach on Tutoron with their classroom experience abroad "
                    "counting in their favour."
                ),
                t(
                    "It is also a gentle start for newly qualified teachers: a few hours of online "
                    "lessons a week builds confidence and experience before a first post abroad."
                ),
            ),
            for_teachers=(
                Feature(
                    "laptop",
                    t("Teach from anywhere"),
                    t("All you need is a laptop, a headset and a reliable connection."),
                ),
                Feature(
                    "clock",
                    t("Hours that suit you"),
                    t("Teach a few evenings a week or fill the gap between two contracts."),
                ),
                Feature(
                    "briefcase",
                    t("Experience that counts"),
                    t("Online teaching strengthens your CV for your next post."),
                ),
            ),
        ),
    ),
    Partner(
        "global-university-alliance",
        t("Global University Alliance"),
        ("Universities", "NGOs", "Global"),
        t("Worldwide"),
        t("A network of universities supporting teacher training and exchanges."),
        highlights=(
            t("Teacher-training and exchange programmes between member universities"),
            t("Research on language teaching in different school systems"),
            t("Short courses and scholarships for practising teachers"),
        ),
        links=_links("global-university-alliance"),
        featured=False,
    ),
)

FEATURED_PARTNERS = tuple(partner for partner in PARTNERS if partner.featured)
# Featured partners appear only in the showcase; the grid below holds the others.
NETWORK_PARTNERS = tuple(partner for partner in PARTNERS if not partner.featured)


def partner_by_id(partner_id: str) -> Partner:
    return next(partner for partner in PARTNERS if partner.id == partner_id)


# Issue 53: "every teacher we introduce has been interviewed and has had their documents
# checked" is gone: neither the spec nor the agency says so.
WHY_PARTNER = (
    Feature(
        "landmark",
        t("Ministry-level reach"),
        t(
            "Work alongside our partnership with Uzbekistan's Ministry of Preschool and School Education."
        ),
    ),
    Feature(
        "megaphone",
        t("A community that listens"),
        t("Reach the teachers, schools and families who follow our news and blog."),
    ),
    Feature(
        "handshake",
        t("One point of contact"),
        t("A named person on our team who knows your organisation and answers quickly."),
    ),
)


CARD_PARTS = (
    Step(
        t("Logo and location"),
        t("Your logo, or your initial when you have none, and where you work."),
    ),
    Step(t("Categories"), t("Tags such as Healthcare or Universities that visitors filter by.")),
    Step(t("Summary"), t("One sentence on what you do and why it matters to our teachers.")),
    Step(t("Highlights"), t("Your two strongest points; your own page lists them all.")),
    Step(t("Two actions"), t("A link to your website and one to your page or programmes here.")),
)

PORTAL_FEATURES = (
    Feature(
        "briefcase",
        t("Vacancies in one place"),
        t("Publish open posts and keep them up to date for our recruiters."),
    ),
    Feature(
        "users",
        t("Candidate shortlists"),
        t("See the teachers we put forward, with their CV, certificates and interview notes."),
    ),
    Feature(
        "calendar-days",
        t("Interview scheduling"),
        t("Pick interview slots that suit your school; we confirm them with the candidate."),
    ),
    Feature(
        "file-check",
        t("Documents and visas"),
        t("Follow each candidate's paperwork, from legalised diplomas to the work permit."),
    ),
    Feature(
        "plane-landing",
        t("Arrivals and onboarding"),
        t("Start dates, travel plans and first-week arrangements for every new teacher."),
    ),
    Feature(
        "chart-column",
        t("Reports"),
        t("Placements, retention and feedback for each term, ready to share with your team."),
    ),
)


@dataclasses.dataclass(frozen=True)
class SampleFigure:
    """A made-up figure for the portal preview on the demo page."""

    value: str
    label: str


PORTAL_SAMPLE_FIGURES = (
    SampleFigure("6", t("Open vacancies")),
    SampleFigure("14", t("Candidates in review")),
    SampleFigure("4", t("Arriving this term")),
)


@dataclasses.dataclass(frozen=True)
class SampleCandidate:
    """A made-up row of the portal preview: a post and where its candidate stands."""

    post: str
    place: str
    status: str


PORTAL_SAMPLE_CANDIDATES = (
    SampleCandidate(t("English teacher"), t("Tashkent"), t("Interview booked")),
    SampleCandidate(t("French teacher"), t("Bukhara"), t("Documents in progress")),
    SampleCandidate(t("German teacher"), t("Khiva"), t("Arriving in October")),
)

JOIN_STEPS = (
    Step(
        t("Tell us about your organisation"),
        t(
            "Fill in our short partner inquiry form: who you are and what you would like to do together."
        ),
    ),
    Step(
        t("Meet our team"),
        t("An introductory call to understand your goals and explain how we work."),
    ),
    Step(
        t("Agree the partnership"),
        t("A simple written agreement covering what each of us offers and expects."),
    ),
    Step(
        t("Go live"),
        t("Your profile appears in our partner network; the partner portal opens soon."),
    ),
)


# The words of the partner list (/partners).
LISTING_TITLE = t("Partners")
LISTING_META = PageMeta(
    LISTING_TITLE, t("The governments, schools and companies in our partner network.")
)
LISTING_HERO = Heading(
    t("Our partners"),
    t(
        "Governments, schools, training providers and companies that make our "
        "placements possible, and make life better for the teachers we place."
    ),
    eyebrow=t("Partner network"),
)
MEET_OUR_PARTNERS = t("Meet our partners")
LOGO_WALL_TITLE = t("Working together with")
FEATURED_HEADING = Heading(
    t("Featured partners"),
    t(
        "The organisations we work with most closely, from Uzbekistan's ministry to a "
        "dental clinic in Tashkent."
    ),
    anchor="featured",
)
LEARN_MORE = t("Learn more")
NETWORK_HEADING = Heading(
    t("More of our network"),
    t("Consultancies, technology and universities that support our teachers and schools."),
    anchor="network",
)
# The network grid's empty state: the category's partners are all in the featured showcase.
EMPTY_CATEGORY = Heading(
    t("No partners found in this category."),
    t("The partners we have in this category so far are among our featured partners."),
)
SEE_FEATURED = t("See the featured partners")
WHY_PARTNER_HEADING = Heading(
    t("Why partner with us"),
    t(
        "Schools, agencies, training providers and companies join our network to reach "
        "good teachers and to support them once they arrive."
    ),
    anchor="why-partner",
)
LISTING_CLOSING = Heading(
    t("Join Our Network"),
    t(
        "Tell us about your organisation and how you would like to work together, or "
        "explore the programmes our partners help us run."
    ),
)
EXPLORE_PROGRAMS = t("Explore Programs")

# The words of a partner's own page (/partners/<id>).
ALL_PARTNERS = t("All partners")
FEATURED_PARTNER = t("Featured partner")
NETWORK_PARTNER = t("Network partner")
ASK_ABOUT_PARTNER = t("Ask us about this partner")
HIGHLIGHTS = t("Highlights")
RECOGNITION = t("Recognition")
FOR_TEACHERS_HEADING = Heading(
    t("What the partnership means for our teachers"),
    t("What you gain as a teacher placed through us, before and during your contract."),
    anchor="for-teachers",
)
CONTACT_US = t("Contact us")


def about_heading(name: str) -> Heading:
    return Heading(t("About {name}", name=name), anchor="about")


def partner_closing(name: str) -> Heading:
    return Heading(
        t("Questions about {name}?", name=name),
        t(
            "Visit their website to learn more, or write to us and we will explain how this "
            "partnership can help you."
        ),
    )


# The words of the partner demo (/partners-demo).
DEMO_HERO = Heading(
    t("Partner portal demo"),
    t(
        "See how your organisation would appear in our partner network, and how the "
        "partner portal lets you follow vacancies, candidates and arrivals in one place."
    ),
    eyebrow=t("For partners"),
)
DEMO_META = PageMeta(
    DEMO_HERO.title,
    t("How partners are presented on our site, and what the partner portal offers."),
)
SEE_OUR_PARTNERS = t("See our partners")
PORTAL_PREVIEW_TITLE = t("Partner portal")
SAMPLE_DATA = t("Sample data")
PORTAL_PREVIEW_CAPTION = t("The portal's overview, shown with sample figures.")
PRESENTATION_HEADING = Heading(
    t("How your organisation is presented"),
    t(
        "Every partner has a card in our network, like this one from our partner Tutoron. "
        "Featured partners are also shown as a large block with a picture."
    ),
    anchor="presentation",
)
PORTAL_HEADING = Heading(
    t("What the partner portal offers"),
    t(
        "One place to work with our recruiters, from the first vacancy to a teacher's "
        "first week at your school."
    ),
    anchor="portal",
)
STEPS_HEADING = Heading(
    t("How partnering works"),
    t("Four steps from your first message to your profile going live."),
    anchor="steps",
)
DEMO_CLOSING = Heading(
    t("Ready to join our network?"),
    t(
        "Tell us about your organisation through our partner inquiry form, or write to "
        "us with your questions first."
    ),
)


# The partner cards, their notices and the category filter (views.py).
PAGE_COMING_SOON_TITLE = t("Feature Not Implemented")
PAGE_COMING_SOON_TEXT = t("This partner's page is coming soon!")
REDIRECTING_TITLE = t("Redirecting...")
REDIRECTING_TEXT = t("Opening our partner inquiry form in a new tab.")
CATEGORIES = t("Categories")
VISIT_SITE = t("Visit site")
BECOME_A_PARTNER = t("Become a Partner")
ALL_LABEL = t("All")
FEATURED_LABEL = t("Featured")
FILTER_LABEL = t("Filter partners by category")


def logo_label(name: str) -> Message:
    return t("{name} logo", name=name)


def about_partner(name: str) -> Message:
    return t("about {name}", name=name)
