"""The production build served from memory (agency_site/platform/build_in_memory.py)."""

from __future__ import annotations

import gzip
from pathlib import Path

import pytest
from starlette.applications import Starlette
from starlette.responses import HTMLResponse, PlainTextResponse
from starlette.routing import Route
from starlette.testclient import TestClient

from agency_site import routes
from agency_site.components.open_posts import OPEN_UNTIL
from agency_site.content.models import PageMeta
from agency_site.dated_files import SITEMAP
from agency_site.platform import build_in_memory, security
from agency_site.platform.build_in_memory import BuildInMemory

PAGE = b"<!DOCTYPE html><title>About</title>"
SCRIPT = b"console.log('app')"


@pytest.fixture
def build(tmp_path: Path) -> Path:
    """A small build as Reflex writes it: pages as folder/index.html, compressed copies."""
    root = tmp_path / "client"
    (root / "about").mkdir(parents=True)
    (root / "about" / "index.html").write_bytes(PAGE)
    (root / "about" / "index.html.gz").write_bytes(gzip.compress(PAGE))
    (root / "about" / "index.html.br").write_bytes(b"brotli bytes")
    (root / "index.html").write_bytes(b"<!DOCTYPE html><title>Home</title>")
    (root / "assets").mkdir()
    (root / "assets" / "app.js").write_bytes(SCRIPT)
    (root / "robots.txt").write_bytes(b"User-agent: *")
    (tmp_path / "secret.txt").write_bytes(b"outside the build")
    return root


@pytest.fixture
def client(build: Path) -> TestClient:
    """The build in front of a stand-in for Reflex, which answers whatever passes through."""
    reflex = Starlette(
        routes=[
            Route(
                "/{path:path}", lambda r: PlainTextResponse("reflex", 404), methods=["GET", "POST"]
            )
        ]
    )
    return TestClient(BuildInMemory(reflex, build))


def test_a_page_is_served_at_its_own_address_without_a_redirect(client):
    for path in ("/about", "/about/"):
        response = client.get(path, headers={"accept-encoding": "identity"})
        assert response.status_code == 200
        assert response.content == PAGE
        assert response.headers["content-type"] == "text/html; charset=utf-8"
        assert response.headers["content-length"] == str(len(PAGE))
    assert client.get("/", headers={"accept-encoding": ""}).text.endswith("<title>Home</title>")


def test_the_smallest_accepted_copy_is_sent(client):
    def served(accept: str):
        response = client.get("/about", headers={"accept-encoding": accept})
        return response.headers.get("content-encoding"), response.headers["vary"]

    assert served("gzip, deflate, br") == ("br", "Accept-Encoding")
    assert served("gzip, br;q=0") == ("gzip", "Accept-Encoding")
    assert served("identity") == (None, "Accept-Encoding")
    # What a browser gets, decompressed by the client.
    assert client.get("/about", headers={"accept-encoding": "gzip"}).content == PAGE


def test_assets_carry_their_type_and_a_file_without_copies_no_vary(client):
    script = client.get("/assets/app.js")
    assert script.content == SCRIPT
    assert script.headers["content-type"] == "text/javascript; charset=utf-8"
    assert "vary" not in script.headers
    assert client.get("/robots.txt").headers["content-type"] == "text/plain; charset=utf-8"


def test_a_known_etag_gets_304_without_a_body(client):
    first = client.get("/assets/app.js")
    again = client.get("/assets/app.js", headers={"if-none-match": first.headers["etag"]})
    assert again.status_code == 304
    assert again.content == b""
    assert client.get("/assets/app.js", headers={"if-none-match": '"other"'}).status_code == 200


def test_head_sends_the_headers_only(client):
    response = client.head("/about", headers={"accept-encoding": "identity"})
    assert response.status_code == 200
    assert response.headers["content-length"] == str(len(PAGE))
    assert response.content == b""


@pytest.mark.parametrize(
    "path",
    [
        "/ping",  # the back end's own endpoints
        "/missing/page",  # the not-found page is Reflex's
        "/assets",  # a folder without a page
        "/about/index.html.gz",  # a compressed copy is sent in place of its file only
        "/about%00",
        "/../secret.txt",
    ],
)
def test_everything_else_passes_through_to_reflex(client, path):
    response = client.get(path)
    assert (response.status_code, response.text) == (404, "reflex")


def test_only_the_build_is_kept_at_the_addresses_it_serves(build):
    addresses = set(BuildInMemory(None, build).files)
    assert addresses == {
        "/",
        "/index.html",
        "/about",
        "/about/",
        "/about/index.html",
        "/assets/app.js",
        "/robots.txt",
    }


def test_other_methods_pass_through(client):
    assert client.post("/about").text == "reflex"


def test_each_file_is_read_once_at_start(client, build):
    (build / "about" / "index.html").write_bytes(b"changed on disk")
    assert client.get("/about", headers={"accept-encoding": "identity"}).content == PAGE


def test_files_too_big_to_keep_are_left_to_reflex(build, monkeypatch):
    monkeypatch.setattr(BuildInMemory, "MAX_FILE_BYTES", len(SCRIPT) - 1)
    assert "/assets/app.js" not in BuildInMemory(None, build).files


# --- Caching and content policy, per class of file --------------------------------------


def test_hashed_assets_are_kept_for_good_pages_revalidated_other_files_briefly(build):
    (build / "flags").mkdir()
    (build / "flags" / "fr.svg").write_bytes(b"<svg xmlns='http://www.w3.org/2000/svg'/>")
    reloaded = TestClient(BuildInMemory(None, build))
    cache = {
        path: reloaded.get(path).headers["cache-control"]
        for path in ("/assets/app.js", "/about", "/", "/robots.txt", "/flags/fr.svg")
    }
    assert cache == {
        "/assets/app.js": "public, max-age=31536000, immutable",
        "/about": "no-cache",
        "/": "no-cache",
        "/robots.txt": "public, max-age=300",
        "/flags/fr.svg": "public, max-age=300",
    }


def test_an_unchanged_page_is_revalidated_with_a_304(client):
    first = client.get("/about", headers={"accept-encoding": "identity"})
    again = client.get(
        "/about", headers={"accept-encoding": "identity", "if-none-match": first.headers["etag"]}
    )
    assert again.status_code == 304 and again.content == b""
    assert again.headers["cache-control"] == "no-cache"


PAGE_WITH_SCRIPT = b"<!DOCTYPE html><html><head><script>boot()</script></head></html>"


def test_each_page_carries_a_policy_naming_its_own_inline_scripts(build):
    (build / "about" / "index.html").write_bytes(PAGE_WITH_SCRIPT)
    (build / "about" / "index.html.gz").write_bytes(gzip.compress(PAGE_WITH_SCRIPT))
    (build / "about" / "index.html.br").unlink()
    client = TestClient(BuildInMemory(None, build))
    own_script = security.inline_script_hashes(PAGE_WITH_SCRIPT.decode())
    for encoding in ("identity", "gzip"):
        headers = client.get("/about", headers={"accept-encoding": encoding}).headers
        assert headers["content-security-policy"] == security.content_security_policy(
            tuple(own_script)
        )
    assert "content-security-policy" not in client.get("/assets/app.js").headers


def test_the_not_found_page_carries_its_own_policy(build):
    not_found = b"<!DOCTYPE html><html><head><script>notFound()</script></head></html>"
    (build / "404.html").write_bytes(not_found)

    def reflex(request):
        return HTMLResponse(not_found, status_code=404)

    app = Starlette(routes=[Route("/{path:path}", reflex)])
    response = TestClient(BuildInMemory(app, build)).get("/nowhere")
    assert response.status_code == 404
    assert response.headers["content-security-policy"] == security.content_security_policy(
        tuple(security.inline_script_hashes(not_found.decode()))
    )


def test_an_address_of_a_redirecting_route_without_a_page_is_sent_on(build):
    (build / "blog").mkdir()
    (build / "blog" / "known.html").write_bytes(PAGE)
    redirects = routes.redirects(
        [routes.Route("/blog/[slug]", PageMeta("", ""), lambda: None, redirect="/blog")]
    )
    reflex = Starlette(routes=[Route("/{path:path}", lambda r: PlainTextResponse("shell"))])
    client = TestClient(BuildInMemory(reflex, build, redirects), follow_redirects=False)
    for path, target in [
        ("/blog/no-such-article", "/blog"),
        ("/blog/no-such-article/", "/blog"),
        ("/fr/blog/no-such-article", "/fr/blog"),
        ("/de/blog/no-such-article", "/de/blog"),
    ]:
        response = client.get(path)
        assert (response.status_code, response.headers["location"]) == (307, target), path
    assert client.get("/blog/known.html").content == PAGE
    for elsewhere in ("/blog/a/b", "/blogs/x", "/about/x"):
        assert client.get(elsewhere).status_code == 200, elsewhere


def test_a_worker_behind_caddy_serves_the_files_that_change_with_the_day_only(build):
    board = f'<!DOCTYPE html><a {OPEN_UNTIL}="2026-12-31">post</a>'.encode()
    (build / "jobs-dashboard").mkdir()
    (build / "jobs-dashboard" / "index.html").write_bytes(board)
    (build / SITEMAP.lstrip("/")).write_bytes(b"<urlset/>")
    reflex = Starlette(routes=[Route("/{path:path}", lambda r: PlainTextResponse("reflex", 404))])
    worker = BuildInMemory(reflex, build, dated_only=True)
    assert set(worker.files) == {
        "/jobs-dashboard", "/jobs-dashboard/", "/jobs-dashboard/index.html", SITEMAP
    }  # fmt: skip
    client = TestClient(worker)
    assert client.get("/jobs-dashboard").content == board
    assert client.get(SITEMAP).text == "<urlset/>"
    for passed_to_reflex in ("/about", "/", "/assets/app.js", "/nowhere"):
        assert client.get(passed_to_reflex).text == "reflex"


def test_a_worker_without_the_build_says_what_caddy_cannot_get_from_it(
    tmp_path: Path, monkeypatch, caplog
):
    monkeypatch.setattr(build_in_memory, "pages_directory", lambda: tmp_path / "none")
    app = PlainTextResponse("reflex")
    assert build_in_memory.dated_files_only(app) is app
    assert "No production build at" in caplog.text
    assert "the sitemap, the jobs feeds" in caplog.text
