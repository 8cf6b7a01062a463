"""The attack script's own logic (tests/benchmarks/attack.py): caps, this machine only, the
frames it writes and reads, the phases and the targets."""

from __future__ import annotations

import json
import math
import sys

import pytest

from agency_site.pages.jobs_dashboard.alerts import JobAlertState
from agency_site.pages.jobs_dashboard.state import JobSearchState
from agency_site.platform import public_events
from agency_site.platform.reflex_internals import FrontendEventExceptionState
from tests.benchmarks import attack, load
from tests.benchmarks.attack import Phase, Probe
from tests.e2e.sockets import NEWSLETTER_STATE, OUTCOME_VAR, SUBSCRIBE


def refusal(*argv: str) -> str | None:
    return attack.check_arguments(attack.argument_parser().parse_args(argv))


def test_the_defaults_are_within_the_caps():
    assert refusal() is None
    assert attack.argument_parser().parse_args([]).seconds == 60
    assert refusal("--seconds", "120", "--parallel", "32") is None


@pytest.mark.parametrize(
    "argv",
    [
        ("--seconds", "121"),
        ("--seconds", "4"),
        ("--parallel", "0"),
        ("--parallel", "33"),
        ("--base-url", "http://example.org:3000"),
        ("--base-url", "http://10.0.0.5:3000"),
        ("--base-url", "https://127.0.0.1:3000"),
        ("--base-url", "http://127.0.0.1"),
    ],
)
def test_refuses_more_than_the_caps_or_another_machine(argv):
    assert refusal(*argv)


@pytest.mark.parametrize("url", ["http://127.0.0.1:3000", "http://localhost:3000/"])
def test_accepts_this_machine(url):
    assert refusal("--base-url", url) is None


def test_the_command_line_stops_with_a_usage_error(monkeypatch, capsys):
    monkeypatch.setattr(sys, "argv", ["attack", "--base-url", "http://192.0.2.1:80"])
    with pytest.raises(SystemExit) as stopped:
        attack.main()
    assert stopped.value.code == 2
    assert "--base-url must be http:// on this machine" in capsys.readouterr().err


def test_the_percentile_is_the_load_scripts():
    assert attack.percentile is load.percentile
    assert attack.p95([Probe(0, "/ping", float(ms)) for ms in range(1, 101)], "/ping") == 95
    assert math.isnan(attack.p95([Probe(0, "/about", 1.0)], "/ping"))


def test_socket_address_and_subscribe_frame():
    assert attack.socket_url("http://127.0.0.1:3000/", "t-1") == (
        "ws://127.0.0.1:3000/_event/?EIO=4&transport=websocket&token=t-1"
    )
    frame = attack.subscribe_frame("a@example.org", "r-1")
    assert frame.startswith("42/_event,")
    name, event = json.loads(frame.removeprefix("42/_event,"))
    assert name == "event"
    assert event == {
        "name": SUBSCRIBE,
        "payload": {"email": "a@example.org", "request": "r-1"},
        "router_data": {"pathname": "/", "asPath": "/"},
    }


def _update(request: str, status: str) -> str:
    delta = {NEWSLETTER_STATE: {OUTCOME_VAR: {"request": request, "status": status}}}
    return "42/_event," + json.dumps(["event", {"delta": delta, "events": [], "final": True}])


def test_reads_the_final_outcome_of_its_own_request_only():
    assert attack.outcome_of(_update("r-1", "limited"), "r-1") == "limited"
    assert attack.outcome_of(_update("r-1", "subscribed"), "r-1") == "subscribed"
    # Not yet final, another request's, or not an outcome at all.
    assert attack.outcome_of(_update("r-1", "received"), "r-1") is None
    assert attack.outcome_of(_update("r-2", "limited"), "r-1") is None
    for frame in ["2", '40/_event,{"sid":"x"}', "42/_event,[", '42/_event,["event"]', b"\x00"]:
        assert attack.outcome_of(frame, "r-1") is None
    assert attack.outcome_of('42/_event,["event",{"delta":{}}]', "r-1") is None


PHASES = [Phase("idle", 0, 15), Phase("attack", 15, 75), Phase("after", 75, 90)]


def test_each_request_belongs_to_the_phase_it_started_in():
    probes = [Probe(t, "/ping", 1.0) for t in (-1, 0, 14.9, 15, 74.99, 75, 89.9, 90)]
    split = attack.by_phase(probes, PHASES)
    assert [p.started for p in split["idle"]] == [0, 14.9]
    assert [p.started for p in split["attack"]] == [15, 74.99]
    assert [p.started for p in split["after"]] == [75, 89.9]


def test_the_attacks_latencies_in_slices():
    probes = [Probe(15 + t, "/ping", 1.0 + t) for t in range(0, 25)]
    slices = attack.p95_by_slice(probes, Phase("attack", 15, 40), "/ping", 10)
    assert slices[:2] == [10.0, 20.0]  # 1..10, 11..20
    assert slices[2] == 25.0  # the last, shorter slice: 21..25
    assert len(attack.p95_by_slice(probes, Phase("attack", 15, 45), "/ping", 10)) == 3
    assert math.isnan(attack.p95_by_slice([], Phase("attack", 0, 10), "/ping", 10)[0])


def _phases(idle_ms: float, attack_ms: float, errors: int = 0) -> dict[str, list[Probe]]:
    def probes(ms: float) -> list[Probe]:
        return [Probe(0, path, ms) for path in attack.PROBES for _ in range(20)]

    failed = [Probe(0, "/ping", 1.0, "HTTP 503")] * errors
    return {"idle": probes(idle_ms), "attack": probes(attack_ms) + failed, "after": probes(1)}


def test_targets_met():
    assert attack.misses(_phases(2.0, 4.0), 500, 550, workers=1, log_kb=100) == []
    # The log not read (a site started elsewhere) is no miss.
    assert attack.misses(_phases(2.0, 4.0), 500, 550, workers=1, log_kb=None) == []


def test_a_single_slow_request_or_a_long_log_misses_issue_43s_goal():
    slow = _phases(2.0, 2.0)
    slow["attack"].append(Probe(0, "/ping", 1200.0))
    assert attack.misses(slow, 500, 500, 1) == [
        "the second client's slowest request took 1200 ms (target: at most 1000 ms)"
    ]
    assert attack.misses(_phases(2.0, 2.0), 500, 500, 1, log_kb=101) == [
        "the server's log grew by 101 KB (target: at most 100 KB)"
    ]


def test_the_attacker_gets_a_core_of_its_own():
    assert attack.split_cores({0, 1}) == ({0}, {1})
    assert attack.split_cores({2, 3, 5}) == ({2}, {3, 5})
    assert attack.split_cores({0}) is None


@pytest.mark.parametrize(
    ("phases", "idle_mb", "after_mb", "workers", "missed"),
    [
        (_phases(2.0, 4.4), 500, 500, 1, "/ping: p95 4.4 ms during the attack, 2.2x"),
        (_phases(2.0, 40.0), 500, 500, 1, "/about: p95 40.0 ms during the attack, 20.0x"),
        (_phases(2.0, 2.0, errors=1), 500, 500, 1, "1 of the second client's requests failed"),
        (_phases(2.0, 2.0), 500, 551, 1, "memory 15 s after the attack 551 MB, +10%"),
        (_phases(2.0, 2.0), None, 500, 1, "the worker's memory could not be read"),
        (_phases(2.0, 2.0), 500, 500, 2, "2 back-end worker processes found"),
        ({"idle": [], "attack": [], "after": []}, 500, 500, 1, "no requests measured"),
    ],
)
def test_targets_missed(phases, idle_mb, after_mb, workers, missed):
    found = attack.misses(phases, idle_mb, after_mb, workers)
    assert any(missed in line for line in found), found


def test_each_case_of_issue_43_sends_what_the_guard_must_stop():
    assert set(attack.CASES) == {
        "sessions",
        "error-reports",
        "no-token",
        "big-frames",
        "long-address",
        "slow-headers",
        "event-flood",
        "report-flood",
        "mail-bomb",
    }
    assert attack.argument_parser().parse_args([]).case == "all"
    # The slow client's request never ends its headers.
    assert b"\r\n\r\n" not in attack.SlowHeaders.begun
    report = json.loads(attack.report_frame().removeprefix(attack.EVENT_FRAME))[1]
    assert report["name"] == public_events.event_name(
        FrontendEventExceptionState.handle_frontend_exception
    )
    assert (
        len(report["payload"]["info"]) == 10_000
        and "\nINFO forged line" in report["payload"]["info"]
    )
    # The long address's frame, as the server receives it.
    frame = attack.subscribe_frame("a@example.org", "r", "/?" + "q" * 450_000)
    assert json.loads(frame.removeprefix(attack.EVENT_FRAME))[1]["router_data"][
        "asPath"
    ].startswith("/?qqq")


def test_the_mail_bomb_asks_for_one_stranger_with_a_new_search_each_time():
    bomb = attack.MailBomb("http://127.0.0.1:3000")
    bomb.sessions = 1
    first, second = bomb.frames(), bomb.frames()
    assert first[0] != second[0], "a search of its own"
    events = [json.loads(frame.removeprefix(attack.EVENT_FRAME))[1] for frame in first]
    assert [event["name"] for event in events] == [
        public_events.event_name(JobSearchState.search),
        public_events.event_name(JobAlertState.subscribe),
    ]
    assert events[1]["payload"] == {"email": attack.STRANGER}
    bomb.sessions = 4
    [newsletter] = bomb.frames()
    assert SUBSCRIBE in newsletter and attack.STRANGER in newsletter
