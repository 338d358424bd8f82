"""The staged solver of a two-player dice race whose scores never fall (Pig, HOG): every turn
start's chance to win and the optimal choices, exactly, stage by stage from the highest scores down."""

from fractions import Fraction

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

