"""What a page's own state does as the page loads: each visit starts over."""

from __future__ import annotations

import reflex as rx


def start_visit(state: rx.State) -> None:
    """Back to the state's defaults for a new visit (each page's on_load runs this).

    Not on the state's first visit, when it holds its defaults anyway, or a choice made on
    this very page: a page whose back end restarted reconnects to a fresh state, and Reflex
    sends the clicks made while it was down right behind the reconnection, so one may be
    applied before the page's on_load runs again. The state's `_visited` records the first.
    """
    if state._visited:
        state.reset()
    state._visited = True
