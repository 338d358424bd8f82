"""Pig and Piglet: the rules as parameters, the spec's recurrences, their exact solution, and rules
of thumb valued exactly against it.

P(i, j, k) is the chance that the player to move wins with score i, the opponent's score j and
turn total k, both players maximising their chance of winning (values of the player to move).
"""

import math
import re
from bisect import bisect_left, bisect_right
from dataclasses import dataclass, field
from fractions import Fraction
from functools import cached_property, lru_cache
from heapq import nlargest
from itertools import product
from operator import mul, neg
from typing import NamedTuple

from stb.advice import CHANCE_POINTS, TIE, Advice, rank_moves
from stb.errors import shown
from stb.game import CHANCE
from stb.progress import tracked
from stb.solvers.value_iteration import value_iteration
from stb.strategies import (POSITIONS, CostlyDecision, Family, StrategyValue, costliest, parse_strategy,
                            priced)

ACTIONS = ("roll", "hold")
GOALS = range(1, 201)
"""The goals the rules accept: every one solves within a few seconds."""
SIDES = range(2, 101)
"""The dice the rules accept (a d2 to a d100)."""


class State(NamedTuple):
    """The scores of the player to move and of the opponent, the turn total, who is to move
    (player 0 or 1), and whether the die is in the air (a chance node after choosing to roll)."""
    me: int
    you: int
    pending: int
    player: int = 0
    rolling: bool = False


@dataclass(frozen=True)
class Pig:
    """The rules: the first to bank `goal` points wins; a roll of the `sides`-sided die adds its
    face to the turn total, but a 1 busts. With `coin` (Piglet) a fair coin is tossed: heads adds 1,
    tails busts."""
    goal: int = 100
    sides: int = 6
    coin: bool = False

    def __post_init__(self):
        if self.goal not in GOALS:
            raise ValueError(f"the goal must be {GOALS[0]} to {GOALS[-1]}, not {self.goal}")
        if self.sides not in SIDES:
            raise ValueError(f"a die has {SIDES[0]} to {SIDES[-1]} sides, not {self.sides}")
        if self.coin and self.sides != 2:
            raise ValueError("a coin has 2 sides")

    @classmethod
    def piglet(cls, goal=10) -> "Pig":
        return cls(goal, sides=2, coin=True)

    @property
    def gains(self) -> range:
        """What each face that does not bust adds to the turn total."""
        return range(1, 2) if self.coin else range(2, self.sides + 1)

    @property
    def faces(self) -> tuple[int, ...]:
        """The equally likely outcomes of a roll, as gains: 0 is the bust (a 1, or tails)."""
        return (0, *self.gains)

    # The game protocol of stb.game: values are player 0's chance of winning.

    def initial_state(self) -> State:
        return State(0, 0, 0)

    def to_move(self, state: State) -> int:
        return CHANCE if state.rolling else state.player

    def actions(self, state: State) -> tuple[str, ...]:
        return ACTIONS

    def result(self, state: State, action) -> State:
        """'roll' throws the die; a gain lands it (0 busts); 'hold' banks the turn total."""
        me, you, pending, player, rolling = state
        if action == "roll":
            return State(me, you, pending, player, True)
        if action == "hold":
            return State(you, me + pending, 0, 1 - player)
        if rolling and action == 0:
            return State(you, me, 0, 1 - player)
        return State(me, you, pending + action, player)

    def chance_outcomes(self, state: State):
        p = Fraction(1, len(self.faces))
        return [(gain, p) for gain in self.faces]

    def is_terminal(self, state: State) -> bool:
        """The player to move has reached the goal: holding now wins, so the game is over."""
        return state.me + state.pending >= self.goal

    def utility(self, state: State) -> float:
        return 1.0 if state.player == 0 else 0.0

    def state_text(self, state: State) -> str:
        """'I J K' (my score, the opponent's, my turn total), then 'p1' if player 1 is to move and
        'rolling' at a chance node."""
        words = [str(state.me), str(state.you), str(state.pending)]
        words += ["p1"] * state.player + ["rolling"] * state.rolling
        return " ".join(words)

    def parse_state(self, text: str) -> State:
        """Inverse of `state_text`; raises ValueError with a one-line reason."""
        numbers, flags = text.split()[:3], text.split()[3:]
        player = int(flags[:1] == ["p1"])
        rolling = flags[player:] == ["rolling"]
        if len(numbers) < 3 or len(flags) != player + rolling or not all(
                re.fullmatch(r"-?[0-9]{1,15}", word) for word in numbers):
            raise ValueError(f"expected 'I J K [p1] [rolling]' with whole numbers of at most 15 digits, got {shown(text)}")
        me, you, pending = map(int, numbers)
        return self.check(State(me, you, pending, player, rolling))

    def check(self, state: State) -> State:
        """The state itself, if its scores are below the goal, nothing is negative, and the turn
        total is one a turn can reach: the last throw before the goal adds at most the largest gain."""
        if min(state.me, state.you, state.pending) < 0:
            raise ValueError(f"scores and turn total cannot be negative: {shown(self.state_text(state))}")
        if max(state.me, state.you) >= self.goal:
            raise ValueError(f"scores must be below the goal {self.goal}: {shown(self.state_text(state))}")
        most = self.goal - 1 + self.gains[-1] - state.me
        if state.pending > most:
            raise ValueError(f"a turn total from {state.me} is at most {most} (a turn ends once it reaches "
                             f"{self.goal}, and a throw adds at most {self.gains[-1]}), not {shown(str(state.pending))}")
        return state


# The spec's recurrences, for any P(i, j, k) that gives 1 once i + k reaches the goal.

def roll_value(pig: Pig, P, i, j, k):
    """P_roll: a bust hands the opponent the turn at (j, i, 0); other faces add to the turn total."""
    return (1 - P(j, i, 0) + sum(P(i, j, k + gain) for gain in pig.gains)) / len(pig.faces)


def hold_value(pig: Pig, P, i, j, k):
    """P_hold: bank the turn total and hand the opponent the turn at (j, i + k, 0)."""
    return 1 - P(j, i + k, 0)


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

    def residual(self):
        """The largest |P - max(P_roll, P_hold)| over all positions: 0 at the exact fixed point."""
        return max(abs(self.P(i, j, k) - max(self.roll(i, j, k), self.hold(i, j, k)))
                   for i, j, k in positions(self.pig))


TURNS_KEPT = 64
"""How many turns' values a Solution keeps once asked for; each costs O(goal) to recompute."""


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


# The fast exact solver. Scores never fall, so positions come in stages of score pairs {i, j},
# solved from the highest sum down; within a stage P(i, j, .) and P(j, i, .) depend on each other
# only through x = P(i, j, 0) and y = P(j, i, 0), the values after a bust. With d = goal - i - k
# points still to go, P(i, j, k) depends on i only through y: so all the turns against one score
# j share one list of values by d (class Turns), kept from stage to stage while its choices hold.

def solve(pig: Pig, exact=False, lowest=0) -> Solution:
    """Every P(i, j, 0) with lowest <= i, j < goal and the optimal choices, exactly (in Fractions
    if `exact`, else to rounding error), stage by stage."""
    one = Fraction(1) if exact else 1.0
    goal = pig.goal
    start = [[None] * goal + [one - one] for _ in range(goal)] + [[one] * (goal + 1)]  # P(i, j, 0)
    holds = [[0] * goal for _ in range(goal)]
    against = [Turns(pig, start[j], one) for j in range(goal)]
    for total in tracked(range(2 * goal - 2, 2 * lowest - 1, -1)):
        for i in range(max(lowest, total - goal + 1), total // 2 + 1):
            j = total - i
            start[i][j], start[j][i] = solve_stage(against[j], against[i], i, j,
                                                   guess(start, i, j), guess(start, j, i))
            holds[i][j], holds[j][i] = against[j].holds, against[i].holds
    return Solution(pig, [row[:goal] for row in start[:goal]], holds)


def solution(pig: Pig, exact=False) -> Solution:
    """The solution of a variant (in Fractions if `exact`), kept for the last few asked for."""
    return solutions(pig, exact)


solutions = lru_cache(maxsize=4)(solve)


def guess(start, i, j):
    """P(i, j, 0) extrapolated from the three stages above it, solved already."""
    return start[i + 1][j] + start[i][j + 1] - start[i + 1][j + 1]


def solve_stage(mine, theirs, i, j, x, y):
    """P(i, j, 0) and P(j, i, 0) from guesses x, y: choose each turn's rolls and holds at the guess,
    solve the resulting pair of linear equations, and repeat until the choices hold at the solution.
    Rounding can make two solutions a rounding error apart send the choices back and forth: the
    first solution met twice ends the search."""
    seen = set()
    while True:
        a, b, y_low, y_high = mine.turn_start(mine.goal - i, y)
        c, e, x_low, x_high = (a, b, y_low, y_high) if i == j else theirs.turn_start(
            theirs.goal - j, x)
        x, y = crossing(a, b, c, e)
        if y_low <= y < y_high and x_low <= x < x_high or (x, y) in seen:
            return x, y
        seen.add((x, y))


def crossing(a, b, c, e):
    """The (x, y) with x = a + b y and y = c + e x, for slopes b, e in [-1, 1] with b e < 1."""
    x = (a + b * c) / (1 - b * e)
    return x, c + e * x


class Turns:
    """All the turns against one opponent score j. Entry d, at index won + d, is P(i, j, k) with
    d = goal - i - k points still to go, as a + b y in y = P(j, i, 0): rolls and holds are chosen
    at the y last asked about, and entries 1 to d stay optimal while low <= y < high. Entries
    d <= 0 have won."""

    def __init__(self, pig: Pig, opponent: list, one):
        self.goal, self.opponent = pig.goal, opponent  # opponent[m] = P(j, m, 0), stage by stage
        gains = pig.gains  # a roll from entry e lands on e - gain: in (e - far, e - near]
        self.near, self.far = gains.start, gains.stop
        self.share, self.zero = one / len(pig.faces), one - one
        self.won = self.far - 1
        size = self.won + pig.goal
        self.a, self.b = [one] * size, [self.zero] * size
        self.low, self.high = [-math.inf] * size, [math.inf] * size
        self.known = self.won + 1  # entries below this index are computed
        self.holds = 0  # bit d set: entry d holds

    def turn_start(self, n, y):
        """(a, b, low, high): P(goal - n, j, 0) = a + b y while low <= y < high, choosing at y.
        Holding at k = 0 only hands the turn over, never better than rolling: it is not a choice."""
        a, b, low, high, opponent = self.a, self.b, self.low, self.high, self.opponent
        near, far, share, zero, won = self.near, self.far, self.share, self.zero, self.won
        top = won + n - 1  # the entry for k = 1
        at_goal = self.goal + won  # opponent[at_goal - e]: the turn start a hold at e hands over
        first = min(self.known, top + 1)  # the first entry to compute
        if not low[first - 1] <= y < high[first - 1]:  # those still optimal at y are a prefix
            first = min(bisect_right(low, y, won, first),
                        bisect_left(high, -y, won, first, key=neg))
        holds = self.holds & (1 << first - won) - 1
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
        self.holds, self.known = holds, top + 1
        return (1 + sum_a) * share, sum_b * share, lo, hi


def advise(pig: Pig, state: State, exact=False) -> Advice:
    """The chance that the player to move wins, and the value and cost of rolling and holding (in
    Fractions if `exact`)."""
    best = solution(pig, exact)
    me, you, pending = state[:3]
    if pig.is_terminal(state) or state.rolling:
        value = 1 if pig.is_terminal(state) else best.roll(me, you, pending)
        return Advice(pig.state_text(state), "win probability", float(value), ())
    moves = rank_moves([("hold", best.hold(me, you, pending)),  # first, so a tie goes to hold
                        ("roll", best.roll(me, you, pending))])
    return Advice(pig.state_text(state), "win probability", moves[0].value, moves)


# ---- Fixed policies played against each other (the strategy lab) ------------------------------
# With both players' choices fixed, a turn from (i, j) ends in a bust (the other player's turn at
# the same scores) or in a bank (a higher stage); so the turn-start values solve stage by stage as
# the solver's do, each stage the crossing of two lines, and so do the expected visits to each turn
# start, from the lowest stage up. A rule of thumb names the turn total at which it holds.

class Ends(NamedTuple):
    """How a turn ends: a bust with chance `bust`, else a bank of `first + m` points with chance
    `banked[m]` (a bank that reaches the goal wins)."""
    bust: object
    first: int
    banked: list


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
    share, zero = one / len(pig.faces), one - one
    bust, banked, m = stop.bust, list(stop.banked), 0
    while m < len(banked):
        k = stop.first + m
        if k < n and not holds >> n - k & 1:
            chance, banked[m] = banked[m], zero
            bust += share * chance
            banked += [zero] * (m + pig.gains.stop - len(banked))
            for gain in pig.gains:
                banked[m + gain] += share * chance
        m += 1
    return Ends(bust, stop.first, banked)


def turn_equation(turn: Ends, row: list, me: int):
    """(a, b): a turn from score `me` that ends as `turn` wins with chance a + b x, one minus the
    opponent's chance at its next turn start: row[me + bank] after a bank (row[m]: the opponent's
    chance against score m, 0 from the goal on), x after a bust."""
    start = me + turn.first
    return 1 - sum(map(mul, turn.banked, row[start:start + len(turn.banked)])), -turn.bust


def policy_values(pig: Pig, ends: list, other_ends: list, one):
    """W[i][j]: the chance that the player whose turns end as ends[i][j] wins from its turn start
    at (i, j), against the player whose turns end as other_ends; X[j][i] the other player's."""
    goal, padding = pig.goal, [one - one] * pig.gains.stop
    W, X = ([[None] * goal + padding for _ in range(goal)] for _ in range(2))
    for total in reversed(range(2 * goal - 1)):
        for i in range(max(0, total - goal + 1), min(total, goal - 1) + 1):
            j = total - i
            W[i][j], X[j][i] = crossing(*turn_equation(ends[i][j], X[j], i),
                                        *turn_equation(other_ends[j][i], W[i], j))
    return W, X


def turn_visits(pig: Pig, ends: list, other_ends: list, seat: int, one):
    """N[i][j]: how many times, expected, the player whose turns end as ends[i][j] starts a turn at
    (i, j) against the other, moving first if `seat` is 0; M[j][i] the other player's turn starts.
    A turn start is met from the stages below, or after the other player's bust at the same
    scores."""
    goal, zero = pig.goal, one - one
    N, M = ([[zero] * (goal + pig.gains.stop) for _ in range(goal)] for _ in range(2))  # past goal: won
    (N if seat == 0 else M)[0][0] = one
    for total in range(2 * goal - 1):
        for i in range(max(0, total - goal + 1), min(total, goal - 1) + 1):
            j = total - i
            if N[i][j] or M[j][i]:
                mine, theirs = ends[i][j], other_ends[j][i]
                N[i][j], M[j][i] = crossing(N[i][j], theirs.bust, M[j][i], mine.bust)
                for turn, met, row, me in ((mine, N[i][j], M[j], i), (theirs, M[j][i], N[i], j)):
                    for m, chance in enumerate(turn.banked, me + turn.first):
                        row[m] += met * chance
    return N, M


def hold_at_win_probability(pig: Pig, hold_at: int) -> float:
    """The first player's chance of winning when both players hold once the turn total reaches
    `hold_at` (or the goal)."""
    stops = stop_ends(pig, rolling_reach(pig, 1.0))
    ends = [[stops[min(hold_at, pig.goal - i)]] * pig.goal for i in range(pig.goal)]
    return policy_values(pig, ends, ends, 1.0)[0][0][0]


# ---- Rules of thumb, valued exactly against the optimal player -------------------------------

def hold_at(target: int):
    """hold-at:N: hold once the turn total reaches N."""
    return lambda pig, me, you: target


def keep_pace(pig: Pig, me: int, you: int) -> int:
    """Neller and Presser's "keep pace and end race", whose numbers are for Pig to 100 with a d6:
    once either score reaches 71, roll until the turn wins; else hold at 21 + round((you - me) / 8),
    halves rounded up."""
    if pig != Pig():
        game = f"Piglet to {pig.goal}" if pig.coin else f"Pig to {pig.goal} with a d{pig.sides}"
        raise ValueError(f"keep-pace is Neller and Presser's rule for Pig to 100 with a d6, "
                         f"not for {game}")
    return pig.goal - me if max(me, you) >= 71 else 21 + (you - me + 4) // 8


STRATEGIES = {
    "hold-at": Family(hold_at, "Hold at {}", "holds once its turn total reaches {} (or wins)", GOALS),
    "keep-pace": Family(keep_pace, "Keep pace and end race", "Neller and Presser's rule for Pig to 100 with a d6: "
                        "once either score reaches 71, rolls until the turn wins; otherwise holds at 21, one "
                        "more for every 8 points it trails by and one less for every 8 it leads by"),
}
"""Rules of thumb by name; each gives the turn total at which to hold in a turn from (me, you), and
every turn also ends when it reaches the goal."""


def evaluate_strategy(pig: Pig, name: str, seat: int, positions: int | None = POSITIONS,
                      exact=False) -> StrategyValue:
    """The strategy's chance of winning in `seat` (0 moves first) against the optimal player
    (`solution(pig).action`), beside the optimal player's in that seat, and its `positions`
    costliest decisions (None: all; 0: the values alone), each met `reach` times in expectation
    (more than once where busts hand the turn back and forth). Exact Fractions if `exact`."""
    strategy, description = parse_strategy(name, STRATEGIES)
    goal, one = pig.goal, Fraction(1) if exact else 1.0
    targets = [[min(strategy(pig, i, j), goal - i) for j in range(goal)] for i in range(goal)]
    best, reach = solution(pig, exact), rolling_reach(pig, one)
    stops = stop_ends(pig, reach)
    mine = [[stops[target] for target in row] for row in targets]
    theirs = optimal_ends(best, stops, one)
    W, X = policy_values(pig, mine, theirs, one)
    value, optimal = (W[0][0], best.P(0, 0)) if seat == 0 else (1 - X[0][0], 1 - best.P(0, 0))
    visits = turn_visits(pig, mine, theirs, seat, one)[0] if positions != 0 else None
    decisions = strategy_decisions(best, stops, reach, targets, visits, one) if visits else ()
    top = list(decisions) if positions is None else nlargest(positions, decisions)
    costly = [priced_decision(pig, State(i, j, k, seat), move, times, exact)
              for _, times, i, j, k, move in top]
    return StrategyValue(name, description, seat, CHANCE_POINTS, value, optimal,
                         costliest(costly, positions))


def priced_decision(pig: Pig, state: State, move: str, times, exact) -> CostlyDecision:
    """Playing `move` at `state`, met `times` times, priced by `advise` as the page names it."""
    return priced(advise(pig, state, exact), pig.state_text(state), move, times)


def strategy_decisions(best: Solution, stops: list[Ends], reach: list, targets: list, visits: list,
                       one):
    """The decisions at which a strategy that holds from targets[i][j] on, its turn starts met
    visits[i][j] times, differs from the optimal player and loses: (expected cost, times met, i, j,
    k, its move), costs from the solved values."""
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
                yield times * cost, times, i, j, k, move


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
