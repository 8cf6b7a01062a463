"""The load script's own logic (tests/benchmarks/load.py): caps, percentiles, the mix, and
the wire names it sends, checked against the app's states."""

from __future__ import annotations

import random
import sys

import pytest
import reflex as rx
from reflex import constants

from agency_site.layout.newsletter import NewsletterState
from tests.benchmarks import load


def refusal(*argv: str) -> str | None:
    return load.check_arguments(load.argument_parser().parse_args(argv))


def test_the_defaults_are_within_the_caps():
    assert refusal() is None
    assert refusal("--clients", "500", "--seconds", "120") is None


@pytest.mark.parametrize(
    "argv",
    [
        ("--clients", "501"),
        ("--clients", "0"),
        ("--seconds", "121"),
        ("--subscribe-ratio", "1.5"),
        ("--base-url", "http://example.org:3000"),
        ("--base-url", "http://10.0.0.5:3000"),
        ("--base-url", "https://127.0.0.1:3000"),
        ("--base-url", "http://127.0.0.1"),
    ],
)
def test_refuses_more_than_the_caps_or_another_machine(argv):
    assert refusal(*argv)


@pytest.mark.parametrize(
    "url", ["http://127.0.0.1:3000", "http://localhost:3000/", "http://[::1]:3000"]
)
def test_accepts_this_machine(url):
    assert refusal("--base-url", url) is None


def test_the_command_line_stops_with_a_usage_error(monkeypatch, capsys):
    monkeypatch.setattr(sys, "argv", ["load", "--clients", "1000"])
    with pytest.raises(SystemExit) as stopped:
        load.main()
    assert stopped.value.code == 2
    assert "--clients must be between 1 and 500" in capsys.readouterr().err


def test_percentiles_are_nearest_rank():
    values = list(range(1, 101))  # 1..100
    random.Random(0).shuffle(values)
    assert load.percentile(values, 0.5) == 50
    assert load.percentile(values, 0.95) == 95
    assert load.percentile(values, 0.99) == 99
    assert load.percentile([7.0], 0.99) == 7.0
    assert load.percentile([1, 2, 3], 0.0) == 1


def test_one_visitor_in_ten_subscribes_spread_evenly():
    chosen = [i for i in range(500) if load.subscribes(i, 0.1)]
    assert len(chosen) == 50
    assert all(
        sum(1 for i in chosen if start <= i < start + 10) == 1 for start in range(0, 500, 10)
    )
    assert sum(load.subscribes(i, 0.1) for i in range(37)) == 3
    assert not any(load.subscribes(i, 0.0) for i in range(500))
    assert all(load.subscribes(i, 1.0) for i in range(500))
    assert sum(load.subscribes(i, 0.3) for i in range(100)) == 30


def test_the_mix_uses_every_action():
    rng = random.Random(1)
    drawn = [load.next_action(rng) for _ in range(2000)]
    for action, weight in load.ACTION_WEIGHTS.items():
        share = drawn.count(action) / len(drawn)
        assert abs(share - weight / sum(load.ACTION_WEIGHTS.values())) < 0.05


def test_pages_are_localized_as_the_site_addresses_them():
    assert load.localized("/blog", "en") == "/blog"
    assert load.localized("/blog", "fr") == "/fr/blog"
    assert load.localized("/", "de") == "/de"
    assert set(load.FILTER_PAGES) <= set(load.PAGES)


def test_the_wire_names_are_the_apps():
    assert rx.State.get_full_name() == load.ROOT_STATE
    assert NewsletterState.get_full_name() == load.NEWSLETTER_STATE
    assert f"{NewsletterState.get_full_name()}.subscribe" == load.SUBSCRIBE
    assert f"{load.ROOT_STATE}.{constants.CompileVars.HYDRATE_AND_LOAD}" == load.HYDRATE_EVENT
    assert f"{load.ROOT_STATE}.{constants.CompileVars.ON_LOAD_INTERNAL}" == load.ON_LOAD_EVENT
    assert str(rx.State.is_hydrated).endswith("." + load.HYDRATED_VAR)
    assert str(NewsletterState.outcome).endswith("." + load.OUTCOME_VAR)


def test_waits_for_the_final_outcome_of_its_own_request():
    check = load.answered("r1")

    def delta(request, status):
        outcome = {"request": request, "status": status}
        return {load.NEWSLETTER_STATE: {load.OUTCOME_VAR: outcome}}

    assert not check(delta("r1", "received"))
    assert not check(delta("r2", "subscribed"))
    assert check(delta("r1", "subscribed"))
    assert check(delta("r1", "limited"))
    assert not check({load.ROOT_STATE: {load.HYDRATED_VAR: True}})
