"""The words a person reads, in their language: gettext catalogues, and numbers as each language
writes them.

A message's English text is its key (gettext's msgid), written where it is used with named
placeholders: `_("{player} holds")`, `n_("{count} move", "{count} moves", count)`, `p_("a button",
"Roll")` where one English word says two things. `N_` (and `NP_`, with a context) marks a text kept
in a table and translated where it is read. The catalogues are stb/locale/<language>.po, compiled to
.mo when the site is built (tools/catalogues.py); English needs none, so the command lines, which
stay English, never load one. The bridge answers each request in the language it names (`speaking`); a catalogue is
installed once, from its .mo bytes (`install`)."""

import gettext
import io
from contextlib import contextmanager
from typing import NamedTuple

NBSP = "\u00a0"
NNBSP = "\u202f"


class Language(NamedTuple):
    """A language the page can speak: its name in itself (the language menu), and its decimal sign and
    thousands separator (CLDR's)."""
    name: str
    decimal: str
    group: str


LANGUAGES = {"en": Language("English", ".", ","), "fr": Language("Français", ",", NNBSP),
             "es": Language("Español", ",", "."), "de": Language("Deutsch", ",", ".")}
"""The languages with a catalogue (stb/locale/<code>.po), by code."""
OFFERED = tuple(LANGUAGES)
"""The languages the page offers: every one, each catalogue complete (tests/tools/test_catalogues.py)."""
SOURCE = "en"

_catalogues: dict[str, gettext.NullTranslations] = {SOURCE: gettext.NullTranslations()}
_spoken = [SOURCE]  # the language of the answer being written: the last entry


def message_key(message: str, context: str | None = None) -> str:
    """The short key a compiled catalogue files a message under in place of its English (12 hex
    digits of its 64-bit FNV-1a hash), so that the page downloads translations, not the English again."""
    digest = 0xCBF29CE484222325
    for byte in (message if context is None else f"{context}\x04{message}").encode():
        digest = ((digest ^ byte) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return f"{digest >> 16:012x}"


class KeyedTranslations(gettext.GNUTranslations):
    """A compiled catalogue (a GNU .mo) whose messages are filed under their `message_key`s."""

    def gettext(self, message):
        return self._catalog.get(message_key(message), message)

    def ngettext(self, singular, plural, n):
        return self._catalog.get((message_key(singular), self.plural(n)), singular if n == 1 else plural)

    def pgettext(self, context, message):
        return self._catalog.get(message_key(message, context), message)


def install(language: str, mo: bytes) -> None:
    """Make `language` speakable from its compiled catalogue's bytes (tools/catalogues.compiled)."""
    if language not in LANGUAGES or language == SOURCE:
        raise ValueError(f"a catalogue is installed for one of {', '.join(LANGUAGES)} but English, not {language!r}")
    _catalogues[language] = KeyedTranslations(io.BytesIO(mo))


def installed(language: str) -> bool:
    return language in _catalogues


@contextmanager
def speaking(language: str):
    """Within the block, every message and number is in `language` (installed already)."""
    if language not in _catalogues:
        raise ValueError(f"no catalogue installed for {language!r}")
    _spoken.append(language)
    try:
        yield
    finally:
        _spoken.pop()


def spoken() -> str:
    """The language being written now."""
    return _spoken[-1]


def _(message: str) -> str:
    """`message` in the language spoken now."""
    return _catalogues[_spoken[-1]].gettext(message)


def n_(singular: str, plural: str, count: int) -> str:
    """The form of a message for `count`, by the spoken language's plural rule."""
    return _catalogues[_spoken[-1]].ngettext(singular, plural, count)


def p_(context: str, message: str) -> str:
    """`message` where its English alone is ambiguous: `context` tells translators which it is."""
    return _catalogues[_spoken[-1]].pgettext(context, message)


def N_(message: str) -> str:
    """A message kept in a table, marked for the catalogue and translated where it is read (`_`)."""
    return message


def NP_(context: str, message: str) -> tuple[str, str]:
    """A message with its context kept in a table, translated where it is read (`p_(*entry)`)."""
    return context, message


# ---- numbers -------------------------------------------------------------------------------------

def number(value, decimals: int = 0) -> str:
    """`value` rounded to `decimals`, with the spoken language's decimal sign and thousands separator."""
    spoken = LANGUAGES[_spoken[-1]]
    point, group = spoken.decimal, spoken.group
    text = f"{float(value):,.{decimals}f}" if decimals else f"{round(value):,}"
    return text.replace(",", "\0").replace(".", point).replace("\0", group)


def percent(value, decimals: int = 1) -> str:
    """A percentage already in percent (12.5 for 12.5 %), a no-break space before its sign."""
    return f"{number(value, decimals)}{NBSP}%"


def ordinal(count: int) -> str:
    """A place: "3rd", "3e", "3.º", and "3." in German and any language not named here."""
    language = _spoken[-1]
    if language == "en":
        tens = count % 100
        return f"{count}{'th' if 11 <= tens <= 13 else {1: 'st', 2: 'nd', 3: 'rd'}.get(count % 10, 'th')}"
    if language == "fr":
        return f"{count}er" if count == 1 else f"{count}e"
    if language == "es":
        return f"{count}.º"
    return f"{count}."
