"""The staged sweep (stb.solvers.staged) under both games that give it a turn line, Pig and HOG:
what it computes depends only on the distances to the goal, bit for bit. Each game's own tests
hold its solution to plain solvers (tests/games/test_pig.py, test_hog.py). An observer sees every
stage's tries and changes nothing."""

from dataclasses import fields, replace
from functools import partial

import pytest

from stb import hog, pig
from stb.pig.optimal import Turns
from stb.solvers.staged import solve_stages

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
