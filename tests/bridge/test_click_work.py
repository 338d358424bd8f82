"""What one click works out, counted in CPython: a play asks each position it shows for its advice
once (stb.advice.advised, the one cache), and never reads its move back from text (a move travels
as its index in the view's list, and inside Python it is an action). The browser's count of a
click's calls to the bridge is tests/web/test_clicks.py."""

import json
import sys
from collections import Counter
from contextlib import contextmanager

import pytest

from helpers import ok
from stb import bridge, fields
from stb.bridge import drill, record
from stb.advice import advised
from stb.shutbox import advice as shutbox_advice, rules as shutbox_rules
from stb.shutbox.game import ShutTheBox


@contextmanager
def counted(functions):
    """Every call of `functions` (by their code, however they are imported) while the block runs,
    counted by (function, its arguments named in `functions`)."""
    codes = {function.__code__: (function.__qualname__, arguments) for function, arguments in functions.items()}
    calls = Counter()

    def profile(frame, event, _):
        if event == "call" and frame.f_code in codes:
            name, arguments = codes[frame.f_code]
            calls[(name, *(frame.f_locals[argument] for argument in arguments))] += 1
    sys.setprofile(profile)
    try:
        yield calls
    finally:
        sys.setprofile(None)


COUNTED = {shutbox_advice.advise: ("game", "state"), shutbox_rules.parse_move: ("text",)}
"""Shut the Box's one advice, by position; its one reader of a move's text."""


def clicked(request: dict) -> tuple[dict, Counter]:
    """One click (game_play, as the page sends it: the move by its index), from a cold cache of advice,
    and the calls it made of COUNTED."""
    advised.cache_clear()
    with counted(COUNTED) as calls:
        answer = json.loads(bridge.game_play(json.dumps(request)))
    assert answer["ok"], answer
    return answer, calls


def plays(rules: dict, opponent: dict, moves: list[tuple[int, list | None]]):
    """Each click of a game played from its start: the move's index and its dice's faces."""
    view = ok("game_view", {"game": "shutbox", "rules": rules, "opponent": opponent})
    start, review, played, digest = view["state"], None, 0, None
    for index, faces in moves:
        request = {"game": "shutbox", "rules": view["rules"], "opponent": view["opponent"], "state": view["state"],
                   "move": index, "review": review, "start": start, "played": played, "digest": digest,
                   **({"faces": faces} if faces else {})}
        answer, calls = clicked(request)
        yield answer, calls
        view, review, played, digest = answer["view"], answer["review"]["state"], played + 1, answer["digest"]


@pytest.mark.parametrize("rules, opponent, moves", [
    ({}, {}, [(0, [3, 4]), (0, None), (0, [6, 5]), (1, None)]),  # alone: a roll, tiles, a roll, tiles
    ({"objective": "shut"}, {}, [(0, [2, 2]), (0, None)]),  # the other aim's advice beside (its `notes`)
    ({"players": 2}, {"mode": "people"}, [(0, [6, 6]), (0, None), (0, [1, 1])]),
    ({"players": 3}, {"others": "computer"}, [(0, [4, 4]), (0, None)]),  # your seat at a table of three
], ids=["one player", "shut the box", "two players", "a table"])
def test_a_shut_the_box_click_advises_each_position_once_and_parses_no_move(rules, opponent, moves):
    for answer, calls in plays(rules, opponent, moves):
        advice = {key: count for key, count in calls.items() if key[0] == "advise"}
        assert advice and max(advice.values()) == 1, [(key[2], count) for key, count in advice.items() if count > 1]
        assert not [key for key in calls if key[0] == "parse_move"]
        assert answer["record"]["move"] and answer["view"]["state"]


def test_the_counter_sees_a_call_however_the_function_is_imported():
    """A check of the check: the advice asked twice past the cache is counted twice, and a move read
    from its text once."""
    game = ShutTheBox(shutbox_rules.Rules(), "score")
    state = game.initial_state()
    with counted(COUNTED) as calls:
        shutbox_advice.advise(game, state)
        from stb.shutbox import advise
        advise(game, state)
        shutbox_rules.parse_move(game.rules, 0b111, 3, "[3]")
    assert calls == {("advise", game, state): 2, ("parse_move", "[3]"): 1}


READERS = {fields.whole, fields.flag, fields.choice, fields.text, fields.number, fields.mapping, fields.listing}
"""The readers of a request's fields (stb.fields)."""


def readers_in_play(request: dict) -> list[str]:
    """The readers of stb.fields a play calls once it has begun to play (inside `record.step`, the
    move played), but the drill store's, which its own reader reads (`drill.drill_request`, the
    drill's edge); the review's state is read at the edge too (stb.bridge.review_state.read_state)."""
    codes, own = {reader.__code__ for reader in READERS}, {drill.drill_request.__code__}
    stack, late = [], []

    def profile(frame, event, _):
        if event == "call":
            stack.append(frame.f_code)
            if frame.f_code in codes and record.step.__code__ in stack and not own & set(stack):
                late.append(f"{frame.f_code.co_name}({frame.f_locals.get('what')!r})")
        elif event == "return" and stack:
            stack.pop()
    sys.setprofile(profile)
    try:
        answer = json.loads(bridge.game_play(json.dumps(request)))
    finally:
        sys.setprofile(None)
    assert answer["ok"], answer
    return late


@pytest.mark.parametrize("request_", [
    {"game": "shutbox", "move": 0, "faces": [3, 4], "review": None, "question": False,
     "drill": {"store": "", "now": 1_764_000_000_000, "owner": "", "caught": False}},
    {"game": "shutbox", "rules": {"players": 3, "seat": 2}, "opponent": {"others": "hand"}, "state": "/ next", "move": 0,
     "entered": "12"},
    {"game": "pig", "state": "0 0 5", "move": 0, "entered": "4", "review": None},
    {"game": "nim", "opponent": {"mode": "computer", "depth": 2}, "computer": True, "seed": 3},
], ids=["a roll", "a seat's score entered", "a die entered", "the computer"])
def test_a_play_reads_its_request_once_before_it_plays(request_):
    """Every field of a play is read at the edge (`stb.bridge.play.read`), in one pass: none is read
    again as the move is played."""
    assert readers_in_play(request_) == []
