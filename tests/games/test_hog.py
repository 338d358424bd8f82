"""HOG: the rules and their ranges, the turn's chances, the text form of every state, the published
figures, and the staged solver against plain solvers written from the rules."""

import random
from dataclasses import replace
from fractions import Fraction
from itertools import product

import pytest

from stb.hog import DICE, GOALS, SIDES, Hog, State, advise, expected_score, solution, solve, turn_scores

from helpers import slow_but_every, slow_unless
from reference.hog import exact_solve, thrown_scores, value_iteration_solve
from reference.value_iteration import game_value_iteration, reachable_states

HOG = Hog()
SMALL = [Hog(1, 3), Hog(6, 3), Hog(10, 3, 4), Hog(12, 4), Hog(15, 2, 3), Hog(8, 5, 2), Hog(20, 3), Hog(9, 2, 12)]
"""Variants the exact plain solver answers quickly (it throws every face of every die)."""


@pytest.fixture(scope="module")
def hog100():
    return solution(HOG)


# ---- the rules ---------------------------------------------------------------------------------

def test_the_published_game_is_the_default():
    assert (HOG.goal, HOG.dice, HOG.sides) == (100, 10, 6)
    assert HOG.actions(HOG.initial_state()) == tuple(range(1, 11))


@pytest.mark.parametrize("field, allowed", [("goal", GOALS), ("dice", DICE), ("sides", SIDES)])
def test_every_rule_has_a_range(field, allowed):
    for value in (allowed[0], allowed[-1]):
        assert getattr(replace(HOG, **{field: value}), field) == value
    for value in (allowed[0] - 1, allowed[-1] + 1, -5, 10 ** 20):
        with pytest.raises(ValueError) as error:
            replace(HOG, **{field: value})
        assert "\n" not in str(error.value) and str(value) in str(error.value)


@pytest.mark.parametrize("dice, sides", list(product(DICE, SIDES)))
def test_a_turns_chances_add_up_to_one_exactly(dice, sides):
    scores = turn_scores(dice, sides)
    assert sum(chance for _, chance in scores) == 1
    assert scores[0] == (0, 1 - Fraction(sides - 1, sides) ** dice)  # any die showing 1
    assert [score for score, _ in scores[1:]] == list(range(2 * dice, sides * dice + 1))


@pytest.mark.parametrize("dice, sides", [(1, 6), (2, 6), (3, 6), (5, 6), (4, 2), (3, 4), (2, 12), (3, 20)])
def test_a_turns_chances_are_those_of_every_face_thrown(dice, sides):
    assert dict(turn_scores(dice, sides)) == thrown_scores(dice, sides)


def test_the_turn_expectation_of_six_sided_dice_is_4n_five_sixths_to_the_n():
    for dice in DICE:
        assert expected_score(dice, 6) == 4 * dice * Fraction(5, 6) ** dice
    assert expected_score(5, 6) == expected_score(6, 6) == max(expected_score(n, 6) for n in DICE)
    assert f"{float(expected_score(5, 6)):.6f}" == "8.037551"


@pytest.mark.parametrize("sides", SIDES)
def test_the_turn_expectation_of_s_sided_dice(sides):
    for dice in (1, 2, 7, DICE[-1]):
        assert expected_score(dice, sides) == dice * Fraction(sides + 2, 2) * Fraction(sides - 1, sides) ** dice


def test_a_turn_passes_and_the_goal_ends_the_game():
    game = Hog(20, 3)
    assert game.to_move(State(5, 7, 1)) == 1 and game.to_move(State(5, 7, 1, 3)) == -1
    assert game.result(State(5, 7, 1), 3) == State(5, 7, 1, 3)
    assert game.result(State(5, 7, 1, 3), 0) == State(7, 5, 0)  # a bust banks nothing
    assert game.result(State(5, 7, 1, 3), 12) == State(7, 17, 0)
    assert game.result(State(5, 7, 1, 3), 15) == State(20, 7, 1)  # the winner stays to move
    assert game.is_terminal(State(20, 7, 1)) and game.utility(State(20, 7, 1)) == 0
    assert game.utility(State(25, 7, 0)) == 1


# ---- the text form -------------------------------------------------------------------------------

def every_state(game: Hog):
    """Every state the rules name: scores below the goal or, for the winner, one turn past it."""
    for me, you, player in product(range(game.goal + game.most), range(game.goal), (0, 1)):
        for rolling in range(game.dice + 1) if me < game.goal else (0,):
            yield State(me, you, player, rolling)


@pytest.mark.parametrize("game", [Hog(6, 3), Hog(5, 2, 4), Hog(1, 1, 2)])
def test_every_state_round_trips_through_its_text(game):
    states = list(every_state(game))
    assert {game.parse_state(game.state_text(state)) for state in states} == set(states)
    assert set(reachable_states(game)) <= set(states)


@pytest.mark.parametrize("state, text", [(State(0, 0), "0 0"), (State(12, 30, 1), "12 30 p1"),
                                         (State(3, 4, 0, 5), "3 4 rolling 5"), (State(99, 0, 1, 10), "99 0 p1 rolling 10"),
                                         (State(159, 98, 1), "159 98 p1")])
def test_state_text(state, text):
    assert HOG.state_text(state) == text and HOG.parse_state(f"  {text.replace(' ', '  ')} ") == state


@pytest.mark.parametrize("text, words", [
    ("", "expected 'I J"), ("1", "expected"), ("1 2 3", "expected"), ("1 x", "expected"), ("1.5 2", "expected"),
    ("1 2 p2", "expected"), ("1 2 rolling", "expected"), ("1 2 rolling 3 p1", "expected"), ("١ 2", "expected"),
    ("1 2 rolling 0", "1 to 10 dice"), ("1 2 rolling 11", "1 to 10 dice"), ("-1 2", "negative"), ("1 -2", "negative"),
    ("1 100", "opponent's score must be below the goal 100"), ("160 2", "at most 159"),
    ("100 2 rolling 3", "over rolls no dice"), ("1" * 16 + " 2", "at most 15 digits"), ("9" * 5000 + " 1", "5002 characters")])
def test_bad_state_text_is_refused_in_one_line(text, words):
    with pytest.raises(ValueError) as error:
        HOG.parse_state(text)
    assert "\n" not in str(error.value) and words in str(error.value)


# ---- the solution --------------------------------------------------------------------------------

def test_hog_to_100_published_figures(hog100):
    """The chance that the first player wins, with 6 dice first (an independent solver's figures)."""
    assert round(hog100.P(0, 0), 6) == 0.530665 and hog100.dice[0][0] == 6
    assert round(hog100.roll(0, 0, 5), 6) == 0.530503


def test_one_turn_from_the_goal_is_six_sevenths():
    """At 99-99 one die scores 2 or more unless it shows 1: x = 5/6 + (1 - x)/6."""
    assert solve(HOG, exact=True, lowest=97).P(99, 99) == Fraction(6, 7)


@pytest.mark.parametrize("game", slow_but_every(2, SMALL), ids=str)
def test_the_staged_solver_is_the_exact_plain_solve(game):
    """Every P(i, j) in Fractions, and the choices: the fewest dice among the best."""
    P, best = exact_solve(game)
    exact, fast = solve(game, exact=True), solve(game)
    assert exact.start == P and exact.dice == best and fast.dice == best
    assert max(abs(fast.P(i, j) - P[i][j]) for i in range(game.goal) for j in range(game.goal)) <= 1e-12


def test_the_solution_from_high_scores_alone():
    game = Hog(20, 4, 5)
    high, whole = (solve(game, exact=True, lowest=lowest).start for lowest in (15, 0))
    assert [row[15:] for row in high[15:]] == [row[15:] for row in whole[15:]]


@pytest.mark.parametrize("game", slow_unless(lambda game: game == Hog(16, 4), [Hog(16, 4), Hog(30), Hog(40, 6, 2),
                                                                              Hog(12, 20, 20)]), ids=str)
def test_value_iteration_agrees_with_the_staged_solver(game):
    plain, fast = value_iteration_solve(game), solve(game)
    assert max(abs(fast.P(i, j) - plain[i][j]) for i in range(game.goal) for j in range(game.goal)) <= 1e-9


def test_the_protocol_plays_the_same_game():
    """Value iteration over the protocol's states (player 0's values) against the solver's."""
    game = Hog(7, 3, 4)
    values, fast = game_value_iteration(game), solution(game)
    for state, value in values.items():
        if not game.is_terminal(state) and not state.rolling:
            mover = fast.P(state.me, state.you)
            assert value == pytest.approx(mover if state.player == 0 else 1 - mover, abs=1e-9)


@pytest.fixture(scope="module", params=slow_unless(lambda game: game == Hog(200), [
    Hog(200), Hog(200, 20, 20), Hog(200, 20, 2), Hog(200, 1, 20)]), ids=str)
def largest(request):
    """The largest goal, solved."""
    return solve(request.param)


def test_the_largest_goal_satisfies_the_recurrence(largest):
    """A sample of turn starts: P is the best roll, and the choice is a best one."""
    game, sample = largest.hog, random.Random(0)
    for i, j in [(0, 0), (game.goal - 1, game.goal - 1)] + [
            (sample.randrange(game.goal), sample.randrange(game.goal)) for _ in range(30)]:
        rolls = [largest.roll(i, j, dice) for dice in game.actions(State(i, j))]
        assert largest.P(i, j) == pytest.approx(max(rolls), abs=1e-12)
        assert rolls[largest.dice[i][j] - 1] == pytest.approx(max(rolls), abs=1e-12)


# ---- the advice ----------------------------------------------------------------------------------

def test_advice(hog100):
    advice = advise(HOG, HOG.parse_state("0 0"))
    assert [move.move for move in advice.moves[:2]] == ["6", "5"] and len(advice.moves) == 10
    assert advice.value == pytest.approx(hog100.P(0, 0)) and advice.moves[0].cost == 0
    assert advice.moves[1].cost == pytest.approx(hog100.roll(0, 0, 6) - hog100.roll(0, 0, 5))
    assert advise(HOG, State(60, 70, 1)).value == pytest.approx(hog100.P(60, 70))


def test_advice_at_a_chance_node_and_at_the_end(hog100):
    assert advise(HOG, State(30, 40, 0, 4)).value == pytest.approx(hog100.roll(30, 40, 4))
    assert advise(HOG, State(30, 40, 0, 4)).moves == ()
    assert advise(HOG, State(104, 40, 1)).value == 1 and advise(HOG, State(104, 40, 1)).moves == ()


def test_exact_advice():
    game = Hog(3, 2, 3)
    advice = advise(game, game.initial_state(), exact=True)
    assert advice.moves[0].value == solve(game, exact=True).P(0, 0) and isinstance(advice.moves[0].value, Fraction)
