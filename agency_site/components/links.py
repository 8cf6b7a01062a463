"""Links: internal ones navigate in the browser, external ones open a new tab."""

from __future__ import annotations

import reflex as rx
from reflex_components_core.react_router.dom import ReactRouterLink

from agency_site.i18n import t


class NavLink(ReactRouterLink):
    """React Router's NavLink: sets aria-current="page" while its route is shown."""

    tag = "NavLink"
    alias = "RouterNavLink"

    # Match the path exactly instead of also matching its sub-paths.
    end: rx.Var[bool]


def link(*children, to: str, **props) -> rx.Component:
    """A link to a page of this site, followed without reloading the page."""
    return ReactRouterLink.create(*children, to=to, **props)


def nav_link(*children, to: str, exact: bool = False, **props) -> rx.Component:
    """A navigation link that is marked current on its page (and sub-pages unless exact)."""
    return NavLink.create(*children, to=to, end=exact, **props)


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
