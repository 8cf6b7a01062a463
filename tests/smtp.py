"""A real SMTP server on 127.0.0.1 (aiosmtpd) standing in for the mail provider: the tests
and the mail benchmark read what arrives, and stop and start it to play a provider that is
down."""

from __future__ import annotations

import threading
import time
from email import message_from_bytes, policy
from email.message import EmailMessage

from aiosmtpd.controller import Controller

from tests.services import free_port


class _Collector:
    def __init__(self) -> None:
        self.messages: list[EmailMessage] = []
        self.lock = threading.Lock()

    async def handle_DATA(self, server, session, envelope) -> str:
        message = message_from_bytes(envelope.original_content, policy=policy.default)
        with self.lock:
            self.messages.append(message)
        return "250 Message accepted for delivery"


class SmtpServer:
    """`with SmtpServer() as server:` serves at server.url; server.messages holds what came."""

    def __init__(self) -> None:
        self.port = free_port()
        self.collector = _Collector()
        self.controller: Controller | None = None

    @property
    def url(self) -> str:
        return f"smtp://127.0.0.1:{self.port}"

    @property
    def messages(self) -> list[EmailMessage]:
        with self.collector.lock:
            return list(self.collector.messages)

    def to(self, address: str) -> list[EmailMessage]:
        return [message for message in self.messages if message["To"] == address]

    def wait_for(self, address: str, count: int = 1, timeout_s: float = 15) -> list[EmailMessage]:
        """The messages to `address` once `count` have arrived."""
        deadline = time.monotonic() + timeout_s
        while len(found := self.to(address)) < count:
            if time.monotonic() > deadline:
                raise AssertionError(f"{len(found)} of {count} messages to {address} arrived")
            time.sleep(0.1)
        return found

    def start(self) -> None:
        self.controller = Controller(self.collector, hostname="127.0.0.1", port=self.port)
        self.controller.start()

    def stop(self) -> None:
        if self.controller is not None:
            self.controller.stop()
            self.controller = None

    def __enter__(self) -> SmtpServer:
        self.start()
        return self

    def __exit__(self, *_: object) -> None:
        self.stop()


def text_part(message: EmailMessage) -> str:
    return message.get_body(preferencelist=("plain",)).get_content()


def html_part(message: EmailMessage) -> str:
    return message.get_body(preferencelist=("html",)).get_content()
