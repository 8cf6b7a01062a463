"""Every part of Reflex the site uses that is not in its public API, in one place.

The public API is `import reflex as rx` with `rx.el`, and the modules `reflex.vars`,
`reflex.event`, `reflex.config` and `reflex.constants`; everything else in Reflex can move in
any release. The site imports such parts only from here, each with what it is for, so a
Reflex upgrade that moves one fails on import of this module, and
tests/unit/test_reflex_internals.py says which. No other module in agency_site/ or tests/
imports a Reflex module outside the public API (the same test scans for it).
"""

from __future__ import annotations

import multiprocessing
import resource
from collections.abc import Callable
from pathlib import Path
from typing import Any, ClassVar
from urllib.parse import parse_qs

import granian.server
import reflex as rx
import reflex_base
from granian.http import HTTP1Settings
from redis.asyncio.retry import Retry
from reflex import constants
from reflex.app import App, EventNamespace
from reflex.compiler import compiler as reflex_compiler
from reflex.compiler import utils as compiler_utils
from reflex.compiler.plugins import default_page_plugins
from reflex.compiler.utils import get_page_import_specifier
from reflex.constants import MemoizationMode
from reflex.istate.data import RouterData
from reflex.istate.manager.redis import StateManagerRedis
from reflex.istate.manager.token import BaseStateToken
from reflex.state import (
    FrontendEventExceptionState,
    OnLoadInternalState,
    State,
    StateUpdate,
    UpdateVarsInternalState,
)
from reflex.utils import exec as reflex_exec
from reflex.utils import path_ops, prerequisites
from reflex.utils.exec import run_granian_backend_prod
from reflex.utils.format import format_route
from reflex.utils.precompressed_staticfiles import _SUPPORTED_ENCODINGS, _parse_accept_encoding
from reflex.utils.token_manager import LocalTokenManager, RedisTokenManager
from reflex.vars import Var, VarData
from reflex_base.components.component import evaluate_style_namespaces
from reflex_base.components.memo import MEMOS
from reflex_base.constants.state import FIELD_MARKER
from reflex_base.environment import environment
from reflex_base.event.context import EventContext
from reflex_base.plugins import CompileContext, CompilerHooks
from reflex_base.plugins.sitemap import generate_links_for_sitemap, generate_xml
from reflex_base.style import resolved_color_mode, set_color_mode
from reflex_base.utils import log as reflex_log
from reflex_base.utils import memo_paths, types
from reflex_base.utils.form import FORM_DATA_ENTRIES_KEY
from reflex_base.utils.serializers import deserializers
from reflex_components_core.base.error_boundary import ErrorBoundary
from reflex_components_core.core.banner import has_connection_errors
from reflex_components_core.react_router.dom import ReactRouterLink, To
from reflex_components_sonner.toast import Toaster

# The event guard (agency_site/platform/public_events.py, event_guard.py):
# - EventNamespace: Reflex's socket handler, wrapped so only the site's public events reach it.
# - OnLoadInternalState, UpdateVarsInternalState, FrontendEventExceptionState: Reflex's own
#   handlers a page calls (route change, stored values, error reports), let through.
# - FIELD_MARKER: how the page names a stored var ("state.var" plus the marker).
# - types, deserializers: Optional and union hints, and the argument types Reflex converts
#   from JSON, read the way Reflex reads them.
# - FORM_DATA_ENTRIES_KEY: the key under which a form's entries travel.
#
# Serving the build (agency_site/platform/build_in_memory.py, server.py, security.py):
# - prerequisites.get_web_dir: where the build leaves the front end.
# - SUPPORTED_ENCODINGS, parse_accept_encoding: the pre-compressed copies Reflex writes and
#   its parser of Accept-Encoding, so the site picks the copy Reflex's server would.
# - environment: REFLEX_* settings (mode, mounted front end), read as Reflex reads them.
#
# The front end's route table (agency_site/platform/frontend/__init__.py):
# - get_page_import_specifier, format_route: the module a compiled page is imported from in
#   routes.js, whose path is React Router's id for the page (route_id below); the language
#   picker also builds pages ahead by it (agency_site/components/language.py).
# - TEMPLATES: the files Reflex copies into .web/ (routes.js among them).
#
# Components and vars without a public export:
# - ErrorBoundary: React's error boundary (agency_site/layout/errors.py).
# - has_connection_errors: true while the websocket is down (connection notice, newsletter).
# - ReactRouterLink, To: React Router's <Link> and the type of its `to` (layout/header.py).
# - resolved_color_mode, set_color_mode: the colour mode on screen and the event that sets
#   it (agency_site/layout/colour_mode.py).
# - Toaster: sonner's toaster behind rx.toast, refused (agency_site/platform/reflex_toasts.py).
# - Var._replace, Component._get_vars, Var._get_all_var_data: a var with more var data, and
#   every var of a page rendered while its language is known (with_var_data, render_vars_now).
# - FIELD_MARKER: how a page names a var in a state's change (state_delta below).
#
# The server Reflex starts (serve_with_limits below):
# - granian.server.Server: the class Reflex's dev and prod launchers build Granian from, inside
#   their functions, passing no settings beyond address, port and workers.
#
# Visitors' state in Redis (wait_out_redis_restarts below):
# - prerequisites.get_redis: the client Reflex keeps visitors' state and its locks with; wrapped.
# - EventContext: the visitor's event being handled (its session token, and how to send its
#   page a change); the connection notice shows while its Redis commands wait (backend/outage.py).
#
# Each click applied once (agency_site/platform/deliveries.py):
# - StateUpdate: what a middleware returns to answer an event without running its handler.
# - EventContext: the event being handled, whose page is answered once it is saved.
#
# A page that reconnects keeps its session (keep_sessions_across_reconnects below):
# - EventNamespace._token_manager, RedisTokenManager: which socket each session token is
#   connected through, on which worker, recorded in the worker and in Redis.
# - StateManagerRedis._lock_key, BaseStateToken, State: the key of a visitor's state lock.
# - constants.CompileVars.CONNECT_AUTH_EVENT, PAYLOAD_HASHES: the boot event a page sends as it
#   connects, with its state's hashes on its first connect only.
#
# The dev server's workers (start_dev_workers_cleanly below):
# - reflex_exec.set_dev_start_method: how `reflex run` (development only) starts its back-end
#   worker processes; replaced.
#
# The edited page first on `reflex run` (agency_site/platform/dev_compile.py):
# - CompileContext, CompilerHooks, default_page_plugins, reflex_compiler (its radix plugin
#   resolution and memo compiler), evaluate_style_namespaces, MEMOS: the pieces compile_app
#   (reflex/compiler/compiler.py) evaluates and renders pages with, for a few pages.
# - compiler_utils, memo_paths, path_ops: where a page or memo module is written, and
#   Reflex's writer, which leaves a file alone when its text is unchanged.
#
# Tests:
# - RouterData: the router data a state instance is given (tests/unit/states.py).
# - LocalTokenManager: the sessions' record of a single worker (tests/unit/test_sessions.py).
# - generate_links_for_sitemap, generate_xml: the sitemap plugin's own output
#   (tests/unit/test_language.py).
# - run_granian_backend_prod: Reflex's production launcher, run with serving stubbed to see
#   the settings it gives Granian (tests/unit/test_reflex_internals.py).
# - App._unevaluated_pages, EventSpec args as literal vars, State.event_handlers, the model
#   module's migration runner: pages_of, event_arguments, event_handlers_of,
#   reflex_db_migrate below.
# - reflex_log.deprecate: where every Reflex deprecation warning passes, once per process;
#   recorded each time by tests/unit/test_deprecations.py.

SUPPORTED_ENCODINGS = _SUPPORTED_ENCODINGS
parse_accept_encoding = _parse_accept_encoding
TEMPLATES = Path(reflex_base.__file__).parent / ".templates"


def in_development() -> bool:
    """Whether Reflex runs in development (`reflex run` without `--env prod`)."""
    return environment.REFLEX_ENV_MODE.get() != constants.Env.PROD


def render_vars_now(component: Any) -> None:
    """Renders every var in `component` and its children once, now: Reflex keeps what a var
    rendered (its JavaScript and its data) the first time it is asked for it."""
    for var in component._get_vars(include_children=True):
        str(var)
        var._get_all_var_data()


def with_var_data(var: Var, var_data: VarData) -> Var:
    """`var` carrying `var_data` as well (the imports and hooks it needs)."""
    return var._replace(merge_var_data=var_data)


def state_delta(state: type[State], **values: Any) -> dict:
    """The change that sets `values` on `state`'s vars in the page, as Reflex sends one."""
    return {state.get_full_name(): {f"{name}{FIELD_MARKER}": v for name, v in values.items()}}


def route_id(path: str) -> str:
    """React Router's id for the page at `path` (/fr/about, fr/404): its module's path in the
    app folder, routes/[fr].[about]._index."""
    module = get_page_import_specifier(format_route(path))
    return module.split(f"/{constants.Dirs.PAGES}/", 1)[1]


class _LimitedGranian(granian.server.Server):
    """Granian as Reflex starts it in production, with the site's settings where Reflex passes
    none. The development server keeps Granian's defaults: it faces no attackers."""

    site_settings: ClassVar[dict[str, Any]] = {}

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        production = environment.REFLEX_ENV_MODE.get() == constants.Env.PROD
        super().__init__(*args, **{**(self.site_settings if production else {}), **kwargs})


def serve_with_limits(header_timeout_seconds: float, connections_per_worker: int) -> None:
    """Every production Granian server this process starts from now on waits at most
    `header_timeout_seconds` for a request's headers and serves up to
    `connections_per_worker` connections at once (fewer if the process may not open that
    many files; its soft limit is raised towards that first)."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    wanted = connections_per_worker + _FILES_BESIDE_CONNECTIONS
    if soft != resource.RLIM_INFINITY and soft < wanted:
        soft = wanted if hard == resource.RLIM_INFINITY else min(hard, wanted)
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))
    if soft != resource.RLIM_INFINITY:
        connections_per_worker = min(connections_per_worker, soft - _FILES_BESIDE_CONNECTIONS)
    _LimitedGranian.site_settings = {
        "http1_settings": HTTP1Settings(header_read_timeout=round(header_timeout_seconds * 1000)),
        "backpressure": connections_per_worker,
    }
    granian.server.Server = _LimitedGranian


# A worker's own files (modules, logs, the database, Redis) besides its connections.
_FILES_BESIDE_CONNECTIONS = 256


def wait_out_redis_restarts(retry: Callable[[], Retry]) -> None:
    """Reflex's Redis client tries a failed command once more at once, so while Redis
    restarts (a second or two) every click fails and is lost. Its clients get the site's
    `retry()` policy instead (outage.outage_retry): a click made meanwhile is applied
    once Redis answers. Redis must keep what it holds across a restart (its append-only
    file; agency_site/DEPLOYMENT.md)."""
    reflex_get_redis = prerequisites.get_redis
    if getattr(reflex_get_redis, "waits_out_restarts", False):
        return

    def get_redis():
        client = reflex_get_redis()
        if client is not None:
            client.set_retry(retry())
        return client

    get_redis.waits_out_restarts = True
    prerequisites.get_redis = get_redis


def keep_sessions_across_reconnects(app: App) -> None:
    """A page that reconnects keeps its session token, and so its state, at once.

    Reflex gives a connecting page a new token, with a new, empty state, while its token is
    recorded as connected: right for a duplicated browser tab, wrong for the page itself
    reconnecting after its worker was killed (whose record stays in Redis until it expires)
    or before its worker noticed the old connection drop. A killed worker also leaves the
    state locked, if it died handling an event: for 10 s, Reflex's lock expiry.

    The page's first connection sends its state's hashes with the boot event, a
    reconnection does not. Before a reconnection is linked, the token's old record and
    lock are dropped. An event the old connection's worker is still handling then fails to
    save; the page, unanswered, sends it again (agency_site/platform/deliveries.py).
    """
    namespace = app.event_namespace
    connect = namespace.on_connect
    tokens = namespace._token_manager

    async def on_connect(sid: str, environ: dict, auth: Any = None) -> Any:
        boot = (
            auth.get(constants.CompileVars.CONNECT_AUTH_EVENT) if isinstance(auth, dict) else None
        )
        payload = boot.get("payload") if isinstance(boot, dict) else None
        token = parse_qs(environ.get("QUERY_STRING", "")).get("token", [""])[0]
        if (
            token
            and isinstance(payload, dict)
            and constants.CompileVars.PAYLOAD_HASHES not in payload
        ):
            await _forget_connection(tokens, token)
        return await connect(sid, environ, auth)

    namespace.on_connect = on_connect


def session_lock_key(token: str) -> bytes:
    """The Redis key that locks the visitor's state while a worker handles its event."""
    return StateManagerRedis._lock_key(BaseStateToken(ident=token, cls=State))


async def _forget_connection(tokens: Any, token: str) -> None:
    """Drops `token`'s connection, here and in Redis whichever worker made it, and its lock."""
    if (record := tokens.token_to_socket.pop(token, None)) is not None:
        tokens.sid_to_token.pop(record.sid, None)
    if isinstance(tokens, RedisTokenManager):
        await tokens.redis.delete(tokens._get_redis_key(token), session_lock_key(token))


def start_dev_workers_cleanly() -> None:
    """`reflex run` starts its back-end workers from a fork server, not by forking itself.

    Reflex 0.10.1 launches the front end (bun) from a thread while its main thread forks the
    back-end worker. A fork at the moment the launch waits to hear that bun started copies
    that pipe's open end into the worker, so the launch waits for ever: the dev server then
    never reads bun's output or says "App running" (seen in one fresh-clone test run in two).
    A fork server is a clean process started beforehand; workers forked from it share nothing
    with the launching thread, and start as fast as forked ones (31.8 s to serving, against
    44.8 s when spawned). REFLEX_BACKEND_START_METHOD, when set, still wins. Production, whose
    front end is no process of its own, keeps Reflex's rule.
    """

    def set_dev_start_method() -> None:
        method = environment.REFLEX_BACKEND_START_METHOD.get() or "forkserver"
        multiprocessing.set_start_method(method, force=True)

    reflex_exec.set_dev_start_method = set_dev_start_method


def pages_of(app: App) -> dict[str, Any]:
    """The pages registered on `app`, by route (fr/about, index), not yet compiled."""
    return app._unevaluated_pages


def event_arguments(event: Any) -> dict:
    """The arguments an EventSpec sends its handler, as Python values."""
    return {str(name): value._var_value for name, value in event.args}


def event_handlers_of(state: type[State]) -> dict[str, Any]:
    """`state`'s own event handlers, by name."""
    return state.event_handlers


def reflex_db_migrate(connection: Any) -> None:
    """Applies the revisions on `connection` the way `reflex db migrate` does."""
    from reflex import model  # only for the database commands: it loads SQLModel

    model._alembic_upgrade(connection)


def reflex_db_makemigrations_finds_changes(connection: Any) -> bool:
    """Whether `reflex db makemigrations` would find a table unlike the revisions."""
    from reflex import model

    return model.alembic_autogenerate(connection, write_migration_scripts=False)


class _SpanCompiledWhole(rx.el.Span):
    # Reflex 0.10.1 compiles a state text inside a span as a memoized component of its own
    # (reflex_base/components/component.py, MemoizationMode); not so for this span.
    _memoization_mode = MemoizationMode(recursive=False)


def text_span_kept_as_served(text: Var, **props: Any) -> rx.Component:
    """A span whose state text is its own single child, so React compares it as the span's
    text content, which suppressHydrationWarning covers: the page hydrates onto the text the
    server sent (even an empty one: a text node React must find would be hydration error
    #418) and shows the state's once it arrives."""
    attrs = {**props.pop("custom_attrs", {}), "suppressHydrationWarning": True}
    return _SpanCompiledWhole.create(text, custom_attrs=attrs, **props)


__all__ = [
    "FIELD_MARKER",
    "FORM_DATA_ENTRIES_KEY",
    "MEMOS",
    "SUPPORTED_ENCODINGS",
    "TEMPLATES",
    "CompileContext",
    "CompilerHooks",
    "ErrorBoundary",
    "EventContext",
    "EventNamespace",
    "FrontendEventExceptionState",
    "LocalTokenManager",
    "OnLoadInternalState",
    "ReactRouterLink",
    "RouterData",
    "StateUpdate",
    "To",
    "Toaster",
    "UpdateVarsInternalState",
    "compiler_utils",
    "default_page_plugins",
    "deserializers",
    "environment",
    "evaluate_style_namespaces",
    "event_arguments",
    "event_handlers_of",
    "generate_links_for_sitemap",
    "generate_xml",
    "has_connection_errors",
    "in_development",
    "keep_sessions_across_reconnects",
    "memo_paths",
    "pages_of",
    "parse_accept_encoding",
    "path_ops",
    "prerequisites",
    "reflex_compiler",
    "reflex_db_makemigrations_finds_changes",
    "reflex_db_migrate",
    "reflex_exec",
    "reflex_log",
    "render_vars_now",
    "resolved_color_mode",
    "route_id",
    "run_granian_backend_prod",
    "serve_with_limits",
    "session_lock_key",
    "set_color_mode",
    "start_dev_workers_cleanly",
    "state_delta",
    "text_span_kept_as_served",
    "types",
    "wait_out_redis_restarts",
    "with_var_data",
]
