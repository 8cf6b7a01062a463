"""Links: internal ones navigate in the browser, external ones open a new tab."""

from __future__ import annotations

import reflex as rx
from reflex_base.vars.base import LiteralVar
from reflex_components_core.react_router.dom import ReactRouterLink

from agency_site.components.language import base_path, localized_path
from agency_site.i18n import t


def link(*children, to: str, **props) -> rx.Component:
    """A link to a page of this site in the reader's language, followed without a reload."""
    return ReactRouterLink.create(*children, to=localized_path(to), **props)


def nav_link(*children, to: str, exact: bool = False, **props) -> rx.Component:
    """A navigation link marked aria-current="page" on its page (and sub-pages unless exact).

    Compared without the language prefix: after a language switch the address changes
    but the router's location does not (assets/js/language.js).
    """
    path = LiteralVar.create(to)
    current = base_path == path
    if not exact and to != "/":
        current = current | base_path.startswith(path + "/")
    return link(*children, to=to, aria_current=rx.cond(current, "page", None), **props)


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
