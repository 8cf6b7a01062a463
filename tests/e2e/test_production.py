"""Production mode (`reflex run --env prod`): pre-rendered pages on one port at their own
addresses (no redirect), compressed, with social cards and structured data; sitemap and
robots.txt; HTTP 404 for unknown paths, no framework badge, no diagnostic pages; security
headers on every response, a content policy no page violates, other sites refused.

The build runs in a copy of the project so it cannot disturb the dev server's `.web/`.
"""

from __future__ import annotations

import base64
import hashlib
import html
import html.parser
import json
import re
import urllib.error
import urllib.request
import uuid

import feedparser
import pytest
from playwright.sync_api import Page, expect

from agency_site import feeds, routes, seo
from agency_site.content.jobs import JOBS
from agency_site.i18n import CODES, TRANSLATED, in_language, money_in, t
from agency_site.layout import navigation
from agency_site.pages import ROUTES
from agency_site.pages.apply.data import APPLY_FAQ
from agency_site.pages.home.data import PLACEHOLDER_MARK, STATISTICS, TESTIMONIALS
from agency_site.pages.pricing.data import PRICING_FAQ
from agency_site.pages.reviews.data import REVIEWS
from agency_site.platform import security
from agency_site.platform.build_in_memory import SHORT
from agency_site.settings import settings
from tests import claims
from tests.e2e import diagnostic_pages
from tests.e2e.pages import (
    PUBLIC_ROUTES,
    RECORD_VIOLATIONS,
    hydrated,
    notices,
    route_changed,
    stub_page,
    subscribe_in_popup,
    visit,
)
from tests.e2e.sockets import connects
from tests.schema_org import problems_in

NOT_FOUND_ROUTE = next(route for route in ROUTES if route.path == routes.NOT_FOUND)


class _NoRedirects(urllib.request.HTTPRedirectHandler):
    # A redirect comes back as its own status: a page must answer at its own address.
    def redirect_request(self, *args, **kwargs):
        return None


_OPENER = urllib.request.build_opener(_NoRedirects)


@pytest.fixture
def site_url(production_url: str) -> str:
    # This module's pages open on the production build.
    return production_url


def request(
    url: str, encodings: str = "identity", headers: dict | None = None
) -> tuple[int, dict[str, str], bytes]:
    ask = urllib.request.Request(url, headers={"Accept-Encoding": encodings, **(headers or {})})
    try:
        with _OPENER.open(ask, timeout=30) as response:
            return response.status, dict(response.headers), response.read()
    except urllib.error.HTTPError as error:
        return error.code, dict(error.headers), error.read()


def fetch(url: str) -> tuple[int, str]:
    status, _, body = request(url)
    return status, body.decode()


def json_ld_blocks(page: str) -> list[dict]:
    found = re.findall(r'<script type="application/ld\+json">(.*?)</script>', page, re.S)
    return [json.loads(html.unescape(block)) for block in found]


@pytest.mark.parametrize("language", CODES)
@pytest.mark.parametrize("route", PUBLIC_ROUTES, ids=[r.path for r in PUBLIC_ROUTES])
def test_every_route_is_pre_rendered_in_every_language(production_url, route, language):
    status, body = fetch(production_url + routes.localized(language, route.path))
    assert status == 200
    title = re.search(r"<title>(.*?)</title>", body)
    assert title and html.unescape(title.group(1)) == seo.tab_title(route, language)
    description = re.search(r'<meta content="([^"]*)" name="description"', body)
    assert description and html.unescape(description.group(1)) == in_language(
        route.meta.description, language
    )
    # The heading is in the HTML itself, before any script runs.
    assert re.search(r"<h1[ >]", body), "no pre-rendered <h1>"
    assert f'<html lang="{language}"' in body
    assert "Built with Reflex" not in body
    # Search engines find the page's other languages and its canonical address.
    for code in CODES:
        alternate = settings.site_origin + routes.localized(code, route.path)
        assert f'href="{alternate}" hrefLang="{code}"' in body, code
    assert 'hrefLang="x-default"' in body
    assert not misplaced_input_attributes(body)


# The attributes HTML allows on text-like inputs only (the HTML standard's table of input
# types): a number field with maxlength is invalid markup, and browsers ignore it.
TEXT_ONLY_ATTRIBUTES = {"maxlength", "minlength", "pattern", "size"}
TEXT_LIKE_TYPES = {"text", "search", "url", "tel", "email", "password"}


class _Inputs(html.parser.HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.found: list[dict[str, str | None]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "input":
            self.found.append(dict(attrs))


def misplaced_input_attributes(page: str) -> list[str]:
    """Each input's attribute that its type does not take."""
    parser = _Inputs()
    parser.feed(page)
    return [
        f"{field.get('id')}: {name} on type={kind}"
        for field in parser.found
        if (kind := field.get("type") or "text") not in TEXT_LIKE_TYPES
        for name in TEXT_ONLY_ATTRIBUTES & field.keys()
    ]


def test_an_input_carries_only_what_its_type_takes():
    number_field = '<input id="amount" type="number" maxLength="32" min="0"/>'
    assert misplaced_input_attributes(number_field) == ["amount: maxlength on type=number"]
    assert not misplaced_input_attributes('<input id="name" maxlength="100"/>')


SAMPLE_MARK = "Sample text for this preview: not a real review, not confirmed by the agency."


@pytest.mark.parametrize("language", CODES)
def test_unconfirmed_reviews_and_testimonials_are_marked_as_samples(production_url, language):
    # Every review and testimonial is a sample until the agency confirms it with its source.
    mark = in_language(t(SAMPLE_MARK), language)
    for path, count in ((routes.REVIEWS, len(REVIEWS)), (routes.HOME, len(TESTIMONIALS))):
        _, body = fetch(production_url + routes.localized(language, path))
        assert html.unescape(body).count(mark) == count, (path, language)


@pytest.mark.parametrize("language", CODES)
def test_placeholder_figures_are_marked_on_the_home_page(production_url, language):
    # Issue 53: a home figure still at its development placeholder ("500+", "96%", "8+")
    # carries a visible mark in a preview, as a sample review does.
    mark = in_language(PLACEHOLDER_MARK, language)
    _, body = fetch(production_url + routes.localized(language, routes.HOME))
    unconfirmed = sum(statistic.unconfirmed for statistic in STATISTICS)
    assert html.unescape(body).count(mark) == unconfirmed, language


def test_a_french_page_is_french_from_its_first_frame(production_url):
    # The first frame is the pre-rendered HTML: already French, before any script runs.
    _, body = fetch(production_url + routes.localized("fr", routes.CONTACT))
    heading = re.search(r"<h1[^>]*>(.*?)</h1>", body, re.S).group(1)
    assert html.unescape(re.sub("<[^>]+>", "", heading)).strip() == t("Get in touch").in_language(
        "fr"
    )
    assert "Get in touch" not in body


def test_unknown_path_answers_404_with_the_not_found_page(
    production_url, page: Page, browser_errors
):
    status, body = fetch(production_url + "/no-such-page")
    assert status == 404
    # Chromium logs the document's own 404 status as a console error.
    browser_errors.allow("the server responded with a status of 404")
    page.goto(production_url + "/no-such-page")
    expect(page.locator("main h1")).to_have_text("Unexpected Application Error!")
    # Hydrated at an address it was not pre-rendered at, without a mismatch (browser_errors).
    hydrated(page)
    # Titled before and after it hydrates (React Router's shell has no title of its own).
    assert f"<title>{seo.tab_title(NOT_FOUND_ROUTE, 'en')}</title>" in body
    expect(page).to_have_title(seo.tab_title(NOT_FOUND_ROUTE, "en"))
    expect(page.get_by_test_id("error-status")).to_have_text("404 Not Found")
    # Ways back: the main sections and the footer.
    sections = page.get_by_role("navigation", name="Main sections").get_by_role("link")
    expect(sections).to_have_count(6)
    hrefs = [sections.nth(i).get_attribute("href") for i in range(6)]
    assert hrefs == [
        routes.HOME,
        routes.SERVICES,
        routes.TEACH_IN_UZBEKISTAN,
        routes.PRICING,
        routes.BLOG,
        routes.CONTACT,
    ]
    expect(page.locator("footer")).to_be_visible()
    sections.nth(1).click()
    expect(page).to_have_url(re.compile(r"/services$"))


@pytest.mark.parametrize("language", TRANSLATED)
def test_an_unknown_path_in_a_language_answers_with_its_not_found_page(
    production_url, page: Page, browser_errors, language
):
    status, body = fetch(production_url + f"/{language}/no-such-page")
    assert status == 404
    assert f'<html lang="{language}"' in body
    browser_errors.allow("the server responded with a status of 404")
    page.goto(production_url + f"/{language}/no-such-page")
    expect(page.locator("main h1")).to_have_text(
        t("Unexpected Application Error!").in_language(language)
    )
    expect(page.get_by_test_id("error-status")).to_have_text(
        t("404 Not Found").in_language(language)
    )
    expect(page).to_have_title(seo.tab_title(NOT_FOUND_ROUTE, language))
    hydrated(page)
    # It has no address of its own: the picker offers each language's home page.
    picker = page.get_by_test_id("language-picker")
    picker.locator("summary").click()
    for code in CODES:
        expect(picker.locator(f"a[data-language={code}]")).to_have_attribute(
            "href", routes.localized(code, routes.HOME)
        )


def test_diagnostic_pages_do_not_exist_in_production(production_url):
    for path in (diagnostic_pages.RENDER_ERROR, diagnostic_pages.NOTICES):
        assert fetch(production_url + path)[0] == 404


def test_every_page_answers_at_its_address_without_a_slash_redirect(production_url):
    # Reflex's own server answers /about with 307 -> /about/; the site serves it directly.
    for path in ("/about", "/fr", "/de/services/job-map", "/about/"):
        status, headers, _ = request(production_url + path)
        assert (status, headers.get("location")) == (200, None), path


@pytest.mark.parametrize(
    "encodings, expected", [("gzip, deflate, br, zstd", "br"), ("gzip, deflate", "gzip")]
)
def test_every_kind_of_response_comes_compressed(production_url, encodings, expected):
    _, _, page = request(production_url + "/")
    scripts = re.findall(r'(?:src|from |import\()"(/assets/[^"]+\.js)"', page.decode())
    stylesheet = re.search(r'href="(/assets/[^"]+\.css)"', page.decode()).group(1)
    assert scripts
    # (robots.txt is left as it is: under 256 bytes, compressing gains nothing.)
    for path in ["/", "/fr/about", "/no-such-page", stylesheet, scripts[0], "/sitemap.xml",
                 "/favicon.svg", "/js/dialogs.js"]:  # fmt: skip
        _, headers, _ = request(production_url + path, encodings)
        assert headers.get("content-encoding") == expected, path


def test_the_first_paint_waits_for_no_script(production_url):
    # React Router preloads every module of the page and imports them as soon as the parser
    # gets there; the build makes them wait for the first frame (agency_site/platform/frontend).
    for path in ("/", "/blog", "/fr/contact"):
        _, body = fetch(production_url + path)
        assert 'rel="modulepreload"' not in body
        assert '<link rel="preload" as="image" href="/flags/' not in body
        bootstrap = re.search(r'<script type="module" async="">(.*?)</script>', body, re.S)
        assert bootstrap.group(1).startswith("requestAnimationFrame(")
        assert not re.search(r"^import ", bootstrap.group(1), re.M)


def test_the_page_still_comes_alive_without_the_preloads(production_url, page: Page):
    page.emulate_media(color_scheme="light")
    page.goto(production_url + routes.PRICING)
    # The scripts load from the first frame after the page has painted; the theme toggle
    # works once the back end has sent the page its state (ColourModeState).
    hydrated(page)
    page.get_by_test_id("theme-toggle").click()
    expect(page.locator("html")).to_have_class(re.compile(r"\bdark\b"))


def test_a_notice_shows_in_the_page_language_above_the_page_and_closes(production_url, page: Page):
    # ToastState's notice, under the production content policy: in French on a French page,
    # in the browser's top layer, closed by Escape.
    page.goto(production_url + routes.localized("fr", routes.PRICING))
    hydrated(page)
    page.get_by_role("button", name=in_language(t("Choose Plan"), "fr")).first.click()
    expect(notices(page)).to_contain_text(in_language(t("Contact Us to Get Started!"), "fr"))
    assert page.locator("#notice-viewport").evaluate("v => v.matches(':popover-open')")
    page.keyboard.press("Escape")
    expect(notices(page)).to_have_count(0)


def test_the_salary_converter_converts_in_the_page_language(production_url, page: Page):
    # ConverterState under the production policy: German amounts, a job's button fills the
    # field (a set_value event).
    page.goto(production_url + routes.localized("de", routes.CURRENCY_CONVERTER))
    hydrated(page)
    page.locator("#converter-amount").fill("1000")
    expect(page.get_by_test_id("currency-result")).to_have_text(money_in(754, "GBP", "de", 2))
    jobs = page.get_by_test_id("currency-converter").locator("li button")
    jobs.last.click()
    expect(page.locator("#converter-amount")).to_have_value(str(JOBS[-1].monthly_salary))


def test_the_job_board_reads_its_address_and_keeps_a_shortlist(production_url, page: Page):
    # JobSearchState and ShortlistState in the production build: a shared search in German,
    # a filter written back to the address, a saved job that survives a reload.
    board = production_url + routes.localized("de", routes.JOBS_DASHBOARD)
    # Every job is in the pre-rendered page, before any script runs.
    assert all(f'data-job="{job.id}"' in fetch(board)[1] for job in JOBS)
    page.goto(board + "?country=spain&sort=city")
    hydrated(page)
    cards = page.get_by_test_id("job-results").get_by_test_id("job-card")
    expect(cards).to_have_count(2)
    expect(cards.first).to_have_attribute("data-job", "barcelona-language-assistant")
    page.select_option("#jobs-subject", "english")
    expect(cards).to_have_count(1)
    expect(page).to_have_url(re.compile(r"subject=english"))
    save = cards.first.get_by_test_id("save-job")
    save.click()
    expect(save).to_have_attribute("aria-pressed", "true")
    page.goto(production_url + routes.localized("de", routes.SHORTLIST))
    hydrated(page)
    expect(page.get_by_test_id("shortlist-job")).to_have_attribute(
        "data-job", "barcelona-language-assistant"
    )


def test_every_faq_answer_is_in_the_pre_rendered_html(production_url):
    # Closed answers too: crawlers and visitors without scripts read them all.
    for path, faq in ((routes.PRICING, PRICING_FAQ), (routes.APPLY_UZBEKISTAN, APPLY_FAQ)):
        text = html.unescape(fetch(production_url + path)[1])
        for item in faq.questions:
            assert item.question in text and item.answer in text, (path, item.question)


def test_social_cards_and_structured_data_are_in_the_html(production_url):
    job_page = routes.localized("fr", routes.job(JOBS[0].id))
    _, body = fetch(production_url + job_page)
    for tag in (
        f'<meta content="{settings.site_origin}{seo.SHARE_IMAGE}" property="og:image"/>',
        f'<meta content="{settings.site_origin}{job_page}" property="og:url"/>',
        '<meta content="fr_FR" property="og:locale"/>',
        '<meta content="summary_large_image" name="twitter:card"/>',
    ):
        assert tag in body
    assert "favicon.ico" not in body
    blocks = json_ld_blocks(body)
    assert [block["@type"] for block in blocks] == ["Organization", "BreadcrumbList", "JobPosting"]
    assert blocks[2]["title"] == in_language(JOBS[0].title, "fr")
    assert [problem for block in blocks for problem in problems_in(block)] == []


def test_sitemap_lists_every_page_in_every_language_and_robots_points_to_it(production_url):
    _, sitemap = fetch(production_url + "/sitemap.xml")
    listed = set(re.findall(r"<loc>([^<]+)</loc>", sitemap))
    expected = {
        settings.site_origin + routes.localized(code, route.path).rstrip("/")
        for route in PUBLIC_ROUTES
        for code in CODES
    }
    assert {url.rstrip("/") for url in listed} == expected
    status, robots = fetch(production_url + "/robots.txt")
    assert status == 200
    assert f"Sitemap: {settings.site_origin}/sitemap.xml" in robots


def _tags(page: str, name: str) -> list[dict[str, str]]:
    """The attributes of every `name` element of a page."""
    return [
        {key.lower(): html.unescape(value) for key, value in re.findall(r'([\w-]+)="([^"]*)"', tag)}
        for tag in re.findall(rf"<{name}\b[^>]*>", page)
    ]


def test_the_feeds_are_served_and_every_page_names_them(production_url):
    # Issue 23: the Atom and RSS feeds of the page's language, in <head> for feed readers and
    # in the footer for visitors; files of the build, typed as feeds and cached briefly.
    _, page = fetch(production_url + routes.localized("fr", routes.ABOUT))
    head, body = page.split("</head>", 1)
    named = {tag["href"]: tag for tag in _tags(head, "link") if "title" in tag}
    footer_links = {tag.get("href") for tag in _tags(body, "a")}
    for feed in feeds.links("fr"):
        status, headers, xml = request(production_url + feed.path)
        assert status == 200, feed.path
        assert headers.get("content-type") == feed.media_type, feed.path
        assert headers.get("cache-control") == SHORT, feed.path
        parsed = feedparser.parse(xml)
        assert parsed.bozo == 0 and parsed.entries and parsed.feed.language == "fr", feed.path
        link = named[routes.absolute(feed.path)]
        assert (link["rel"], link["type"]) == ("alternate", feed.media_type)
        assert link["title"] == in_language(feed.title, "fr")
        assert feed.path in footer_links
        # Sent compressed, like the rest of the build.
        _, headers, _ = request(production_url + feed.path, "br")
        assert headers.get("content-encoding") == "br", feed.path
    assert not [href for href in named if "/feeds/" in href and "/feeds/fr/" not in href]


# --- Security headers, content policy, origins (issue 8) -------------------------------

SECURITY_HEADERS = (
    "x-content-type-options",
    "referrer-policy",
    "permissions-policy",
)


def test_every_kind_of_response_carries_the_security_headers(production_url):
    _, _, page = request(production_url + "/")
    script = re.search(r'import\("(/assets/[^"]+\.js)"\)', page.decode()).group(1)
    stylesheet = re.search(r'href="(/assets/[^"]+\.css)"', page.decode()).group(1)
    for path in ["/", "/fr/about", "/no-such-page", stylesheet, script, "/sitemap.xml",
                 "/robots.txt", "/favicon.svg", "/ping", "/_health"]:  # fmt: skip
        for encodings in ("identity", "br"):
            _, headers, _ = request(production_url + path, encodings)
            headers = {name.lower(): value for name, value in headers.items()}
            missing = [name for name in SECURITY_HEADERS if name not in headers]
            assert not missing, (path, encodings, missing)
            assert headers["x-content-type-options"] == "nosniff"
            # The content policy goes with documents (pages, SVG) only: it is ~1 KB.
            document = security.is_document(headers.get("content-type", ""))
            assert ("content-security-policy" in headers) == document, (path, encodings)
            if document:
                assert "frame-ancestors 'none'" in headers["content-security-policy"]
            # Plain HTTP here: HSTS is for HTTPS only (unit-tested).
            assert "strict-transport-security" not in headers


def _script_sources(policy: str) -> str:
    return dict(directive.split(" ", 1) for directive in policy.split("; "))["script-src"]


def test_each_page_allows_only_its_own_inline_scripts(production_url):
    for path in ("/", "/fr/services", "/de/blog", "/no-such-page"):
        _, headers, raw = request(production_url + path)
        body = raw.decode()
        policy = re.search(r'<meta http-equiv="Content-Security-Policy" content="([^"]+)">', body)
        assert policy, path
        assert body.index(policy.group(0)) < 200, "the policy comes first in <head>"
        # The header is as strict as the page's own policy: the same scripts, no others.
        header = _script_sources(headers["content-security-policy"])
        assert header == _script_sources(policy.group(1)), path
        assert "'unsafe-inline'" not in header
        for script in re.findall(r"<script(?![^>]*(?:src=|application/ld))[^>]*>(.*?)</script>",
                                 body, re.S):  # fmt: skip
            digest = base64.b64encode(hashlib.sha256(script.encode()).digest()).decode()
            assert f"'sha256-{digest}'" in header, (path, script[:80])


def test_caches_keep_hashed_assets_for_good_and_revalidate_pages(production_url):
    _, _, page = request(production_url + "/")
    script = re.search(r'import\("(/assets/[^"]+\.js)"\)', page.decode()).group(1)
    stylesheet = re.search(r'href="(/assets/[^"]+\.css)"', page.decode()).group(1)
    expected = {
        "/": "no-cache",
        "/fr/about": "no-cache",
        "/no-such-page": "no-cache",
        script: "public, max-age=31536000, immutable",
        stylesheet: "public, max-age=31536000, immutable",
        "/favicon.svg": "public, max-age=300",
        "/robots.txt": "public, max-age=300",
        "/ping": "no-store",
        "/_health": "no-store",
    }
    for path, cache in expected.items():
        _, headers, _ = request(production_url + path, "br")
        assert headers.get("cache-control") == cache, path
    # A page kept by a browser is asked again and answered 304 while it is unchanged.
    _, headers, _ = request(production_url + "/about", "br")
    status, _, body = request(
        production_url + "/about", "br", headers={"If-None-Match": headers["etag"]}
    )
    assert (status, body) == (304, b"")


def test_redirects_do_not_reflect_the_host_header(production_url):
    for path in ("/assets/%2e%2e", "/blog/%2e%2e", "/assets/.."):
        status, headers, _ = request(production_url + path, headers={"Host": "evil.example"})
        location = headers.get("location") or headers.get("Location") or ""
        assert "evil.example" not in location, (path, status, location)
        assert not location or location.startswith("/"), (path, location)


def test_the_health_check_reports_the_database(production_url):
    status, _, body = request(production_url + "/_health")
    assert status == 200
    assert json.loads(body) == {"status": True, "db": True}


def test_pages_hydrate_at_an_address_other_than_the_configured_one(
    production_url, browser, browser_errors_factory
):
    """Point 0 of the second hardening round: the module scripts and the websocket of a page
    served at 127.0.0.1:<port> are its own, whatever AGENCY_SITE_URL says."""
    context = browser.new_context(base_url=production_url)  # a first visit: pop-up included
    page = context.new_page()
    errors = browser_errors_factory(page)
    address = f"elsewhere.{uuid.uuid4().hex[:8]}@example.com"
    subscribe_in_popup(page, address)
    expect(notices(page)).to_contain_text("Subscribed!")
    visit(page, routes.BLOG)
    page.locator("main").get_by_label("Email address").fill("teacher@example.com")
    page.get_by_role("button", name="Subscribe Now (Soon!)").click()
    expect(notices(page)).to_contain_text("Feature In Progress")
    context.close()
    assert not errors.unexpected(), errors.unexpected()


def test_the_office_map_is_framed_and_the_site_cannot_be(production_url, page: Page):
    page.add_init_script(RECORD_VIOLATIONS)
    page.route(re.compile(r"^https://www\.openstreetmap\.org/"), stub_page)
    page.goto(production_url + routes.CONTACT)
    frame = page.frame_locator("iframe").first
    expect(frame.locator("p")).to_have_text("Map")
    assert page.evaluate("window.__violations") == []


def test_other_sites_are_refused_over_http_and_websocket(production_url):
    foreign = {"Origin": "https://attacker.example"}
    for path in ("/ping", "/_health"):
        assert request(production_url + path, headers=foreign)[0] == 403, path
        assert request(production_url + path, headers={"Origin": production_url})[0] == 200
    # Pages and files are anyone's to load (browsers send Origin with module scripts).
    assert request(production_url + "/", headers=foreign)[0] == 200
    assert connects(production_url, production_url) is True
    assert connects(production_url, foreign["Origin"]) is False


@pytest.mark.parametrize("language", CODES)
def test_every_claim_in_the_pre_rendered_pages_has_a_source(production_url, language):
    """Issue 20 ("Nothing invented"): the scan of tests/claims.py over the text of every page
    as it is served, and over its JSON-LD; each claim must be one the allow-list sources."""
    found = {}
    for route in PUBLIC_ROUTES:
        status, body = fetch(production_url + routes.localized(language, route.path))
        assert status == 200, route.path
        lines = claims.html_lines(body)
        if route.path == routes.HOME:
            # The scan reads the page's text: the statistics are in it.
            assert settings.teachers_placed in lines
            assert in_language(t("Teachers Placed"), language) in lines
        lines += [text for block in json_ld_blocks(body) for text in claims.json_strings(block)]
        if hits := claims.findings(lines, language):
            found[route.path] = hits
    assert found == {}


def test_the_header_menus_close_by_state_in_german(production_url, page: Page):
    # MenuState under the production policy: the Services dropdown opens on hover and closes
    # once one of its pages is chosen; the picker closes on Escape, the focus back on its
    # button. (German's main links are in the header's row from 1536 px.)
    page.set_viewport_size({"width": 1600, "height": 900})
    page.goto(production_url + routes.localized("de", routes.HOME))
    hydrated(page)
    nav = page.locator("header").get_by_role("navigation", name=in_language(t("Main"), "de"))
    nav.get_by_role("link", name=in_language(t("Services"), "de")).hover()
    dropdown = page.get_by_test_id("services-dropdown")
    expect(dropdown).to_be_visible()
    route_changed(page, dropdown.get_by_role("link").first.click)
    expect(page).to_have_url(re.compile(re.escape(routes.localized("de", routes.SERVICES))))
    expect(page.get_by_test_id("services-dropdown")).to_be_hidden()

    picker = page.get_by_test_id("language-picker")
    picker.locator("summary").focus()
    page.keyboard.press("Enter")
    expect(picker.locator("ul")).to_be_visible()
    page.keyboard.press("Tab")
    page.keyboard.press("Escape")
    expect(picker.locator("ul")).to_be_hidden()
    expect(picker.locator("summary")).to_be_focused()


class _MenuLinks(html.parser.HTMLParser):
    """Counts the links inside each of the header's menu panels (id ...-menu-panel)."""

    # Tags that hold no panel: links and void elements, which have no end tag to pop.
    _NO_PANEL = ("a", "img", "br", "input", "meta", "link")

    def __init__(self):
        super().__init__()
        self.links: dict[str, int] = {}
        self._open: list[str | None] = []

    def handle_starttag(self, tag, attrs):
        panel = dict(attrs).get("id") or ""
        if tag in self._NO_PANEL:
            if tag == "a":
                for name in filter(None, self._open):
                    self.links[name] = self.links.get(name, 0) + 1
            return
        self._open.append(panel if panel.endswith("-menu-panel") else None)

    def handle_endtag(self, tag):
        if tag not in self._NO_PANEL and self._open:
            self._open.pop()


def test_the_pre_rendered_menus_hold_their_items_which_leave_once_the_page_has_loaded(
    production_url, page: Page
):
    # Crawlers and a page not yet hydrated get every item; once the page has loaded, a
    # closed menu's items are left out and come back with the menu (MenuState.loaded).
    path = routes.localized("fr", routes.ABOUT)
    status, body = fetch(production_url + path)
    assert status == 200
    counter = _MenuLinks()
    counter.feed(body)
    services = len(navigation.SERVICE_PAGES)
    assert counter.links == {
        "services-menu-panel": services,
        "language-menu-panel": len(CODES),
        # The main links with the Services pages, BrightMatch and Priority hiring.
        "mobile-menu-panel": len(navigation.MAIN) - 1 + services + 2,
    }
    page.goto(production_url + path)
    hydrated(page)
    for panel in counter.links:
        expect(page.locator(f"#{panel} a")).to_have_count(0)
    page.get_by_test_id("language-picker").locator("summary").click()
    expect(page.locator("#language-menu-panel a")).to_have_count(len(CODES))


def test_the_cookie_choice_is_stored_and_the_header_turns_on_scroll(production_url, page: Page):
    # CookieConsentState and the header's scroll-driven look under the production policy.
    page.goto(production_url + routes.localized("fr", routes.ABOUT))
    hydrated(page)
    banner = page.get_by_test_id("cookie-banner")
    banner.get_by_role("button", name=in_language(t("Reject All"), "fr")).click()
    expect(banner).to_have_count(0)
    page.wait_for_function("() => localStorage.getItem('cookie_consent') === 'false'")
    page.reload()
    hydrated(page)
    expect(page.get_by_test_id("cookie-banner")).to_have_count(0)

    shadow = "getComputedStyle(document.querySelector('header')).boxShadow"
    assert page.evaluate(shadow) == "none"
    page.evaluate("window.scrollTo(0, 200)")
    page.wait_for_function(f"() => {shadow} !== 'none'")


def test_the_carousel_controls_move_the_slides(production_url, page: Page):
    # Python renders the buttons and dots; the Embla seam gives them their clicks.
    page.goto(production_url + routes.REVIEWS)
    hydrated(page)
    carousel = page.get_by_test_id("reviews-carousel")
    carousel.scroll_into_view_if_needed()
    expect(carousel).to_have_attribute("data-ready", "true")
    carousel.get_by_role("button", name="Stop the slides", exact=True).click()
    expect(carousel.get_by_role("button", name="Stop the slides", exact=True)).to_be_disabled()
    carousel.get_by_role("button", name="Next slide", exact=True).click()
    expect(carousel).to_have_attribute("data-playing", "false")


def test_the_skip_link_jumps_to_the_content_without_leaving_the_page(production_url, page: Page):
    # A pre-rendered page's in-page links stay on the page (components/links.anchor_link):
    # a router link would have pointed at the pre-render path, /contact/#main-content.
    page.goto(production_url + routes.CONTACT)
    hydrated(page)
    page.keyboard.press("Tab")
    skip = page.get_by_role("link", name="Skip to content")
    expect(skip).to_be_focused()
    expect(skip).to_have_attribute("href", "#main-content")
    page.keyboard.press("Enter")
    expect(page).to_have_url(production_url + routes.CONTACT + "#main-content")
    page.wait_for_function("() => window.scrollY > 0")
