"""Three languages: instant switching on every route, detection order, published pages."""

from __future__ import annotations

import re

import pytest
from babel.messages.pofile import read_po
from playwright.sync_api import Browser, Page, expect

from agency_site import routes
from agency_site.content import blog
from agency_site.i18n import TRANSLATED, catalogue_path, t
from agency_site.pages import ROUTES
from tests.e2e.pages import visit

PUBLIC_PATHS = [route.path for route in ROUTES if route.public]


def _english_only(language: str) -> set[str]:
    """Catalogue entries whose translation differs from the English: must not show."""
    with catalogue_path(language).open("rb") as source:
        catalogue = read_po(source)
    return {
        message.id
        for message in catalogue
        if isinstance(message.id, str)
        and message.string
        and message.string != message.id
        and "{" not in message.id
        and len(message.id) > 3
    }


ENGLISH_ONLY = {language: _english_only(language) for language in TRANSLATED}

# Every text node and every labelling attribute a reader (or a screen reader) meets.
VISIBLE_TEXTS = """() => {
  const texts = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const node = walker.currentNode;
    const parent = node.parentElement;
    // Skipped: hidden elements, and data kept as is on purpose (the postal address).
    if (!parent || parent.closest("script, style, template, [hidden], [translate=no]")) continue;
    const text = node.textContent.trim();
    if (text) texts.push(text);
  }
  for (const element of document.body.querySelectorAll("[aria-label], [placeholder], [alt], [title]")) {
    for (const name of ["aria-label", "placeholder", "alt", "title"]) {
      const value = element.getAttribute(name);
      if (value) texts.push(value.trim());
    }
  }
  return texts;
}"""


def _choose(page: Page, language: str) -> None:
    picker = page.get_by_test_id("language-picker")
    picker.locator("summary").click()
    picker.locator(f"button[data-language={language}]").click()
    expect(page.locator("html")).to_have_attribute("lang", language)


def _english_left(page: Page, language: str) -> list[str]:
    return sorted(set(page.evaluate(VISIBLE_TEXTS)) & ENGLISH_ONLY[language])


@pytest.mark.parametrize("path", PUBLIC_PATHS)
def test_switching_language_translates_every_text_of_the_page(page: Page, path: str):
    visit(page, path)
    english = page.locator("main").inner_text()
    heading = page.locator("main h1").first.inner_text()
    for language in TRANSLATED:
        _choose(page, language)
        expect(page).to_have_url(re.compile(re.escape(routes.localized(language, path)) + r"$"))
        expect(page.locator("main")).not_to_have_text(english)
        assert _english_left(page, language) == [], f"{path} in {language}"
    _choose(page, "en")
    expect(page).to_have_url(re.compile(re.escape(path) + r"$"))
    expect(page.locator("main h1").first).to_have_text(heading)


def test_switching_needs_no_server_and_keeps_the_page(page: Page, block_back_end):
    visit(page, routes.BLOG)
    block_back_end(page)
    page.evaluate("window.__samePage = true")
    _choose(page, "de")
    expect(page.locator("main h1")).to_have_text(
        t("Insights for teachers abroad").in_language("de")
    )
    assert page.evaluate("window.__samePage") is True, "the page reloaded"


def test_switching_keeps_typed_text_and_filters_in_the_new_language(page: Page):
    """No remount: the search text stays, and the list is matched again in French."""
    query = "ouzb"  # "ouzbek" is French; no English title or excerpt contains it
    visit(page, routes.BLOG)
    cards = page.locator("main article[data-filter-keys]")
    page.get_by_role("searchbox").fill(query)
    expect(cards.locator("visible=true")).to_have_count(0)
    _choose(page, "fr")
    expect(page.get_by_role("searchbox")).to_have_value(query)
    french = [
        post.title.in_language("fr")
        for post in blog.posts()
        if query in f"{post.title.in_language('fr')} {post.excerpt.in_language('fr')}".lower()
    ]
    assert french, "the query must match some French post"
    expect(cards.locator("h3:visible")).to_have_text(french)


def test_a_notice_built_on_click_speaks_the_chosen_language(page: Page):
    visit(page, routes.BLOG)
    _choose(page, "de")
    page.locator("main").get_by_role("button", name=t("Search").in_language("de")).click()
    notice = page.locator(".notice")
    expect(notice).to_contain_text(t("Feature In Progress").in_language("de"))


def test_links_lead_to_pages_in_the_chosen_language(page: Page):
    visit(page, routes.localized("de", routes.HOME))
    page.locator("footer").get_by_role("link", name=t("About Us").in_language("de")).click()
    expect(page).to_have_url(re.compile(r"/de/about$"))
    expect(page.locator("html")).to_have_attribute("lang", "de")


# Detection order: ?lng, cookie, localStorage, sessionStorage, browser, <html lang>, English.


def _detected(
    browser: Browser, base_url: str, path: str = "/", locale: str = "en-US", **stored
) -> str:
    context = browser.new_context(base_url=base_url, locale=locale)
    if "cookie" in stored:
        context.add_cookies([{"name": "i18next", "value": stored["cookie"], "url": base_url}])
    script = "".join(
        f"{area}.setItem('i18nextLng', '{stored[key]}');"
        for key, area in (("local", "localStorage"), ("session", "sessionStorage"))
        if key in stored
    )
    context.add_init_script(f"if (!window.__seeded) {{ window.__seeded = 1; {script} }}")
    page = context.new_page()
    try:
        visit(page, path)
        language = page.evaluate("document.documentElement.lang")
        heading = page.locator("main h1").first.inner_text()
        expected_heading = t("Teach abroad with a partner you can trust").in_language(language)
        if path == "/":
            assert heading == expected_heading, (language, heading)
        assert page.evaluate("localStorage.getItem('i18nextLng')") == language
        return language
    finally:
        context.close()


def test_query_parameter_comes_first(browser: Browser, base_url: str):
    assert _detected(browser, base_url, "/?lng=de", cookie="fr", local="fr", session="fr") == "de"


def test_cookie_comes_before_storage(browser: Browser, base_url: str):
    assert _detected(browser, base_url, cookie="de", local="fr", session="fr") == "de"


def test_local_storage_comes_before_session_storage(browser: Browser, base_url: str):
    assert _detected(browser, base_url, local="fr", session="de") == "fr"


def test_session_storage_comes_before_the_browser_language(browser: Browser, base_url: str):
    assert _detected(browser, base_url, locale="fr-FR", session="de") == "de"


def test_the_browser_language_is_used_when_nothing_is_stored(browser: Browser, base_url: str):
    assert _detected(browser, base_url, locale="de-DE") == "de"


def test_html_lang_then_english_when_nothing_is_supported(browser: Browser, base_url: str):
    # Spanish is not offered: the page's <html lang> (English) decides.
    assert _detected(browser, base_url, locale="es-ES") == "en"


def test_an_unknown_code_falls_back(browser: Browser, base_url: str):
    assert _detected(browser, base_url, "/?lng=xx") == "en"
    assert _detected(browser, base_url, "/?lng=xx", local="de") == "de"


def test_a_published_language_page_is_shown_in_its_language(browser: Browser, base_url: str):
    assert _detected(browser, base_url, "/fr", local="de") == "fr"
