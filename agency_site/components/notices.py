"""Notices (toasts), held by ToastState.

Every notice is declared once, as a `Notice` in the module of the feature that shows it
(title, text, variant, duration); a button shows it with `show_notice(notice)`, a state
with `show_from(state, notice)`. One notice is on show at a time (a new one
replaces it); it closes after its duration, on its close button, on Escape, or when swiped
right past 50 px. The viewport is reached with F8 and labelled 'Notifications (F8)'.
"""

from __future__ import annotations

import asyncio
import dataclasses
from typing import Literal

import reflex as rx
from reflex.event import EventSpec, KeyInputInfo, PointerEventInfo, pointer_event_spec

from agency_site import browser
from agency_site.components.icons import icon
from agency_site.components.language import request_language
from agency_site.components.registry import register
from agency_site.i18n import Text, in_language, t
from agency_site.platform import public, refuse_reflex_toasts

Variant = Literal["default", "destructive"]

DEFAULT_DURATION_MS = 5000
SWIPE_THRESHOLD_PX = 50
HOTKEY = "F8"
VIEWPORT_ID = "notice-viewport"
# Every notice of the site, by name.
NOTICES: dict[str, Notice] = {}


@dataclasses.dataclass(frozen=True)
class Notice:
    """A notice: its name (unique, sent by the browser), title, text, variant, duration."""

    name: str
    title: Text | str
    text: Text | str = ""
    variant: Variant = "default"
    duration_ms: int = DEFAULT_DURATION_MS

    def __post_init__(self) -> None:
        register(NOTICES, self.name, self, "notice")


# 3000 ms on the volunteer, media and blog-search buttons, 3 to 5 s elsewhere.
FEATURE_IN_PROGRESS_MS = 3000


def feature_in_progress_notice(name: str, duration_ms: int) -> Notice:
    """The notice of a button whose feature does not exist yet."""
    return Notice(
        name,
        t("Feature In Progress"),
        t("This feature isn't implemented yet. Please check back soon."),
        duration_ms=duration_ms,
    )


FEATURE_IN_PROGRESS = feature_in_progress_notice("feature-in-progress", FEATURE_IN_PROGRESS_MS)


class ToastState(rx.State):
    """The notice on show: its texts in the page's language, and a serial number that is new
    for each notice (its expiry and its element are tied to it)."""

    serial: int = 0
    shown: bool = False
    title: str = ""
    text: str = ""
    variant: str = "default"
    # Where a press on the notice started (its x in px), while the pointer is down.
    _swipe_from: float | None = None

    @rx.event
    @public
    def show(self, name: str):
        """A button's notice, by name. Unknown names are ignored."""
        notice = NOTICES.get(name) if isinstance(name, str) else None
        if notice is not None:
            return self._show(notice)
        return None

    @rx.event
    @public
    def dismiss(self):
        """The close button."""
        self.shown = False
        self._swipe_from = None

    @rx.event(background=True)
    @public
    async def expire(self, serial: int, duration_ms: int):
        """Closes notice `serial` once its time is up, unless another has replaced it."""
        if type(serial) is not int or type(duration_ms) is not int:
            return
        await asyncio.sleep(min(max(duration_ms, 0), 60_000) / 1000)
        async with self:
            if self.serial == serial:
                self.shown = False

    @rx.event
    @public
    def key_pressed(self, key: str, modifiers: KeyInputInfo):
        """Any key while a notice is on show: Escape closes it."""
        if key == "Escape":
            return self.dismiss()
        return None

    @rx.event
    @public
    def press(self, pointer: PointerEventInfo):
        self._swipe_from = _x(pointer)

    @rx.event
    @public
    def release(self, pointer: PointerEventInfo):
        """The pointer is lifted or leaves the notice: past 50 px to the right it was a swipe."""
        start, end = self._swipe_from, _x(pointer)
        self._swipe_from = None
        if start is not None and end is not None and end - start > SWIPE_THRESHOLD_PX:
            self.shown = False

    def _show(self, notice: Notice, message: Text | str = "") -> EventSpec:
        """Shows `notice` (its text replaced by `message`, a provider's own words, when given)
        and returns the event that closes it in time."""
        language = request_language(self.router)
        self.serial += 1
        self.shown = True
        self.title = in_language(notice.title, language)
        self.text = in_language(message or notice.text, language)
        self.variant = notice.variant
        self._swipe_from = None
        return ToastState.expire(self.serial, notice.duration_ms)


def _x(pointer: object) -> float | None:
    x = pointer.get("client_x") if isinstance(pointer, dict) else None
    return float(x) if type(x) in (int, float) else None


async def show_from(state: rx.State, notice: Notice, message: Text | str = "") -> EventSpec:
    """Shows `notice` from another state's handler (inside `async with self` in a background
    one); that handler returns the event this gives back, which closes the notice in time."""
    toast = await state.get_state(ToastState)
    return toast._show(notice, message)


def show_notice(notice: Notice) -> EventSpec:
    """The event handler (e.g. for on_click) of a button that shows `notice`."""
    return ToastState.show(notice.name)


def feature_in_progress() -> EventSpec:
    return show_notice(FEATURE_IN_PROGRESS)


class _SwipeableItem(rx.el.Li):
    # Pointer events, which Reflex's <li> does not list: a press, its release, and the
    # pointer leaving while pressed (a swipe off the notice's edge).
    on_pointer_down: rx.EventHandler[pointer_event_spec]
    on_pointer_up: rx.EventHandler[pointer_event_spec]
    on_pointer_leave: rx.EventHandler[pointer_event_spec]


# Puts the viewport (again) at the top of the browser's top layer, above a dialog opened
# since; a new notice is a new element, so this runs for each one. Only then, not as each
# page mounts: showing a popover makes the browser work out the whole page's styles at
# once, and on a page just rendered (a language switch) that took about 10 ms.
_RAISE_VIEWPORT = browser.script("raise_popover", id=VIEWPORT_ID)


_FOCUS_VIEWPORT = browser.expression("focus", id=VIEWPORT_ID)


def _notice() -> rx.Component:
    return _SwipeableItem.create(
        rx.el.span(t("Notification"), class_name="sr-only"),
        rx.el.div(
            rx.cond(
                ToastState.title != "", rx.el.div(ToastState.title, class_name="notice__title")
            ),
            rx.cond(
                ToastState.text != "", rx.el.div(ToastState.text, class_name="notice__description")
            ),
            class_name="notice__body",
        ),
        rx.el.button(
            icon("x", 16),
            type="button",
            aria_label=t("Close"),
            on_click=ToastState.dismiss,
            class_name="notice__close",
        ),
        # The key makes each notice a new element: announced afresh, raised by on_mount.
        key=ToastState.serial,
        class_name="notice",
        data_variant=ToastState.variant,
        role=rx.cond(ToastState.variant == "destructive", "alert", "status"),
        aria_atomic="true",
        tab_index=0,
        on_mount=rx.run_script(_RAISE_VIEWPORT),
        on_pointer_down=ToastState.press,
        on_pointer_up=ToastState.release,
        on_pointer_leave=ToastState.release,
    )


def notice_viewport() -> rx.Component:
    """Where notices appear; in every page's shell (a notice outlives its page). From its
    first notice on it sits in the browser's top layer (a manual popover), so an open
    dialog cannot cover it."""
    return rx.el.section(
        rx.el.ol(rx.cond(ToastState.shown, _notice())),
        # F8 moves the focus here, with or without a notice on show, in the browser alone.
        rx.window_event_listener(
            on_key_down=lambda key, _modifiers: rx.run_script((key == HOTKEY) & _FOCUS_VIEWPORT)
        ),
        # Escape matters only while a notice is on show: no key reaches the back end otherwise.
        rx.cond(ToastState.shown, rx.window_event_listener(on_key_down=ToastState.key_pressed)),
        id=VIEWPORT_ID,
        tab_index=-1,
        aria_label=t("Notifications ({hotkey})", hotkey=HOTKEY),
        custom_attrs={"popover": "manual"},
        class_name="notice-viewport",
    )


# --- Reflex's toasts lead here ----------------------------------------------------------

REFLEX_TOAST_REFUSED = (
    "rx.toast is switched off on this site: rx.App(toaster=None) in agency_site/agency_site.py "
    "leaves out sonner's toaster, so such a toast would never show. Use the site's notices "
    "(agency_site/components/notices.py, ToastState): declare Notice(name, t(title), t(text)) "
    "and return show_notice(notice) from a trigger, or `return await show_from(self, notice)` "
    "from a handler."
)


# Done as this module loads: every page and state showing a notice imports it.
refuse_reflex_toasts(REFLEX_TOAST_REFUSED)
