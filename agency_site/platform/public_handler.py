"""`@public`: marks a state's event handler as one the browser may call.

Reflex lets any client call any handler; the event guard (agency_site/platform/event_guard.py)
lets through only the handlers marked here (and four of Reflex's own), with exactly the
arguments they take, in the shapes their type hints name. A handler without the mark can
only be called by the back end itself. The mark is the review: a new one shows in the diff
as `@public` above its `def`, the one place that declares it (tests/unit/test_hardening.py
reads the marks).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

Handler = TypeVar("Handler", bound=Callable)

_MARK = "_callable_from_the_browser"


def public(handler: Handler) -> Handler:
    """Put it directly above the `def` (under `@rx.event`, if any)."""
    setattr(handler, _MARK, True)
    return handler


def is_public(function: Callable) -> bool:
    return getattr(function, _MARK, False)
