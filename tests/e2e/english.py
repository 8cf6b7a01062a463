"""English left on a French or German page: a catalogue entry shown untranslated, a sentence
that reads as English, or an amount written the English way."""

from __future__ import annotations

import re

from lingua import Language, LanguageDetectorBuilder
from playwright.sync_api import Page

from agency_site.i18n import TRANSLATED
from agency_site.pages.partners.data import PARTNERS
from agency_site.pages.pricing.data import PLANS
from agency_site.settings import settings
from tests.catalogues import translated_otherwise


def _english_only(language: str) -> set[str]:
    """Catalogue entries whose translation differs from the English: must not show."""
    return {text for text in translated_otherwise(language) if len(text) > 3}


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


def untranslated_entries(page: Page, language: str) -> list[str]:
    """The catalogue's English texts that the page shows as they are."""
    return sorted(set(page.evaluate(VISIBLE_TEXTS)) & ENGLISH_ONLY[language])


_DETECTOR = (
    LanguageDetectorBuilder.from_languages(Language.ENGLISH, Language.FRENCH, Language.GERMAN)
    .with_minimum_relative_distance(0.25)
    .build()
)
# Names stay as they are in every language: the brand, partners, plans, the ministry.
_NAMES = sorted(
    {
        settings.brand_name,
        "BrightMatch",
        "The TEFL Academy",
        *(partner.name for partner in PARTNERS),
        *(str(plan.name) for plan in PLANS),
    },
    key=len,
    reverse=True,
)
# Text that reads as English to the detector but is not English left behind, with why.
_NOT_ENGLISH = {
    "Sekinroq gapiring, iltimos",  # Uzbek: the phrases article teaches it
    "me-ning is-mim ...",  # its pronunciation
    "Information Commissioner's Office (ICO)",  # the UK authority's name (GDPR page)
    "'dark' ou 'light'",  # stored values, as the browser keeps them (privacy policy)
    "'true' ou 'false'",
    "Storytelling et contenus",  # French uses the English loanword
    "p. ex. Sarah Johnson",  # a name as the example in a form field
    "Das Recruiting-Team von",  # German; "von" is followed by the brand
}
_WORD = re.compile(r"[^\W\d_]{2,}")
# English ways of writing amounts and counts: $2,800 / £29.99 / 10,000 / 2.5M.
# (0,754 is a French or German decimal, not an English thousand.)
_ENGLISH_NUMBER = re.compile(
    r"[£$€]\s?\d|\b[1-9]\d{0,2}(?:,\d{3})+\b|\b\d+\.\d+\s?[MK]\b|\b\d+\.\d{2}\b"
)


def _without_names(text: str) -> str:
    for name in _NAMES:
        text = text.replace(name, " ")
    # Web and e-mail addresses are in no language.
    return re.sub(r"https?://\S+|\S+@\S+|©|\d+", " ", text).strip()


def _page_texts(page: Page) -> set[str]:
    heads = page.evaluate(
        """() => [document.title, ...[...document.querySelectorAll(
            'meta[name=description], meta[property^="og:"], meta[name^="twitter:"]'
        )].filter((m) => !/url|image|type|card|site_name/.test(m.getAttribute('property') ||
            m.getAttribute('name'))).map((m) => m.content)]"""
    )
    return set(page.evaluate(VISIBLE_TEXTS)) | set(heads)


def english_sentences_and_numbers(page: Page) -> tuple[list[str], list[str]]:
    """The page's texts (head included) that read as English, and its amounts written the
    English way."""
    english, numbers = [], []
    for text in _page_texts(page):
        numbers.extend(match.group(0) for match in _ENGLISH_NUMBER.finditer(text))
        rest = _without_names(text)
        if rest in _NOT_ENGLISH or len(_WORD.findall(rest)) < 3:
            continue
        if _DETECTOR.detect_language_of(rest) == Language.ENGLISH:
            english.append(text)
    return english, numbers
