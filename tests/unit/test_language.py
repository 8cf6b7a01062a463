"""LanguageState and the language rules, without a browser; a fourth language is data."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
import reflex as rx

from agency_site import routes
from agency_site.components.language import (
    LanguageState,
    OutsidePageBuild,
    detected_language,
    localized_path,
    page_build,
    page_language,
    pages_ahead,
    request_language,
    text_var,
)
from agency_site.components.notices import ToastState
from agency_site.i18n import t
from agency_site.layout.shell import document_language
from agency_site.pages.blog.state import BlogSearchState
from agency_site.routes import language_of_path
from tests.unit.states import state_at

ROOT = Path(__file__).resolve().parents[2]


def _state_at(address: str, cookie: str = "", cached: str = "") -> LanguageState:
    state = state_at(LanguageState, address)
    state.cookie, state.cached = cookie, cached
    return state


@pytest.mark.parametrize(
    ("address", "language"),
    [("/", "en"), ("/about", "en"), ("/fr", "fr"), ("/fr/about?x=1", "fr"), ("/de/blog/a", "de")],
)
def test_the_language_is_the_one_of_the_address(address, language):
    assert _state_at(address).language == language


@pytest.mark.parametrize("state_class", [LanguageState, ToastState, BlogSearchState])
def test_a_state_reads_its_request_s_language_from_the_address(state_class):
    assert request_language(state_at(state_class, "/de/blog?q=fr").router) == "de"
    assert request_language(state_at(state_class, "/blog/fr").router) == "en"


def test_the_language_of_a_request_is_read_in_one_place():
    # Every state answers in the language request_language() gives: none works it out from
    # its address again.
    again = [
        path.relative_to(ROOT).as_posix()
        for path in sorted((ROOT / "agency_site").rglob("*.py"))
        if path.name != "language.py"
        and re.search(r"language_of_path\(\s*\w+\.router", path.read_text(encoding="utf-8"))
    ]
    assert again == []


@pytest.mark.parametrize("language", ["en", "fr", "de"])
def test_html_lang_follows_the_page_as_it_mounts(language):
    with page_build(language, routes.ABOUT):
        on_mount = str(rx.Var.create(document_language().event_triggers["on_mount"]))
    assert f'document.documentElement.lang = "{language}"' in on_mount


def test_each_page_caches_its_language():
    state = _state_at("/de/about", cached="fr")
    state.remember()
    assert state.cached == "de"


def test_a_language_cookie_follows_the_choice_only_when_the_visitor_has_one():
    without = _state_at("/fr/about")
    without.remember()
    assert without.cookie == ""
    with_cookie = _state_at("/fr/about", cookie="de")
    with_cookie.remember()
    assert with_cookie.cookie == "fr"


def test_the_cache_uses_the_spec_key_in_local_storage():
    field = LanguageState.get_fields()["cached"].default
    assert isinstance(field, rx.LocalStorage)
    assert field.name == "i18nextLng"


@pytest.mark.parametrize(
    ("candidates", "language"),
    [
        # query lng, cookie, local, session, browser languages, <html lang>
        (["de", "fr", "fr", "fr", "en-US", "en"], "de"),
        ([None, "de", "fr", "fr", "en-US", "en"], "de"),
        ([None, None, "fr", "de", "en-US", "en"], "fr"),
        ([None, None, None, "de", "fr-FR", "en"], "de"),
        ([None, None, None, None, "fr-CA", "en"], "fr"),
        ([None, None, None, None, "es-ES", "en"], "en"),
        (["xx", None, "de"], "de"),
        ([], "en"),
    ],
)
def test_detection_follows_the_spec_order(candidates, language):
    assert detected_language(candidates) == language


def test_paths_carry_their_language():
    assert language_of_path("/fr/about") == "fr"
    assert language_of_path("/freedom") == "en"
    assert language_of_path("/en/about") == "en"
    assert routes.localized("de", "/") == "/de"
    assert routes.localized("fr", routes.NOT_FOUND) == "fr/404"


@pytest.mark.parametrize(
    ("language", "path", "ahead"),
    [
        ("en", routes.ABOUT, ["routes/[fr].[about]._index", "routes/[de].[about]._index"]),
        ("fr", routes.HOME, ["routes/_index", "routes/[de]._index"]),
        (
            "de",
            routes.BLOG_POST_FALLBACK,
            ["routes/[blog].$[slug]._index", "routes/[fr].[blog].$[slug]._index"],
        ),
        ("fr", routes.NOT_FOUND, ["routes/[404]._index", "routes/[de].[404]._index"]),
    ],
)
def test_the_picker_builds_the_page_ahead_in_its_other_languages(language, path, ahead):
    # React Router's ids of those pages: their modules' paths, as routes.js names them.
    with page_build(language, path):
        component = pages_ahead()
    assert json.loads(str(component.pages)) == ahead


def test_text_and_links_take_the_language_of_the_page_being_built():
    with page_build("de", routes.ABOUT):
        assert page_language() == "de"
        assert str(text_var(t("Close"))) == json.dumps(t("Close").in_language("de"))
        assert localized_path(routes.CONTACT) == "/de/contact"
    with pytest.raises(
        OutsidePageBuild, match=r"^useLanguage must be used within a LanguageProvider"
    ):
        text_var(t("Close"))


def test_a_fourth_language_is_a_catalogue_and_one_entry(tmp_path):
    """Spanish, added as a maintainer would: one Language entry in agency_site/i18n.py and a
    catalogue; the route table, the picker, the sitemap and the boot script follow."""
    catalogues = tmp_path / "translations"
    for language in ("fr", "de"):
        folder = catalogues / language / "LC_MESSAGES"
        folder.mkdir(parents=True)
        (folder / "messages.po").write_bytes(
            (ROOT / "translations" / language / "LC_MESSAGES" / "messages.po").read_bytes()
        )
    spanish = catalogues / "es" / "LC_MESSAGES"
    spanish.mkdir(parents=True)
    (spanish / "messages.po").write_text(
        'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n\n'
        'msgid "Close"\nmsgstr "Cerrar"\n\n'
        'msgid "404 Not Found"\nmsgstr "404 No encontrada"\n',
        encoding="utf-8",
    )
    script = textwrap.dedent(
        """
        import importlib.util, json, sys
        from pathlib import Path

        # Loaded from its file: importing the package first would load the real module.
        spec = importlib.util.spec_from_file_location(
            "agency_site.i18n", Path.cwd() / "agency_site" / "i18n.py"
        )
        source = Path(spec.origin).read_text(encoding="utf-8")
        entry = '    Language("de", t("German"), "/flags/de.svg", currency="EUR"),\\n'
        assert entry in source
        source = source.replace(entry, entry + '    Language("es", t("Spanish"), "/flags/es.svg"),\\n')
        module = importlib.util.module_from_spec(spec)
        sys.modules["agency_site.i18n"] = module
        exec(compile(source, spec.origin, "exec"), module.__dict__)
        # The test's copy of translations/, with the Spanish catalogue beside fr and de.
        module.TRANSLATIONS_DIR = Path(sys.argv[1])

        from agency_site.agency_site import app
        from agency_site.platform.reflex_internals import (
            generate_links_for_sitemap, generate_xml, pages_of,
        )
        from agency_site.layout.document import boot_script

        pages = set(pages_of(app))
        page = pages_of(app)["es/404"].component().render()
        print(json.dumps({
            "about": "es/about" in pages or "/es/about" in pages,
            "home": "es" in pages or "/es" in pages,
            "not_found_text": "404 No encontrada" in json.dumps(page),
            "picker": "/es/about" in json.dumps(pages_of(app)["about"].component().render()),
            "sitemap": "/es/about" in generate_xml(
                generate_links_for_sitemap(list(pages_of(app).values()), False)
            ),
            "boot": '"es"' in boot_script(),
        }))
        """
    )
    result = subprocess.run(
        [sys.executable, "-c", script, str(catalogues)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    assert result.returncode == 0, result.stderr[-3000:]
    found = json.loads(result.stdout.strip().splitlines()[-1])
    assert found == {
        "sitemap": True,
        "about": True,
        "home": True,
        "not_found_text": True,
        "picker": True,
        "boot": True,
    }
