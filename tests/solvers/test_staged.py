"""The staged sweep (stb.solvers.staged) under both games that give it a turn line, Pig and HOG:
what it computes depends only on the distances to the goal, bit for bit. Each game's own tests
hold its solution to plain solvers (tests/games/test_pig.py, test_hog.py). An observer sees every
stage's tries and changes nothing."""

from dataclasses import fields, replace
from functools import partial

import pytest

from stb import hog, pig
from stb.hog.lab import turn_ends
from stb.pig.optimal import Turns
from stb.solvers.staged import solve_stages, turn_visits
from stb.solvers.value_iteration import value_iteration

from helpers import slow_unless

SOLVE = {pig.Pig: pig.solve, hog.Hog: hog.solve}
LARGEST = [pig.Pig(200), *(pig.Pig(200, sides) for sides in (4, 8, 10, 12)), pig.Pig.piglet(200),
           hog.Hog(200), hog.Hog(200, 20, 20), hog.Hog(200, 20, 2), hog.Hog(200, 1, 20)]
"""The largest goal, with the page's dice for Pig, and HOG's extremes of dice and sides."""


def tables(solution) -> list[list]:
    """A solution's tables by pair of scores: its values and its choices."""
    return [getattr(solution, field.name) for field in fields(solution)
            if field.compare and isinstance(getattr(solution, field.name), list)]


@pytest.mark.parametrize("rules", slow_unless(lambda rules: rules in (pig.Pig(200), hog.Hog(200)), LARGEST), ids=str)
def test_the_largest_goal_holds_every_smaller_goal_bit_for_bit(rules):
    """P(i, j) depends only on the distances to the goal, and the sweep for goal G does at
    (i + G - g, j + G - g) the arithmetic goal g does at (i, j): so every goal ends if 200 does."""
    solve = SOLVE[type(rules)]
    largest = tables(solve(rules))
    assert len(largest) == 2
    for goal in (1, 2, 3, 10, 57, 100, 190):
        shift = rules.goal - goal
        assert tables(solve(replace(rules, goal=goal))) == [[row[shift:] for row in table[shift:]] for table in largest]


TURN_LINES = {pig.Pig: Turns, hog.Hog: hog.Rolls}


@pytest.mark.parametrize("rules", [pig.Pig(30), pig.Pig.piglet(12), hog.Hog(40), hog.Hog(25, 4, 12)], ids=str)
def test_an_observer_sees_every_stage_from_the_top_and_changes_nothing(rules):
    """Every pair of scores is told once, the stages from the highest total down; each try's
    values solve the lines of its choices, and the last try's are the stage's values and choices."""
    told = []
    line = partial(TURN_LINES[type(rules)], rules)
    start, choices = solve_stages(rules.goal, line, observer=lambda i, j, tries: told.append((i, j, tries)))
    assert (start, choices) == solve_stages(rules.goal, line)
    goal = rules.goal
    assert sorted((i, j) for i, j, _ in told) == [(i, j) for i in range(goal) for j in range(i, goal)]
    assert [i + j for i, j, _ in told] == sorted((i + j for i, j, _ in told), reverse=True)
    for i, j, tries in told:
        assert tries and all(len(attempt) == 6 for attempt in tries)
        *_, mine, theirs, x, y = tries[-1]
        assert y == start[j][i] and (x == start[i][j] or i == j)  # both scores equal: one value, the last written
        assert (mine, theirs) == (choices[i][j], choices[j][i])
        assert [attempt[:2] for attempt in tries[1:]] == [(x, y) for *_, x, y in tries[:-1]]  # each try guesses the last solution


# ---- two fixed policies: their turn starts' visits --------------------------------------------------

def plain_visits(ends: list, other_ends: list, seat: int) -> dict:
    """Expected visits to each turn start (player, i, j), player 0's turns ending as ends[i][j] and
    player 1's as other_ends[i][j] (i the mover's score), player `seat` first at (0, 0): the chain of
    turn starts written from the rules (a bust hands the other player the turn at the same scores, a
    bank of m at (j, i + m), a bank to the goal ends the game), its visits by value iteration."""
    goal = len(ends)
    entering = {(player, i, j): [] for player in (0, 1) for i in range(goal) for j in range(goal)}
    for (player, i, j) in entering:
        turn = (ends, other_ends)[player][i][j]
        entering[1 - player, j, i].append(((player, i, j), turn.bust))
        for m, chance in enumerate(turn.banked, i + turn.first):
            if m < goal:
                entering[1 - player, j, m].append(((player, i, j), chance))
    start = (seat, 0, 0)
    return value_iteration(list(entering), lambda state, visits: (state == start) + sum(
        chance * visits[before] for before, chance in entering[state]), 1e-15)


@pytest.mark.parametrize("game", [pig.Pig(15), pig.Pig.piglet(8), hog.Hog(18), hog.Hog(12, 3, 4)], ids=str)
def test_turn_visits_are_the_chain_of_turn_starts_visits(game):
    """turn_visits, stage by stage from the lowest up (the bust loop within a stage solved as two
    lines), against the chain of turn starts walked to its fixed point: a rule of thumb's turns
    (Pig's hold at 6, HOG's 2 dice) against the perfect player's, either player first."""
    if isinstance(game, pig.Pig):
        stops = pig.stop_ends(game, pig.rolling_reach(game, 1.0))
        mine = [[stops[min(6, game.goal - i)] for _ in range(game.goal)] for i in range(game.goal)]
        theirs = pig.optimal_ends(pig.solution(game), stops, 1.0)
    else:
        ends = turn_ends(game, False)
        mine = [[ends[2]] * game.goal for _ in range(game.goal)]
        theirs = [[ends[dice] for dice in row] for row in hog.solution(game).dice]
    for seat in (0, 1):
        N, M = turn_visits(mine, theirs, seat, 1.0)
        plain = plain_visits(mine, theirs, seat)
        for i in range(game.goal):
            for j in range(game.goal):
                assert N[i][j] == pytest.approx(plain[0, i, j], abs=1e-9), (seat, i, j)
                assert M[i][j] == pytest.approx(plain[1, i, j], abs=1e-9), (seat, i, j)
        assert (N if seat == 0 else M)[0][0] >= 1
