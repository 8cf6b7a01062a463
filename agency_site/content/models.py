"""Small typed records that many pages list: a feature with its icon, a step, a fact, a question."""

from __future__ import annotations

import dataclasses


@dataclasses.dataclass(frozen=True)
class Feature:
    """A benefit, value or service shown as a card: a Lucide icon name, a title and a line."""

    icon: str
    title: str
    text: str


@dataclasses.dataclass(frozen=True)
class Step:
    """One step of a process, or one item of a checklist, with what it involves."""

    title: str
    text: str


@dataclasses.dataclass(frozen=True)
class Fact:
    """A short label and its value (key facts, figures)."""

    label: str
    value: str


@dataclasses.dataclass(frozen=True)
class Question:
    """A frequently asked question and its answer."""

    question: str
    answer: str
