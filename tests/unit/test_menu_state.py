"""MenuState: one header menu open at a time, closed by Escape, a click outside, a chosen
item or a route change (spec sections 2.2 and 5)."""

from __future__ import annotations

import pytest

from agency_site import agency_site as app_module
from agency_site.components.language import page_build
from agency_site.layout import menus as menus_module
from agency_site.layout.menus import LANGUAGE, MENUS, MOBILE, SERVICES, MenuState
from agency_site.pages import ROUTES
from tests.unit.states import state_at

PAGE = "/about"
OTHER_PAGE = "/fr/about"


def menus(open_menu: str = "", page: str = PAGE) -> MenuState:
    state = state_at(MenuState, "/")
    state.open, state.page = open_menu, page if open_menu else ""
    return state


def test_every_menu_starts_closed():
    assert menus().open == ""


@pytest.mark.parametrize("menu", MENUS)
def test_a_button_opens_its_menu_and_closes_it_again(menu):
    state = menus()
    state.toggle(menu, PAGE)
    assert (state.open, state.page) == (menu, PAGE)
    state.toggle(menu, PAGE)
    assert state.open == ""


def test_opening_one_menu_closes_the_other():
    state = menus(LANGUAGE)
    state.toggle(MOBILE, PAGE)
    assert state.open == MOBILE


def test_the_hover_menu_opens_on_entry_and_closes_on_leave():
    state = menus()
    state.show(SERVICES, PAGE)
    assert (state.open, state.page) == (SERVICES, PAGE)
    state.hide(SERVICES)
    assert state.open == ""


def test_leaving_the_hover_menu_leaves_another_open_menu_alone():
    state = menus(LANGUAGE)
    state.hide(SERVICES)
    assert state.open == LANGUAGE


@pytest.mark.parametrize("menu", ["", "footer", None, ["language"], 3])
def test_unknown_menus_change_nothing(menu):
    state = menus(LANGUAGE)
    state.toggle(menu, PAGE)
    state.show(menu, PAGE)
    assert (state.open, state.page) == (LANGUAGE, PAGE)


@pytest.mark.parametrize("page", [None, 3, ["/about"], "", "   ", "/" + "a" * 200])
def test_a_menu_opens_on_a_page_given_as_short_text_only(page):
    state = menus(LANGUAGE)
    state.toggle(MOBILE, page)
    state.show(SERVICES, page)
    assert (state.open, state.page) == (LANGUAGE, PAGE)


def test_a_button_on_another_page_opens_its_menu_there():
    # The menu was left open on the page before (its answer came after the route change).
    state = menus(LANGUAGE, page=PAGE)
    state.toggle(LANGUAGE, OTHER_PAGE)
    assert (state.open, state.page) == (LANGUAGE, OTHER_PAGE)


@pytest.mark.parametrize(
    ("language", "path", "page"),
    [("en", "/about", "/about"), ("fr", "/about", "/fr/about"), ("de", "/", "/de")],
)
def test_a_page_shows_only_the_menus_opened_on_it(language, path, page):
    with page_build(language, path):
        shown = str(menus_module.is_open(LANGUAGE))
        toggle = str(menus_module.menu_button(LANGUAGE).event_triggers["on_click"])
    assert f'"{page}"' in shown and "page_rx_state_" in shown
    assert f'"{page}"' in toggle


@pytest.mark.parametrize(("key", "left_open"), [("Escape", ""), ("Enter", MOBILE), ("a", MOBILE)])
def test_escape_closes_the_open_menu(key, left_open):
    state = menus(MOBILE)
    state.key_pressed(key, {})
    assert state.open == left_open


def test_a_click_outside_or_a_chosen_item_closes_it():
    state = menus(SERVICES)
    state.close()
    assert state.open == ""


@pytest.mark.parametrize("route", ROUTES, ids=lambda route: route.path)
def test_every_route_change_closes_the_menus(route):
    assert MenuState.close in app_module._on_load(route)


def test_a_page_loaded_in_the_tab_leaves_closed_menus_items_out():
    state = menus()
    assert not state.loaded
    state.close()  # each page's on_load
    assert state.loaded


def test_a_panel_holds_its_items_until_a_page_has_loaded_then_while_open():
    with page_build("fr", "/about"):
        panel = str(menus_module.menu_panel(LANGUAGE, "item"))
    assert "loaded_rx_state_" in panel and '"/fr/about"' in panel and "item" in panel
