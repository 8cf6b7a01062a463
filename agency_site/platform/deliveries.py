"""Each click applied once, even when the worker handling it dies (issue 42).

A page numbers every event it sends (assets/js/deliveries.js) and keeps it until the back end
answers that the event is applied and saved. If the connection drops first, for instance
because the worker was killed, the page sends those events again, with the same numbers,
to whichever worker it reconnects to. That worker may find one applied already: the dead
worker saved it, then died before answering. So each visitor's state records the last event
applied from each page (DeliveryState), saved with what the event changed in one atomic
write; an event the record counts is answered and not applied a second time.

A background handler (a form sent, a subscription) changes the database or sends mail, which
no such write covers, and its state is saved before it runs. It is not recorded: sent again,
it runs again, so one cut short by a dying worker is finished by the next. A second run
comes only of an answer lost after the handler finished; an address is subscribed once
whatever happens, and at worst a message is sent twice, never lost.
"""

from __future__ import annotations

import asyncio
import re

import reflex as rx
from reflex.event import Event

from agency_site.platform.reflex_internals import EventContext, StateUpdate

# Where the number travels: in the event's arguments, taken out before its handler runs.
DELIVERY_KEY = "_delivery"
# The back end's answer, a page event carrying the number (`DELIVERY_KEY`).
DELIVERED_EVENT = "_delivered"
# "<page>.<n>": the page's random name, new on each load, and the n-th event it sent.
DELIVERY = re.compile(r"([0-9a-z]{12})\.([1-9][0-9]{0,8})")
# A tab holds one page at a time; a few more cover one restored from the back-forward cache.
PAGES_REMEMBERED = 8

# Answers on their way (the loop keeps only a weak reference to a task).
_answering: set[asyncio.Task] = set()


def well_formed(delivery: object) -> bool:
    return isinstance(delivery, str) and DELIVERY.fullmatch(delivery) is not None


def _page_and_number(delivery: str) -> tuple[str, int]:
    page, number = DELIVERY.fullmatch(delivery).groups()
    return page, int(number)


def counted(applied: dict[str, int], delivery: str) -> bool:
    """Whether the event numbered `delivery` is among those `applied` (the last number per
    page). A page's events are applied in the order it sent them."""
    page, number = _page_and_number(delivery)
    return applied.get(page, 0) >= number


def with_applied(applied: dict[str, int], delivery: str) -> dict[str, int]:
    """`applied` counting the event numbered `delivery`: its page last, the oldest pages
    beyond PAGES_REMEMBERED forgotten."""
    page, number = _page_and_number(delivery)
    others = [(name, last) for name, last in applied.items() if name != page]
    return dict([*others[-(PAGES_REMEMBERED - 1) :], (page, number)])


class DeliveryState(rx.State):
    """The visitor's record of the events applied, never sent to the page."""

    _applied: dict[str, int] = rx.field(default_factory=dict)


def delivered(delivery: str) -> Event:
    return Event(name=DELIVERED_EVENT, payload={DELIVERY_KEY: delivery})


class OnceEach(rx.Middleware):
    """Applies each numbered event once, and answers it once it is saved.

    Reflex calls it with the visitor's state locked, before the event's handler; the lock is
    released, and what changed saved, when the event's task ends.
    """

    async def preprocess(self, app: rx.App, state: rx.State, event: Event) -> StateUpdate | None:
        delivery = event.payload.pop(DELIVERY_KEY, None)
        if delivery is None:
            return None
        if _runs_in_background(state, event):
            _answer_when_saved(EventContext.get(), delivery)
            return None
        record = await state.get_state(DeliveryState)
        if counted(record._applied, delivery):
            # Saved before: answered, and nothing else done.
            return StateUpdate(events=[delivered(delivery)])
        record._applied = with_applied(record._applied, delivery)
        _answer_when_saved(EventContext.get(), delivery)
        return None


def _runs_in_background(state: rx.State, event: Event) -> bool:
    state_name, _, handler_name = event.name.rpartition(".")
    return type(state).get_class_substate(state_name).event_handlers[handler_name].is_background


def _answer_when_saved(event: EventContext, delivery: str) -> None:
    def answer(task: asyncio.Task) -> None:
        # A failed event saved nothing: unanswered, the page sends it again after a reconnect.
        # (A background handler's task ends when the handler does.)
        if task.cancelled() or task.exception() is not None:
            return
        answering = asyncio.ensure_future(event.emit_event(delivered(delivery)))
        _answering.add(answering)
        answering.add_done_callback(_answering.discard)

    asyncio.current_task().add_done_callback(answer)
