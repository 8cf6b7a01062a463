"""The messages the site sends, each in its subscriber's language, as plain text and HTML.

Every message has a Message-ID, a Date and a List-Id. The confirmation holds only its links
(one for each pending request of the address) and the sender's details; every later message
(job alerts, newsletter issues) also carries List-Unsubscribe with List-Unsubscribe-Post
(RFC 8058: one click in the mail app ends the subscription) and links to unsubscribe and to
see or erase what is stored.
"""

from __future__ import annotations

import html
import re
from email.message import EmailMessage
from email.utils import formataddr, formatdate, make_msgid
from urllib.parse import urlencode, urlsplit

from reflex.config import get_config

from agency_site import routes
from agency_site.backend.subscriptions import Kind, Subscription
from agency_site.content.jobs import Job
from agency_site.content.markdown import to_html
from agency_site.i18n import Text, in_language, t
from agency_site.mail.tokens import Purpose, make
from agency_site.platform import in_development
from agency_site.settings import settings


def page_link(path: str, language: str, purpose: Purpose, subscription: Subscription) -> str:
    """The address of one of the pages our links open, in `language`, with its token."""
    token = make(purpose, subscription.id, subscription.nonce)
    return f"{routes.page_url(language, path)}?{urlencode({'token': token})}"


def one_click_link(subscription: Subscription) -> str:
    """The back end's one-click unsubscribe address: on the site's own address (https in
    production, where the site's server answers it); on the dev server, whose front end
    does not pass it on, the back end's."""
    token = make(Purpose.UNSUBSCRIBE, subscription.id, subscription.nonce)
    development = in_development()
    origin = get_config().api_url.rstrip("/") if development else settings.site_origin
    return f"{origin}{routes.ONE_CLICK_UNSUBSCRIBE}?{urlencode({'token': token})}"


def _domain() -> str:
    return settings.mail_from.rsplit("@", 1)[1]


def _list_id(subscription: Subscription) -> str:
    host = urlsplit(settings.site_origin).hostname or _domain()
    return f"{settings.brand_name} {subscription.kind} <{subscription.kind}.{host}>"


def _sender_details() -> list[str]:
    """Who sends it: the brand, the postal address and the contact address."""
    return [settings.brand_name, *settings.postal_address, settings.contact_email]


def _message(
    subscription: Subscription, subject: Text | str, paragraphs: list[str], html_body: str
) -> EmailMessage:
    language = subscription.language
    message = EmailMessage()
    message["From"] = formataddr((settings.brand_name, settings.mail_from))
    message["To"] = subscription.email
    message["Subject"] = in_language(subject, language)
    message["Date"] = formatdate(usegmt=True)
    message["Message-ID"] = make_msgid(domain=_domain())
    message["List-Id"] = _list_id(subscription)
    message.set_content("\n\n".join(paragraphs) + "\n")
    message.add_alternative(
        f'<!doctype html><html lang="{language}"><body style="font-family:sans-serif;'
        f'line-height:1.5;max-width:40em">{html_body}</body></html>',
        subtype="html",
    )
    # After the content: setting the content clears every Content-* header.
    message["Content-Language"] = language
    return message


def _footer_html(language: str) -> str:
    details = "<br>".join(html.escape(line) for line in _sender_details())
    return f'<p style="color:#555;font-size:0.9em">{details}</p>'


def _link_html(url: str, label: str) -> str:
    return f'<a href="{html.escape(url)}">{html.escape(label)}</a>'


def confirmation(requests: list[Subscription]) -> EmailMessage:
    """The confirmation request for every pending request of one address (oldest first), in
    the language of the newest: a link for each, and who sends it; nothing else."""
    newest = requests[-1]
    language = newest.language
    links = [
        page_link(routes.CONFIRM_SUBSCRIPTION, language, Purpose.CONFIRM, request)
        for request in requests
    ]
    button = in_language(t("Confirm my subscription"), language)
    details = _sender_details()
    if len(requests) == 1:
        ask = in_language(
            t(
                "Please confirm that you want to receive {what} from {brand}: open the link "
                "below and press the button. The link is valid for 7 days. If you did not ask "
                "for this, ignore this e-mail and nothing will be sent.",
                what=_WHAT[newest.kind],
                brand=settings.brand_name,
            ),
            language,
        )
        text_paragraphs = [ask, links[0], "\n".join(details)]
        listed = f"<p>{_link_html(links[0], button)}</p>"
    else:
        ask = in_language(
            t(
                "Please confirm each subscription you want to receive from {brand}: open its "
                "link below and press the button. The links are valid for 7 days. If you did "
                "not ask for this, ignore this e-mail and nothing will be sent.",
                brand=settings.brand_name,
            ),
            language,
        )
        labels = [in_language(_KIND[request.kind], language) for request in requests]
        pairs = list(zip(labels, links, strict=True))
        lines = [_labelled(label, link, language) for label, link in pairs]
        text_paragraphs = [ask, "\n".join(lines), "\n".join(details)]
        listed = "<ul>" + "".join(f"<li>{_link_html(link, label)}</li>" for label, link in pairs)
        listed += "</ul>"
    html_body = f"<p>{html.escape(ask)}</p>{listed}{_footer_html(language)}"
    return _message(newest, t("Please confirm your subscription"), text_paragraphs, html_body)


# What a request is for, inside a sentence and as a label (the 'your data' page's words).
_WHAT = {Kind.NEWSLETTER: t("the newsletter"), Kind.JOB_ALERT: t("job alerts for a saved search")}
_KIND = {Kind.NEWSLETTER: t("Newsletter"), Kind.JOB_ALERT: t("Job alert")}


def _labelled(label: str, value: str, language: str) -> str:
    """`label: value` as the language writes it (French puts a no-break space before the colon)."""
    colon = "\u00a0:" if language == "fr" else ":"
    return f"{label}{colon} {value}"


def _after_confirmation(
    subscription: Subscription, subject: Text | str, text: list[str], html_body: str
) -> EmailMessage:
    """A message to a confirmed subscriber: its links to leave and to its data, and the
    headers that let the mail app unsubscribe in one click."""
    language = subscription.language
    leave = page_link(routes.UNSUBSCRIBE, language, Purpose.UNSUBSCRIBE, subscription)
    data = page_link(routes.YOUR_DATA, language, Purpose.DATA, subscription)
    leave_label = in_language(t("Unsubscribe"), language)
    data_label = in_language(t("See or erase what we store about you"), language)
    message = _message(
        subscription,
        subject,
        [
            *text,
            _labelled(leave_label, leave, language),
            _labelled(data_label, data, language),
            "\n".join(_sender_details()),
        ],
        html_body
        + f"<hr><p>{_link_html(leave, leave_label)} · {_link_html(data, data_label)}</p>"
        + _footer_html(language),
    )
    message["List-Unsubscribe"] = f"<{one_click_link(subscription)}>"
    message["List-Unsubscribe-Post"] = "List-Unsubscribe=One-Click"
    return message


def job_alert(subscription: Subscription, jobs: list[Job]) -> EmailMessage:
    """The posts new to a saved search: each with its salary as the site shows it and a
    link to its page."""
    language = subscription.language
    intro = in_language(
        t("New posts that match your saved search on {brand}:", brand=settings.brand_name),
        language,
    )
    lines, items = [intro], []
    for job in jobs:
        title = in_language(job.title, language)
        where = in_language(job.location, language)
        salary = in_language(job.salary, language)
        url = routes.page_url(language, routes.job(job.id))
        lines.append(f"- {_labelled(f'{title}, {where}', salary, language)}\n  {url}")
        items.append(
            f"<li>{_link_html(url, title)}, {html.escape(_labelled(where, salary, language))}</li>"
        )
    subject = t("New teaching posts for your search")
    return _after_confirmation(
        subscription, subject, lines, f"<p>{html.escape(intro)}</p><ul>{''.join(items)}</ul>"
    )


# A link of the site's content, written as a path: /jobs-dashboard.
_SITE_LINK = re.compile(r"\]\((/[^)\s]*)\)")


def newsletter_issue(subscription: Subscription, title: str, body: str) -> EmailMessage:
    """A newsletter issue: its title as the subject, its Markdown as text and as HTML, its
    links to the site's pages as full addresses in the reader's language."""
    body = _SITE_LINK.sub(
        lambda link: f"]({routes.absolute(routes.localized(subscription.language, link[1]))})",
        body,
    )
    return _after_confirmation(
        subscription, title, [title, body], f"<h1>{html.escape(title)}</h1>{to_html(body)}"
    )
