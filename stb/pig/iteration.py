"""The spec's own method, value iteration (stb.solvers.value_iteration), run on one stage of the game:
every position whose two scores are i and j, either player to move, at every turn total. Scores
never fall, so the rest of the game a stage needs is the stages above it, with higher scores:
those come from the staged solver's solution (stb.pig.optimal), which the tests hold equal to
value iteration over the whole game."""

from fractions import Fraction

from stb.pig.optimal import solution
from stb.pig.rules import Pig, hold_value, roll_value
from stb.solvers.value_iteration import value_iteration

TOLERANCE = 1e-12
"""A sweep that changes no value by this much or more ends value iteration (as in the tests)."""


def stage_positions(pig: Pig, i: int, j: int) -> list[tuple[int, int, int]]:
    """Every (me, you, k) of the stage of scores {i, j}, the higher own score first, then the
    higher turn totals first: the order of a sweep."""
    return [(me, you, k) for me, you in sorted({(i, j), (j, i)}, reverse=True) for k in reversed(range(pig.goal - me))]


def looked_up(pig: Pig, values: dict):
    """P(me, you, k) from a stage's `values`, from the staged solution outside the stage, 1 at the goal."""
    known = solution(pig)
    return lambda me, you, k: 1 if me + k >= pig.goal else values[me, you, k] if (me, you, k) in values \
        else known.P(me, you, k)


def stage_iteration(pig: Pig, i: int, j: int, observe=None, epsilon=TOLERANCE) -> dict:
    """P(me, you, k) over the stage of scores {i, j} by value iteration from 0: each sweep sets
    every position to max(P_roll, P_hold) of the values so far (`observe` as value_iteration takes it)."""

    def backup(position, values):
        P = looked_up(pig, values)
        return max(roll_value(pig, P, *position), hold_value(pig, P, *position))

    return value_iteration(stage_positions(pig, i, j), backup, epsilon, observe)


def roll_terms(pig: Pig, P, i: int, j: int, k: int) -> list[tuple[int, Fraction, float]]:
    """P_roll written out: per face, (its gain, 0 for the bust; its chance; the roller's chance to
    win after it): a bust hands the opponent the turn at (j, i, 0), any other face adds its gain to
    the turn total. The chances times the values add up to `roll_value`."""
    chance = Fraction(1, len(pig.faces))
    return [(0, chance, 1 - P(j, i, 0))] + [(gain, chance, P(i, j, k + gain)) for gain in pig.gains]
