"""The drill through a game's clicks (stb.bridge.play, review, drill): a costly move joins the store
of the person who made it and no one else's; a move taken back is not a mistake you made (the miss
it made is undone, a card it sent back is as it was); a finished game's accuracy joins the chart once
however often it is ended; the tutor's catch is kept and not counted again when played anyway; an
answer to a question (Retry, Practice) answers its card and is told with a clue that names no move;
the store's older version reads forward, a newer one is kept; a card deleted comes back with Undo."""

import json

import pytest

from helpers import ok
from stb import bridge, drill
from stb.words import lowered

NOW = 1_764_000_000_000
PIG = {"game": "pig", "rules": {"goal": 20}, "opponent": {"mode": "people"}}
PIG_RULES = {"goal": 20, "sides": 6, "coin": False}
GAME = 17


def held(store) -> dict:
    """The cards of a store's text, by their state."""
    return {card["state"]: card for card in json.loads(store)["cards"]} if store else {}


def mine(store, owner="Player 1", **more) -> dict:
    """The drill's field of a play: `owner`'s store, the clock, the game's id."""
    return {"store": store, "now": NOW, "owner": owner, "game_id": GAME, **more}


def three_holds(store=None):
    """Pig to 20 between two people, each turn a roll of 3 (a turn starts with a roll: no choice) then
    a hold at 3 (a blunder each): Player 1 at moves 1 and 5, Player 2 at move 3; Player 1's store kept.
    Returns the moves and Player 1's store after each hold."""
    state, review, digest, moves, stores = "0 0 0", None, None, [], []
    for move in ["roll", "hold"] * 3:
        fields = {"move": 0, "faces": [3]} if move == "roll" else {"move": 1}
        answer = ok("game_play", {**PIG, "state": state, **fields, "review": review, "start": "0 0 0",
                                  "played": len(moves), "digest": digest, "drill": mine(store)})
        assert answer["record"]["move"] == move and answer["record"]["costly"] == (move == "hold")
        if answer["drill"] is not None:
            store = answer["drill"]["store"]
        moves.append(answer["saved"])
        stores += [store] * (move == "hold")
        state, review, digest = answer["view"]["state"], answer["review"]["state"], answer["digest"]
    return moves, stores


def taken_back(moves, store, count, owner="Player 1", game=GAME):
    """Player 1's store once the game is taken back to its first `count` moves (one game_review)."""
    answer = ok("game_review", {**PIG, "start": None, "moves": moves[:count], "drill": {**mine(store, owner), "game_id": game}})
    assert answer["drill"]["readable"] and answer["drill"]["owner"] == owner
    return answer["drill"]["store"]


def test_a_costly_move_joins_its_players_store_only():
    moves, stores = three_holds()
    assert [list(held(store)) for store in stores] == [["0 0 3"], ["0 0 3"], ["0 0 3", "3 3 3"]]
    assert stores[0] == stores[1]  # Player 2's blunder: not in Player 1's store
    cards = held(stores[2])
    assert [(cards[s]["wrong"], cards[s]["played"]) for s in ("0 0 3", "3 3 3")] == [(1, [GAME, [1], None]), (1, [GAME, [5], None])]


def test_a_move_taken_back_is_not_a_mistake_you_made():
    moves, stores = three_holds()
    once = held(taken_back(moves, stores[2], 5))  # the second hold taken back: the first miss left
    assert list(once) == ["0 0 3"] and (once["0 0 3"]["wrong"], once["0 0 3"]["played"]) == (1, [GAME, [1], None])
    assert held(taken_back(moves, stores[2], 0)) == {}  # both: the card it made is gone
    assert held(taken_back(moves, stores[2], 0, game=GAME + 1)) == held(stores[2])  # another game's take back: nothing


def test_a_card_a_move_sent_back_is_as_it_was_once_the_move_is_taken_back():
    learned = drill.Card(PIG_RULES, {"mode": "people", "side": 0, "strength": "1"}, "0 0 3", box=3, due=NOW + 10 ** 9, right=3,
                         wrong=1, last=True)
    store = drill.text(drill.Store("pig", cards=(learned,), games=((5, 80.0, None),)))
    answer = ok("game_play", {**PIG, "state": "0 0 3", "move": 1, "review": None, "drill": mine(store)})
    missed = held(answer["drill"]["store"])["0 0 3"]
    assert (missed["box"], missed["due"], missed["wrong"]) == (0, NOW, 2)
    back = json.loads(taken_back([answer["saved"]], answer["drill"]["store"], 0))
    assert back["cards"] == [drill.card_fields(learned)] and back["games"] == [[5, 80.0, None]]


def test_the_tutors_catch_is_kept_and_a_move_played_anyway_is_not_counted_twice():
    caught = ok("game_drill", {"game": "pig", "now": NOW, "missed": [{"rules": PIG["rules"], "opponent": PIG["opponent"],
                                                                       "state": "0 0 3"}]})
    card = held(caught["store"])["0 0 3"]
    assert (card["wrong"], "played" in card) == (1, False)  # settled: no take back undoes a catch
    anyway = ok("game_play", {**PIG, "state": "0 0 3", "move": 1, "drill": mine(caught["store"], caught=True)})
    assert anyway["record"]["costly"] and anyway["drill"] is None


def play_to_the_end(request, state, review, store, worst):
    """Play on from `state` (the person's best moves, or with `worst` their worst; the computer's own;
    the start of no moves, whose review's state is None) until the game ends: the moves and the store."""
    moves, start, digest = [], state, None
    while True:
        view = ok("game_view", {**request, "state": state})
        if view["phase"] == "game-over":
            return moves, store
        fields = {"computer": True, "seed": 1} if view["computer_to_move"] else {"move": len(view["position"]["moves"]) - 1 if worst else 0}
        answer = ok("game_play", {**request, "state": state, **fields, "review": review, "start": start,
                                  "played": len(moves), "digest": digest, "drill": mine(store, owner="")})
        if answer["drill"] is not None:
            store = answer["drill"]["store"]
        moves.append(answer["saved"])
        state, review, digest = answer["view"]["state"], answer["review"]["state"], answer["digest"]


def test_a_finished_games_accuracy_joins_the_chart_once_however_often_it_ends():
    nim = {"game": "nim", "rules": {"red": 4, "blue": 3}, "opponent": {"mode": "computer", "side": 0}}
    moves, store = play_to_the_end(nim, "4 3 0", None, None, worst=True)
    first = json.loads(store)["games"]
    assert len(first) == 1 and first[0][2] == GAME and first[0][1] < 100
    back = ok("game_review", {**nim, "start": None, "moves": moves[:0]})
    again, store = play_to_the_end(nim, back["state"], back["review"]["state"], store, worst=False)
    games = json.loads(store)["games"]
    assert len(games) == 1 and games[0][2] == GAME and games[0][1] == 100.0  # the game as it ended now, once
    other = drill.read(store, "nim", NOW)[0]
    assert [entry[1] for entry in drill.finished(other, 50.0, NOW, GAME + 1).games] == [100.0, 50.0]


def test_an_answer_to_a_question_answers_its_card_with_a_clue_for_a_miss():
    store = ok("game_drill", {"game": "pig", "now": NOW, "missed": [{"rules": PIG["rules"], "state": "0 0 3"}]})["store"]
    question = {**PIG, "state": "0 0 3", "seed": 0, "question": True}
    right = ok("game_play", {**question, "move": 0, "drill": mine(store, owner="", answer=True, list=True)})
    assert "clue" not in right["record"] and right["view"]["phase"] == "move"
    card = held(right["drill"]["store"])["0 0 3"]
    assert (card["box"], card["last"]) == (1, True) and right["drill"]["answers"][-1] == [NOW, 1]
    assert [c["state"] for c in right["drill"]["cards"]] == ["0 0 3"] and right["drill"]["later"] == [card["due"]]
    wrong = ok("game_play", {**question, "move": 1, "drill": mine(right["drill"]["store"], owner="", answer=True)})
    card = held(wrong["drill"]["store"])["0 0 3"]
    assert (card["box"], card["last"], card["wrong"]) == (0, False, 2) and wrong["drill"]["games"] == []  # no game finished


CLUES = [  # a costly move of each game, and how its full why names the best move (the clue never does)
    ({**PIG, "state": "0 0 3"}, "hold", "rolling leaves"),
    ({"game": "shutbox", "state": "123456789 roll 7"}, "[1, 2, 4]", "after shut 7,"),
    ({"game": "shutbox", "rules": {"players": 3, "seat": 1}, "state": "/ 123456789 roll 7"}, "[1, 2, 4]", "after shut 7,"),
    ({"game": "nim", "rules": {"red": 7, "blue": 7}, "opponent": {"mode": "people"}, "state": "4 3 0"}, "take 2 red",
     "after take 1 red"),
    ({"game": "chopsticks", "state": "1 1 1 1 0"}, "move 1 finger left to right",
     "after either hand taps left"),
]


@pytest.mark.parametrize("request_, move, best", CLUES, ids=[c[0]["game"] + c[0]["state"] for c in CLUES])
def test_a_questions_miss_gets_a_clue_that_names_no_move_but_its_own(request_, move, best):
    view = ok("game_view", request_)
    listed = [m["move"] for m in view["position"]["moves"]]
    move = next(m for m in listed if m == move or lowered(move) in lowered(next(x["words"] for x in view["position"]["moves"]
                                                                                 if x["move"] == m)))
    record = ok("game_play", {**request_, "move": move, "seed": 0, "question": True})["record"]
    assert record["costly"] or record["judgement"] in ("mistake", "blunder")
    assert best in record["why"] and best.split(":")[0].rstrip(",") not in record["clue"]
    assert lowered(record["words"]) in record["clue"] and "With the best move, " in record["clue"]
    assert lowered(record["best_words"]) not in record["clue"].replace("a roll busts", "")


def test_whose_store_each_seat_keeps():
    owners = {json.dumps(request): ok("game_view", request)["owners"] for request in [
        {"game": "shutbox"}, {"game": "shutbox", "rules": {"players": 3, "seat": 2}}, {"game": "nim", "opponent": {"side": 1}},
        {"game": "shutbox", "rules": {"players": 2}, "opponent": {"mode": "people"}}, PIG]}
    assert list(owners.values()) == [[""], [""], [None, ""], ["Player 1", "Player 2"], ["Player 1", "Player 2"]]


def test_a_version_1_store_reads_forward_and_a_newer_one_is_kept_as_it_was():
    old = json.dumps({"format": "stb-drill", "version": 1, "game": "pig", "games": [[5, 50.0]], "answers": [[5, 1]],
                      "cards": [{"rules": PIG_RULES, "opponent": {}, "state": "0 0 3", "box": 2, "due": 9, "right": 2,
                                 "wrong": 1, "last": True}]})
    read = ok("game_drill", {"game": "pig", "now": NOW, "store": old})
    assert read["kept"] == 1 and read["games"] == [[5, 50.0, None]] and read["message"] == ""
    changed = ok("game_drill", {"game": "pig", "now": NOW, "store": old, "finished": 70, "game_id": 3})
    assert json.loads(changed["store"])["version"] == drill.VERSION == 2 and changed["games"] == [[5, 50.0, None], [NOW, 70, 3]]
    newer = json.dumps({"format": "stb-drill", "version": 3, "game": "pig", "cards": []})
    kept = ok("game_drill", {"game": "pig", "now": NOW, "store": newer, "missed": [{"rules": PIG_RULES, "state": "0 0 3"}]})
    assert kept["store"] == newer and not kept["readable"] and "a newer version of this page wrote it" in kept["message"]


def test_a_card_deleted_comes_back_with_undo_as_it_was():
    store = ok("game_drill", {"game": "pig", "now": NOW, "missed": [{"rules": PIG_RULES, "state": s} for s in ("0 0 3", "0 5 2")]})
    answered = ok("game_drill", {"game": "pig", "now": NOW, "store": store["store"],
                                 "answer": {"rules": PIG_RULES, "state": "0 5 2", "grade": "right"}})
    gone = ok("game_drill", {"game": "pig", "now": NOW + 1, "store": answered["store"], "delete": {"rules": {"goal": "20"},
                                                                                                   "state": "0  5 2"}, "list": True})
    assert [c["state"] for c in gone["cards"]] == ["0 0 3"] and gone["cards"][0]["words"] == "Pig to 20: at 0 to 0, turn total 3"
    back = ok("game_drill", {"game": "pig", "now": NOW + 2, "store": gone["store"], "restore": gone["removed"]})
    assert back["message"] == "Brought back 1 position." and held(back["store"]) == held(answered["store"])
    nothing = ok("game_drill", {"game": "pig", "now": NOW, "store": gone["store"], "delete": {"rules": PIG_RULES, "state": "0 5 2"}})
    assert nothing["removed"] is None and nothing["kept"] == 1


def test_a_roll_opened_without_its_dice_is_drawn_with_faces_that_make_it():
    for state, dice, faces in [("123456789 roll 7", 2, [3, 4]), ("123456789 roll 12", 2, [6, 6]), ("123 dice 1 roll 5", 1, [5]),
                               ("123456789", None, [])]:
        board = ok("game_view", {"game": "shutbox", "rules": {"dice": "optional"}, "state": state})["board"]
        assert board["faces"] == faces and sum(faces) == (board["roll"] or 0) and (dice is None or len(faces) == dice)


BOX = {"game": "shutbox", "rules": {"tiles": 6}, "opponent": {"mode": "people"}, "state": "123456 roll 7", "seed": 0, "question": True}
"""A question whose moves are judged best (shut 1 and 6), an inaccuracy (2 and 5), a mistake (3 and 4) and a blunder (1, 2 and 4)."""


def test_an_inaccuracy_is_close_not_a_miss_its_card_keeps_its_box_and_the_answer_says_so():
    store = ok("game_drill", {"game": "shutbox", "now": NOW, "missed": [{"rules": BOX["rules"], "state": BOX["state"]}]})["store"]
    cards = []
    for move in (0, 1, 1, 2, 1):  # right, close twice, a mistake, close
        answer = ok("game_play", {**BOX, "move": move, "drill": mine(store, owner="", answer=True)})
        store = answer["drill"]["store"]
        card = held(store)["123456 dice 2 roll 7"]
        cards.append((card["box"], card["due"] - NOW, card["right"], card["wrong"], card["last"]))
        assert answer["record"]["grade"] == ["right", "close", "missed"][min(move, 2)]
        assert answer["record"]["graded"] == ("An inaccuracy counts as close, not as a miss: a saved position keeps its place in "
                                              "your drill." if move == 1 else "")
    minute, ten = drill.wait(0), drill.wait(1)
    assert cards == [(1, ten, 1, 1, True), (1, ten, 1, 1, True), (1, ten, 1, 1, True), (0, minute, 1, 2, False),
                     (0, minute, 1, 2, False)]


def test_a_clock_outside_the_times_a_store_keeps_is_said_and_the_move_is_played():
    for now in (drill.LATEST + 1, -1):
        answer = ok("game_play", {**PIG, "state": "0 0 3", "move": "hold", "drill": {**mine(None), "now": now}})
        assert answer["record"]["costly"] and answer["view"]["state"] == "0 3 0 p1" and answer["drill"]["ok"] is False
        words = "after the year 5138" if now > 0 else "before 1970"
        assert answer["drill"]["error"] == (f"This device's clock reads {words}, outside the times the drill keeps: your saved "
                                            "mistakes stay as they are, and come back once the clock is set right")
        refused = json.loads(bridge.game_drill(json.dumps({"game": "pig", "now": now})))
        assert refused == {"ok": False, "error": answer["drill"]["error"]}


def test_a_plays_change_asked_again_on_a_store_another_tab_changed_keeps_both():
    """Two tabs answer at once, each on the store as it read it: the second's change, asked again
    (`again`) on the text the first wrote, keeps both answers; a card a play adds survives the same way."""
    store = ok("game_drill", {"game": "pig", "now": NOW, "missed": [{"rules": PIG["rules"], "state": s} for s in ("0 0 2", "0 0 3")]})
    question = {**PIG, "seed": 0, "question": True}
    first = ok("game_play", {**question, "state": "0 0 2", "move": "roll", "drill": mine(store["store"], owner="", answer=True)})
    second = ok("game_play", {**question, "state": "0 0 3", "move": "roll", "drill": mine(store["store"], owner="", answer=True)})
    again = ok("game_drill", {"game": "pig", "store": first["drill"]["store"], **second["drill"]["again"]})
    assert [(card["state"], card["box"]) for card in held(again["store"]).values()] == [("0 0 2", 1), ("0 0 3", 1)]
    blunder = ok("game_play", {**PIG, "state": "0 5 2", "move": "hold", "drill": mine(store["store"], owner="Player 1")})
    again = ok("game_drill", {"game": "pig", "store": again["store"], **blunder["drill"]["again"]})
    assert sorted(held(again["store"])) == ["0 0 2", "0 0 3", "0 5 2"] and held(again["store"])["0 0 2"]["box"] == 1
