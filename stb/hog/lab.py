"""HOG's rules of thumb as policies, the perfect player, and the lab's evaluator of any policy
against the perfect player: each turn start's turn told by how it ends (a bust, or the points the
dice bank), the stages solved as the optimal sweep solves them (stb.solvers.staged)."""

from dataclasses import dataclass
from fractions import Fraction
from functools import cache, partial
from itertools import product
from typing import Callable, NamedTuple

from stb.advice import TIE
from stb.hog.optimal import Solution, solution
from stb.hog.rules import Hog, State, expected_score, turn_scores
from stb.i18n import _, n_, number
from stb.solvers.policy import Decision, PolicyValue, Ranked, evaluate_policy as generic_evaluation
from stb.solvers.staged import Ends, policy_values, turn_equation, turn_visits


# ---- Rules of thumb as policies, and the perfect player -----------------------------------------

@dataclass(frozen=True)
class Always:
    """A rule of thumb: roll `count` dice every turn, whatever the scores."""
    count: int

    def __call__(self, hog: Hog, state: State) -> int:
        return self.count


@cache
def most_points(dice: int, sides: int) -> int:
    """The number of dice, of 1 to `dice`, whose turn scores the most on average (the fewest where
    several do): Feldman and Morgan's "best" strategy, 5 for six-sided dice (6 scores as much)."""
    return max(range(1, dice + 1), key=lambda count: (expected_score(count, sides), -count))


def for_points(hog: Hog, state: State) -> int:
    """The number of dice that scores the most on average, whatever the scores."""
    return most_points(hog.dice, hog.sides)


def behind_step(hog: Hog) -> int:
    """The points behind (or ahead) that add (or take away) a die in "roll more when behind": a tenth
    of the goal, at least 2."""
    return max(2, round(hog.goal / 10))


def when_behind(hog: Hog, state: State) -> int:
    """Roll more when behind: the dice that score the most on average when the scores are level, one
    more for every `behind_step` points behind and one fewer for every step ahead, from 1 to the most."""
    gap = state.you - state.me
    steps = abs(gap) // behind_step(hog) * (1 if gap > 0 else -1)
    return min(hog.dice, max(1, most_points(hog.dice, hog.sides) + steps))


def optimal(hog: Hog, state: State) -> int:
    """The perfect player: the solution's number of dice (the fewest of the best)."""
    return solution(hog).dice[state.me][state.you]


class RuleOfThumb(NamedTuple):
    """A rule of thumb the lab offers: its policy, and for given rules whether it is offered, its
    title and what it does in words (for "It ...")."""
    policy: Callable
    offered: Callable
    title: Callable
    about: Callable


def _always(count: int) -> RuleOfThumb:
    return RuleOfThumb(
        Always(count), lambda hog: count <= hog.dice,
        # Translators: a rule of thumb of the lab in HOG; {count} is a number of dice
        lambda hog: n_("Always roll {count} die", "Always roll {count} dice", count).format(count=number(count)),
        # Translators: follows "It " in the lab: what a rule of thumb of HOG does
        lambda hog: n_("rolls {count} die every turn, whatever the scores", "rolls {count} dice every turn, whatever "
                       "the scores", count).format(count=number(count)))


def _points_about(hog: Hog) -> str:
    count = most_points(hog.dice, hog.sides)
    # Translators: follows "It " in the lab (HOG); {points} is a turn's average score, as "8.04"
    return n_("rolls {count} die every turn, the number that scores the most on average ({points}\u00a0points a turn), "
              "whatever the scores: the strategy Feldman and Morgan call \u201cbest\u201d",
              "rolls {count} dice every turn, the number that scores the most on average ({points}\u00a0points a turn), "
              "whatever the scores: the strategy Feldman and Morgan call \u201cbest\u201d", count).format(
        count=number(count), points=number(float(expected_score(count, hog.sides)), 2))


def _behind_about(hog: Hog) -> str:
    count = most_points(hog.dice, hog.sides)
    # Translators: follows "It " in the lab (HOG); {step} is a number of points, {most} the most dice a turn rolls
    return n_("rolls {count} die when the scores are level (the most points on average), one more for every "
              "{step}\u00a0points it trails by and one fewer for every {step} it leads by, from 1 to {most} dice",
              "rolls {count} dice when the scores are level (the most points on average), one more for every "
              "{step}\u00a0points it trails by and one fewer for every {step} it leads by, from 1 to {most} dice", count).format(
        count=number(count), step=number(behind_step(hog)), most=number(hog.dice))


RULES = {
    "roll-5": _always(5),
    "roll-6": _always(6),
    "most-points": RuleOfThumb(
        for_points, lambda hog: most_points(hog.dice, hog.sides) not in (5, 6),
        # Translators: a rule of thumb of the lab in HOG: roll the number of dice that scores the most on average
        lambda hog: _("The most points per turn"), _points_about),
    "behind": RuleOfThumb(
        when_behind, lambda hog: hog.dice > 1,
        # Translators: a rule of thumb of the lab in HOG: roll more dice when your score is behind
        lambda hog: _("Roll more when behind"), _behind_about),
}
"""The lab's rules of thumb by name: always 5 or 6 dice (where a turn may roll them), the most points
on average where that is neither, and more dice when behind (where a turn may roll more than one)."""


# ---- Any policy against the perfect player, stage by stage --------------------------------------

@cache
def turn_ends(hog: Hog, exact: bool) -> tuple[Ends, ...]:
    """How a turn that rolls n dice ends, for n from 0 (unused) to the most: it busts if any die
    shows 1, else it banks the sum, from 2n up (exact Fractions, or floats)."""
    kind = Fraction if exact else float
    ends = [None]
    for dice in range(1, hog.dice + 1):
        (_bust, bust), *banked = turn_scores(dice, hog.sides)
        ends.append(Ends(kind(bust), 2 * dice, [kind(chance) for _score, chance in banked]))
    return tuple(ends)


def evaluate_policy(hog: Hog, policy, seat: int, perfect, payoff=None, exact=False) -> PolicyValue:
    """`stb.solvers.policy.evaluate_policy` for any policy in `seat` (0 moves first) against the
    perfect player (`perfect` must be `optimal`), stage by stage: its chance to win, as the page
    shows it (the page's value of an end, `payoff`, which the generic evaluator takes for any other
    opponent), and the decisions where it leaves the perfect player's number of dice, each met
    `reach` times in expectation (more than once where busts hand the turn back and forth) and
    priced by the solved values, the costliest first. Exact Fractions if `exact`."""
    if perfect is not optimal or seat not in (0, 1):
        return generic_evaluation(hog, policy, seat, perfect, payoff)
    best = solution(hog, exact)
    if policy is optimal:
        return PolicyValue(best.P(0, 0) if seat == 0 else 1 - best.P(0, 0), None, ())
    goal, ends, one = hog.goal, turn_ends(hog, exact), Fraction(1) if exact else 1.0
    chosen = [[policy(hog, State(i, j, seat)) for j in range(goal)] for i in range(goal)]
    mine = [[ends[dice] for dice in row] for row in chosen]
    theirs = [[ends[dice] for dice in row] for row in best.dice]
    W, X = policy_values(mine, theirs, one)
    visits = turn_visits(mine, theirs, seat, one)[0]
    rows = partial(strategy_decisions, best, ends, chosen, visits)
    return PolicyValue(W[0][0] if seat == 0 else 1 - X[0][0], None, Ranked(rows, partial(_decision, seat)))


def _decision(seat: int, expected, times, i: int, j: int, dice: int, cost) -> Decision:
    """A decision as `strategy_decisions` yields it."""
    return Decision(State(i, j, seat), dice, times, None, cost)


def strategy_decisions(best: Solution, ends: tuple[Ends, ...], chosen: list, visits: list):
    """The turn starts (i, j), met visits[i][j] times, where a policy rolling chosen[i][j] dice
    loses against the best number: (expected cost, times met, i, j, its dice, its cost), the costs
    from the solved values (each number of dice's turn equation, at P(j, i) after a bust)."""
    goal = best.hog.goal
    for i, j in product(range(goal), repeat=2):
        met, dice, fewest = visits[i][j], chosen[i][j], best.dice[i][j]
        if met and dice != fewest:
            row = best.start[j]  # the opponent's P(j, m): after a bank to m, or (m = i) a bust
            (a, b), (c, e) = turn_equation(ends[fewest], row, i), turn_equation(ends[dice], row, i)
            cost = a - c + (b - e) * row[i]
            if cost >= TIE:
                yield met * cost, met, i, j, dice, cost
