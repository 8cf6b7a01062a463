"""French and German use one translation for each term the site repeats (agency_site/glossary.py):
no msgstr of a catalogue and no fr.md/de.md of the blog, news or legal pages holds a variant
the glossary does not allow.

Reads the .po files with Babel and the Markdown as text, and loads the glossary module by its
path, so nothing of the app is imported and the test stays fast.
"""

from __future__ import annotations

import importlib.util
import re
import sys
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parents[2]
CONTENT = ROOT / "agency_site" / "content"
SECTIONS = ("blog", "news", "legal")


def _load_glossary():
    name = "agency_site_glossary_for_tests"
    spec = importlib.util.spec_from_file_location(name, ROOT / "agency_site" / "glossary.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # dataclasses look their module up while the class is built
    spec.loader.exec_module(module)
    return module


glossary = _load_glossary()
LANGUAGES = glossary.LANGUAGES


def _catalogue_path(language: str) -> Path:
    return ROOT / "translations" / language / "LC_MESSAGES" / "messages.po"


def _msgstrs(language: str) -> list[tuple[int, str, str]]:
    """(line, msgid, msgstr) for every translated string of the language's catalogue."""
    with _catalogue_path(language).open("rb") as source:
        catalogue = read_po(source)
    entries = []
    for message in catalogue:
        if not message.id:
            continue
        msgid = message.id if isinstance(message.id, str) else message.id[0]
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        entries.extend((message.lineno, msgid, string) for string in strings if string)
    return entries


def _documents(language: str) -> list[Path]:
    return sorted(
        path for section in SECTIONS for path in CONTENT.glob(f"{section}/*/{language}.md")
    )


def _advice(language: str, finding) -> str:
    term = glossary.GLOSSARY[language][finding.english]
    return f"{finding.found!r} is a variant of {finding.english!r}: use {term.required!r}"


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_catalogue_uses_the_glossary_terms(language):
    where = _catalogue_path(language).relative_to(ROOT)
    problems = [
        f"  {where}:{line}: msgid {msgid!r}: {_advice(language, finding)}"
        for line, msgid, string in _msgstrs(language)
        for finding in glossary.banned_variants(string, language)
    ]
    assert not problems, "not-allowed glossary variants in msgstr:\n" + "\n".join(problems)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_markdown_uses_the_glossary_terms(language):
    documents = _documents(language)
    assert len(documents) >= 15, f"found only {len(documents)} {language}.md files"
    problems = []
    for path in documents:
        text = path.read_text(encoding="utf-8")
        lines = text.splitlines()
        for finding in glossary.banned_variants(text, language):
            number = text.count("\n", 0, finding.start) + 1
            problems.append(
                f"  {path.relative_to(ROOT)}:{number}: {_advice(language, finding)}\n"
                f"      {lines[number - 1].strip()}"
            )
    assert not problems, "not-allowed glossary variants in Markdown:\n" + "\n".join(problems)


# The glossary itself -------------------------------------------------------------------------

TERMS = (
    "intake",
    "CV",
    "placement advisor",
    "package",
    "placement",
    "business day / working day",
    "application",
    "school partner / partner school",
    "recruiter",
    "Priority hiring",
    "Coming Soon / Soon",
    "teaching post",
)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_glossary_covers_the_repeated_terms(language):
    assert set(TERMS) <= set(glossary.GLOSSARY[language])
    for english, term in glossary.GLOSSARY[language].items():
        assert term.required and term.banned, english
        assert not glossary.banned_variants(term.required, language), (
            f"{english}: the required {term.required!r} is itself a banned variant"
        )


def _inflected(required: str) -> re.Pattern[str]:
    """The required term with any ending on each word (jours ouvrés, Einstellungsrunden)."""
    words = r"\s+".join(re.escape(word) + r"\w*" for word in required.split())
    return re.compile(rf"(?<!\w){words}", re.IGNORECASE)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_required_term_is_in_use(language):
    """A term nobody uses any more is a stale glossary entry."""
    texts = [string for _line, _msgid, string in _msgstrs(language)]
    texts += [path.read_text(encoding="utf-8") for path in _documents(language)]
    everything = "\n".join(texts)
    unused = [
        english
        for english, term in glossary.GLOSSARY[language].items()
        if not _inflected(term.required).search(everything)
    ]
    assert not unused, f"required {language} terms used nowhere: {unused}"


@pytest.mark.parametrize(
    ("language", "text", "variants"),
    [
        ("de", "Wir antworten innerhalb von 2\nWerktagen.", ["Werktagen"]),
        ("de", "Wir antworten innerhalb von 2 Arbeitstagen.", []),
        ("de", "Unser Lebenslauf-Check", ["Lebenslauf"]),
        ("de", "KÜRZERE FREIWILLIGENEINSÄTZE", []),
        ("de", "Wie war Ihr Einsatz? Demnächst mehr.", ["Einsatz", "Demnächst"]),
        ("de", "Eine Lehrstelle, keine Stelle für Lehrkräfte", ["Lehrstelle"]),
        ("fr", "sous deux jours\n  ouvrables", ["jours\n  ouvrables"]),
        ("fr", "sous deux jours ouvrés", []),
        ("fr", "Notre Forfait Premium, disponible prochainement", ["Forfait", "prochainement"]),
        ("fr", "L'AFFECTATION finale; le placement", ["AFFECTATION"]),
        ("fr", "une désaffectation", []),
    ],
)
def test_the_scan_finds_whole_words_in_any_case(language, text, variants):
    assert [finding.found for finding in glossary.banned_variants(text, language)] == variants
