"""Attack replay (issues 21 and 43): one attacking client while another measures.

    python -m tests.benchmarks.attack                  # or: make attack (every case in turn)
    python -m tests.benchmarks.attack --case error-reports --seconds 20
    python -m tests.benchmarks.attack --base-url http://127.0.0.1:3000

The cases (`--case`), each a kind of session the attacker opens again and again: `sessions`
(below), `error-reports` (eight crafted browser error reports of 10,000 characters),
`no-token` (a socket without a session token sending 0.9 MB events), `big-frames` (an 8 MB
frame), `long-address` (an event from a page whose address is 450 KB long), `slow-headers`
(1,100 connections sending their headers a byte a second; `--parallel` does not apply),
`event-flood` (20,000 small events on one socket), `report-flood` (1,000 crafted error reports
on one socket), `mail-bomb` (issue 52: every session asks for one stranger's address, mostly
job alerts each with its own search, some the newsletter; its figure is the number of mails
that reach the stranger, at this script's own SMTP server: at most one). The targets are
the same for each; the attacker's outcomes say whether the server closed its sockets.

It builds the production site in a copy of the project and serves it on 127.0.0.1 with one
back-end worker and a SQLite database of its own in the temporary directory, the
newsletter's limits as configured (unlike the load script: they are what is attacked).
Then:

- a second, well-behaved client (a process of its own) sends GET /ping and GET /about in
  turn, one at a time, 50 ms apart, from start to end: its latencies are split into idle
  (15 s before the attack), during the attack and after it (the 15 s that follow);
- one attacking client opens, as fast as it can (`--parallel` at a time), socket.io
  sessions at /_event, each with a fresh token, and sends the newsletter's subscribe event
  on each, then waits for the outcome and closes it: every session is a new per-session
  key for the newsletter's rate limiter. The engine.io and socket.io frames are written by
  hand on a websocket (what python-socketio sends, for a fraction of its CPU).

The attacking client runs on a core of its own, the worker and the second client on the
other(s): on a machine of its own, an attacker's CPU is not the site's, and the figures show
what its traffic costs the site.

It prints the second client's p50/p95 per phase, the attacker's sessions and outcomes
(subscribed, limited, ...), the back-end worker's memory (VmRSS) idle, at its peak and
15 s after the attack, and how much the server's log grew. Targets (issues 21 and 43): the
second client's p95 during the attack within 2x of its idle p95 (for /ping and for the
page), every one of its requests answered and none slower than 1 s, the worker's memory
15 s after the attack no more than 10% above idle, and the log at most 100 KB longer. The
exit status is 1 if one is missed. Only this machine is attacked (127.0.0.1, localhost,
::1); the attack lasts at most 120 s and opens at most MAX_SESSIONS sessions; the whole run
stops by itself.
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import contextlib
import dataclasses
import json
import math
import multiprocessing
import os
import sys
import time
import urllib.parse
import uuid
from collections.abc import Sequence
from multiprocessing.connection import Connection
from multiprocessing.synchronize import Event
from pathlib import Path

import aiohttp
import websockets

from agency_site import routes
from agency_site.pages.jobs_dashboard.alerts import JobAlertState
from agency_site.pages.jobs_dashboard.state import JobSearchState
from agency_site.settings import Settings
from tests.benchmarks.load import (
    BROWSER_HEADERS,
    Worker,
    answered,
    check_base_url,
    machine_busy_s,
    one_worker_site,
    percentile,
    router_data,
)
from tests.e2e.sockets import EVENT_PATH, NEWSLETTER_STATE, OUTCOME_VAR, REPORT, SUBSCRIBE
from tests.smtp import SmtpServer

# Caps: an attack on one's own machine, bounded in time and in sessions.
MAX_SECONDS = 120
MAX_PARALLEL = 32
MAX_SESSIONS = 200_000
# The second client's requests, at most (about 1,800 in a default run).
MAX_PROBES = 20_000

# Targets (issues 21 and 43): the second client's p95 during the attack within 2x of idle and
# none of its requests over 1 s; the worker's memory 15 s after the attack within 10% of idle
# (the issue allows a minute); the server's log at most 100 KB longer.
MAX_SLOWDOWN = 2.0
MAX_REQUEST_MS = 1000.0
MAX_MEMORY_GROWTH = 0.10
MAX_LOG_GROWTH_KB = 100.0

# The second client, before and after the attack.
MEASURE_S = 15.0
# Before the idle phase: the first requests and sessions import and open what the worker
# uses lazily (the subscribe handler, the database).
WARM_UP_S = 5.0
WARM_UP_SESSIONS = 10
PROBE_PAUSE_S = 0.05
PROBES = ("/ping", "/about")
OPERATION_TIMEOUT_S = 10.0
SAMPLE_EVERY_S = 0.1
# The attack's latencies are also shown in slices of this length (when does it get slow?).
SLICE_S = 10.0

# Socket.IO over Engine.IO 4, as python-socketio writes it: a connect to the namespace,
# then events on it.
CONNECT_FRAME = f"40{EVENT_PATH},"
EVENT_FRAME = f"42{EVENT_PATH},"
REFUSED_FRAME = f"44{EVENT_PATH},"


# -- Pure logic (unit-tested) ----------------------------------------------------------


def check_arguments(args: argparse.Namespace) -> str | None:
    """Why the arguments are refused, or None when they are within the caps."""
    if not 5 <= args.seconds <= MAX_SECONDS:
        return f"--seconds must be between 5 and {MAX_SECONDS}"
    if not 1 <= args.parallel <= MAX_PARALLEL:
        return f"--parallel must be between 1 and {MAX_PARALLEL}"
    if args.base_url:
        return check_base_url(args.base_url)
    return None


def socket_url(base_url: str, token: str) -> str:
    """The websocket address of a socket.io session with `token`, as the browser opens it."""
    address = base_url.replace("http", "ws", 1).rstrip("/")
    return f"{address}{EVENT_PATH}/?EIO=4&transport=websocket&token={token}"


def subscribe_frame(email: str, request: str, address: str = "/") -> str:
    """The socket.io frame of the pop-up's subscribe event."""
    return event_frame(SUBSCRIBE, {"email": email, "request": request}, address)


def event_frame(name: str, payload: dict, address: str = "/") -> str:
    """The socket.io frame of event `name` sent from the page at `address`."""
    event = {"name": name, "payload": payload, "router_data": router_data(address)}
    return EVENT_FRAME + json.dumps(["event", event], separators=(",", ":"))


# Issue 43, findings 1 and 6: a browser error report of 10,000 characters, crafted for
# Reflex's patterns of errors that reload the page, with line breaks that would forge log
# lines.
CRAFTED_REPORT = ('TypeError: can\'t access property "x", \nINFO forged line ' * 200)[:10_000]


def report_frame() -> str:
    return event_frame(REPORT, {"info": CRAFTED_REPORT, "component_stack": ""})


def outcome_of(frame: str | bytes, request: str) -> str | None:
    """The final status of subscription `request` if `frame` carries it, else None."""
    if not isinstance(frame, str) or not frame.startswith(EVENT_FRAME):
        return None
    try:
        message = json.loads(frame[len(EVENT_FRAME) :])
        update = message[1]
        delta = update.get("delta") or {}
        if not answered(request)(delta):
            return None
    except (ValueError, IndexError, TypeError, AttributeError):
        return None
    return str(delta[NEWSLETTER_STATE][OUTCOME_VAR]["status"])


@dataclasses.dataclass(frozen=True)
class Phase:
    name: str
    start: float
    end: float


@dataclasses.dataclass(frozen=True)
class Probe:
    """One request of the second client."""

    started: float  # time.monotonic(), the same clock in both processes
    path: str
    ms: float
    error: str | None = None


def by_phase(probes: Sequence[Probe], phases: Sequence[Phase]) -> dict[str, list[Probe]]:
    """The requests that started in each phase (those before, between or after: none)."""
    found: dict[str, list[Probe]] = {phase.name: [] for phase in phases}
    for probe in probes:
        for phase in phases:
            if phase.start <= probe.started < phase.end:
                found[phase.name].append(probe)
                break
    return found


def split_cores(available: set[int]) -> tuple[set[int], set[int]] | None:
    """The cores of the site (and of the second client), and the attacker's: a core of its
    own, as if it ran on a machine of its own. None on a single core."""
    if len(available) < 2:
        return None
    first = min(available)
    return {first}, available - {first}


def p95(probes: Sequence[Probe], path: str) -> float:
    return percentile([p.ms for p in probes if p.path == path], 0.95)


def p95_by_slice(probes: Sequence[Probe], phase: Phase, path: str, every: float) -> list[float]:
    """The p95 of `path` in each `every` seconds of `phase` (NaN for a slice without any)."""
    slices = math.ceil((phase.end - phase.start) / every - 1e-9)
    return [
        p95([p for p in probes if 0 <= p.started - phase.start - i * every < every], path)
        for i in range(slices)
    ]


def misses(
    phases: dict[str, list[Probe]],
    idle_mb: float | None,
    after_mb: float | None,
    workers: int,
    log_kb: float | None = None,
) -> list[str]:
    """Every target (issues 21 and 43) that the run did not meet. `log_kb`: how much the
    server's log grew from the attack's start to the end of the run (None: not known)."""
    found = []
    for path in PROBES:
        idle, attacked = p95(phases["idle"], path), p95(phases["attack"], path)
        if idle != idle or attacked != attacked:  # NaN: no request in a phase
            found.append(f"{path}: no requests measured idle or during the attack")
        elif attacked > MAX_SLOWDOWN * idle:
            found.append(
                f"{path}: p95 {attacked:.1f} ms during the attack, {attacked / idle:.1f}x the "
                f"idle {idle:.1f} ms (target: within {MAX_SLOWDOWN:.0f}x)"
            )
    slowest = max((p.ms for probes in phases.values() for p in probes), default=0.0)
    if slowest > MAX_REQUEST_MS:
        found.append(
            f"the second client's slowest request took {slowest:.0f} ms "
            f"(target: at most {MAX_REQUEST_MS:.0f} ms)"
        )
    if log_kb is not None and log_kb > MAX_LOG_GROWTH_KB:
        found.append(
            f"the server's log grew by {log_kb:.0f} KB (target: at most {MAX_LOG_GROWTH_KB:.0f} KB)"
        )
    if errors := sum(1 for probes in phases.values() for p in probes if p.error):
        found.append(f"{errors} of the second client's requests failed (target: none)")
    if workers != 1:
        found.append(f"{workers} back-end worker processes found (target: one)")
    if idle_mb is None or after_mb is None:
        found.append("the worker's memory could not be read")
    elif after_mb > (1 + MAX_MEMORY_GROWTH) * idle_mb:
        found.append(
            f"memory {MEASURE_S:.0f} s after the attack {after_mb:.0f} MB, "
            f"{100 * (after_mb / idle_mb - 1):+.0f}% over idle {idle_mb:.0f} MB "
            f"(target: within {100 * MAX_MEMORY_GROWTH:.0f}%)"
        )
    return found


# -- The second client (a process of its own) ------------------------------------------


def probe_process(
    base_url: str, seconds: float, stop: Event, results: Connection, cores: set[int] | None
) -> None:
    """GET each of PROBES in turn until `stop` is set (or `seconds` have passed), on `cores`
    if given; sends back every request's Probe."""
    if cores:
        os.sched_setaffinity(0, cores)
    results.send(asyncio.run(_probe(base_url, seconds, stop)))
    results.close()


async def _probe(base_url: str, seconds: float, stop: Event) -> list[Probe]:
    probes: list[Probe] = []
    deadline = time.monotonic() + seconds
    timeout = aiohttp.ClientTimeout(total=OPERATION_TIMEOUT_S)
    # Bodies are read, not decompressed: the client's own CPU stays out of the figures.
    async with aiohttp.ClientSession(base_url, timeout=timeout, auto_decompress=False) as http:
        while not stop.is_set() and time.monotonic() < deadline and len(probes) < MAX_PROBES:
            path = PROBES[len(probes) % len(PROBES)]
            started, error = time.monotonic(), None
            try:
                async with http.get(path, headers=BROWSER_HEADERS) as response:
                    await response.read()
                if response.status != 200:
                    error = f"HTTP {response.status}"
            except (aiohttp.ClientError, OSError, TimeoutError) as failure:
                error = type(failure).__name__
            ms = (time.monotonic() - started) * 1000
            probes.append(Probe(started, path, ms, error))
            await asyncio.sleep(PROBE_PAUSE_S)
    return probes


# -- The attacking client -------------------------------------------------------------


@dataclasses.dataclass
class Attack:
    """Issue 21: sessions with fresh tokens, each subscribing to the newsletter."""

    base_url: str
    sessions: int = 0
    events: int = 0
    outcomes: collections.Counter = dataclasses.field(default_factory=collections.Counter)

    # Each session's socket.io connect carries the token (a browser's always does).
    with_token = True

    @contextlib.asynccontextmanager
    async def connected(self, token: str):
        """A socket.io session at /_event (None when socket.io refused it)."""
        origin = self.base_url.rstrip("/")
        self.sessions += 1
        async with (
            asyncio.timeout(OPERATION_TIMEOUT_S),
            websockets.connect(
                socket_url(self.base_url, token if self.with_token else ""),
                origin=websockets.Origin(origin),
                compression=None,
                ping_interval=None,
                proxy=None,
                close_timeout=1,
                max_size=None,
            ) as socket,
        ):
            await socket.recv()  # Engine.IO's open packet
            await socket.send(CONNECT_FRAME)
            if (await socket.recv()).startswith(REFUSED_FRAME):
                self.outcomes["connection refused (socket.io)"] += 1
                yield None
            else:
                yield socket

    async def session(self) -> None:
        """One socket.io session with a fresh token: connect, subscribe, outcome, close."""
        token = str(uuid.uuid4())
        request = str(uuid.uuid4())
        async with self.connected(token) as socket:
            if socket is None:
                return
            await socket.send(subscribe_frame(f"attack-{token}@example.org", request))
            self.events += 1
            while (status := outcome_of(await socket.recv(), request)) is None:
                pass
            self.outcomes[status] += 1

    async def send_then_watch(self, frames: list[str]) -> None:
        """One session that sends `frames`, then waits a moment: did the server close it?"""
        async with self.connected(str(uuid.uuid4())) as socket:
            if socket is None:
                return
            try:
                for frame in frames:
                    await socket.send(frame)
                    self.events += 1
                async with asyncio.timeout(1):
                    while True:
                        await socket.recv()
            except TimeoutError:
                self.outcomes["left open"] += 1
            except websockets.ConnectionClosed:
                self.outcomes["closed by the server"] += 1

    async def run(self, until: float, parallel: int, max_sessions: int = MAX_SESSIONS) -> None:
        loop = asyncio.get_running_loop()

        async def one_after_another() -> None:
            while loop.time() < until and self.sessions < max_sessions:
                try:
                    await self.session()
                except TimeoutError:
                    self.outcomes[f"no outcome within {OPERATION_TIMEOUT_S:.0f} s"] += 1
                except websockets.InvalidStatus as refused:
                    self.outcomes[f"HTTP {refused.response.status_code}"] += 1
                    await asyncio.sleep(0.01)
                except (websockets.WebSocketException, OSError) as error:
                    self.outcomes[type(error).__name__] += 1
                    await asyncio.sleep(0.01)

        await asyncio.gather(*(one_after_another() for _ in range(parallel)))


class ErrorReports(Attack):
    """Issue 43, findings 1 and 6: eight crafted error reports a session."""

    async def session(self) -> None:
        await self.send_then_watch([report_frame()] * 8)


class NoToken(Attack):
    """Issue 43, finding 3: sessions without a token, each sending large events."""

    with_token = False

    async def session(self) -> None:
        big = subscribe_frame("x" * 900_000 + "@example.org", str(uuid.uuid4()))
        await self.send_then_watch([big] * 2)


class BigFrames(Attack):
    """Issue 43, finding 4: frames of 8 MB."""

    async def session(self) -> None:
        await self.send_then_watch([subscribe_frame("x" * 8_000_000, str(uuid.uuid4()))])


class LongAddress(Attack):
    """Issue 43, finding 5: events from a page whose address is 450 KB long."""

    async def session(self) -> None:
        address = "/?" + "q" * 450_000
        frame = subscribe_frame("a@example.org", str(uuid.uuid4()), address)
        await self.send_then_watch([frame])


class SlowHeaders(Attack):
    """Issue 43, finding 2: 1,100 connections sending their headers a byte a second."""

    connections = 1_100
    # A header line that never ends: the request is never complete.
    begun = b"GET /ping HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: "

    async def run(self, until: float, parallel: int, max_sessions: int = MAX_SESSIONS) -> None:
        loop = asyncio.get_running_loop()
        address = urllib.parse.urlsplit(self.base_url)

        async def hold() -> None:
            while loop.time() < until and self.sessions < max_sessions:
                self.sessions += 1
                try:
                    reader, writer = await asyncio.open_connection(address.hostname, address.port)
                except OSError as error:
                    self.outcomes[type(error).__name__] += 1
                    await asyncio.sleep(1)
                    continue
                try:
                    writer.write(self.begun)
                    while loop.time() < until:
                        # The server's answer (a 408) or its close ends the wait.
                        with contextlib.suppress(TimeoutError):
                            async with asyncio.timeout(1):
                                await reader.read(1)
                                self.outcomes["closed by the server"] += 1
                                break
                        writer.write(b"a")
                        self.events += 1
                    else:
                        self.outcomes["left open"] += 1
                except OSError:
                    self.outcomes["closed by the server"] += 1
                finally:
                    writer.close()

        await asyncio.gather(*(hold() for _ in range(self.connections)))


class EventFlood(Attack):
    """Issue 43, finding 4: 20,000 small events as fast as the socket takes them."""

    events_per_session = 20_000
    # How long a session keeps sending before it gives up and drops the connection.
    sending_s = 5.0

    async def session(self) -> None:
        frame = subscribe_frame("not-an-address", str(uuid.uuid4()))
        async with self.connected(str(uuid.uuid4())) as socket:
            if socket is None:
                return
            try:
                async with asyncio.timeout(self.sending_s):
                    for _ in range(self.events_per_session):
                        await socket.send(frame)
                        self.events += 1
                self.outcomes["all sent"] += 1
            except TimeoutError:
                self.outcomes[f"not all taken within {self.sending_s:.0f} s"] += 1
            except websockets.ConnectionClosed:
                self.outcomes["closed by the server"] += 1
            finally:
                # Not a closing handshake: it would wait behind everything still unsent.
                socket.transport.abort()


class ReportFlood(Attack):
    """Issue 43, findings 1 and 6 on long-lived sessions: 1,000 crafted error reports each."""

    async def session(self) -> None:
        await self.send_then_watch([report_frame()] * 1_000)


# The mail-bomb case's target: a stranger's address (its mail reaches this script's server).
STRANGER = "stranger@example.org"


class MailBomb(Attack):
    """Issue 52: every session asks for one stranger's address (alerts, the newsletter)."""

    def frames(self) -> list[str]:
        if self.sessions % 4 == 0:
            return [subscribe_frame(STRANGER, str(uuid.uuid4()))]
        # A search of its own: a new subscription each time.
        page = routes.JOBS_DASHBOARD
        search = {"query": f"search {uuid.uuid4().hex[:8]}"}
        return [
            event_frame(f"{JobSearchState.get_full_name()}.search", search, page),
            event_frame(f"{JobAlertState.get_full_name()}.subscribe", {"email": STRANGER}, page),
        ]

    async def session(self) -> None:
        await self.send_then_watch(self.frames())


# `--case`: what the attacking client does in each session.
CASES: dict[str, type[Attack]] = {
    "sessions": Attack,
    "error-reports": ErrorReports,
    "no-token": NoToken,
    "big-frames": BigFrames,
    "long-address": LongAddress,
    "slow-headers": SlowHeaders,
    "event-flood": EventFlood,
    "report-flood": ReportFlood,
    "mail-bomb": MailBomb,
}


# -- The run --------------------------------------------------------------------------


def pin(pids: Sequence[int], cores: set[int]) -> None:
    """Every thread of these processes onto `cores` (threads started later inherit it)."""
    for pid in pids:
        for thread in Path(f"/proc/{pid}/task").iterdir():
            with contextlib.suppress(OSError):
                os.sched_setaffinity(int(thread.name), cores)


def log_size(log: Path | None) -> int | None:
    with contextlib.suppress(OSError):
        return log.stat().st_size if log else None
    return None


@dataclasses.dataclass
class Memory:
    pids: list[int]
    idle_mb: float | None = None
    peak_mb: float | None = None
    after_mb: float | None = None

    def growth(self, value: float | None) -> str:
        return f"({100 * (value / self.idle_mb - 1):+.0f}%)" if value and self.idle_mb else ""


def report(
    phases: list[Phase],
    probes: dict[str, list[Probe]],
    attack: Attack,
    memory: Memory,
    cpu: tuple[float, float, float],
    parallel: int,
    cores: tuple[set[int], set[int]] | None,
    log_kb: float | None,
) -> str:
    seconds = {phase.name: phase.end - phase.start for phase in phases}
    labels = {
        "idle": f"idle ({seconds['idle']:.0f} s)",
        "attack": f"during the attack ({seconds['attack']:.0f} s)",
        "after": f"after it ({seconds['after']:.0f} s)",
    }
    lines = [
        f"One attacking client, {parallel} sessions at a time, against one back-end worker; "
        f"the second client's latencies in ms",
        "",
        "| second client | phase | requests | p50 | p95 | max | errors |",
        "|---|---|---|---|---|---|---|",
    ]
    for path in PROBES:
        for phase in phases:
            values = [p.ms for p in probes[phase.name] if p.path == path]
            errors = sum(1 for p in probes[phase.name] if p.path == path and p.error)
            if values:
                lines.append(
                    f"| GET {path} | {labels[phase.name]} | {len(values)} "
                    f"| {percentile(values, 0.5):.1f} | {percentile(values, 0.95):.1f} "
                    f"| {max(values):.1f} | {errors} |"
                )
    attacked = next(phase for phase in phases if phase.name == "attack")
    for path in PROBES:
        slices = p95_by_slice(probes["attack"], attacked, path, SLICE_S)
        lines.append(
            f"GET {path} p95 in each {SLICE_S:.0f} s of the attack: "
            + ", ".join(f"{value:.1f}" for value in slices)
        )
    failures = collections.Counter(p.error for ps in probes.values() for p in ps if p.error)
    worker, client, others = cpu
    rate = attack.sessions / seconds["attack"]
    lines += [
        "",
        *(f"second client: {count} x {error}" for error, count in failures.most_common(5)),
        f"attacker: {attack.sessions} sessions opened ({rate:.0f} per second), "
        f"{attack.events} subscribe events sent; outcomes: "
        + (", ".join(f"{n} {what}" for what, n in attack.outcomes.most_common()) or "none"),
        f"worker memory (VmRSS, pid {', '.join(map(str, memory.pids)) or 'not found'}): "
        f"idle {memory.idle_mb or 0:.0f} MB, peak {memory.peak_mb or 0:.0f} MB "
        f"{memory.growth(memory.peak_mb)}, {MEASURE_S:.0f} s after the attack "
        f"{memory.after_mb or 0:.0f} MB {memory.growth(memory.after_mb)}",
        f"CPU during the attack ({os.cpu_count()} cores): worker {worker:.0f}% of one core, "
        f"attacking client {client:.0f}%, other processes {others:.0f}%",
        (
            f"cores: the back-end worker and the second client on {sorted(cores[0])}, the "
            f"attacking client on {sorted(cores[1])}"
            if cores
            else "cores: one, shared by the worker and both clients"
        ),
        "server log: "
        + (
            f"{log_kb:+.1f} KB from the attack's start to the end"
            if log_kb is not None
            else "not read"
        ),
    ]
    return "\n".join(lines)


async def measure(
    base_url: str,
    seconds: float,
    parallel: int,
    case: str = "sessions",
    log: Path | None = None,
    cores: tuple[set[int], set[int]] | None = None,
    smtp: SmtpServer | None = None,
) -> int:
    kind = CASES[case]
    print(f"\n## Case {case}: {(kind.__doc__ or '').strip().splitlines()[0]}\n")
    worker = Worker(urllib.parse.urlsplit(base_url).port)
    memory = Memory(worker.pids)
    attack = Attack(base_url)
    loop = asyncio.get_running_loop()
    if cores:
        pin(worker.pids, cores[0])
        pin([os.getpid()], cores[1])

    # The second client: a process of its own, so that the attacker's work in this one
    # never delays its requests.
    context = multiprocessing.get_context("spawn")
    stop = context.Event()
    receiving, sending = context.Pipe(duplex=False)
    longest = WARM_UP_S + 2 * MEASURE_S + seconds + 4 * OPERATION_TIMEOUT_S
    prober = context.Process(
        target=probe_process,
        args=(base_url, longest, stop, sending, cores[0] if cores else None),
        daemon=True,
    )
    prober.start()
    sending.close()
    try:
        # Warm-up: a few sessions of the attacker's kind, and the second client's first
        # requests.
        start = time.monotonic()
        await attack.run(loop.time() + WARM_UP_S, 1, max_sessions=WARM_UP_SESSIONS)
        await asyncio.sleep(max(WARM_UP_S - (time.monotonic() - start), 0))

        idle_start = time.monotonic()
        await asyncio.sleep(MEASURE_S)
        idle = Phase("idle", idle_start, time.monotonic())
        memory.idle_mb = memory.peak_mb = worker.rss_mb()

        async def sample() -> None:
            while True:
                if (rss := worker.rss_mb()) is not None:
                    memory.peak_mb = max(memory.peak_mb or 0, rss)
                await asyncio.sleep(SAMPLE_EVERY_S)

        sampler = asyncio.create_task(sample())
        log_before = log_size(log)
        attack = kind(base_url)  # the warm-up's sessions (the first case's) are not counted
        wall, machine = time.monotonic(), machine_busy_s()
        client, worker_cpu = time.process_time(), worker.cpu_s()
        await attack.run(loop.time() + seconds, parallel)
        attacked = Phase("attack", idle.end, time.monotonic())
        wall = attacked.end - wall
        client, worker_cpu = time.process_time() - client, worker.cpu_s() - worker_cpu
        others = max(machine_busy_s() - machine - client - worker_cpu, 0)
        cpu = (100 * worker_cpu / wall, 100 * client / wall, 100 * others / wall)

        await asyncio.sleep(MEASURE_S)
        after = Phase("after", attacked.end, time.monotonic())
        memory.after_mb = worker.rss_mb()
        log_after = log_size(log)
        sampler.cancel()
    finally:
        stop.set()
        probes = await asyncio.to_thread(
            lambda: receiving.recv() if receiving.poll(2 * OPERATION_TIMEOUT_S) else []
        )
        prober.join(timeout=5)
        if prober.is_alive():
            prober.terminate()

    phases = [idle, attacked, after]
    split = by_phase(probes, phases)
    log_kb = (
        (log_after - log_before) / 1024
        if log_before is not None and log_after is not None
        else None
    )
    print(report(phases, split, attack, memory, cpu, parallel, cores, log_kb))
    missed = misses(split, memory.idle_mb, memory.after_mb, len(memory.pids), log_kb)
    if kind is MailBomb:
        missed += mails_to_the_stranger(smtp)
    print("\n".join(["Targets NOT met:", *missed]) if missed else "Every target met.")
    return 1 if missed else 0


def mails_to_the_stranger(smtp: SmtpServer | None) -> list[str]:
    """The mail-bomb case's figure, printed; a miss when more than one mail reached him."""
    if smtp is None:
        print("mails that reached the stranger: not counted (the site's SMTP server is not ours)")
        return []
    reached = len(smtp.to(STRANGER))
    print(f"mails that reached the stranger: {reached} (target: at most 1)")
    return [f"{reached} mails reached the stranger, more than 1"] if reached > 1 else []


def argument_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=60, help="the attack's; at most 120")
    parser.add_argument(
        "--parallel", type=int, default=8, help="sessions the attacker opens at a time; at most 32"
    )
    parser.add_argument("--base-url", help="a running site on 127.0.0.1 instead of a build")
    parser.add_argument(
        "--case", choices=[*CASES, "all"], default="all", help="the attack (default: each in turn)"
    )
    return parser


async def measure_cases(
    base_url: str,
    args: argparse.Namespace,
    log: Path | None = None,
    smtp: SmtpServer | None = None,
) -> int:
    cases = list(CASES) if args.case == "all" else [args.case]
    # An attacker on its own machine takes none of the site's CPU: here it gets a core of its
    # own, so that what the figures show is what its traffic costs the site.
    cores = split_cores(os.sched_getaffinity(0))
    statuses = [
        await measure(base_url, args.seconds, args.parallel, case, log, cores, smtp)
        for case in cases
    ]
    return max(statuses)


def main() -> None:
    parser = argument_parser()
    args = parser.parse_args()
    if problem := check_arguments(args):
        parser.error(problem)
    if args.base_url:
        sys.exit(asyncio.run(measure_cases(args.base_url.rstrip("/"), args)))
    from tests.e2e.server import production_log

    # The site's limits as configured (the newsletter's, and the event sockets' per address,
    # which the test servers raise): they are what is attacked.
    limits = {
        f"AGENCY_{name.upper()}": str(Settings.model_fields[name].default)
        for name in ("event_sessions_per_address_per_minute", "event_frames_per_second")
    }
    with SmtpServer() as smtp, one_worker_site({**limits, "AGENCY_SMTP_URL": smtp.url}) as site:
        url, project = site
        status = asyncio.run(measure_cases(url, args, production_log(project), smtp))
    sys.exit(status)


if __name__ == "__main__":
    main()
