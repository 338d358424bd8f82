"""The staged solver of a two-player dice race whose scores never fall (Pig, HOG): every turn
start's chance to win and the optimal choices, exactly, stage by stage from the highest scores down;
and two fixed policies played against each other the same way (the labs' rules of thumb)."""

from fractions import Fraction
from operator import mul
from typing import NamedTuple

from stb.progress import tracked


# Scores never fall, so turn starts come in stages of score pairs {i, j}, solved from the highest
# sum down: a turn from (i, j) either banks points, reaching a higher stage (solved already), or
# busts, handing the turn over at the same scores. So within a stage x = P(i, j) and y = P(j, i)
# depend on each other only through the busts, and each is a maximum of lines in the other: a
# game gives the line of a turn start chosen at a guess (its "turn line": Pig's Turns, HOG's
# Rolls), and `solve_stage` finds the pair where the lines' choices hold.

def solve_stages(goal, turn_line, exact=False, lowest=0, observer=None) -> tuple[list, list]:
    """(start, choices): start[i][j] = P(i, j), the chance that the player to move at a turn start
    with scores i and j (theirs and the opponent's) wins, and choices[i][j] the optimal choices of
    that turn, for lowest <= i, j < goal, exactly (in Fractions if `exact`, else to rounding error).
    `turn_line(row, one)` gives the turns against an opponent score j whose values are
    row[m] = P(j, m), filled stage by stage (row[goal] = 0: the opponent has lost), in the numbers
    of `one` (1.0, or Fraction(1)): its `turn_start(i, y)` is (a, b, low, high), with
    P(i, j) = a + b y while low <= y < high for y = P(j, i), the turn's choices made at y, and its
    `choice` is what that call chose. An `observer(i, j, tries)` is told each stage's pair as it is
    solved: its tries, each (x, y guessed, the choices made there from (i, j) and from (j, i), the
    x = P(i, j) and y = P(j, i) those choices give), the last one's holding."""
    one = Fraction(1) if exact else 1.0
    start = [[None] * goal + [one - one] for _ in range(goal)] + [[one] * (goal + 1)]  # P(i, j)
    choices = [[0] * goal for _ in range(goal)]
    against = [turn_line(start[j], one) for j in range(goal)]
    for total in tracked(range(2 * goal - 2, 2 * lowest - 1, -1)):
        for i in range(max(lowest, total - goal + 1), total // 2 + 1):
            j = total - i
            tries = [] if observer else None
            start[i][j], start[j][i] = solve_stage(against[j], against[i], i, j,
                                                   guess(start, i, j), guess(start, j, i), tries)
            choices[i][j], choices[j][i] = against[j].choice, against[i].choice
            if observer:
                observer(i, j, tries)
    return [row[:goal] for row in start[:goal]], choices


def guess(start, i, j):
    """P(i, j) extrapolated from the three stages above it, solved already."""
    return start[i + 1][j] + start[i][j + 1] - start[i + 1][j + 1]


def solve_stage(mine, theirs, i, j, x, y, tries=None):
    """P(i, j) and P(j, i) from guesses x, y, with `mine` the turns against j and `theirs` those
    against i: choose each turn at the guess, solve the resulting pair of linear equations, and
    repeat until the choices hold at the solution. Rounding can make two solutions a rounding error
    apart send the choices back and forth: the first solution met twice ends the search. Each try
    is appended to `tries`, if given (`solve_stages`' observer)."""
    seen = set()
    while True:
        guessed = x, y
        a, b, y_low, y_high = mine.turn_start(i, y)
        c, e, x_low, x_high = (a, b, y_low, y_high) if i == j else theirs.turn_start(j, x)
        x, y = crossing(a, b, c, e)
        if tries is not None:
            tries.append((*guessed, mine.choice, theirs.choice, x, y))
        if y_low <= y < y_high and x_low <= x < x_high or (x, y) in seen:
            return x, y
        seen.add((x, y))


def crossing(a, b, c, e):
    """The (x, y) with x = a + b y and y = c + e x, for slopes b, e in [-1, 1] with b e < 1."""
    x = (a + b * c) / (1 - b * e)
    return x, c + e * x


# ---- Two fixed policies, stage by stage -------------------------------------------------------------
# With both players' choices fixed, a turn from (i, j) ends in a bust (the other player's turn at the
# same scores) or in a bank (a higher stage); so the turn starts' values solve stage by stage as the
# optimal ones do, each stage the crossing of two lines, and so do the expected visits to each turn
# start, from the lowest stage up. A game describes each turn start's turn by how it ends (`Ends`).

class Ends(NamedTuple):
    """How a turn ends: a bust with chance `bust`, else a bank of `first + m` points with chance
    `banked[m]` (a bank that reaches the goal wins)."""
    bust: object
    first: int
    banked: list


def turn_equation(turn: Ends, row: list, me: int):
    """(a, b): a turn from score `me` that ends as `turn` wins with chance a + b x, one minus the
    opponent's chance at its next turn start: row[me + bank] after a bank (row[m]: the opponent's
    chance against score m, below the goal; from the goal on the opponent has lost), x after a bust."""
    start = me + turn.first
    return 1 - sum(map(mul, turn.banked, row[start:start + len(turn.banked)])), -turn.bust


def policy_values(ends: list, other_ends: list, one):
    """W[i][j]: the chance that the player whose turns end as ends[i][j] wins from its turn start
    at (i, j), against the player whose turns end as other_ends; X[j][i] the other player's. The
    tables are goal x goal; `one` is 1.0 or Fraction(1)."""
    goal = len(ends)
    W, X = ([[None] * goal for _ in range(goal)] for _ in range(2))
    for total in reversed(range(2 * goal - 1)):
        for i in range(max(0, total - goal + 1), min(total, goal - 1) + 1):
            j = total - i
            W[i][j], X[j][i] = crossing(*turn_equation(ends[i][j], X[j], i),
                                        *turn_equation(other_ends[j][i], W[i], j))
    return W, X


def turn_visits(ends: list, other_ends: list, seat: int, one):
    """N[i][j]: how many times, expected, the player whose turns end as ends[i][j] starts a turn at
    (i, j) against the other, moving first if `seat` is 0; M[j][i] the other player's turn starts.
    A turn start is met from the stages below, or after the other player's bust at the same
    scores."""
    goal, zero = len(ends), one - one
    N, M = ([[zero] * goal for _ in range(goal)] for _ in range(2))
    (N if seat == 0 else M)[0][0] = one
    for total in range(2 * goal - 1):
        for i in range(max(0, total - goal + 1), min(total, goal - 1) + 1):
            j = total - i
            if N[i][j] or M[j][i]:
                mine, theirs = ends[i][j], other_ends[j][i]
                N[i][j], M[j][i] = crossing(N[i][j], theirs.bust, M[j][i], mine.bust)
                for turn, met, row, me in ((mine, N[i][j], M[j], i), (theirs, M[j][i], N[i], j)):
                    for m, chance in enumerate(turn.banked[:max(0, goal - me - turn.first)], me + turn.first):
                        row[m] += met * chance  # a bank that reaches the goal wins: no turn start there
    return N, M
