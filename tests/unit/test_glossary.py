"""French and German use one translation for each term the site repeats (agency_site/glossary.py):
no source of visible text holds a variant the glossary does not allow. The sources, each read
in French and in German:

- every msgstr of the catalogues (the reading of every t() string: pages, data modules,
  layout, components);
- every <lang>.md under agency_site/content (blog, news, legal, newsletters, and any new
  section);
- every job file (content/jobs/<slug>.md): the reading under the language's key of each
  front-matter field, and its body;
- every Python module that builds a page, a mail or content (pages, content, layout,
  components, mail): its string literals that are not t() msgids (those are
  English; their reading is the msgstr), not docstrings and not names (an icon, an anchor),
  in case a module spells a French or German text itself.

A file of any other kind under agency_site/content fails the test until this module reads it,
so a new source of text cannot be left out.

Reads the .po files with Babel, the Markdown and front matter as text and YAML, the modules
with ast, and loads the glossary module by its path, so nothing of the app is imported and
the test stays fast.
"""

from __future__ import annotations

import ast
import importlib.util
import re
import sys
from collections.abc import Iterator
from pathlib import Path

import frontmatter
import pytest
from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parents[2]
# The kinds of file under agency_site/content this module reads (and the ones with no text).
READ_SUFFIXES = {".md", ".py"}
NO_TEXT = {"__pycache__"}
# The packages whose modules build what a visitor reads (the rest is tooling and back end).
VISIBLE_PACKAGES = ("pages", "content", "layout", "components", "mail")
# The calls whose first argument is an English msgid, translated in the catalogues.
MARKERS = {"t", "tn"}
# A literal in lower case with no space is a name (an icon, an anchor, a key), not a text.
IDENTIFIER = re.compile(r"[a-z0-9_\-./:#]+")


def _load_glossary():
    name = "agency_site_glossary_for_tests"
    spec = importlib.util.spec_from_file_location(name, ROOT / "agency_site" / "glossary.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # dataclasses look their module up while the class is built
    spec.loader.exec_module(module)
    return module


glossary = _load_glossary()
LANGUAGES = glossary.LANGUAGES


def _catalogue_path(language: str, root: Path = ROOT) -> Path:
    return root / "translations" / language / "LC_MESSAGES" / "messages.po"


def _msgstrs(language: str, root: Path = ROOT) -> list[tuple[int, str, str]]:
    """(line, msgid, msgstr) for every translated string of the language's catalogue."""
    path = _catalogue_path(language, root)
    if not path.exists():
        return []
    with path.open("rb") as source:
        catalogue = read_po(source)
    entries = []
    for message in catalogue:
        if not message.id:
            continue
        msgid = message.id if isinstance(message.id, str) else message.id[0]
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        entries.extend((message.lineno, msgid, string) for string in strings if string)
    return entries


def _jobs_dir(root: Path) -> Path:
    return root / "agency_site" / "content" / "jobs"


def _documents(language: str, root: Path = ROOT) -> list[Path]:
    """Every <language>.md of the content (a job file is read by _job_texts)."""
    return sorted((root / "agency_site" / "content").rglob(f"{language}.md"))


def _readings(value, language: str) -> Iterator[str]:
    """The texts of a front-matter value in one language: under its language key, at any
    depth (a job's title, city, requirements and description)."""
    if isinstance(value, dict):
        for key, inner in value.items():
            if key == language:
                yield from _all_strings(inner)
            else:
                yield from _readings(inner, language)
    elif isinstance(value, list):
        for inner in value:
            yield from _readings(inner, language)


def _all_strings(value) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, list | tuple):
        for inner in value:
            yield from _all_strings(inner)
    elif isinstance(value, dict):
        for inner in value.values():
            yield from _all_strings(inner)


def _job_texts(language: str, root: Path = ROOT) -> Iterator[tuple[str, str]]:
    for path in sorted(_jobs_dir(root).glob("*.md")):
        post = frontmatter.loads(path.read_text(encoding="utf-8"))
        where = path.relative_to(root).as_posix()
        for text in _readings(post.metadata, language):
            yield where, text
        if post.content.strip():
            yield where, post.content


def _docstrings(tree: ast.AST) -> set[int]:
    nodes = (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)
    return {
        id(node.body[0].value)
        for node in ast.walk(tree)
        if isinstance(node, nodes)
        and node.body
        and isinstance(node.body[0], ast.Expr)
        and isinstance(node.body[0].value, ast.Constant)
    }


def _module_literals(root: Path = ROOT) -> Iterator[tuple[str, str]]:
    """(where, literal) for every string literal of the app's modules that is neither a t()
    msgid nor a docstring, in the packages that build what a visitor reads."""
    paths = [
        path
        for package in VISIBLE_PACKAGES
        for path in sorted((root / "agency_site" / package).rglob("*.py"))
    ]
    for path in paths:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        skip = _docstrings(tree)
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id in MARKERS
            ):
                skip.update(id(arg) for arg in node.args)
        where = path.relative_to(root).as_posix()
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Constant)
                and isinstance(node.value, str)
                and id(node) not in skip
                and not IDENTIFIER.fullmatch(node.value.strip())
            ):
                yield f"{where}:{node.lineno}", node.value


def visible_texts(language: str, root: Path = ROOT) -> list[tuple[str, str]]:
    """(where, text) for every source of text the site shows in `language`."""
    texts = [
        (f"{_catalogue_path(language, root).relative_to(root)}:{line} msgid {msgid!r}", string)
        for line, msgid, string in _msgstrs(language, root)
    ]
    texts += [
        (path.relative_to(root).as_posix(), path.read_text(encoding="utf-8"))
        for path in _documents(language, root)
    ]
    texts += list(_job_texts(language, root))
    texts += list(_module_literals(root))
    return texts


def _advice(language: str, finding) -> str:
    term = glossary.GLOSSARY[language][finding.english]
    return f"{finding.found!r} is a variant of {finding.english!r}: use {term.required!r}"


def glossary_problems(language: str, root: Path = ROOT) -> list[str]:
    problems = []
    for where, text in visible_texts(language, root):
        lines = text.splitlines() or [""]
        for finding in glossary.banned_variants(text, language):
            number = text.count("\n", 0, finding.start)
            problems.append(
                f"  {where} (+{number}): {_advice(language, finding)}\n"
                f"      {lines[number].strip()}"
            )
    return problems


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_source_of_text_uses_the_glossary_terms(language):
    assert _msgstrs(language), f"no translated strings in {_catalogue_path(language)}"
    assert len(_documents(language)) >= 15, f"found few {language}.md files"
    assert len(list(_job_texts(language))) >= 8 * 4, f"found few {language} job texts"
    problems = glossary_problems(language)
    assert not problems, "not-allowed glossary variants:\n" + "\n".join(problems)


def test_every_kind_of_content_file_is_read():
    """A new kind of file under agency_site/content (YAML, JSON...) fails here until
    visible_texts reads it."""
    content = ROOT / "agency_site" / "content"
    unread = sorted(
        path.relative_to(ROOT).as_posix()
        for path in content.rglob("*")
        if path.is_file()
        and path.suffix not in READ_SUFFIXES
        and not NO_TEXT & set(path.relative_to(content).parts)
    )
    assert unread == []


JOB = """---
title:
  en: German Instructor
  de: Lehrkraft für Deutsch
description:
  en: A teaching post in Khiva.
  de: Eine {word} in Chiwa.
  fr: Un poste d'enseignant à Khiva.
requirements:
  de:
  - Mindestens zwei Jahre Lehrerfahrung
---
"""


@pytest.mark.parametrize(
    ("word", "found"), [("Lehrstelle", ["Lehrstelle"]), ("Stelle als Lehrkraft", [])]
)
def test_the_check_finds_a_banned_word_in_a_job_file(tmp_path, word, found):
    jobs = _jobs_dir(tmp_path)
    jobs.mkdir(parents=True)
    (jobs / "khiva-german.md").write_text(JOB.format(word=word), encoding="utf-8")
    problems = glossary_problems("de", tmp_path)
    assert [re.search(r"'(\w+)' is a variant", problem)[1] for problem in problems] == found
    assert all("content/jobs/khiva-german.md" in problem for problem in problems)


@pytest.mark.parametrize(
    ("relative", "text"),
    [
        ("agency_site/pages/jobs/data.py", 'LABEL = "Eine Lehrstelle"\n'),
        ("agency_site/content/news/x/de.md", "Eine Lehrstelle\n"),
        (
            "translations/de/LC_MESSAGES/messages.po",
            'msgid ""\nmsgstr ""\n\nmsgid "A teaching post"\nmsgstr "Eine Lehrstelle"\n',
        ),
    ],
)
def test_the_check_reads_modules_markdown_and_catalogues(tmp_path, relative, text):
    path = tmp_path / relative
    path.parent.mkdir(parents=True)
    path.write_text(text, encoding="utf-8")
    assert len(glossary_problems("de", tmp_path)) == 1
    assert glossary_problems("fr", tmp_path) == []


def test_a_t_msgid_in_a_module_is_left_to_its_catalogue(tmp_path):
    path = tmp_path / "agency_site" / "pages" / "pricing" / "data.py"
    path.parent.mkdir(parents=True)
    path.write_text('"""Our packages."""\nNAME = t("Our packages")\n', encoding="utf-8")
    assert glossary_problems("fr", tmp_path) == []


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
