"""Reflex's private parts reach the site through agency_site/platform/ only (its modules from
reflex_internals.py, its private attributes from the platform's functions), and still have the
shape the site relies on: a Reflex upgrade that moves or changes one fails here, by name,
instead of somewhere in a page build or a request. How to upgrade Reflex:
agency_site/platform/README.md, "Upgrading Reflex"."""

from __future__ import annotations

import ast
import functools
import importlib.util
import re
from pathlib import Path

import pytest
from reflex.event import EventHandler

from agency_site.platform import reflex_internals as internals

ROOT = Path(__file__).resolve().parents[2]
# Reflex's public API: `import reflex as rx` and these modules.
PUBLIC_MODULES = {"reflex", "reflex.vars", "reflex.event", "reflex.config", "reflex.constants"}
INTERNALS_MODULE = ROOT / "agency_site" / "platform" / "reflex_internals.py"
PLATFORM = ROOT / "agency_site" / "platform"
# Attributes of Reflex's App, its socket server and its states that its documentation does not
# name; like the names beginning with `_`, they can change in any release.
INTERNAL_ATTRIBUTES = {
    "sio",
    "eio",
    "app_wraps",
    "extra_app_wraps",
    "event_namespace",
    "event_handlers",
}
# Private attributes of other libraries' objects whose names Reflex also uses.
NOT_REFLEX = {
    "client.functions._client"
}  # supabase's HTTP client (tests/unit/test_fake_supabase.py)
# A Reflex module named in a string (sys.modules["reflex_components_sonner.toast"]).
_MODULE_NAME = re.compile(r"reflex[a-z_]*(\.[a-z_]+)+")


def _python_files() -> list[Path]:
    files = [*ROOT.joinpath("agency_site").rglob("*.py"), *ROOT.joinpath("tests").rglob("*.py")]
    return [*files, ROOT / "rxconfig.py"]


def _is_module(name: str) -> bool:
    try:
        return importlib.util.find_spec(name) is not None
    except ModuleNotFoundError:
        return False


def _reflex_modules_imported(source: str) -> set[str]:
    modules = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            modules.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            modules.add(node.module)
            # `from reflex import model` imports the module reflex.model.
            modules.update(
                f"{node.module}.{alias.name}"
                for alias in node.names
                if node.module.startswith("reflex") and _is_module(f"{node.module}.{alias.name}")
            )
        elif (
            isinstance(node, ast.Constant)
            and isinstance(node.value, str)
            and _MODULE_NAME.fullmatch(node.value)
            and _is_module(node.value)
        ):
            modules.add(node.value)
    return {module for module in modules if module.split(".")[0].startswith("reflex")}


def _private_names_defined(source: str) -> set[str]:
    """The names beginning with `_` (dunders aside) that `source` defines as functions,
    classes, module or class attributes, or attributes of its objects (`self._x = ...`);
    not the local variables of its functions."""
    names = set()

    def visit(node: ast.AST, in_function: bool) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
                names.add(child.name)
            elif isinstance(child, ast.Attribute) and isinstance(child.ctx, ast.Store):
                names.add(child.attr)
            elif (
                isinstance(child, ast.Name) and isinstance(child.ctx, ast.Store) and not in_function
            ):
                names.add(child.id)
            function = isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda)
            visit(child, in_function or function)

    visit(ast.parse(source), False)
    return {name for name in names if name.startswith("_") and not name.endswith("__")}


@functools.cache
def _reflex_private_names() -> frozenset[str]:
    """Every private name Reflex's packages (reflex, reflex_base, reflex_components_*)
    define, less those the site defines itself (its own `self._x` are its own)."""
    import reflex

    packages = Path(reflex.__file__).parents[1]
    reflex_files = [
        file
        for package in packages.glob("reflex*")
        if package.is_dir() and not package.name.endswith(".dist-info")
        for file in package.rglob("*.py")
    ]
    defined = set().union(*(_private_names_defined(f.read_text("utf-8")) for f in reflex_files))
    site = set().union(*(_private_names_defined(f.read_text("utf-8")) for f in _python_files()))
    return frozenset(defined - site)


def _private_reflex_uses(source: str, private_names: frozenset[str]) -> list[str]:
    """Each access in `source` to a private attribute Reflex defines, or to one of
    INTERNAL_ATTRIBUTES: `line: expression`."""
    return sorted(
        f"{node.lineno}: {ast.unparse(node)}"
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.Attribute)
        and (node.attr in private_names or node.attr in INTERNAL_ATTRIBUTES)
        and ast.unparse(node) not in NOT_REFLEX
    )


def test_only_the_internals_module_imports_reflex_outside_its_public_api():
    offenders = {
        str(path.relative_to(ROOT)): sorted(private)
        for path in _python_files()
        if path not in (INTERNALS_MODULE, Path(__file__))  # this file names some as examples
        and (private := _reflex_modules_imported(path.read_text(encoding="utf-8")) - PUBLIC_MODULES)
    }
    assert offenders == {}, (
        "import it in agency_site/platform/reflex_internals.py, saying what it is for; after a "
        "Reflex upgrade, follow 'Upgrading Reflex' in agency_site/platform/README.md"
    )


def test_the_scan_sees_a_private_import():
    # The scan above is only as good as its parser: a private import must show.
    source = (
        "from reflex_base.vars.base import Var\nimport reflex.app\nfrom reflex.vars import Var\n"
        "from reflex import model\nsys.modules['reflex_components_sonner.toast']\n"
    )
    assert _reflex_modules_imported(source) - PUBLIC_MODULES == {
        "reflex_base.vars.base",
        "reflex.app",
        "reflex.model",
        "reflex_components_sonner.toast",
    }


def test_private_attributes_of_reflex_are_used_inside_the_platform_only():
    """Reflex's private methods and fields (`_get_vars`, `_replace`, `_unevaluated_pages`...)
    and its undocumented attributes (`app.sio.eio`, `app_wraps`, `event_handlers`...) are
    reached by functions of agency_site/platform/ named for what they do; page, layout,
    component, back-end and mail code and the tests call those."""
    private_names = _reflex_private_names()
    offenders = {
        str(path.relative_to(ROOT)): uses
        for path in _python_files()
        if PLATFORM not in path.parents
        and (uses := _private_reflex_uses(path.read_text(encoding="utf-8"), private_names))
    }
    assert offenders == {}, (
        "move each into a function of agency_site/platform/ (reflex_internals.py or "
        "app_changes.py) named for what it does, and list it in agency_site/platform/README.md"
    )


def test_the_scan_sees_a_private_attribute():
    source = (
        "for var in component._get_vars(include_children=True):\n    pass\n"
        "app.sio.eio.cors_allowed_origins = check\n"
        'app.app_wraps[(55, "ErrorBoundary")] = wrap\n'
        "self._open = True\n"
    )
    assert _private_reflex_uses(source, _reflex_private_names()) == [
        "1: component._get_vars",
        "3: app.sio",
        "3: app.sio.eio",
        "4: app.app_wraps",
    ]
    assert "_replace" in _reflex_private_names() and "_js_expr" in _reflex_private_names()


def test_every_name_the_module_exports_exists():
    missing = [name for name in internals.__all__ if not hasattr(internals, name)]
    assert missing == []


def test_reflex_still_lets_through_the_handlers_the_event_guard_names():
    for handler in (
        internals.OnLoadInternalState.on_load_internal,
        internals.UpdateVarsInternalState.update_vars_internal,
        internals.FrontendEventExceptionState.handle_frontend_exception,
    ):
        assert isinstance(handler, EventHandler)
    assert isinstance(internals.FIELD_MARKER, str) and internals.FIELD_MARKER
    assert isinstance(internals.FORM_DATA_ENTRIES_KEY, str) and internals.FORM_DATA_ENTRIES_KEY
    assert callable(internals.EventNamespace.on_event)
    assert int in internals.deserializers
    assert internals.types.is_optional(int | None)
    assert internals.types.value_inside_optional(int | None) is int


def test_the_precompressed_copies_are_still_brotli_and_gzip():
    suffixes = {
        encoding.content_encoding: encoding.suffix
        for encoding in internals.SUPPORTED_ENCODINGS.values()
    }
    assert suffixes["br"] == ".br" and suffixes["gzip"] == ".gz"
    assert internals.parse_accept_encoding("gzip;q=0.5, br") == {"gzip": 0.5, "br": 1.0}


@pytest.mark.parametrize("template", ["web/app/routes.js", "web/utils/state.js"])
def test_the_templates_the_route_plugin_rewrites_are_where_it_looks(template):
    assert (internals.TEMPLATES / template).is_file()


def test_the_environment_still_names_the_settings_the_server_reads():
    assert internals.environment.REFLEX_ENV_MODE.get() in {"dev", "prod"}
    assert isinstance(internals.environment.REFLEX_MOUNT_FRONTEND_COMPILED_APP.get(), bool)


def test_reflex_starts_granian_with_the_sites_header_timeout_and_connections(monkeypatch):
    from reflex import constants

    import rxconfig  # noqa: F401  (what `reflex run` loads first: it sets the limits)
    from agency_site.settings import settings

    started = []
    monkeypatch.setattr(internals._LimitedGranian, "serve", lambda granian: started.append(granian))
    monkeypatch.setenv("REFLEX_ENV_MODE", constants.Env.PROD.value)
    internals.run_granian_backend_prod(
        "127.0.0.1", 0, constants.LogLevel.INFO, app_target="agency_site.agency_site:app"
    )
    [granian] = started
    assert granian.http1_settings.header_read_timeout == settings.header_timeout_seconds * 1000
    assert granian.backpressure == settings.connections_per_worker
    # The development server keeps Granian's own.
    monkeypatch.setenv("REFLEX_ENV_MODE", constants.Env.DEV.value)
    development = internals._LimitedGranian(target="agency_site.agency_site:app", factory=True)
    assert development.http1_settings is None or (
        development.http1_settings.header_read_timeout == 30_000
    )
    assert settings.header_timeout_seconds < 30 and settings.connections_per_worker > 1024, (
        "shorter and more than Granian's own defaults"
    )


def test_a_worker_serves_no_more_connections_than_it_may_open_files(monkeypatch):
    import resource

    import granian.server

    monkeypatch.setattr(resource, "getrlimit", lambda kind: (1024, 2048))
    monkeypatch.setattr(resource, "setrlimit", lambda kind, limits: None)
    monkeypatch.setattr(granian.server, "Server", granian.server.Server)
    monkeypatch.setattr(internals._LimitedGranian, "site_settings", {})
    internals.serve_with_limits(2.0, 4096)
    assert internals._LimitedGranian.site_settings["backpressure"] == 2048 - 256


def test_the_dev_server_starts_its_workers_from_a_fork_server(monkeypatch):
    """Not by forking the process whose other thread is launching the front end (see
    start_dev_workers_cleanly); production keeps Reflex's own rule."""
    import multiprocessing

    import rxconfig  # noqa: F401  (what `reflex run` loads first: it replaces the rule)

    chosen = []
    monkeypatch.setattr(multiprocessing, "set_start_method", lambda m, force: chosen.append(m))
    monkeypatch.delenv("REFLEX_BACKEND_START_METHOD", raising=False)
    internals.reflex_exec.set_dev_start_method()
    monkeypatch.setenv("REFLEX_BACKEND_START_METHOD", "spawn")
    internals.reflex_exec.set_dev_start_method()
    assert chosen == ["forkserver", "spawn"]


def test_a_click_waits_for_a_restarting_redis_instead_of_failing(monkeypatch):
    """Reflex's own client gives up at once; the site's waits (wait_out_redis_restarts)."""
    import asyncio
    import threading
    import time

    import redis.asyncio
    from redis.exceptions import RedisError

    from agency_site.backend import outage
    from tests import services

    if reason := services.redis_available():
        pytest.skip(reason)
    with services.redis_instance(persistent=True) as server:

        def reflex_get_redis():  # what Reflex 0.10.1's prerequisites.get_redis makes
            return redis.asyncio.Redis.from_url(server.url, retry_on_error=[RedisError])

        async def read_during_a_restart(client) -> bytes | None:
            await client.set("faq", "open")
            server.stop()
            threading.Timer(1.0, server.start).start()
            started = time.monotonic()
            try:
                return await client.get("faq")
            finally:
                await client.aclose()
                assert time.monotonic() - started < 10

        with pytest.raises(redis.ConnectionError):
            asyncio.run(read_during_a_restart(reflex_get_redis()))
        time.sleep(1.5)  # the restart above is done
        monkeypatch.setattr(internals.prerequisites, "get_redis", reflex_get_redis)
        internals.wait_out_redis_restarts(lambda: outage.outage_retry(5.0))
        assert asyncio.run(read_during_a_restart(internals.prerequisites.get_redis())) == b"open"
