"""The one reference for the terms the site repeats: for French and German, the translation
every msgstr and every fr.md/de.md must use for each English term, and the variants that are
not allowed (tests/unit/test_glossary.py scans every source of visible text for them: the
catalogues, the Markdown, the job files and the modules that build pages).

How the required term was chosen: the reading the catalogue already used most, unless it was
wrong. Two were: "Werktag" counts Saturday, so a business or working day is an "Arbeitstag"
(and a "jour ouvré", not a "jour ouvrable", in French); "Lehrstelle" reads as an
apprenticeship, so a teaching post is a "Stelle für Lehrkräfte" (singular: "Stelle als
Lehrkraft").

A variant matches case-insensitively, as a whole word (not inside a longer word), with any run
of whitespace between its words, so a line break in the Markdown does not hide it.

This module imports nothing from the app, so the test stays fast.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache


@dataclass(frozen=True)
class Term:
    """The required translation of one English term, and the variants that are not allowed."""

    required: str
    banned: tuple[str, ...]
    # Where the required form changes with its use (singular, a label, a compound).
    note: str = ""


GLOSSARY: dict[str, dict[str, Term]] = {
    "fr": {
        "intake": Term(
            "session de recrutement",
            ("rentrée", "rentrées", "vague de recrutement", "vagues de recrutement", "intake"),
            "« session » alone when the sentence already says recruitment",
        ),
        "CV": Term("CV", ("curriculum vitae", "C.V.")),
        "placement advisor": Term(
            "conseiller en placement",
            (
                "conseiller de placement",
                "conseillère de placement",
                "conseiller placement",
                "chargé de placement",
                "chargée de placement",
                "conseiller en recrutement",
            ),
        ),
        "package": Term(
            "formule",
            ("forfait", "forfaits", "pack", "packs", "package", "packages", "offre groupée"),
            "the paid CV and placement packages",
        ),
        "placement": Term("placement", ("affectation", "affectations")),
        "business day / working day": Term("jour ouvré", ("jour ouvrable", "jours ouvrables")),
        "application": Term(
            "candidature",
            ("postulation", "postulations", "demande d'emploi", "demandes d'emploi"),
        ),
        "school partner / partner school": Term(
            "école partenaire",
            (
                "établissement partenaire",
                "établissements partenaires",
                "école associée",
                "écoles associées",
                "école affiliée",
                "écoles affiliées",
            ),
        ),
        "recruiter": Term(
            "recruteur",
            (
                "chargé de recrutement",
                "chargée de recrutement",
                "chasseur de têtes",
                "chasseurs de têtes",
                "consultant en recrutement",
            ),
        ),
        "Priority hiring": Term(
            "recrutement prioritaire",
            ("embauche prioritaire", "recrutement en priorité", "priority hiring"),
        ),
        "Coming Soon / Soon": Term(
            "bientôt",
            ("prochainement", "sous peu", "d'ici peu", "coming soon"),
            "Coming Soon: « Bientôt disponible »",
        ),
        "teaching post": Term(
            "poste d'enseignant",
            ("poste d'enseignement", "postes d'enseignement", "emploi d'enseignant"),
        ),
    },
    "de": {
        "intake": Term(
            "Einstellungsrunde",
            (
                "Starttermin",
                "Starttermine",
                "Startterminen",
                "Einstellungstermin",
                "Einstellungstermine",
                "Einstellungsterminen",
                "Einstiegstermin",
                "Einstiegstermine",
                "Einstiegsterminen",
                "Aufnahmerunde",
                "Aufnahmerunden",
                "Intake",
                "Intakes",
            ),
            "„Runde“ alone when the sentence already names the intakes",
        ),
        "CV": Term(
            "CV",
            (
                "Lebenslauf",
                "Lebenslaufs",
                "Lebenslaufes",
                "Lebensläufe",
                "Lebensläufen",
                "Lebenslaufdatei",
            ),
            "compounds with a hyphen: CV-Check, CV-Datei",
        ),
        "placement advisor": Term(
            "Vermittlungsberater",
            (
                "Placement-Berater",
                "Placement-Beraterin",
                "Platzierungsberater",
                "Karriereberater",
                "Karriereberaterin",
            ),
            "„Vermittlungsberaterin oder Vermittlungsberater“ where both are named",
        ),
        "package": Term(
            "Paket",
            ("Package", "Packages", "Leistungspaket", "Leistungspakete", "Bundle", "Tarif"),
            "the paid CV and placement packages",
        ),
        "placement": Term(
            "Vermittlung",
            (
                "Platzierung",
                "Platzierungen",
                "Einsatz",
                "Einsätze",
                "Einsätzen",
                "Stellenvermittlung",
            ),
            "a volunteer's time abroad is a „Freiwilligeneinsatz“, a different thing",
        ),
        "business day / working day": Term(
            "Arbeitstag",
            ("Werktag", "Werktage", "Werktagen", "Werktags"),
            "„Werktag“ includes Saturday",
        ),
        "application": Term(
            "Bewerbung",
            ("Applikation", "Applikationen", "Bewerbungsantrag", "Kandidatur", "Kandidaturen"),
        ),
        "school partner / partner school": Term(
            "Partnerschule",
            (
                "Schulpartner",
                "Partner-Schule",
                "Partner-Schulen",
                "Kooperationsschule",
                "Kooperationsschulen",
            ),
        ),
        "recruiter": Term(
            "Recruiter",
            (
                "Personalvermittler",
                "Personalvermittlerin",
                "Rekrutierer",
                "Rekrutiererin",
                "Headhunter",
                "Personalberater",
                "Personalberaterin",
            ),
            "the team as a whole is the „Recruiting-Team“",
        ),
        "Priority hiring": Term(
            "bevorzugte Vermittlung",
            (
                "vorrangige Vermittlung",
                "Prioritätsvermittlung",
                "bevorzugte Einstellung",
                "Priority Hiring",
                "Priority-Hiring",
            ),
        ),
        "Coming Soon / Soon": Term(
            "bald",
            ("demnächst", "in Bälde", "folgt in Kürze", "kommt in Kürze"),
            "Coming Soon: „Bald verfügbar“",
        ),
        "teaching post": Term(
            "Stelle für Lehrkräfte",
            ("Lehrstelle", "Lehrstellen", "Lehrerstelle", "Lehrerstellen", "Lehrerposten"),
            "singular: „Stelle als Lehrkraft“; „Lehrstelle“ reads as an apprenticeship",
        ),
    },
}

LANGUAGES = tuple(GLOSSARY)


@cache
def variant_pattern(variant: str) -> re.Pattern[str]:
    """The variant as a whole word, in any case, with any whitespace between its words."""
    words = r"\s+".join(re.escape(word) for word in variant.split())
    return re.compile(rf"(?<!\w){words}(?!\w)", re.IGNORECASE)


@dataclass(frozen=True)
class Finding:
    english: str
    variant: str
    found: str
    start: int


def banned_variants(text: str, language: str) -> list[Finding]:
    """Every not-allowed variant of a glossary term in `text`, in the order they appear."""
    findings = [
        Finding(english, variant, match.group(0), match.start())
        for english, term in GLOSSARY[language].items()
        for variant in term.banned
        for match in variant_pattern(variant).finditer(text)
    ]
    return sorted(findings, key=lambda finding: finding.start)
