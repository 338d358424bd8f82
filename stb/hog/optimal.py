"""HOG solved: every P(i, j) and the best number of dice (`Solution`, by stb.solvers.staged with
HOG's turn line, `Rolls`), and the advice they give."""

import math
from dataclasses import dataclass
from functools import lru_cache, partial

from stb.advice import Advice, rank_moves
from stb.hog.rules import Hog, State, roll_value
from stb.solvers.staged import solve_stages


@dataclass(frozen=True)
class Solution:
    """One variant solved: `start[i][j]` = P(i, j), and `dice[i][j]` the number of dice that
    maximises it (the fewest, where several do)."""
    hog: Hog
    start: list
    dice: list

    def P(self, i, j):
        """P(i, j) for any scores: 1 once i reaches the goal, else 0 once j does."""
        goal = self.hog.goal
        return 1 if i >= goal else 0 if j >= goal else self.start[i][j]

    def roll(self, i, j, dice):
        """The chance to win rolling `dice` dice at the turn start (i, j)."""
        return roll_value(self.hog, self.P, i, j, dice)


def solve(hog: Hog, exact=False, lowest=0, observer=None) -> Solution:
    """Every P(i, j) with lowest <= i, j < goal and the best numbers of dice, exactly (in Fractions
    if `exact`, else to rounding error), stage by stage (each stage told to `observer`, if given:
    stb.solvers.staged)."""
    return Solution(hog, *solve_stages(hog.goal, partial(Rolls, hog), exact, lowest, observer))


@lru_cache(maxsize=4)
def solution(hog: Hog, exact=False) -> Solution:
    """`solve(hog, exact)`, kept for the last few variants asked for."""
    return solve(hog, exact)


def advise(hog: Hog, state: State, exact=False) -> Advice:
    """The chance that the player to move wins, and the value and cost of rolling each number of
    dice (in Fractions if `exact`); the moves are the numbers of dice (their text, the number's)."""
    best = solution(hog, exact)
    if hog.is_terminal(state) or state.rolling:
        value = 1 if hog.is_terminal(state) else best.roll(state.me, state.you, state.rolling)
        return Advice(hog.state_text(state), "win probability", float(value), ())
    moves = rank_moves([(dice, str(dice), best.roll(state.me, state.you, dice))  # fewest first: a tie goes to fewer
                        for dice in hog.actions(state)])
    return Advice(hog.state_text(state), "win probability", moves[0].value, moves)


# HOG's turn line (stb.solvers.staged). Rolling n dice from (i, j) wins with chance
# kept(n, i) + busts(n) (1 - y), in y = P(j, i): busts(n) is the chance that some die shows 1, and
# kept(n, i) the chance that none does and the player then wins. n dice are one die and n - 1
# more, so kept(n, i) is the sum over faces f from 2 to s of kept(n - 1, i + f) / s, where
# kept(0, m) = 1 - P(j, m), 1 from the goal on. All the turns against one score j share these
# values, filled from the goal down as the stages reach them; a turn start is the best of n lines.

class Rolls:
    """All the turns against one opponent score j: kept[m][n - 1] = kept(n, m) for 1 to the most
    dice (kept for the s rows above the lowest filled, which the next rows read, with their sums
    over the faces 2 to s from the next row to fill), and turn_start(i, y) the line of the number of
    dice that is best at y, with the range of y over which it stays best."""

    def __init__(self, hog: Hog, opponent: list, one):
        self.opponent = opponent  # opponent[m] = P(j, m), stage by stage
        self.share, self.sides, self.dice = one / hog.sides, hog.sides, hog.dice
        no_one = [one - self.share]  # the chance that n dice show no 1
        for _ in range(1, hog.dice):
            no_one.append(no_one[-1] * no_one[0])
        self.busts = [one - chance for chance in no_one]
        self.kept = [None] * hog.goal + [no_one] * hog.sides  # from the goal on, won unless a 1 shows
        self.known = hog.goal  # kept[m] is filled for m from here on
        # the sums over the faces from the next row to fill, known - 1: of kept[m] and of P(j, m) for
        # m from known + 1 to known + s - 1 (P(j, m) is 0 from the goal on)
        self.faces_kept = [(hog.sides - 1) * chance for chance in no_one]
        self.faces_lost = one - one
        self.choice = 0  # the number of dice of the last turn start

    def turn_start(self, i, y):
        """(a, b, low, high): P(i, j) = a + b y while low <= y < high, rolling the best number of
        dice at y (the fewest, where several are best)."""
        if i < self.known:
            self.fill(i)
        kept, busts = self.kept[i], self.busts
        values = [chance + bust * (1 - y) for chance, bust in zip(kept, busts)]
        best = values.index(max(values))
        top, bust = kept[best] + busts[best], busts[best]  # the best line at y = 0, and its fall
        low = max(((kept[more] + busts[more] - top) / (busts[more] - bust)  # more dice: best below here
                   for more in range(best + 1, self.dice)), default=-math.inf)
        high = min(((top - kept[fewer] - busts[fewer]) / (bust - busts[fewer])  # fewer: best from here
                    for fewer in range(best)), default=math.inf)
        self.choice = best + 1
        return top, -bust, low, high

    def fill(self, lowest):
        """kept[m] for every m from `lowest` up: kept(1, m) sums 1 - P(j, .) over the faces 2 to s
        from m, and kept(n, m) the kept(n - 1, .) there; each sum slides down a row as m does."""
        kept, share, sides, opponent, goal = self.kept, self.share, self.sides, self.opponent, len(self.opponent) - 1
        faces_kept, faces_lost = self.faces_kept, self.faces_lost
        for m in range(self.known - 1, lowest - 1, -1):
            kept[m] = [share * (sides - 1 - faces_lost)] + [share * total for total in faces_kept[:-1]]
            # the sums from m - 1: the row m + 1 in, the row m + s out (read no more)
            faces_kept = [total + entering - left for total, entering, left in zip(faces_kept, kept[m + 1], kept[m + sides])]
            faces_lost += opponent[m + 1] - (opponent[m + sides] if m + sides <= goal else 0)
            kept[m + sides] = None
        self.faces_kept, self.faces_lost = faces_kept, faces_lost
        self.known = min(self.known, lowest)
