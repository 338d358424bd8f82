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
from stb.games import GAMES, examples
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
           ("games", "*", "board"), ("judgements", "*", "name"), ("blocks", "*", "choices")]
"""Ids at a place (the end of a text's path, its last list items aside; "*" any item of a list): a
control's name and value, an option's value beside its label, the term a result's line explains, a
rule of thumb's, a game's and a judgement's names, Pig's policies."""
KEPT = {"HOG"}
"""Names kept as they are in every language: HOG, the game's name (the menu's title is no message)."""
def asked() -> dict[str, list]:
    """(entry point, request) in groups: each game's recorded requests, the others recorded, each
    game's panels and positions (stb/<game>/examples.py, refused ones among them) and the registry."""
    groups = {}
    for key in json.loads((record.RECORDED / "bridge.json").read_text()):
        entry, request = json.loads(key)
        game = request.get("game")
        groups.setdefault(f"recorded {game}" if isinstance(game, str) else "recorded others", []).append((entry, request))
    groups["panels and positions"] = [("game_view", {"game": game, **request, "thinking": True})
                                      for game in GAMES for request in examples(game).panels] + [
        ("game_view", {"game": game, "rules": rules, "state": state}) for game in GAMES for rules, state in examples(game).positions]
    groups["registry"] = [("page_registry", None)]
    return groups


GROUPS = asked()
FAST = {"recorded hog", "panels and positions", "registry"}
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


@pytest.mark.parametrize("game", GAMES)
def test_each_game_has_a_panel_and_a_position_it_refuses_to_read(marked, game):
    assert examples(game).panels
    assert any(not answer("game_view", {"game": game, "rules": rules, "state": state})["ok"]
               for rules, state in examples(game).positions)


@pytest.mark.parametrize("game, opponent", [(game, opponent) for game in GAMES for opponent in ({}, {"mode": "people"})])
def test_a_short_game_played_to_its_end_by_its_costliest_moves_says_only_the_catalogues(marked, game, opponent):
    """The game's short rules (stb.games), the person always taking the move that costs most (every
    judgement and why, every turn told), the computer its own, to the end card and the review."""
    rules, said, moves = GAMES[game].short, [], []
    view = answer("game_view", {"game": game, "rules": rules, "opponent": opponent})
    asked = {"game": game, "rules": view["rules"], "opponent": view["opponent"], "start": view["state"]}
    kept = {"review": None, "played": 0, "digest": None}
    for ply in range(80):
        said += read(view)
        if view["phase"] == "game-over":
            break
        play = {"computer": True} if view["computer_to_move"] else {"move": len(view["position"]["moves"]) - 1}
        played = answer("game_play", {**asked, "state": view["state"], "seed": ply, **kept, **play})
        said += read({key: value for key, value in played.items() if key != "view"})
        moves.append(played["saved"])
        view, kept = played["view"], {"review": played["review"]["state"], "played": ply + 1, "digest": played["digest"]}
    assert view["phase"] == "game-over", f"{game}'s short game lasts more than 80 moves"
    said += read(answer("game_review", {**asked, "start": None, "moves": moves}))
    assert sum("⟦" in text for _, text in said) > 100
    assert {".".join(str(step) for step in path if isinstance(step, str)): text for path, text in said if english_left(text)} == {}


def test_the_net_finds_english_outside_the_marks():
    assert english_left("⟦You roll {total}: no tiles add up to it.⟧ Final score 17.") == " Final score 17."
    assert english_left("⟦⟦Player 1⟧ rolls ⟦d6⟧⟧, 12,5\u00a0%: –") == ""
    assert english_left("d8") == "d8" and english_left("HOG ⟦to 100⟧") == ""
    assert dict(read({"controls": [{"value": "sum", "label": "⟦Scoring⟧", "options": [["sum", "Sum"]]}],
                      "state": "12 vs 3", "position": {"position": "12 vs 3", "value_text": "3 points"}})) == \
        {("controls", 0, "label"): "⟦Scoring⟧", ("controls", 0, "options", 0, 1): "Sum",
         ("position", "value_text"): "3 points"}
