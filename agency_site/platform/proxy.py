"""The Caddyfile of a proxied deployment, written from the production build (issue 42).

    python -m agency_site.platform.proxy --upstream 127.0.0.1:8001 --upstream 127.0.0.1:8002 \\
        --listen :80 [--build .web/build/client] > Caddyfile        # or: make deploy-config

Caddy (Debian's 2.6) serves the exported front end as `make prod` serves it (server.py and
build_in_memory.py): each page at its own address, the build's brotli and gzip copies, the
same security headers and content policy (each page's own script hashes, on documents
only), the same cache rules, the not-found page in the address's language with a 404,
the feeds with their own types, and the unknown blog articles sent on to the blog. The back
end's endpoints (the event socket, /ping, /_health, the mail links' one-click unsubscribe)
go to the workers, which share visitors' state in Redis, so any worker will do: no sticky
sessions. While a worker restarts, a request waits for another one instead of failing.
The files that change with the day (the sitemap, the jobs feeds, the pages that list posts)
go to the workers too, which read them from the build and serve them as they read today.
"""

from __future__ import annotations

import argparse
import collections
import re
import sys
from collections.abc import Iterable
from pathlib import Path

from agency_site import routes
from agency_site.i18n import CODES, SOURCE_LANGUAGE
from agency_site.platform import security
from agency_site.platform.build_in_memory import (
    HASHED_ASSETS,
    IMMUTABLE,
    MEDIA_TYPES_BY_SUFFIXES,
    NEVER,
    NOT_FOUND_PAGE,
    REVALIDATE,
    SHORT,
    SIDECARS,
    BuildInMemory,
    media_type_of,
    page_policy,
    pages_directory,
    served_at,
)
from agency_site.settings import settings

# How long Caddy keeps trying the workers for one request while none answers (a rolling
# restart), and how often it checks each one.
TRY_FOR = "15s"
HEALTH_EVERY = "1s"


def _quoted(value: str) -> str:
    return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'


def documents(directory: Path, api_url: str | None = None) -> dict[tuple[str, str], list[str]]:
    """The build's documents grouped by (content policy, cache rule): their addresses."""
    groups: dict[tuple[str, str], list[str]] = collections.defaultdict(list)
    for file in sorted(directory.rglob("*")):
        media_type = media_type_of(file) if file.is_file() else None
        if not media_type or not security.is_document(media_type):
            continue
        cache = REVALIDATE if media_type == "text/html" else SHORT
        groups[(page_policy(file.read_bytes(), api_url), cache)] += served_at(directory, file)
    return groups


def not_found_pages(directory: Path) -> dict[str, str]:
    """The not-found page of each language that has one, by language code."""
    pages = {}
    for code in CODES:
        page = NOT_FOUND_PAGE if code == SOURCE_LANGUAGE else f"/{code}{NOT_FOUND_PAGE}"
        if (directory / page.lstrip("/")).is_file():
            pages[code] = page
    return pages


def caddyfile(
    directory: Path,
    upstreams: Iterable[str],
    listen: str,
    redirects: Iterable[tuple[re.Pattern[str], str]],
    bind: str | None = None,
    api_url: str | None = None,
) -> str:
    """The Caddyfile serving the build in `directory` at the site address `listen` (on the
    interface `bind`, default all), with the back end's endpoints sent to `upstreams`;
    `api_url`: the back end's address the build was made for (default: rxconfig's)."""
    directory = directory.resolve()
    https = settings.site_url.scheme == "https"
    lines = [
        "# Written by `python -m agency_site.platform.proxy` from the build; edit that, not this.",
        *_worker_commands(upstreams),
        "{",
        "\tadmin off",
        "\tservers {",
        "\t\ttimeouts {",
        # A client sending its headers slowly is cut off, as by the workers themselves.
        f"\t\t\tread_header {settings.header_timeout_seconds:g}s",
        "\t\t\tidle 2m",
        "\t\t}",
        "\t}",
        "}",
        "",
        f"{listen} {{",
        *([f"\tbind {bind}"] if bind else []),
        f"\troot * {_quoted(str(directory))}",
        "",
        "\theader {",
        *_security_headers(https, "\t\t"),
        "\t}",
        "",
        f"\t@back_end path {' '.join(p + s for p in security.BACK_END_PATHS for s in ('', '/*'))}",
        "\thandle @back_end {",
        f"\t\theader Cache-Control {_quoted(NEVER)}",
        *_to_workers(upstreams),
        "\t}",
        "",
    ]
    groups = documents(directory, api_url)
    if dated := dated_addresses(directory):
        # They change with the day: the workers send them as they read today, with the
        # content policy of the build's back-end address, not of their own.
        lines += [f"\t@dated path {' '.join(dated)}", "\thandle @dated {"]
        lines += [*_document_headers(groups, "dated_documents", "\t\t", set(dated))]
        lines += [*_to_workers(upstreams), "\t}", ""]
    for number, (pattern, target) in enumerate(redirects, 1):
        lines += [
            f"\t@redirect{number} {{",
            f"\t\tpath_regexp ^{pattern.pattern}$",
            "\t\tnot file {path} {path}/index.html",
            "\t}",
            f"\theader @redirect{number} Cache-Control {_quoted(NEVER)}",
            f"\tredir @redirect{number} {target} 307",
        ]
    lines += [
        "",
        "\thandle {",
        "\t\troute {",
        f"\t\t\theader Cache-Control {_quoted(SHORT)}",
        f"\t\t\theader {HASHED_ASSETS}* Cache-Control {_quoted(IMMUTABLE)}",
    ]
    # The types make prod gives XML files where Caddy would say text/xml. Deferred: applied
    # after the file server has set its own.
    typed = {f"*{suffixes}": media_type for suffixes, media_type in MEDIA_TYPES_BY_SUFFIXES.items()}
    typed_xml = {"*.xml": media_type_of(Path("any.xml")), **typed}
    for number, (pattern, media_type) in enumerate(typed_xml.items(), 1):
        others = [other for other in typed if other != pattern] if pattern == "*.xml" else []
        lines += [
            f"\t\t\t@typed{number} {{",
            f"\t\t\t\tpath {pattern}",
            *([f"\t\t\t\tnot path {' '.join(others)}"] if others else []),
            "\t\t\t}",
            f"\t\t\theader @typed{number} {{",
            f"\t\t\t\tContent-Type {_quoted(media_type)}",
            "\t\t\t\tdefer",
            "\t\t\t}",
        ]
    lines += [*_document_headers(groups, "documents", "\t\t\t")]
    lines += [
        # /about from about/index.html, without Caddy's redirect to /about/.
        "\t\t\ttry_files {path} {path}/index.html",
        "\t\t\tfile_server {",
        f"\t\t\t\tprecompressed {' '.join(_precompressed())}",
        "\t\t\t\tdisable_canonical_uris",
        "\t\t\t}",
        "\t\t}",
        "\t}",
        "",
        "\thandle_errors {",
        # Only a missing file: the workers' own errors (a 502 while none answers) stay theirs.
        "\t\t@missing expression `{err.status_code} == 404`",
        "\t\thandle @missing {",
    ]
    pages = not_found_pages(directory)
    # The other languages' first (/fr/...), then the source language's for every other path.
    for code, page in sorted(pages.items(), key=lambda item: item[0] == SOURCE_LANGUAGE):
        policy = page_policy((directory / page.lstrip("/")).read_bytes(), api_url)
        matcher = "*" if code == SOURCE_LANGUAGE else f"/{code}/* /{code}"
        lines += [
            f"\t\t\t@not_found_{code} path {matcher}",
            f"\t\t\thandle @not_found_{code} {{",
            f"\t\t\t\trewrite * {page}",
            "\t\t\t\theader {",
            # An error's answer is a new response: it gets the security headers anew.
            *_security_headers(https, "\t\t\t\t\t"),
            f"\t\t\t\t\tContent-Security-Policy {_quoted(policy)}",
            f"\t\t\t\t\tCache-Control {_quoted(REVALIDATE)}",
            "\t\t\t\t}",
            "\t\t\t\tfile_server {",
            f"\t\t\t\t\tprecompressed {' '.join(_precompressed())}",
            "\t\t\t\t}",
            "\t\t\t}",
        ]
    lines += ["\t\t}", "\t}", "}", ""]
    return "\n".join(lines)


def _document_headers(
    groups: dict[tuple[str, str], list[str]], name: str, indent: str, only: set[str] | None = None
) -> list[str]:
    """The content policy and cache rule of each group of documents (those among `only`);
    with `only`, they replace those of the workers' answer (`defer`)."""
    lines = []
    for number, ((policy, cache), addresses) in enumerate(groups.items(), 1):
        if only is not None and not (addresses := [a for a in addresses if a in only]):
            continue
        lines += [
            f"{indent}@{name}{number} path {' '.join(addresses)}",
            f"{indent}header @{name}{number} {{",
            f"{indent}\tContent-Security-Policy {_quoted(policy)}",
            f"{indent}\tCache-Control {_quoted(cache)}",
            *([f"{indent}\tdefer"] if only is not None else []),
            f"{indent}}}",
        ]
    return lines


def dated_addresses(directory: Path) -> list[str]:
    """The addresses of the build's files that change with the day (agency_site/dated_files.py):
    the sitemap, the jobs feeds and every page that lists posts; those a worker serves."""
    return sorted(BuildInMemory(None, directory, dated_only=True).files)


def _to_workers(upstreams: Iterable[str]) -> list[str]:
    """Caddy's reverse proxy to the workers: any will do, and while none answers (a rolling
    restart) a request waits for one."""
    return [
        f"\t\treverse_proxy {' '.join(upstreams)} {{",
        "\t\t\tlb_policy round_robin",
        f"\t\t\tlb_try_duration {TRY_FOR}",
        "\t\t\tlb_try_interval 250ms",
        "\t\t\thealth_uri /ping",
        f"\t\t\thealth_interval {HEALTH_EVERY}",
        "\t\t\thealth_timeout 2s",
        "\t\t\tfail_duration 2s",
        "\t\t}",
    ]


def _worker_commands(upstreams: Iterable[str]) -> list[str]:
    """How to start each worker, listening only where Caddy reaches it: a worker reachable
    from elsewhere would take a forged X-Forwarded-For and skip every per-address limit."""
    lines = ["# Start each worker on the address Caddy reaches it at, and nowhere else:"]
    for upstream in upstreams:
        host, _, port = upstream.rpartition(":")
        lines.append(
            "#   AGENCY_SECRET_KEY=... REFLEX_TRUSTED_PROXY_HOPS=1 reflex run --env prod "
            f"--backend-only --backend-host {host.strip('[]')} --backend-port {port}"
        )
    return lines


def _security_headers(https: bool, indent: str) -> list[str]:
    """security.response_headers, and no `Server` header (the workers send none)."""
    headers = security.response_headers(https=https)
    lines = [f"{indent}{name.decode()} {_quoted(value.decode())}" for name, value in headers]
    return [*lines, f"{indent}-Server"]


def _precompressed() -> list[str]:
    # The build's copies, in rxconfig's order of preference; Caddy names them as
    # Content-Encoding does (br, gzip).
    return list(SIDECARS)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--upstream", action="append", required=True, help="a worker, host:port")
    parser.add_argument("--listen", default=":80", help="Caddy's site address (default :80)")
    parser.add_argument("--bind", help="the interface to listen on (default: all)")
    parser.add_argument(
        "--api-url", help="the back end's address the build was made for (REFLEX_API_URL)"
    )
    parser.add_argument("--build", type=Path, help="the exported front end (default: the build)")
    args = parser.parse_args(argv)
    # The route table (for the redirects) loads every page module: only when writing.
    from agency_site.pages import ROUTES

    build = args.build or pages_directory()
    redirects = routes.redirects(ROUTES)
    sys.stdout.write(
        caddyfile(build, args.upstream, args.listen, redirects, args.bind, args.api_url)
    )


if __name__ == "__main__":
    main()
