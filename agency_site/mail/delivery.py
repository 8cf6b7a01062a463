"""The outbox's sender: every message is queued first (outbox.enqueue_many), then sent.

`deliver()` takes what is due, batch by batch over one connection each, and marks each
message sent as the server takes it; a failure leaves it queued with a later try
(outbox.backoff), so a mail server that is down loses nothing. A message whose
subscription ended, or a confirmation whose requests were all confirmed, is dropped unsent.
A message is sent only while this sender's hold on it lasts (outbox.renew): a second sender
never sends it too. The site calls `deliver_soon()` after queuing a confirmation, which
sends confirmations only; `python -m agency_site.mail deliver` (from cron, say) sends the
rest, and whatever waits, at settings.mail_rate_per_second.
"""

from __future__ import annotations

import asyncio
import dataclasses
import logging
import time
from datetime import datetime
from email.message import EmailMessage

from agency_site.backend import outbox, subscriptions
from agency_site.backend.subscriptions import Subscription
from agency_site.backend.validation import without_addresses
from agency_site.mail.transport import transport
from agency_site.settings import settings

log = logging.getLogger(__name__)

# Messages taken from the outbox, and sent over one connection, at a time.
BATCH = 500
# The key prefix of confirmation mails, the only ones the web worker sends.
CONFIRMATIONS = "confirm:"


@dataclasses.dataclass
class Delivered:
    sent: int = 0
    failed: int = 0
    dropped: int = 0


def queue(key: str, subscription: Subscription, message: EmailMessage) -> bool:
    """Queue `message` for `subscription` once by `key`; False when it was queued before."""
    return bool(queue_many([(key, subscription, message)]))


def queue_many(items: list[tuple[str, Subscription, EmailMessage]]) -> int:
    """Queue each (key, subscription, message) once by its key, in one transaction; how many
    were new."""
    return outbox.enqueue_many(
        [
            outbox.OutboxMessage(
                key=key,
                recipient=subscription.email,
                message=message.as_string(),
                subscription_id=subscription.id,
            )
            for key, subscription, message in items
        ]
    )


async def deliver(
    rate_per_second: float = 0,
    batch: int = BATCH,
    now: datetime | None = None,
    stop: asyncio.Event | None = None,
    prefix: str = "",
) -> Delivered:
    """Send every message due `now` (by default, now) whose key starts with `prefix` over one
    connection; `rate_per_second` (0: no limit) spaces them out. Once `stop` is set (the
    command's SIGTERM), it ends after the message on its way and lets go of the rest, which
    the next run sends at once."""
    done = Delivered()
    await asyncio.to_thread(subscriptions.purge_unconfirmed)
    gap = 1 / rate_per_second if rate_per_second else 0
    queue = Batches(batch, now, done, prefix)
    sent = SentMarks()
    try:
        async with transport() as outgoing:
            async for message in queue:
                if stop is not None and stop.is_set():
                    queue.put_back(message)
                    break
                started = time.monotonic()
                try:
                    await outgoing.send(message.recipient, message.message)
                except Exception as error:
                    # Refused by the server: this one waits its next try; the rest go on
                    # while the connection holds.
                    await _failed([message], error)
                    done.failed += 1
                    if not _connected(outgoing):
                        raise
                    continue
                await sent.add(message.id)
                done.sent += 1
                if gap:
                    await asyncio.sleep(max(0.0, gap - (time.monotonic() - started)))
    except Exception as error:
        # The server is out of reach: what this run holds waits its next try.
        log.warning(
            "mail: the SMTP server failed (%s); queued mail waits its next try",
            without_addresses(repr(error)),
        )
        # Failed to connect at all: the first batch counts as tried.
        held = await queue.held() or await queue.take()
        await _failed(held, error)
        done.failed += len(held)
    finally:
        await sent.flush()
        # Stopped: what it held is due again at once.
        await asyncio.to_thread(outbox.release, await queue.held())
    return done


class Batches:
    """The messages due, batch by batch (one try each per run), the next batch taken from
    the outbox while the current one is sent; messages whose subscription no longer takes
    them are dropped unsent."""

    def __init__(self, size: int, now: datetime | None, done: Delivered, prefix: str):
        self.size, self.now, self.done, self.prefix = size, now, done, prefix
        self.tried: set[int] = set()
        self.current: list[outbox.OutboxMessage] = []
        self.next: asyncio.Future | None = None

    async def take(self) -> list[outbox.OutboxMessage]:
        while taken := await asyncio.to_thread(
            outbox.take_due, self.size, self.now, prefix=self.prefix
        ):
            new = [message for message in taken if message.id not in self.tried]
            if not new:
                return []
            self.tried.update(message.id for message in new)
            wanted = await asyncio.to_thread(subscriptions.still_wanted, new)
            unwanted = [message.id for message in new if message.id not in wanted]
            await asyncio.to_thread(outbox.drop, unwanted)
            self.done.dropped += len(unwanted)
            if wanted:
                return [message for message in new if message.id in wanted]
        return []

    def __aiter__(self) -> Batches:
        return self

    async def __anext__(self) -> outbox.OutboxMessage:
        if not self.current:
            self.current = await (self.next or self.take())
            self.next = None
            if not self.current:
                raise StopAsyncIteration
            self.next = asyncio.ensure_future(self.take())
        # Checked just before it is sent: a hold that could run out while the message is on
        # its way is renewed first, and what another sender took meanwhile is not sent.
        if outbox.held_for(self.current[0]) < outbox.HOLD / 2:
            self.current = await asyncio.to_thread(outbox.renew, self.current)
            if not self.current:
                return await self.__anext__()
        return self.current.pop(0)

    def put_back(self, message: outbox.OutboxMessage) -> None:
        self.current.insert(0, message)

    async def held(self) -> list[outbox.OutboxMessage]:
        """What this run took and did not send: the rest of the batch, and the next one."""
        left, self.current = self.current, []
        if self.next is not None:
            left += await self.next
            self.next = None
        return left


class SentMarks:
    """The messages the server took, marked sent in the database in groups, each group's
    commit running while the next messages go out (one commit per message held the sender
    to a fifth of the server's pace): a hard kill may send again at most the last
    MARK_EVERY_S of messages; a stop by signal (deliver's `stop`) or an error flushes first,
    and sends nothing twice."""

    MARK_EVERY_S = 0.25

    def __init__(self) -> None:
        self.ids: list[int] = []
        self.since = time.monotonic()
        self.writing: asyncio.Future | None = None

    async def add(self, message_id: int) -> None:
        self.ids.append(message_id)
        if time.monotonic() - self.since >= self.MARK_EVERY_S:
            await self._write()

    async def _write(self) -> None:
        if self.writing is not None:
            await self.writing
        ids, self.ids, self.since = self.ids, [], time.monotonic()
        self.writing = asyncio.ensure_future(asyncio.to_thread(outbox.mark_sent, ids))

    async def flush(self) -> None:
        await self._write()
        await self.writing


def _connected(outgoing: object) -> bool:
    client = getattr(outgoing, "client", None)
    return client is None or client.is_connected


async def _failed(messages: list[outbox.OutboxMessage], error: Exception) -> None:
    for message in messages:
        reason = without_addresses(repr(error))  # a refused recipient is named in it
        await asyncio.to_thread(outbox.mark_failed, message.id, message.attempts + 1, reason)


_delivering: asyncio.Lock | None = None


async def deliver_soon() -> None:
    """Deliver the confirmations due, from the site (after one was queued): one delivery at
    a time per worker, whatever fails is logged and left for the next try. Newsletter issues
    and alerts are the mail command's, at its pace."""
    global _delivering
    _delivering = _delivering or asyncio.Lock()
    async with _delivering:
        try:
            await deliver(settings.mail_rate_per_second, prefix=CONFIRMATIONS)
        except Exception:
            log.exception("mail: delivery failed; queued messages wait their next try")
