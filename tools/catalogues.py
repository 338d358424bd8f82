"""The message catalogues (stb.i18n): extracted from stb's Python by Babel (pinned, a build and test
dependency), kept as stb/locale/<language>.po, checked, and compiled to .mo for the site.

    python3 -m tools.catalogues          bring every .po up to date with the code (new entries empty)
    python3 -m tools.catalogues --check  count each catalogue's untranslated messages; exit 1 on a wrong placeholder
"""

import io
import re
import sys

from tools import ROOT

LOCALE = ROOT / "stb" / "locale"
KEYWORDS = {"_": None, "n_": (1, 2), "p_": ((1, "c"), 2), "N_": None, "NP_": ((1, "c"), 2)}
"""stb.i18n's functions, as Babel's extractor reads their arguments."""
PLURAL_FORMS = {"fr": "nplurals=2; plural=(n > 1);", "es": "nplurals=2; plural=(n != 1);"}
"""Plural rules where gettext's long-standing one is kept over Babel's (CLDR's third French and Spanish
form is for millions of millions: no count here reaches it); another language takes Babel's."""
PLACEHOLDER = re.compile(r"(?<!\{)\{([a-z_]*)[^{}]*\}")


def languages() -> list[str]:
    from stb.i18n import LANGUAGES, SOURCE
    return [code for code in LANGUAGES if code != SOURCE]


def plural_forms(language: str) -> str:
    from babel.messages.plurals import get_plural
    return PLURAL_FORMS.get(language) or str(get_plural(language))


def template():
    """Every message of the code, with its places and its translators' comments (a Babel Catalog)."""
    from babel.messages.catalog import Catalog
    from babel.messages.extract import extract_from_file
    catalog = Catalog(project="stb", charset="utf-8")
    for path in sorted((ROOT / "stb").rglob("*.py")):
        where = path.relative_to(ROOT).as_posix()
        for line, message, comments, context in extract_from_file(
                "python", str(path), keywords=KEYWORDS, comment_tags=("Translators:",), strip_comment_tags=True):
            catalog.add(message, locations=[(where, line)], auto_comments=comments, context=context)
    return catalog


def said_only_in(where: str) -> set[tuple[str, str | None]]:
    """The messages the code says in the file `where` alone (a path from the root): (English, context)."""
    return {(message.id[0] if isinstance(message.id, tuple) else message.id, message.context) for message in template()
            if message.id and {path for path, _ in message.locations} == {where}}


def read(language: str):
    from babel.messages.pofile import read_po
    with open(LOCALE / f"{language}.po", "rb") as po:
        return read_po(po, locale=language)


def update() -> None:
    """Each language's .po with every message of the code: new ones empty, gone ones dropped."""
    from babel.messages.catalog import Catalog
    from babel.messages.pofile import write_po
    messages = template()
    LOCALE.mkdir(exist_ok=True)
    for language in languages():
        path = LOCALE / f"{language}.po"
        catalog = read(language) if path.exists() else Catalog(locale=language, project="stb", charset="utf-8")
        changed = {m.id for m in catalog if m.id} != {m.id for m in messages if m.id}
        if not changed:
            messages.creation_date = catalog.creation_date  # the header's date moves only with the messages
        catalog.update(messages, no_fuzzy_matching=True)
        catalog.mime_headers = [(key, plural_forms(language) if key == "Plural-Forms" else value)
                                for key, value in catalog.mime_headers]
        catalog.fuzzy = False
        with open(path, "wb") as po:
            write_po(po, catalog, width=100, omit_header=False, ignore_obsolete=True, include_previous=False)


def compiled(language: str, leave_out=frozenset()) -> bytes:
    """The .mo of `language` as stb.i18n.install reads it: each translated message filed under its
    stb.i18n.message_key, but those in `leave_out` ((English, context) pairs)."""
    return keyed_mo(read(language), leave_out)


def keyed_mo(source, leave_out=frozenset()) -> bytes:
    """The .mo of a Babel catalogue, each translated message filed under its stb.i18n.message_key."""
    from babel.messages.catalog import Catalog
    from babel.messages.mofile import write_mo
    from stb.i18n import message_key
    language = str(source.locale)
    keyed = Catalog(locale=language, charset="utf-8")
    keyed.mime_headers = source.mime_headers
    for message in source:
        english = message.id[0] if isinstance(message.id, tuple) else message.id
        if not english or not message.string or message.fuzzy or (english, message.context) in leave_out:
            continue
        key = message_key(english, message.context)
        if key in keyed:
            raise ValueError(f"{language}: two messages share the key {key}: {english!r} and another")
        keyed.add((key, "") if isinstance(message.id, tuple) else key, message.string)
    out = io.BytesIO()
    write_mo(out, keyed)
    return out.getvalue()


def placeholders(text: str) -> set[str]:
    return set(PLACEHOLDER.findall(text))


def untranslated(language: str) -> list[str]:
    """The code's messages `language`'s catalogue has no translation of (missing, empty or fuzzy)."""
    catalog, missing = read(language), []
    for message in (m for m in template() if m.id):
        entry = catalog.get(message.id, message.context)
        if entry is None or not entry.string or entry.fuzzy or (isinstance(entry.string, tuple) and not all(entry.string)):
            missing.append(message.id if isinstance(message.id, str) else message.id[0])
    return missing


def problems(language: str) -> list[str]:
    """What `language`'s catalogue gets wrong in the messages it translates: placeholders other than
    the English ones."""
    catalog, found = read(language), []
    for message in (m for m in template() if m.id):
        entry = catalog.get(message.id, message.context)
        if entry is None or not entry.string:
            continue
        name = message.id if isinstance(message.id, str) else message.id[0]
        english = placeholders(" ".join(message.id) if isinstance(message.id, tuple) else message.id)
        forms = entry.string if isinstance(entry.string, tuple) else (entry.string,)
        for form in (form for form in forms if form):
            if placeholders(form) != english and not (isinstance(message.id, tuple) and placeholders(form) < english):
                found.append(f"{language}: {name!r} has placeholders {sorted(placeholders(form))}, "
                             f"the English {sorted(english)}")
    return found


def main(argv) -> int:
    if argv == ["--check"]:
        found = [problem for language in languages() for problem in problems(language)]
        for language in languages():
            print(f"{language}: {len(untranslated(language))} messages untranslated")
        print("\n".join(found) or "every translation keeps the English placeholders")
        return 1 if found else 0
    if argv:
        sys.exit(__doc__)
    update()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
