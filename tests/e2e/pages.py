"""Opening pages the way a visitor sees them."""

from __future__ import annotations

import dataclasses
import re
import weakref
from collections.abc import Callable
from urllib.parse import unquote, urlsplit

from playwright.sync_api import BrowserContext, Page, expect

from agency_site.pages import ROUTES

# Marks the browser session as already greeted, so the newsletter pop-up stays away.
RETURNING_VISITOR = "try { sessionStorage.setItem('hasVisited', 'true'); } catch {}"
# A busy dev server can take several seconds to compile a page on its first request.
PAGE_READY_MS = 15_000

PUBLIC_ROUTES = [route for route in ROUTES if route.public]


def _builder(route):
    return getattr(route.component, "__code__", route.component)


# The first page of each page function. The others it builds (articles, jobs, partners, news,
# the second legal or payment page) have its code, layout and styles and differ in content
# only: a behaviour is tried on one of them, content is read on every page.
FIRST_OF_EACH_BUILDER = [
    route
    for index, route in enumerate(PUBLIC_ROUTES)
    if all(_builder(earlier) != _builder(route) for earlier in PUBLIC_ROUTES[:index])
]

# Reports every content-policy violation the page meets, from its first script on.
RECORD_VIOLATIONS = """
window.__violations = [];
document.addEventListener('securitypolicyviolation', (event) => window.__violations.push(
  `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`));
"""
# Other sites (the office map) as a page that answers: this machine may have no internet.
OTHER_SITES = re.compile(r"^https?://(?!localhost|127\.0\.0\.1)")


def stub_page(route) -> None:
    route.fulfill(content_type="text/html", body="<title>Map</title><p>Map</p>")


def visit(page: Page, path: str, *, answered: bool = True) -> Page:
    """Open `path` and wait until its heading shows and the back end has answered the page
    (hydrated): a pre-rendered page shows its heading before its controls work. Not for a
    page whose back end is cut off (go_offline), nor with `answered=False`: for a test that
    holds the page's socket or looks at the page as it first shows."""
    response = page.goto(path)
    assert response is not None and response.ok, f"{path} answered {response and response.status}"
    expect(page.locator("main h1").first).to_be_visible(timeout=PAGE_READY_MS)
    if answered and page.context not in CUT_OFF:
        hydrated(page)
    return page


def notices(page: Page):
    """The notices (toasts) on show."""
    # In any language: 'Notifications (F8)', 'Benachrichtigungen (F8)'...
    return page.get_by_role("region", name=re.compile(r"\(F8\)$")).locator("li")


def newsletter_popup(page: Page):
    return page.get_by_role("dialog", name="Join our newsletter")


def open_newsletter_popup(page: Page, path: str = "/"):
    """Open `path` in a new browser session and wait for the newsletter pop-up."""
    visit(page, path)
    # Due 3 s after the page began loading, once the back end has the page's arrival: on a
    # busy machine the socket may connect late (the timing itself: test_newsletter_popup).
    expect(newsletter_popup(page)).to_be_visible(timeout=PAGE_READY_MS)
    return newsletter_popup(page)


def subscribe_in_popup(page: Page, address: str):
    """Open the pop-up, type `address` and press Subscribe; returns the pop-up."""
    dialog = open_newsletter_popup(page)
    dialog.get_by_role("textbox", name="Email address").fill(address)
    dialog.get_by_role("button", name="Subscribe").click()
    return dialog


# The back end's endpoints (Reflex), whatever host or port serves them.
BACK_END_PATHS = re.compile(r"^/(_event|_upload|_health|_all_routes|ping|auth-codespace)\b")
EXTERNAL_PAGE = "<!doctype html><title>External page</title><p>Another site.</p>"


@dataclasses.dataclass
class Offline:
    """What the pages tried to reach: HTTP calls to the back end (a feature calling it), the
    websocket every page opens to it (and retries, while it is blocked), and other sites."""

    back_end: list[str] = dataclasses.field(default_factory=list)
    sockets: list[str] = dataclasses.field(default_factory=list)
    external: list[str] = dataclasses.field(default_factory=list)


# Contexts whose requests a test blocks on purpose (go_offline): their failed requests are
# expected (conftest.BrowserErrors).
CUT_OFF: weakref.WeakSet[BrowserContext] = weakref.WeakSet()


def go_offline(
    target: Page | BrowserContext, base_url: str, *, keep_back_end: bool = False
) -> Offline:
    """Abort every request and socket to the back end; answer other sites with a stub page.
    With `keep_back_end`, the back end answers and its HTTP calls are only recorded.

    The back end is recognised by its endpoints (production serves it on the site's port),
    or as another port of the front end's host (the dev server runs it beside the front
    end). Other origins are external sites, stubbed so that new tabs open without a network.
    """
    context = target.context if isinstance(target, Page) else target
    if not keep_back_end:
        CUT_OFF.add(context)
    front = urlsplit(base_url)
    seen = Offline()

    def is_back_end(url: str) -> bool:
        parts = urlsplit(url)
        if BACK_END_PATHS.match(parts.path):
            return True
        return parts.hostname == front.hostname and parts.port != front.port

    def leaves_front_end(url: str) -> bool:
        return is_back_end(url) or urlsplit(url).netloc != front.netloc

    def handle(route) -> None:
        url = route.request.url
        if is_back_end(url):
            seen.back_end.append(url)
            route.abort()
        else:
            seen.external.append(url)
            route.fulfill(content_type="text/html", body=EXTERNAL_PAGE)

    def refuse_socket(socket) -> None:
        seen.sockets.append(socket.url)
        socket.close()

    if keep_back_end:
        context.on("request", lambda r: is_back_end(r.url) and seen.back_end.append(r.url))
        context.route(
            lambda url: urlsplit(url).netloc != front.netloc and not is_back_end(url), handle
        )
    else:
        context.route(leaves_front_end, handle)
        context.route_web_socket(is_back_end, refuse_socket)
    return seen


def open_offline(page: Page, base_url: str, path: str) -> Offline:
    """Block the back end, then open `path` as visit() does."""
    offline = go_offline(page, base_url)
    visit(page, path)
    return offline


def open_with_stubbed_sites(page: Page, base_url: str, path: str) -> Offline:
    """Open `path` with other sites stubbed (new tabs open without a network) and wait for
    the back end's state; its HTTP calls are recorded."""
    seen = go_offline(page, base_url, keep_back_end=True)
    visit(page, path)
    return seen


def use_back_end(target: Page | BrowserContext, port: int) -> None:
    """Point the front end's pages at the back end on `port` (tests.e2e.server.ReflexBackend).

    The front end learns its back end's address from the env.json module (a production
    build bundles it as assets/reflex-env-<hash>.js); this rewrites the port in it as the
    browser loads it.
    """

    def rewrite(route) -> None:
        response = route.fetch()
        body = re.sub(r"(//[^/\"]+):\d+/", rf"\g<1>:{port}/", response.text())
        route.fulfill(response=response, body=body)

    target.route(re.compile(r"/(env\.json|assets/reflex-env-[^/]*\.js)(\?|$)"), rewrite)


def hydrated(page: Page) -> Page:
    """Wait until the back end has sent the page its state, so that its state classes answer."""
    expect(page.locator("[data-hydrated]").first).to_have_attribute(
        "data-hydrated", "true", timeout=PAGE_READY_MS
    )
    return page


# Records the hydration marker going to "false" (Reflex's route change) and back to "true"
# (the new route's on_load events have run). The marker may be a new element after the
# route change, so the whole document is watched.
_WATCH_REHYDRATION = """() => {
    window.__rehydrated = false;
    let unhydrated = false;
    new MutationObserver(() => {
        const value = document.querySelector('[data-hydrated]')?.getAttribute('data-hydrated');
        if (value === 'false') unhydrated = true;
        else if (value === 'true' && unhydrated) window.__rehydrated = true;
    }).observe(document.documentElement, {subtree: true, childList: true, attributes: true,
                                           attributeFilter: ['data-hydrated']});
}"""


def route_changed(page: Page, change: Callable[[], object]) -> Page:
    """Run `change` (a click or a history step that changes the route in the page) and wait
    until the new route's on_load events have run, so that they cannot undo what the test
    does next (MenuState.close on every route change)."""
    page.evaluate(_WATCH_REHYDRATION)
    change()
    page.wait_for_function("() => window.__rehydrated === true", timeout=PAGE_READY_MS)
    return page


def open_picker_and_build_ahead(page: Page, path: str) -> None:
    """Open the language picker on the page at `path` (its English path) and wait until it has
    built the page in the other languages ahead (assets/js/pages_ahead.jsx): their modules have
    loaded, and React has had the time to build them at its idle priority."""
    from agency_site import routes  # the app's settings load with it
    from agency_site.i18n import TRANSLATED
    from agency_site.platform.reflex_internals import route_id

    # [fr].[contact]._index: /app/routes/[fr].[contact]._index.jsx from the dev server,
    # /assets/_fr_._contact_._index-<hash>.js from the build.
    modules = [
        route_id(routes.localized(language, path)).removeprefix("routes/")
        for language in TRANSLATED
    ]

    def ahead(request) -> bool:
        url = unquote(request.url)
        return any(module in url or re.sub(r"[\[\]]", "_", module) in url for module in modules)

    with page.expect_request_finished(ahead):
        page.get_by_test_id("language-picker").locator("summary").click()
    page.wait_for_load_state("networkidle")
    page.wait_for_timeout(1_000)
