"""The Caddyfile written from the build (agency_site/platform/proxy.py): what it tells Caddy to send
for each kind of address, read from a small build; Caddy itself serves a real build in
tests/e2e/test_proxy.py."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from agency_site import routes
from agency_site.components.open_posts import OPEN_UNTIL
from agency_site.dated_files import SITEMAP
from agency_site.platform import proxy, security
from agency_site.platform.build_in_memory import IMMUTABLE, REVALIDATE, page_policy

HOME = b"<!DOCTYPE html><html><head><script>home()</script></head><body>home</body></html>"
ABOUT = b"<!DOCTYPE html><html><head><script>about()</script></head><body>about</body></html>"
NOT_FOUND = b"<!DOCTYPE html><html><body>not found</body></html>"
FRENCH_NOT_FOUND = b"<!DOCTYPE html><html><head><script>fr()</script></head><body>fr</body></html>"
# A page that lists posts: its post carries its closing day (components/open_posts.py).
BOARD = f'<!DOCTYPE html><html><body><a {OPEN_UNTIL}="2026-12-31">post</a></body></html>'.encode()
JOBS_FEED = routes.feed("de", "jobs", "rss")


@pytest.fixture
def build(tmp_path: Path) -> Path:
    files = {
        "index.html": HOME,
        "about/index.html": ABOUT,
        "404.html": NOT_FOUND,
        "fr/404.html": FRENCH_NOT_FOUND,
        "assets/app-1a2b.js": b"export {}",
        "assets/app-1a2b.js.br": b"compressed",
        "feeds/en/blog.rss.xml": b"<rss/>",
        JOBS_FEED.lstrip("/"): b"<rss/>",
        SITEMAP.lstrip("/"): b"<urlset/>",
        "fr/jobs-dashboard/index.html": BOARD,
    }
    for name, body in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_bytes(body)
    return tmp_path


def _caddyfile(build: Path, upstreams=("127.0.0.1:8001", "127.0.0.1:8002")) -> str:
    redirects = [(re.compile("/blog/[^/]+/?"), "/blog")]
    return proxy.caddyfile(build, upstreams, ":8080", redirects)


def test_each_page_gets_its_own_policy_at_every_address_make_prod_serves_it(build):
    groups = proxy.documents(build)
    about = groups[(page_policy(ABOUT), REVALIDATE)]
    assert sorted(about) == ["/about", "/about/", "/about/index.html"]
    assert sorted(groups[(page_policy(HOME), REVALIDATE)]) == ["/", "/index.html"]
    text = _caddyfile(build)
    for policy in (page_policy(HOME), page_policy(ABOUT)):
        assert f'Content-Security-Policy "{policy}"' in text


def test_each_worker_is_told_to_listen_only_where_caddy_reaches_it(build):
    comments = [line for line in _caddyfile(build).splitlines() if line.startswith("#")]
    for port in ("8001", "8002"):
        assert any(
            f"--backend-only --backend-host 127.0.0.1 --backend-port {port}" in line
            for line in comments
        )


def test_the_back_end_goes_to_every_worker_and_files_are_served_precompressed(build):
    text = _caddyfile(build)
    assert "reverse_proxy 127.0.0.1:8001 127.0.0.1:8002 {" in text
    for path in security.BACK_END_PATHS:
        assert f" {path} {path}/*" in text
    assert "health_uri /ping" in text
    assert "precompressed br gzip" in text
    assert f'header /assets/* Cache-Control "{IMMUTABLE}"' in text
    assert 'Content-Type "application/rss+xml"' in text


def test_the_files_that_change_with_the_day_go_to_the_workers(build):
    dated = [
        "/fr/jobs-dashboard", "/fr/jobs-dashboard/", "/fr/jobs-dashboard/index.html",
        JOBS_FEED, SITEMAP,
    ]  # fmt: skip
    assert proxy.dated_addresses(build) == sorted(dated)
    text = _caddyfile(build)
    assert f"\t@dated path {' '.join(sorted(dated))}\n\thandle @dated {{\n" in text
    handled = text[text.index("handle @dated {") :]
    assert handled.index("reverse_proxy 127.0.0.1:8001 127.0.0.1:8002 {") < handled.index("\n\t}\n")
    # With the build's content policy (the workers' would name their own address).
    board = f'Content-Security-Policy "{page_policy(BOARD)}"\n\t\t\tCache-Control "{REVALIDATE}"'
    assert board + "\n\t\t\tdefer" in handled[: handled.index("reverse_proxy")]
    # Before the file server, which would send them as built.
    assert text.index("handle @dated") < text.index("file_server")


def test_a_missing_page_gets_the_not_found_page_of_its_language(build):
    text = _caddyfile(build)
    french = text.index("rewrite * /fr/404.html")
    assert text.index("@not_found_fr path /fr/* /fr") < french < text.index("rewrite * /404.html")
    assert page_policy(FRENCH_NOT_FOUND) in text[french:]
    assert "@redirect1 {\n\t\tpath_regexp ^/blog/[^/]+/?$" in text


@pytest.mark.skipif(shutil.which("caddy") is None, reason="Caddy is not installed (make services)")
def test_caddy_accepts_it(build, tmp_path: Path):
    config = tmp_path / "Caddyfile"
    config.write_text(_caddyfile(build))
    checked = subprocess.run(
        ["caddy", "adapt", "--config", str(config), "--adapter", "caddyfile"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert checked.returncode == 0, checked.stderr


def test_the_command_writes_it_for_the_workers_and_the_address_given(build):
    written = subprocess.run(
        [sys.executable, "-m", "agency_site.platform.proxy", "--build", str(build), "--listen", ":8080",
         "--bind", "127.0.0.2", "--upstream", "10.0.0.5:8001", "--upstream", "10.0.0.6:8001",
         "--api-url", "https://www.example.org"],
        capture_output=True, text=True, timeout=300, check=True,
    )  # fmt: skip
    assert written.stdout.startswith("# Written by `python -m agency_site.platform.proxy`")
    assert ":8080 {\n\tbind 127.0.0.2\n" in written.stdout
    assert "reverse_proxy 10.0.0.5:8001 10.0.0.6:8001 {" in written.stdout
    assert "connect-src 'self' https://www.example.org wss://www.example.org" in written.stdout
    assert "path_regexp ^/fr/blog/[^/]+/?$" in written.stdout
