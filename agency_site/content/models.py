"""Small typed records that many pages list: a page's name and summary, a heading, a feature with
its icon, a step, a fact, a question."""

from __future__ import annotations

import dataclasses


@dataclasses.dataclass(frozen=True)
class PageMeta:
    """What a page is called (the browser tab reads "<name> | <brand>", breadcrumbs "<name>")
    and the summary search engines and link previews show under it."""

    name: str
    description: str


@dataclasses.dataclass(frozen=True)
class Heading:
    """The words that open a band of a page (hero, section, call to action): its title, the
    line under it, the small label above it, and for a section the #anchor it is reached at."""

    title: str
    text: str = ""
    eyebrow: str = ""
    anchor: str | None = None


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
