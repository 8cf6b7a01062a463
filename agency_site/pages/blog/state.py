"""BlogSearchState: the blog list's search text and category."""

from __future__ import annotations

import functools

import reflex as rx

from agency_site.components.filters import hidden_items
from agency_site.components.language import request_language
from agency_site.content import blog
from agency_site.i18n import SOURCE_LANGUAGE, in_language, t
from agency_site.pages.visits import start_visit
from agency_site.platform import public

ALL_POSTS = "All Posts"
# The category bar, in the order posts first use them.
CATEGORIES = tuple(dict.fromkeys(post.category for post in blog.posts()))
# Longer text matches no title and excerpt; the field stops there too.
MAX_QUERY = 200


def searchable_text(post: blog.BlogPost, language: str) -> str:
    """What the search looks in: the title and the excerpt (a newline keeps them apart)."""
    return f"{in_language(post.title, language)}\n{in_language(post.excerpt, language)}"


@functools.cache
def _searchable_posts(language: str) -> dict[str, tuple[tuple[str, ...], str]]:
    # Built once per language, not on every keystroke.
    return {post.slug: ((post.category,), searchable_text(post, language)) for post in blog.posts()}


def hidden_posts(category: str, query: str, language: str) -> list[str]:
    return hidden_items(_searchable_posts(language), category, ALL_POSTS, query)


class BlogSearchState(rx.State):
    """The chosen category and search text; the list hides the posts that do not match."""

    category: str = ALL_POSTS
    query: str = ""
    # The page's language, whose titles and excerpts are searched.
    language: str = SOURCE_LANGUAGE
    # Whether a page has started a visit with this state (agency_site/pages/visits.py).
    _visited: bool = False
    # What a screen reader hears after a change: how many posts are left.
    announcement: str = ""

    @rx.var
    def hidden(self) -> list[str]:
        """The slugs of the posts that do not match, in any case, by title or excerpt."""
        return hidden_posts(self.category, self.query, self.language)

    @rx.var
    def empty(self) -> bool:
        """'No Articles Found' shows instead of the list."""
        return len(self.hidden) == len(blog.posts())

    @rx.event
    @public
    def choose(self, category: str):
        """A category button (the search text stays). Unknown categories are ignored."""
        if category == ALL_POSTS or category in CATEGORIES:
            self.category = category
            self._announce()

    @rx.event
    @public
    def search(self, query: str):
        """Each keystroke in the search field."""
        if isinstance(query, str):
            self.query = query[:MAX_QUERY]
            self._announce()

    @rx.event
    @public
    def start_over(self):
        """Each visit to the blog starts with every post (run as the page loads)."""
        start_visit(self)

    def _announce(self) -> None:
        self.language = request_language(self.router)
        total = len(blog.posts())
        shown = total - len(hidden_posts(self.category, self.query, self.language))
        self.announcement = in_language(
            t("{count} of {total} articles shown", count=shown, total=total), self.language
        )
