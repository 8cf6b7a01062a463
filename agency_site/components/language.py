"""How translated text reaches the browser: each page is built once per language.

The registration loop (agency_site/agency_site.py) builds every route inside
`page_build(language, path)`. Every `Text` (agency_site/i18n.py) put into a component
while it runs becomes a plain string in that language, so /fr/about holds French only:
no reading of another language is shipped, and nothing is chosen in the browser. The
language is the address; `LanguageState` holds it and the rules around it.
"""

from __future__ import annotations

import contextlib
import contextvars
import dataclasses
from collections.abc import Iterable, Iterator

import reflex as rx
from reflex.vars import LiteralStringVar, LiteralVar, StringVar, Var, VarData

from agency_site import routes
from agency_site.i18n import CODES, SOURCE_LANGUAGE, Text, in_language
from agency_site.platform import RouterData, public, render_vars_now, route_id, with_var_data
from agency_site.routes import language_of_path

# The spec's key for the cached language, in local storage and session storage.
STORAGE_KEY = "i18nextLng"
# A cookie of this name outranks storage in the detection order.
COOKIE_NAME = "i18next"


@dataclasses.dataclass(frozen=True)
class PageBuild:
    language: str
    # The page's path in the English site: /about for /fr/about.
    path: str


_building: contextvars.ContextVar[PageBuild | None] = contextvars.ContextVar(
    "page_build", default=None
)


class OutsidePageBuild(RuntimeError):
    """Translated text was put into a component outside any page's build."""


@contextlib.contextmanager
def page_build(language: str, path: str) -> Iterator[PageBuild]:
    """Components built inside render their texts and links in `language`."""
    build = PageBuild(language, path)
    token = _building.set(build)
    try:
        yield build
    finally:
        _building.reset(token)


def built_in_language(component: rx.Component) -> rx.Component:
    """`component` with every text in it resolved now, in the page's language.

    Reflex turns some Python values into JavaScript lazily, during the compile that
    follows: attributes passed as `custom_attrs` on each render, the values inside dict
    and list props once. The first become plain strings here; each var is rendered once
    here, while the page's language is known, and keeps what it rendered.
    """
    language = page_language()
    render_vars_now(component)
    pending = [component]
    while pending:
        node = pending.pop()
        for name, value in node.custom_attrs.items():
            if isinstance(value, Text):
                node.custom_attrs[name] = value.in_language(language)
        pending.extend(child for child in node.children if isinstance(child, rx.Component))
    return component


def current_build() -> PageBuild:
    build = _building.get()
    if build is None:
        # The error opens with the spec's wording; a page build is this site's language provider.
        raise OutsidePageBuild(
            "useLanguage must be used within a LanguageProvider: translated text outside a "
            "page build; build it inside page_build() (the registration loop does), or pass "
            "it in per language"
        )
    return build


def page_language() -> str:
    """The language of the page being built."""
    return current_build().language


def in_page_language(text: object) -> str:
    """`text` as a plain string in the page's language, for joining and formatting
    (a Python join or f-string of Texts would give their English)."""
    return in_language(text, page_language())


def text_var(text: Text) -> StringVar:
    return LiteralStringVar.create(text.in_language(page_language()))


class _TextVar(StringVar, python_types=Text):
    """Registers `Text` with Reflex's literal conversion (checked before plain str)."""


class _LiteralTextVar(LiteralVar, _TextVar):
    @classmethod
    def create(cls, value: Text, _var_type=None, _var_data: VarData | None = None) -> Var:
        var = text_var(value)
        return with_var_data(var, _var_data) if _var_data else var


def localized_path(path: str) -> str:
    """An internal link target in the page's language: /about, /fr/about, /de/about."""
    return routes.localized(page_language(), path)


def page_address() -> str:
    """The address of the page being built: /about, /fr/about, fr/404. Views that show
    something on one page only (an open menu, the newsletter pop-up) compare it with the
    page their state names."""
    return localized_path(current_build().path)


def base_path() -> str:
    """The page's path without its language prefix, for aria-current on navigation links."""
    return current_build().path


class _PagesAhead(rx.Component):
    library = "$/public/js/pages_ahead.jsx"
    tag = "PagesAhead"

    # React Router's ids of the pages.
    pages: Var[list[str]]


def pages_ahead() -> rx.Component:
    """The page being built, in the other languages, built ahead while the picker is open
    (assets/js/pages_ahead.jsx): the first switch to one then runs no code for the first time.
    """
    build = current_build()
    return _PagesAhead.create(
        pages=[
            route_id(routes.localized(code, build.path)) for code in CODES if code != build.language
        ]
    )


def detected_language(candidates: Iterable[object], codes: Iterable[str] = CODES) -> str:
    """The first supported code among `candidates`, in the spec's detection order (query
    `lng`, cookie, local storage, session storage, browser languages, `<html lang>`);
    English when none is supported. `fr-CA` counts as `fr`. assets/js/boot.js applies the
    same rule before the first paint, with the codes this module gives it."""
    supported = tuple(codes)
    for candidate in candidates:
        code = str(candidate or "").lower()[:2]
        if code in supported:
            return code
    return SOURCE_LANGUAGE


def request_language(router: RouterData) -> str:
    """The language of the page a state's event came from (`request_language(self.router)`):
    the one its address is published in. Every state that answers in the reader's language
    reads it here. The router is passed, not the state, so that a computed var reading it
    is recomputed when the page changes (Reflex tracks `self.router` in the var's code)."""
    return language_of_path(router.url.path)


class LanguageState(rx.State):
    """The reader's language: the one of the address, cached for their next visit.

    The picker is a link to the same page in another language (agency_site/layout/
    header.py), so switching asks the back end nothing; each page, once loaded, records
    its language here, which Reflex writes to local storage under the spec's key (and to
    the language cookie, when the visitor has one, since it outranks storage).
    """

    cached: str = rx.LocalStorage("", name=STORAGE_KEY, sync=True)
    cookie: str = rx.Cookie("", name=COOKIE_NAME, path="/", max_age=365 * 24 * 3600)

    @rx.var
    def language(self) -> str:
        return request_language(self.router)

    @rx.event
    @public
    def remember(self):
        """Run as each page loads: the page's language becomes the cached choice."""
        language = self.language
        if self.cached != language:
            self.cached = language
        if self.cookie and self.cookie != language:
            self.cookie = language
