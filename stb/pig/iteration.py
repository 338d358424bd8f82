"""The spec's own method, value iteration (stb.solvers.value_iteration), over the whole game as the
spec's solver sweeps it, or on one stage of the game: every position whose two scores are i and j,
either player to move, at every turn total. Scores never fall, so the rest of the game a stage
needs is the stages above it, with higher scores: those come from the staged solver's solution
(stb.pig.optimal), which the tests hold equal to value iteration over the whole game. The seed's
own game is too big to sweep whole in the page: its sweeps are swept once and shipped
(stb.pig.whole_game, written by tools/sweeps.py)."""

from fractions import Fraction
from typing import NamedTuple

from stb.pig.optimal import solution
from stb.pig.rules import Pig, hold_value, roll_value
from stb.solvers.value_iteration import value_iteration

TOLERANCE = 1e-12
"""A sweep that changes no value by this much or more ends value iteration (as in the tests)."""
TOLERANCES = (1e-6, 1e-9, 1e-12, 1e-14)
"""The tolerances the page offers."""
WHOLE_GAME_GOAL = 10
"""The largest goal whose whole game the page sweeps (550 positions, Piglet's), within a second or so."""
SHIPPED = Pig()
"""The game whose whole-game sweeps are shipped (stb.pig.whole_game): the seed's Pig."""


class WholeGame(NamedTuple):
    """The whole game's value iteration to the smallest tolerance offered: the largest change of each
    sweep, and for each tolerance the largest difference between the values where it stops and the
    exact ones (the staged solver's)."""
    changes: tuple[float, ...]
    distances: dict[float, float]

    def sweeps(self, tolerance: float) -> int:
        """How many sweeps value iteration makes at `tolerance`: up to the first whose change is below it."""
        return next(n for n, change in enumerate(self.changes, start=1) if change < tolerance)


def game_positions(pig: Pig) -> list[tuple[int, int, int]]:
    """Every (i, j, k) with 0 <= i, j < goal and k < goal - i, in the spec's loops' order: i, then
    j, then k, each counting up."""
    return [(i, j, k) for i in range(pig.goal) for j in range(pig.goal) for k in range(pig.goal - i)]


def game_size(pig: Pig) -> int:
    """How many positions `game_positions` lists: goal - i turn totals for each i, times goal j's."""
    return pig.goal * pig.goal * (pig.goal + 1) // 2


def game_iteration(pig: Pig, observe=None, epsilon=TOLERANCE) -> dict:
    """P(i, j, k) over the whole game by value iteration from 0, swept in `game_positions` order
    (`observe` as value_iteration takes it); P is 1 once i + k reaches the goal."""

    def backup(position, values):
        P = lambda me, you, k: 1 if me + k >= pig.goal else values[me, you, k]
        return max(roll_value(pig, P, *position), hold_value(pig, P, *position))

    return value_iteration(game_positions(pig), backup, epsilon, observe)


def whole_game(pig: Pig) -> WholeGame | None:
    """The whole game's sweeps: shipped for the seed's game, swept here for a goal of
    WHOLE_GAME_GOAL or less, else None."""
    if pig == SHIPPED:
        from stb.pig import whole_game as shipped  # written from this module by tools/sweeps.py
        return WholeGame(shipped.CHANGES, shipped.DISTANCES)
    return sweep_whole_game(pig) if pig.goal <= WHOLE_GAME_GOAL else None


def sweep_whole_game(pig: Pig) -> WholeGame:
    """`game_iteration` to the smallest tolerance offered, watched: each sweep's largest change, and
    where each tolerance stops, the values' largest difference from the exact ones."""
    changes, distances, exact = [], {}, solution(pig)

    def observe(sweep, change, values):
        changes.append(change)
        for tolerance in TOLERANCES:
            if change < tolerance and tolerance not in distances:
                distances[tolerance] = max(abs(value - max(exact.roll(*position), exact.hold(*position)))
                                           for position, value in values.items())

    game_iteration(pig, observe, min(TOLERANCES))
    return WholeGame(tuple(changes), distances)


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
