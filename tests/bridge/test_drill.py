"""The drill's schedule (stb.drill) and its bridge entry (game_drill): intervals grow on a right
answer and shrink on a wrong one, never negative, never past the latest time a store holds; a store
never holds more than its cap, and says what the cap left out; one position is one card however it
is spelled; whatever a browser kept reads back as a store, or is kept as it was, with a message."""

import json
from collections import deque

from hypothesis import HealthCheck, given, settings, strategies as st

from helpers import fuzz_examples, ok
from stb import bridge, drill
from stb.bridge.games import page_of
from stb.game import CHANCE
from stb.games import GAMES

PIG20 = {"goal": 20}
PEOPLE = {"mode": "people"}
PIG20_CANONICAL, PEOPLE_CANONICAL = {"goal": 20, "sides": 6, "coin": False}, {"mode": "people", "side": 0, "strength": "1"}
times = st.integers(0, drill.LATEST // 2)
schedules = st.tuples(st.integers(0, len(drill.WAITS) - 1), times, st.integers(0, 50), st.integers(0, 50),
                      st.sampled_from([None, True, False]))
played = st.none() | st.builds(drill.Played, game=st.integers(0, drill.LATEST_GAME),
                               moves=st.lists(st.integers(0, drill.MOST_MOVES), min_size=1, max_size=4).map(tuple),
                               before=st.none() | schedules)
cards = st.builds(drill.Card, rules=st.just(PIG20), opponent=st.just(PEOPLE),
                  state=st.integers(0, 999).map(lambda n: f"{n // 100} {n % 100} 0"),
                  box=st.integers(0, len(drill.WAITS) - 1), due=times, right=st.integers(0, 50),
                  wrong=st.integers(0, 50), last=st.sampled_from([None, True, False]), played=played)


def call(**request):
    """game_drill asked `request`'s fields, answered."""
    return ok("game_drill", request)


@given(cards, times | st.integers(drill.LATEST - 40 * 86_400_000, drill.LATEST))
def test_a_right_answer_waits_longer_a_close_one_as_long_a_wrong_one_less_and_never_negative(card, now):
    """... and never past the latest time a store holds: a card answered then still reads. A close
    answer (an inaccuracy) keeps the card's box, its counts and its last answer."""
    right, close, wrong = (drill.answered(card, graded, now) for graded in drill.GRADED)
    assert right.wait >= card.wait > 0 and right.due == min(now + right.wait, drill.LATEST)
    assert close.wait == card.wait and close.due == min(now + card.wait, drill.LATEST)
    assert 0 < wrong.wait <= card.wait and wrong.due == min(now + wrong.wait, drill.LATEST)
    assert wrong.due <= close.due <= right.due and (wrong.due < right.due or now + wrong.wait >= drill.LATEST
                                                    or card.box == right.box == len(drill.WAITS) - 1 and wrong.wait < right.wait)
    for answered in (right, close, wrong):
        store = drill.Store("pig", cards=(answered,))
        assert drill.read(drill.text(store), "pig", now) == (store, "") and answered.played is None
    assert right.box == min(card.box + 1, len(drill.WAITS) - 1) and wrong.box == 0
    assert (right.right, right.wrong, wrong.right, wrong.wrong) == (card.right + 1, card.wrong, card.right, card.wrong + 1)
    assert (close.box, close.right, close.wrong, close.last) == (card.box, card.right, card.wrong, card.last)


def test_an_answer_is_graded_by_its_judgement():
    assert [drill.grade(judgement) for judgement in ("best", "inaccuracy", "mistake", "blunder")] == \
        ["right", "close", "missed", "missed"]


def test_the_waits_grow_box_by_box():
    assert all(0 < a < b for a, b in zip(drill.WAITS, drill.WAITS[1:]))


def test_an_answer_at_the_latest_time_leaves_a_store_that_reads():
    store = drill.missed(drill.Store("pig"), [(PIG20, PEOPLE, "0 0 3")], drill.LATEST)[0]
    for graded in drill.GRADED:
        answered = drill.answer(store, PIG20, "0 0 3", graded, drill.LATEST)
        assert answered.cards[0].due == drill.LATEST and drill.read(drill.text(answered), "pig", 0) == (answered, "")
    answer = call(game="pig", now=drill.LATEST, missed=[{"rules": PIG20, "state": "0 0 3"}],
                  answer={"rules": PIG20, "state": "0 0 3", "grade": "right"})
    assert call(game="pig", now=0, store=answer["store"])["kept"] == 1


def left_out_words(count: int) -> str:
    """The sentence on what the cap left out, as read here."""
    return {0: "", 1: "The drill keeps 200 positions per game: the best learned was left out."}.get(
        count, f"The drill keeps 200 positions per game: the {count} best learned were left out.")


distinct_cards = st.lists(cards, max_size=drill.CAP + 60, unique_by=lambda c: c.key)


@given(distinct_cards, st.lists(cards, max_size=60, unique_by=lambda c: c.key), times)
@settings(max_examples=fuzz_examples(60), suppress_health_check=[HealthCheck.too_slow])
def test_a_store_never_holds_more_than_its_cap_and_says_what_it_left_out(kept, missed, now):
    """Past the cap the best learned leave (the highest box, then the latest due), never a position
    just missed, and the message counts them."""
    store, note = drill.read(drill.text(drill.Store("pig", cards=tuple(kept))), "pig", now)
    over = max(len(kept) - drill.CAP, 0)
    assert len(store.cards) == len(kept) - over and note == left_out_words(over)
    leaving = sorted(kept, key=lambda c: (c.box, c.due))[len(store.cards):]
    assert all((c.box, c.due) >= (k.box, k.due) for c in leaving for k in store.cards)
    before = {c.key for c in store.cards}
    store, note = drill.missed(store, [(c.rules, c.opponent, c.state) for c in missed], now)
    over = max(len(before | {c.key for c in missed}) - drill.CAP, 0)
    assert len(store.cards) == min(len(before | {c.key for c in missed}), drill.CAP) and note == left_out_words(over)
    assert {c.key for c in missed} <= {c.key for c in store.cards}  # the positions just missed stay
    assert drill.read(drill.text(store), "pig", now) == (store, "")


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
    store, _ = drill.missed(drill.Store("pig"), [(PIG20, PEOPLE, "0 0 2"), (PIG20, PEOPLE, "0 0 5")], 0)
    store = drill.answer(drill.answer(store, PIG20, "0 0 2", "right", 1000), PIG20, "0 0 5", "missed", 1000)
    assert drill.due(store, 1000) == []
    minute = 1000 + drill.wait(0)
    assert [c.state for c in drill.due(store, minute)] == ["0 0 5"]
    assert [c.state for c in drill.due(store, 1000 + drill.wait(1))] == ["0 0 5", "0 0 2"]
    assert drill.solved(store) == 1


junk = st.recursive(st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=8),
                    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4),
                    max_leaves=12)


@given(st.text(max_size=40) | junk.map(json.dumps) | st.builds(lambda c: json.dumps({"format": drill.FORMAT, "version": 1,
                                                                                      "game": "pig", "cards": c}), junk))
@settings(max_examples=300)
def test_whatever_a_browser_kept_reads_as_a_store_or_is_kept_as_it_was(kept):
    answer = call(game="pig", store=kept, now=5, missed=[{"rules": PIG20, "state": "0 0 3"}])
    assert answer["message"] == "" or answer["message"].endswith(".")
    if answer["readable"]:
        store, note = drill.read(answer["store"], "pig", 5)
        assert note == "" and len(store.cards) == answer["kept"] <= drill.CAP
    else:
        assert answer["store"] == kept and answer["kept"] == 0 and "kept as they were" in answer["message"]


def test_the_first_store_a_list_of_positions_becomes_cards_due_now():
    old = [{"rules": PIG20, "opponent": PEOPLE, "state": "0 0 2"}, {"rules": PIG20, "opponent": {}, "state": "0 7 3"}]
    answer = ok("game_drill", {"game": "pig", "store": json.dumps(old), "now": 1234})
    assert answer["message"] == "" and [c["state"] for c in answer["due"]] == ["0 0 2", "0 7 3"]
    assert json.loads(answer["store"])["format"] == drill.FORMAT


UNREADABLE = {  # a text kept in the browser that this version cannot read: why, as the message says it
    "{not json": "it is not JSON",
    json.dumps({"cards": []}): "it is not a list of positions this page keeps",
    json.dumps({"format": drill.FORMAT, "version": 99, "game": "pig", "cards": []}): "a newer version of this page wrote it",
    json.dumps({"format": drill.FORMAT, "version": "2", "game": "pig", "cards": []}): "another version of this page wrote it",
    json.dumps({"format": drill.FORMAT, "version": 0, "game": "pig", "cards": []}): "another version of this page wrote it",
    json.dumps({"format": drill.FORMAT, "version": 1, "game": "nim", "cards": []}): "it holds the positions of another game, 'nim'",
    json.dumps({"format": drill.FORMAT, "version": 1, "game": "pig", "cards": {}}): "its positions are not a list",
    json.dumps({"format": drill.FORMAT, "version": 1, "game": "pig", "cards": [], "games": 7}): "its history is not one this page keeps",
    " " * 500_001: "it is longer than the 500,000 characters read",
}


def test_a_store_this_version_cannot_read_is_kept_as_it_was_and_said():
    """Not reset: its text answered byte for byte, nothing saved into it or imported beside it, until cleared."""
    pig = call(game="pig", now=0, missed=[{"rules": PIG20, "state": "0 0 3"}])["store"]
    for kept, why in UNREADABLE.items():
        for change in ({}, {"missed": [{"rules": PIG20, "state": "0 0 5"}]}, {"finished": 50},
                       {"answer": {"rules": PIG20, "state": "0 0 3", "grade": "right"}}):
            answer = call(game="pig", store=kept, now=0, **change)
            assert answer["store"] == kept and not answer["readable"] and answer["kept"] == 0 and answer["due"] == []
            assert answer["message"] == (f"Your saved mistakes could not be read ({why}): they are kept as they were, "
                                         "and new ones are not saved beside them.")
        refused = json.loads(bridge.game_drill(json.dumps({"game": "pig", "store": kept, "now": 0, "merge": pig})))
        assert not refused["ok"] and refused["error"].endswith("they are kept as they were, and nothing is imported beside them")
        assert call(game="pig", store=kept, now=0, clear=True)["store"] == drill.text(drill.Store("pig"))


BROKEN = '{"rules": {"goal": 20}, "opponent": {}, "state": "0 1 3", "box": 99, "due": 5}'  # its box out of range
NEWER = '{"rules":{"goal":20},"opponent":{},"state":"0 2 3","box":1,"due":5,"right":1,"wrong":1,"last":true,"seen":"\u00e9 é"}'
"""Two cards this version cannot read, as a store's text may hold them: one broken, one with a field
a newer version of the page writes."""
WITH_UNREAD = ('{"format": "stb-drill", "version": 2, "game": "pig", "games": [[5, 60.0, 3]],\n "cards": [\n  '
               '{"rules":{"goal":20},"opponent":{},"state":"0 0 3","box":0,"due":0,"right":0,"wrong":1,"last":false}'
               f',\n  {BROKEN} ,\n  {NEWER}\n ]}}')


def held_as_kept(text) -> bool:
    """Whether a store's text holds each of BROKEN and NEWER once, byte for byte."""
    return text.count(BROKEN) == 1 and text.count(NEWER) == 1


def test_a_card_this_version_cannot_read_is_kept_as_it_was_through_every_change():
    """Read, a miss, an answer, an import, a delete, a clear, Undo's restore: each of the two cards
    stays in the store byte for byte, and is offered alone to download as it was kept."""
    first = call(game="pig", store=WITH_UNREAD, now=9)
    assert first["kept"] == 1 and first["message"] == "" and first["unread"]["count"] == 2
    assert first["unread"]["message"] == "2 saved positions could not be read by this version of the page: they are kept as they were."
    assert held_as_kept(first["unread"]["text"]) and json.loads(first["unread"]["text"])["cards"] == [json.loads(BROKEN), json.loads(NEWER)]
    assert drill.read(first["unread"]["text"], "pig", 9)[0].unread == (BROKEN, NEWER)
    steps = [{"missed": [{"rules": PIG20, "state": "0 0 5"}]}, {"answer": {"rules": PIG20, "state": "0 0 3", "grade": "right"}},
             {"merge": store_of(["0 4 2"])}, {"delete": {"rules": PIG20, "state": "0 4 2"}}, {"finished": 50}, {"clear": True},
             {"restore": WITH_UNREAD}, {"merge": WITH_UNREAD}]
    store = WITH_UNREAD
    for step in steps:
        answer = call(game="pig", store=store, now=10, **step)
        assert held_as_kept(answer["store"]) and held_as_kept(answer["unread"]["text"]), step
        store = answer["store"]
    assert answer["kept"] == 1 and answer["message"] == "Imported 0 new positions (1 you already had)."
    fresh = call(game="pig", now=10, merge=store)
    assert held_as_kept(fresh["store"]) and fresh["message"] == ("Imported 1 new position. 2 more positions could not be read "
                                                                  "by this version of the page: they are kept as they were.")


def test_a_file_that_would_make_the_store_too_long_to_read_is_refused():
    long = '{"format":"stb-drill","version":2,"game":"pig","cards":[{"padding":"' + "x" * 300_000 + '"}]}'
    assert call(game="pig", now=0, merge=long)["unread"]["count"] == 1
    refused = json.loads(bridge.game_drill(json.dumps({"game": "pig", "now": 0, "store": long, "merge": long.replace("x", "y")})))
    assert refused == {"ok": False, "error": "your saved mistakes and that file together are longer than the 500,000 characters read"}


def test_cards_that_are_not_positions_are_kept_unread_and_repeats_counted_apart():
    bad = json.dumps([{"rules": PIG20, "state": "0 0 2"}, {"rules": PIG20, "state": "no such position"}, 7,
                      {"rules": PIG20, "state": "0  0 2"}, {"rules": {**PIG20, "sides": "6"}, "state": "0 0 2"}])
    answer = call(game="pig", store=bad, now=0)
    assert answer["kept"] == 1 and answer["message"] == "2 positions saved twice were kept once."
    assert json.loads(answer["unread"]["text"])["cards"] == [{"rules": PIG20, "state": "no such position"}, 7]
    over = json.dumps([{"rules": PIG20, "state": "0 0 5"}, {"rules": PIG20, "state": "20 0 0"}])  # the game over there
    assert call(game="pig", store=over, now=0)["unread"]["message"] == \
        "1 saved position could not be read by this version of the page: it is kept as it was."


def test_export_import_and_clear():
    first = call(game="pig", store=None, now=0, missed=[{"rules": PIG20, "state": "0 0 2"}])
    second = call(game="pig", store=None, now=0, missed=[{"rules": PIG20, "state": "0 4 2"}, {"rules": PIG20, "state": "0 0 2"}],
                  finished=62.5)
    merged = call(game="pig", store=first["store"], now=0, merge=second["store"])
    assert merged["kept"] == 2 and merged["message"] == "Imported 1 new position (1 you already had)." and merged["games"] == [[0, 62.5, None]]
    assert call(game="pig", store=merged["store"], now=0, clear=True)["kept"] == 0
    refused = json.loads(bridge.game_drill(json.dumps({"game": "pig", "now": 0, "merge": "[1, 2]"})))
    assert refused == {"ok": False, "error": "that file holds no positions of Pig this page can read (it is not JSON)"} or \
        refused["ok"] and refused["message"].startswith("Imported 0 new positions.")


def store_of(states, box=0):
    """A store's text of Pig-to-20 cards at these states, all in `box`."""
    return drill.text(drill.Store("pig", cards=tuple(drill.Card(PIG20_CANONICAL, PEOPLE_CANONICAL, state, box=box) for state in states)))


PIG20_STATES = [f"{me} {you} {pending}" for me in range(20) for you in range(20) for pending in range(1, 20 - me)]
"""Positions of Pig to 20 with a choice to make, as the game writes them."""


def test_the_cap_on_reading_and_importing_is_said_and_only_what_was_added_is_counted():
    read = call(game="pig", store=store_of(PIG20_STATES[:250]), now=0)
    assert read["kept"] == 200 and read["message"] == "The drill keeps 200 positions per game: the 50 best learned were left out."
    held = store_of(PIG20_STATES[:150])
    imported = call(game="pig", store=held, now=0, merge=store_of(PIG20_STATES[50:250], box=3))  # 100 held, 100 new
    assert imported["kept"] == 200 and imported["message"] == \
        ("Imported 50 new positions (100 you already had). "
         "The drill keeps 200 positions per game: the 50 best learned were left out.")
    learned = call(game="pig", store=store_of(PIG20_STATES[:150], box=3), now=0, merge=store_of(PIG20_STATES[50:250]))
    assert learned["message"] == ("Imported 100 new positions (100 you already had). "
                                  "The drill keeps 200 positions per game: the 50 best learned were left out.")
    assert {c["state"] for c in learned["due"]} >= set(PIG20_STATES[150:250])  # the new, in box 0, stayed


@given(st.integers(0, drill.CAP + 80), st.integers(0, drill.CAP + 80), st.integers(0, drill.CAP + 80),
       st.integers(0, len(drill.WAITS) - 1), st.integers(0, len(drill.WAITS) - 1))
@settings(max_examples=fuzz_examples(30), deadline=None)
def test_stores_past_the_cap_read_and_import_and_say_how_many(held, start, size, box, other_box):
    """A store of `held` cards and a file of `size` from `start` (some of them held), in any boxes:
    the message counts the new positions kept, those held, and what the cap left out."""
    answer = call(game="pig", store=store_of(PIG20_STATES[:held], box), now=0, merge=store_of(PIG20_STATES[start:start + size], other_box))
    kept, file = set(PIG20_STATES[:min(held, drill.CAP)]), PIG20_STATES[start:start + size][:drill.CAP]
    new = [s for s in file if s not in kept]
    over = max(len(kept) + len(new) - drill.CAP, 0)
    final = {c["state"] for c in answer["due"]}
    added = len(set(new) & final)
    assert answer["kept"] == len(final) == len(kept) + len(new) - over
    words = [f"Imported {added} new position{'' if added == 1 else 's'}"
             + (f" ({len(file) - len(new)} you already had)." if len(new) < len(file) else "."), left_out_words(over)]
    if size > drill.CAP:
        words.append(f"The file: {left_out_words(size - drill.CAP)}")
    assert answer["message"].startswith(" ".join(w for w in [left_out_words(max(held - drill.CAP, 0))] if w))
    assert answer["message"].endswith(" ".join(w for w in words if w)), (answer["message"], words)


def test_the_costly_decisions_of_a_game_are_the_players_mistakes_and_blunders():
    records = [{"by": "player", "judgement": "blunder", "forced": False}, {"by": "computer", "judgement": "blunder"},
               {"by": "player", "judgement": "inaccuracy"}, {"by": "player", "judgement": "mistake", "forced": False},
               {"by": "player", "judgement": "blunder", "forced": True}]
    assert ok("game_drill", {"game": "pig", "now": 0, "records": records})["costly"] == [0, 3]


def test_the_costly_moves_played_are_kept_due_at_once():
    played = [{"by": "player", "judgement": "blunder", "forced": False, "position": "0 0 2"},
              {"by": "player", "judgement": "inaccuracy", "forced": False, "position": "0 0 4"}]
    answer = call(game="pig", now=9, rules=PIG20, opponent=PEOPLE, played=played)
    assert answer["due"] == [{"rules": PIG20_CANONICAL, "opponent": PEOPLE_CANONICAL, "state": "0 0 2", "box": 0}]


# ---- one position, one card: however its rules and its text are spelled -------------------------

def spelled_value(value, kind: str):
    """A rule's value written another way a request may write it: as text ("20", a checkbox "1" or
    "0"), or a number as a decimal (20.0)."""
    if isinstance(value, bool):
        return ("1" if value else "0") if kind == "text" else value
    if isinstance(value, int):
        return str(value) if kind == "text" else float(value)
    return value


def a_choice(game):
    """The first position of the game with a choice of moves, breadth first from its start."""
    frontier = deque([game.initial_state()])
    while frontier:
        state = frontier.popleft()
        if game.is_terminal(state):
            continue
        if game.to_move(state) == CHANCE:
            frontier.extend(game.result(state, outcome) for outcome, _ in game.chance_outcomes(state))
        elif len(game.actions(state)) > 1:
            return state
        else:
            frontier.extend(game.result(state, action) for action in game.actions(state))
    raise ValueError("no choice of moves in the game")


def spellings(name: str) -> tuple[str, list[dict], list[str]]:
    """The game's short game (stb.games) as a request may spell it: its rules as given, with every
    rule named, each value as text and as a decimal; and its first position with a choice of moves
    as its text, with spaces before, after and between."""
    rules = GAMES[name].short
    page = page_of(name, rules)
    game = page.make(rules)
    named = page.rules_of(game)
    text = game.state_text(a_choice(game))
    return (name, [rules, named, *({key: spelled_value(value, kind) for key, value in named.items()} for kind in ("text", "decimal"))],
            [text, f" {text}", f"{text} ", text.replace(" ", "  ", 1)])


SPELLINGS = {  # per game a position with a choice to make, and the ways a request may spell it; Shut the Box's own forms
    **{name: spellings(name) for name in GAMES},
    "shutbox-tiles": ("shutbox", [{}, {"tiles": 9}, {"tiles": "9", "layout": "classic", "players": 1},
                                  {"players": "1", "scoring": "sum"}],
                      ["1234 roll 7", "1,2,3,4 roll 7", "1,2,3,4, dice 2 roll 7", " 1234  roll 7"]),
    "table": ("shutbox", [{"players": 3, "seat": 2}, {"players": "3", "seat": "2", "shut": "wins"},
                          {"players": 3.0, "seat": 2, "tiles": 9}],
              ["12 / 1234 roll 7", "12  / 1,2,3,4 roll 7", " 12 / 1234 dice 2 roll 7"]),
}


@given(st.sampled_from(sorted(SPELLINGS)).flatmap(lambda name: st.tuples(
    st.just(SPELLINGS[name][0]), *[st.tuples(st.sampled_from(SPELLINGS[name][1]), st.sampled_from(SPELLINGS[name][2]))
                                   for _ in range(3)])),
    st.sampled_from(drill.GRADED))
@settings(max_examples=fuzz_examples(60), deadline=None)
def test_one_position_spelled_differently_is_one_card(spelled, graded):
    """Missed in one spelling, missed again in another, answered in a third: one card, answered."""
    game, first, again, answered = spelled
    store = call(game=game, now=0, missed=[{"rules": first[0], "state": first[1]}])["store"]
    store = call(game=game, now=1, store=store, missed=[{"rules": again[0], "state": again[1]}])
    assert store["kept"] == 1 and json.loads(store["store"])["cards"][0]["wrong"] == 2
    after = call(game=game, now=2, store=store["store"], answer={"rules": answered[0], "state": answered[1], "grade": graded})
    card = json.loads(after["store"])["cards"][0]
    right = graded == "right"
    assert (card["box"], card["last"], card["right"]) == (1 if right else 0, right if graded != "close" else False, int(right))
    shown = call(game=game, now=10 ** 12, store=after["store"])["due"][0]
    view = json.loads(bridge.game_view(json.dumps({"game": game, **shown})))
    assert (view["rules"], view["state"]) == (shown["rules"], shown["state"])  # kept as the game writes it
    old = json.dumps([{"rules": rules, "state": state} for rules, state in (first, again, answered)])
    assert call(game=game, now=0, store=old)["kept"] == 1
