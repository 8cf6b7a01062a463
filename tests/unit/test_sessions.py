"""A page that reconnects keeps its session token, and so its state
(reflex_internals.keep_sessions_across_reconnects); a second tab with a copy of the token
still gets a token of its own, as Reflex gives it."""

from __future__ import annotations

import asyncio
import types

from agency_site.platform.reflex_internals import LocalTokenManager, keep_sessions_across_reconnects

TOKEN = "4f0c2d7e-3b1a-4c5d-9e8f-0a1b2c3d4e5f"
HYDRATE = "reflex___state____state.hydrate_and_load"


def _namespace():
    """Reflex's socket handler as far as sessions go: a connection is linked to its token,
    and the page told of a new token if it gets one."""
    tokens = LocalTokenManager()

    async def on_connect(sid: str, environ: dict, auth=None) -> str:
        return await tokens.link_token_to_sid(TOKEN, sid) or TOKEN

    namespace = types.SimpleNamespace(_token_manager=tokens, on_connect=on_connect)
    keep_sessions_across_reconnects(types.SimpleNamespace(event_namespace=namespace))
    return namespace, tokens


def _connect(namespace, sid: str, first: bool) -> str:
    """The token the connection `sid` ends up with; `first`: the page's first connection."""
    payload = {"vars": {}, **({"hashes": []} if first else {})}
    auth = {"event": {"name": HYDRATE, "payload": payload}}
    environ = {"QUERY_STRING": f"token={TOKEN}&EIO=4&transport=websocket"}
    return asyncio.run(namespace.on_connect(sid, environ, auth))


def test_a_page_reconnecting_before_its_old_connection_was_dropped_keeps_its_token():
    namespace, tokens = _namespace()
    assert _connect(namespace, "first", first=True) == TOKEN
    # Its worker has not noticed the first connection drop (or died with it).
    assert _connect(namespace, "again", first=False) == TOKEN
    assert tokens.sid_to_token == {"again": TOKEN}
    assert tokens.token_to_socket[TOKEN].sid == "again"


def test_a_second_tab_with_a_copy_of_the_token_gets_its_own():
    namespace, _ = _namespace()
    _connect(namespace, "first", first=True)
    assert _connect(namespace, "duplicate", first=True) != TOKEN
