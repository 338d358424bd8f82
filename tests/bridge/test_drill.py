"""The drill's schedule (stb.drill) and its bridge entry (game_drill): intervals grow on a right
answer and shrink on a wrong one, never negative; a store never holds more than its cap; whatever a
browser kept, it reads back as a store (or an empty one, with a message)."""

import json

from hypothesis import given, settings, strategies as st

from stb import drill
from helpers import call, ok

PIG20 = {"goal": 20}
PEOPLE = {"mode": "people"}
times = st.integers(0, drill.LATEST // 2)
cards = st.builds(drill.Card, rules=st.just(PIG20), opponent=st.just(PEOPLE),
                  state=st.integers(0, 999).map(lambda n: f"{n // 100} {n % 100} 0"),
                  box=st.integers(0, len(drill.WAITS) - 1), due=times, right=st.integers(0, 50),
                  wrong=st.integers(0, 50), last=st.sampled_from([None, True, False]))


@given(cards, times)
def test_a_right_answer_waits_longer_a_wrong_one_less_and_never_negative(card, now):
    right, wrong = drill.answered(card, True, now), drill.answered(card, False, now)
    assert right.wait >= card.wait > 0 and right.due - now == right.wait
    assert 0 < wrong.wait <= card.wait and wrong.due - now == wrong.wait
    assert wrong.due < right.due or card.box == right.box == len(drill.WAITS) - 1 and wrong.wait < right.wait
    assert right.box == min(card.box + 1, len(drill.WAITS) - 1) and wrong.box == 0
    assert (right.right, right.wrong, wrong.right, wrong.wrong) == (card.right + 1, card.wrong, card.right, card.wrong + 1)


def test_the_waits_grow_box_by_box():
    assert all(0 < a < b for a, b in zip(drill.WAITS, drill.WAITS[1:]))


@given(st.lists(cards, max_size=drill.CAP + 40), st.lists(cards, max_size=60), times)
@settings(max_examples=60)
def test_a_store_never_holds_more_than_its_cap(kept, missed, now):
    store = drill.Store("pig", cards=drill.capped(tuple({c.key: c for c in kept}.values())))
    assert len(store.cards) <= drill.CAP
    store = drill.missed(store, [(c.rules, c.opponent, c.state) for c in missed], now)
    assert len(store.cards) <= drill.CAP
    assert {c.key for c in missed} <= {c.key for c in store.cards}  # the positions just missed stay
    assert len(drill.merged(store, drill.Store("pig", cards=tuple(kept[:drill.CAP]))).cards) <= drill.CAP
    back, note = drill.read(drill.text(store), "pig", now)
    assert (back, note) == (store, "")


@given(st.lists(cards, min_size=1, max_size=30, unique_by=lambda c: c.key), times, st.data())
def test_due_cards_come_longest_overdue_first(held, now, data):
    store = drill.Store("pig", cards=tuple(held))
    due = drill.due(store, now)
    assert all(c.due <= now for c in due) and len(due) == sum(c.due <= now for c in held)
    assert [(c.due, c.box) for c in due] == sorted((c.due, c.box) for c in due)
    card = data.draw(st.sampled_from(held))
    answered = drill.answer(store, card.rules, card.state, True, now)
    assert card.key not in {c.key for c in drill.due(answered, now)}  # a right answer is not due again at once
    assert answered.answers[-1] == (now, drill.solved(answered))


def test_a_missed_position_comes_back_before_a_solved_one():
    store = drill.missed(drill.Store("pig"), [(PIG20, PEOPLE, "0 0 0"), (PIG20, PEOPLE, "0 0 5")], 0)
    store = drill.answer(drill.answer(store, PIG20, "0 0 0", True, 1000), PIG20, "0 0 5", False, 1000)
    assert drill.due(store, 1000) == []
    minute = 1000 + drill.wait(0)
    assert [c.state for c in drill.due(store, minute)] == ["0 0 5"]
    assert [c.state for c in drill.due(store, 1000 + drill.wait(1))] == ["0 0 5", "0 0 0"]
    assert drill.solved(store) == 1


junk = st.recursive(st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=8),
                    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4),
                    max_leaves=12)


@given(st.text(max_size=40) | junk.map(json.dumps) | st.builds(lambda c: json.dumps({"format": drill.FORMAT, "version": 1,
                                                                                      "game": "pig", "cards": c}), junk))
@settings(max_examples=300)
def test_whatever_a_browser_kept_reads_as_a_store_or_an_empty_one_with_a_message(kept):
    answer = ok("game_drill", {"game": "pig", "store": kept, "now": 5})
    store, note = drill.read(answer["store"], "pig", 5)
    assert note == "" and len(store.cards) == answer["kept"] <= drill.CAP
    assert answer["message"] == "" or answer["message"].endswith(".")


def test_the_first_store_a_list_of_positions_becomes_cards_due_now():
    old = [{"rules": PIG20, "opponent": PEOPLE, "state": "0 0 0"}, {"rules": PIG20, "opponent": {}, "state": "0 7 3"}]
    answer = ok("game_drill", {"game": "pig", "store": json.dumps(old), "now": 1234})
    assert answer["message"] == "" and [c["state"] for c in answer["due"]] == ["0 0 0", "0 7 3"]
    assert json.loads(answer["store"])["format"] == drill.FORMAT


def test_a_corrupted_or_foreign_store_is_reset_with_a_message():
    assert ok("game_drill", {"game": "pig", "store": "{not json", "now": 0})["message"] == \
        "Your saved mistakes could not be read (it is not JSON): they were reset."
    missed = [{"rules": PIG20, "opponent": PEOPLE, "state": "0 0 0"}]
    pig = ok("game_drill", {"game": "pig", "store": None, "now": 0, "missed": missed})["store"]
    nim = ok("game_drill", {"game": "nim", "store": pig, "now": 0})
    assert nim["kept"] == 0 and "another game, 'pig'" in nim["message"]
    bad = json.dumps([{"rules": PIG20, "state": "0 0 0"}, {"rules": PIG20, "state": "no such position"}, 7])
    assert ok("game_drill", {"game": "pig", "store": bad, "now": 0})["message"] == \
        "2 of your 3 saved mistakes could not be read and were left out."


def test_export_import_and_clear():
    first = ok("game_drill", {"game": "pig", "store": None, "now": 0, "missed": [{"rules": PIG20, "state": "0 0 0"}]})
    second = ok("game_drill", {"game": "pig", "store": None, "now": 0, "finished": 62.5,
                               "missed": [{"rules": PIG20, "state": "0 4 0"}, {"rules": PIG20, "state": "0 0 0"}]})
    merged = ok("game_drill", {"game": "pig", "store": first["store"], "now": 0, "merge": second["store"]})
    assert merged["kept"] == 2 and merged["message"] == "Imported 2 positions." and merged["games"] == [[0, 62.5]]
    assert ok("game_drill", {"game": "pig", "store": merged["store"], "now": 0, "clear": True})["kept"] == 0
    assert call("game_drill", {"game": "pig", "now": 0, "merge": "[1, 2]"}) == \
        {"ok": False, "error": "that file holds no positions of Pig this page can read"}


def test_the_costly_decisions_of_a_game_are_the_players_mistakes_and_blunders():
    records = [{"by": "player", "judgement": "blunder", "forced": False}, {"by": "computer", "judgement": "blunder"},
               {"by": "player", "judgement": "inaccuracy"}, {"by": "player", "judgement": "mistake", "forced": False},
               {"by": "player", "judgement": "blunder", "forced": True}]
    assert ok("game_drill", {"game": "pig", "now": 0, "records": records})["costly"] == [0, 3]


def test_the_costly_moves_played_are_kept_due_at_once():
    played = [{"by": "player", "judgement": "blunder", "forced": False, "position": "0 0 0"},
              {"by": "player", "judgement": "inaccuracy", "forced": False, "position": "0 0 4"}]
    answer = ok("game_drill", {"game": "pig", "now": 9, "rules": PIG20, "opponent": PEOPLE, "played": played})
    assert answer["due"] == [{"rules": PIG20, "opponent": PEOPLE, "state": "0 0 0", "box": 0}]
