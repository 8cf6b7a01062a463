"""The hosted Supabase project (settings.supabase_url), through the official client.

A client holds one visitor's session, so each call builds its own: clients are never
shared between visitors (and nothing needs to survive between events, which keeps the
back end free to run on several workers).
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import httpx
from supabase import AsyncClient, AsyncClientOptions, acreate_client
from supabase_auth import AsyncMemoryStorage

from agency_site.settings import settings

# The edge function that takes a newsletter subscription.
NEWSLETTER_FUNCTION = "send-contact-email"


@asynccontextmanager
async def client() -> AsyncIterator[AsyncClient]:
    """A fresh client with its own in-memory session store, closed afterwards.

    Its HTTP client carries the timeout, so functions and auth calls are both bounded
    (the client's own function timeout is deprecated, and auth has none).
    """
    if not settings.hosted_backend:
        raise RuntimeError("no hosted back end is configured (AGENCY_SUPABASE_URL)")
    async with httpx.AsyncClient(timeout=settings.hosted_timeout_seconds) as http:
        yield await acreate_client(
            str(settings.supabase_url).rstrip("/"),
            settings.supabase_anon_key,
            options=AsyncClientOptions(
                storage=AsyncMemoryStorage(),
                auto_refresh_token=False,
                persist_session=False,
                httpx_client=http,
            ),
        )


async def invoke_newsletter(email: str) -> None:
    """Send `{email}` to the newsletter function; raises on any failure.

    An `error` field in the answer is a failure; the client itself
    raises on a non-2xx status (FunctionsHttpError), a relay error (FunctionsRelayError),
    a timeout or a refused connection (httpx errors).
    """
    async with client() as hosted:
        answer = await hosted.functions.invoke(
            NEWSLETTER_FUNCTION, {"body": {"email": email}, "responseType": "json"}
        )
    if not isinstance(answer, dict) or answer.get("error"):
        raise RuntimeError(f"{NEWSLETTER_FUNCTION} answered with an error: {answer!r}")
