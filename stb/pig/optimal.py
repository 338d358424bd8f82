"""Pig solved: every P(i, j, 0) and the optimal choices (`Solution`, by stb.solvers.staged with
Pig's turn line, `Turns`), and the advice they give."""

import math
from bisect import bisect_left, bisect_right
from dataclasses import dataclass, field
from functools import cached_property, lru_cache, partial
from operator import neg

from stb.advice import Advice, rank_moves
from stb.pig.rules import Pig, State, hold_value, roll_value
from stb.solvers.staged import solve_stages


@dataclass(frozen=True)
class Solution:
    """One variant solved: `start[i][j]` = P(i, j, 0), and the optimal choices as bits,
    `holds[i][j]`: bit d is set where a turn from (i, j) holds with d points still to go (at turn
    total goal - i - d). Any other P(i, j, k) follows from these by the recurrences."""
    pig: Pig
    start: list
    holds: list
    turns: dict = field(default_factory=dict, repr=False, compare=False)  # a few, once asked for

    def P(self, i, j, k=0):
        if i + k >= self.pig.goal:
            return 1
        return self.turn(i, j)[k] if k else self.start[i][j]

    def turn(self, i, j) -> list:
        """P(i, j, k) for every k below goal - i: the recurrences, following the optimal choices."""
        if (i, j) not in self.turns:
            if len(self.turns) >= TURNS_KEPT:
                self.turns.clear()
            goal = self.pig.goal
            values = [self.start[i][j]] + [None] * (goal - i - 1)
            P = lambda me, you, k: 1 if me + k >= goal else values[k] if k else self.start[me][you]
            for k in reversed(range(1, goal - i)):
                value = hold_value if self.action(i, j, k) == "hold" else roll_value
                values[k] = value(self.pig, P, i, j, k)
            self.turns[i, j] = values
        return self.turns[i, j]

    def roll(self, i, j, k):
        return roll_value(self.pig, self.P, i, j, k)

    def hold(self, i, j, k):
        return hold_value(self.pig, self.P, i, j, k)

    def action(self, i, j, k) -> str:
        """The optimal action; a tie goes to 'hold', as in the spec's PigletSolver."""
        return "hold" if self.holds[i][j] >> (self.pig.goal - i - k) & 1 else "roll"

    def hold_at(self, i, j) -> int:
        """The smallest turn total at which to hold in a turn from (i, j); reaching the goal counts."""
        return self.hold_table[i][j]

    @cached_property
    def hold_table(self) -> list[list[int]]:
        """hold_table[i][j] = hold_at(i, j): the policy as the spec's PigletSolver prints it."""
        goal = self.pig.goal  # the highest bit set is the first hold; none: hold at the goal
        return [[reach + 1 - holds.bit_length() if holds else reach for holds in row]
                for reach, row in zip(range(goal, 0, -1), self.holds)]


TURNS_KEPT = 64
"""How many turns' values a Solution keeps once asked for; each costs O(goal) to recompute."""


def solve(pig: Pig, exact=False, lowest=0, observer=None) -> Solution:
    """Every P(i, j, 0) with lowest <= i, j < goal and the optimal choices, exactly (in Fractions
    if `exact`, else to rounding error), stage by stage (each stage told to `observer`, if given:
    stb.solvers.staged)."""
    return Solution(pig, *solve_stages(pig.goal, partial(Turns, pig), exact, lowest, observer))


def solution(pig: Pig, exact=False) -> Solution:
    """The solution of a variant (in Fractions if `exact`), kept for the last few asked for."""
    return solutions(pig, exact)


solutions = lru_cache(maxsize=4)(solve)


def advise(pig: Pig, state: State, exact=False) -> Advice:
    """The chance that the player to move wins, and the value and cost of rolling and, after a roll,
    holding (in Fractions if `exact`)."""
    best = solution(pig, exact)
    me, you, pending = state[:3]
    if pig.is_terminal(state) or state.rolling:
        value = 1 if pig.is_terminal(state) else best.roll(me, you, pending)
        return Advice(pig.state_text(state), "win probability", float(value), ())
    values = {"hold": best.hold, "roll": best.roll}  # hold first, so a tie goes to hold
    moves = rank_moves([(action, action, values[action](me, you, pending)) for action in values
                        if action in pig.actions(state)])
    return Advice(pig.state_text(state), "win probability", moves[0].value, moves)


# Pig's turn line (stb.solvers.staged). Within a stage P(i, j, .) depends on the other turn start
# only through y = P(j, i, 0), the value after a bust. With d = goal - i - k points still to go,
# P(i, j, k) depends on i only through y: so all the turns against one score j share one list of
# values by d (class Turns), kept from stage to stage while its choices hold.

class Turns:
    """All the turns against one opponent score j. Entry d, at index won + d, is P(i, j, k) with
    d = goal - i - k points still to go, as a + b y in y = P(j, i, 0): rolls and holds are chosen
    at the y last asked about, and entries 1 to d stay optimal while low <= y < high. Entries
    d <= 0 have won."""

    def __init__(self, pig, opponent: list, one):
        self.goal, self.opponent = pig.goal, opponent  # opponent[m] = P(j, m, 0), stage by stage
        gains = pig.gains  # a roll from entry e lands on e - gain: in (e - far, e - near]
        self.near, self.far = gains.start, gains.stop
        self.share, self.zero = one / len(pig.faces), one - one
        self.won = self.far - 1
        size = self.won + pig.goal
        self.a, self.b = [one] * size, [self.zero] * size
        self.low, self.high = [-math.inf] * size, [math.inf] * size
        self.known = self.won + 1  # entries below this index are computed
        self.choice = 0  # the holds of the last turn start: bit d set, entry d holds

    def turn_start(self, i, y):
        """(a, b, low, high): P(i, j, 0) = a + b y while low <= y < high, choosing at y.
        Holding at k = 0 only hands the turn over, never better than rolling: it is not a choice."""
        a, b, low, high, opponent = self.a, self.b, self.low, self.high, self.opponent
        near, far, share, zero, won = self.near, self.far, self.share, self.zero, self.won
        top = won + self.goal - i - 1  # the entry for k = 1
        at_goal = self.goal + won  # opponent[at_goal - e]: the turn start a hold at e hands over
        first = min(self.known, top + 1)  # the first entry to compute
        if not low[first - 1] <= y < high[first - 1]:  # those still optimal at y are a prefix
            first = min(bisect_right(low, y, won, first),
                        bisect_left(high, -y, won, first, key=neg))
        holds = self.choice & (1 << first - won) - 1
        lo, hi = low[first - 1], high[first - 1]
        # P_roll = (1 - y + P summed where the faces land) * share = (1 + sum_a + sum_b y) * share;
        # the 1 stays out of sum_a, so that values near 0 keep their digits along the running sum
        sum_a = sum(a[first + 1 - far:first + 1 - near])
        sum_b = sum(b[first + 1 - far:first + 1 - near]) - 1
        enters, leaves = 1 - near, 1 - far  # on to e + 1, the sums gain e + enters, lose e + leaves
        for e in range(first, top + 1):
            roll_a = (1 + sum_a) * share  # P_roll = roll_a + roll_b y, roll_b < 0
            roll_b = sum_b * share
            hold = 1 - opponent[at_goal - e]
            tie = (hold - roll_a) / roll_b  # rolling is better exactly while y < tie
            if y < tie:
                a[e] = roll_a
                b[e] = roll_b
                if tie < hi:
                    hi = tie
            else:
                a[e] = hold
                b[e] = zero
                holds |= 1 << e - won
                if tie > lo:
                    lo = tie
            low[e] = lo
            high[e] = hi
            sum_a += a[e + enters] - a[e + leaves]
            sum_b += b[e + enters] - b[e + leaves]
        self.choice, self.known = holds, top + 1
        return (1 + sum_a) * share, sum_b * share, lo, hi
