"""Structured content pinned to the spec's counts and constants (sections 2, 3 and 9)."""

from __future__ import annotations

from agency_site import clock
from agency_site.components.open_posts import DayText, day_texts
from agency_site.pages.home.data import STATISTICS, TESTIMONIALS
from agency_site.pages.ministry.data import STATISTICS as MINISTRY_STATISTICS
from agency_site.pages.partners.data import PARTNERS
from agency_site.pages.pricing.data import FAQ, PLANS, PROMO_CODE, PROMO_DISCOUNT_PERCENT
from agency_site.pages.reviews.data import AVATAR_COLOURS, REVIEWS, avatar_colour
from agency_site.pages.volunteer.data import PROGRAMS


def test_home_statistics_have_the_spec_labels_and_values():
    assert [stat.label for stat in STATISTICS] == [
        "Teachers Placed",
        "Countries Served",
        "Placement Success Rate",
        "Years of Experience",
    ]
    today = day_texts(clock.today())["en"]
    values = [today[v.name] if isinstance(v, DayText) else v for v in (s.value for s in STATISTICS)]
    assert all(any(char.isdigit() for char in value) for value in values)


def test_eight_testimonials_whose_role_falls_back_to_educator():
    assert len(TESTIMONIALS) == 8
    assert len({testimonial.reviewer for testimonial in TESTIMONIALS}) == 8
    without_role = [testimonial for testimonial in TESTIMONIALS if not testimonial.role]
    assert without_role, "at least one testimonial shows the fallback"
    assert {testimonial.display_role for testimonial in without_role} == {"Educator"}
    assert all(t.display_role == t.role for t in TESTIMONIALS if t.role)


def test_fourteen_reviews_with_month_year_dates():
    assert len(REVIEWS) == 14
    assert len({review.name for review in REVIEWS}) == 14
    for review in REVIEWS:
        month, year = review.date.split()
        assert year.isdigit() and month.isalpha(), review.date
        assert review.initial == review.name[0]


def test_avatar_colour_is_one_of_eight_chosen_by_the_first_character():
    assert len(set(AVATAR_COLOURS)) == 8
    assert avatar_colour("Anna") == avatar_colour("Alex")
    assert avatar_colour("Anna") == AVATAR_COLOURS[ord("A") % 8]
    assert avatar_colour("Anna") != avatar_colour("Bella")
    assert len({avatar_colour(review.name) for review in REVIEWS}) > 1


def test_eight_partners_five_featured():
    assert len(PARTNERS) == 8
    featured = {partner.id for partner in PARTNERS if partner.featured}
    assert featured == {
        "language-travel-uk",
        "blueprint-consulting",
        "ministry-of-education-uz",
        "the-tefl-academy",
        "xdent-clinic",
    }
    tags = {tag for partner in PARTNERS for tag in partner.categories}
    assert tags <= {
        "UK",
        "Language Schools",
        "Consulting",
        "Global",
        "Regional",
        "Government",
        "Healthcare",
        "Tech",
        "NGOs",
        "Universities",
        "Business",
    }
    assert all(len(partner.highlights) >= 2 for partner in PARTNERS)


def test_three_plans_with_their_prices_and_features():
    assert [(plan.name, plan.price) for plan in PLANS] == [
        ("Essential Track", "£29.99"),
        ("Career Launch", "£44.99"),
        ("Pro Placement", "£59.99"),
    ]
    essential, launch, pro = (plan.features for plan in PLANS)
    assert essential == ("CV polishing", "Alignment with international teaching standards")
    assert launch == (
        "Everything in Essential Track",
        "One-on-one interview preparation",
        "Fast-tracked submission to a partner school",
    )
    assert pro == (
        "All Career Launch features",
        "Personalised job matching",
        "Documentation consultation",
        "Suitability assessment",
    )
    assert [plan.most_popular for plan in PLANS] == [False, True, False]
    assert (PROMO_CODE, PROMO_DISCOUNT_PERCENT) == ("FASTTRACK15", 15)


def test_four_faq_items_with_the_spec_claims():
    assert len(FAQ) == 4
    answers = " ".join(item.answer for item in FAQ)
    assert "over 200 teachers" in answers
    assert "pay only for the service performed" in answers


def test_three_volunteer_programs_with_their_durations():
    assert [program.duration for program in PROGRAMS] == ["3-6 months", "2-4 months", "4-8 months"]
    assert all(program.requirements for program in PROGRAMS)


def test_ministry_statistics():
    assert [(fact.value, fact.label) for fact in MINISTRY_STATISTICS] == [
        ("10,000+", "Schools"),
        ("2.5M+", "Students"),
        ("180,000+", "Teachers"),
        ("14", "Regions"),
    ]


def test_teach_in_uzbekistan_counts():
    from agency_site.pages.services import data

    assert [track.title for track in data.TRACKS] == ["English", "French", "Arabic"]
    assert all(track.requirements for track in data.TRACKS)
    assert [city.name for city in data.CITIES] == ["Tashkent", "Samarkand", "Bukhara", "Khiva"]
    assert len(data.LIFE_HIGHLIGHTS) == 4
    assert len(data.BENEFITS) == 8
    assert [step.title for step in data.STEPS] == [
        "Apply online",
        "Interview",
        "Documentation",
        "Placement",
    ]
