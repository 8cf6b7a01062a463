"""Every change the site makes to the front end Reflex generates in `.web/`, in one place.

PATCHES below lists each change to a file Reflex writes: the file, the Reflex version the
change was written for, and what it gains (the measured figure, or the behaviour the spec
asks for). Each is checked against Reflex's own file by a unit test, and a change whose
anchor is gone stops the build with one message naming the change and its file
(PatchNoLongerApplies). tests/unit/test_frontend_patches.py fails on a Reflex upgrade until
every patch is reviewed for the new version.

Besides the patches, the plugin adds files of its own: robots.txt, the Atom and RSS feeds
(agency_site/feeds.py), assets/js/without-emotion.js and assets/js/deliveries.js. After a
production build, it rearranges the pre-rendered pages so that they paint before they fetch
scripts (first_paint.py), pins each page's inline scripts in a policy of its own
(agency_site/platform/security.py), and titles React Router's SPA fallback (Reflex's 404.html), which
HTML requires and React Router leaves untitled.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import logging
from collections.abc import Callable
from pathlib import Path

import reflex as rx
from reflex import constants

from agency_site import browser
from agency_site.platform import security
from agency_site.platform.frontend import first_paint
from agency_site.platform.reflex_internals import TEMPLATES, environment, route_id

log = logging.getLogger(__name__)

# Where Reflex keeps its provider inside `.web/`.
THEME_PROVIDER_TARGET = "utils/react-theme.js"
# Save tasks name paths under `.web/`; what is in public/ is served at the site's root
# (public/feeds/fr/blog.atom.xml at /feeds/fr/blog.atom.xml).
PUBLIC_DIR = "public"
ROBOTS_TXT_TARGET = f"{PUBLIC_DIR}/robots.txt"
ROUTES_TARGET = f"{constants.Dirs.PAGES}/routes.js"
WITHOUT_EMOTION_TARGET = "utils/without-emotion.js"
VITE_CONFIG_TARGET = constants.ReactRouter.VITE_CONFIG_FILE
_ALIASES = "alias: ["
# Reflex's route table ends with this catch-all, which renders the English not-found page.
_CATCH_ALL = 'route("*", '
# Its page files left out of the file-based routes (Reflex leaves out the English one).
_IGNORED = "ignoredRouteFiles: ["
REACT_ROUTER_CONFIG_TARGET = constants.ReactRouter.CONFIG_FILE
_PRERENDER_ALL = '"prerender": true'
ENTRY_CLIENT_TARGET = f"{constants.Dirs.PAGES}/entry.client.js"
_ROUTER_ELEMENT = "createElement(HydratedRouter)"
STATE_TARGET = "utils/state.js"
DELIVERIES_TARGET = "utils/deliveries.js"
# Where state.js sends an event, answers a page event, and hears the connection drop.
_IMPORTS_END = 'import { uploadFiles } from "$/utils/helpers/upload";\n'
_SEND = 'socket.emit("event", encodeFormDataArgs(routed_event));'
_SPECIAL_EVENTS = "  // Handle special events\n"
_DISCONNECT = 'socket.current.on("disconnect", (reason, details) => {\n'


# The Reflex version every patch below was last checked against.
WRITTEN_FOR = "0.10.1"


class PatchNoLongerApplies(ValueError):
    """A file Reflex generates no longer has what a patch changes: review the patch."""


def _require(text: str, anchor: str, target: str, patch: str) -> None:
    if anchor not in text:
        msg = (
            f"Reflex's {target} has no {anchor!r} any more: the site's patch {patch} "
            f"(agency_site/platform/frontend/, written for Reflex {WRITTEN_FOR}) must be updated."
        )
        raise PatchNoLongerApplies(msg)


def _not_found_modules() -> list[str]:
    """Each translated not-found page's file, as routes.js names it: routes/[fr].[404]._index."""
    from agency_site import i18n, routes  # after rxconfig.py, like seo below

    return [route_id(routes.localized(language, routes.NOT_FOUND)) for language in i18n.TRANSLATED]


def with_language_catch_alls(routes_js: str) -> str:
    """Reflex's route table with `fr/*`, `de/*` ahead of its `*`, each on its own not-found
    page, whose file is its only route: a page pre-rendered for the route that the browser
    then matches at /fr/no-such-page hydrates without a mismatch."""
    for needed in (_CATCH_ALL, _IGNORED):
        _require(routes_js, needed, ROUTES_TARGET, "with_language_catch_alls")
    from agency_site import i18n  # after rxconfig.py, like seo below

    modules = _not_found_modules()
    # Glob patterns, brackets escaped as in Reflex's own entry.
    ignored = "".join(
        json.dumps(f"{module}.jsx".replace("[", "\\[").replace("]", "\\]")) + ", "
        for module in modules
    )
    catch_alls = [f'route("{language}/*", ' for language in i18n.TRANSLATED]
    # The table in .web/ keeps what an earlier compile added: drop that first.
    routes_js = routes_js.replace(_IGNORED + ignored, _IGNORED)
    routes_js = "".join(
        line
        for line in routes_js.splitlines(keepends=True)
        if not line.strip().startswith(tuple(catch_alls))
    )
    added = "".join(
        f'{catch_all}"{module}.jsx"),\n  '
        for catch_all, module in zip(catch_alls, modules, strict=True)
    )
    routes_js = routes_js.replace(_IGNORED, _IGNORED + ignored, 1)
    return routes_js.replace(_CATCH_ALL, added + _CATCH_ALL, 1)


def with_not_found_pages_prerendered(config_js: str) -> str:
    """Reflex's React Router config, pre-rendering /fr/404 and /de/404 besides every page with
    a path of its own: their catch-all routes have none (with_language_catch_alls)."""
    if '"prerender"' not in config_js:  # the dev server pre-renders nothing
        return config_js
    _require(
        config_js, _PRERENDER_ALL, REACT_ROUTER_CONFIG_TARGET, "with_not_found_pages_prerendered"
    )
    from agency_site import i18n, routes  # after rxconfig.py, like seo below

    paths = json.dumps(["/" + routes.localized(code, routes.NOT_FOUND) for code in i18n.TRANSLATED])
    return config_js.replace(
        _PRERENDER_ALL,
        f'"prerender": async ({{ getStaticPaths }}) => [...getStaticPaths(), ...{paths}]',
        1,
    )


def with_navigations_rendered_at_once(entry_client: str) -> str:
    """Reflex's browser entry with React Router's navigations rendered in one go.

    By default the router renders the next page inside a React transition: in slices of
    about 5 ms, each a task of its own, the first one 5-9 ms after the click here, and all
    begun again whenever the back end's answer to the click (the menu closing) arrives in
    between. Without the transition, a link's page renders within the click's own task:
    on the language switch (tests/benchmarks/interaction.py) loopback p95 went from 87.5
    to 77.8 ms with this change alone.
    """
    _require(
        entry_client, _ROUTER_ELEMENT, ENTRY_CLIENT_TARGET, "with_navigations_rendered_at_once"
    )
    return entry_client.replace(
        _ROUTER_ELEMENT, "createElement(HydratedRouter, { useTransitions: false })", 1
    )


def with_each_event_applied_once(state_js: str) -> str:
    """Reflex's state.js numbering each event it sends, treating the back end's answers, and
    sending the unanswered ones again after a reconnect, and saying so when the connection
    stays down (assets/js/deliveries.js)."""
    imported = f'import * as deliveries from "$/{DELIVERIES_TARGET}";\n'
    if imported in state_js:  # .web/ keeps an earlier compile's change, maybe an older one
        state_js = (TEMPLATES / "web" / STATE_TARGET).read_text(encoding="utf-8")
    for anchor in (_IMPORTS_END, _SEND, _SPECIAL_EVENTS, _DISCONNECT):
        _require(state_js, anchor, STATE_TARGET, "with_each_event_applied_once")
    changes = (
        (_IMPORTS_END, _IMPORTS_END + imported),
        (
            _SEND,
            'socket.emit("event", deliveries.numbered(event, encodeFormDataArgs(routed_event)));',
        ),
        (
            _SPECIAL_EVENTS,
            f"  if (deliveries.isAnswer(event)) {{\n    return;\n  }}\n{_SPECIAL_EVENTS}",
        ),
        (
            _DISCONNECT,
            f"{_DISCONNECT}    deliveries.requeueUnanswered(event_queue);\n"
            "    deliveries.sayIfStillDown(socket.current, setConnectErrors);\n",
        ),
    )
    for anchor, replacement in changes:
        state_js = state_js.replace(anchor, replacement, 1)
    return state_js


def without_emotion(vite_config: str) -> str:
    """Reflex's Vite config with `@emotion/react` resolved to without-emotion.js."""
    _require(vite_config, _ALIASES, VITE_CONFIG_TARGET, "without_emotion")
    alias = (
        "{ find: /^@emotion\\/react$/, replacement: fileURLToPath(new URL("
        f'"./{WITHOUT_EMOTION_TARGET}", import.meta.url)) }},'
    )
    return vite_config.replace(_ALIASES, f"{_ALIASES}\n      {alias}", 1)


def feed_targets() -> list[tuple[str, str]]:
    """Every feed as a save task gives it to Reflex: (path under `.web/`, XML text)."""
    from agency_site import feeds  # after rxconfig.py, like seo below

    return [(f"{PUBLIC_DIR}/{path}", xml) for path, xml in feeds.feed_files().items()]


# Reflex 0.10.1's provider, which react-theme.js replaces whole: with no anchor to look for,
# its digest is what notices that Reflex changed it.
REFLEX_THEME_PROVIDER_SHA256 = "c3968b7ad07c6791e6b79ea41a32d77b3b35a5426aea1d3bc9e0705469a9ae78"


def with_our_colour_mode_provider(reflex_provider: str) -> str:
    """Reflex's colour-mode provider replaced by react-theme.js (same exports, same context)."""
    ours = browser.from_assets("react-theme.js")
    # A rebuild finds the file already replaced (a dev reload, a back end started on a built
    # .web/); only Reflex's own text is checked.
    if reflex_provider == ours:
        return ours
    if hashlib.sha256(reflex_provider.encode()).hexdigest() != REFLEX_THEME_PROVIDER_SHA256:
        msg = (
            f"Reflex's {THEME_PROVIDER_TARGET} changed: compare it with assets/js/react-theme.js, "
            f"which replaces it whole (written for Reflex {WRITTEN_FOR}), then update its digest."
        )
        raise PatchNoLongerApplies(msg)
    return ours


@dataclasses.dataclass(frozen=True)
class Patch:
    target: str  # the file under .web/
    change: Callable[[str], str]  # Reflex's text to the site's
    gains: str


PATCHES = (
    Patch(
        THEME_PROVIDER_TARGET,
        with_our_colour_mode_provider,
        "The spec's colour mode: Reflex 0.10.1 stores `theme=system` on a first visit and, in "
        "development, overwrites the stored choice; ours stores it only when the visitor "
        "chooses (tests/e2e/test_theme.py).",
    ),
    Patch(
        ROUTES_TARGET,
        with_language_catch_alls,
        "/fr/no-such-page and /de/... render and hydrate their own language's not-found page "
        "(Reflex's catch-all renders the English one).",
    ),
    Patch(
        REACT_ROUTER_CONFIG_TARGET,
        with_not_found_pages_prerendered,
        "The French and German not-found pages are pre-rendered like every other page.",
    ),
    Patch(
        VITE_CONFIG_TARGET,
        without_emotion,
        "11 KB less JavaScript on every page: Emotion, which Reflex imports for a `css` prop "
        "the site does not use (tests/benchmarks/README.md, Lighthouse).",
    ),
    Patch(
        ENTRY_CLIENT_TARGET,
        with_navigations_rendered_at_once,
        "A followed link renders in the click's own task: language switch p95 87.5 -> 77.8 ms "
        "on loopback (tests/benchmarks/README.md, Interaction).",
    ),
    Patch(
        STATE_TARGET,
        with_each_event_applied_once,
        "A click in flight when its worker dies is sent again and applied once "
        "(agency_site/platform/deliveries.py; tests/e2e/test_connection.py, tests/e2e/test_proxy.py).",
    ),
)


class SiteFrontendPlugin(rx.plugins.Plugin):
    def pre_compile(self, **context) -> None:
        for patch in PATCHES:
            context["add_modify_task"](patch.target, patch.change)
        context["add_save_task"](
            lambda: (WITHOUT_EMOTION_TARGET, browser.from_assets("without-emotion.js"))
        )
        context["add_save_task"](lambda: (DELIVERIES_TARGET, browser.from_assets("deliveries.js")))
        # Imported here: rxconfig.py loads this module before the app and its content.
        from agency_site import seo

        # Beside Reflex's sitemap.xml, with the same deploy address from settings.
        context["add_save_task"](lambda: (ROBOTS_TXT_TARGET, seo.robots_txt()))
        # A task may give a list of files: every feed in every language.
        context["add_save_task"](feed_targets)

    def post_build(self, **context) -> None:
        # Runs before Reflex writes the compressed copies, so those match.
        static_dir = Path(context["static_dir"])
        for page in static_dir.rglob("*.html"):
            html = page.read_text(encoding="utf-8")
            name = page.relative_to(static_dir).as_posix()
            html = first_paint.with_language(html, name)
            # React Router's shell for addresses it did not pre-render, which Reflex then
            # copies to 404.html: the English not-found page, before it hydrates.
            if name == constants.ReactRouter.SPA_FALLBACK:
                html = first_paint.with_title(html, _not_found_title())
            html = security.pin_inline_scripts(first_paint.prepare(html))
            page.write_text(html, encoding="utf-8")


def _not_found_title() -> str:
    """The title of the not-found page in the source language."""
    # Imported here: rxconfig.py loads this module before the app and its content.
    from agency_site import routes, seo
    from agency_site.i18n import SOURCE_LANGUAGE
    from agency_site.pages import ROUTES

    route = next(route for route in ROUTES if route.path == routes.NOT_FOUND)
    return seo.tab_title(route, SOURCE_LANGUAGE)


def _address(route: str) -> str:
    """A compiled page's route ("contact", "fr/contact", "index") as its address."""
    return "/" if route == "index" else "/" + route.lstrip("/")


class RefusedTriggers(rx.plugins.Plugin):
    """In development, names at compile time every handler a page's triggers call that the
    event guard would refuse (agency_site/platform/event_guard.py), with the fix: a click on it would
    do nothing. Each once per compile process, in the terminal."""

    _compiler_can_replace_enter_component = False

    def __init__(self) -> None:
        self.pending: dict[str, str] = {}  # event name -> the first page calling it
        self.reported: set[str] = set()

    def enter_component(self, comp, /, *, page_context, compile_context, in_prop_tree=False):
        if environment.REFLEX_ENV_MODE.get() == constants.Env.PROD:
            return None
        for trigger in getattr(comp, "event_triggers", {}).values():
            for spec in getattr(trigger, "events", ()):
                handler = getattr(spec, "handler", None)
                if handler is not None and handler.state_full_name:
                    name = f"{handler.state_full_name}.{handler.fn.__name__}"
                    if name not in self.reported:
                        self.pending.setdefault(name, _address(page_context.route))
        return None

    def compile_page(self, page_ctx, /, **kwargs) -> None:
        if not self.pending:
            return
        # Imported here: rxconfig.py loads this module before the app and its states.
        from agency_site.platform import event_guard

        for line in event_guard.refused_triggers(self.pending):
            log.warning("%s", line)
        self.reported |= self.pending.keys()
        self.pending = {}
