"""MenuState: the header's menus.

One menu open at a time: the Services dropdown (open while hovered or focused), the
language picker and the small-screen menu (open by their button). Each closes on a click
outside it, on Escape, when one of its items is chosen and on every route change (each
page's on_load, agency_site/agency_site.py). A menu is open on the page it was opened on
only: the page an item leads to is drawn with its menus closed from its first frame, not
once the back end has answered the click. The picker and the small-screen menu are
<details>, so they also open before the page has hydrated.
"""

from __future__ import annotations

import reflex as rx
from reflex.event import KeyInputInfo

from agency_site import browser, routes
from agency_site.backend.validation import InvalidInput, bounded_text
from agency_site.components.language import page_address
from agency_site.platform import public

SERVICES = "services"
LANGUAGE = "language"
MOBILE = "mobile"
MENUS = (SERVICES, LANGUAGE, MOBILE)


def _trigger_id(menu: str) -> str:
    return f"{menu}-menu-button"


def _panel_id(menu: str) -> str:
    return f"{menu}-menu-panel"


class MenuState(rx.State):
    """The open menu's name, or empty, and the page it is open on."""

    open: str = ""
    page: str = ""
    # Whether a page has loaded in this tab (each page's on_load closes the menus). From then
    # on a closed menu's items are left out of the pages React builds in the browser.
    loaded: bool = False

    def _open(self, menu: str, page: object) -> None:
        """Opens `menu` on `page`, an address sent by the browser (checked as any text)."""
        try:
            page = bounded_text(page, routes.ADDRESS_MAX_LENGTH)
        except InvalidInput:
            return
        self.open, self.page = menu, page

    @rx.event
    @public
    def toggle(self, menu: str, page: str):
        """A menu's button on `page`: opens it (closing any other), or closes it when open."""
        if menu in MENUS:
            if self.open == menu and self.page == page:
                self.open = ""
            else:
                self._open(menu, page)

    @rx.event
    @public
    def show(self, menu: str, page: str):
        """The pointer or the focus came into a hover menu on `page`."""
        if menu in MENUS:
            self._open(menu, page)

    @rx.event
    @public
    def hide(self, menu: str):
        """The pointer or the focus left a hover menu: another one may be open by now."""
        if self.open == menu:
            self.open = ""

    @rx.event
    @public
    def close(self):
        """A click outside, an item chosen, a route change (each page's on_load)."""
        self.open = ""
        self.loaded = True

    @rx.event
    @public
    def key_pressed(self, key: str, modifiers: KeyInputInfo):
        if key == "Escape":
            self.open = ""


def is_open(menu: str) -> rx.Var[bool]:
    return (MenuState.open == menu) & (MenuState.page == page_address())


def _focus_back_on_escape(key: rx.Var[str]) -> rx.event.EventSpec:
    # Run in the browser at the key press, while the item still has the focus: Escape on an
    # item of the picker or the small-screen menu gives the focus to the menu's button before
    # the menu closes, so it is not lost with the hidden item. Not for the hover menu:
    # focusing its link would open it again.
    menus = [[_panel_id(menu), _trigger_id(menu)] for menu in (LANGUAGE, MOBILE)]
    return rx.run_script((key == "Escape") & browser.expression("focus_menu_button", menus=menus))


def menu_panel(menu: str, *children, **props) -> rx.Component:
    """A menu's panel: choosing one of its items closes it.

    The pre-rendered page and its hydration hold every item, so crawlers read them and the
    menus open before the page has hydrated. Once a page has loaded, a closed menu's items
    are left out: a language switch builds the whole page again, and the three menus' items
    are a sixth of its elements. They come with the state that opens the menu.
    """
    return rx.el.div(
        rx.cond(is_open(menu) | ~MenuState.loaded, rx.fragment(*children)),
        id=_panel_id(menu),
        on_click=MenuState.close,
        **props,
    )


def disclosure_menu(menu: str, summary: rx.Component, panel: rx.Component, **props) -> rx.Component:
    """A menu opened by its button (a <details> summary)."""
    return rx.el.details(
        summary,
        panel,
        open=is_open(menu),
        # Inside the menu is not outside it (menu_listeners).
        on_mouse_down=rx.stop_propagation,
        **props,
    )


def menu_button(menu: str, *children, **props) -> rx.Component:
    """The <summary> that opens and closes `menu`."""
    return rx.el.summary(
        *children,
        id=_trigger_id(menu),
        # The state opens and closes it; the browser's own toggle would undo that.
        on_click=[rx.prevent_default, MenuState.toggle(menu, page_address())],
        **props,
    )


# While the pointer moves inside a hover menu, at most one `show` per this many ms.
HOVER_THROTTLE_MS = 100


def hover_menu(menu: str, *children, **props) -> rx.Component:
    """A dropdown open while the pointer or the focus is inside it (data-open="true").

    The pointer opens it by moving inside, not by entering: the page an item leads to is
    drawn under a pointer that rests where the item was, and the browser tells that page's
    elements the pointer entered them without a move. The dropdown stays closed there until
    the pointer moves over it again.
    """
    return rx.el.div(
        *children,
        data_open=rx.cond(is_open(menu), "true", "false"),
        on_mouse_move=MenuState.show(menu, page_address()).throttle(HOVER_THROTTLE_MS),
        on_mouse_leave=MenuState.hide(menu),
        # Focus moving inside it (Tab from its link to its items) keeps it open: not closed
        # on its blur, which would take the item getting the focus out of the page. Focus
        # on anything else in the header closes it (agency_site/layout/header.py).
        on_focus=[rx.stop_propagation, MenuState.show(menu, page_address())],
        on_mouse_down=rx.stop_propagation,
        **props,
    )


def menu_listeners() -> rx.Component:
    """While a menu is open: a press anywhere outside the menus, or Escape, closes it."""
    return rx.cond(
        (MenuState.open != "") & (MenuState.page == page_address()),
        rx.window_event_listener(
            on_mouse_down=MenuState.close,
            on_key_down=lambda key, modifiers: [
                _focus_back_on_escape(key),
                MenuState.key_pressed(key, modifiers),
            ],
        ),
    )
