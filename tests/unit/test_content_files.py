"""Content files load into typed models, and broken files fail with their name."""

from __future__ import annotations

import pytest

from agency_site.content import blog
from agency_site.content.blog import CATEGORIES, BlogPost
from agency_site.content.documents import ContentError, load


def test_categories_are_the_spec_categories():
    assert set(CATEGORIES) == {
        "Culture",
        "Travel",
        "Teaching",
        "Finance",
        "Food",
        "Education",
        "Language",
        "Partnerships",
    }
    assert {post.category for post in blog.posts()} == set(CATEGORIES)


def _write(tmp_path, text: str):
    folder = tmp_path / "some-post"
    folder.mkdir()
    path = folder / "en.md"
    path.write_text(text, encoding="utf-8")
    return path


VALID_FRONT_MATTER = """---
id: 12
title: "A title"
category: Travel
author: "Someone"
date: 2025-05-01
read_minutes: 3
image: "A view"
cover: "/images/blog/some-post.svg"
excerpt: "Short."
---
Body.
"""


def test_a_valid_file_loads_with_the_folder_as_slug(tmp_path):
    post = load(_write(tmp_path, VALID_FRONT_MATTER), BlogPost)
    assert post.slug == "some-post"
    assert post.body.strip() == "Body."


@pytest.mark.parametrize(
    ("change", "expected"),
    [
        (("category: Travel", "category: Gardening"), "category"),
        (('title: "A title"\n', ""), "title"),
        (("id: 12", "id: twelve"), "id"),
        (("date: 2025-05-01\n", "date: 2025-05-01\nunknown_field: 1\n"), "unknown_field"),
        (("date: 2025-05-01", 'date: "May the first"'), "date"),
        (("read_minutes: 3", 'read_minutes: "soon"'), "read_minutes"),
        (("Body.", "# A second title"), "use ## to ####"),
        (("Body.", "![a photo](photo.png)"), "unsupported Markdown: image"),
    ],
)
def test_a_broken_file_fails_loudly_with_its_name(tmp_path, change, expected):
    path = _write(tmp_path, VALID_FRONT_MATTER.replace(*change))
    with pytest.raises(ContentError) as raised:
        load(path, BlogPost)
    assert str(path) in str(raised.value)
    assert expected in str(raised.value)
