"""The Reflex app: registers every route of agency_site.pages in one loop."""

from __future__ import annotations

import functools
import gc
import os
from collections.abc import Callable

import reflex as rx

from agency_site import clock, confirmations, platform, routes, seo
from agency_site.backend import outage
from agency_site.components.language import LanguageState, built_in_language, page_build
from agency_site.i18n import CODES, SOURCE_LANGUAGE, in_language
from agency_site.layout import page_shell
from agency_site.layout.behaviour import loading_screen
from agency_site.layout.connection import waiting_delta
from agency_site.layout.document import feed_links, head_components, language_links
from agency_site.layout.errors import error_boundary
from agency_site.layout.menus import MenuState
from agency_site.pages import ROUTES
from agency_site.routes import Route
from agency_site.settings import settings, warn_once

# A deployment (AGENCY_DEPLOY=1) builds and starts only what the agency has confirmed; every
# start warns of statements last known true over a year ago.
confirmations.refuse_unconfirmed(settings)
confirmations.warn_of_stale_statements(clock.today())

app = rx.App(
    stylesheets=["/css/site.css"],
    head_components=head_components(),
    hydrate_fallback=loading_screen(),
    # Our notice viewport (ToastState, agency_site/components/notices.py) replaces Reflex's
    # sonner toaster, which would add 8 KB to every page.
    toaster=None,
    api_transformer=functools.partial(platform.site_server, redirects=routes.redirects(ROUTES)),
    backend_exception_handler=platform.log_backend_error,
    frontend_exception_handler=platform.log_frontend_error,
)
platform.guard_events(app)
# A page whose worker died reconnects to another with its session, and its state.
platform.keep_sessions_across_reconnects(app)
platform.apply_each_click_once(app)


async def _tell_waiting(event: platform.EventContext, waiting: bool) -> None:
    await event.emit_delta(waiting_delta(waiting))


# A click that waits for a restarting Redis: its page shows the connection notice meanwhile.
outage.announce_with(_tell_waiting)
platform.bound_error_report_patterns()
platform.check_socket_origins_by_site_rule(app)


def _freeze_startup_objects() -> None:
    """Leave the millions of objects built at start-up (every page's component tree, ~500 MB)
    out of the garbage collector's full passes, which otherwise stall every visitor of the
    worker for 100-300 ms at a time under load (tests/benchmarks/load.py)."""
    gc.collect()
    gc.freeze()


app.register_lifespan_task(_freeze_startup_objects)


def _last_resort_boundary() -> rx.Component:
    # Around the whole app, above any page and so any page language: the same error page
    # as the per-page one in the layout, in the source language. It shows only when the
    # header or footer itself fails; a page's own failure shows in the page's language.
    with page_build(SOURCE_LANGUAGE, routes.HOME):
        return error_boundary()


platform.replace_last_resort_error_page(app, _last_resort_boundary)
# The page shell has a translated connection notice of its own (agency_site/layout/connection.py).
platform.leave_out_connection_overlay(app)


def _page(route: Route, trail: list, language: str) -> Callable[[], rx.Component]:
    def build() -> rx.Component:
        # Built inside page_build: every text, link and number of the page in its language.
        with page_build(language, route.path):
            return built_in_language(
                page_shell(
                    route.component(),
                    head=rx.fragment(
                        language_links(route.path, language),
                        feed_links(language),
                        seo.json_ld(seo.structured_data(route, trail, language)),
                    ),
                )
            )

    # Reflex compiles a page's stateful parts into one script per Python module its function
    # comes from. Named after the page's own module, each page loads its own parts only, not
    # those of every other page (the job cards were in every page's script).
    build.__module__ = route.component.__module__
    return build


def _on_load(route: Route) -> list:
    # Each page records its language as the reader's choice (LanguageState) and closes the
    # header's menus (MenuState), whichever way the visitor came.
    own = route.on_load if isinstance(route.on_load, list) else [route.on_load]
    return [LanguageState.remember, MenuState.close, *(event for event in own if event is not None)]


# Every page in every language (/about, /fr/about, /de/about), each pre-rendered in its
# language with a translated title and description; the not-found page too (404, fr/404),
# so an unknown /fr/... address answers in French (agency_site/platform/build_in_memory.py).
# Each also carries its social-card tags and schema.org blocks (agency_site/seo.py).
#
# A developer may have the dev server build a few pages only (AGENCY_DEV_PAGES): each save
# then shows in seconds. A production build always has every page.
_BUILT = routes.pages_to_build(
    settings.dev_pages if platform.in_development() else None,
    (routes.localized(language, route.path) for route in ROUTES for language in CODES),
)
if len(_BUILT) < len(ROUTES) * len(CODES):
    warn_once(
        f"Dev server: building only {' '.join(sorted(_BUILT))} (AGENCY_DEV_PAGES); "
        "every other address answers not found.",
        "AGENCY_DEV_PAGES_SHOWN",
        os.environ,
    )
for route in ROUTES:
    trail = seo.breadcrumb_trail(route, ROUTES)
    for language in CODES:
        address = routes.localized(language, route.path)
        if address not in _BUILT:
            continue
        app.add_page(
            _page(route, trail, language),
            route=address,
            title=seo.tab_title(route, language),
            description=in_language(route.meta.description, language),
            image=seo.share_image_url(),
            meta=seo.social_tags(route, language),
            on_load=_on_load(route),
            # Only destinations are listed for search engines (not the not-found page).
            context={} if route.public else {"sitemap": None},
        )
