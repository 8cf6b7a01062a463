"""French and German are complete: catalogues, long content, formatting."""

from __future__ import annotations

import ast
import functools
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import frontmatter
import pytest
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po
from babel.support import Translations

from agency_site import i18n
from agency_site.content import markdown
from agency_site.content.documents import CONTENT_DIR
from agency_site.i18n import (
    CODES,
    SOURCE_LANGUAGE,
    TRANSLATED,
    TRANSLATIONS_DIR,
    catalogue_path,
    date_text,
    money,
    t,
    tn,
)

ROOT = Path(__file__).resolve().parents[2]
SLOT = re.compile(r"\{\w+\}")


def _catalogue(path: Path):
    with path.open("rb") as source:
        return read_po(source)


@functools.cache
def _source_messages() -> dict[str, tuple[tuple[str, int], ...]]:
    """Every msgid in the site's code now, extracted the way `make translations-extract` does,
    with the files and lines that use it."""
    template = Path(tempfile.mkdtemp()) / "messages.pot"
    subprocess.run(
        [
            sys.executable,
            "-m",
            "babel.messages.frontend",
            "--quiet",
            "extract",
            "-F",
            str(TRANSLATIONS_DIR / "babel.cfg"),
            "-k",
            "t",
            "-k",
            "tn:1,2",
            "--no-default-keywords",
            "-o",
            str(template),
            ".",
        ],
        cwd=ROOT,
        capture_output=True,
        check=True,
    )
    with template.open("rb") as source:
        messages = {
            _key(message): tuple(message.locations) for message in read_po(source) if message.id
        }
    assert len(messages) > 1000, "extraction found almost nothing"
    return messages


def _where(keys: set[str]) -> str:
    """One line per message: where the code uses it first, and the message."""
    lines = []
    for key in sorted(keys):
        file, line = (_source_messages()[key] or (("?", 0),))[0]
        lines.append(f"  {file}:{line}: {key!r}")
    return "\n".join(lines)


def _key(message) -> str:
    return message.id if isinstance(message.id, str) else message.id[0]


def test_the_template_holds_every_message_of_the_code():
    template = {_key(m) for m in _catalogue(TRANSLATIONS_DIR / "messages.pot") if m.id}
    missing = set(_source_messages()) - template
    assert not missing, f"run `make translations-update`; not in messages.pot:\n{_where(missing)}"


def test_the_catalogues_name_files_that_exist():
    """A translator finds where an entry is used by its `#:` lines: once a file has moved,
    `make translations-update` writes them anew (and a developer's diff shows only theirs)."""
    for path in (TRANSLATIONS_DIR / "messages.pot", *map(catalogue_path, TRANSLATED)):
        named = {file for message in _catalogue(path) for file, _line in message.locations}
        gone = sorted(file for file in named if not (ROOT / file).is_file())
        assert not gone, f"run `make translations-update`: {path.name} names {gone[:5]}"


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_message_is_translated(language):
    path = catalogue_path(language)
    catalogue = _catalogue(path)
    entries = {_key(m): m for m in catalogue if m.id}
    missing = set(_source_messages()) - set(entries)
    assert not missing, (
        f"not in {path.relative_to(ROOT)} (run `make translations-update`, then translate):\n"
        + _where(missing)
    )
    unfinished = untranslated(path, path.relative_to(ROOT).as_posix())
    assert not unfinished, (
        f"{len(unfinished)} entries to translate or check in {path.relative_to(ROOT)} (the site "
        "shows the English until then):\n" + "\n".join(unfinished)
    )
    for key, message in entries.items():
        where = f"{path.relative_to(ROOT)}:{message.lineno}"
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        for translated in strings:
            assert set(SLOT.findall(translated)) == set(SLOT.findall(ids[-1])), (
                f"{where}: the {{slots}} differ from the English in {key!r}"
            )


def previous_texts(path: Path) -> dict[int, str]:
    """The earlier English (`#| msgid "..."`, which Babel's reader skips) of each entry of the
    catalogue at `path` that has one, by the line of its msgid."""
    found, previous = {}, None
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if line.startswith("#| msgid "):
            previous = ast.literal_eval(line.removeprefix("#| msgid "))
        elif line.startswith('#| "') and previous is not None:
            previous += ast.literal_eval(line.removeprefix("#| "))
        elif line.startswith("msgid ") and previous is not None:
            found[number], previous = previous, None
    return found


def untranslated(path: Path, where: str) -> list[str]:
    """One line per fuzzy or empty entry of the catalogue at `path`: where it is, the English,
    and beside it the earlier English (`#| msgid`) and the suggestion a translator starts from."""
    previous = previous_texts(path)
    lines = []
    for message in _catalogue(path):
        if not message.id:
            continue
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        empty = not all(s.strip() for s in strings)
        if not (message.fuzzy or empty):
            continue
        kind = "fuzzy" if message.fuzzy else "empty"
        line = f"  {where}:{message.lineno}: {kind}: {_key(message)!r}"
        if message.lineno in previous:
            line += f" (was {previous[message.lineno]!r}"
            line += ")" if empty else f", suggested {strings[0]!r})"
        if message.fuzzy:
            line += ": check the suggestion, then delete its `#, fuzzy` and `#|` lines"
        lines.append(line)
    return lines


@pytest.mark.parametrize("language", TRANSLATED)
def test_the_spec_notices_are_translated(language):
    for title in ("Message Sent!", "Oops!", "Feature In Progress"):
        assert t(title).in_language(language) != title


def test_text_picks_each_language_and_fills_slots_per_language():
    text = t("{count} of {total} articles shown", count=1200, total=1300)
    assert text == "1,200 of 1,300 articles shown"
    assert "1 200" in text.in_language("fr").replace("\u202f", " ").replace("\xa0", " ")
    assert "1.200" in text.in_language("de")


def test_plural_forms_follow_the_language():
    assert tn("{count} open post", "{count} open posts", 1) == "1 open post"
    assert tn("{count} open post", "{count} open posts", 3) == "3 open posts"


def test_money_and_dates_are_written_the_way_each_language_writes_them():
    assert money(2800, "USD").readings() == {
        "en": "$2,800",
        "fr": "2\u202f800\xa0$US",
        "de": "2.800\xa0$",
    }
    assert date_text(__import__("datetime").date(2025, 3, 10)).in_language("de") == "10. März 2025"


# Long content ----------------------------------------------------------------------------

DOCUMENTS = sorted(path.parent for path in CONTENT_DIR.glob("*/*/en.md"))
# Front matter that is data, not text: the same in every language.
SHARED_FIELDS = (
    "slug",
    "id",
    "category",
    "author",
    "date",
    "updated",
    "read_minutes",
    "cover",
    "image_text",
)


def _links(body: str) -> list[str]:
    return sorted(re.findall(r"\]\(([^)]+)\)", body))


@pytest.mark.parametrize(
    "folder", DOCUMENTS, ids=lambda folder: f"{folder.parent.name}/{folder.name}"
)
def test_every_document_exists_in_every_language(folder):
    english = frontmatter.load(folder / "en.md")
    for language in TRANSLATED:
        path = folder / f"{language}.md"
        assert path.is_file(), f"{path} is missing"
        translated = frontmatter.load(path)
        assert set(translated.metadata) == set(english.metadata), path
        for field in SHARED_FIELDS:
            assert translated.metadata.get(field) == english.metadata.get(field), (path, field)
        for field, value in english.metadata.items():
            if field not in SHARED_FIELDS and isinstance(value, str) and len(value) > 12:
                assert translated.metadata[field] != value, f"{path}: {field} is still English"
        assert _links(translated.content) == _links(english.content), f"{path}: links differ"
        assert translated.content.count("\n## ") == english.content.count("\n## "), path
        if folder.parent.name == "blog":
            assert markdown.word_count(translated.content) >= 600, path


def test_the_languages_are_the_site_languages():
    assert CODES[0] == SOURCE_LANGUAGE == "en"
    assert set(TRANSLATED) == {"fr", "de"}
    for folder in DOCUMENTS:
        assert {path.stem for path in folder.glob("*.md")} == set(CODES), folder


# --- An English edit (issue 51, part 4) -----------------------------------------------------


def _update_command() -> list[str]:
    """`make translations-update`'s merge, as the Makefile writes it."""
    makefile = (ROOT / "Makefile").read_text()
    line = next(line for line in makefile.splitlines() if "pybabel --quiet update" in line)
    return shlex.split(line.strip())[1:]


def test_an_english_edit_keeps_the_old_translation_as_a_fuzzy_suggestion(tmp_path):
    # A temporary copy of the catalogues, the English of one message then edited in the code
    # (here, in the template the extraction would write).
    copy = tmp_path / "translations"
    shutil.copytree(TRANSLATIONS_DIR, copy, ignore=shutil.ignore_patterns("*.mo"))
    old, new = "Feature In Progress", "Feature Still In Progress"
    template = copy / "messages.pot"
    template.write_text(template.read_text().replace(f'msgid "{old}"', f'msgid "{new}"', 1))
    command = [
        str(copy / "messages.pot")
        if part == "translations/messages.pot"
        else str(copy)
        if part == "translations"
        else part
        for part in _update_command()
    ]
    assert "--no-fuzzy-matching" not in command
    subprocess.run(
        [sys.executable, "-m", "babel.messages.frontend", *command], check=True, capture_output=True
    )
    french_po = copy / "fr" / "LC_MESSAGES" / "messages.po"
    french = _catalogue(french_po)
    entry = french.get(new)
    assert entry.fuzzy, "kept as a suggestion, marked for the translator"
    assert entry.string == t(old).in_language("fr"), "the old French kept"
    assert previous_texts(french_po)[entry.lineno] == old, "the earlier English beside it (#|)"
    assert french.get(old) is None, "no obsolete copy left behind"
    # The unit tests (and make check-content) name it, the earlier text beside it.
    (line,) = untranslated(french_po, "fr.po")
    assert f"fuzzy: {new!r} (was {old!r}, suggested {entry.string!r})" in line


def test_the_site_never_shows_a_fuzzy_entry(tmp_path, monkeypatch):
    copy = tmp_path / "translations"
    (copy / "fr" / "LC_MESSAGES").mkdir(parents=True)
    (copy / "fr" / "LC_MESSAGES" / "messages.po").write_text(
        'msgid ""\nmsgstr ""\n"Language: fr\\n"\n"Content-Type: text/plain; charset=utf-8\\n"\n\n'
        '#, fuzzy\n#| msgid "Old"\nmsgid "Guessed"\nmsgstr "Deviné"\n\n'
        'msgid "Checked"\nmsgstr "Vérifié"\n'
    )
    monkeypatch.setattr(i18n, "TRANSLATIONS_DIR", copy)
    monkeypatch.setattr(i18n, "TRANSLATED", ("fr",))
    assert i18n.compile_catalogues(force=True) == [copy / "fr" / "LC_MESSAGES" / "messages.mo"]
    with (copy / "fr" / "LC_MESSAGES" / "messages.mo").open("rb") as compiled:
        french = Translations(compiled)
    assert french.gettext("Checked") == "Vérifié"
    assert french.gettext("Guessed") == "Guessed", "the English, not the guess"


def test_a_reader_never_finds_a_half_written_catalogue(tmp_path, monkeypatch):
    # Two test workers (or server workers) start together on a fresh clone: while one
    # compiles a catalogue, the other reads it. It must find the old file whole.
    copy = tmp_path / "translations"
    (copy / "fr" / "LC_MESSAGES").mkdir(parents=True)
    po = copy / "fr" / "LC_MESSAGES" / "messages.po"
    po.write_text('msgid ""\nmsgstr ""\n"Language: fr\\n"\n\nmsgid "Yes"\nmsgstr "Oui"\n')
    monkeypatch.setattr(i18n, "TRANSLATIONS_DIR", copy)
    monkeypatch.setattr(i18n, "TRANSLATED", ("fr",))
    i18n.compile_catalogues()
    mo = po.with_suffix(".mo")
    read_meanwhile = []

    def write_while_another_reads(target, catalogue, **options):
        with mo.open("rb") as compiled:
            read_meanwhile.append(Translations(compiled).gettext("Yes"))
        write_mo(target, catalogue, **options)

    monkeypatch.setattr(i18n, "write_mo", write_while_another_reads)
    assert i18n.compile_catalogues(force=True) == [mo]
    assert read_meanwhile == ["Oui"]
    assert set(mo.parent.iterdir()) == {po, mo}, "no partial file left behind"
