"""State classes as the back end holds them for one tab, to call their handlers directly."""

from __future__ import annotations

from typing import TypeVar

import reflex as rx

from agency_site.platform.reflex_internals import RouterData

StateT = TypeVar("StateT", bound=rx.State)


def state_at(state_class: type[StateT], address: str) -> StateT:
    """A fresh `state_class` of a tab showing `address` (path and query)."""
    root = rx.State(_reflex_internal_init=True)
    state = root.get_substate(state_class.get_full_name().split(".")[1:])
    state.router = RouterData.from_router_data(
        {
            "pathname": address.split("?", 1)[0],
            "asPath": address,
            "query": {},
            "headers": {"host": "localhost"},
        }
    )
    return state
