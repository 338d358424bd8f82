"""Whatever the page, a saved game or a hand-edited link sends, every entry point of the bridge
answers strict JSON: an answer, or a refusal in one line, quickly (hypothesis writes the requests)."""

import json
import time

from hypothesis import HealthCheck, given, settings, strategies as st

from stb import bridge

ENTRY_POINTS = ("game_view", "game_play", "game_review", "game_open")
SECONDS = 30
"""The longest any answer may take: enough for a first solve on a loaded machine, short of a hang."""

junk = st.recursive(
    st.none() | st.booleans() | st.integers(-10 ** 15, 10 ** 15) | st.floats(allow_nan=True, allow_infinity=True)
    | st.text(max_size=12) | st.sampled_from(["²", "٣", "1e3", " 7 ", "-0", "0x10", "NaN", "∞", "9" * 40]),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
    max_leaves=8)
"""Values of every JSON type, odd numbers and digits that are not ASCII among them."""

small = st.sampled_from([0, 1, 2, 3, 6, 9, 12, 20, "5", "9", True, None])
"""Rule values that solve quickly, so the examples test the reading of requests, not the solvers."""
rules = st.fixed_dictionaries({}, optional={
    key: small | junk for key in ("goal", "sides", "coin", "red", "blue", "misere", "moves", "limit", "tiles", "players")
} | {"layout": st.sampled_from(["classic", "double", "x"]) | junk, "dice": st.sampled_from(["forced", "optional", "two", ""]) | junk,
     "scoring": st.sampled_from(["sum", "digits"]) | junk, "objective": st.sampled_from(["score", "shut"]) | junk})
states = st.sampled_from(["123456789", "146789 dice 2 roll 9", "12 vs 8", "-", "-/-", "0 0 0", "5 12 3 p1", "3 4 0",
                          "1 1 1 1 0", "1 2 3 4 5", "rolling"]) | junk
moves = st.sampled_from(["roll", "hold", "roll two dice", "roll one die", "[9]", "2 red", "1 1 2 1 1"]) | junk
requests = st.fixed_dictionaries({}, optional={
    "game": st.sampled_from(["shutbox", "pig", "nim", "chopsticks"]) | junk,
    "rules": rules | junk, "state": states, "start": states, "move": moves,
    "faces": st.lists(small | junk, max_size=3) | junk, "total": small | junk,
    "computer": st.booleans() | junk, "seed": small | junk,
    "opponent": st.fixed_dictionaries({}, optional={"mode": st.sampled_from(["computer", "people"]) | junk,
                                                    "side": small | junk, "strength": st.sampled_from(["1", "0.3"]) | junk,
                                                    "depth": small | junk}) | junk,
    "moves": st.lists(st.fixed_dictionaries({"move": moves}, optional={"faces": junk, "total": junk, "by": junk}), max_size=4)
    | junk,
    "query": st.text(max_size=40) | st.sampled_from(["?layout=foo", "?tiles=99", "?players=3&seed=x"]) | junk,
    "hash": st.text(max_size=40) | st.sampled_from(["#garbage", "#game=pig&goal=20&state=25+0+0", "#%00"]) | junk,
})


def assert_answers_strictly(entry, raw):
    started = time.perf_counter()
    answer = getattr(bridge, entry)(raw)
    assert time.perf_counter() - started < SECONDS, (entry, raw)
    parsed = json.loads(answer, parse_constant=lambda name: (_ for _ in ()).throw(AssertionError(name)))
    assert isinstance(parsed, dict) and isinstance(parsed["ok"], bool)
    if not parsed["ok"]:
        assert isinstance(parsed["error"], str) and parsed["error"] and "\n" not in parsed["error"]
        assert not parsed["error"].startswith(bridge.INTERNAL), parsed["error"]


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(entry=st.sampled_from(ENTRY_POINTS), request=requests)
def test_every_entry_point_answers_any_request(entry, request):
    assert_answers_strictly(entry, json.dumps(request))  # NaN and Infinity pass through as JSON allows


@settings(max_examples=200, deadline=None)
@given(entry=st.sampled_from(ENTRY_POINTS), raw=st.text(max_size=60) | junk.map(json.dumps))
def test_every_entry_point_answers_any_text(entry, raw):
    assert_answers_strictly(entry, raw)
