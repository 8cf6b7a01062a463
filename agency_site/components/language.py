"""How translated text reaches the browser.

Every `Text` (agency_site/i18n.py) put into a component becomes one small expression
holding its French and German next to the English, `tr({"fr": ..., "de": ...}, "...")`;
`tr()` of assets/js/language.js picks the reading. Switching language re-renders the
page from the browser's memory: no catalogue download, no server call.
Pre-rendering uses the route's language, so /fr/... and /de/... are crawlable as such.
"""

from __future__ import annotations

import json
from collections.abc import Callable

import reflex as rx
from reflex_base.vars import VarData
from reflex_base.vars.base import LiteralVar, Var
from reflex_base.vars.sequence import LiteralStringVar, StringVar

from agency_site.i18n import SOURCE_LANGUAGE, TRANSLATED, Text

LANGUAGE_MODULE = "$/public/js/language.js"


def _call(function: str, *args: str) -> str:
    """A call of a language.js function, as a JS expression importing it. No hook is
    declared: the function reads the language context itself, which subscribes whichever
    component renders the call (see shown() in language.js)."""
    return f"{function}({', '.join(args)})"


def _module_var(expression: str, *functions: str) -> Var:
    return Var(
        _js_expr=expression,
        _var_type=str,
        _var_data=VarData(imports={LANGUAGE_MODULE: list(functions)}),
    ).to(StringVar)


# The language shown, as a Var for conditions (`rx.match`) and calls.
language = _module_var(_call("currentLanguage"), "currentLanguage")


def text_var(text: Text) -> StringVar:
    readings = text.readings()
    english = readings[SOURCE_LANGUAGE]
    others = {code: readings[code] for code in TRANSLATED if readings[code] != english}
    if not others:
        return LiteralStringVar.create(english)
    table = json.dumps(others, ensure_ascii=False)
    return _module_var(_call("tr", table, json.dumps(english, ensure_ascii=False)), "tr")


class LanguageRoot(rx.Component):
    """Above every page: sets the language the page renders in (assets/js/language.js)."""

    library = LANGUAGE_MODULE
    tag = "LanguageRoot"


def deferred(text: Text) -> Var:
    """`text` for a component the app root renders (readLabel() in assets/js/language.js)."""
    reading = text_var(text)
    return Var(_js_expr=f"(() => {reading!s})", _var_data=reading._get_all_var_data())


class _TextVar(StringVar, python_types=Text):
    """Registers `Text` with Reflex's literal conversion (checked before plain str)."""


class _LiteralTextVar(LiteralVar, _TextVar):
    @classmethod
    def create(cls, value: Text, _var_type=None, _var_data: VarData | None = None) -> Var:
        var = text_var(value)
        return var._replace(merge_var_data=_var_data) if _var_data else var


def by_language(build: Callable[[str], rx.Component]) -> rx.Component:
    """One subtree per language, only the reader's rendered (long content such as articles)."""
    branches = [(code, build(code)) for code in TRANSLATED]
    return rx.match(language, *branches, build(SOURCE_LANGUAGE))


def localized_path(path: str) -> Var:
    """An internal link target in the reader's language: /about, /fr/about, /de/about."""
    return _module_var(
        _call("localizedPath", "currentLanguage()", json.dumps(path)),
        "localizedPath",
        "currentLanguage",
    )


# The page's path without its language prefix, for aria-current on navigation links.
base_path = _module_var(_call("currentBasePath"), "currentBasePath")
