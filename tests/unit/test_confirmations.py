"""What the agency has yet to confirm (issue 40): every review, testimonial, partner, job and
the exchange-rate table carries its confirmation; a deployment (AGENCY_DEPLOY=1) stops while
anything is left, listing each item by file; closed posts leave every list."""

from __future__ import annotations

import dataclasses
import datetime
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from agency_site import clock, confirmations, routes, seo
from agency_site.components.language import page_build
from agency_site.content import academic_year, exchange_rates, news
from agency_site.content.confirmation import PENDING, Confirmation, Pending, Quoted, confirmed_by
from agency_site.content.documents import ContentError
from agency_site.content.jobs import ALL_JOBS, JOBS, load_job
from agency_site.pages.home.data import TESTIMONIALS
from agency_site.pages.jobs import job_route
from agency_site.pages.partners.data import PARTNERS
from agency_site.pages.reviews.data import REVIEWS
from agency_site.settings import Settings
from tests.claims import page_lines
from tests.unit.test_deploy_switch import CONFIRMED

YEAR = confirmations.STALE_AFTER
CONFIRMATION = confirmed_by("Head of recruitment", "2026-12-01")
DAY = datetime.timedelta(days=1)

PROJECT_ROOT = Path(__file__).resolve().parents[2]


def test_a_confirmation_names_who_and_when_or_neither():
    assert confirmed_by("Head of recruitment", "2026-12-01").confirmed
    assert not PENDING.confirmed
    for by, on in (("J. Smith", None), ("", datetime.date(2026, 12, 1)), ("  ", None)):
        if by.strip() or on:
            with pytest.raises(ValueError, match="who confirmed it and the day"):
                Confirmation(by, on)


def test_a_quote_is_a_sample_until_it_has_a_source_and_a_confirmation():
    confirmed = confirmed_by("J. Smith", "2026-12-01")
    assert Quoted().sample
    assert Quoted(source="Trustpilot, 3 October 2025").sample
    assert Quoted(confirmation=confirmed).sample
    assert not Quoted(source="Trustpilot, 3 October 2025", confirmation=confirmed).sample


def test_every_item_still_to_confirm_is_listed_by_file_and_item():
    listed = [str(item) for item in confirmations.pending_content()]
    reviews = [line for line in listed if line.startswith("agency_site/pages/reviews/data.py: ")]
    testimonials = [line for line in listed if line.startswith("agency_site/pages/home/data.py: ")]
    assert len(reviews) == len(REVIEWS) == 14
    assert len(testimonials) == len(TESTIMONIALS) == 8
    assert f"agency_site/pages/reviews/data.py: REVIEWS[0] ({REVIEWS[0].name}): source, " in (
        reviews[0] + " "
    ).replace("confirmation ", "")
    for partner in PARTNERS:
        assert (
            f"agency_site/pages/partners/data.py: PARTNERS ({partner.id}): confirmation" in listed
        )
    for job in ALL_JOBS:
        assert any(line.startswith(f"agency_site/content/jobs/{job.id}.md: ") for line in listed)
    assert any(line.startswith("agency_site/content/exchange_rates.py: RATES") for line in listed)
    for name in ("HOUSING", "VISA"):
        assert f"agency_site/content/promises.py: {name}: confirmation" in listed


def deploying(monkeypatch, **settings: str) -> Settings:
    for name in list(os.environ):
        if name.startswith("AGENCY_"):
            monkeypatch.delenv(name)
    for name, value in {"AGENCY_DEPLOY": "1", **settings}.items():
        monkeypatch.setenv(name, value)
    return Settings(_env_file=None)


def test_a_deployment_stops_naming_the_placeholders_and_the_samples(monkeypatch):
    with pytest.raises(SystemExit) as stopped:
        confirmations.refuse_unconfirmed(deploying(monkeypatch))
    message = str(stopped.value.code)
    assert message.startswith("AGENCY_DEPLOY is set")
    assert "  .env or the environment: AGENCY_CONTACT_EMAIL\n" in message
    assert "  .env or the environment: AGENCY_SECRET_KEY\n" in message
    assert f"  agency_site/pages/reviews/data.py: REVIEWS[0] ({REVIEWS[0].name})" in message
    assert f"  agency_site/pages/home/data.py: TESTIMONIALS[7] ({TESTIMONIALS[7].reviewer})" in (
        message
    )


def test_with_everything_set_and_confirmed_a_deployment_starts(monkeypatch):
    values = deploying(monkeypatch, **CONFIRMED, AGENCY_SECRET_KEY="k" * 32)
    with pytest.raises(SystemExit) as stopped:
        confirmations.refuse_unconfirmed(values)
    assert ".env or the environment" not in str(stopped.value.code)
    monkeypatch.setattr(confirmations, "pending_content", lambda: iter(()))
    monkeypatch.setattr(confirmations, "stale_statements", lambda _today: [])
    confirmations.refuse_unconfirmed(values)


def test_a_fixed_day_is_the_sites_day_and_a_deployment_refuses_it(monkeypatch):
    values = deploying(
        monkeypatch, **CONFIRMED, AGENCY_SECRET_KEY="k" * 32, AGENCY_TODAY="2027-03-01"
    )
    assert values.today == datetime.date(2027, 3, 1)
    monkeypatch.setattr(clock, "settings", values)
    assert clock.today() == datetime.date(2027, 3, 1)
    monkeypatch.setattr(confirmations, "pending_content", lambda: iter(()))
    monkeypatch.setattr(confirmations, "stale_statements", lambda _today: [])
    with pytest.raises(SystemExit, match=r"  \.env or the environment: AGENCY_TODAY\n"):
        confirmations.refuse_unconfirmed(values)


def test_a_deployment_stops_at_a_statement_last_known_true_over_a_year_ago(monkeypatch):
    values = deploying(monkeypatch, **CONFIRMED, AGENCY_SECRET_KEY="k" * 32)
    monkeypatch.setattr(confirmations, "pending_content", lambda: iter(()))
    monkeypatch.setattr(clock, "today", lambda: exchange_rates.RATES.taken_on + YEAR + DAY)
    with pytest.raises(SystemExit) as stopped:
        confirmations.refuse_unconfirmed(values)
    rates = exchange_rates.RATES.taken_on.isoformat()
    assert f"exchange_rates.py: the exchange rates: last known true {rates}" in str(
        stopped.value.code
    )
    monkeypatch.setattr(clock, "today", lambda: exchange_rates.RATES.taken_on)
    monkeypatch.setattr(confirmations, "dated_statements", lambda: iter(()))
    confirmations.refuse_unconfirmed(values)


def test_a_deployment_stops_at_a_post_without_a_closing_day_the_agency_set():
    listed = [str(item) for item in confirmations.pending_content()]
    for job in ALL_JOBS:
        assert any(
            line.startswith(f"agency_site/content/jobs/{job.id}.md: ")
            and "closes_on_confirmed" in line
            for line in listed
        )
    undated = dataclasses.replace(JOBS[0], closes_on=None, confirmation=CONFIRMATION)
    dated = dataclasses.replace(JOBS[0], closes_on_confirmed=True, confirmation=CONFIRMATION)
    assert [str(item).split(": ")[-1] for item in _pending_for(undated)] == ["closes_on"]
    assert _pending_for(dated) == []


def test_development_is_never_stopped(monkeypatch):
    for name in list(os.environ):
        if name.startswith("AGENCY_"):
            monkeypatch.delenv(name)
    confirmations.refuse_unconfirmed(Settings(_env_file=None))


def test_loading_the_app_to_deploy_stops_with_the_list(tmp_path):
    environment = {
        name: value for name, value in os.environ.items() if not name.startswith("AGENCY_")
    }
    environment.update(CONFIRMED, AGENCY_DEPLOY="1", PYTHONPATH=str(PROJECT_ROOT))
    stopped = subprocess.run(
        [sys.executable, "-c", "import agency_site.agency_site"],
        cwd=PROJECT_ROOT,
        env=environment,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert stopped.returncode == 1
    assert "AGENCY_DEPLOY is set" in stopped.stderr
    assert f"REVIEWS[13] ({REVIEWS[13].name})" in stopped.stderr
    assert "Traceback" not in stopped.stderr


def _pending_for(job) -> list[Pending]:
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(confirmations, "ALL_JOBS", (job,))
        return [item for item in confirmations.pending_content() if "/jobs/" in item.file]


# Closed posts.

CLOSED = dataclasses.replace(JOBS[0], closes_on=datetime.date(2025, 12, 31))


def test_a_post_is_open_up_to_and_on_its_last_day():
    last_day = datetime.date(2026, 1, 31)
    post = dataclasses.replace(JOBS[0], closes_on=last_day)
    assert post.open_on(last_day)
    assert not post.open_on(last_day + datetime.timedelta(days=1))
    assert dataclasses.replace(JOBS[0], closes_on=None).open_on(datetime.date(2099, 1, 1))


def test_every_list_shows_the_open_posts_only():
    today = datetime.date.today()
    assert tuple(job for job in ALL_JOBS if job.open_on(today)) == JOBS


def test_a_closed_post_keeps_a_page_that_says_so_and_search_engines_drop_it():
    route = job_route(CLOSED)
    assert not route.public
    assert route.structured_data is None
    with page_build("en", route.path):
        page = str(route.component().render())
        tags = str([tag.render() for tag in seo.social_tags(route, "en")])
    assert "This post is closed: applications ended on 31 December 2025." in page
    assert "Apply for this job" not in page
    assert "'noindex'" in tags or '"noindex"' in tags
    open_route = job_route(JOBS[0])
    assert open_route.public and open_route.structured_data is not None
    with page_build("en", open_route.path):
        assert "noindex" not in str([tag.render() for tag in seo.social_tags(open_route, "en")])


def test_a_job_file_with_half_a_confirmation_or_a_closing_before_posting_stops(tmp_path):
    source = (PROJECT_ROOT / "agency_site" / "content" / "jobs" / f"{JOBS[0].id}.md").read_text()
    for extra, reason in (
        ("confirmed_by: Head of recruitment\n", "who confirmed it and the day"),
        ("closes_on: 2025-01-01\n", "closes_on is before posted_on"),
    ):
        broken = tmp_path / f"{JOBS[0].id}.md"
        kept = source.replace("closes_on: 2026-12-31\n", "", 1)
        broken.write_text(kept.replace("posted_on:", extra + "posted_on:", 1))
        with pytest.raises(ContentError, match=reason):
            load_job(broken)


def test_the_pending_items_say_where_they_live():
    assert str(Pending("agency_site/x.py", "ITEMS[0]")) == "agency_site/x.py: ITEMS[0]"
    assert routes.job(CLOSED.id).startswith(routes.JOBS)


def test_a_dated_statement_is_stale_a_year_after_it_was_last_known_true():
    began = academic_year.BEGAN_ON
    in_year = [dated.file for dated in confirmations.stale_statements(began + YEAR)]
    after = [dated.file for dated in confirmations.stale_statements(began + YEAR + DAY)]
    assert "agency_site/content/academic_year.py" not in in_year
    assert "agency_site/content/academic_year.py" in after
    rates = exchange_rates.RATES.taken_on
    assert "agency_site/content/exchange_rates.py" in [
        dated.file for dated in confirmations.stale_statements(rates + YEAR + DAY)
    ]


def test_an_open_post_goes_stale_a_year_after_its_posting_or_its_last_confirmation():
    posted = JOBS[0].posted_on
    later = posted + YEAR + DAY
    assert later <= JOBS[0].closes_on  # still open that day
    file = f"agency_site/content/jobs/{JOBS[0].id}.md"

    def stale_on(day: datetime.date) -> str:
        return " ".join(str(dated) for dated in confirmations.stale_statements(day))

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(clock, "today", lambda: later)
        assert file not in stale_on(posted + YEAR)
        assert f"{file}: {JOBS[0].title.in_language('en')} open" in stale_on(later)


def test_the_warning_names_each_stale_statement_once_per_process_tree(capsys):
    environ: dict[str, str] = {}
    late = academic_year.BEGAN_ON + 3 * YEAR
    warning = confirmations.warn_of_stale_statements(late, environ)
    assert warning is not None and "academic_year.py" in warning
    assert "academic_year.py" in capsys.readouterr().err
    # A server process started by Reflex inherits the environment: it says nothing more.
    assert confirmations.warn_of_stale_statements(late, environ) == warning
    assert capsys.readouterr().err == ""
    assert confirmations.warn_of_stale_statements(academic_year.BEGAN_ON, {}) is None


def test_the_intakes_and_open_applications_show_their_year_and_as_of_month():
    as_of = f"{academic_year.ACADEMIC_YEAR}, as of September 2025"
    for path, words in (
        (routes.HOME, "October and December intakes"),
        (routes.MINISTRY_PARTNERSHIP, "Intakes are in October and December"),
        (routes.APPLY_UZBEKISTAN, "October and December"),
        (routes.APPLY_UZBEKISTAN, "Both intakes recruit"),
    ):
        lines = [line for line in page_lines(path, "en") if words in line]
        assert lines and all(as_of in line for line in lines), (path, words)
    assert "Applications open (as of September 2025)" in page_lines(routes.APPLY_UZBEKISTAN, "en")
    assert "Oktober und Dezember (2025-2026, Stand: September 2025)" in " ".join(
        page_lines(routes.APPLY_UZBEKISTAN, "de")
    )


def test_the_exclusivity_of_a_past_academic_year_is_told_in_the_past_tense():
    for path in (routes.HOME, routes.ABOUT, routes.MINISTRY_PARTNERSHIP):
        lines = [line for line in page_lines(path, "en") if "exclusive" in line.casefold()]
        assert lines, path
        for line in lines:
            assert academic_year.ACADEMIC_YEAR in line, line
            assert any(past in line for past in ("we were its", "made us its", "now ended")), line


def test_a_job_page_dates_the_post_and_marks_a_closing_day_the_agency_has_not_set():
    text = " ".join(page_lines(routes.job(JOBS[0].id), "en"))
    assert "Posted 4 September 2025" in text
    assert "Last day to apply 31 December 2026 Not yet confirmed by the agency" in text
    assert "Bewerbungsschluss 31. Dezember 2026 Noch nicht von der Agentur bestätigt" in " ".join(
        page_lines(routes.job(JOBS[0].id), "de")
    )


def test_news_naming_a_years_intakes_are_not_dated_as_updated_after_that_year():
    # An update date after the intakes it announces would present old plans as current.
    for language in ("en", "fr", "de"):
        for item in news.articles(language):
            for year in re.findall(r"(\d{4}) intakes", item.body):
                assert item.modified.year <= int(year), (item.slug, language, item.modified)
    assert "2025 intakes" in news.article("bp-partnership", "en").body
