"""Pig solved: every P(i, j, 0) and the optimal choices (`Solution`, by stb.solvers.staged), and
the advice they give."""

from dataclasses import dataclass, field
from fractions import Fraction
from functools import cached_property, lru_cache

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


def solve(pig: Pig, exact=False, lowest=0) -> Solution:
    """Every P(i, j, 0) with lowest <= i, j < goal and the optimal choices, exactly (in Fractions
    if `exact`, else to rounding error), stage by stage."""
    return Solution(pig, *solve_stages(pig, Fraction(1) if exact else 1.0, lowest))


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
    moves = rank_moves([(action, values[action](me, you, pending)) for action in values if action in pig.actions(state)])
    return Advice(pig.state_text(state), "win probability", moves[0].value, moves)
