"""Buttons: what a page offers to do, each behind an icon: go to another page or further
down this one, write a mail, open another site, or read a notice."""

from __future__ import annotations

import reflex as rx

from agency_site import design, routes
from agency_site.components.icons import icon
from agency_site.components.links import anchor_link, external_link, link, mailto_link
from agency_site.components.notices import Notice, show_notice
from agency_site.content.models import Heading


def button_link(
    icon_name: str, label: str, to: str, style: str = design.BUTTON_SECONDARY
) -> rx.Component:
    """A button to another page of the site, behind a Lucide icon."""
    return link(icon(icon_name, 16), label, to=to, class_name=style)


def arrow_button(label: str, to: str) -> rx.Component:
    """The main button of a band, leading to another page: its label, then an arrow."""
    return link(label, icon("arrow-right", 16), to=to, class_name=design.BUTTON_PRIMARY)


def contact_button(label: str, style: str = design.BUTTON_PRIMARY) -> rx.Component:
    """A button to the contact page, behind the mail icon."""
    return button_link("mail", label, routes.CONTACT, style)


def mail_button(address: str, label: str, style: str = design.BUTTON_PRIMARY) -> rx.Component:
    """A button that opens the visitor's mail app to write to `address`, behind the mail icon."""
    return mailto_link(address, icon("mail", 16), label, class_name=style)


def external_button(
    icon_name: str, label: str, href: str, style: str = design.BUTTON_PRIMARY
) -> rx.Component:
    """A button to another site (a form, a partner's page), behind a Lucide icon."""
    return external_link(icon(icon_name, 16), label, href=href, class_name=style)


def notice_button(
    icon_name: str, label: str, notice: Notice, style: str = design.BUTTON_SECONDARY
) -> rx.Component:
    """A button for what is not online yet: it shows `notice` instead, behind a Lucide icon."""
    return rx.el.button(
        icon(icon_name, 16), label, type="button", on_click=show_notice(notice), class_name=style
    )


def icon_button(icon_name: str, label: str, *, submits: bool = False, **props) -> rx.Component:
    """A button led by a Lucide icon; a plain one unless it `submits` its form."""
    return rx.el.button(icon(icon_name, 16), label, type="submit" if submits else "button", **props)


def jump_button(label: str, anchor: str) -> rx.Component:
    """The main button of a hero whose page goes on below it: an arrow down to a section."""
    return anchor_link(
        label, icon("arrow-down", 16), target=anchor, class_name=design.BUTTON_PRIMARY
    )


def jump_link(label: str, anchor: str) -> rx.Component:
    """A button to a section further down the same page."""
    return anchor_link(label, target=anchor, class_name=design.BUTTON_SECONDARY)


def jump_links(*jumps: tuple[str, Heading]) -> tuple[rx.Component, ...]:
    """A hero's buttons down to bands of the same page, each a label and the band's heading
    (its anchor); the first is the primary one."""
    (label, band), *others = jumps
    return (
        anchor_link(label, target=band.anchor, class_name=design.BUTTON_PRIMARY),
        *[jump_link(label, band.anchor) for label, band in others],
    )
