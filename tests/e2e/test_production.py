"""Production mode (`reflex run --env prod`): pre-rendered pages on one port, HTTP 404 for
unknown paths, no framework badge, no diagnostic pages.

The build runs in a copy of the project so it cannot disturb the dev server's `.web/`.
"""

from __future__ import annotations

import html
import re
import urllib.error
import urllib.request

import pytest
from playwright.sync_api import Page, expect

from agency_site import routes
from agency_site.i18n import CODES, in_language, t
from agency_site.pages import ROUTES
from agency_site.settings import settings
from tests.e2e.server import ReflexServer, copy_project

PUBLIC_ROUTES = [route for route in ROUTES if route.public]


@pytest.fixture(scope="module")
def production_url(tmp_path_factory):
    project = copy_project(tmp_path_factory.mktemp("production") / "site")
    server = ReflexServer("prod", project_dir=project, extra_env={"AGENCY_DIAGNOSTICS": "0"})
    try:
        yield server.start()
    finally:
        server.stop()


def fetch(url: str) -> tuple[int, str]:
    try:
        with urllib.request.urlopen(url, timeout=30) as response:
            return response.status, response.read().decode()
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode()


@pytest.mark.parametrize("language", CODES)
@pytest.mark.parametrize("route", PUBLIC_ROUTES, ids=[r.path for r in PUBLIC_ROUTES])
def test_every_route_is_pre_rendered_in_every_language(production_url, route, language):
    status, body = fetch(production_url + routes.localized(language, route.path))
    assert status == 200
    title = re.search(r"<title>(.*?)</title>", body)
    assert title and html.unescape(title.group(1)) == in_language(route.title, language)
    description = re.search(r'<meta content="([^"]*)" name="description"', body)
    assert description and html.unescape(description.group(1)) == in_language(
        route.description, language
    )
    # The heading is in the HTML itself, before any script runs.
    assert re.search(r"<h1[ >]", body), "no pre-rendered <h1>"
    assert "Built with Reflex" not in body
    # Search engines find the page's other languages and its canonical address.
    for code in CODES:
        alternate = settings.site_origin + routes.localized(code, route.path)
        assert f'href="{alternate}" hrefLang="{code}"' in body, code
    assert 'hrefLang="x-default"' in body


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
    status, _ = fetch(production_url + "/no-such-page")
    assert status == 404
    # Chromium logs the document's own 404 status as a console error.
    browser_errors.allow("the server responded with a status of 404")
    page.goto(production_url + "/no-such-page")
    expect(page.locator("main h1")).to_have_text("We couldn't find that page")


def test_diagnostic_pages_do_not_exist_in_production(production_url):
    for path in (routes.DIAGNOSTIC_RENDER_ERROR, routes.DIAGNOSTIC_NOTICES):
        assert fetch(production_url + path)[0] == 404
