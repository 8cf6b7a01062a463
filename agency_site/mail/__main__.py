"""The site's mail, from the command line (or cron):

    python -m agency_site.mail deliver                 queue the confirmations that waited, send what is due
    python -m agency_site.mail alerts                  queue and send each confirmed job alert's new posts
    python -m agency_site.mail newsletter SLUG --preview ADDRESS
                                                       send issue SLUG to one address (no subscription needed)
    python -m agency_site.mail newsletter SLUG         send issue SLUG to every confirmed subscriber

Each sends at AGENCY_MAIL_RATE_PER_SECOND (or --rate N) at most; two at once send nothing twice.

Each is safe to run again: nothing queued is queued twice, nothing sent is sent twice.
"""

from __future__ import annotations

import argparse
import asyncio
import signal

from agency_site.backend import subscriptions
from agency_site.backend.subscriptions import Kind, Subscription
from agency_site.backend.validation import normalized_address
from agency_site.content import newsletters
from agency_site.mail import compose
from agency_site.mail.alerts import queue_alerts
from agency_site.mail.delivery import deliver, queue_many
from agency_site.mail.opt_in import queue_confirmations
from agency_site.mail.transport import transport
from agency_site.settings import settings

# Messages written and queued at a time: memory stays flat whatever the list's length.
QUEUE_CHUNK = 500


def queue_issue(slug: str) -> int:
    """Queue issue `slug` for every confirmed subscriber, in their language; how many new."""
    issues = {}
    queued = 0
    readers = subscriptions.confirmed(Kind.NEWSLETTER)
    for start in range(0, len(readers), QUEUE_CHUNK):
        chunk = []
        for subscription in readers[start : start + QUEUE_CHUNK]:
            language = subscription.language
            issue = issues.setdefault(language, newsletters.issue(slug, language))
            message = compose.newsletter_issue(subscription, issue.title, issue.body)
            chunk.append((f"issue:{slug}:{subscription.id}", subscription, message))
        queued += queue_many(chunk)
    return queued


async def preview(slug: str, address: str, language: str) -> None:
    """Send issue `slug` to `address` as a subscriber would get it (its links lead nowhere)."""
    reader = Subscription(id=0, email=normalized_address(address), language=language)
    issue = newsletters.issue(slug, language)
    message = compose.newsletter_issue(reader, f"[Preview] {issue.title}", issue.body)
    async with transport() as outgoing:
        await outgoing.send(reader.email, message.as_string())


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m agency_site.mail", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("deliver", help="send what is queued and due")
    commands.add_parser("alerts", help="queue and send the job alerts' new posts")
    issue = commands.add_parser("newsletter", help="send a newsletter issue")
    issue.add_argument("slug", choices=newsletters.slugs())
    issue.add_argument("--preview", metavar="ADDRESS", help="send it to this address only")
    issue.add_argument("--language", default="en", help="the preview's language")
    for command in commands.choices.values():
        command.add_argument(
            "--rate",
            type=float,
            default=settings.mail_rate_per_second,
            help="messages per second at most (default AGENCY_MAIL_RATE_PER_SECOND; 0: none)",
        )
    arguments = parser.parse_args(argv)
    rate = arguments.rate
    if arguments.command == "newsletter" and arguments.preview:
        asyncio.run(preview(arguments.slug, arguments.preview, arguments.language))
        print(f"sent a preview of {arguments.slug} to {arguments.preview}")
        return
    if arguments.command == "alerts":
        print(f"queued {queue_alerts()} job alerts")
    elif arguments.command == "newsletter":
        print(f"queued {arguments.slug} for {queue_issue(arguments.slug)} subscribers")
    print(f"queued {queue_confirmations()} confirmation mails that waited")
    done = asyncio.run(_deliver_until_stopped(rate))
    print(
        f"sent {done.sent}, failed {done.failed} (queued for a later try), dropped {done.dropped}"
    )


async def _deliver_until_stopped(rate: float):
    """deliver(), ending cleanly on SIGTERM or Ctrl-C after the message on its way: nothing
    is then sent twice by the next run, and what was left is due at once."""
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signal_number in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(signal_number, stop.set)
    return await deliver(rate_per_second=rate, stop=stop)


if __name__ == "__main__":
    main()
