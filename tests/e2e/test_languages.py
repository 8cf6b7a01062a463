"""Three languages, one address each: switching on every kind of page, detection order.
(No English left on any French or German page: test_every_page.py.)"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Browser, Page, expect

from agency_site import routes, seo
from agency_site.content import blog
from agency_site.i18n import TRANSLATED, in_language, t
from agency_site.layout import navigation
from agency_site.routes import Route
from tests.e2e.english import untranslated_entries
from tests.e2e.pages import (
    FIRST_OF_EACH_BUILDER,
    PAGE_READY_MS,
    open_picker_and_build_ahead,
    visit,
)


def _choose(page: Page, language: str, connected: bool = True) -> None:
    picker = page.get_by_test_id("language-picker")
    picker.locator("summary").click()
    picker.locator(f"a[data-language={language}]").click()
    # The page in that language is another route: the dev server may first compile its code.
    # Its root carries the language at once; <html lang> follows from LanguageState.
    expect(page.locator(f"div[lang={language}]:has(main)")).to_be_attached(timeout=PAGE_READY_MS)
    if connected:
        expect(page.locator("html")).to_have_attribute("lang", language, timeout=PAGE_READY_MS)


# One page per page function: the others differ in content only, which every page's sweep
# (test_every_page.py) reads in each language.
@pytest.mark.parametrize("route", FIRST_OF_EACH_BUILDER, ids=lambda route: route.path)
def test_switching_language_translates_every_text_of_the_page(production_page: Page, route: Route):
    path = route.path
    page = visit(production_page, path)
    english = page.locator("main").inner_text()
    heading = page.locator("main h1").first.inner_text()
    for language in TRANSLATED:
        _choose(page, language)
        expect(page).to_have_url(re.compile(re.escape(routes.localized(language, path)) + r"$"))
        expect(page.locator("main")).not_to_have_text(english)
        expect(page).to_have_title(seo.tab_title(route, language))
        expect(page.locator('meta[name="description"]')).to_have_attribute(
            "content", in_language(route.meta.description, language)
        )
        assert untranslated_entries(page, language) == [], f"{path} in {language}"
    _choose(page, "en")
    expect(page).to_have_url(re.compile(re.escape(path) + r"$"))
    expect(page.locator("main h1").first).to_have_text(heading)


def test_switching_needs_no_server_and_keeps_the_page(page: Page, block_back_end):
    visit(page, routes.BLOG)
    block_back_end(page)
    page.evaluate("window.__samePage = true")
    _choose(page, "de", connected=False)
    expect(page.locator("main h1")).to_have_text(
        t("Insights for teachers abroad").in_language("de")
    )
    assert page.evaluate("window.__samePage") is True, "the page reloaded"


def test_the_picker_builds_the_other_languages_ahead_without_loading_the_page_again(page: Page):
    # The router runs its navigation on the page's own address: a page load would start the
    # blog's search over (BlogSearchState.start_over).
    visit(page, routes.BLOG)
    search = page.get_by_role("searchbox", name="Search articles")
    search.fill("uzbek")
    cards = page.locator("section[aria-labelledby=posts-title] article h3:visible")
    expect(cards).not_to_have_count(len(blog.posts()))
    shown = cards.all_inner_texts()
    open_picker_and_build_ahead(page, routes.BLOG)
    expect(search).to_have_value("uzbek")
    expect(cards).to_have_text(shown)
    # The picker is still open.
    page.get_by_test_id("language-picker").locator("a[data-language=fr]").click()
    expect(page.locator("main h1")).to_have_text(
        t("Insights for teachers abroad").in_language("fr")
    )


# Resolves with what the footer holds in the first frame that shows the page's heading changed.
_FOOTER_IN_FIRST_FRAME = """() => {
  const heading = () => document.querySelector("main h1")?.textContent;
  const before = heading();
  window.__footerInFirstFrame = new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (heading() == null || heading() === before) return;
      observer.disconnect();
      requestAnimationFrame(() => resolve(document.querySelector("footer").childElementCount));
    });
    observer.observe(document, {subtree: true, childList: true, characterData: true});
  });
}"""


def test_a_switch_draws_the_footer_right_after_the_pages_first_frame(page: Page):
    # The switch scrolls to the top, where the footer is out of sight: the new page's first
    # frame comes without it (layout/behaviour.py after_first_frame), and it follows.
    visit(page, routes.ABOUT)
    expect(page.locator("footer").get_by_role("navigation", name="Quick links")).to_be_attached()
    page.evaluate(_FOOTER_IN_FIRST_FRAME)
    _choose(page, "fr")
    assert page.evaluate("window.__footerInFirstFrame") == 0
    quick_links = page.locator("footer").get_by_role(
        "navigation", name=t("Quick links").in_language("fr")
    )
    expect(quick_links.get_by_role("link")).to_have_count(len(navigation.FOOTER_QUICK_LINKS))


def test_the_picker_keeps_the_query_and_the_anchor(page: Page):
    visit(page, routes.ABOUT + "?ref=mail#main-content")
    _choose(page, "fr")
    expect(page).to_have_url(re.compile(r"/fr/about\?ref=mail#main-content$"))
    _choose(page, "en")
    expect(page).to_have_url(re.compile(r"/about\?ref=mail#main-content$"))


def test_the_picker_remembers_the_choice_for_the_next_visit(page: Page):
    visit(page, routes.localized("de", routes.ABOUT))
    _choose(page, "en")
    page.wait_for_function("() => localStorage.getItem('i18nextLng') === 'en'")
    visit(page, routes.ABOUT)
    expect(page).to_have_url(re.compile(r"/about$"))
    expect(page.locator("html")).to_have_attribute("lang", "en")


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
    browser: Browser, site_url: str, path: str = "/", locale: str = "en-US", **stored
) -> str:
    context = browser.new_context(base_url=site_url, locale=locale)
    if "cookie" in stored:
        context.add_cookies([{"name": "i18next", "value": stored["cookie"], "url": site_url}])
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
            # The address is the language: an English address opened for a French reader
            # went to the French one before painting (assets/js/boot.js).
            expect(page).to_have_url(re.compile(re.escape(routes.localized(language, "/")) + "$"))
        # LanguageState caches the page's language for the next visit.
        page.wait_for_function(f"() => localStorage.getItem('i18nextLng') === '{language}'")
        return language
    finally:
        context.close()


def test_query_parameter_comes_first(browser: Browser, site_url: str):
    assert _detected(browser, site_url, "/?lng=de", cookie="fr", local="fr", session="fr") == "de"


def test_cookie_comes_before_storage(browser: Browser, site_url: str):
    assert _detected(browser, site_url, cookie="de", local="fr", session="fr") == "de"


def test_local_storage_comes_before_session_storage(browser: Browser, site_url: str):
    assert _detected(browser, site_url, local="fr", session="de") == "fr"


def test_session_storage_comes_before_the_browser_language(browser: Browser, site_url: str):
    assert _detected(browser, site_url, locale="fr-FR", session="de") == "de"


def test_the_browser_language_is_used_when_nothing_is_stored(browser: Browser, site_url: str):
    assert _detected(browser, site_url, locale="de-DE") == "de"


def test_html_lang_then_english_when_nothing_is_supported(browser: Browser, site_url: str):
    # Spanish is not offered: the page's <html lang> (English) decides.
    assert _detected(browser, site_url, locale="es-ES") == "en"


def test_an_unknown_code_falls_back(browser: Browser, site_url: str):
    assert _detected(browser, site_url, "/?lng=xx") == "en"
    assert _detected(browser, site_url, "/?lng=xx", local="de") == "de"


def test_a_published_language_page_is_shown_in_its_language(browser: Browser, site_url: str):
    assert _detected(browser, site_url, "/fr", local="de") == "fr"


def test_an_english_address_opens_in_the_stored_language_without_an_english_frame(
    browser: Browser, site_url: str
):
    context = browser.new_context(base_url=site_url)
    # Every document the tab shows, with its language at its first paint.
    context.add_init_script(
        "localStorage.setItem('i18nextLng', 'fr');"
        "new PerformanceObserver(() => { window.__painted = document.documentElement.lang;"
        " window.__paintedVisible = document.documentElement.style.visibility !== 'hidden'; })"
        ".observe({type: 'paint', buffered: true});"
    )
    page = context.new_page()
    documents = []
    page.on("framenavigated", lambda frame: documents.append(frame.url))
    try:
        visit(page, routes.ABOUT + "?ref=mail", answered=False)
        expect(page).to_have_url(re.compile(r"/fr/about\?ref=mail$"))
        expect(page.locator("main h1").first).to_have_text(
            t("Great teachers, great schools, one trusted partner").in_language("fr")
        )
        page.wait_for_function("() => window.__painted !== undefined")
        assert page.evaluate("[window.__painted, window.__paintedVisible]") == ["fr", True]
        assert documents[-1].endswith("/fr/about?ref=mail")
    finally:
        context.close()


def test_a_crawler_gets_the_page_at_the_address_it_asked_for(browser: Browser, site_url: str):
    # No stored language, an English browser: /about stays English, /de/about German.
    context = browser.new_context(base_url=site_url, locale="en-US")
    page = context.new_page()
    try:
        for path, language in ((routes.ABOUT, "en"), (routes.localized("de", routes.ABOUT), "de")):
            visit(page, path)
            expect(page).to_have_url(re.compile(re.escape(path) + "$"))
            expect(page.locator("html")).to_have_attribute("lang", language)
            page.evaluate("localStorage.clear()")
    finally:
        context.close()
