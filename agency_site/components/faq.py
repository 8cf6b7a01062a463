"""Questions and answers as an accordion (one item open at a time; an open item can be
closed again), held by FaqState.

Each FAQ is declared once, in its page's data module (`Faq("pricing", (...), initially_open=0)`),
which registers it here; FaqState knows every FAQ from that. Every answer is in the
pre-rendered page (crawlable), hidden while its question is closed.
"""

from __future__ import annotations

import dataclasses

import reflex as rx

from agency_site import design
from agency_site.components.icons import icon
from agency_site.components.registry import register
from agency_site.content.models import Question
from agency_site.platform import public

CLOSED = -1
# Every FAQ of the site, by name.
FAQS: dict[str, Faq] = {}


@dataclasses.dataclass(frozen=True)
class Faq:
    """An FAQ: its name (unique on the site, used in its events and element ids), its
    questions, and the one open when the page loads (CLOSED for none)."""

    name: str
    questions: tuple[Question, ...]
    initially_open: int = CLOSED

    def __post_init__(self) -> None:
        if not CLOSED <= self.initially_open < len(self.questions):
            raise ValueError(f"FAQ {self.name}: no question {self.initially_open} to open")
        register(FAQS, self.name, self, "FAQ")


def _open_at_first() -> dict[str, int]:
    return {name: faq.initially_open for name, faq in FAQS.items()}


class FaqState(rx.State):
    """The open question of each FAQ (its index, or CLOSED)."""

    open: dict[str, int] = rx.field(default_factory=_open_at_first)

    @rx.event
    @public
    def toggle(self, faq: str, index: int):
        """A question's button: opens it (closing the one open before) or closes it."""
        known = FAQS.get(faq) if isinstance(faq, str) else None
        if (
            known is None
            or type(index) is not int  # not a bool either
            or not 0 <= index < len(known.questions)
        ):
            return
        now_open = self.open.get(faq, known.initially_open)
        self.open = {**self.open, faq: CLOSED if now_open == index else index}


def _item(faq: Faq, index: int, question: Question) -> rx.Component:
    button_id = f"faq-{faq.name}-{index}"
    is_open = FaqState.open[faq.name] == index
    return rx.el.div(
        rx.el.h3(
            rx.el.button(
                rx.el.span(question.question),
                rx.el.span(
                    icon(
                        "chevron-down",
                        18,
                        "transition-transform duration-200 group-aria-expanded:rotate-180",
                    ),
                    class_name=(
                        "flex h-8 w-8 shrink-0 items-center justify-center rounded-full "
                        "bg-blue-700/10 text-blue-800 dark:bg-sky-300/15 dark:text-sky-200"
                    ),
                ),
                type="button",
                id=button_id,
                aria_expanded=is_open,
                aria_controls=f"{button_id}-answer",
                on_click=FaqState.toggle(faq.name, index),
                class_name=(
                    "group flex w-full cursor-pointer items-center justify-between gap-4 "
                    "rounded-2xl p-5 text-left text-base font-semibold text-slate-900 "
                    "dark:text-white " + design.FOCUS_RING
                ),
            ),
        ),
        rx.el.div(
            rx.el.p(question.answer, class_name="px-5 pb-5 leading-7 " + design.TEXT),
            id=f"{button_id}-answer",
            role="region",
            aria_labelledby=button_id,
            hidden=~is_open,
        ),
        class_name=design.CARD,
        data_testid="faq-item",
    )


def faq_list(faq: Faq, class_name: str = "") -> rx.Component:
    """The FAQ's questions, each a button that shows its answer below it."""
    return rx.el.div(
        *[_item(faq, index, question) for index, question in enumerate(faq.questions)],
        class_name="space-y-3 " + class_name,
        data_testid=f"{faq.name}-faq",
    )
