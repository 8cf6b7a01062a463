"""No contradictions (issue 40): who pays, housing, visas and each track's requirements are
said once (agency_site/content/promises.py, agency_site/content/tracks.py), and every page
and article that speaks of them, in every language, says what that one place says.

Reviews and testimonials are left out: they are teachers' words, marked as samples until the
agency confirms them (agency_site/content/confirmation.py).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from agency_site import routes
from agency_site.content.jobs import ALL_JOBS, track_requirements
from agency_site.content.promises import HOUSING, PAYMENT, SUPPORT, VISA
from agency_site.content.recognition import AWARD, BADGE
from agency_site.content.tracks import TRACK_REQUIREMENTS
from agency_site.i18n import CODES, SOURCE_LANGUAGE, in_language
from agency_site.pages import ROUTES
from agency_site.pages.home.data import TESTIMONIALS
from agency_site.pages.reviews.data import REVIEWS
from agency_site.pages.services.data import TRACKS
from tests.claims import page_lines

CONTENT = Path(__file__).parents[2] / "agency_site" / "content"

# Ways of saying more than the agency promises, as the pages said before issue 40.
OVERSTATEMENTS = re.compile(
    r"housing support|housing (?:is )?(?:provided|included)|free (?:housing|accommodation)"
    r"|flat (?:is )?ready|visas? (?:and work permits? )?(?:are |is )?(?:arranged|handled|sorted)"
    r"|(?:arrange|handle|sort)s? (?:out )?your (?:work )?(?:visa|permit)"
    r"|never charge|no fee for a placement|placement fees?|free of charge|hidden fees"
    r"|never a condition|only for the work done"
    # Issue 53: how long support lasts is said once (SUPPORT); arrival is promised nowhere;
    # no agency can promise to find the school.
    r"|(?:end|last day) of (?:the|your|their) (?:school year|first term)|to your first term"
    r"|throughout the (?:school )?year|\bsupport all year|team to call on all year"
    r"|offer to arrival|plan your journey|(?:show|tell) you how to get from"
    r"|until you have arrived|we will find the school"
    # Nothing sends an automatic reply; the reply time is one setting, priority one figure.
    r"|automatic reply|or within 48 hours"
    # The spec names no category for the award; the top-rated badge is ours, from the partner.
    r"|(?:award|winner)\w*[^.]* for (?:excellence|our work)|top-rated provider (?:of|with)"
    r"|small and medium-sized"
    # Claims neither the spec nor the agency makes (issue 53).
    r"|contact of a teacher|now working in|has been interviewed|recognised by the ministry"
    r"|every teacher we (?:put forward|introduce) (?:is|has)"
    r"|left over each month|save a significant part",
    re.IGNORECASE,
)
# A line that speaks of what a teacher pays the agency.
PAYMENT_TALK = re.compile(
    r"\byou (?:only )?pay (?:only )?for (?:the |our |optional )?(?:services?|packages?|work)\b"
    r"|\bpay(?:ing)? only for\b",
    re.IGNORECASE,
)

SAMPLE_WORDS = {
    in_language(quoted_text, SOURCE_LANGUAGE)
    for quoted_text in (
        *(review.text for review in REVIEWS),
        *(testimonial.review_body for testimonial in TESTIMONIALS),
    )
}


def english_lines() -> list[tuple[str, str]]:
    """(where, line) for every line of every page in English and of every English article,
    but the teachers' own words."""
    lines = [(route.path, line) for route in ROUTES for line in page_lines(route.path, "en")]
    lines += [
        (str(path.relative_to(CONTENT)), line)
        for path in sorted(CONTENT.rglob(f"{SOURCE_LANGUAGE}.md"))
        for line in path.read_text().splitlines()
    ]
    return [(where, line) for where, line in lines if line not in SAMPLE_WORDS]


def test_no_page_or_article_promises_more_than_the_agency_does():
    overstated = [
        (where, match.group(0))
        for where, line in english_lines()
        for match in OVERSTATEMENTS.finditer(line)
    ]
    assert overstated == []


def test_who_pays_is_said_in_the_specs_words_only():
    sentence = in_language(PAYMENT, "en").lower()
    other_wording = [
        (where, line)
        for where, line in english_lines()
        if PAYMENT_TALK.search(line) and sentence.rstrip(".") not in line.lower()
    ]
    assert other_wording == []


@pytest.mark.parametrize(
    ("promise", "path"),
    [
        (PAYMENT, routes.PRICING),
        (PAYMENT, routes.HOME),
        (HOUSING.text, routes.TEACH_IN_UZBEKISTAN),
        (VISA.text, routes.HOME),
        (VISA.text, routes.APPLY_UZBEKISTAN),
        (SUPPORT.text, routes.SERVICES),
        (SUPPORT.text, routes.APPLY_UZBEKISTAN),
        (SUPPORT.text, routes.MINISTRY_PARTNERSHIP),
        (SUPPORT.text, routes.ABOUT),
        (SUPPORT.text, routes.AWARDS),
        (AWARD, routes.HOME),
        (AWARD, routes.ABOUT),
        (AWARD, routes.NEWS),
        (AWARD, routes.AWARDS),
        (BADGE, routes.HOME),
    ],
)
@pytest.mark.parametrize("language", CODES)
def test_each_page_says_the_promise_in_its_one_wording(promise, path, language):
    assert in_language(promise, language) in " ".join(page_lines(path, language))


# The translation of each promise, by the English words an article uses for it.
ARTICLE_PROMISES = {
    "you pay only for the service performed": PAYMENT,
    "housing depends on the school": HOUSING.text,
    "we guide you through the documents": VISA.text,
    "we stay in touch from your first application": SUPPORT.text,
}


def _clause(text: str) -> str:
    """The words of a promise up to its first stop (an article may go on differently)."""
    return re.split(r"[:;.]", text)[0].strip().lower()


@pytest.mark.parametrize("language", [code for code in CODES if code != SOURCE_LANGUAGE])
def test_each_article_says_the_promise_in_every_language(language):
    missing = []
    for english in sorted(CONTENT.rglob(f"{SOURCE_LANGUAGE}.md")):
        said = re.sub(r"\*\*|\s+", " ", english.read_text()).lower()
        said = re.sub(r" +", " ", said)
        translation = re.sub(r"\s+", " ", (english.parent / f"{language}.md").read_text())
        translation = translation.replace("**", "").lower()
        for words, promise in ARTICLE_PROMISES.items():
            if words in said and _clause(in_language(promise, language)) not in translation:
                missing.append((english.parent.name, words))
    assert missing == []


def test_the_teach_page_shows_each_tracks_requirements_from_the_one_list():
    assert {track.requirements for track in TRACKS} == set(TRACK_REQUIREMENTS.values())


@pytest.mark.parametrize("language", CODES)
@pytest.mark.parametrize("path", [routes.TEACH_IN_UZBEKISTAN, routes.APPLY_UZBEKISTAN])
def test_the_teach_and_apply_pages_list_every_tracks_requirements(path, language):
    shown = page_lines(path, language)
    for requirements in TRACK_REQUIREMENTS.values():
        for requirement in requirements:
            assert in_language(requirement, language) in shown


@pytest.mark.parametrize("job", ALL_JOBS, ids=lambda job: job.id)
def test_each_post_of_a_track_asks_its_tracks_requirements_first(job):
    track = track_requirements(job.region, job.subject)
    assert job.requirements[: len(track)] == track
    if job.region == "uzbekistan":
        assert bool(track) == (job.subject in TRACK_REQUIREMENTS)


@pytest.mark.parametrize("language", CODES)
def test_each_posts_page_shows_its_tracks_requirements(language):
    posts = [job for job in ALL_JOBS if track_requirements(job.region, job.subject)]
    assert posts, "no post in Uzbekistan teaches a track's subject"
    for job in posts:
        shown = page_lines(routes.job(job.id), language)
        for requirement in track_requirements(job.region, job.subject):
            assert in_language(requirement, language) in shown, job.id


# Issue 53: the level of English for Tashkent was "Native or C1" on its post and "C2" in
# the TEFL partnership's article and news. The level is said once (tracks.ENGLISH_LEVEL).
LEVEL = re.compile(r"\b[ABC][12]\b")


@pytest.mark.parametrize("language", CODES)
def test_the_tefl_articles_read_the_english_level_from_the_track(language):
    from agency_site.content import blog, news
    from agency_site.content.tracks import ENGLISH_LEVEL

    bodies = [news.article("tta-partnership", language).body]
    bodies += [post.body for post in blog.posts(language) if "tefl" in post.slug]
    assert len(bodies) == 2
    for body in bodies:
        assert in_language(ENGLISH_LEVEL, language) in body


def test_no_article_states_a_language_level_of_its_own():
    """A level (B2, C1, C2) in an article is a second statement of a post's requirement; an
    article says {english_level}."""
    stated = [
        (str(path.relative_to(CONTENT)), match.group(0))
        for path in sorted(CONTENT.rglob("*.md"))
        if path.parent.name != "jobs"
        for match in LEVEL.finditer(path.read_text())
    ]
    assert stated == []
