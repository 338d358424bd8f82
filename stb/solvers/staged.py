"""The staged solver of a two-player dice race (Pig): every turn start's chance to win and the
optimal choices, exactly, stage by stage from the highest scores down."""

import math
from bisect import bisect_left, bisect_right
from operator import neg

from stb.progress import tracked


# The fast exact solver. Scores never fall, so positions come in stages of score pairs {i, j},
# solved from the highest sum down; within a stage P(i, j, .) and P(j, i, .) depend on each other
# only through x = P(i, j, 0) and y = P(j, i, 0), the values after a bust. With d = goal - i - k
# points still to go, P(i, j, k) depends on i only through y: so all the turns against one score
# j share one list of values by d (class Turns), kept from stage to stage while its choices hold.

def solve_stages(pig, one, lowest=0) -> tuple[list, list]:
    """(start, holds) as `Solution` keeps them, for the rules `pig` (its goal, gains and faces),
    stage by stage from the highest scores down to `lowest`, in the numbers of `one` (1.0, or
    Fraction(1) for exact values)."""
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
    return [row[:goal] for row in start[:goal]], holds


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
