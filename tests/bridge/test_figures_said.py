"""The review's and the advice's figures in words, whole from Python (issue 46): what the page's
scripts once wrote themselves (a count and its noun, a percentage, the moves' caption, what a loaded
file held) comes in the answer, in the reader's language, its plural by that language's rule."""

import io

import pytest

from helpers import ok, refused
from stb import i18n

BLUNDER = [{"move": "roll two dice", "faces": [3, 4]}, {"move": "[1, 6]"}, {"move": "roll two dice", "faces": [1, 1]}]
"""A game of Shut the Box: a roll, a blunder (1 and 6 where 3 and 4 was best), a roll."""
PIG_PEOPLE = {"game": "pig", "rules": {"goal": 20}, "opponent": {"mode": "people"}, "start": "0 0 0"}
PIG_TURN = [{"move": "roll", "faces": [3]}, {"move": "roll", "faces": [4]}, {"move": "hold"}]
"""Player 1's first turn of Pig between two people: two rolls, then a hold at 7 (roll was best)."""


def test_a_players_totals_say_their_accuracy_and_decisions():
    box = ok("game_review", {"game": "shutbox", "start": "123456789", "moves": BLUNDER})["totals"][0]
    assert box["accuracy_text"] == f"{box['accuracy']:.1f}\u00a0%" and box["decisions_text"] == "1: 1 blunder"
    first, second = ok("game_review", {**PIG_PEOPLE, "moves": PIG_TURN})["totals"]
    assert (first["accuracy_text"], first["decisions_text"]) == ("50.0\u00a0%", "2: 1 best, 1 blunder")
    assert (second["accuracy_text"], second["decisions_text"]) == ("no choices yet", "none with a choice")


def test_a_turn_says_how_many_moves_it_holds():
    turns = ok("game_review", {**PIG_PEOPLE, "moves": [*PIG_TURN, {"move": "roll", "faces": [1]}]})["turns"]
    assert [(t["first"], t["last"], t["moves_text"]) for t in turns] == [(0, 2, "Its 3 moves"), (3, 3, "Its 1 move")]
    played = ok("game_play", {**PIG_PEOPLE, "state": "0 0 0", "move": "roll", "faces": [2], "review": None, "played": 0})
    assert played["review"]["turn"]["moves_text"] == "Its 1 move"


def test_the_moves_caption_names_whose_values_they_are():
    alone = ok("game_view", {"game": "shutbox"})["position"]
    assert alone["moves_caption"] == "Moves, best first, each with your expected final score after it"
    people = ok("game_view", {"game": "pig", "opponent": {"mode": "people"}})["position"]
    assert people["moves_caption"] == "Moves, best first, each with Player 1's chance to win after it"


def test_a_game_loaded_from_a_file_says_what_it_held():
    request = {"game": "shutbox", "start": "123456789"}
    assert ok("game_review", {**request, "moves": BLUNDER, "file": "box.json"})["loaded"] == (
        "Loaded box.json: 3 moves, each checked by Python. Step through them with ◀ ▶, or go back to play on from the end.")
    assert ok("game_review", {**request, "moves": BLUNDER[:1], "file": "one.json"})["loaded"].startswith("Loaded one.json: 1 move,")
    assert "loaded" not in ok("game_review", {**request, "moves": BLUNDER})
    refused("game_review", {**request, "moves": BLUNDER, "file": 5}, "the file's name must be a text")


FRENCH = r'''
msgid ""
msgstr ""
"Content-Type: text/plain; charset=utf-8\n"
"Plural-Forms: nplurals=2; plural=(n > 1);\n"

msgid "{count}: {judged}"
msgstr "{count} : {judged}"

msgid "{count} blunder"
msgid_plural "{count} blunders"
msgstr[0] "{count} gaffe"
msgstr[1] "{count} gaffes"

msgid "Its {count} move"
msgid_plural "Its {count} moves"
msgstr[0] "Son coup"
msgstr[1] "Ses {count} coups"
'''
"""A French catalogue of a few of these messages (test-only: stb/locale's are the translators')."""


@pytest.fixture
def french(monkeypatch):
    """French installed from FRENCH, and no other language but English; as it was after the test."""
    from babel.messages.pofile import read_po
    from tools.catalogues import keyed_mo
    monkeypatch.setattr(i18n, "_catalogues", {i18n.SOURCE: i18n._catalogues[i18n.SOURCE]})
    i18n.install("fr", keyed_mo(read_po(io.StringIO(FRENCH), locale="fr")))


def test_the_figures_asked_in_french_are_french_words_and_numbers(french):
    box = ok("game_review", {"game": "shutbox", "start": "123456789", "moves": BLUNDER, "lang": "fr"})["totals"][0]
    assert box["accuracy_text"] == f"{box['accuracy']:.1f}\u00a0%".replace(".", ",") and box["decisions_text"] == "1 : 1 gaffe"
    turns = ok("game_review", {**PIG_PEOPLE, "moves": [*PIG_TURN, {"move": "roll", "faces": [1]}], "lang": "fr"})["turns"]
    assert [t["moves_text"] for t in turns] == ["Ses 3 coups", "Son coup"]
