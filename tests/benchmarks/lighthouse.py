"""Benchmark: Lighthouse (mobile preset) over the production build, against the targets of
issues 7 and 21 and a plain static copy of the home page as the floor.

    python -m tests.benchmarks.lighthouse            # or: make benchmark
    python -m tests.benchmarks.lighthouse --runs 1 --paths / /about

It builds the production site in a copy of the project, serves it on 127.0.0.1 (one port,
as `make prod` does), writes the static floor next to the pages (the home page's HTML and
stylesheet with every script and preload taken out, compressed the same way) and runs
Lighthouse `--runs` times per route with Debian's Chromium. It prints the median of each
figure per route with the spread of the scores, LCP and TBT over the runs (lowest-highest),
then every target the medians do not meet; the exit status is 1 if any is not. Lighthouse
and the Node 22 it needs are installed from the npm registry into .tools/benchmark on first
use. `--base-url` measures a site that is already running (without the floor unless it
serves /static-floor). `--against REVISION` also builds that git revision and measures both
builds in one sitting, their runs interleaved, so that the machine's swings fall on both:

    python -m tests.benchmarks.lighthouse --against a4549c5 --runs 5 --paths / /pricing
"""

from __future__ import annotations

import argparse
import contextlib
import dataclasses
import gzip
import json
import re
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from tests.e2e.browser import CHROMIUM_ARGS, chromium_executable
from tests.e2e.server import PROJECT_ROOT, production_site

LIGHTHOUSE_VERSION = "13.5.0"
NODE_VERSION = "22.23.3"
TOOLS = PROJECT_ROOT / ".tools" / "benchmark"
FLOOR_PATH = "/static-floor"
# Home, about, services, blog list, one article, pricing, partners, contact, reviews,
# awards, the job board, one job, and one French page.
ROUTES = (
    "/",
    "/about",
    "/services",
    "/blog",
    "/blog/introduction-to-uzbek-cuisine",
    "/pricing",
    "/partners",
    "/contact",
    "/testimonials",
    "/news/prestige-award-winner",
    "/jobs-dashboard",
    "/jobs/tashkent-esl",
    "/fr/services",
)

# Targets (issue 7), on the medians.
MIN_SCORE = {"performance": 98, "accessibility": 100, "best-practices": 100, "seo": 100}
MAX_LCP_MS = 1500
MAX_LCP_OVER_FLOOR = 2.0
MAX_TBT_MS = 50
MAX_CLS = 0.0
# JavaScript transferred (brotli, headers included) on any route (issue 21: the content
# policy only on documents gave back the bytes it cost every script).
MAX_JS_KB = 165


@dataclasses.dataclass
class Figures:
    performance: float
    accessibility: float
    best_practices: float
    seo: float
    lcp_ms: float
    tbt_ms: float
    cls: float
    js_kb: float


def install_lighthouse() -> tuple[Path, Path]:
    """(node, lighthouse CLI), installed into .tools/benchmark when missing."""
    node = TOOLS / "node_modules" / ".bin" / "node"
    cli = TOOLS / "node_modules" / "lighthouse" / "cli" / "index.js"
    if not (node.exists() and cli.exists()):
        TOOLS.mkdir(parents=True, exist_ok=True)
        subprocess.run(
            [
                "npm", "install", "--prefix", str(TOOLS), "--no-save", "--no-audit",
                "--no-fund", "--loglevel=error",
                f"lighthouse@{LIGHTHOUSE_VERSION}", f"node@{NODE_VERSION}",
            ],
            check=True,
        )  # fmt: skip
    return node, cli


def write_static_floor(pages: Path) -> None:
    """The home page as plain static HTML: same markup and stylesheet, no script at all."""
    html = (pages / "index.html").read_text(encoding="utf-8")
    html = re.sub(r"<script\b[^>]*>.*?</script>", "", html, flags=re.S)
    html = re.sub(r'<link rel="(?:modulepreload|preload)"[^>]*>', "", html)
    floor = pages / FLOOR_PATH.strip("/")
    floor.mkdir(exist_ok=True)
    (floor / "index.html").write_text(html, encoding="utf-8")
    (floor / "index.html.gz").write_bytes(gzip.compress(html.encode(), 9))


# Lighthouse now and then fails to record a page load's trace ("NO_NAVSTART: please run
# Lighthouse again"); such a run is run again, this many times at most.
ATTEMPTS = 3


def lighthouse(node: Path, cli: Path, url: str) -> Figures:
    chrome_flags = " ".join(["--headless=new", *CHROMIUM_ARGS])
    with tempfile.NamedTemporaryFile(suffix=".json") as report_file:
        for attempt in range(1, ATTEMPTS + 1):
            run = subprocess.run(
                [
                    str(node), str(cli), url, "--quiet", "--output=json",
                    f"--output-path={report_file.name}",
                    f"--chrome-path={chromium_executable() or ''}",
                    f"--chrome-flags={chrome_flags}",
                ],
                capture_output=True,
                text=True,
            )  # fmt: skip
            if run.returncode == 0:
                break
            print(f"{url}: Lighthouse failed (attempt {attempt}):\n{run.stderr}", file=sys.stderr)
        else:
            raise RuntimeError(f"Lighthouse failed {ATTEMPTS} times on {url}")
        report = json.loads(Path(report_file.name).read_text())
    audits, categories = report["audits"], report["categories"]
    requests = audits["network-requests"]["details"]["items"]
    return Figures(
        performance=categories["performance"]["score"] * 100,
        accessibility=categories["accessibility"]["score"] * 100,
        best_practices=categories["best-practices"]["score"] * 100,
        seo=categories["seo"]["score"] * 100,
        lcp_ms=audits["largest-contentful-paint"]["numericValue"],
        tbt_ms=audits["total-blocking-time"]["numericValue"],
        cls=audits["cumulative-layout-shift"]["numericValue"],
        js_kb=sum(r["transferSize"] for r in requests if r.get("resourceType") == "Script") / 1024,
    )


def median(runs: list[Figures]) -> Figures:
    return Figures(
        **{
            field.name: statistics.median(getattr(run, field.name) for run in runs)
            for field in dataclasses.fields(Figures)
        }
    )


def spread(runs: list[Figures], name: str, scale: float = 1, digits: int = 0) -> str:
    """The median of one figure over the runs, with its lowest and highest."""
    values = sorted(getattr(run, name) / scale for run in runs)
    middle = statistics.median(values)
    if len(values) == 1:
        return f"{middle:.{digits}f}"
    return f"{middle:.{digits}f} ({values[0]:.{digits}f}-{values[-1]:.{digits}f})"


def misses(path: str, figures: Figures, floor: Figures | None) -> list[str]:
    found = []
    for category, minimum in MIN_SCORE.items():
        score = getattr(figures, category.replace("-", "_"))
        if score < minimum:
            found.append(f"{path}: {category} {score:.0f} < {minimum}")
    if figures.lcp_ms > MAX_LCP_MS:
        found.append(f"{path}: LCP {figures.lcp_ms:.0f} ms > {MAX_LCP_MS} ms")
    if floor and figures.lcp_ms > MAX_LCP_OVER_FLOOR * floor.lcp_ms:
        found.append(f"{path}: LCP {figures.lcp_ms:.0f} ms > 2 x floor {floor.lcp_ms:.0f} ms")
    if figures.tbt_ms > MAX_TBT_MS:
        found.append(f"{path}: TBT {figures.tbt_ms:.0f} ms > {MAX_TBT_MS} ms")
    if figures.cls > MAX_CLS:
        found.append(f"{path}: CLS {figures.cls:.3f} > 0")
    if figures.js_kb > MAX_JS_KB:
        found.append(f"{path}: JS {figures.js_kb:.1f} KB > {MAX_JS_KB} KB")
    return found


def table(results: dict[str, list[Figures]]) -> str:
    lines = [
        "| route | perf | LCP (s) | TBT (ms) | CLS | JS (transferred) | a11y | best practices "
        "| SEO |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    for path, runs in results.items():
        f = median(runs)
        lines.append(
            f"| {path} | {spread(runs, 'performance')} | {spread(runs, 'lcp_ms', 1000, 2)} "
            f"| {spread(runs, 'tbt_ms')} | {f.cls:.3f} | {f.js_kb:.1f} KB "
            f"| {f.accessibility:.0f} | {f.best_practices:.0f} | {f.seo:.0f} |"
        )
    return "\n".join(lines)


def report(results: dict[str, list[Figures]], paths: list[str], runs: int) -> int:
    """Prints the table and the targets the medians miss; 1 if any is missed."""
    medians = {path: median(figures) for path, figures in results.items()}
    floor = medians.get(FLOOR_PATH)
    print(f"Lighthouse {LIGHTHOUSE_VERSION}, mobile preset, {runs} runs per route: median")
    print("(lowest-highest)")
    print(table(results))
    missed = [miss for path in paths for miss in misses(path, medians[path], floor)]
    print("\n".join(["Targets NOT met:", *missed]) if missed else "Every target met.")
    return 1 if missed else 0


def measure(sites: dict[str, str], paths: list[str], runs: int) -> dict[str, dict]:
    """Each route `runs` times on each site (name: base URL), the sites taking turns run by
    run and route by route, first one then the other: {site: {path: [Figures]}}."""
    node, cli = install_lighthouse()
    results = {name: {path: [] for path in paths} for name in sites}
    for run in range(runs):
        for path in paths:
            order = list(sites.items())
            for name, base_url in order if run % 2 == 0 else reversed(order):
                results[name][path].append(lighthouse(node, cli, base_url + path))
        print(f"run {run + 1} of {runs} done", file=sys.stderr)
    return results


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--paths", nargs="+", default=list(ROUTES))
    parser.add_argument("--base-url", help="measure this running site instead of building one")
    parser.add_argument("--against", metavar="REVISION", help="also build and measure this one")
    args = parser.parse_args()
    if args.base_url:
        results = measure({"site": args.base_url.rstrip("/")}, args.paths, args.runs)
        sys.exit(report(results["site"], args.paths, args.runs))

    revisions = {"this build": None, **({args.against: args.against} if args.against else {})}
    with contextlib.ExitStack() as builds:
        sites = {}
        for name, revision in revisions.items():
            url, project = builds.enter_context(production_site(revision=revision))
            write_static_floor(project / ".web" / "build" / "client")
            sites[name] = url
        results = measure(sites, [*args.paths, FLOOR_PATH], args.runs)
    statuses = {}
    for name in sites:
        print(f"\n{name}:")
        statuses[name] = report(results[name], args.paths, args.runs)
    sys.exit(statuses["this build"])


if __name__ == "__main__":
    main()
