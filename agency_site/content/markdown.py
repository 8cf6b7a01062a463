"""The Markdown the content files may use, parsed once into a syntax tree.

CommonMark plus tables, with raw HTML switched off (it stays visible text). Images and
anything else the site does not style are refused, so a content file fails at start-up
instead of rendering oddly.
"""

from __future__ import annotations

from markdown_it import MarkdownIt
from markdown_it.tree import SyntaxTreeNode

SUPPORTED_NODES = frozenset(
    {
        "root",
        "paragraph",
        "heading",
        "bullet_list",
        "ordered_list",
        "list_item",
        "blockquote",
        "table",
        "thead",
        "tbody",
        "tr",
        "th",
        "td",
        "hr",
        "inline",
        "text",
        "strong",
        "em",
        "link",
        "code_inline",
        "softbreak",
        "hardbreak",
    }
)
# The page title is the only <h1>; bodies start at ##.
HEADING_LEVELS = frozenset({"h2", "h3", "h4"})

_PARSER = MarkdownIt("commonmark", {"html": False}).enable("table")


def parse(text: str) -> SyntaxTreeNode:
    """The syntax tree of `text`; ValueError names the first construct we do not support."""
    tree = SyntaxTreeNode(_PARSER.parse(text))
    for node in tree.walk():
        if node.type not in SUPPORTED_NODES:
            raise ValueError(f"unsupported Markdown: {node.type} (line {_line(node)})")
        if node.type == "heading" and node.tag not in HEADING_LEVELS:
            raise ValueError(f"use ## to ####, not {node.markup} (line {_line(node)})")
    return tree


def _line(node: SyntaxTreeNode) -> str:
    return str(node.map[0] + 1) if node.map else "?"


def word_count(text: str) -> int:
    """Words a reader reads: the text of the tree, without Markdown punctuation."""
    words = 0
    for node in parse(text).walk():
        if node.type == "text":
            words += len(node.content.split())
    return words


def to_html(text: str) -> str:
    """`text` as HTML, for a mail (raw HTML in it stays text)."""
    return _PARSER.render(text)
