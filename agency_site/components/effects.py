"""Decorative motion (assets/js/effects.jsx): confetti and the scroll reveal."""

from __future__ import annotations

import reflex as rx

EFFECTS_MODULE = "$/public/js/effects.jsx"

# Confetti for 5 seconds, a burst every 250 ms.
CONFETTI_DURATION_MS = 5000
CONFETTI_INTERVAL_MS = 250


class _Effect(rx.Component):
    """A component of effects.jsx. The module imports canvas-confetti, so a page using any of
    them needs the package installed: with AGENCY_DEV_PAGES building the home page alone, Vite
    could not resolve the module and the page never hydrated."""

    library = EFFECTS_MODULE
    lib_dependencies: list[str] = ["canvas-confetti@1.9.4"]  # noqa: RUF012 (Reflex field)


class Confetti(_Effect):
    tag = "Confetti"

    duration: rx.Var[int]
    interval: rx.Var[int]


class ScrollReveal(_Effect):
    tag = "ScrollReveal"


def confetti() -> rx.Component:
    """Confetti over the whole window, once, as the page opens."""
    return Confetti.create(
        duration=CONFETTI_DURATION_MS,
        interval=CONFETTI_INTERVAL_MS,
        class_name="pointer-events-none fixed inset-0 z-[45] h-full w-full",
        data_testid="confetti",
    )


def scroll_reveal(*sections: rx.Component) -> rx.Component:
    """`sections` fade in as they scroll into view (assets/js/effects.jsx)."""
    return ScrollReveal.create(*sections, data_testid="scroll-reveal")
