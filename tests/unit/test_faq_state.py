"""FaqState: one question open at a time, and an open one closes again (spec section 4)."""

from __future__ import annotations

import pytest

from agency_site.components.faq import CLOSED, FAQS, Faq, FaqState
from agency_site.content.models import Question
from agency_site.pages.apply.data import APPLY_FAQ
from agency_site.pages.pricing.data import PRICING_FAQ
from tests.unit.states import state_at

PRICING, APPLY = PRICING_FAQ.name, APPLY_FAQ.name


def test_every_faq_starts_as_its_page_declares():
    state = state_at(FaqState, "/pricing")
    assert FAQS.keys() == {PRICING, APPLY}
    # The pricing page opens its first answer; the apply page none.
    assert state.open == {PRICING: 0, APPLY: CLOSED}


def test_opening_a_question_closes_the_one_open_before():
    state = state_at(FaqState, "/pricing")
    # The first is open as the page loads.
    for index in [*range(1, len(PRICING_FAQ.questions)), 0]:
        state.toggle(PRICING, index)
        assert state.open[PRICING] == index
    # The other FAQ is its own.
    assert state.open[APPLY] == CLOSED


def test_an_open_question_closes_again():
    state = state_at(FaqState, "/pricing")
    state.toggle(PRICING, 0)  # open as the page loads
    assert state.open[PRICING] == CLOSED
    state.toggle(APPLY, 2)
    state.toggle(APPLY, 2)
    assert state.open[APPLY] == CLOSED


@pytest.mark.parametrize(
    ("faq", "index"),
    [("nowhere", 0), (PRICING, 4), (PRICING, -1), (PRICING, "1"), (PRICING, True), ([1], 0)],
)
def test_unknown_faqs_and_questions_change_nothing(faq, index):
    state = state_at(FaqState, "/pricing")
    state.toggle(faq, index)
    assert state.open == {PRICING: 0, APPLY: CLOSED}


def test_an_faq_needs_a_unique_name_and_a_question_to_open():
    question = (Question("Q?", "A."),)
    with pytest.raises(ValueError, match="unique"):
        Faq(PRICING, question)
    with pytest.raises(ValueError, match="no question 1"):
        Faq("other", question, initially_open=1)
    assert "other" not in FAQS
