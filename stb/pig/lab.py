"""Pig's rules of thumb as policies, the perfect player, and the lab's fast evaluator of them: turn
equations, stage by stage (stb.solvers.staged's way)."""

from dataclasses import dataclass
from fractions import Fraction
from functools import partial
from itertools import product
from operator import mul
from typing import Callable

from stb.advice import TIE
from stb.i18n import N_, _, number
from stb.pig.optimal import Solution, solution
from stb.pig.rules import GOALS, Pig, State, game_words
from stb.solvers.graph import forward
from stb.solvers.policy import Decision, PolicyValue, Ranked, evaluate_policy as generic_evaluation
from stb.solvers.staged import Ends, policy_values, turn_visits
from stb.strategies import Family


# ---- Fixed policies played against each other (the strategy lab) ------------------------------
# Their turn starts' values and visits solve stage by stage (stb.solvers.staged: policy_values,
# turn_visits) from how each turn ends (`Ends`). A rule of thumb names the turn total at which it holds.

def rolling_reach(pig: Pig, one) -> list:
    """reach[k]: the chance that a turn that keeps rolling reaches turn total k, for every total
    a turn can reach (below goal + the largest gain)."""
    share, near, far = one / len(pig.faces), pig.gains.start, pig.gains.stop
    reach = [one] + [one - one] * (pig.goal + far - 2)
    for k in range(1, len(reach)):
        reach[k] = share * sum(reach[max(0, k + 1 - far):max(0, k + 1 - near)])
    return reach


def stop_ends(pig: Pig, reach: list) -> list[Ends]:
    """ends[s] for s from 1 to the goal: how a turn that rolls until its total reaches s ends;
    `reach` is `rolling_reach`."""
    share, near, far = reach[0] / len(pig.faces), pig.gains.start, pig.gains.stop
    return [None] + [Ends(share * sum(reach[:stop]), stop,
                          [share * sum(reach[max(0, total + 1 - far):min(stop, total + 1 - near)])
                           for total in range(stop, stop + far - 1)])
                     for stop in range(1, pig.goal + 1)]


def optimal_ends(best: Solution, stops: list[Ends], one) -> list[list[Ends]]:
    """ends[i][j]: how the optimal player's turn from (i, j) ends. It rolls to its first hold, so
    it ends as a stop there, unless it rolls again at a total it can reach past that (rare)."""
    goal, far = best.pig.goal, best.pig.gains.stop
    return [[stops[first] if holds_throughout(holds, n, first, min(n - 1, first + far - 2))
             else followed_ends(best.pig, stops[first], holds, n, one)
             for holds, first in zip(holds_row, firsts)]
            for n, holds_row, firsts in zip(range(goal, 0, -1), best.holds, best.hold_table)]


def holds_throughout(holds: int, n: int, low: int, high: int) -> bool:
    """Whether choices `holds` (bit n - k set: hold at turn total k) hold at every total from low
    to high."""
    count = high - low + 1
    return count <= 0 or holds >> n - high & (1 << count) - 1 == (1 << count) - 1


def followed_ends(pig: Pig, stop: Ends, holds: int, n: int, one) -> Ends:
    """The ends of a turn that reaches `stop`'s totals, then at each total k below n holds or
    rolls on as bit n - k of `holds` says."""
    share, zero, first = one / len(pig.faces), one - one, stop.first

    def rolls(k):
        return not holds >> n - k & 1

    def edges(k):  # None: the turn busts
        return [(None, share)] + [(k + gain, share) for gain in pig.gains] if rolls(k) else []

    met = forward(range(first, n), edges, {None: stop.bust, **dict(enumerate(stop.banked, first))})
    last = max(k for k in met if k is not None)
    return Ends(met[None], first, [zero if k < n and rolls(k) else met.get(k, zero) for k in range(first, last + 1)])


# ---- Rules of thumb as policies, and the perfect player ---------------------------------------

@dataclass(frozen=True)
class HoldAt:
    """A rule of thumb as a policy: roll until the turn total reaches `target(pig, me, you)` in a
    turn from (me, you), then hold (every turn also ends once it reaches the goal); so the lab's
    evaluator plays its turns whole, as stops (`stop_ends`)."""
    target: Callable

    def __call__(self, pig: Pig, state: State) -> str:
        return "hold" if state.pending >= self.target(pig, state.me, state.you) else "roll"


def hold_at(total: int) -> HoldAt:
    """hold-at:N: hold once the turn total reaches N."""
    return HoldAt(lambda pig, me, you: total)


def keep_pace(pig: Pig, me: int, you: int) -> int:
    """Neller and Presser's "keep pace and end race", whose numbers are for Pig to 100 with a d6:
    once either score reaches 71, roll until the turn wins; else hold at 21 + round((you - me) / 8),
    halves rounded up."""
    if pig != Pig():
        # Translators: an error: the lab's rule of thumb keep-pace (its name in a request, kept as it is) asked of
        # another game than Pig to 100 with a d6, {game} ("Pig to 50 with a d12", "Piglet to 10")
        raise ValueError(_("keep-pace is Neller and Presser's rule for Pig to 100 with a d6, not for {game}").format(
            game=game_words(pig)))
    return pig.goal - me if max(me, you) >= 71 else 21 + (you - me + 4) // 8


def hold_at_title(total: int) -> str:
    """hold-at:N as the lab names it."""
    # Translators: a rule of thumb of Pig's lab: roll until the turn total (the points of this turn, not
    # yet banked) reaches {total}, then hold (bank them and pass the turn)
    return _("Hold at {total}").format(total=number(total))


def hold_at_about(total: int) -> str:
    """What hold-at:N does, after "It"."""
    # Translators: what Pig's rule of thumb "Hold at {total}" does; the lab says it after "It " (the rule
    # of thumb) and a full stop after it: "It holds once its turn total reaches 20 (or wins)."
    return _("holds once its turn total reaches {total} (or wins)").format(total=number(total))


STRATEGIES = {
    "hold-at": Family(hold_at, hold_at_title, hold_at_about, GOALS),
    # Translators: the name of a rule of thumb of Pig's lab, Neller and Presser's ("keep pace" with the
    # opponent's score, and "end race": roll to the goal once either score is near it)
    "keep-pace": Family(HoldAt(keep_pace), N_("Keep pace and end race"),
                        # Translators: what Pig's rule of thumb "Keep pace and end race" does; the lab says it
                        # after "It " (the rule of thumb) and a full stop after it
                        N_("plays Neller and Presser's rule for Pig to 100 with a d6: once either score reaches 71, "
                           "rolls until the turn wins; otherwise holds at 21, one more for every 8\u00a0points it trails "
                           "by and one less for every 8 it leads by")),
}
"""Rules of thumb by name, each a `HoldAt`."""


def optimal(pig: Pig, state: State) -> str:
    """The perfect player: the solution's action (a tie holds)."""
    return solution(pig).action(*state[:3])


def evaluate_policy(pig: Pig, policy, seat: int, perfect, payoff=None, exact=False) -> PolicyValue:
    """`stb.solvers.policy.evaluate_policy` for a `HoldAt` in `seat` (0 moves first) against the
    optimal player (`perfect` must be `optimal`), by turn equations: its chance to win, as the page
    shows it (the page's value of an end, `payoff`, which the generic evaluator takes for any other
    policy), and the decisions where it leaves the optimal player's move, each met `reach` times in
    expectation (more than once where busts hand the turn back and forth) and priced by the solved
    values. Exact Fractions if `exact`."""
    if perfect is not optimal or not (policy is optimal or isinstance(policy, HoldAt)) or seat not in (0, 1):
        return generic_evaluation(pig, policy, seat, perfect, payoff)
    best = solution(pig, exact)
    if policy is optimal:
        return PolicyValue(best.P(0, 0) if seat == 0 else 1 - best.P(0, 0), None, ())
    goal, one = pig.goal, Fraction(1) if exact else 1.0
    targets = [[min(policy.target(pig, i, j), goal - i) for j in range(goal)] for i in range(goal)]
    reach = rolling_reach(pig, one)
    stops = stop_ends(pig, reach)
    mine = [[stops[target] for target in row] for row in targets]
    theirs = optimal_ends(best, stops, one)
    W, X = policy_values(mine, theirs, one)
    visits = turn_visits(mine, theirs, seat, one)[0]
    rows = partial(strategy_decisions, best, stops, reach, targets, visits, one)
    return PolicyValue(W[0][0] if seat == 0 else 1 - X[0][0], None, Ranked(rows, partial(_decision, seat)))


def _decision(seat: int, expected, times, i: int, j: int, k: int, move: str, cost) -> Decision:
    """A decision as `strategy_decisions` yields it."""
    return Decision(State(i, j, k, seat), move, times, None, cost)


def strategy_decisions(best: Solution, stops: list[Ends], reach: list, targets: list, visits: list,
                       one):
    """The decisions at which a strategy that holds from targets[i][j] on, its turn starts met
    visits[i][j] times, differs from the optimal player and loses: (expected cost, times met, i, j,
    k, its move, its cost), costs from the solved values."""
    goal, far = best.pig.goal, best.pig.gains.stop
    for i, j in product(range(goal), repeat=2):
        met, n, stop = visits[i][j], goal - i, targets[i][j]
        last = min(n - 1, stop + far - 2)  # the highest total at which the turn can decide
        if not met or last < 1:
            continue
        mine = (1 << n - stop + 1) - 2  # bit n - k set: hold at total k, here from `stop` on
        differ, totals = (mine ^ best.holds[i][j]) & (1 << last) - 1 << n - last, []
        while differ:
            totals.append(n + 1 - differ.bit_length())
            differ ^= 1 << n - totals[-1]
        opponent, banked = best.start[j], stops[stop].banked
        for k, roll in zip(totals, roll_values(best, stops, i, j, totals, one)):
            hold = 1 - opponent[i + k]
            times, cost, move = (met * reach[k], hold - roll, "roll") if k < stop else (
                met * banked[k - stop], roll - hold, "hold")
            if times and cost >= TIE:
                yield times * cost, times, i, j, k, move, cost


def roll_values(best: Solution, stops: list[Ends], i: int, j: int, totals: list, one) -> list:
    """P_roll(i, j, k) for each turn total k in `totals` (ascending, below goal - i), from the
    solved turn starts. From the optimal player's first hold on, P(i, j, k) is P_hold where it holds
    and P_roll where it rolls, worked back from totals where nothing rolls; below its first hold it
    always rolls, so the rest of the turn is a stop at the first hold."""
    if not totals:
        return []
    pig, n, first = best.pig, best.pig.goal - i, best.hold_at(i, j)
    near, far, share = pig.gains.start, pig.gains.stop, one / len(pig.faces)
    opponent, holds, after_bust = best.start[j], best.holds[i][j], 1 - best.start[j][i]
    low = max(totals[0], first)
    top = min(n - 1, max(totals[-1], first - 1) + far - 1)  # what the totals asked about can reach
    while top < n - 1 and not holds_throughout(holds, n, max(low, top + 2 - far), top):
        top = min(n - 1, top + far - 1)  # a roll near the top: go on until nothing there rolls
    P = [1 - chance for chance in opponent[i + low:i + top + 1]] + [one] * (far - 1)  # k from low on
    if not holds_throughout(holds, n, low, top):
        for k in reversed(range(low, top + 1)):
            if not holds >> n - k & 1:
                P[k - low] = share * (after_bust + sum(P[k - low + near:k - low + far]))
    at_first = P[:far - 1]  # from the first hold on (low is there when a total below it is asked)
    return [share * (after_bust + sum(P[k - low + near:k - low + far])) if k >= first else
            stops[first - k].bust * after_bust + sum(map(mul, stops[first - k].banked, at_first))
            for k in totals]
