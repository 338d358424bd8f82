"""The words the boards and the game screen show that come with Python's answers, whole (issue 46):
the best moves in a sentence and as a choice, a selected move as the board marks it and what it is
worth, a table's scores, Chopsticks' hands, and the progress charts of whoever's drill it is."""

from helpers import ok
from stb.bridge.view import best_sentence, either

NOW = 1_764_000_000_000


def test_the_best_moves_are_said_whole_however_many_there_are():
    assert best_sentence(["Roll"]) == "The best move: Roll."
    assert best_sentence(["Take 2 blue", "Take 1 blue"]) == \
        "The 2 best moves, each as good as the other: Take 2 blue; Take 1 blue."
    assert best_sentence(["Shut 9", "Shut 1 and 8", "Shut 4 and 5"]) == \
        "The 3 best moves, each as good as the others: Shut 9; Shut 1 and 8; Shut 4 and 5."
    assert [either(["Roll"]), either(["Take 2 blue", "Take 1 blue", "Take 1 red"])] == \
        ["Roll", "Take 2 blue or Take 1 blue or Take 1 red"]


def test_a_view_says_its_best_moves():
    nim = ok("game_view", {"game": "nim", "rules": {"red": 3, "blue": 3}, "state": "3 3 0"})["position"]
    best = [m["words"] for m in nim["moves"] if m["best"]]
    assert nim["best_sentence"] == best_sentence(best) and nim["best_either"] == either(best) and len(best) == 2


def test_a_board_that_selects_tiles_says_the_move_marked_and_what_it_is_worth():
    """The best move (the advice's first) marked on the board, another move pointed at, and what
    the tiles selected make; only where the board selects pieces (Shut the Box's tiles)."""
    moves = ok("game_view", {"game": "shutbox", "rules": {}, "state": "123456789 dice 2 roll 9"})["position"]["moves"]
    assert moves[0]["hint_text"] == "Best: shut 9, 7.39\u00a0points; next roll can be played: 100.0\u00a0%."
    assert moves[1]["hint_text"] == ("Marked: shut 1 and 8, 13.37\u00a0points (blunder, 5.98\u00a0points worse); "
                                     "next roll can be played: 100.0\u00a0%.")
    assert [moves[0]["worth_text"], moves[1]["worth_text"]] == \
        ["7.39\u00a0points, best", "13.37\u00a0points, blunder (5.98\u00a0points worse)"]
    pig = ok("game_view", {"game": "pig", "rules": {"goal": 50}, "state": "0 0 0"})["position"]["moves"]
    assert not any("hint_text" in m for m in pig)


def test_the_shut_the_box_board_names_its_dice_buttons_bars_and_scores():
    view = ok("game_view", {"game": "shutbox", "rules": {"dice": "optional"}, "state": "15"})["board"]
    assert [(m["label"], m["use_label"]) for m in view["dice_moves"]] == \
        [("Roll one die", "Use roll: one die"), ("Roll two dice", "Use roll: two dice")]
    assert [t["label"] for t in view["roll_chances"]["1"]["totals"][:2]] == \
        ["1: 16.7\u00a0%", "2: 16.7\u00a0%, no move uses it"]
    table = ok("game_view", {"game": "shutbox", "rules": {"players": 3, "tiles": 6, "scoring": "digits"},
                             "state": "1456 / next"})["board"]
    assert table["table"]["seats"][0]["score_text"] == "1,456"
    assert table["dice_moves"][0]["label"] == "Play seat 2's turn"


def test_chopsticks_names_each_hand_by_its_fingers():
    board = ok("game_view", {"game": "chopsticks", "rules": {"limit": 0}, "state": "1 2 0 4 0"})["board"]
    assert board["hand_labels"] == [["Left hand: 1 finger", "Right hand: 2 fingers"], ["Left hand: out", "Right hand: 4 fingers"]]
    assert board["sides"] == ["left", "right"]


def test_the_progress_charts_say_whose_they_are():
    played = {"game": "pig", "now": NOW, "finished": 62.5, "game_id": 1}
    yours, theirs = ok("game_drill", played)["progress"], ok("game_drill", {**played, "owner": "Player 2"})["progress"]
    assert yours == {"games_caption": "Your accuracy, game by game (last 1)",
                     "games_label": "Your accuracy in the last 1 game: 62.5\u00a0%",
                     "answers_caption": "Saved mistakes answered right: none answered yet", "answers_label": None}
    assert theirs["games_caption"] == "Player 2's accuracy, game by game (last 1)"
    assert ok("game_drill", {"game": "pig", "now": NOW})["progress"]["games_caption"] == "Your accuracy: no game finished yet"
