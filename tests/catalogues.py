"""What the translation catalogues say, as the tests that look for English left behind read
them: the end-to-end test over each page as shown, the unit test over each page as built."""

from __future__ import annotations

from babel.messages.pofile import read_po

from agency_site.i18n import catalogue_path


def translated_otherwise(language: str) -> set[str]:
    """The catalogue's English texts without a {slot} that `language` reads otherwise: one of
    them on a page in `language` is English left behind."""
    with catalogue_path(language).open("rb") as source:
        catalogue = read_po(source)
    return {
        message.id
        for message in catalogue
        if isinstance(message.id, str)
        and message.string
        and message.string != message.id
        and "{" not in message.id
    }
