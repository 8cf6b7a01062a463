"""Load test: concurrent visitor sessions against one production back-end worker (issue 8).

    python -m tests.benchmarks.load                    # or: make load
    python -m tests.benchmarks.load --clients 100 --seconds 30
    python -m tests.benchmarks.load --base-url http://127.0.0.1:3000

It builds the production site in a copy of the project and serves it on 127.0.0.1 with one
back-end worker, its own SQLite database in the temporary directory and the newsletter's
per-address limit raised (every visitor comes from 127.0.0.1; the limit is not what is
measured). Then `--clients` visitors (at most 500) start over the first seconds and stay
until `--seconds` (at most 120) have passed, each doing what a browser does for a person
reading the site:

- a page load: the pre-rendered HTML, the scripts and stylesheets the visitor does not
  have yet, then the socket.io connection at /_event whose CONNECT packet carries the
  hydrate event, exactly as Reflex's state.js sends it;
- between actions a think time of 0.5-3 s, then: a link to another page (the route's
  modules, then the on_load event over the socket), the filters of /services, /blog or
  /news, or the language switch (both run in the browser alone, with no request; pages
  opened after a switch are the /fr or /de ones), or a reload;
- one visitor in ten (`--subscribe-ratio`) subscribes to the newsletter once, after the
  pop-up's delay, and waits for the final outcome.

It prints p50/p95/p99 per operation and overall, the errors, and the back-end worker's
memory (VmRSS) after a warm-up, at its peak and after the visitors have left. Targets: no
error, p95 under 100 ms for every operation, memory back within 20% of the warm-up
baseline. The exit status is 1 if one is missed. `--base-url` runs against a server that
is already running on this machine: its database receives the test's subscriptions.
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import contextlib
import dataclasses
import math
import os
import random
import re
import sys
import tempfile
import time
import urllib.parse
import uuid
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path

import aiohttp
import socketio

from tests.e2e.sockets import EVENT_PATH, NEWSLETTER_STATE, OUTCOME_VAR, SUBSCRIBE

# Caps: this is a load script for one's own machine, not a tool to point elsewhere.
MAX_CLIENTS = 500
MAX_SECONDS = 120
LOOPBACK_HOSTS = ("127.0.0.1", "localhost", "::1")

# Targets (issue 8).
MAX_P95_MS = 100.0
MAX_MEMORY_GROWTH = 0.20

OPERATION_TIMEOUT_S = 10.0
THINK_TIME_S = (0.5, 3.0)
MAX_RAMP_S = 10.0
# The newsletter pop-up opens 3 s after a session's first page (POPUP_DELAY_MS in
# agency_site/layout/newsletter.py; not imported, which would load the whole app here).
POPUP_DELAY_S = 3.0
# After the last visitor has left: time for the worker to drop what it held.
SETTLE_S = 15.0
# How often the worker's memory is read (and this process's own lateness measured).
SAMPLE_EVERY_S = 0.05

# English addresses; fr and de are the same under /fr and /de.
PAGES = (
    "/",
    "/about",
    "/services",
    "/blog",
    "/news",
    "/pricing",
    "/contact",
    "/partners",
    "/testimonials",
    "/blog/introduction-to-uzbek-cuisine",
    "/news/prestige-award-winner",
)
FILTER_PAGES = ("/services", "/blog", "/news")
LANGUAGES = ("en", "fr", "de")
LANDING_LANGUAGE_WEIGHTS = (6, 2, 2)
ACTION_WEIGHTS = {"navigate": 55, "filter": 25, "language": 10, "reload": 10}

# Reflex's wire names, as the browser sends them (see tests/unit/test_load_script.py); the
# newsletter's are shared with the end-to-end tests' socket client.
ROOT_STATE = "reflex___state____state"
HYDRATE_EVENT = f"{ROOT_STATE}.hydrate_and_load"
ON_LOAD_EVENT = f"{ROOT_STATE}.reflex___state____on_load_internal_state.on_load_internal"
HYDRATED_VAR = "is_hydrated_rx_state_"

BROWSER_HEADERS = {
    "Accept-Encoding": "br, gzip",
    "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) agency-load-test",
}


# -- Pure logic (unit-tested) ----------------------------------------------------------


def check_arguments(args: argparse.Namespace) -> str | None:
    """Why the arguments are refused, or None when they are within the caps."""
    if not 1 <= args.clients <= MAX_CLIENTS:
        return f"--clients must be between 1 and {MAX_CLIENTS}"
    if not 5 <= args.seconds <= MAX_SECONDS:
        return f"--seconds must be between 5 and {MAX_SECONDS}"
    if not 0 <= args.subscribe_ratio <= 1:
        return "--subscribe-ratio must be between 0 and 1"
    if args.base_url:
        return check_base_url(args.base_url)
    return None


def check_base_url(url: str) -> str | None:
    """Why `url` is refused as --base-url (shared with attack.py), or None: this machine only."""
    parsed = urllib.parse.urlsplit(url)
    if parsed.scheme != "http" or parsed.hostname not in LOOPBACK_HOSTS:
        return f"--base-url must be http:// on this machine ({', '.join(LOOPBACK_HOSTS)})"
    if parsed.port is None:
        return "--base-url needs an explicit port"
    return None


def percentile(values: Sequence[float], fraction: float) -> float:
    """Nearest-rank percentile: the smallest value with `fraction` of them at or below."""
    if not values:
        return math.nan
    ordered = sorted(values)
    return ordered[max(math.ceil(fraction * len(ordered)), 1) - 1]


def subscribes(index: int, ratio: float) -> bool:
    """Whether visitor `index` subscribes: exactly `ratio` of them, spread evenly.

    Counted in thousandths so that float rounding cannot add or drop one.
    """
    per_mille = round(ratio * 1000)
    return (index + 1) * per_mille // 1000 > index * per_mille // 1000


def localized(path: str, language: str) -> str:
    """The address of English `path` in `language` (/fr/blog, /de)."""
    if language == "en":
        return path
    return f"/{language}" if path == "/" else f"/{language}{path}"


def next_action(rng: random.Random) -> str:
    return rng.choices(list(ACTION_WEIGHTS), weights=list(ACTION_WEIGHTS.values()))[0]


def router_data(path: str) -> dict:
    return {"pathname": path, "asPath": path}


def is_hydrated(delta: dict) -> bool:
    return HYDRATED_VAR in delta.get(ROOT_STATE, {})


def answered(request: str) -> Callable[[dict], bool]:
    """Whether a delta carries the final outcome of subscription `request`."""

    def check(delta: dict) -> bool:
        outcome = delta.get(NEWSLETTER_STATE, {}).get(OUTCOME_VAR) or {}
        return outcome.get("request") == request and outcome.get("status") != "received"

    return check


# -- What the site sends a browser --------------------------------------------------------


@dataclasses.dataclass
class Site:
    base_url: str
    # Page address -> every script and stylesheet a browser loads for it.
    assets: dict[str, list[str]]
    # What the compiled front end sends with its hydrate event (state.js's bootAuth).
    state_hashes: list[str] | None
    state_schema: str | None


_PAGE_MODULES = re.compile(r'import\("(/assets/[^"]+\.js)"\)|href="(/assets/[^"]+\.css)"')
# Static imports only (`import{a}from"./x.js"`, `import"./x.js"`): the lazy ones wait
# until a carousel or the like needs them.
_STATIC_IMPORT = re.compile(r'(?:from|import)\s*"\./([^"]+\.js)"')
_STATE_HASHES = re.compile(r"initialStateHashes\s*=\s*\[([^\]]*)\]")
_STATE_SCHEMA = re.compile(r"stateSchema\s*=\s*[`\"']([0-9a-f]+)")


async def discover(base_url: str) -> Site:
    """Every page's assets, and the hydrate event's fields, read from the built site."""
    scripts: dict[str, str] = {}
    assets: dict[str, list[str]] = {}
    async with aiohttp.ClientSession(base_url) as http:

        async def text(path: str) -> str:
            async with http.get(path) as response:
                if response.status != 200:
                    raise SystemExit(f"{base_url}{path}: HTTP {response.status}")
                return await response.text()

        for page in [localized(path, lang) for lang in LANGUAGES for path in PAGES]:
            found = [js or css for js, css in _PAGE_MODULES.findall(await text(page))]
            pending, seen = list(found), set(found)
            while pending:
                asset = pending.pop()
                if asset.endswith(".js"):
                    if asset not in scripts:
                        scripts[asset] = await text(asset)
                    for name in _STATIC_IMPORT.findall(scripts[asset]):
                        if (imported := f"/assets/{name}") not in seen:
                            seen.add(imported)
                            pending.append(imported)
            assets[page] = sorted(seen)
    bundle = "\n".join(scripts.values())
    hashes = _STATE_HASHES.search(bundle)
    schema = _STATE_SCHEMA.search(bundle)
    if not (hashes and schema):
        print("warning: no state hashes in the bundle; hydrating without them", file=sys.stderr)
    return Site(
        base_url,
        assets,
        re.findall(r"[0-9a-f]{16}", hashes.group(1)) if hashes else None,
        schema.group(1) if schema else None,
    )


# -- The back-end worker ----------------------------------------------------------------


def serving_processes(port: int) -> list[int]:
    """The processes holding the listening socket on `port`: the back-end worker(s).

    (The supervisor of `reflex run` hands the socket to its granian workers.)
    """
    inodes = set()
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        with contextlib.suppress(OSError):
            for row in Path(table).read_text().splitlines()[1:]:
                fields = row.split()
                if int(fields[1].rsplit(":", 1)[1], 16) == port and fields[3] == "0A":
                    inodes.add(f"socket:[{fields[9]}]")
    found = []
    for process in Path("/proc").iterdir():
        if process.name.isdigit():
            with contextlib.suppress(OSError):
                if any(os.readlink(fd) in inodes for fd in (process / "fd").iterdir()):
                    found.append(int(process.name))
    return sorted(found)


class Worker:
    """Memory and CPU time of the back-end worker process(es)."""

    def __init__(self, port: int) -> None:
        self.pids = serving_processes(port)

    def rss_mb(self) -> float | None:
        total = 0
        for pid in self.pids:
            try:
                status = Path(f"/proc/{pid}/status").read_text()
            except OSError:
                return None
            total += int(re.search(r"VmRSS:\s+(\d+)", status).group(1))
        return total / 1024 if self.pids else None

    def cpu_s(self) -> float:
        """User and system CPU time so far, in seconds."""
        ticks = 0
        for pid in self.pids:
            with contextlib.suppress(OSError):
                fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
                ticks += int(fields[11]) + int(fields[12])  # utime, stime
        return ticks / os.sysconf("SC_CLK_TCK")


def machine_busy_s() -> float:
    """CPU time used by every process on the machine so far, in seconds (all cores)."""
    ticks = [int(n) for n in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]]
    idle = ticks[3] + ticks[4]  # idle, iowait
    return (sum(ticks[:8]) - idle) / os.sysconf("SC_CLK_TCK")


# -- Visitors -------------------------------------------------------------------------


class VisitError(Exception):
    """Something a visitor would notice: the visit ends and it counts as an error."""


@dataclasses.dataclass
class Results:
    latencies: dict[str, list[float]] = dataclasses.field(
        default_factory=lambda: collections.defaultdict(list)
    )
    errors: collections.Counter = dataclasses.field(default_factory=collections.Counter)
    sockets: int = 0
    peak_sockets: int = 0

    def socket_opened(self) -> None:
        self.sockets += 1
        self.peak_sockets = max(self.peak_sockets, self.sockets)


class Visitor:
    """One browser tab: one session token, its own socket, its own cache of assets."""

    def __init__(
        self, site: Site, http: aiohttp.ClientSession, results: Results, index: int, ratio: float
    ) -> None:
        self.site, self.http, self.results, self.index = site, http, results, index
        self.rng = random.Random(index)
        self.token = str(uuid.uuid4())
        self.language = self.rng.choices(LANGUAGES, LANDING_LANGUAGE_WEIGHTS)[0]
        self.path = self.rng.choice(PAGES)
        self.subscribes = subscribes(index, ratio)
        self.cached: set[str] = set()
        self.socket: socketio.AsyncClient | None = None
        self.waiting: tuple[Callable[[dict], bool], asyncio.Future] | None = None

    async def visit(self, start_at: float, leave_at: float) -> None:
        loop = asyncio.get_running_loop()
        await asyncio.sleep(start_at - loop.time())
        try:
            await self.load()
            subscribe_at = loop.time() + self.rng.uniform(POPUP_DELAY_S, 3 * POPUP_DELAY_S)
            while loop.time() + (think := self.rng.uniform(*THINK_TIME_S)) < leave_at:
                await asyncio.sleep(think)
                if self.subscribes and loop.time() >= subscribe_at:
                    await self.subscribe()
                    self.subscribes = False
                else:
                    await self.act(next_action(self.rng))
            if self.subscribes:  # a short visit: before leaving, then
                await self.subscribe()
        except VisitError as error:
            self.results.errors[str(error)] += 1
        except (aiohttp.ClientError, socketio.exceptions.SocketIOError, OSError) as error:
            self.results.errors[f"{type(error).__name__}: {error}"] += 1
        finally:
            await self.close_socket()

    async def act(self, action: str) -> None:
        if action == "navigate":
            await self.navigate(self.rng.choice([p for p in PAGES if p != self.path]))
        elif action == "filter" and self.path not in FILTER_PAGES:
            # Filtering itself happens in the browser; getting to the page does not.
            await self.navigate(self.rng.choice(FILTER_PAGES))
        elif action == "language":
            # In the browser alone; the pages opened from now on are that language's.
            self.language = self.rng.choice([lang for lang in LANGUAGES if lang != self.language])
        elif action == "reload":
            await self.load()

    @contextlib.asynccontextmanager
    async def timed(self, kind: str):
        start = time.perf_counter()
        try:
            async with asyncio.timeout(OPERATION_TIMEOUT_S):
                yield
        except TimeoutError:
            raise VisitError(f"{kind}: no answer within {OPERATION_TIMEOUT_S:.0f} s") from None
        self.results.latencies[kind].append((time.perf_counter() - start) * 1000)

    async def get(self, kind: str, path: str) -> None:
        async with self.timed(kind), self.http.get(path, headers=BROWSER_HEADERS) as response:
            await response.read()
        if response.status != 200:
            raise VisitError(f"{kind} {path}: HTTP {response.status}")

    async def fetch_assets(self, page: str) -> None:
        missing = [asset for asset in self.site.assets[page] if asset not in self.cached]
        await asyncio.gather(*(self.get("asset", asset) for asset in missing))
        self.cached.update(missing)

    def expect(self, check: Callable[[dict], bool]) -> asyncio.Future:
        """A future for the first state delta that passes `check`."""
        future = asyncio.get_running_loop().create_future()
        self.waiting = (check, future)
        return future

    async def on_update(self, update: dict) -> None:
        delta = update.get("delta") or {}
        if self.waiting and not self.waiting[1].done() and self.waiting[0](delta):
            self.waiting[1].set_result(delta)

    def connected_socket(self) -> socketio.AsyncClient:
        if self.socket is None:
            raise VisitError("socket closed by the server")
        return self.socket

    def new_socket(self) -> socketio.AsyncClient:
        socket = socketio.AsyncClient(
            reconnection=False, handle_sigint=False, http_session=self.http
        )

        async def on_disconnect(*_reason) -> None:
            self.results.sockets -= 1
            if socket is self.socket:  # not closed by this visitor: the server did
                self.socket = None
                if self.waiting and not self.waiting[1].done():
                    self.waiting[1].set_exception(VisitError("socket closed by the server"))

        socket.on("event", self.on_update, namespace=EVENT_PATH)
        socket.on("disconnect", on_disconnect, namespace=EVENT_PATH)
        return socket

    async def load(self) -> None:
        """A full page load: HTML, missing assets, a new socket that hydrates."""
        page = localized(self.path, self.language)
        await self.close_socket()  # the old page's socket closes on pagehide
        await self.get("page", page)
        await self.fetch_assets(page)
        boot = {"name": HYDRATE_EVENT, "payload": {}, "router_data": router_data(page)}
        auth: dict = {"event": boot}
        if self.site.state_hashes is not None:
            boot["payload"]["hashes"] = self.site.state_hashes
            auth["state_schema"] = self.site.state_schema
        self.socket = self.new_socket()
        hydrated = self.expect(is_hydrated)
        async with self.timed("hydrate"):
            await self.socket.connect(
                f"{self.site.base_url}/?token={self.token}",
                auth=auth,
                transports=["websocket"],
                namespaces=[EVENT_PATH],
                socketio_path=EVENT_PATH,
                wait_timeout=OPERATION_TIMEOUT_S,
            )
            self.results.socket_opened()
            await hydrated

    async def navigate(self, path: str) -> None:
        """A link followed in the page: the route's modules, then its on_load event."""
        page = localized(path, self.language)
        self.path = path
        await self.fetch_assets(page)
        loaded = self.expect(is_hydrated)
        async with self.timed("navigate"):
            event = {"name": ON_LOAD_EVENT, "router_data": router_data(page)}
            await self.connected_socket().emit("event", event, namespace=EVENT_PATH)
            await loaded

    async def subscribe(self) -> None:
        request = str(uuid.uuid4())
        answer = self.expect(answered(request))
        page = localized(self.path, self.language)
        event = {
            "name": SUBSCRIBE,
            "payload": {"email": f"load-{self.token}@example.org", "request": request},
            "router_data": router_data(page),
        }
        async with self.timed("subscribe"):
            await self.connected_socket().emit("event", event, namespace=EVENT_PATH)
            delta = await answer
        status = delta[NEWSLETTER_STATE][OUTCOME_VAR]["status"]
        if status != "subscribed":
            self.results.errors[f"subscribe: outcome {status!r}"] += 1

    async def close_socket(self) -> None:
        socket, self.socket = self.socket, None
        if socket is not None and socket.connected:
            await socket.disconnect()


# -- The run --------------------------------------------------------------------------

OPERATIONS = {
    "page": "page (HTML)",
    "asset": "asset (script, stylesheet)",
    "hydrate": "hydrate (socket connect to state)",
    "navigate": "navigate (on_load event)",
    "subscribe": "subscribe (to final outcome)",
}


async def run_visitors(
    site: Site, results: Results, clients: int, seconds: float, ratio: float
) -> None:
    """`clients` visitors arriving over the ramp, all leaving `seconds` after the start."""
    loop = asyncio.get_running_loop()
    start = loop.time()
    ramp = min(MAX_RAMP_S, seconds / 3)
    # No connection limit: each visitor is a browser of its own; idle ones are reused.
    connector = aiohttp.TCPConnector(limit=0)
    # Bodies are timed, not read: left compressed, they cost this process no CPU.
    async with aiohttp.ClientSession(
        site.base_url, connector=connector, auto_decompress=False
    ) as http:
        visitors = [Visitor(site, http, results, i, ratio) for i in range(clients)]
        async with asyncio.timeout(seconds + 6 * OPERATION_TIMEOUT_S):
            await asyncio.gather(
                *(
                    v.visit(start + ramp * i / clients, start + seconds)
                    for i, v in enumerate(visitors)
                )
            )


@dataclasses.dataclass
class Memory:
    pids: list[int]
    baseline_mb: float | None = None
    peak_mb: float | None = None
    after_mb: float | None = None

    def growth(self, value: float | None) -> str:
        return f"{100 * (value / self.baseline_mb - 1):+.0f}%" if value and self.baseline_mb else ""


def misses(results: Results, memory: Memory) -> list[str]:
    """Every target (issue 8) that the run did not meet."""
    found = []
    if errors := sum(results.errors.values()):
        found.append(f"{errors} errors (target: none)")
    everything = [ms for values in results.latencies.values() for ms in values]
    for kind, values in [*results.latencies.items(), ("all", everything)]:
        if (p95 := percentile(values, 0.95)) >= MAX_P95_MS:
            found.append(f"{kind}: p95 {p95:.0f} ms (target: under {MAX_P95_MS:.0f} ms)")
    if len(memory.pids) != 1:
        found.append(f"{len(memory.pids)} back-end worker processes found (target: one)")
    if memory.baseline_mb is None or memory.after_mb is None:
        found.append("the worker's memory could not be read")
    elif memory.after_mb > (1 + MAX_MEMORY_GROWTH) * memory.baseline_mb:
        found.append(
            f"memory after the run {memory.after_mb:.0f} MB, {memory.growth(memory.after_mb)} "
            f"over the baseline (target: within {100 * MAX_MEMORY_GROWTH:.0f}%)"
        )
    return found


@dataclasses.dataclass
class Usage:
    """CPU used during the run, in % of one core, and the load client's own delay."""

    worker: float
    client: float
    others: float
    client_lag_ms: list[float]


def report(results: Results, memory: Memory, usage: Usage, clients: int, seconds: float) -> str:
    lines = [
        f"{clients} visitors over {seconds:.0f} s, one back-end worker; latencies in ms",
        "",
        "| operation | count | p50 | p95 | p99 | max |",
        "|---|---|---|---|---|---|",
    ]
    everything = [ms for values in results.latencies.values() for ms in values]
    rows = [(OPERATIONS[kind], results.latencies.get(kind, [])) for kind in OPERATIONS]
    for label, values in [*rows, ("all", everything)]:
        if values:
            p50, p95, p99 = (percentile(values, f) for f in (0.5, 0.95, 0.99))
            lines.append(
                f"| {label} | {len(values)} | {p50:.1f} | {p95:.1f} | {p99:.1f} | {max(values):.1f} |"
            )
    lag_p99 = percentile(usage.client_lag_ms, 0.99)
    lines += [
        "",
        f"errors: {sum(results.errors.values())}",
        *(f"  {count} x {what}" for what, count in results.errors.most_common(10)),
        f"sockets open at the peak: {results.peak_sockets}",
        f"worker memory (VmRSS, pid {', '.join(map(str, memory.pids)) or 'not found'}): "
        f"baseline {memory.baseline_mb or 0:.0f} MB, peak {memory.peak_mb or 0:.0f} MB "
        f"({memory.growth(memory.peak_mb)}), {SETTLE_S:.0f} s after the visitors left "
        f"{memory.after_mb or 0:.0f} MB ({memory.growth(memory.after_mb)})",
        f"CPU during the run ({os.cpu_count()} cores): worker {usage.worker:.0f}% of one core, "
        f"this load client {usage.client:.0f}%, other processes {usage.others:.0f}%",
        f"this load client's own delay (event loop lag): p99 {lag_p99:.0f} ms, "
        f"max {max(usage.client_lag_ms, default=0):.0f} ms",
    ]
    if usage.client > 80 or lag_p99 > 20:
        lines.append("warning: the load client was slow itself; it adds to the latencies")
    if usage.others > 20:
        lines.append("warning: other processes were busy meanwhile; the latencies suffer too")
    return "\n".join(lines)


async def measure(base_url: str, clients: int, seconds: float, ratio: float) -> int:
    site = await discover(base_url)
    worker = Worker(urllib.parse.urlsplit(base_url).port)
    memory = Memory(worker.pids)
    # Warm-up: the first events import and connect what the worker uses lazily.
    warm_up = Results()
    await run_visitors(site, warm_up, min(clients, 20), 8, ratio)
    if warm_up.errors:
        print(f"warm-up errors: {dict(warm_up.errors)}", file=sys.stderr)
    await asyncio.sleep(3)
    memory.baseline_mb = memory.peak_mb = worker.rss_mb()
    client_lag_ms: list[float] = []

    async def sample() -> None:
        """The worker's peak memory, and how late this process wakes up (its own delay)."""
        while True:
            if (rss := worker.rss_mb()) is not None:
                memory.peak_mb = max(memory.peak_mb or 0, rss)
            asleep = time.perf_counter()
            await asyncio.sleep(SAMPLE_EVERY_S)
            client_lag_ms.append((time.perf_counter() - asleep - SAMPLE_EVERY_S) * 1000)

    sampler = asyncio.create_task(sample())
    results = Results()
    wall, machine = time.monotonic(), machine_busy_s()
    client, worker_cpu = time.process_time(), worker.cpu_s()
    try:
        await run_visitors(site, results, clients, seconds, ratio)
    except TimeoutError:
        results.errors["the run did not finish in time"] += 1
    wall = time.monotonic() - wall
    client, worker_cpu = time.process_time() - client, worker.cpu_s() - worker_cpu
    # Whatever else ran on the machine meanwhile (on a shared machine, not nothing).
    others = max(machine_busy_s() - machine - client - worker_cpu, 0)
    usage = Usage(*(100 * cpu / wall for cpu in (worker_cpu, client, others)), client_lag_ms)
    await asyncio.sleep(SETTLE_S)
    memory.after_mb = worker.rss_mb()
    sampler.cancel()
    print(report(results, memory, usage, clients, seconds))
    missed = misses(results, memory)
    print("\n".join(["Targets NOT met:", *missed]) if missed else "Every target met.")
    return 1 if missed else 0


def argument_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clients", type=int, default=MAX_CLIENTS, help="at most 500")
    parser.add_argument("--seconds", type=float, default=60, help="at most 120")
    parser.add_argument("--subscribe-ratio", type=float, default=0.1)
    parser.add_argument("--base-url", help="a running site on 127.0.0.1 instead of a build")
    return parser


def main() -> None:
    parser = argument_parser()
    args = parser.parse_args()
    if problem := check_arguments(args):
        parser.error(problem)
    if args.base_url:
        url = args.base_url.rstrip("/")
        sys.exit(asyncio.run(measure(url, args.clients, args.seconds, args.subscribe_ratio)))
    # Every visitor comes from 127.0.0.1: the per-address limits are not measured.
    per_address = {
        "AGENCY_NEWSLETTER_ATTEMPTS_PER_ADDRESS": "100000",
        "AGENCY_EVENT_SOCKETS_PER_ADDRESS": "100000",
    }
    with one_worker_site(per_address) as (url, _project):
        status = asyncio.run(measure(url, args.clients, args.seconds, args.subscribe_ratio))
    sys.exit(status)


@contextlib.contextmanager
def one_worker_site(settings: dict[str, str] | None = None) -> Iterator[tuple[str, Path]]:
    """The production build of a copy of the project, served on 127.0.0.1 by one back-end
    worker with a SQLite database of its own in a temporary directory (shared with
    attack.py): yields its URL and the copy's folder; stops it and deletes both afterwards."""
    from tests.e2e.server import production_site

    with tempfile.TemporaryDirectory() as scratch:
        settings = {
            # One worker: Reflex's default without Redis, made explicit.
            "GRANIAN_WORKERS": "1",
            # The test's subscriptions stay in the temporary directory.
            "AGENCY_DATABASE_URL": f"sqlite:///{scratch}/agency.db",
            **(settings or {}),
        }
        with production_site(settings) as site:
            yield site


if __name__ == "__main__":
    main()
