"""What the bridge tells the page so that a question stays a question and every game is a new one:
a close decision of your practice is asked of you (you play the side to move), a question's miss
gets a clue that names no other move, a change of the seat you play starts a new game (as a rule
does), and Piglet's checkbox gives Piglet its own goal."""

import pytest

from helpers import ok, refused
from stb.games import GAMES

PEOPLE = {"mode": "people"}
COMPUTER = {"mode": "computer", "side": 0, "strength": "1"}


@pytest.mark.parametrize("game, rules", [(name, info.short) for name, info in GAMES.items()], ids=list(GAMES))
def test_your_close_decisions_are_asked_of_you_whichever_side_is_to_move(game, rules):
    """Each game's short game between two (stb.games) against the computer: Practice's close decision
    is yours, you play the side to move, and its words speak to you ("Your turn", never "Player 2's
    move"); between two people, the players' names."""
    seen = set()
    for seed in range(12):
        view = ok("game_view", {"game": game, "rules": rules, "opponent": COMPUTER, "state": None, "practice": seed})
        seen.add(view["to_move"])
        assert view["opponent"]["side"] == view["to_move"] and not view["computer_to_move"], view["opponent"]
        assert view["names"][view["to_move"]] == "You" and view["message"].startswith(("Your ", "You ")), view["message"]
        assert "Player" not in view["message"] and view["position"]["mine"]
    assert 1 in seen  # the second seat's decisions too, each asked as yours
    theirs = ok("game_view", {"game": game, "rules": rules, "opponent": PEOPLE, "state": None, "practice": 3})
    assert theirs["opponent"]["mode"] == "people" and theirs["names"][theirs["to_move"]] in theirs["message"]


def test_the_seat_you_play_starts_a_new_game_and_other_players_carry_it_on():
    controls = {c["name"]: c for c in ok("game_view", {"game": "nim", "opponent": COMPUTER})["controls"]}
    assert controls["side"]["new_game"] and controls["red"]["new_game"]  # another seat: a new game, as new rules
    assert not controls["mode"]["new_game"] and not controls["strength"]["new_game"]  # new players carry the game on


def test_piglet_ticked_in_the_page_plays_to_10_and_unticked_to_100():
    """The page leaves out the fields a changed checkbox `resets` (Piglet's goal), so each takes its default."""
    coin = next(c for c in ok("game_view", {"game": "pig", "rules": {"goal": 30}})["controls"] if c["name"] == "coin")
    assert coin["resets"] == ["goal"]
    assert ok("game_view", {"game": "pig", "rules": {"coin": True, "sides": "6"}})["title"] == "Piglet to 10"
    assert ok("game_view", {"game": "pig", "rules": {"coin": False, "sides": "6"}})["title"] == "Pig to 100"


def test_a_turn_starts_with_a_roll_and_a_hold_there_is_refused_in_one_line():
    start = ok("game_view", {"game": "pig", "rules": {"goal": 20}, "opponent": PEOPLE})
    assert [m["move"] for m in start["position"]["moves"]] == ["roll"] and "hold" not in start["message"], start["message"]
    refused("game_play", {"game": "pig", "rules": {"goal": 20}, "state": "0 0 0", "move": 1}, "the move is 0, the one move listed here")
    review = ok("game_review", {"game": "pig", "rules": {"goal": 20}, "opponent": PEOPLE,
                                "moves": [{"move": "roll", "faces": [3]}, {"move": "hold"}]})
    first, second = review["totals"]
    assert (first["moves"], first["decisions"], first["forced"]) == (2, 1, 0)  # the roll: no decision, and no forced move
    assert review["records"][0]["forced"] and review["chart"]["points"][1]["judgement"] is None


@pytest.mark.parametrize("request_, move", [
    ({"game": "pig", "rules": {"goal": 20}, "opponent": PEOPLE, "state": "0 0 3"}, "hold"),
    ({"game": "nim", "rules": {"red": 3, "blue": 3}, "opponent": PEOPLE, "state": "3 3 0"}, "2 red"),
])
def test_the_tutors_hint_first_says_why_your_move_falls_short_naming_no_other(request_, move):
    """The hint's first step is a question's clue (one game_play of the position as a question): why
    your move falls short and what the best keeps, with no best move named; the page then lists every
    best move, each flagged `best` (Nim's 3 3 has two)."""
    view = ok("game_view", request_)
    record = ok("game_play", {**request_, "move": move, "seed": 0, "question": True})["record"]
    best = [m["words"] for m in view["position"]["moves"] if m["best"]]
    clue = record["clue"].replace("a roll busts", "")  # Pig's odds of a roll, not its move
    assert clue and all(word.lower() not in clue.lower() for word in best), (clue, best)
    assert len(best) == (2 if request_["game"] == "nim" else 1)
