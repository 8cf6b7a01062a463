"""Markdown content (articles, news, legal pages) rendered as plain elements.

Built from the syntax tree at compile time: the HTML is pre-rendered with the page, no
Markdown library reaches the browser, internal links navigate without a reload and
external ones open a new tab.
"""

from __future__ import annotations

import reflex as rx
from markdown_it.tree import SyntaxTreeNode

from agency_site import design
from agency_site.components.language import in_page_language
from agency_site.components.links import external_link, link
from agency_site.content.markdown import parse
from agency_site.i18n import Text, t

PROSE = (
    "prose prose-slate max-w-none dark:prose-invert prose-headings:scroll-mt-24 "
    "prose-a:text-blue-700 dark:prose-a:text-sky-300 prose-table:text-sm"
)

# Node types that map one-to-one onto an HTML element of the same tag.
_SAME_TAG = {
    "heading",
    "bullet_list",
    "list_item",
    "blockquote",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "strong",
    "em",
}


def markdown(text: str, *, class_name: str = "") -> rx.Component:
    """`text` rendered; a translated document in the language of the page being built."""
    if isinstance(text, Text):
        text = in_page_language(text)
    return rx.el.div(*_children(parse(text)), class_name=f"{PROSE} {class_name}".strip())


def _children(node: SyntaxTreeNode) -> list[rx.Component | str]:
    return [_node(child) for child in node.children]


def _node(node: SyntaxTreeNode) -> rx.Component | str:
    kind = node.type
    if kind == "text":
        return node.content
    if kind == "softbreak":
        return " "
    if kind == "inline":
        return rx.fragment(*_children(node))
    if kind == "paragraph":
        # Tight lists hide their paragraphs: the text sits directly in the <li>.
        return rx.fragment(*_children(node)) if node.hidden else rx.el.p(*_children(node))
    if kind in _SAME_TAG:
        return getattr(rx.el, node.tag)(*_children(node))
    if kind == "ordered_list":
        start = node.attrs.get("start")
        return rx.el.ol(*_children(node), **({"start": int(start)} if start else {}))
    if kind == "table":
        # Tables keep readable columns and scroll sideways on phones instead; the scrolling
        # box takes the focus, so keyboard users can scroll it with the arrow keys.
        return rx.el.div(
            rx.el.table(*_children(node), class_name="min-w-[34rem]"),
            tab_index=0,
            # A group, not a region: a page with several tables would repeat one landmark.
            role="group",
            aria_label=t("Table (scrolls sideways)"),
            class_name="overflow-x-auto rounded-lg " + design.FOCUS_RING,
        )
    if kind == "link":
        href = str(node.attrs["href"])
        if href.startswith("/"):
            return link(*_children(node), to=href)
        return external_link(*_children(node), href=href)
    if kind == "code_inline":
        return rx.el.code(node.content)
    if kind == "hardbreak":
        return rx.el.br()
    if kind == "hr":
        return rx.el.hr()
    raise ValueError(f"no rendering for Markdown node {kind}")
