"""Claims that need a source (issue 20, "Nothing invented"), and where each allowed one comes
from: a scanner shared by the unit test over every route's component tree and the
production test over the pre-rendered HTML.

A claim is a figure with % or +, a number of years, countries or continents, a guarantee, a
refund, something free, an accreditation or a role title, in the reader's language. A claim
found on a page is allowed only when an entry of ALLOWED covers it, and each entry cites its
source: a section of the spec (with the words it quotes), a settings key the agency confirms
(agency_site/settings.py, checked at deployment) or the content module the agency edits.
"""

from __future__ import annotations

import dataclasses
import functools
import html
import json
import re
from collections.abc import Iterator
from pathlib import Path

from agency_site.components.language import page_build
from agency_site.i18n import CODES, Text, t
from agency_site.layout import page_shell
from agency_site.pages import ROUTES
from agency_site.settings import Settings, settings

ROOT = Path(__file__).parents[1]
SPEC = ROOT.parent / "shared" / "spec" / "000_f92a23cf4b4d0066.txt"
# What a module of the agency's own content says about it.
CONFIRM = "agency must confirm"

_NUMBER_WORDS = {
    "en": "one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve",
    "fr": "deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze",
    "de": "ein|eine|einem|einen|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf",
}
# Figures with a per cent or plus sign, in any language.
# Digits may be grouped by a comma, a point or a space (10,000 / 10.000 / 10 000).
_FIGURES = r"\d+(?:[.,]\d+)?\s?%|\d(?:[\d,.\s]*\d)?\s?(?:[MK]|Mio\.)?\+"
# Numbers of years or countries, continents, guarantees, refunds, free things, accreditation
# and role titles (case-sensitive: titles are capitalised, "head of garlic" is not one).
_WORDS = {
    "en": (
        r"\b(?:\d+|{n})\+?\s+years?\b|years of experience"
        r"|\b(?:\d+|{n})\s+countries\b|countries served|\bcontinents?\b"
        r"|\bguarantee\w*|\brefund\w*|\bfree\b|\w+-free\b|\baccredit\w*"
        r"|(?-i:\b(?:Managing Director|Director|Head of [A-Z]\w*|CEO|Founder|Co-founder"
        r"|Chief [A-Z]\w*|Manager|Coordinator|Consultant)\b)"
    ),
    "fr": (
        r"\b(?:\d+|{n})\+?\s+ans\b|\bun an\b|années? d'expérience"
        r"|\b(?:\d+|{n})\s+pays\b|pays couverts|\bcontinents?\b"
        r"|\bgaranti\w*|\brembours\w*|\bgratuit\w*|\baccrédit\w*"
        r"|\b(?:directeur|directrice) (?:général\w*|des \w+)|\bresponsable (?:de la|des) \w+"
        r"|\bfondat(?:eur|rice)\b|\bPDG\b|\bconsultante? principal\w*"
    ),
    "de": (
        r"\b(?:\d+|{n})\+?\s+Jahr\w*|Jahre Erfahrung"
        r"|\b(?:\d+|{n})\s+Ländern?\b|\bKontinent\w*"
        r"|garantie\w*|gewährleist\w*|erstatt\w*|\bkostenlos\w*|\bgratis\b|\bunentgeltlich\w*"
        r"|\w*gebührenfrei\w*|\w*steuerfrei\w*|\bakkreditiert\w*"
        r"|(?-i:\b(?:Geschäftsführ\w*|Direktor\w*|Leiter\w*|Gründer\w*|Manager\w*"
        r"|Leitende\w* Berater\w*))"
    ),
}
CLAIM = {
    code: re.compile(f"{_FIGURES}|{_WORDS[code].format(n=_NUMBER_WORDS[code])}", re.I)
    for code in CODES
}


@dataclasses.dataclass(frozen=True)
class Source:
    """Where an allowed claim comes from: `kind` is spec, setting or content."""

    kind: str
    # The spec's section number, the settings key, or the content module's path.
    reference: str
    # For the spec: the words of that section the claim rests on.
    quote: str = ""


def spec(section: str, quote: str) -> Source:
    return Source("spec", section, quote)


def setting(key: str) -> Source:
    return Source("setting", key)


def content(path: str) -> Source:
    return Source("content", path)


@dataclasses.dataclass(frozen=True)
class _Patterns:
    patterns: tuple[str, ...]

    def spans(self, line: str) -> Iterator[tuple[int, int]]:
        """Where these patterns match in `line` (case-insensitive)."""
        for pattern_ in self.patterns:
            for match in re.finditer(pattern_, line, re.I):
                yield match.span()


@dataclasses.dataclass(frozen=True)
class Allowed(_Patterns):
    """Text on the site that may hold claims (any language's reading), and its source."""

    source: Source


def text(message: Text, source: Source) -> Allowed:
    """Allowed: exactly this interface text, in each language's reading."""
    # In the languages' order, without repeats: pytest-xdist's workers must collect the same ids.
    readings = dict.fromkeys(message.readings().values())
    return Allowed(tuple(re.escape(reading) for reading in readings), source)


def pattern(*patterns: str, source: Source) -> Allowed:
    return Allowed(patterns, source)


def value(key: str) -> Allowed:
    """Allowed: the current value of a settings key, wherever it is shown."""
    return Allowed((re.escape(str(getattr(settings, key))),), setting(key))


_JOBS = "agency_site/content/jobs.py"
_TEACH = "agency_site/pages/services/data.py"
_BLOG = "agency_site/content/blog"


def _requirements() -> tuple[Text, ...]:
    from agency_site.content.jobs import JOBS

    return tuple(requirement for job in JOBS for requirement in job.requirements)


ALLOWED: tuple[Allowed, ...] = (
    # The agency's figures: settings it must confirm (AGENCY_DEPLOY=1 refuses the defaults).
    value("teachers_placed"),
    value("placement_success_rate"),
    value("years_of_experience"),
    text(t("Years of Experience"), spec("2.3", "Years of Experience")),
    text(t("Countries Served"), spec("2.3", "Countries Served")),
    # The spec's own figures.
    pattern(
        r"(?:Join|Rejoignez les|Schließen Sie sich) 5[,.\s]?000\+",
        source=spec("2.11", "Join 5,000+ educators"),
    ),
    pattern(r"^10[,.\s]?000\+$", source=spec("3", "10,000+ schools")),
    pattern(r"^2[.,]5\s?(?:M|Mio\.)\+$", source=spec("3", "2.5M+ students")),
    pattern(r"^180[,.\s]?000\+$", source=spec("3", "180,000+ teachers")),
    pattern(
        r"\b15\s?% (?:off|de réduction|offerts|Rabatt|vom Preis|de son prix)",
        r"déduisons 15\s?%",
        source=spec("9", "Promo code FASTTRACK15: 15% off any package"),
    ),
    pattern(
        r"guarantee\w*[^.]{0,40}interview slot|interview slot[^.]{0,60}guarantee\w*",
        r"garanti\w*[^.]{0,40}créneau d'entretien|créneau d'entretien[^.]{0,60}garanti\w*",
        r"Gesprächstermin[^.]{0,60}garantiert\w*|garantierter Gesprächstermin",
        source=spec(
            "2.16",
            "a guaranteed interview slot within 5 business days of a successful initial review",
        ),
    ),
    # "Jobs in Uzbekistan and elsewhere (UAE, Spain)": three countries.
    pattern(r"\b3 (?:countries|pays|Ländern)", source=spec("1", "(UAE, Spain)")),
    # The agency's content, in modules that say it must confirm them.
    *(text(requirement, content(_JOBS)) for requirement in _requirements()),
    # The Tashkent post's experience requirement, repeated in the TEFL article and news.
    pattern(
        r"at least (?:one|a) year|au moins un an|mindestens ein Jahr",
        source=content(_JOBS),
    ),
    pattern(
        r"at least one year of classroom experience|mindestens ein Jahr Unterrichtserfahrung",
        r"Ein Jahr in einem nationalen Lehrprogramm",
        source=content("agency_site/content/tracks.py"),
    ),
    pattern(
        r"at least two years' experience|au moins deux ans d'expérience|mindestens zwei Jahre",
        source=content("agency_site/pages/volunteer/data.py"),
    ),
    pattern(r"^Ein Jahr in Samarkand$", source=content("agency_site/pages/media/data.py")),
    pattern(
        r"Does a package guarantee|Une formule me garantit|Garantiert mir ein Paket",
        source=content("agency_site/pages/pricing/data.py"),
    ),
    pattern(
        r"eleven years|onze ans|elf Jahre|(?:at around|vers|mit etwa) (?:seven|sept ans|sieben Jahren)",
        source=content(f"{_BLOG}/overview-of-the-uzbek-education-system"),
    ),
    pattern(
        r"(?:die|der|den|dem) Direktor(?:in)?\b",
        source=content(f"{_BLOG}/quick-guide-uzbekistan-culture-traditions"),
    ),
)


def unsourced(line: str, language: str) -> list[str]:
    """The claims in `line` that no entry of ALLOWED covers."""
    covered = [span for entry in ALLOWED for span in entry.spans(line)]
    return [
        match.group(0)
        for match in CLAIM[language].finditer(line)
        if not any(start <= match.start() and match.end() <= end for start, end in covered)
    ]


def findings(lines: list[str], language: str) -> list[tuple[str, str]]:
    """(claim, line) for every unsourced claim in `lines`."""
    return [(claim, line) for line in lines for claim in unsourced(line, language)]


def source_problem(source: Source) -> str | None:
    """Why `source` is not a real source, or None."""
    if source.kind == "setting":
        return None if source.reference in Settings.model_fields else "no such setting"
    if source.kind == "content":
        path = ROOT / source.reference
        if not path.exists():
            return "no such content module"
        # A Python module of agency content says so (blog and news folders are content
        # as a whole, see agency_site/content/README.md).
        if path.suffix == ".py" and CONFIRM not in path.read_text():
            return f"{source.reference} does not say '{CONFIRM}'"
        return None
    if source.kind == "spec":
        if not source.quote:
            return "quotes nothing"
        if not SPEC.exists():
            return None  # checked where the spec is at hand (../shared/spec)
        section = _spec_section(source.reference)
        if section is None:
            return f"the spec has no section {source.reference}"
        if source.quote not in section:
            return f"section {source.reference} does not say {source.quote!r}"
        return None
    return f"unknown kind {source.kind!r}"


def _spec_section(number: str) -> str | None:
    found = re.search(
        rf"^#+ {re.escape(number)}\.? .*?(?=^#+ \d)", SPEC.read_text() + "\n# 0", re.S | re.M
    )
    return found.group(0) if found else None


# Rendered text ---------------------------------------------------------------------------

_BLOCKS = {
    "p", "li", "h1", "h2", "h3", "h4", "h5", "h6", "dt", "dd", "td", "th", "tr", "div",
    "section", "blockquote", "figcaption", "button", "label", "option", "title", "ul", "ol",
    "dl", "table", "header", "footer", "main", "nav", "aside", "article", "figure", "form",
    "summary", "details", "address", "legend", "fieldset", "br",
}  # fmt: skip
_LABEL_PROPS = re.compile(r'^"?(?:alt|title|placeholder|aria-label|ariaLabel)"?:(.*)$', re.S)
_DECODER = json.JSONDecoder()


def _literal(expression: str) -> list[str]:
    """The text of a JS string literal (a page holds its one language only)."""
    if expression.startswith('"'):
        try:
            return [json.loads(expression)]
        except ValueError:
            return []
    return []


@functools.cache
def page_lines(path: str, language: str) -> tuple[str, ...]:
    """The visible text of the page at `path` as built in `language`, one block per line."""
    route = next(route for route in ROUTES if route.path == path)
    with page_build(language, route.path):
        return tuple(tree_lines(page_shell(route.component()).render()))


def tree_lines(tree: dict) -> list[str]:
    """The visible text of a rendered component tree, one block per line (with labels:
    alt, title, placeholder, aria-label)."""
    parts: list[str] = []

    def walk(node: object) -> None:
        if isinstance(node, list):
            for child in node:
                walk(child)
            return
        if not isinstance(node, dict):
            return
        name = str(node.get("name", "")).strip('"')
        block = name in _BLOCKS
        if block:
            parts.append(_BREAK)
        for prop in node.get("props") or []:
            label = _LABEL_PROPS.match(prop) if isinstance(prop, str) else None
            if label:
                parts.extend(f"{_BREAK}{reading}{_BREAK}" for reading in _literal(label.group(1)))
        contents = node.get("contents")
        if isinstance(contents, str):
            parts.extend(_literal(contents))
        for key, child in node.items():
            if key not in ("contents", "props", "name", "cond"):
                walk(child)
        if block:
            parts.append(_BREAK)

    walk(tree)
    return _lines("".join(parts))


def html_lines(page: str) -> list[str]:
    """The visible text of a pre-rendered HTML page, one block per line."""
    body = re.sub(r"<(script|style|head|template)\b.*?</\1>", " ", page, flags=re.S | re.I)
    labels = re.findall(r'\s(?:alt|title|placeholder|aria-label)="([^"]*)"', body)
    body = re.sub(rf"</?(?:{'|'.join(_BLOCKS)})\b[^>]*>", _BREAK, body, flags=re.I)
    body = re.sub(r"<[^>]+>", "", body)
    return _lines(html.unescape(_BREAK.join([body, *labels])))


def json_strings(value: object) -> Iterator[str]:
    """Every string inside a JSON-LD block, e.g. a posting's description."""
    if isinstance(value, dict):
        for item in value.values():
            yield from json_strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from json_strings(item)
    elif isinstance(value, str):
        yield value


# Between blocks; a line break inside a block's text is only a space.
_BREAK = "\x1e"


def _lines(text_: str) -> list[str]:
    return [
        line for line in (re.sub(r"\s+", " ", raw).strip() for raw in text_.split(_BREAK)) if line
    ]
