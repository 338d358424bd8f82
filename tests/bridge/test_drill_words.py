"""The words of the drill, Practice, Retry and the tutor, whole from Python (issue 46): the drill's
line and list as the clock reads them, and when they next read otherwise; what Clear, Delete,
Export and Undo say, for yours or a named player's store; an answer told, the best moves and
Practice's running count; Retry's questions and its last words; the tutor's levels and question in
the registry. A store's cards hold no words: a language switch keeps them."""

import json

from hypothesis import given, strategies as st

from helpers import ok
from stb import drill
from stb.bridge.drill import back_in
from stb.bridge.practice import counted
from stb.games import page_registry

NOW = 1_764_000_000_000
PIG20 = {"goal": 20}
MINUTE, HOUR, DAY = 60_000, 3_600_000, 86_400_000


def store_of(due=(), later=None) -> str:
    """A Pig-to-20 store's text: the positions `due` now, and those `later` ({state: ms from NOW})."""
    later = later or {}
    text = ok("game_drill", {"game": "pig", "now": NOW, "missed": [{"rules": PIG20, "state": s} for s in [*due, *later]]})["store"]
    store = json.loads(text)
    for card in store["cards"]:
        card["due"] = NOW + later.get(card["state"], 0)
    return json.dumps(store)


def listed(store, owner="", **more) -> dict:
    return ok("game_drill", {"game": "pig", "now": NOW, "store": store, "list": True, "owner": owner, **more})


@given(st.integers(1, 60 * DAY), st.integers(0, 60 * DAY))
def test_when_a_card_comes_back_reads_the_same_until_the_moment_it_says(wait, step):
    """"in 3 minutes" holds from now until `until` and no later: at `until` the words change (or the
    card is due); so the page asks again then, and only then."""
    words, until = back_in(NOW + wait, NOW)
    assert NOW < until <= NOW + wait
    if NOW + step < until:
        assert back_in(NOW + wait, NOW + step)[0] == words
    assert until == NOW + wait or back_in(NOW + wait, until)[0] != words


def test_when_a_card_comes_back_in_words():
    """Minutes up to an hour and a half, hours up to 20, then days: a day's wait reads "in 1 day"."""
    cases = {30_000: "in 1 minute", 150_000: "in 3 minutes", 90 * MINUTE: "in 2 hours", 20 * HOUR: "in 1 day",
             DAY: "in 1 day", 3 * DAY + MINUTE: "in 3 days", 7 * DAY: "in 7 days"}
    assert {wait: back_in(NOW + wait, NOW)[0] for wait in cases} == cases


def test_the_drill_line_and_list_for_you_and_for_a_named_player():
    store = store_of(due=["0 0 3"], later={"0 5 2": 3 * DAY + MINUTE})
    yours = listed(store)
    assert yours["panel"]["line"] == "Your mistakes (1): 1 due now of 2 kept (at most 200), 0 answered right last time."
    assert [card["when"] for card in yours["cards"]] == ["due now · right 0, missed 1", "comes back in 3 days · right 0, missed 1"]
    assert (yours["panel"]["positions"], yours["panel"]["due"], yours["panel"]["asked"], yours["panel"]["whose"]) == \
        ("Your positions (2)", "One of your costly decisions, due now.", "One of your costly decisions, asked now.", "Your")
    assert yours["panel"]["until"] == back_in(NOW + 3 * DAY + MINUTE, NOW)[1]
    players = listed(store, "Player 1", owners=["", "Player 1", "Player 2"])
    assert players["panel"]["line"].startswith("Player 1's mistakes (1): 1 due now of 2 kept")
    assert players["owner_names"] == ["Yours", "Player 1", "Player 2"]
    assert (players["panel"]["undone"], players["panel"]["exported"]) == \
        ("Undone: Player 1's saved mistakes are back as they were.", "Exported 2 positions.")
    later = listed(store_of(later={"0 0 3": 150_000}))["panel"]
    assert later["line"].endswith("0 answered right last time. The next comes back in 3 minutes.")
    assert later["until"] == NOW + 150_000 - 120_499  # "in 2 minutes" from then: 120.499 s to go, rounded to 120
    empty = listed(None)["panel"]
    assert empty["line"] == "No saved mistakes yet: the mistakes and blunders of your games are kept here." and empty["until"] is None


def test_what_clear_delete_and_an_unreadable_store_say():
    store = store_of(due=["0 0 3", "0 5 2"])
    assert listed(store)["panel"]["clear"] == "Clear the 2 positions kept and both charts? Undo brings them back."
    assert listed(store, "Player 2", clear=True)["message"] == "Cleared Player 2's saved mistakes of this game and both charts."
    gone = listed(store, delete={"rules": PIG20, "state": "0 5 2"})
    assert gone["message"] == "Deleted: Pig to 20: at 0 to 5, turn total 2." and gone["removed"] is not None
    unreadable = listed("{not json")
    assert unreadable["panel"]["clear"] == "Clear the store that could not be read and both charts? Undo brings them back."
    broken = store.replace('"cards": [', '"cards": [{"state":"x"},', 1)
    said = listed(broken)
    assert said["unread"]["download"] == "Download it as it was kept" and said["panel"]["clear"] == (
        "Clear the 2 positions kept and both charts? Undo brings them back. "
        "The positions this version of the page cannot read stay as they were.")
    assert listed(broken.replace('{"state":"x"},', '{"state":"x"},{"state":"y"},'))["unread"]["download"] == \
        "Download them as they were kept"


def test_a_stores_cards_hold_no_words():
    """The words of the list are the answer's, never the store's: its cards keep numbers and texts a game reads."""
    answer = listed(store_of(due=["0 0 3"], later={"0 5 2": DAY}), "Player 1")
    assert all(set(card) <= set(drill.Card._fields) for card in json.loads(answer["store"])["cards"])
    assert all({"words", "when"} <= set(card) for card in answer["cards"])


QUESTION = {"game": "pig", "rules": PIG20, "opponent": {"mode": "people"}, "state": "0 0 3", "seed": 0, "question": True}


def test_an_answer_to_a_question_is_told_whole():
    right = ok("game_play", {**QUESTION, "move": 0})["record"]
    assert (right["question_verdict"], right["best_moves"]) == ("Right: Roll is the best move.", "The best move: Roll.")
    wrong = ok("game_play", {**QUESTION, "move": 1})["record"]
    assert wrong["question_verdict"] == f"Not the best: Hold is a blunder ({wrong['cost_text']})."
    box = ok("game_play", {"game": "shutbox", "rules": {"tiles": 6}, "state": "123456 roll 7", "move": 1, "question": True})["record"]
    assert box["question_verdict"] == "Not the best: Shut 2 and 5 is an inaccuracy (0.63\u00a0points worse)."  # as the list says it
    two = ok("game_play", {"game": "nim", "rules": {"red": 7, "blue": 7}, "opponent": {"mode": "people"}, "state": "3 3 0",
                           "move": 0, "question": True, "try": 3})["record"]
    assert two["question_verdict"] == "Right on try 3: Take 2 blue is one of the best moves."
    assert two["best_moves"] == "The 2 best moves, each as good as the other: Take 2 blue; Take 1 blue."
    three = ok("game_play", {"game": "chopsticks", "state": "0 4 1 1 0", "move": 0, "question": True})["record"]
    assert three["best_moves"].startswith("The 3 best moves, each as good as the others: Move 2 fingers right to left: 2 and 2; ")


def test_practices_running_count_is_counted_and_said():
    first = ok("game_play", {**QUESTION, "move": 0, "stats": {"answered": 3, "accuracy": 90, "streak": 2, "best": 2}})["stats"]
    assert first == {"answered": 4, "accuracy": 92.5, "streak": 3, "best": 3, "said": "4 answered · accuracy 92.5\u00a0% · streak 3 (best 3)"}
    assert counted(first, "close", 80.0)["streak"] == 3 and counted(first, "missed", 0.0)["streak"] == 0
    assert counted(first, "missed", 0.0)["best"] == 3
    assert counted({"answered": "x", "accuracy": None, "streak": -1, "best": True})["said"] == "No answers yet."  # unread: none
    assert "stats" not in ok("game_play", {**QUESTION, "move": 0})
    assert ok("game_drill", {"game": "pig", "now": NOW, "stats": {"answered": 1, "accuracy": 50, "streak": 0, "best": 1}})["stats"][
        "said"] == "1 answered · accuracy 50.0\u00a0% · streak 0 (best 1)"


def test_retrys_questions_and_last_words():
    records = [{"player": 0, "judgement": "blunder", "words": "Hold"}, {"player": 1, "judgement": "mistake", "words": "Roll"}]
    people = ok("game_drill", {"game": "pig", "now": NOW, "rules": PIG20, "opponent": {"mode": "people"}, "retry": records})["retry"]
    assert people == [{"asked": "Mistake 1 of 2 of this game, a blunder in play.",
                       "played": "Player 1 played Hold here in the game: a blunder."},
                      {"asked": "Mistake 2 of 2 of this game, a mistake in play.",
                       "played": "Player 2 played Roll here in the game: a mistake."}]
    yours = ok("game_drill", {"game": "pig", "now": NOW, "rules": PIG20, "retry": records[:1]})["retry"]
    assert yours == [{"asked": "Mistake 1 of 1 of this game, a blunder in play.", "played": "You played Hold here in the game: a blunder."}]

    def went(**results):
        return ok("game_drill", {"game": "pig", "now": NOW, "retried": results})["retried"]
    assert went(first=1, after=0, shown=1) == \
        "That was the last of 2 costly decisions: 1 right the first time, 0 right after a try, 1 answer shown."
    assert went(first=0, after=1, shown=0, skipped=2) == \
        "That was the last of 3 costly decisions: 0 right the first time, 1 right after a try, 0 answers shown, 2 skipped."


def test_the_tutor_asks_in_words_the_registry_carries():
    tutor = {judgement["name"]: judgement["tutor"] for judgement in page_registry()["judgements"]}
    assert tutor["best"] is None and [tutor[name]["level"] for name in ("inaccuracy", "mistake", "blunder")] == \
        ["asks at an inaccuracy", "asks at a mistake", "asks at a blunder"]
    assert tutor["blunder"]["player"].format(player="Player 1", move="Hold", cost="23.2 % less chance to win") == \
        "Tutor: Player 1: Hold would be a blunder (23.2 % less chance to win). Play it anyway, or choose again?"
    assert tutor["inaccuracy"]["you"] == "Tutor: {move} would be an inaccuracy ({cost}). Play it anyway, or choose again?"
