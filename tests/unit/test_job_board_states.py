"""JobSearchState (the job board's filters, kept in the address) and ShortlistState (the
saved jobs, in local storage), called on a state instance without a browser."""

from __future__ import annotations

import asyncio
from urllib.parse import parse_qs, urlsplit

import pytest
import reflex as rx

from agency_site.components.notices import ToastState
from agency_site.content.job_search import matching_jobs
from agency_site.content.jobs import ALL_JOBS_BY_ID, JOBS, converted_salary
from agency_site.i18n import in_language, t
from agency_site.pages.jobs.shortlist import CLOSED_JOB_NOTICE, ShortlistState
from agency_site.pages.jobs_dashboard import state as job_search
from agency_site.pages.jobs_dashboard.state import EVERY_JOB, JobSearchState
from agency_site.platform.public_events import event_name, refusal
from agency_site.platform.reflex_internals import event_arguments
from tests.unit.states import state_at


def board(address: str = "/jobs-dashboard") -> JobSearchState:
    state = state_at(JobSearchState, address)
    state.from_address()
    return state


def arguments(event) -> dict:
    return event_arguments(event)


def after_typing(state: JobSearchState, follow_up):
    """Runs the address write a keystroke leaves waiting (no pause in these tests)."""
    assert follow_up.handler.fn.__name__ == "write_address_after_typing"
    return asyncio.run(JobSearchState.write_address_after_typing.fn(state, **arguments(follow_up)))


def change(state: JobSearchState, handler: str, *values) -> dict | None:
    """Runs a filter's handler, then the address write it chains; gives the navigation's
    arguments (path, replace...), None if the address stays."""
    follow_up = getattr(state, handler)(*values)
    if follow_up is None:
        return None
    if follow_up.handler.fn.__name__ == "write_address":
        navigation = state.write_address()
    else:
        navigation = after_typing(state, follow_up)
    return arguments(navigation) if navigation is not None else None


@pytest.fixture(autouse=True)
def no_typing_pause(monkeypatch):
    monkeypatch.setattr(job_search, "TYPING_PAUSE_S", 0)


def redirect_target(state: JobSearchState, handler: str, *values) -> str:
    return change(state, handler, *values)["path"]


def test_the_pre_rendered_board_lists_every_job_highest_salary_first():
    assert len(EVERY_JOB) == len(JOBS) == 8
    assert EVERY_JOB[0] == "dubai-ib-chemistry"  # $4,500
    assert EVERY_JOB[-1] == "barcelona-language-assistant"  # EUR 1,000
    assert JobSearchState().shown == EVERY_JOB


def test_a_shared_address_sets_every_filter():
    state = board("/jobs-dashboard?country=uae&subject=chemistry")
    assert (state.country, state.subject) == ("uae", "chemistry")
    assert state.shown == ["dubai-ib-chemistry"]
    assert state.filtered


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("samarkand", ["samarkand-esl"]),
        # Case and the page's language: the French reading of the requirements.
        ("GOETHE", ["khiva-german"]),
        ("nothing like this", []),
    ],
)
def test_the_search_looks_in_title_place_and_requirements_ignoring_case(query, expected):
    assert matching_jobs(query=query, currency="USD") == expected


def test_the_search_reads_the_page_language():
    assert matching_jobs(query="Tachkent", currency="EUR", language="fr") == ["tashkent-esl"]
    assert matching_jobs(query="Tachkent", currency="EUR", language="en") == []


def test_the_minimum_salary_is_in_the_readers_currency():
    # 2,500 EUR is about 2,897 USD: above a 2,800 USD floor, below a 2,600 EUR one.
    in_dollars = matching_jobs(minimum="2800", currency="USD")
    assert "madrid-bilingual-primary" in in_dollars and "tashkent-esl" in in_dollars
    in_euros = matching_jobs(minimum="2600", currency="EUR")
    assert "madrid-bilingual-primary" not in in_euros and "tashkent-esl" not in in_euros
    # A field that holds no amount filters nothing.
    assert matching_jobs(minimum="-5", currency="USD") == EVERY_JOB


def test_sorting_by_city_follows_the_page_language():
    english = matching_jobs(sort="city", currency="USD", language="en")
    assert english[0] == "abu-dhabi-primary" and english[-1] == "tashkent-esl"
    # 'Abou Dhabi', 'Barcelone', 'Boukhara', 'Dubaï', 'Khiva', 'Madrid', 'Samarcande', 'Tachkent'
    french = matching_jobs(sort="city", currency="EUR", language="fr")
    assert french[:3] == ["abu-dhabi-primary", "barcelona-language-assistant", "bukhara-french"]


def test_a_choice_updates_the_list_and_writes_the_address():
    state = board("/fr/jobs-dashboard")
    # The list changes at once; the address comes with the next event the browser sends.
    follow_up = state.choose_country("spain")
    assert state.shown == ["madrid-bilingual-primary", "barcelona-language-assistant"]
    assert follow_up.handler.fn.__name__ == "write_address"
    navigation = arguments(state.write_address())
    address = navigation["path"]
    assert urlsplit(address).path == "/fr/jobs-dashboard"
    assert parse_qs(urlsplit(address).query) == {"country": ["spain"]}
    assert state.announcement == in_language(
        t("{count} of {total} jobs shown", count=2, total=8), "fr"
    )
    # A choice is a step of the browser's history; typing replaces the current step.
    assert navigation["replace"] is False
    assert change(state, "search", "madrid")["replace"] is True


def test_the_address_holds_only_what_differs_from_the_start():
    state = board("/jobs-dashboard")
    # English readers compare in pounds: choosing pounds again writes nothing.
    assert state.currency == "GBP"
    assert change(state, "choose_currency", "GBP") is None
    address = redirect_target(state, "choose_sort", "city")
    assert address == "/jobs-dashboard?sort=city"


def test_typing_writes_the_address_once_it_pauses():
    state = board("/jobs-dashboard")
    first, second = state.search("tash"), state.search("tashkent")
    # The list follows every keystroke; the address only the last of a run.
    assert state.shown == ["tashkent-esl"]
    assert after_typing(state, first) is None
    navigation = arguments(after_typing(state, second))
    assert navigation == {
        "path": "/jobs-dashboard?q=tashkent",
        "external": False,
        "popup": False,
        "replace": True,
    }
    # Nor does an argument that is not a change's count write anything.
    assert asyncio.run(JobSearchState.write_address_after_typing.fn(state, "2")) is None
    # A choice right after typing writes the address itself: the typing's write is dropped.
    typing = state.search("samarkand")
    assert change(state, "choose_sort", "city")["path"] == "/jobs-dashboard?q=samarkand&sort=city"
    assert after_typing(state, typing) is None


def test_a_broken_paste_in_a_field_still_writes_the_address():
    # Half a character (a lone surrogate, as a page's JSON carries it; fuzz seed 821 sent
    # one): the address holds U+FFFD in its place, as the browser shows it.
    state = board("/jobs-dashboard")
    state.search("tash\udbe4")
    typing = state.type_minimum("2\ud800")
    assert parse_qs(urlsplit(arguments(after_typing(state, typing))["path"]).query) == {
        "q": ["tash\ufffd"],
        "min": ["2\ufffd"],
    }


def test_its_own_address_arriving_later_does_not_undo_newer_typing():
    state = board("/jobs-dashboard")
    change(state, "search", "tash")
    change(state, "search", "tashkent")
    # The address written for "tash" loads after the state moved on to "tashkent".
    state.router = state_at(JobSearchState, "/jobs-dashboard?q=tash").router
    fields = state.fields_reset
    state.from_address()
    assert state.query == "tashkent"
    # The field the visitor is typing in is left alone.
    assert state.fields_reset == fields
    # Back to an address the state did not write (the back button): it is applied.
    state.router = state_at(JobSearchState, "/jobs-dashboard?country=uae").router
    state.from_address()
    assert (state.query, state.country) == ("", "uae")


def test_clearing_keeps_the_currency_and_order_and_empties_the_fields():
    state = board("/de/jobs-dashboard?country=uae&q=ib&sort=city&currency=USD")
    assert state.shown == ["dubai-ib-chemistry"]
    fields = state.fields_reset
    address = redirect_target(state, "clear")
    # The search and minimum fields start again, empty.
    assert state.fields_reset == fields + 1 and state.query == state.minimum == ""
    assert state.shown == matching_jobs(sort="city", currency="USD", language="de")
    assert (state.currency, state.sort, state.filtered) == ("USD", "city", False)
    assert "currency=USD" in address


@pytest.mark.parametrize(
    "address",
    [
        "/jobs-dashboard?country=mars&subject=alchemy&sort=random&currency=XYZ&min=abc",
        "/jobs-dashboard?min=-100",
    ],
)
def test_unknown_values_in_an_address_are_ignored(address):
    state = board(address)
    assert (state.country, state.subject, state.sort, state.minimum) == ("", "", "salary", "")
    assert state.currency == "GBP"
    assert state.shown == EVERY_JOB


def test_handlers_ignore_values_they_do_not_know():
    state = board()
    for handler, value in [
        (state.choose_country, "mars"),
        # What a script may send instead of a string (the event guard passes any JSON).
        (state.choose_country, {"uae": 1}),
        (state.choose_subject, ["english"]),
        (state.choose_subject, 3),
        (state.choose_currency, "XYZ"),
        (state.choose_sort, None),
        (state.search, ["a"]),
        (state.type_minimum, "9" * 40),
    ]:
        assert handler(value) is None
    assert state.shown == EVERY_JOB and not state.filtered


def test_each_salary_is_also_shown_in_the_readers_currency():
    state = board("/de/jobs-dashboard")
    assert state.currency == "EUR"
    madrid, tashkent = ALL_JOBS_BY_ID["madrid-bilingual-primary"], ALL_JOBS_BY_ID["tashkent-esl"]
    # Paid in euros already: nothing to convert.
    assert state.converted[madrid.id] == converted_salary(madrid, "EUR", "de") == ""
    assert state.converted[tashkent.id].startswith("Etwa 2.4")
    # The rates' day goes with every converted amount.
    assert "€ im Monat (Wechselkurse vom " in state.converted[tashkent.id]


def shortlist(stored: str = "") -> ShortlistState:
    state = state_at(ShortlistState, "/jobs/shortlist")
    state.stored = stored
    return state


def test_saving_and_unsaving_keeps_slugs_only_in_order():
    state = shortlist()
    state.toggle("khiva-german")
    state.toggle("dubai-ib-chemistry")
    assert state.stored == "khiva-german dubai-ib-chemistry"
    assert state.saved == ["khiva-german", "dubai-ib-chemistry"] and state.count == 2
    state.toggle("khiva-german")
    state.remove("dubai-ib-chemistry")
    assert state.stored == "" and state.saved == []


def test_unknown_jobs_cannot_be_saved():
    state = shortlist()
    state.toggle("no-such-job")
    state.toggle("<script>")
    state.toggle(["tashkent-esl"])
    state.toggle({"slug": "tashkent-esl"})
    state.remove({"slug": "tashkent-esl"})
    assert state.stored == ""


def test_a_job_that_closed_is_dropped_with_a_notice():
    state = shortlist("tashkent-esl closed-job tashkent-esl bukhara-french")
    assert state.saved == ["tashkent-esl", "bukhara-french"]
    expire = asyncio.run(state.check())
    assert state.stored == "tashkent-esl bukhara-french"
    toast = asyncio.run(state.get_state(ToastState))
    assert toast.shown and toast.title == CLOSED_JOB_NOTICE.title
    assert expire is not None
    # Nothing to drop: no notice.
    assert asyncio.run(shortlist("tashkent-esl").check()) is None


def test_the_guard_accepts_a_full_shortlist_from_storage_and_refuses_a_huge_one():
    name = f"{ShortlistState.get_full_name()}.stored_rx_state_"
    event = {
        "name": event_name(rx.State.hydrate_and_load),
        "payload": {"vars": {name: " ".join(ALL_JOBS_BY_ID)}, "hashes": []},
    }
    assert refusal(event) is None
    event["payload"]["vars"][name] = "x" * 5000
    assert refusal(event) is not None


def test_the_guard_lets_through_address_writes_only_with_their_arguments():
    name = f"{JobSearchState.get_full_name()}.write_address"
    assert refusal({"name": name, "payload": {}}) is None
    assert refusal({"name": name, "payload": {"replace": True}}) is not None
    typed = f"{JobSearchState.get_full_name()}.write_address_after_typing"
    assert refusal({"name": typed, "payload": {"change": 3}}) is None
    assert refusal({"name": typed, "payload": {}}) is not None
