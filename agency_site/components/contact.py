"""The agency's e-mail and postal address, as shown in the footer and on the contact page."""

from __future__ import annotations

import reflex as rx

from agency_site.components.icons import icon
from agency_site.components.links import mailto_link
from agency_site.i18n import Message, tn
from agency_site.settings import settings

# How long the agency takes to answer, from its one setting (the spec gives no reply time).
REPLY_DAYS = settings.reply_time_working_days


def reply_time() -> Message:
    """'Within 2 working days': the reply time as a short label."""
    return tn("Within {count} working day", "Within {count} working days", REPLY_DAYS)


def postal_address(class_name: str) -> rx.Component:
    """The office address exactly as mail must carry it: not translated (translate="no")."""
    return rx.el.address(
        *[rx.el.span(line, class_name="block") for line in settings.postal_address],
        custom_attrs={"translate": "no"},
        class_name="not-italic " + class_name,
    )


def contact_list(
    *, link_class: str, text_class: str, icon_size: int = 16, **email_props
) -> rx.Component:
    """E-mail link and postal address, each behind its icon."""
    return rx.el.ul(
        rx.el.li(
            icon("mail", icon_size, "mt-0.5 shrink-0"),
            mailto_link(settings.contact_email, class_name=link_class, **email_props),
            class_name="flex gap-2.5",
        ),
        rx.el.li(
            icon("map-pin", icon_size, "mt-0.5 shrink-0"),
            postal_address(text_class),
            class_name="flex gap-2.5",
        ),
        class_name="space-y-3 text-slate-500 dark:text-slate-400",
    )
