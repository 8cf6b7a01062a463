"""The fixed header: logo, main links, Services dropdown, actions and the small-screen menu."""

from __future__ import annotations

import reflex as rx
from reflex.vars import Var

from agency_site import browser, design, routes
from agency_site.components.icons import icon
from agency_site.components.language import base_path, page_language, pages_ahead
from agency_site.components.links import link, nav_link
from agency_site.i18n import LANGUAGES, t
from agency_site.layout import navigation
from agency_site.layout.colour_mode import colour_mode_toggle
from agency_site.layout.menus import (
    LANGUAGE,
    MOBILE,
    SERVICES,
    MenuState,
    disclosure_menu,
    hover_menu,
    is_open,
    menu_button,
    menu_listeners,
    menu_panel,
)
from agency_site.platform import ReactRouterLink, To
from agency_site.settings import settings

_NAV_LINK = (
    "inline-flex items-center gap-1 whitespace-nowrap rounded-full px-1.5 py-2 text-sm font-medium "
    "text-slate-700 transition-colors hover:bg-slate-900/5 hover:text-blue-700 "
    "dark:text-slate-200 dark:hover:bg-white/10 dark:hover:text-white "
    "aria-[current=page]:bg-blue-700/10 aria-[current=page]:text-blue-800 "
    "dark:aria-[current=page]:bg-sky-300/15 dark:aria-[current=page]:text-sky-200 "
    + design.FOCUS_RING
)
_MENU_PANEL = (
    "rounded-2xl bg-white p-2 shadow-xl ring-1 ring-slate-900/10 "
    "dark:bg-slate-900 dark:ring-white/10"
)
_MENU_ITEM = (
    "flex w-full items-center gap-3 rounded-xl px-3 py-2 text-left text-sm "
    "text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-white/10 "
    "aria-[current=page]:font-semibold aria-[current=page]:text-blue-800 "
    "dark:aria-[current=page]:text-sky-200 " + design.FOCUS_RING
)
_BRIGHTMATCH_LINK = (
    "inline-flex items-center gap-1.5 whitespace-nowrap rounded-full bg-gradient-to-r from-amber-100 "
    "to-orange-100 px-3 py-2 text-sm font-semibold text-amber-900 ring-1 "
    "ring-amber-300 transition hover:from-amber-200 hover:to-orange-200 "
    "dark:from-amber-400/20 dark:to-orange-400/20 dark:text-amber-200 "
    "dark:ring-amber-300/40 aria-[current=page]:ring-2 " + design.FOCUS_RING
)
# <summary> without the browser's disclosure triangle.
_SUMMARY = "cursor-pointer list-none [&::-webkit-details-marker]:hidden"

# Where the header has room for every main link beside the whole brand name and the actions,
# by page language (the French and German labels are longer); narrower, the links are in the
# menu. Each pair: (shown from there, hidden from there), written out whole for Tailwind.
# tests/e2e/test_header.py measures every language across desktop widths.
_DESKTOP_NAV_FROM = {
    "en": ("max-xl:hidden", "xl:hidden"),
    "fr": ("max-[1360px]:hidden", "min-[1360px]:hidden"),
}
_DESKTOP_NAV_FROM_LONG_LABELS = ("max-2xl:hidden", "2xl:hidden")


def _desktop_nav_breakpoint() -> tuple[str, str]:
    return _DESKTOP_NAV_FROM.get(page_language(), _DESKTOP_NAV_FROM_LONG_LABELS)


def logo() -> rx.Component:
    return link(
        rx.el.span(
            icon("graduation-cap", 22),
            class_name=(
                "flex h-9 w-9 shrink-0 items-center justify-center rounded-xl "
                "bg-gradient-to-br from-blue-700 to-sky-500 text-white shadow-md"
            ),
        ),
        rx.el.span(
            settings.brand_name,
            class_name=(
                "text-[15px] font-bold leading-tight tracking-tight text-slate-900 "
                "max-sm:line-clamp-2 sm:truncate sm:text-lg xl:text-base dark:text-white"
            ),
        ),
        to=routes.HOME,
        class_name="flex min-w-0 items-center gap-2.5 rounded-xl " + design.FOCUS_RING,
    )


def _brightmatch_link(sparkles: bool) -> rx.Component:
    return nav_link(
        # In the menu; the header's row has no room to spare for it.
        icon("sparkles", 16) if sparkles else rx.fragment(),
        navigation.BRIGHTMATCH.label,
        rx.el.span(
            t("Soon"),
            class_name=(
                "rounded-full bg-amber-700 px-1.5 py-0.5 text-[10px] font-bold "
                "uppercase leading-none text-white dark:bg-amber-300 dark:text-slate-950"
            ),
        ),
        to=routes.BRIGHTMATCH,
        class_name=_BRIGHTMATCH_LINK,
        data_highlight="brightmatch",
    )


def _priority_hiring_link(class_name: str, **props) -> rx.Component:
    return link(
        icon("zap", 16),
        navigation.PRIORITY_HIRING.label,
        to=navigation.PRIORITY_HIRING.path,
        class_name=design.BUTTON_ACCENT + " " + class_name,
        **props,
    )


def _services_dropdown() -> rx.Component:
    return hover_menu(
        SERVICES,
        nav_link(
            navigation.SERVICES.label,
            icon("chevron-down", 14, "transition-transform group-data-[open=true]:rotate-180"),
            to=navigation.SERVICES.path,
            class_name=_NAV_LINK,
        ),
        menu_panel(
            SERVICES,
            rx.el.ul(
                *[
                    rx.el.li(
                        nav_link(item.label, to=item.path, exact=item.exact, class_name=_MENU_ITEM)
                    )
                    for item in navigation.SERVICE_PAGES
                ],
                class_name=_MENU_PANEL + " w-72",
            ),
            class_name=(
                "invisible absolute left-0 top-full z-50 pt-2 opacity-0 transition "
                "group-data-[open=true]:visible group-data-[open=true]:opacity-100"
            ),
            data_testid="services-dropdown",
        ),
        class_name="group relative",
    )


def _desktop_nav() -> rx.Component:
    items = [
        _services_dropdown()
        if item is navigation.SERVICES
        else nav_link(item.label, to=item.path, exact=item.exact, class_name=_NAV_LINK)
        for item in navigation.MAIN
    ]
    return rx.el.nav(
        rx.el.ul(
            *[rx.el.li(item) for item in items],
            rx.el.li(_brightmatch_link(sparkles=False), class_name="ml-1"),
            class_name="flex items-center",
        ),
        aria_label=t("Main"),
        class_name="shrink-0 " + _desktop_nav_breakpoint()[0],
    )


def _flag(language, class_name: str = "") -> rx.Component:
    return rx.el.img(
        src=language.flag,
        alt="",
        # Lazy: the menu's flags load once it opens.
        loading="lazy",
        custom_attrs={"width": "20", "height": "15"},
        class_name="h-[15px] w-5 rounded-[2px] object-cover shadow-sm " + class_name,
    )


class _PrefetchingLink(ReactRouterLink):
    # React Router fetches the target page's code ahead: "intent" on hover or focus.
    prefetch: rx.Var[str]


def _same_page_in(language: str) -> Var:
    """This page in `language`, keeping the address's query and anchor as they are when the
    header renders (each page renders its own). Read from the address, not through a
    router hook: a component using a hook is compiled apart, into one module every page loads.
    The not-found page, which has no address of its own, links to the home page instead."""
    page = base_path() if routes.has_address(base_path()) else routes.HOME
    return browser.expression("same_page_at", To, pathname=routes.localized(language, page))


def language_link(*children, language: str, **props) -> rx.Component:
    """A link to the page being built in `language`: the language picker's option."""
    return _PrefetchingLink.create(
        *children,
        to=_same_page_in(language),
        prefetch="intent",
        # The pre-rendered href has no query; the one after hydration may.
        custom_attrs={"suppressHydrationWarning": True},
        **props,
    )


def language_picker() -> rx.Component:
    # Built once per language: the summary shows the page's language, each option links to
    # this page in another (language_link).
    shown = page_language()
    current = next(language for language in LANGUAGES if language.code == shown)
    options = [
        rx.el.li(
            language_link(
                _flag(language),
                rx.el.span(language.name, class_name="flex-1"),
                rx.el.span(
                    icon("check", 16),
                    rx.el.span(t("(current)"), class_name="sr-only"),
                )
                if language is current
                else rx.fragment(),
                language=language.code,
                href_lang=language.code,
                aria_current="true" if language is current else None,
                class_name=_MENU_ITEM,
                data_language=language.code,
            )
        )
        for language in LANGUAGES
    ]
    return disclosure_menu(
        LANGUAGE,
        menu_button(
            LANGUAGE,
            rx.el.span(t("Language:"), class_name="sr-only"),
            rx.el.span(
                _flag(current),
                rx.el.span(current.code.upper(), class_name="hidden sm:inline"),
                rx.el.span(current.name, class_name="sr-only"),
                class_name="flex items-center gap-1.5",
            ),
            icon("chevron-down", 14),
            class_name=(
                _SUMMARY + " flex h-10 items-center gap-1.5 rounded-full px-2.5 text-sm "
                "font-medium text-slate-700 hover:bg-slate-900/5 dark:text-slate-200 "
                "dark:hover:bg-white/10 " + design.FOCUS_RING
            ),
        ),
        menu_panel(
            LANGUAGE,
            rx.el.ul(*options, class_name=_MENU_PANEL + " w-48"),
            rx.cond(is_open(LANGUAGE), pages_ahead()),
            class_name="absolute right-0 z-50 mt-2",
        ),
        class_name="relative",
        data_testid="language-picker",
    )


def _mobile_menu() -> rx.Component:
    links = [
        rx.el.li(nav_link(item.label, to=item.path, exact=item.exact, class_name=_MENU_ITEM))
        for item in navigation.MAIN
        if item is not navigation.SERVICES
    ]
    services = rx.el.li(
        rx.el.p(
            navigation.SERVICES.label,
            class_name=(
                "px-3 pb-1 pt-3 text-xs font-semibold uppercase tracking-wider "
                "text-slate-500 dark:text-slate-400"
            ),
        ),
        rx.el.ul(
            *[
                rx.el.li(
                    nav_link(item.label, to=item.path, exact=item.exact, class_name=_MENU_ITEM)
                )
                for item in navigation.SERVICE_PAGES
            ],
            class_name="border-l border-slate-200 pl-2 dark:border-white/10",
        ),
    )
    # Same order as the desktop bar: Services sits third.
    links.insert(2, services)
    return disclosure_menu(
        MOBILE,
        menu_button(
            MOBILE,
            icon("menu", 22, "group-open:hidden"),
            icon("x", 22, "hidden group-open:block"),
            rx.el.span(t("Menu"), class_name="sr-only"),
            class_name=_SUMMARY + " " + design.ICON_BUTTON,
        ),
        menu_panel(
            MOBILE,
            rx.el.nav(
                rx.el.ul(
                    *links,
                    rx.el.li(_brightmatch_link(sparkles=True), class_name="px-1 pt-3"),
                    rx.el.li(_priority_hiring_link("w-full"), class_name="px-1 pt-3"),
                    class_name="flex flex-col gap-0.5",
                ),
                aria_label=t("Main"),
                class_name=_MENU_PANEL + " max-h-[calc(100vh-5rem)] overflow-y-auto",
            ),
            # A full-width sheet on phones, a panel under its button on wider screens.
            class_name="absolute inset-x-3 top-full mt-2 sm:left-auto sm:w-80",
        ),
        class_name="group " + _desktop_nav_breakpoint()[1],
        data_testid="mobile-menu",
    )


def header() -> rx.Component:
    return rx.el.header(
        menu_listeners(),
        rx.el.div(
            logo(),
            _desktop_nav(),
            rx.el.div(
                _priority_hiring_link(
                    "whitespace-nowrap max-md:hidden", data_testid="priority-hiring"
                ),
                colour_mode_toggle(),
                language_picker(),
                _mobile_menu(),
                class_name="flex shrink-0 items-center gap-1",
            ),
            # Wider than the page's content on large screens: room for long labels.
            class_name=design.GUTTERS
            + " flex h-16 max-w-screen-2xl items-center justify-between gap-2",
        ),
        # The focus came to something in the header outside the Services dropdown.
        on_focus=MenuState.hide(SERVICES),
        # Translucent with a shadow past 50 px of scroll: site.css (.site-header).
        class_name="site-header fixed inset-x-0 top-0 z-40 border-b",
    )
