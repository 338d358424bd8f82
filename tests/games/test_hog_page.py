"""HOG on the page: the lab's evaluator stage by stage against the generic one over the game protocol,
its rules of thumb, the algorithm panel against the solution the advice reads, a roll read from the
page's faces or a typed score, and its sentences told by the seat's role."""

from itertools import product

import pytest

from stb.advice import TIE
from stb.bridge.dice import Throw
from stb.fields import BadRequest
from stb.hog import Hog, State, advise, solution
from stb.hog.lab import RULES, evaluate_policy, most_points, optimal, when_behind
from stb.hog.page import PAGE
from stb.hog.words import message, scored
from stb.solvers.policy import evaluate_policy as generic_evaluation
from stb.strategies import ending_value
from stb.words import COMPUTER, PLAYER, YOU, Seat

from helpers import call, ok

SMALL = [Hog(12, 4), Hog(15, 3, 4), Hog(10, 6, 3), Hog(14, 7)]
"""Variants the generic evaluator answers quickly, among them each rule of thumb the lab offers."""


@pytest.mark.parametrize("hog", SMALL, ids=str)
def test_the_labs_evaluator_equals_the_generic_one(hog):
    """The same chance to win, and the same decisions met as often; the generic evaluator also lists
    the choices that tie with the perfect player's, which the advice prices at 0."""
    offered = [rule for rule in RULES.values() if rule.offered(hog)]
    assert offered
    for rule, seat in product(offered, (0, 1)):
        payoff = ending_value(PAGE, hog, seat)
        fast = evaluate_policy(hog, rule.policy, seat, optimal, payoff)
        plain = generic_evaluation(hog, rule.policy, seat, optimal, payoff)
        assert plain.value == pytest.approx(fast.value, abs=1e-9)
        met = {d.state: d for d in plain.decisions}
        assert all(met[d.state].action == d.action and met[d.state].reach == pytest.approx(d.reach, abs=1e-9)
                   for d in fast.decisions)
        for state in met.keys() - {d.state for d in fast.decisions}:
            assert next(m.cost for m in advise(hog, state).moves if m.action == met[state].action) < TIE


def test_the_labs_evaluator_in_fractions_is_its_floats():
    hog = Hog(20, 5)
    for seat in (0, 1):
        exact, floats = (evaluate_policy(hog, RULES["behind"].policy, seat, optimal, exact=exact) for exact in (True, False))
        assert abs(float(exact.value) - floats.value) < 1e-12


def test_the_rules_of_thumb():
    hog = Hog()
    assert most_points(10, 6) == 5  # 5 and 6 dice score 8.04 points each on average: the fewer
    assert most_points(10, 4) == 3 and most_points(2, 6) == 2
    assert [when_behind(hog, State(me, you)) for me, you in ((0, 0), (0, 10), (0, 35), (40, 0), (99, 0), (0, 99))] == \
           [5, 6, 8, 1, 1, 10]
    assert [s["name"] for s in PAGE.strategies(hog)] == ["roll-5", "roll-5", "roll-6", "roll-6", "behind", "behind"]
    assert {s["name"] for s in PAGE.strategies(Hog(dice=4))} == {"most-points", "behind"}
    assert {s["name"] for s in PAGE.strategies(Hog(dice=1))} == {"most-points"}
    with pytest.raises(ValueError):
        PAGE.policy(Hog(dice=4), "roll-5")


@pytest.mark.parametrize("hog, state", [(Hog(), State(40, 55)), (Hog(), State(55, 40, 1)), (Hog(30, 4, 8), State(0, 0)),
                                        (Hog(), State(99, 99)), (Hog(25), State(10, 3, 1))], ids=str)
def test_the_panel_traces_the_sweep_the_advice_reads(hog, state):
    request = {"game": "hog", "rules": PAGE.rules_of(hog), "state": hog.state_text(state), "thinking": True,
               "opponent": {"mode": "people"}}
    trace = ok("game_view", request)["thinking"]
    best, (i, j) = solution(hog), (state.me, state.you)
    tries = next(block for block in trace["blocks"] if block["kind"] == "table" and block["rows"][0]["data"].get("x")
                 is not None)["rows"]
    assert tries[-1]["data"]["x"] == pytest.approx(best.P(i, j), abs=1e-12)
    assert tries[-1]["data"]["y"] == pytest.approx(best.P(j, i), abs=1e-12)
    assert tries[-1]["data"]["ours"] == best.dice[i][j]
    low = min(i, j)
    above = {frozenset(pair) for pair in product(range(low, hog.goal), repeat=2) if sum(pair) > i + j}
    counts = {item["key"]: item["value"] for item in next(b for b in trace["blocks"] if b["kind"] == "counts")["items"]}
    assert counts["pairs"] == len(above)
    dice = next(block for block in trace["blocks"] if block["kind"] == "table" and block["rows"][0]["data"].get("move"))
    assert [row["data"]["move"] for row in dice["rows"] if row["kind"] == "best"] == [advise(hog, state).best.move]
    assert [row["data"]["value"] for row in dice["rows"]] == pytest.approx([m.value for m in sorted(
        advise(hog, state).moves, key=lambda m: m.action)], abs=1e-12)
    assert trace["headline"]["value"] == pytest.approx(best.P(i, j), abs=1e-12)  # two people: the player to move's


def test_a_roll_is_read_from_its_faces_or_its_score():
    hog, rolling = Hog(), State(10, 20, 0, 3)
    assert PAGE.read_throw(hog, rolling, Throw(faces=(2, 6, 5)), None) == {"faces": [2, 6, 5], "total": 13}
    assert PAGE.read_throw(hog, rolling, Throw(faces=(2, 1, 5)), None) == {"faces": [2, 1, 5], "total": 0}
    assert PAGE.read_throw(hog, rolling, Throw(entered="0"), None) == {"faces": None, "total": 0}
    assert PAGE.read_throw(hog, rolling, Throw(total=18), None) == {"faces": None, "total": 18}
    for bad in (Throw(faces=(2, 3)), Throw(faces=(2, 3, 7)), Throw(total=5), Throw(total=19), Throw(entered="x"), Throw()):
        with pytest.raises(BadRequest):
            PAGE.read_throw(hog, rolling, bad, None)


def test_the_page_plays_a_roll_and_refuses_a_bad_one_in_a_line():
    request = {"game": "hog", "rules": {"goal": 20}, "opponent": {"mode": "people"}, "state": "4 7"}
    moves = ok("game_view", request)["position"]["moves"]
    three = next(index for index, move in enumerate(moves) if move["move"] == "3")
    played = ok("game_play", {**request, "move": three, "faces": [6, 6, 5]})
    assert played["record"]["total"] == 17 and played["view"]["phase"] == "game-over"
    assert played["view"]["board"]["scores"] == [21, 7] and played["view"]["message"] == "Player 1 wins, 21 to Player 2's 7!"
    bust = ok("game_play", {**request, "move": three, "faces": [6, 1, 5]})
    assert bust["record"]["total"] == 0 and bust["view"]["state"] == "7 4 p1"
    assert call("game_play", {**request, "move": three, "faces": [6, 6]}) == {"ok": False, "error": "this roll throws 3 dice, not 2"}


def test_sentences_by_the_seats_role():
    hog, won = Hog(20), State(23, 5, 1)
    seats = [Seat(YOU, "Player 1"), Seat(COMPUTER, "Player 2")]
    assert message(hog, won, seats) == "The computer wins, 23 to your 5!"
    assert message(hog, State(23, 5, 0), seats) == "You win, 23 to the computer's 5!"
    people = [Seat(PLAYER, "Player 1"), Seat(PLAYER, "Player 2")]
    assert message(hog, won, people) == "Player 2 wins, 23 to Player 1's 5!"
    assert message(hog, State(3, 5, 0), people) == "Player 1's turn: choose how many dice to roll, at most 10."
    assert scored(hog, State(15, 2), 8, people[0]) == "The turn scores 8\u00a0points: Player 1 reaches 23\u00a0points and wins."
    assert scored(hog, State(5, 2), 0, seats[0]) == "A 1 shows: the turn scores nothing."
