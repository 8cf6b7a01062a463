"""`reflex run`: the pages of the edited page package are written first, the rest after them.

On every saved Python file the dev server starts a new back-end worker, which compiles every
page in every language (402) before it writes any: about 40 s before the page being worked on
shows the change. Here such a worker first compiles and writes the pages whose package holds
the file saved last (/pricing, /fr/pricing and /de/pricing for pages/pricing/data.py), then runs
Reflex's own compile of every page as before, which writes every page again: after it, every
page is current, as without this module. Reflex leaves a file whose text is unchanged alone,
so the front end does not reload those pages twice.

Reflex 0.10.1 behaviour relied on (tests/unit/test_dev_compile.py fails if it changes):
- reflex/app.py:805 (App.__call__): the worker compiles by `App._compile(prerender_routes=...,
  trigger=...)`, with trigger "hot_reload" on each worker after the first
  (reflex/utils/exec.py:59, get_backend_compile_trigger).
- reflex/compiler/compiler.py:1232 (compile_app): a page is evaluated and rendered through a
  CompileContext with default_page_plugins; each page's `output_path`/`output_code`.
- reflex/compiler/compiler.py:528 (_compile_memo_components): a page's stateful parts go into
  one memo module per Python module of the page function (named by its package in
  agency_site.py's `_page`), so the edited pages' memo module is theirs alone.
"""

from __future__ import annotations

import functools
import logging
import sys
import time
from collections.abc import Iterable
from pathlib import Path

import reflex as rx
from reflex import constants
from reflex.config import get_config

from agency_site.platform import reflex_internals as internals

log = logging.getLogger(__name__)

SITE_PACKAGE = Path(__file__).resolve().parents[1]
# A worker starts within seconds of the save that woke it; a file saved longer ago did not.
RECENT_S = 120


def package_saved_last(root: Path = SITE_PACKAGE, now: float | None = None) -> str | None:
    """The dotted package of the file under `root` saved last (agency_site.pages.pricing for
    agency_site/pages/pricing/data.py), if saved in the last RECENT_S seconds: the worker
    does not learn which file woke it (a catalogue outside `root`, say)."""
    files = (path for path in root.rglob("*") if path.is_file() and "__pycache__" not in path.parts)
    newest = max(files, key=lambda path: path.stat().st_mtime)
    if (now or time.time()) - newest.stat().st_mtime > RECENT_S:
        return None
    return ".".join(newest.parent.relative_to(root.parent).parts)


def pages_of_package(modules: dict[str, str], package: str | None) -> list[str]:
    """Of the pages (route -> the module of its page function), those in `package`; none when
    that is every page (a shared module was edited: nothing to put first)."""
    if package is None:
        return []
    own = [
        route
        for route, module in modules.items()
        if module == package or module.startswith(package + ".")
    ]
    return own if len(own) < len(modules) else []


def write_pages(app: rx.App, routes: Iterable[str]) -> list[Path]:
    """Compile the pages at `routes` as Reflex's compile_app does and write each page module and
    the memo modules of their own Python modules (and any memo module not yet on disk). Memo
    modules of shared modules are left for the full compile: written from these pages only,
    they would lack what other pages import. Returns the files written or left unchanged."""
    registered = internals.pages_of(app)
    pages = [registered[route] for route in routes]
    plugins, _ = internals.reflex_compiler._resolve_radix_themes_plugin(app, get_config().plugins)
    context = internals.CompileContext(
        app=app,
        pages=pages,
        hooks=internals.CompilerHooks(
            plugins=internals.default_page_plugins(
                style=internals.evaluate_style_namespaces(app.style), plugins=plugins
            )
        ),
    )
    with context:
        context.compile()
    own_memo_modules = {
        internals.compiler_utils.get_memo_module_path(segments)
        for page in pages
        if (segments := internals.memo_paths.module_to_mirrored_segments(page.component.__module__))
    }
    memo_files, _ = internals.reflex_compiler.compile_memo_components(
        (*internals.MEMOS.values(), *context.auto_memo_components.values())
    )
    page_files = [(page.output_path, page.output_code) for page in context.compiled_pages.values()]
    page_paths = {output_path for output_path, _ in page_files}
    written = []
    for output_path, code in page_files + memo_files:
        path = internals.compiler_utils.resolve_path_of_web_dir(output_path)
        if output_path in page_paths | own_memo_modules or not path.exists():
            internals.path_ops.write_file(path, code)
            written.append(path)
    return written


def _first_pages(app: rx.App) -> list[str]:
    modules = {route: page.component.__module__ for route, page in internals.pages_of(app).items()}
    return pages_of_package(modules, package_saved_last())


def show_edited_pages_first() -> None:
    """From now on, a dev back-end worker started by a saved file writes that file's pages
    before compiling every page (the module's docstring)."""
    original = rx.App._compile
    if getattr(original, "writes_edited_pages_first", False):
        return  # rxconfig.py loaded again in the same process: wrapped once is enough

    @functools.wraps(original)
    def compile_edited_pages_first(self, *args, trigger=None, **kwargs):
        if (
            trigger == "hot_reload"
            and internals.environment.REFLEX_ENV_MODE.get() == constants.Env.DEV
            and not kwargs.get("dry_run")
            and (first := _first_pages(self))
        ):
            started = time.monotonic()
            try:
                write_pages(self, first)
                print(
                    f"Dev server: {', '.join(first)} written in {time.monotonic() - started:.1f} s;"
                    " every page follows.",
                    file=sys.stderr,
                    flush=True,
                )
            except Exception:
                # The full compile below reports the developer's error as Reflex would.
                log.debug("Writing the edited pages first failed", exc_info=True)
        return original(self, *args, trigger=trigger, **kwargs)

    compile_edited_pages_first.writes_edited_pages_first = True
    rx.App._compile = compile_edited_pages_first
