"""PartnerFilterState and BlogSearchState: the list rules of spec section 4, without a browser."""

from __future__ import annotations

import pytest

from agency_site.components.filters import hidden_items
from agency_site.content import blog
from agency_site.pages.blog.state import ALL_POSTS, MAX_QUERY, BlogSearchState
from agency_site.pages.partners.data import PARTNERS
from agency_site.pages.partners.state import NETWORK, SHOWCASE, PartnerFilterState
from tests.unit.states import state_at

POSTS = blog.posts()
FEATURED = {partner.id for partner in PARTNERS if partner.featured}
NETWORK_IDS = {partner.id for partner in PARTNERS if not partner.featured}


def shown(state: PartnerFilterState, listing: str) -> set[str]:
    everyone = {partner.id for partner in PARTNERS} if listing == SHOWCASE else NETWORK_IDS
    return everyone - set(state.hidden[listing])


def carrying(tag: str) -> set[str]:
    return {partner.id for partner in PARTNERS if tag in partner.categories}


# The rule ---------------------------------------------------------------------------------


def test_an_item_shows_when_it_carries_the_key_and_contains_the_text():
    items = {"a": (("x",), "Tashkent plov"), "b": (("y",), "Samarkand")}
    assert hidden_items(items, "all", "all") == []
    assert hidden_items(items, "x", "all") == ["b"]
    assert hidden_items(items, "all", "all", "PLOV") == ["b"]
    assert hidden_items(items, "y", "all", "plov") == ["a", "b"]
    # Surrounding spaces are not part of the search; case and ß fold as in the reader's text.
    assert hidden_items(items, "all", "all", "  samarkand ") == ["a"]
    assert hidden_items({"c": ((), "Straße")}, "all", "all", "STRASSE") == []


# Partners ---------------------------------------------------------------------------------


def test_the_home_showcase_starts_at_featured_and_the_grid_at_all():
    state = state_at(PartnerFilterState, "/")
    assert state.chosen == {SHOWCASE: "Featured", NETWORK: "All"}
    assert len(FEATURED) == 5 and shown(state, SHOWCASE) == FEATURED
    assert len(NETWORK_IDS) == 3 and shown(state, NETWORK) == NETWORK_IDS
    # Nothing is announced until the visitor changes something.
    assert state.announcement == {SHOWCASE: "", NETWORK: ""}


@pytest.mark.parametrize("tag", ["Global", "Healthcare", "Tech", "UK"])
def test_a_tag_shows_the_partners_carrying_it(tag):
    state = state_at(PartnerFilterState, "/")
    state.choose(SHOWCASE, tag)
    assert shown(state, SHOWCASE) == carrying(tag)
    state.choose(SHOWCASE, "All")
    assert shown(state, SHOWCASE) == {partner.id for partner in PARTNERS}
    assert state.announcement[SHOWCASE] == "8 of 8 partners shown"


def test_featured_partners_are_never_in_the_grid():
    state = state_at(PartnerFilterState, "/partners")
    state.choose(NETWORK, "Global")
    assert shown(state, NETWORK) == carrying("Global") & NETWORK_IDS
    assert carrying("Global") - NETWORK_IDS, "some featured partner carries 'Global'"
    # 'Featured' is not a choice of the grid.
    state.choose(NETWORK, "Featured")
    assert state.chosen[NETWORK] == "Global"


def test_a_tag_only_featured_partners_carry_empties_the_grid():
    state = state_at(PartnerFilterState, "/partners")
    state.choose(NETWORK, "Healthcare")
    assert shown(state, NETWORK) == set()
    assert state.empty == {SHOWCASE: False, NETWORK: True}
    assert state.announcement[NETWORK] == "0 of 3 partners shown"


def test_the_announcement_is_in_the_page_s_language():
    state = state_at(PartnerFilterState, "/de/partners")
    state.choose(NETWORK, "All")
    assert state.announcement[NETWORK] == "3 von 3 Partnern angezeigt"


@pytest.mark.parametrize(
    ("listing", "tag"),
    [("elsewhere", "All"), (SHOWCASE, "Nope"), (SHOWCASE, ["All"]), ([1], "All")],
)
def test_unknown_lists_and_tags_change_nothing(listing, tag):
    state = state_at(PartnerFilterState, "/")
    state.choose(listing, tag)
    assert state.chosen == {SHOWCASE: "Featured", NETWORK: "All"}


def test_each_visit_starts_over():
    state = state_at(PartnerFilterState, "/")
    state.start_over()
    state.choose(SHOWCASE, "Tech")
    state.start_over()
    assert state.chosen[SHOWCASE] == "Featured" and state.announcement[SHOWCASE] == ""


# Blog -------------------------------------------------------------------------------------


def titles_shown(state: BlogSearchState) -> list[str]:
    return [post.title for post in POSTS if post.slug not in state.hidden]


def matching(query: str, category: str = ALL_POSTS) -> list[str]:
    return [
        post.title
        for post in POSTS
        # The English, as the state searches it (str(): on purpose, not a leak).
        if query.casefold() in "\n".join((str(post.title), str(post.excerpt))).casefold()
        and category in (ALL_POSTS, post.category)
    ]


def test_the_blog_starts_with_every_post():
    state = state_at(BlogSearchState, "/blog")
    assert (state.category, state.query, state.hidden, state.empty) == (ALL_POSTS, "", [], False)


def test_search_looks_in_titles_and_excerpts_ignoring_case():
    state = state_at(BlogSearchState, "/blog")
    state.search("PLOV")
    assert not any("plov" in post.title.lower() for post in POSTS)
    assert titles_shown(state) == matching("plov") and len(matching("plov")) == 1
    state.search("cuisine")
    assert titles_shown(state) == ["An Introduction to Uzbek Cuisine"]


def test_category_and_search_combine_and_the_search_stays():
    state = state_at(BlogSearchState, "/blog")
    state.choose("Culture")
    assert titles_shown(state) == matching("", "Culture") and len(matching("", "Culture")) == 3
    state.search("foreign")
    assert titles_shown(state) == matching("foreign", "Culture")
    state.choose(ALL_POSTS)
    assert state.query == "foreign" and titles_shown(state) == matching("foreign")


def test_no_match_is_empty_and_announced():
    state = state_at(BlogSearchState, "/blog")
    state.search("quantum physics")
    assert state.empty and titles_shown(state) == []
    assert state.announcement == f"0 of {len(POSTS)} articles shown"


def test_a_french_page_searches_the_french_text():
    state = state_at(BlogSearchState, "/fr/blog")
    french = blog.posts("fr")
    state.search("ouzbékistan")
    expected = [
        post.slug for post in french if "ouzbékistan" in f"{post.title}\n{post.excerpt}".casefold()
    ]
    assert 0 < len(expected) < len(french)
    assert [post.slug for post in POSTS if post.slug not in state.hidden] == expected
    assert state.announcement == f"{len(expected)} articles affichés sur {len(french)}"


def test_unknown_categories_and_bad_text_change_nothing():
    state = state_at(BlogSearchState, "/blog")
    state.choose("Gossip")
    state.search(["not", "text"])
    assert (state.category, state.query) == (ALL_POSTS, "")
    state.search("x" * 10_000)
    assert len(state.query) == MAX_QUERY


def test_each_visit_to_the_blog_starts_over():
    state = state_at(BlogSearchState, "/blog")
    state.start_over()
    state.choose("Food")
    state.search("plov")
    state.start_over()
    assert (state.category, state.query, state.announcement) == (ALL_POSTS, "", "")


# A back end that restarted holds a fresh state; a click made while it was down can reach it
# before the page's on_load runs again, which must not undo it. The next visit starts over.


def test_a_tag_chosen_before_the_state_s_first_visit_is_kept():
    state = state_at(PartnerFilterState, "/")
    state.choose(SHOWCASE, "Tech")
    state.start_over()
    assert state.chosen[SHOWCASE] == "Tech"
    state.start_over()
    assert state.chosen[SHOWCASE] == "Featured"


def test_a_category_chosen_before_the_state_s_first_visit_is_kept():
    state = state_at(BlogSearchState, "/blog")
    state.choose("Food")
    state.start_over()
    assert state.category == "Food"
    state.start_over()
    assert state.category == ALL_POSTS
