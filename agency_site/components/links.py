"""Links: internal ones navigate in the browser, external ones open a new tab."""

from __future__ import annotations

import reflex as rx

from agency_site.components.language import base_path, localized_path
from agency_site.i18n import t
from agency_site.platform import ReactRouterLink


def link(*children, to: str, **props) -> rx.Component:
    """A link to a page of this site in the page's language, followed without a reload."""
    return ReactRouterLink.create(*children, to=localized_path(to), **props)


class _Navigate(rx.Component):
    """React Router's <Navigate>: changes location as soon as it renders."""

    library = "react-router"
    tag = "Navigate"

    to: rx.Var[str]
    replace: rx.Var[bool]


def redirect(to: str) -> rx.Component:
    """A page that sends the visitor on to the page `to` in its language, replacing itself
    in the history (Route.redirect; the production server redirects before any page)."""
    return _Navigate.create(to=localized_path(to), replace=True)


def anchor_link(*children, target: str, **props) -> rx.Component:
    """A link to the element with id `target` on the same page: a plain <a href="#...">.

    rx.el.a is React Router's Link, which resolves "#..." against the path a page was
    pre-rendered at ("/contact/"): the production page would then navigate to that path
    instead of jumping down the page.
    """
    return rx.el.elements.A.create(*children, href=f"#{target}", **props)


def file_link(*children, href: str, **props) -> rx.Component:
    """A link to a file the site serves, such as a feed: a plain <a href>, which the browser
    follows itself. React Router's Link (rx.el.a) would look for a page at that path."""
    return rx.el.elements.A.create(*children, href=href, **props)


def nav_link(*children, to: str, exact: bool = False, **props) -> rx.Component:
    """A navigation link marked aria-current="page" on its page (and sub-pages unless exact)."""
    page = base_path()
    current = page == to or (not exact and to != "/" and page.startswith(to + "/"))
    return link(*children, to=to, aria_current="page" if current else None, **props)


def external_link(*children, href: str, **props) -> rx.Component:
    """A link to another site, opened in a new tab."""
    return rx.el.a(
        *children,
        rx.el.span(t("(opens in a new tab)"), class_name="sr-only"),
        href=str(href),
        target="_blank",
        rel="noopener noreferrer",
        **props,
    )


def mailto_link(address: str, *children, **props) -> rx.Component:
    return rx.el.a(*(children or (address,)), href=f"mailto:{address}", **props)
