"""Where messages go: the SMTP server of settings.smtp_url, over one connection per batch
(aiosmtplib), or, when it is unset, .eml files in settings.mail_folder that a newcomer can
open (the log names each file; neither names the recipient, and erasure deletes its files)."""

from __future__ import annotations

import logging
import secrets
from datetime import UTC, datetime
from email import message_from_string, policy
from pathlib import Path
from types import TracebackType
from urllib.parse import unquote, urlsplit

import aiosmtplib

from agency_site.settings import settings

log = logging.getLogger(__name__)
# Connecting and each command: a server that does not answer is a failure, retried later.
TIMEOUT_S = 15


class SmtpTransport:
    """One connection to the SMTP server, opened on entering and closed on leaving."""

    def __init__(self, url: str):
        parts = urlsplit(url)
        if parts.scheme not in ("smtp", "smtps") or not parts.hostname:
            raise ValueError("AGENCY_SMTP_URL must be smtp://host:port or smtps://host:port")
        self.client = aiosmtplib.SMTP(
            hostname=parts.hostname,
            port=parts.port or (465 if parts.scheme == "smtps" else 587),
            username=unquote(parts.username) if parts.username else None,
            password=unquote(parts.password) if parts.password else None,
            # smtps: TLS from the start; smtp: STARTTLS whenever the server offers it.
            use_tls=parts.scheme == "smtps",
            timeout=TIMEOUT_S,
        )

    async def __aenter__(self) -> SmtpTransport:
        await self.client.connect()
        return self

    async def __aexit__(
        self, kind: type | None, error: BaseException | None, trace: TracebackType | None
    ) -> None:
        if self.client.is_connected:
            try:
                await self.client.quit()
            except aiosmtplib.SMTPException:
                self.client.close()

    async def send(self, recipient: str, message: str) -> None:
        await self.client.sendmail(
            settings.mail_from, [recipient], message.encode("utf-8"), timeout=TIMEOUT_S
        )


class FolderTransport:
    """Each message as an .eml file in `folder` (no mail server needed)."""

    def __init__(self, folder: str):
        self.folder = Path(folder)

    async def __aenter__(self) -> FolderTransport:
        self.folder.mkdir(parents=True, exist_ok=True)
        return self

    async def __aexit__(self, *_: object) -> None:
        return None

    async def send(self, recipient: str, message: str) -> None:
        subject = message_from_string(message, policy=policy.default)["Subject"] or "mail"
        stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S%f")
        path = self.folder / f"{stamp}-{secrets.token_hex(4)}.eml"
        path.write_text(message)
        log.warning("mail: wrote %r to %s (no AGENCY_SMTP_URL set)", subject, path.resolve())


def forget(recipient: str) -> int:
    """Delete every mail file addressed to `recipient` (an erasure); how many."""
    folder = Path(settings.mail_folder)
    files = sorted(folder.glob("*.eml")) if folder.is_dir() else []
    gone = [
        file
        for file in files
        if str(message_from_string(file.read_text(), policy=policy.default)["To"] or "").lower()
        == recipient.lower()
    ]
    for file in gone:
        file.unlink(missing_ok=True)
    return len(gone)


def transport() -> SmtpTransport | FolderTransport:
    if settings.smtp_url:
        return SmtpTransport(settings.smtp_url)
    return FolderTransport(settings.mail_folder)
