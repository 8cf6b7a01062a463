"""End-to-end fixtures: one dev server per session, Chromium, and a console-error guard.

Set E2E_BASE_URL to test a site that is already running instead of starting one.
"""

from __future__ import annotations

import os
import sys
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import BrowserContext, ConsoleMessage, Page, Request, expect

from agency_site import routes
from agency_site.platform import security
from agency_site.settings import settings
from tests.e2e import workers
from tests.e2e.browser import CHROMIUM_ARGS, headless_shell_executable
from tests.e2e.contexts import ContextPool
from tests.e2e.pages import (
    CUT_OFF,
    OTHER_SITES,
    PAGE_READY_MS,
    PUBLIC_ROUTES,
    RECORD_VIOLATIONS,
    RETURNING_VISITOR,
    go_offline,
    stub_page,
    visit,
)
from tests.e2e.server import (
    LOG_DIR,
    PROJECT_ROOT,
    SERVER_URLS,
    STARTUP_TIMEOUT_S,
    PublishedServer,
    ReflexBackend,
    ReflexServer,
    copy_project,
    own_origins,
)
from tests.e2e.server_log import LogTail, errors
from tests.e2e.topology import pages_directory_of
from tests.services import postgres_available, postgres_server, redis_available, redis_server
from tests.smtp import SmtpServer

# A test server's own database (embedded SQLite) in its project, fresh for each session; in
# a hidden folder, as SQLite's journal file beside it would otherwise restart the dev server.
E2E_DATABASE_IN_PROJECT = Path(".data") / "e2e.db"
E2E_DATABASE = PROJECT_ROOT / E2E_DATABASE_IN_PROJECT


@pytest.fixture(scope="session")
def database_url() -> str:
    """The database of the site under test (E2E_DATABASE_URL for a site already running)."""
    if os.environ.get("E2E_BASE_URL"):
        return os.environ.get("E2E_DATABASE_URL", settings.database_url)
    return f"sqlite:///{E2E_DATABASE}"


@pytest.fixture(scope="session")
def smtp_server():
    """The mail provider of the servers under test: a real SMTP server on 127.0.0.1."""
    with SmtpServer() as server:
        yield server


@pytest.fixture(scope="session")
def dev_server(database_url: str, smtp_server: SmtpServer):
    """`reflex run` (the dev server), started and not yet serving; None for a site already
    running (E2E_BASE_URL)."""
    if os.environ.get("E2E_BASE_URL"):
        yield None
        return
    E2E_DATABASE.unlink(missing_ok=True)
    server = ReflexServer(
        "dev",
        extra_env={
            # Pages that fail or show notices on purpose, only on this test server.
            "AGENCY_TEST_PAGES": "tests.e2e.diagnostic_pages",
            "AGENCY_DATABASE_URL": database_url,
            # Every test browser comes from 127.0.0.1, which the dev server leaves out of
            # the per-address limits (rate_limit.address_limited): the per-session ones apply.
            # The suite subscribes hundreds of new addresses: no mail of a later test waits.
            "AGENCY_CONFIRMATIONS_PER_HOUR": "100000",
            "AGENCY_SMTP_URL": smtp_server.url,
        },
    )
    try:
        server.spawn()
        yield server
    finally:
        server.stop()


def to_terminal(config: pytest.Config) -> Callable[[str], None]:
    """A line shown in the terminal at once, past pytest's capture of the test's output."""

    def say(line: str) -> None:
        # On standard error: a pytest-xdist worker's standard output reaches no terminal.
        with config.pluginmanager.getplugin("capturemanager").global_and_fixture_disabled():
            print(f"\n{line}", file=sys.stderr, flush=True)

    return say


@pytest.fixture(scope="session")
def base_url(browser, dev_server: ReflexServer | None, pytestconfig: pytest.Config) -> str:
    if dev_server is None:
        url = os.environ["E2E_BASE_URL"].rstrip("/")
    else:
        url = dev_server.wait_until_serving(say=to_terminal(pytestconfig))
        DEV_SWEEP_ERRORS.extend(_warm_up(browser, url))
    SITE_ORIGINS.update(own_origins(url))
    return url


# The browser errors of the warm-up over every page of the dev server, by page: React's
# development warnings (a field with a value and no handler, a list without keys) show there
# only, and most behaviour tests run on the production build.
DEV_SWEEP_ERRORS: list[str] = []


@pytest.fixture(scope="session")
def dev_sweep_errors(dev_server: ReflexServer | None, base_url: str) -> list[str]:
    """What the dev server's pages logged as errors while the warm-up loaded them."""
    if dev_server is None:
        pytest.skip("the warm-up runs on a dev server the tests start, not on E2E_BASE_URL")
    return DEV_SWEEP_ERRORS


# `--server production` or `--server dev` runs one server's tests only (each test talks to
# one: server_of), so that only that server is built and started.


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--server",
        choices=("production", "dev"),
        help="only the tests of this server under test (default: both)",
    )


def server_of(item: pytest.Item) -> str:
    """The server a test talks to: 'production' (production_url), 'dev' (base_url, or a
    module marked @dev_server), for a test run on both (@on_both_servers) the one of this
    run; else the production build, where a page loads in a third of a dev-server load (or
    the site a tester is running, E2E_BASE_URL, if no production one is named)."""
    callspec = getattr(item, "callspec", None)
    if callspec is not None and "server_url" in callspec.params:
        return callspec.params["server_url"]
    production, dev = ("production_url" in item.fixturenames, "base_url" in item.fixturenames)
    if production and dev:
        # Its process would start both servers, and two dev servers would share .web/.
        raise pytest.UsageError(f"{item.nodeid} uses both servers; a test talks to one")
    if production:
        return "production"
    if dev or item.get_closest_marker("dev_server") or _only_a_running_site():
        return "dev"
    return "production"


def group_of(item: pytest.Item) -> str:
    """The tests that one pytest-xdist worker runs in a row: all the dev server's; each
    module of the production build's, except that the modules marked @production_port, whose
    Caddy listens at the build's own port (tests/e2e/topology.py), run one after the other."""
    if server_of(item) == "dev":
        return "dev"
    if item.get_closest_marker("production_port"):
        return "production port"
    return f"production {item.path}"


def in_run_order(items: list[pytest.Item]) -> list[pytest.Item]:
    """Each module's tests together: pytest groups the tests that take the browser
    (Playwright's session-wide `browser_name` parameter) across modules, which split a
    module and set its fixtures up twice or three times (the next day's server, the proxy's
    workers, PostgreSQL and Redis). The order within a module stays pytest's.

    The dev server's tests first: a worker takes them all and starts the dev server while
    another builds for production. Then the production build's modules, largest first
    (most tests): pytest-xdist hands a worker its next module while its last two tests run,
    so a large module handed out last kept one worker busy for minutes after the other had
    run out of work."""
    sizes = Counter(item.path for item in items)
    return sorted(
        items,
        key=lambda item: (server_of(item) != "dev", -sizes[item.path], str(item.path)),
    )


def _only_a_running_site() -> bool:
    return bool(os.environ.get("E2E_BASE_URL")) and not os.environ.get("E2E_PRODUCTION_URL")


@pytest.fixture
def server_url(request: pytest.FixtureRequest) -> str:
    """The address of the server of this run of a test marked @on_both_servers."""
    return request.getfixturevalue(SERVER_URLS[request.param])


# The first test of each server waits for its build and, on the dev server, for the warm-up
# over every page: on a busy machine (two builds side by side on two cores) that takes longer
# than one test may (pyproject's timeout), so its own limit is the server's startup limit plus
# the warm-up's. So may the first test of each module of the production build's, which may be
# the first that a pytest-xdist worker runs.
FIRST_TEST_TIMEOUT_S = STARTUP_TIMEOUT_S + 900


# `make test` runs the tests side by side (`-n 2 --dist loadgroup`): the dev server's in one
# worker, the production build's module by module (tests/e2e/workers.py).


@pytest.hookimpl(tryfirst=True)
def pytest_collection_finish(session: pytest.Session) -> None:
    workers.write_groups(session.items, group_of)


@pytest.hookimpl(tryfirst=True)
def pytest_xdist_make_scheduler(config: pytest.Config, log):
    if config.getvalue("dist") == "loadgroup":
        return workers.ByGroup(config, log)
    return None


def pytest_sessionfinish() -> None:
    workers.finished()


def pytest_unconfigure(config: pytest.Config) -> None:
    workers.remove_the_folder()


# Last: after -k and -m have deselected, so that the first test that runs gets the limit.
@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    wanted = config.getoption("--server")
    if wanted:
        kept = [item for item in items if server_of(item) == wanted]
        config.hook.pytest_deselected(items=[item for item in items if item not in kept])
        items[:] = kept
    items[:] = in_run_order(items)
    firsts = {}
    for item in items:
        firsts.setdefault("dev" if server_of(item) == "dev" else item.path, item)
    for first in firsts.values():
        first.add_marker(pytest.mark.timeout(FIRST_TEST_TIMEOUT_S))


@pytest.fixture(scope="session", autouse=True)
def _servers_start_together(request: pytest.FixtureRequest) -> None:
    """Starts, at the beginning of the session, each server its tests will use: the
    production build and the dev server's first compile then run side by side. A
    pytest-xdist worker starts only the server of its group, at its first test."""
    if workers.worker():
        return
    needed = {server_of(item) for item in request.session.items}
    for server, fixture in (("production", "production_server"), ("dev", "dev_server")):
        if server in needed:
            request.getfixturevalue(fixture)


# The log of each server under test, by the fixture that gives its address: every test
# that uses one of those fixtures fails when that server logs an error meanwhile.
SERVER_LOGS: dict[str, Path] = {}


@pytest.fixture(scope="session")
def dev_server_log(base_url: str) -> Path | None:
    """The dev server's log file; for a server already running, E2E_SERVER_LOG (or None)."""
    if os.environ.get("E2E_BASE_URL"):
        configured = os.environ.get("E2E_SERVER_LOG")
        path = Path(configured) if configured else None
    else:
        path = LOG_DIR / "reflex-dev.log"
    if path is not None:
        SERVER_LOGS["base_url"] = path
    return path


@pytest.fixture
def server_log(dev_server_log: Path | None) -> Callable[[], str]:
    """What the dev server logs from now on."""
    if dev_server_log is None:
        pytest.skip("a server already running: set E2E_SERVER_LOG to its log file")
    return LogTail(dev_server_log).read


@pytest.fixture(autouse=True)
def _fail_on_server_errors(request: pytest.FixtureRequest):
    """A test fails when a server it talks to logs an error while it runs."""
    server = SERVER_URLS[server_of(request.node)]
    if not {server, "server_url", "site_url"} & set(request.fixturenames):
        yield
        return
    # Start the server first, so that its log is known before the test runs.
    request.getfixturevalue("dev_server_log" if server == "base_url" else server)
    tails = [LogTail(path) for name, path in SERVER_LOGS.items() if name == server]
    yield
    logged = {tail.path.name: found for tail in tails if (found := errors(tail.read()))}
    assert not logged, f"the server logged errors: {logged}"


def _warm_up(browser, url: str) -> list[str]:
    """Load every page once before the tests; the browser errors met, by page.

    The dev server compiles a page's code and its Tailwind classes on first request; a
    stylesheet update arriving while a test's page hydrates is a dev-only mismatch.
    """
    page = browser.new_page(base_url=url)
    errors, found = watch_errors(page), []
    for route in PUBLIC_ROUTES:
        visit(page, route.path)
        found += [f"{route.path}: {message}" for message in errors.unexpected()]
        errors.messages.clear()
    # Embla is imported on demand: the first import makes Vite bundle it and reload the page,
    # which must happen here rather than in a carousel test.
    visit(page, routes.REVIEWS)
    expect(page.get_by_test_id("reviews-carousel")).to_have_attribute(
        "data-ready", "true", timeout=PAGE_READY_MS
    )
    page.close()
    return found


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict) -> dict:
    executable = headless_shell_executable()
    return {
        **browser_type_launch_args,
        "args": CHROMIUM_ARGS,
        **({"executable_path": executable} if executable else {}),
    }


# Where the servers under test run.
LOCAL_HOSTS = {"localhost", "127.0.0.1"}


def _context_of(request: Request) -> BrowserContext | None:
    try:
        return request.frame.page.context
    except Exception:  # a worker's request has no frame
        return None


class BrowserErrors:
    """Console errors, uncaught exceptions and failed requests seen by a page during one test."""

    def __init__(self) -> None:
        self.messages: list[str] = []
        self.allowed: list[str] = []

    def on_console(self, message: ConsoleMessage) -> None:
        if message.type == "error":
            self.messages.append(message.text)

    def on_page_error(self, error: Exception) -> None:
        self.messages.append(f"uncaught: {error}")

    def on_request_failed(self, request: Request) -> None:
        # Only the site's own requests count: the test machine reaches no other site.
        # Aborted: the page dropped the request itself (it navigated away, or a newer
        # fetch replaced it); a failure the test caused by blocking the network is expected.
        if (
            urlsplit(request.url).hostname not in LOCAL_HOSTS
            or request.failure == "net::ERR_ABORTED"
            or _context_of(request) in CUT_OFF
        ):
            return
        self.messages.append(f"request failed: {request.method} {request.url} ({request.failure})")

    def allow(self, fragment: str) -> None:
        """Expect errors containing `fragment` (for tests that provoke them)."""
        self.allowed.append(fragment)

    def unexpected(self) -> list[str]:
        return [m for m in self.messages if not any(f in m for f in self.allowed)]


@pytest.fixture
def browser_errors(page: Page, browser_errors_factory) -> BrowserErrors:
    return browser_errors_factory(page)


@pytest.fixture(autouse=True)
def _fail_on_browser_errors(request: pytest.FixtureRequest):
    """Any console error or uncaught exception fails the test that caused it."""
    if "page" not in request.fixturenames:
        yield
        return
    errors = request.getfixturevalue("browser_errors")
    yield
    assert not errors.unexpected(), f"browser errors: {errors.unexpected()}"


def pytest_configure(config: pytest.Config) -> None:
    workers.name_the_folder(config)


# Seconds spent per test file (setup, call and teardown), printed at the end of the run: where
# CI's end-to-end time goes.
FILE_SECONDS: dict[str, float] = {}


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    file = report.nodeid.split("::")[0]
    FILE_SECONDS[file] = FILE_SECONDS.get(file, 0.0) + report.duration


def pytest_terminal_summary(terminalreporter) -> None:
    if not FILE_SECONDS:
        return
    terminalreporter.section("seconds per file")
    for file, seconds in sorted(FILE_SECONDS.items(), key=lambda item: -item[1]):
        terminalreporter.write_line(f"{seconds:7.1f} s  {file}")


# Every test page belongs to a browser session that has had its newsletter pop-up already
# (it opens 3 s after a session's first page and would cover what a test clicks). Tests of
# the pop-up itself opt out with @pytest.mark.first_visit.
def _visitor_script(request: pytest.FixtureRequest) -> str | None:
    return None if request.node.get_closest_marker("first_visit") else RETURNING_VISITOR


# The origins of the servers under test (each by name and by address), whose storage a
# borrowed context is cleared of.
SITE_ORIGINS: set[str] = set()


@pytest.fixture(scope="session")
def context_pool(browser) -> ContextPool:
    pool = ContextPool(browser, lambda: SITE_ORIGINS)
    yield pool
    pool.close()


@pytest.fixture
def site_url(request: pytest.FixtureRequest) -> str:
    """The site a test's `page` and `context` open paths on: its server's (server_of)."""
    return request.getfixturevalue(SERVER_URLS[server_of(request.node)])


@pytest.fixture
def context(
    context_pool: ContextPool,
    browser_context_args: dict,
    site_url: str,
    request: pytest.FixtureRequest,
):
    """A context borrowed from the pool (tests.e2e.contexts) for `site_url`, made with the
    session's arguments and those of the test's browser_context_args mark."""
    marker = request.node.get_closest_marker("browser_context_args")
    args = {"base_url": site_url, **browser_context_args, **(marker.kwargs if marker else {})}
    with context_pool.lend(_visitor_script(request), **args) as context:
        yield context


PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 900}
PHONE_CONTEXT = {"viewport": PHONE, "has_touch": True, "is_mobile": True}


def _guarded_page(context_pool, url: str, request, browser_errors_factory, **context_args):
    """A page in a context borrowed for the test at `url`, failing the test on a browser
    error."""
    with context_pool.lend(_visitor_script(request), base_url=url, **context_args) as context:
        page = context.new_page()
        errors = browser_errors_factory(page)
        yield page
        assert not errors.unexpected(), f"browser errors: {errors.unexpected()}"


@pytest.fixture
def phone_page(context_pool, site_url: str, browser_errors_factory, request):
    """A page in a phone-sized context (390 px wide, touch)."""
    yield from _guarded_page(
        context_pool, site_url, request, browser_errors_factory, **PHONE_CONTEXT
    )


# The production build: built once per session, in a copy of the project so that the two
# builds never share .web/. The sweeps over every page (accessibility, content, languages,
# pages without the back end) run against it, as visitors get it, and where a page costs a
# fraction of a dev-server load; the behaviour tests run against the dev server.


@pytest.fixture(scope="session")
def production_server(tmp_path_factory, smtp_server: SmtpServer):
    """The production build (`reflex run --env prod`), started and not yet serving; None
    for one already running (E2E_PRODUCTION_URL)."""
    if os.environ.get("E2E_PRODUCTION_URL"):
        yield None
        return
    if not workers.claim("production"):
        # Another worker builds it: this one waits as long as a first test may.
        yield PublishedServer(**workers.published("production", FIRST_TEST_TIMEOUT_S))
        return
    project = copy_project(tmp_path_factory.mktemp("production") / "site")
    server = ReflexServer(
        "prod",
        project_dir=project,
        # 127.0.0.1 only: test_proxy.py puts Caddy on the same port of 127.0.0.2, where the
        # build's pages (which name this port) then reach the back end through it.
        host="127.0.0.1",
        extra_env={
            "AGENCY_ALLOWED_ORIGINS": "[]",
            # Every test browser comes from 127.0.0.1: the per-session limits apply.
            "AGENCY_NEWSLETTER_ATTEMPTS_PER_ADDRESS": "100000",
            "AGENCY_AUTH_ATTEMPTS_PER_ADDRESS": "100000",
            "AGENCY_CONFIRMATIONS_PER_HOUR": "100000",
            "AGENCY_SMTP_URL": smtp_server.url,
            "AGENCY_DATABASE_URL": production_database_url(project),
        },
    )
    try:
        server.spawn()
        yield server
    finally:
        # The other workers' tests of the build may still be running.
        workers.wait_for_the_others(timeout_s=1800)
        server.stop()


def production_database_url(project: Path) -> str:
    """The production build's database: embedded SQLite in its copy of the project."""
    return f"sqlite:///{project / E2E_DATABASE_IN_PROJECT}"


@pytest.fixture
def site_database_url(request: pytest.FixtureRequest, database_url: str) -> str:
    """The database of the server a test talks to (server_of): the dev server's, or the
    production build's (which another pytest-xdist worker may have started)."""
    if server_of(request.node) == "dev":
        return database_url
    server = request.getfixturevalue("production_server")
    if server is None:
        pytest.skip("the production database is known for a production build the tests start")
    return production_database_url(server.project_dir)


@pytest.fixture(scope="session")
def production_url(production_server: ReflexServer | None) -> str:
    """The production build, opened at an address other than the configured site URL
    (127.0.0.1 and a free port, while AGENCY_SITE_URL says http://localhost:3000) and with
    no other origin allowed: a deployment reached under another name or port must work.
    E2E_PRODUCTION_URL names one already running instead."""
    if production_server is None:
        url = os.environ["E2E_PRODUCTION_URL"].rstrip("/")
    else:
        url = _serving(production_server).replace("//localhost:", "//127.0.0.1:")
        assert security.origin_of(url) not in security.allowed_origins()
        SERVER_LOGS["production_url"] = production_server.log_file
        if isinstance(production_server, ReflexServer):
            workers.publish("production", production_server.published(url))
    SITE_ORIGINS.update(own_origins(url))
    return url


def _serving(server: ReflexServer | PublishedServer) -> str:
    """The server's address once it serves; the other workers learn why it did not."""
    try:
        return server.wait_until_serving()
    except Exception as error:
        workers.publish("production", {"failed": str(error)})
        raise


@pytest.fixture(scope="session")
def production_pages(production_server: ReflexServer | None, production_url: str) -> Path:
    """The folder of the production build's pre-rendered pages (`.web/build/client` of its
    copy of the project), once it serves them."""
    if production_server is None:
        pytest.skip("the build's files are those of the production server the tests start")
    return pages_directory_of(production_server.project_dir)


@pytest.fixture(scope="module")
def _sweep_tab(browser, production_url: str):
    """A desktop page of the production build, kept for a module's sweeps over every page
    that only read what a page shows: the next page then loads in half the time of one in a
    new tab. Like a visitor's tab, it keeps its session from page to page. It records each
    content-policy violation (window.__violations) and answers for other sites."""
    context = browser.new_context(base_url=production_url, viewport=DESKTOP)
    context.add_init_script(RETURNING_VISITOR)
    context.add_init_script(RECORD_VIOLATIONS)
    context.route(OTHER_SITES, stub_page)
    page = context.new_page()
    yield page, watch_errors(page)
    context.close()


def guarded_sweep(page: Page, errors: BrowserErrors):
    """Lends a kept tab to one test, which fails on the browser errors met meanwhile."""
    errors.messages.clear()
    yield page
    assert not errors.unexpected(), f"browser errors: {errors.unexpected()}"


@pytest.fixture
def sweep_page(_sweep_tab):
    """The module's kept desktop tab (see _sweep_tab): for tests that only read."""
    yield from guarded_sweep(*_sweep_tab)


@pytest.fixture
def production_page(context_pool, production_url: str, browser_errors_factory, request):
    """A desktop page of the production build."""
    yield from _guarded_page(
        context_pool, production_url, request, browser_errors_factory, viewport=DESKTOP
    )


@pytest.fixture
def browser_errors_factory():
    return watch_errors


def watch_errors(page: Page) -> BrowserErrors:
    """The browser errors `page` meets from now on."""
    errors = BrowserErrors()
    page.on("console", errors.on_console)
    page.on("pageerror", errors.on_page_error)
    page.on("requestfailed", errors.on_request_failed)
    return errors


@pytest.fixture(scope="session")
def browser_context_args() -> dict:
    # Not pytest-playwright's, which would add its base_url: the dev server's, started then
    # even for a test of the production build.
    return {"viewport": DESKTOP}


@pytest.fixture
def block_back_end(site_url: str):
    """Makes the back end unreachable for a page or context (see pages.go_offline)."""

    def block(target: Page | BrowserContext) -> Page | BrowserContext:
        go_offline(target, site_url)
        return target

    return block


@pytest.fixture
def own_back_end(base_url: str):
    """A back end of the test's own, to stop (`crash()`) and start again; point the page at
    it with tests.e2e.pages.use_back_end."""
    backend = ReflexBackend("own", base_url)
    backend.start()
    yield backend
    if backend.process.poll() is None:
        backend.stop()


@pytest.fixture(scope="module")
def services():
    """A throw-away PostgreSQL and Redis for the module's tests: (database URL, Redis URL)."""
    if reason := postgres_available() or redis_available():
        pytest.skip(f"PostgreSQL and Redis cannot run here: {reason}")
    with postgres_server() as database_url, redis_server() as redis_url:
        yield database_url, redis_url
