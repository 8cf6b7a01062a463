"""The dev server writes the edited page package's pages first (agency_site/platform/dev_compile.py),
and the Reflex 0.10.1 behaviour that rests on still holds."""

from __future__ import annotations

import inspect
import os

import pytest
import reflex as rx
from reflex import constants

from agency_site import routes
from agency_site.platform import dev_compile
from agency_site.platform import reflex_internals as internals

PRICING_PAGES = [
    routes.localized(language, routes.PRICING).strip("/") for language in ("en", "fr", "de")
]


@pytest.fixture
def web_dir(monkeypatch, tmp_path):
    monkeypatch.setenv("REFLEX_WEB_WORKDIR", str(tmp_path / ".web"))
    return tmp_path / ".web"


def test_each_worker_after_the_first_compiles_with_the_trigger_hot_reload(monkeypatch, web_dir):
    # reflex/utils/exec.py:59: the worker learns it was started by a saved file.
    web_dir.mkdir()
    monkeypatch.setenv(internals.environment.REFLEX_DEV_BACKEND_RELOAD_ACTIVE.name, "true")
    triggers = [internals.reflex_exec.get_backend_compile_trigger() for _ in range(2)]
    assert triggers == ["backend_startup", "hot_reload"]


def test_the_worker_compiles_through_app_compile_with_its_trigger():
    # reflex/app.py:805: App.__call__ hands the trigger to App._compile, which the hook wraps.
    call = inspect.getsource(rx.App.__call__)
    assert "self._compile(" in call and "trigger=trigger" in call
    assert {"dry_run", "trigger"} <= set(inspect.signature(rx.App._compile).parameters)


def test_the_package_saved_last_is_the_edited_files_if_saved_just_now(tmp_path):
    package = tmp_path / "agency_site"
    for name in ("agency_site.py", "pages/pricing/data.py", "content/blog/a/en.md"):
        (package / name).parent.mkdir(parents=True, exist_ok=True)
        (package / name).write_text("")
        os.utime(package / name, (1e9, 1e9))
    os.utime(package / "pages/pricing/data.py", (2e9, 2e9))
    assert dev_compile.package_saved_last(package, now=2e9 + 5) == "agency_site.pages.pricing"
    # Saved long before the worker started: not what woke it.
    assert dev_compile.package_saved_last(package, now=2e9 + 600) is None
    os.utime(package / "content/blog/a/en.md", (3e9, 3e9))
    assert dev_compile.package_saved_last(package, now=3e9) == "agency_site.content.blog.a"


def test_the_pages_of_a_package_come_first_unless_it_holds_them_all():
    modules = {
        "pricing": "agency_site.pages.pricing",
        "fr/pricing": "agency_site.pages.pricing",
        "pricing-faq": "agency_site.pages.pricing_faq",
        "about": "agency_site.pages.about.page",
    }
    assert dev_compile.pages_of_package(modules, "agency_site.pages.pricing") == [
        "pricing",
        "fr/pricing",
    ]
    assert dev_compile.pages_of_package(modules, "agency_site.pages.about") == ["about"]
    assert dev_compile.pages_of_package(modules, "agency_site.layout") == []
    assert dev_compile.pages_of_package(modules, "agency_site") == []
    assert dev_compile.pages_of_package(modules, None) == []


def _compiled_by_reflex(app, monkeypatch, pages: list[str]) -> dict[str, str]:
    """Each page's module as Reflex's own compile (compile_app, dry run) renders it, with the
    app reduced to `pages` (and the not-found page compile_app adds)."""
    contexts = []

    class Recorded(internals.CompileContext):
        def compile(self, **kwargs):
            contexts.append(self)
            return super().compile(**kwargs)

    monkeypatch.setattr(internals.reflex_compiler, "CompileContext", Recorded)
    registered = internals.pages_of(app)
    for page in set(registered) - set(pages):
        monkeypatch.delitem(registered, page)
    internals.reflex_compiler.compile_app(app, dry_run=True, use_rich=False)
    return {page.output_path: page.output_code for page in contexts[0].compiled_pages.values()}


def test_the_edited_pages_are_written_as_reflexs_compile_writes_them(monkeypatch, web_dir):
    # reflex/compiler/compiler.py:1232 and :528: the same pages, the same modules.
    from agency_site.agency_site import app

    written = dev_compile.write_pages(app, PRICING_PAGES)

    expected = _compiled_by_reflex(app, monkeypatch, PRICING_PAGES)
    pages = {
        path: internals.compiler_utils.resolve_path_of_web_dir(path).read_text()
        for path in expected
        if internals.compiler_utils.resolve_path_of_web_dir(path) in written
    }
    assert len(pages) == 3
    assert pages == {path: code for path, code in expected.items() if path in pages}
    own_memos = web_dir / "app_components" / "agency_site" / "pages" / "pricing" / "index.jsx"
    assert own_memos in written


def test_a_hot_reload_writes_the_edited_pages_then_every_page(monkeypatch):
    calls = []
    monkeypatch.setattr(rx.App, "_compile", lambda self, **kwargs: calls.append(("all", kwargs)))
    monkeypatch.setattr(dev_compile, "_first_pages", lambda app: ["pricing"])
    monkeypatch.setattr(
        dev_compile, "write_pages", lambda app, first: calls.append(("first", first))
    )
    monkeypatch.setenv("REFLEX_ENV_MODE", constants.Env.DEV.value)
    dev_compile.show_edited_pages_first()
    dev_compile.show_edited_pages_first()  # rxconfig.py loaded twice: the pages once

    rx.App._compile(object(), trigger="backend_startup")
    rx.App._compile(object(), trigger="hot_reload")

    assert calls == [
        ("all", {"trigger": "backend_startup"}),
        ("first", ["pricing"]),
        ("all", {"trigger": "hot_reload"}),
    ]
