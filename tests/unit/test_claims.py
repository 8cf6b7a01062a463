"""Nothing invented (issue 20 point 7): every claim on every page, in every language, is one
the allow-list of tests/claims.py traces to the spec, a setting or the agency's content.

Reads the text of each route's component tree as built in each language (labels included) and the strings of its JSON-LD blocks. The production
test (tests/e2e/test_production.py) runs the same scan over the pre-rendered HTML.
"""

from __future__ import annotations

import pytest

from agency_site import seo
from agency_site.i18n import CODES
from agency_site.pages import ROUTES
from tests import claims
from tests.claims import page_lines


def structured_lines(path: str, language: str) -> list[str]:
    route = next(route for route in ROUTES if route.path == path)
    if not route.public:
        return []
    blocks = seo.structured_data(route, seo.breadcrumb_trail(route, ROUTES), language)
    return [line for block in blocks for line in claims.json_strings(block)]


def every_line() -> list[tuple[str, str]]:
    return [
        (line, language)
        for route in ROUTES
        for language in CODES
        for line in (*page_lines(route.path, language), *structured_lines(route.path, language))
    ]


@pytest.mark.parametrize("route", ROUTES, ids=[route.path for route in ROUTES])
def test_every_claim_on_the_page_has_a_source(route):
    found = {
        language: claims.findings(list(page_lines(route.path, language)), language)
        for language in CODES
    }
    assert {language: hits for language, hits in found.items() if hits} == {}


@pytest.mark.parametrize("route", ROUTES, ids=[route.path for route in ROUTES])
def test_every_claim_in_the_structured_data_has_a_source(route):
    found = {
        language: claims.findings(structured_lines(route.path, language), language)
        for language in CODES
    }
    assert {language: hits for language, hits in found.items() if hits} == {}


@pytest.mark.parametrize("entry", claims.ALLOWED, ids=lambda entry: entry.patterns[0][:40])
def test_every_allowed_claim_cites_a_real_source(entry):
    assert claims.source_problem(entry.source) is None


def test_every_allow_list_entry_is_still_needed():
    lines = every_line()
    unused = [
        entry.patterns
        for entry in claims.ALLOWED
        if not any(any(entry.spans(line)) for line, _language in lines)
    ]
    assert unused == [], "remove these entries from tests/claims.py: the site no longer says them"


@pytest.mark.parametrize(
    ("line", "language", "claim"),
    [
        ("Join 600+ teachers placed in 12 countries", "en", ["600+", "12 countries"]),
        ("A 98% placement success rate", "en", ["98%"]),
        ("Twelve years in recruitment", "en", ["Twelve years"]),
        ("Hannah Greaves, Director of Partnerships", "en", ["Director"]),
        ("Changed your mind? We refund you in full", "en", ["refund"]),
        ("Schools on three continents", "en", ["continents"]),
        ("International schools with tax-free salaries", "en", ["tax-free"]),
        ("Accredited by the British Council", "en", ["Accredited"]),
        ("Placement is free for teachers", "en", ["free"]),
        ("Head of International Cooperation", "en", ["Head of International"]),
        ("Nous vous remboursons intégralement", "fr", ["remboursons"]),
        ("Directrice générale, 12 pays", "fr", ["Directrice générale", "12 pays"]),
        ("Le placement est gratuit", "fr", ["gratuit"]),
        ("Garantiert keine Vermittlungsgebühren", "de", ["Garantiert"]),
        ("Geschäftsführerin seit acht Jahren", "de", ["Geschäftsführerin", "acht Jahren"]),
        ("mit steuerfreiem Gehalt, kostenlos", "de", ["steuerfreiem", "kostenlos"]),
    ],
)
def test_the_scan_catches_invented_claims(line, language, claim):
    assert claims.unsourced(line, language) == claim


def test_the_scan_lets_sourced_claims_through():
    assert claims.unsourced("Join 5,000+ educators who trust us", "en") == []
    assert claims.unsourced("Use the code FASTTRACK15 for 15% off any package", "en") == []
    # The same figure in another sentence is not the spec's claim.
    assert claims.unsourced("15% of our teachers found a post", "en") == ["15%"]


def test_a_source_must_exist():
    assert claims.source_problem(claims.setting("no_such_setting")) == "no such setting"
    assert claims.source_problem(claims.content("agency_site/content/nowhere.py"))
    assert claims.source_problem(claims.spec("2.3", "")) == "quotes nothing"
