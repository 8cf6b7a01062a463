"""Languages of the site and the marker every visible string goes through.

English is the source language. `t()` marks a string for the translation catalogues;
until the catalogues land it returns the English text unchanged.
"""

from __future__ import annotations

import dataclasses


@dataclasses.dataclass(frozen=True)
class Language:
    code: str
    name: str
    # Flag image under assets/flags/.
    flag: str


LANGUAGES = (
    Language("en", "English", "/flags/gb.svg"),
    Language("fr", "French", "/flags/fr.svg"),
    Language("de", "German", "/flags/de.svg"),
)


def t(text: str, **values: object) -> str:
    """Mark `text` as translatable interface text; `{name}` slots take `values`.

    Slots keep names like {brand} out of the catalogues, so translators move them freely.
    """
    for name, value in values.items():
        text = text.replace("{" + name + "}", str(value))
    return text
