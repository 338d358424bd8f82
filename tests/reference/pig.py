"""Pig solved the plain ways, for the tests to hold stb.pig and stb.solvers.staged to: the spec's
value iteration, the recurrences' residual, and both players holding at a fixed turn total."""

from stb.pig import Pig, Solution, hold_value, roll_value, rolling_reach, stop_ends
from stb.solvers.staged import policy_values
from stb.solvers.value_iteration import value_iteration


def positions(pig: Pig):
    """Every (i, j, k) not yet won, highest scores first (the order in which values settle)."""
    goal = pig.goal
    return [(i, j, k) for i in reversed(range(goal)) for j in reversed(range(goal))
            for k in reversed(range(goal - i))]


def optimal_holds(pig: Pig, P) -> list[list[int]]:
    """Solution.holds read off values P(i, j, k): hold where P_hold >= P_roll. A turn never holds
    at k = 0: that only hands the turn over, never better than rolling."""
    goal = pig.goal
    return [[sum(1 << goal - i - k for k in range(1, goal - i)
                 if hold_value(pig, P, i, j, k) >= roll_value(pig, P, i, j, k))
             for j in range(goal)] for i in range(goal)]


def value_iteration_solve(pig: Pig, epsilon=1e-12) -> Solution:
    """The spec's own method: sweep P = max(P_roll, P_hold) over every position until it settles."""

    def backup(position, values):
        return max(roll_value(pig, looked_up(values), *position),
                   hold_value(pig, looked_up(values), *position))

    values = value_iteration(positions(pig), backup, epsilon)
    goal = pig.goal
    return Solution(pig, [[values[i, j, 0] for j in range(goal)] for i in range(goal)],
                    optimal_holds(pig, looked_up(values)))


def looked_up(values: dict):
    """P(i, j, k) from a table of values by position; a position missing has reached the goal."""
    return lambda i, j, k: values.get((i, j, k), 1)


def residual(solution: Solution):
    """The largest |P - max(P_roll, P_hold)| over all positions: 0 at the exact fixed point."""
    return max(abs(solution.P(i, j, k) - max(solution.roll(i, j, k), solution.hold(i, j, k)))
               for i, j, k in positions(solution.pig))


def hold_at_win_probability(pig: Pig, hold_at: int) -> float:
    """The first player's chance of winning when both players hold once the turn total reaches
    `hold_at` (or the goal)."""
    stops = stop_ends(pig, rolling_reach(pig, 1.0))
    ends = [[stops[min(hold_at, pig.goal - i)]] * pig.goal for i in range(pig.goal)]
    return policy_values(ends, ends, 1.0)[0][0][0]
