"""The staged sweep (stb.solvers.staged) under both games that give it a turn line, Pig and HOG:
what it computes depends only on the distances to the goal, bit for bit. Each game's own tests
hold its solution to plain solvers (tests/games/test_pig.py, test_hog.py)."""

from dataclasses import fields, replace

import pytest

from stb import hog, pig

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
