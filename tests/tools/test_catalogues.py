"""The message catalogues (stb.i18n, tools/catalogues.py): every language has every message of the
code with the English one's placeholders, numbers are written as each language writes them (held to
Babel's CLDR data)."""

import re

import pytest

from stb import i18n
from tools import catalogues

LANGUAGES = catalogues.languages()


@pytest.fixture(scope="module")
def installed():
    """Every language's catalogue, compiled from its .po and installed."""
    for language in LANGUAGES:
        i18n.install(language, catalogues.compiled(language))
    return LANGUAGES


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_translation_keeps_the_english_placeholders(language):
    assert catalogues.problems(language) == []


def test_the_page_offers_english_and_only_the_languages_translated_whole():
    assert i18n.OFFERED[0] == i18n.SOURCE and set(i18n.OFFERED) <= set(i18n.LANGUAGES)
    assert {code: catalogues.untranslated(code)[:3] for code in i18n.OFFERED if code != i18n.SOURCE} == \
           {code: [] for code in i18n.OFFERED if code != i18n.SOURCE}


def test_the_catalogues_are_up_to_date_with_the_code():
    """Every .po holds exactly the code's messages (`python3 -m tools.catalogues` brings them up to date)."""
    wanted = {(m.id if isinstance(m.id, str) else m.id[0], m.context) for m in catalogues.template() if m.id}
    for language in LANGUAGES:
        kept = {(m.id if isinstance(m.id, str) else m.id[0], m.context) for m in catalogues.read(language) if m.id}
        assert kept == wanted, f"{language}.po: run python3 -m tools.catalogues"


@pytest.mark.parametrize("language", LANGUAGES)
def test_french_spanish_and_german_write_numbers_as_cldr_does(installed, language):
    from babel.numbers import format_decimal
    with i18n.speaking(language):
        for value, decimals in ((11.02, 2), (1234567.891, 2), (0.5, 1), (12345, 0), (1234, 0), (7, 0)):
            pattern = "#,##0" + ("." + "0" * decimals if decimals else "")
            assert i18n.number(value, decimals) == format_decimal(value, format=pattern, locale=language)
        assert i18n.number(11.02, 2) == "11,02"
        assert i18n.percent(53.06, 1) == "53,1\u00a0%"


def test_english_numbers_read_as_today():
    assert i18n.number(1234567.891, 2) == "1,234,567.89" and i18n.percent(53.06) == "53.1\u00a0%"
    assert [i18n.ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22, 101)] == \
        ["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "101st"]


@pytest.mark.parametrize("language", LANGUAGES)
def test_plural_forms_follow_each_languages_rule(installed, language):
    """French says "0 coup", English, Spanish and German "0 moves": the catalogue's own rule decides."""
    from babel import Locale
    rule = Locale.parse(language).plural_form
    with i18n.speaking(language):
        catalogue = i18n._catalogues[language]
        for count in (0, 1, 2, 5, 21):
            singular = catalogue.plural(count) == 0
            assert singular == (rule(count) == "one"), (language, count)


def test_french_puts_a_no_break_space_before_its_colons_and_percent_signs():
    for message in (m for m in catalogues.read("fr") if m.id):
        for form in (message.string if isinstance(message.string, tuple) else (message.string,)):
            assert not re.search(r"[^\s\u00a0\u202f]%|[^\s\u00a0\u202f:/]:(?!/)| [:%;!?]", form or ""), form


def test_a_message_is_asked_either_plain_or_counted_never_both():
    """gettext files a counted message (n_) under its forms only: the same English asked plain (_, p_)
    finds no translation, and Babel merges the two into one entry it marks fuzzy."""
    from babel.messages.extract import extract_from_file
    plain, counted = set(), set()
    for path in sorted((catalogues.ROOT / "stb").rglob("*.py")):
        for line, message, comments, context in extract_from_file("python", str(path), keywords=catalogues.KEYWORDS):
            where = f"{path.relative_to(catalogues.ROOT)}:{line}"
            if isinstance(message, tuple):
                counted.add((context, message[0]))
            else:
                plain.add((context, message, where))
    assert [where for context, message, where in plain if (context, message) in counted] == []


@pytest.mark.parametrize("language", i18n.OFFERED)
def test_a_step_buttons_name_holds_the_word_it_shows(installed, language):
    """The algorithm panel's step buttons (stb.bridge.thinking.blocks) show a short word and are named
    by a longer one: the name holds the shown word, as a person who speaks to the page says it (axe's
    label-content-name-mismatch)."""
    from stb.bridge.thinking.blocks import labels
    with i18n.speaking(language):
        words = labels()
    shown = {key: re.sub(r"[^\w’' -]+", "", words[key]).strip().casefold() for key in words if f"{key}_label" in words}
    assert len(shown) == 4 and {key: word for key, word in shown.items()
                                if word not in words[f"{key}_label"].casefold()} == {}


@pytest.mark.parametrize("language", i18n.OFFERED)
def test_a_number_and_its_unit_are_held_together(language):
    """A number (or a placeholder of one: a seat's name aside) and "points" or "%" after it are joined by a
    no-break space, so that a narrow screen never splits "2 points" across lines."""
    unit = re.compile(r"(?:\d|\{(?!whose\b|player\b|name\b)\w+\}) (?:points?|puntos?|Punkten?|Punkte|%)(?!\w)")
    said = [message.id if language == i18n.SOURCE else message.string
            for message in (catalogues.template() if language == i18n.SOURCE else catalogues.read(language)) if message.id]
    texts = [text for forms in said for text in ((forms,) if isinstance(forms, str) else forms)]
    assert [text for text in texts if unit.search(text)] == []
