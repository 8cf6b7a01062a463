import sys

import reflex as rx

from agency_site import platform
from agency_site.backend import outage
from agency_site.settings import settings

# Reflex's server (Granian) with a short wait for request headers and room for many
# connections per worker, which Reflex's own launcher gives it no way to set.
platform.serve_with_limits(settings.header_timeout_seconds, settings.connections_per_worker)
# ... and, in development, with back-end workers that cannot hang the front end's launch.
platform.start_dev_workers_cleanly()
# ... which, woken by a saved page file, write that page's package's pages before every page
# (unless AGENCY_DEV_PAGES already has them build a few pages only).
if not settings.dev_pages:
    platform.show_edited_pages_first()
# Visitors' clicks wait for a restarting Redis rather than fail.
platform.wait_out_redis_restarts(lambda: outage.outage_retry(settings.outage_wait_seconds))


def _reflex_db_command() -> bool:
    """Whether this is `reflex db ...` (status, migrate, makemigrations)."""
    return sys.argv[1:2] == ["db"]


config = rx.Config(
    app_name="agency_site",
    # The site's database for Reflex's `reflex db` commands (alembic.ini). Elsewhere unset:
    # the site connects through agency_site/backend/storage.py, which applies the same
    # revisions as it connects, so building and starting never wait for the database (with
    # db_url set, Reflex connects to it at every build to compare the schema).
    db_url=settings.database_url if _reflex_db_command() else None,
    deploy_url=settings.site_origin,
    # Reflex's CORS headers and its socket.io server name the origins the site's own check
    # allows (agency_site/platform/server.py), instead of every origin.
    cors_allowed_origins=sorted(platform.allowed_origins()),
    # Visitors' state in Redis when configured, so several back-end workers share it;
    # otherwise in the worker's memory. (Reflex's default, one pickled file per visitor on
    # disk, rescans its folder on every write: under 500 visitors that was half the worker's
    # time, and p95 latency rose from ~30 ms to 100-160 ms; tests/benchmarks/load.py.)
    redis_url=settings.redis_url,
    state_manager_mode=(
        rx.constants.StateManagerMode.REDIS
        if settings.redis_url
        else rx.constants.StateManagerMode.MEMORY
    ),
    show_built_with_reflex=False,
    # Pre-compressed copies of every built file: brotli for browsers that take it (about
    # 13% smaller JavaScript than gzip), gzip for the rest.
    frontend_compression_formats=["brotli", "gzip"],
    telemetry_enabled=False,
    plugins=[
        rx.plugins.SitemapPlugin(),
        rx.plugins.TailwindV4Plugin(
            config={
                # Tailwind classes live in the compiled pages and memoized components.
                "content": [
                    "./app/**/*.{js,jsx}",
                    "./app_components/**/*.{js,jsx}",
                    "./utils/**/*.{js,jsx}",
                ],
                "darkMode": "class",
                "plugins": ["@tailwindcss/typography@0.5.20"],
            }
        ),
        platform.SiteFrontendPlugin(),
        # Development: names each handler a page calls that the event guard refuses.
        platform.RefusedTriggers(),
    ],
)
