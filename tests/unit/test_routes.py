"""The route table matches spec section 2.1 exactly."""

from __future__ import annotations

import collections
import os
import subprocess
import sys

import pytest

from agency_site import pages, routes, seo
from agency_site.i18n import CODES
from agency_site.pages import ROUTES
from agency_site.settings import settings
from tests.e2e import diagnostic_pages
from tests.e2e.server import PROJECT_ROOT

BLOG_SLUGS = [
    "quick-guide-uzbekistan-culture-traditions",
    "top-5-cities-to-visit-in-uzbekistan",
    "moving-to-uzbekistan-as-a-foreign-teacher",
    "cost-of-living-in-uzbekistan-2025",
    "dos-and-donts-cultural-etiquette-for-expats",
    "introduction-to-uzbek-cuisine",
    "transportation-in-uzbekistan",
    "overview-of-the-uzbek-education-system",
    "how-foreigners-are-perceived-in-uzbekistan",
    "20-basic-uzbek-phrases-for-daily-communication",
    "{company}-partners-with-the-tefl-academy",
]

# Spec section 2.1, written out by hand. `{company}` is the brand as a URL segment.
SPEC_PATHS = [
    "/",
    "/about",
    "/services",
    "/services/teacher-recruitment",
    "/services/tech-for-education",
    "/services/partner-agencies",
    "/services/custom-dashboards",
    "/services/job-map",
    "/services/currency-converter",
    "/jobs-dashboard",
    "/apply-uzbekistan",
    "/volunteer-programs",
    "/ministry-partnership",
    "/media-campaigns",
    "/testimonials",
    "/blog",
    *[f"/blog/{slug}" for slug in BLOG_SLUGS],
    "/contact",
    "/cv-review",
    "/pricing",
    "/partners",
    "/partners/xdent-clinic",
    "/partners/blueprint-consulting",
    "/partners/language-travel-uk",
    "/partners/lannister-consulting",
    "/partners/tutoron",
    "/priority-service",
    "/privacy-policy",
    "/gdpr-compliance",
    "/submit-cv",
    "/auth",
    "/payment",
    "/payment-success",
    "/payment-canceled",
    "/news",
    "/news/bp-partnership",
    "/news/tta-partnership",
    "/news/prestige-award-winner",
    "/brightmatch",
    "/partners-demo",
]


def spec_paths() -> set[str]:
    return {path.replace("{company}", settings.brand_slug) for path in SPEC_PATHS}


def public_paths() -> list[str]:
    return [route.path for route in ROUTES if route.public]


def test_public_routes_are_exactly_the_spec_routes_and_those_declared_beyond_it():
    # A page the spec does not list says why it exists where it is declared (Route.beyond_spec):
    # its diff shows the reason; nothing else lists it.
    assert len(SPEC_PATHS) == 50
    public = [route for route in ROUTES if route.public]
    assert {route.path for route in public if not route.beyond_spec} == spec_paths()
    beyond = {route.path: route.beyond_spec for route in public if route.beyond_spec}
    assert not beyond.keys() & spec_paths(), "a spec page marked as beyond it"
    assert all(reason.startswith("issue ") for reason in beyond.values()), beyond


def test_no_path_is_registered_twice():
    counts = collections.Counter(route.path for route in ROUTES)
    assert [path for path, count in counts.items() if count > 1] == []


def test_every_page_has_its_own_title_and_a_description():
    public = [route for route in ROUTES if route.public]
    titles = [seo.tab_title(route, "en") for route in public]
    assert all(title.strip() for title in titles)
    assert len(set(titles)) == len(titles), "two pages share a title"
    assert all(route.meta.description.strip() for route in public)


def test_blog_articles_follow_source_order_and_titles_end_with_the_blog_name():
    article_routes = [r for r in ROUTES if r.public and r.path.startswith(routes.BLOG + "/")]
    slugs = [r.path.removeprefix(routes.BLOG + "/") for r in article_routes]
    assert slugs == [slug.replace("{company}", settings.brand_slug) for slug in BLOG_SLUGS]
    assert all(
        seo.tab_title(r, "en").endswith(f"| {settings.brand_name} Blog") for r in article_routes
    )


def test_teach_page_lives_under_services():
    teach = next(r for r in ROUTES if r.path == routes.TEACH_IN_UZBEKISTAN)
    assert teach.path == "/services/teacher-recruitment"
    assert "Teach in Uzbekistan" in seo.tab_title(teach, "en")


def test_not_found_and_blog_fallback_are_registered_but_not_public():
    private = {route.path for route in ROUTES if not route.public}
    assert {routes.NOT_FOUND, routes.BLOG_POST_FALLBACK} <= private


def test_the_test_pages_only_on_test_servers():
    registered = {route.path for route in ROUTES}
    assert (diagnostic_pages.RENDER_ERROR in registered) == bool(settings.test_pages)


def test_any_unknown_article_address_leads_to_the_blog_in_its_language():
    redirects = routes.redirects(ROUTES)
    for language in CODES:
        unknown = routes.localized(language, routes.blog_post("this-article-does-not-exist"))
        leads_to = [to for pattern, to in redirects if pattern.fullmatch(unknown)]
        assert leads_to == [routes.localized(language, routes.BLOG)]


_PUBLISHED = [routes.localized(code, route.path) for route in ROUTES for code in CODES]


def test_every_page_is_built_unless_a_developer_asks_for_some():
    assert routes.pages_to_build(None, _PUBLISHED) == set(_PUBLISHED)
    assert routes.pages_to_build("", _PUBLISHED) == set(_PUBLISHED)


def test_a_developer_s_pages_are_built_with_the_not_found_pages_only():
    built = routes.pages_to_build("/pricing, /fr/about", _PUBLISHED)
    assert built == {"/pricing", "/fr/about", "404", "fr/404", "de/404"}


def test_a_mistyped_page_stops_the_dev_server_and_names_the_page_meant():
    with pytest.raises(ValueError, match=r"/pricng \(did you mean /pricing"):
        routes.pages_to_build("/pricng", _PUBLISHED)


@pytest.mark.parametrize(("mode", "pages"), [("dev", 4), ("prod", len(_PUBLISHED))])
def test_only_the_dev_server_builds_the_pages_a_developer_asked_for(mode, pages):
    counted = subprocess.run(
        [
            sys.executable,
            "-c",
            "from agency_site.agency_site import app; print(len(app._unevaluated_pages))",
        ],
        cwd=PROJECT_ROOT,
        env={**os.environ, "REFLEX_ENV_MODE": mode, "AGENCY_DEV_PAGES": "/pricing"},
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert counted.stdout.split()[-1] == str(pages), counted.stderr


def test_every_page_package_is_in_the_table_by_itself_in_its_order():
    # No list of packages is kept by hand: each subpackage with ROUTES is in the table, in
    # the order of its ORDER (pages/__init__.py), the not-found page last.
    packages = pages.page_packages(pages.__name__, pages.__path__)
    assert [route.path for package in packages for route in package.ROUTES] == [
        route.path for route in ROUTES if route not in diagnostic_pages.ROUTES
    ]
    assert packages[0] is pages.home and packages[-1] is pages.not_found
    # A package may leave ORDER out (then its name places it); two may not share one.
    orders = [package.ORDER for package in packages if hasattr(package, "ORDER")]
    assert len(set(orders)) == len(orders), "two page packages share an ORDER"


def test_a_new_page_package_is_picked_up_without_being_listed(tmp_path, monkeypatch):
    def package(name: str, body: str) -> None:
        (tmp_path / name).mkdir(parents=True)
        (tmp_path / name / "__init__.py").write_text(body)

    package("site_pages", "")
    package("site_pages/home", "ORDER = 10\nROUTES = ['/']\n")
    package("site_pages/not_found", "ORDER = 1000\nROUTES = ['404']\n")
    package("site_pages/webinars", "ROUTES = ['/webinars']\n")
    package("site_pages/agenda", "ROUTES = ['/agenda']\n")
    package("site_pages/shared", "HELPER = 1\n")  # no ROUTES: not a page
    (tmp_path / "site_pages" / "visits.py").write_text("ROUTES = ['/module']\n")
    monkeypatch.syspath_prepend(str(tmp_path))

    found = pages.page_packages("site_pages", [str(tmp_path / "site_pages")])
    assert [path for package in found for path in package.ROUTES] == [
        "/",
        "/agenda",
        "/webinars",
        "404",
    ]
