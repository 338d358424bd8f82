"""No English escapes the catalogue on the Python side. Every request of tests/recorded/bridge.json,
the algorithm panels, the positions each game refuses and the page's registry are answered in a test
language whose every message is its English between ⟦ ⟧, compiled from the code's template as the
site compiles a catalogue (tools.catalogues.keyed_mo); every text a person reads in the answers must
then be marked pieces, numbers and punctuation. A message Babel never extracts (a `_()` inside an
f-string, a text never marked), English glued outside a message, or a message asked with `_` whose
entry is a plural one (the catalogue then has no such message) is left unmarked, and named here.

What is not read as words: the data the page reads (positions, moves, rules, ids, keys: `DATA`,
`DATA_AT`), and the names kept as they are in every language (`KEPT`). A value put into a message's
placeholder is inside its marks, so this net does not see it: the words of a value are messages of
their own, checked where they are asked alone."""

import io
import json
import re

import pytest

import record
from helpers import slow_unless
from stb import bridge, i18n
from tools import catalogues

MARKED = "zz"
"""The test language's code: no real one, so that no cache keyed by the language mixes it with another."""
DATA = {"state", "rules", "opponent", "saved", "store", "request", "events", "windows", "owners", "strokes"}
"""Fields that hold data the page reads, whatever they hold: positions and rules, the review's kept state
(and the words it carried in from the request), the drill's store and its owners (stores named by the
game's label, never translated), an address's request, the panel's tree's events and windows, colours."""
IDS = {"position", "move", "best", "start", "link", "digest", "history", "seal", "lang", "game", "by", "judgement",
       "role", "roles", "kind", "phase", "better", "unit", "mode", "others", "group", "inputmode", "rows", "row",
       "resets", "mover", "how", "drawn", "mark", "key", "opens"}
"""Fields whose strings are ids the page reads or compares, not words: positions and moves in their
text forms, links and digests, the language, a game's, a judgement's, a role's, a unit's name, kinds,
a keyboard key, the position a panel's row opens (the strings of a "position" are ids; its fields, the
advice, are words)."""
DATA_AT = [("controls", "*", "name"), ("controls", "*", "value"), ("options", "*", 0), ("options", "*", "value"),
           ("choices", "*", 0), ("explain", "*", 1), ("lab", "*", "name"), ("strategy", "name"), ("games", "*", "name"),
           ("games", "*", "board"), ("judgements", "*", "name"), ("chart", "steps"), ("blocks", "*", "choices")]
"""Ids at a place (the end of a text's path, its last list items aside; "*" any item of a list): a
control's name and value, an option's value beside its label, the term a result's line explains, a
rule of thumb's, a game's and a judgement's names, what the value history's steps count, Pig's policies."""
KEPT = {"HOG"}
"""Names kept as they are in every language: HOG, the game's name (the menu's title is no message)."""
BAD_POSITIONS = {"pig": ("1 2", "-1 0 0", "100 0 0", "0 0 200"), "hog": ("1 2 3", "-1 0", "0 100", "500 0",
                                                                        "0 0 rolling 30", "110 0 rolling 3"),
                 "nim": ("1 2", "9 9 0"), "chopsticks": ("1 2", "5 1 1 1 0", "1 1 1 1 99"),
                 "shutbox": ("12x", "321", "123 roll 13")}
"""Positions a link or a saved game may name that each game refuses, in its own words."""
PANELS = [{"game": "shutbox"}, {"game": "shutbox", "state": "123456789 roll 7"},
          {"game": "shutbox", "rules": {"objective": "shut"}, "state": "12346 roll 7"},
          {"game": "shutbox", "rules": {"dice": "optional"}, "state": "1236"},
          {"game": "shutbox", "rules": {"layout": "double"}, "state": "-/123"},
          {"game": "shutbox", "rules": {"players": 2}, "state": "1239"},
          {"game": "shutbox", "rules": {"players": 2}, "opponent": {"mode": "people"}, "state": "123456789 vs 15"},
          {"game": "shutbox", "rules": {"players": 3, "seat": 3}, "state": "12 20 / 12345"},
          {"game": "shutbox", "rules": {"players": 3, "seat": 3}, "state": "12 / next"},
          {"game": "pig", "state": "30 40 12"}, {"game": "pig", "rules": {"goal": 10}},
          {"game": "nim"}, {"game": "nim", "opponent": {"side": 1}}, {"game": "nim", "state": "0 4 1"},
          {"game": "chopsticks"}, {"game": "chopsticks", "rules": {"limit": False}}, {"game": "hog"}]
"""A panel of each game (stb.bridge.thinking), before and after a roll, for each side and seat."""


def asked() -> dict[str, list]:
    """(entry point, request) in groups: each game's recorded requests, the others recorded, and the
    panels, the refused positions and the registry."""
    groups = {}
    for key in json.loads((record.RECORDED / "bridge.json").read_text()):
        entry, request = json.loads(key)
        game = request.get("game")
        groups.setdefault(f"recorded {game}" if isinstance(game, str) else "recorded others", []).append((entry, request))
    groups["panels and refusals"] = [("game_view", {**request, "thinking": True}) for request in PANELS] + [
        ("game_view", {"game": game, "state": state}) for game, states in BAD_POSITIONS.items() for state in states]
    groups["registry"] = [("page_registry", None)]
    return groups


GROUPS = asked()
FAST = {"recorded hog", "panels and refusals", "registry"}
"""The groups the fast subset asks (a few seconds; the others, about a minute, the whole suite)."""


@pytest.fixture(scope="module")
def marked():
    """The test language installed while the module's tests run: every message of the code, its
    English between ⟦ ⟧ (each plural form too), compiled as the site compiles a catalogue."""
    from babel.messages.catalog import Catalog
    catalog = Catalog(locale="de", charset="utf-8")  # German counts as English does
    for message in (m for m in catalogues.template() if m.id):
        forms = tuple(f"⟦{form}⟧" for form in message.id) if isinstance(message.id, tuple) else f"⟦{message.id}⟧"
        catalog.add(message.id, forms, context=message.context)
    with pytest.MonkeyPatch.context() as patch:
        patch.setitem(i18n.LANGUAGES, MARKED, i18n.LANGUAGES["de"]._replace(name="Marked"))
        patch.setitem(i18n._catalogues, MARKED, i18n.KeyedTranslations(io.BytesIO(catalogues.keyed_mo(catalog))))
        yield


def answer(entry: str, request) -> dict:
    if entry == "page_registry":
        from stb.games import page_registry
        with i18n.speaking(MARKED):
            return page_registry()
    return json.loads(getattr(bridge, entry)(json.dumps({**request, "lang": MARKED})))


def read(value, path=()):
    """(path, text) for every text of an answer a person reads (the data left out), and the texts
    and titles of its pictures (SVG)."""
    if isinstance(value, dict):
        for key, item in value.items():
            if key in ("figure", "svg") and isinstance(item, str):
                yield from (((*path, key), text) for text in re.findall(r"<(?:text|title)\b[^>]*>([^<]*)<", item))
            elif key not in DATA:
                yield from read(item, (*path, key))
    elif isinstance(value, list):
        for n, item in enumerate(value):
            yield from read(item, (*path, n))
    elif isinstance(value, str) and not is_id(path):
        yield path, value


def is_id(path) -> bool:
    """Whether the text at `path` (its keys and list indices) is an id: under a field of `IDS`, or at a
    place of `DATA_AT`."""
    keys = [step for step in path if isinstance(step, str)]
    bare = list(path)
    while bare and isinstance(bare[-1], int):  # a list's items are where the list is
        bare.pop()
    return (bool(keys) and keys[-1] in IDS) or any(ends_with(list(path), place) or ends_with(bare, place)
                                                   for place in DATA_AT)


def ends_with(path, place) -> bool:
    """Whether `path` ends with `place`, a "*" in it standing for any item of a list."""
    tail = path[-len(place):]
    return len(path) >= len(place) and all(isinstance(got, int) if want == "*" else got == want
                                           for want, got in zip(place, tail))


def unmarked(text: str) -> str:
    """What of `text` is outside every message: the marked ones taken out, innermost first."""
    left = None
    while left != text:
        left, text = text, re.sub(r"⟦[^⟦⟧]*⟧", "", text)
    return text


def english_left(text: str) -> str:
    """The letters of `text` outside every message and every name kept ("" when none)."""
    left = unmarked(text)
    for name in KEPT:
        left = re.sub(rf"\b{name}\b", "", left)
    return left if any(character.isalpha() for character in left) else ""


@pytest.mark.parametrize("group", slow_unless(lambda group: group in FAST, list(GROUPS)))
def test_every_text_of_every_answer_is_the_catalogues(marked, group):
    found, marks = {}, 0
    for entry, request in GROUPS[group]:
        for path, text in read(answer(entry, request)):
            marks += "⟦" in text
            if english_left(text):
                found.setdefault(".".join(str(step) for step in path if isinstance(step, str)), text)
    assert marks > 0 and found == {}, f"{len(found)} places say English:\n" + "\n".join(
        f"  {place}: {text[:200]!r}" for place, text in list(found.items())[:20])


def test_the_positions_asked_to_be_refused_are(marked):
    assert all(not answer("game_view", {"game": game, "state": state})["ok"]
               for game, states in BAD_POSITIONS.items() for state in states)


def test_the_net_finds_english_outside_the_marks():
    assert english_left("⟦You roll {total}: no tiles add up to it.⟧ Final score 17.") == " Final score 17."
    assert english_left("⟦⟦Player 1⟧ rolls ⟦d6⟧⟧, 12,5\u00a0%: –") == ""
    assert english_left("d8") == "d8" and english_left("HOG ⟦to 100⟧") == ""
    assert dict(read({"controls": [{"value": "sum", "label": "⟦Scoring⟧", "options": [["sum", "Sum"]]}],
                      "state": "12 vs 3", "position": {"position": "12 vs 3", "value_text": "3 points"}})) == \
        {("controls", 0, "label"): "⟦Scoring⟧", ("controls", 0, "options", 0, 1): "Sum",
         ("position", "value_text"): "3 points"}
