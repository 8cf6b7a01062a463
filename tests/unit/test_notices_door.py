"""Issue 51, part 3: notices go through one door. The site's build leaves out Reflex's
toaster (rx.App(toaster=None)), so rx.toast would show nothing; it raises instead, at once,
naming the site's notices."""

from __future__ import annotations

import pytest
import reflex as rx

from agency_site.components.notices import REFLEX_TOAST_REFUSED
from agency_site.platform import ReflexToastRefused, refuse_reflex_toasts
from agency_site.platform.reflex_internals import Toaster

CALLS = {
    "rx.toast": lambda: rx.toast("Saved"),
    "rx.toast.info": lambda: rx.toast.info("Saved"),
    "rx.toast.success": lambda: rx.toast.success("Saved"),
    "rx.toast.warning": lambda: rx.toast.warning("Saved"),
    "rx.toast.error": lambda: rx.toast.error("Saved"),
    "rx.toast.loading": lambda: rx.toast.loading("Saved"),
    "rx.toast.dismiss": lambda: rx.toast.dismiss(),
    "rx.toast.provider": lambda: rx.toast.provider(),
    "from reflex import toast": lambda: __import__("reflex").toast("Saved"),
    "sonner's Toaster": lambda: Toaster.send_toast("Saved"),
}


@pytest.mark.parametrize("call", CALLS.values(), ids=CALLS.keys())
def test_every_way_to_reflex_toasts_raises_pointing_to_the_notices(call):
    with pytest.raises(ReflexToastRefused) as refused:
        call()
    assert "ToastState" in str(refused.value)
    assert "agency_site/components/notices.py" in str(refused.value)
    assert "show_notice(notice)" in str(refused.value)


def test_a_page_with_a_toast_trigger_fails_as_it_is_built():
    with pytest.raises(ReflexToastRefused, match=r"rx\.toast is switched off"):
        rx.el.button("Save", on_click=rx.toast("Saved"))


def test_a_handler_returning_a_toast_fails_when_it_runs():
    def save():  # as a state's handler would end
        return rx.toast.success("Saved")

    with pytest.raises(ReflexToastRefused):
        save()


def test_the_app_leaves_out_reflex_s_toaster():
    import agency_site.agency_site as site

    assert site.app.toaster is None
    assert REFLEX_TOAST_REFUSED.startswith("rx.toast is switched off on this site")


def test_refusing_again_changes_nothing():
    refuse_reflex_toasts(REFLEX_TOAST_REFUSED)
    with pytest.raises(ReflexToastRefused):
        rx.toast("Saved")
