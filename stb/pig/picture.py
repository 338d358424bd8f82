"""The optimal Pig policy made readable: an SVG map of when to hold, and a description in words."""

from bisect import bisect_right
from functools import cache
from itertools import compress, groupby, repeat
from operator import eq, neg, not_

from stb.i18n import _, number
from stb.pig import Solution
from stb.pig.rules import game_words

PLOT = 500  # units of the square map
LEFT, TOP, RIGHT = 78, 66, 24  # margins: the axes' labels, the title's two lines, room for the last tick
FONT = 20  # the labels' size, in units of the picture: 11 px where it is drawn 340 px wide (a phone)
LEGEND = 72  # from the map's bottom edge to the legend under it
LEVELS = {0.25: "4 3", 0.5: "", 0.75: "1 2"}  # win probability contours and their dash patterns
RACE_COLOUR = "#c8322d"
RAMP = ["#fde725", "#7ad151", "#22a884", "#2a788e", "#414487", "#440154"]  # viridis, light to dark
LOW, HIGH = 0.1, 0.4  # hold thresholds at the ends of the ramp, as shares of the goal: 10 and 40 in Pig to 100
RAMP_LABELS = 7  # the most turn totals the legend names


def ramp_ends(solution: Solution) -> tuple[int, int]:
    """The hold thresholds at the ramp's light and dark ends: LOW and HIGH of the goal, or where
    the thresholds the map paints do not reach as far (Piglet, short goals), the least and the most of them."""
    goal = solution.pig.goal
    scaled = max(1, round(LOW * goal)), max(2, round(HIGH * goal))
    painted = thresholds(solution)
    if not painted or painted[0] <= scaled[0] and scaled[1] <= painted[-1]:
        return scaled
    return (painted[0], max(painted[-1], painted[0] + 1))


def thresholds(solution: Solution) -> list[int]:
    """The turn totals at which the map says to hold, from least to most (races to the goal left out)."""
    return sorted({hold_at for reach, row in zip(range(solution.pig.goal, 0, -1), solution.hold_table)
                   for hold_at in row if hold_at != reach})


@cache
def threshold_colour(hold_at: int, ends: tuple[int, int]) -> str:
    """A colour for a hold threshold: light for holding early (at `ends[0]` or before), dark for
    holding late (at `ends[1]` or after)."""
    low, high = ends
    t = min(max((hold_at - low) / (high - low), 0), 1) * (len(RAMP) - 1)
    lower = min(int(t), len(RAMP) - 2)
    mix = t - lower
    ends = RAMP[lower], RAMP[lower + 1]
    rgb = [round((1 - mix) * int(ends[0][n:n + 2], 16) + mix * int(ends[1][n:n + 2], 16))
           for n in (1, 3, 5)]
    return "#" + "".join(f"{c:02x}" for c in rgb)


def cell_colours(solution: Solution) -> list[list[str]]:
    """colours[i][j]: red where the player at turn start (i, j) rolls until reaching the goal,
    else the colour of the turn total at which to hold."""
    goal, ends = solution.pig.goal, ramp_ends(solution)
    return [[RACE_COLOUR if hold_at == reach else threshold_colour(hold_at, ends) for hold_at in row]
            for reach, row in zip(range(goal, 0, -1), solution.hold_table)]


def escaped(text: str) -> str:
    """Text as SVG's character data writes it (the standard library's html module would bring its
    table of entities into the page's download)."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def policy_svg(solution: Solution, mark: tuple[int, int] | None = None) -> str:
    """An SVG map over (the score of the player to move, the other player's score) at the start of a
    turn: the turn total at which to hold, the 25/50/75% win probability contours, and the position
    `mark` = (i, j) if given."""
    goal = solution.pig.goal
    unit = PLOT / goal
    colours = cell_colours(solution)
    runs = {}  # runs of equal colour along my score, by colour: one path each, a stroke a run
    for j, column in enumerate(zip(*colours)):
        i = 0
        for colour, run in groupby(column):
            width = len(list(run))
            runs.setdefault(colour, []).append((i, goal - 1 - j, width))
            i += width
    cells = ['<g transform="translate(0 0.5)" fill="none" stroke-width="1">',
             *(f'<path stroke="{colour}" d="{strokes_path(strokes)}"/>' for colour, strokes in runs.items()), '</g>']
    contours = [f'<path d="{contour_path(solution, level)}" fill="none" stroke="black" '
                f'stroke-width="1.5" stroke-dasharray="{dash}" vector-effect="non-scaling-stroke"/>'
                for level, dash in LEVELS.items()]
    ring = [] if mark is None else [  # a black ring on a white one, visible on any colour
        '<circle cx="{cx:g}" cy="{cy:g}" r="{r:g}" '.format(**mark_circle(goal, mark))
        + f'fill="none" stroke="{colour}" stroke-width="{width}"/>' for colour, width in RING]
    width, height = LEFT + PLOT + RIGHT, TOP + PLOT + LEGEND + 185
    game = game_words(solution.pig)
    # Translators: the first line of the heading of Pig's map of the best play: the game ({game}: "Pig to 100 with
    # a d6") and a colon; the second line says what the map shows
    heading = _("{game}:").format(game=game)
    # Translators: the second line of the heading of Pig's map of the best play, after "Pig to 100 with a d6:"
    when = _("when to hold, at the start of a turn")
    return "\n".join([
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}" font-family="sans-serif" font-size="{FONT}">',
        f'<title>{escaped(title(solution))}</title>',
        f'<text x="{LEFT}" y="{TOP - 38}" font-size="{FONT + 2}" font-weight="bold">{escaped(heading)}</text>',
        f'<text x="{LEFT}" y="{TOP - 12}">{escaped(when)}</text>',
        f'<g transform="translate({LEFT} {TOP}) scale({unit:g})">', *cells, *contours,
        '</g>', *ring, *axes(goal, unit), *legend(solution, LEFT, TOP + PLOT + LEGEND), '</svg>', ""])


def strokes_path(strokes) -> str:
    """Path data of horizontal strokes, each (x, y, length), every one but the first moved to from
    where the one before ends: small numbers, that repeat and compress."""
    data, end = [], None
    for x, y, length in strokes:
        data.append(f"M{x} {y}h{length}" if end is None else f"m{x - end[0]} {y - end[1]}h{length}")
        end = x + length, y
    return "".join(data)


RING = (("white", 3), ("black", 1.5))
"""The ring's strokes, widest first: (colour, width)."""
RING_ROOM, RING_LEAST = 4, 10.0  # units between the ring and its cell's sides; the least radius (6 px on a phone)


def mark_circle(goal: int, mark: tuple[int, int]) -> dict:
    """Where the map rings the turn start `mark` = (i, j), in the picture's own coordinates, so a
    page can ring a position on a map drawn once: round its cell with a little room, never less
    than RING_LEAST across (the top row's ring stays under the title)."""
    unit = PLOT / goal
    return {"cx": LEFT + (mark[0] + 0.5) * unit, "cy": TOP + (goal - mark[1] - 0.5) * unit,
            "r": max(unit / 2 + RING_ROOM, RING_LEAST)}


def title(solution: Solution) -> str:
    """The map's title, its heading's two lines in one."""
    # Translators: the title of Pig's map of the best play: the game ({game}: "Pig to 100 with a d6") and what the
    # map shows (its heading says it on two lines)
    return _("{game}: when to hold, at the start of a turn").format(game=game_words(solution.pig))


def contour_path(solution: Solution, level: float) -> str:
    """Cell edges that separate P(i, j, 0) below `level` from P(i, j, 0) at or above it. P(i, j, 0)
    rises with i and falls with j: row i is at or above the level in its first `ends[i]` cells."""
    goal = solution.pig.goal
    ends = [bisect_right(row, -level, key=neg) for row in solution.start]  # row[j] = P(i, j, 0)
    edges = [f"M{i + 1} {goal - 1 - j}v1" for i in range(goal - 1)
             for j in range(ends[i], ends[i + 1])]
    edges += [f"M{i} {goal - ends[i]}h1" for i in range(goal) if 0 < ends[i] < goal]
    return "".join(edges)


def axes(goal: int, unit: float) -> list[str]:
    """Tick labels every fifth of the goal, and the axis names."""
    ticks = range(0, goal + 1, max(1, goal // 5))
    bottom = TOP + PLOT
    # Translators: the axis across Pig's map of the best play: the score at the start of a turn of the player to move
    across = _("score of the player to move")
    # Translators: the axis up Pig's map of the best play: the other player's score at the start of a turn
    up = _("the other player's score")
    return ([f'<text x="{LEFT + t * unit:g}" y="{bottom + 24}" text-anchor="middle">{number(t)}</text>'
             for t in ticks]
            + [f'<text x="{LEFT - 8}" y="{bottom - t * unit + 7:g}" text-anchor="end">{number(t)}</text>'
               for t in ticks]
            + [f'<text x="{LEFT + PLOT / 2:g}" y="{bottom + 52}" text-anchor="middle">{escaped(across)}</text>',
               f'<text transform="translate({LEFT - 56} {TOP + PLOT / 2:g}) rotate(-90)" '
               f'text-anchor="middle">{escaped(up)}</text>'])


def legend(solution: Solution, x: int, y: int) -> list[str]:
    """Under the map, as wide as it: the colour ramp of hold thresholds, each colour over its turn
    total (≤ and ≥ at the ends where the map holds earlier or later), then the race colour, then the
    contour styles."""
    low, high = ends = ramp_ends(solution)
    steps = sorted({round(low + (high - low) * n / (RAMP_LABELS - 1)) for n in range(RAMP_LABELS)})
    painted = thresholds(solution) or steps
    bounds = {low: "≤ " * (painted[0] < low), high: "≥ " * (painted[-1] > high)}
    cell = PLOT / len(steps)
    # Translators: the legend of Pig's map of the best play: each colour stands for the turn total at which to hold
    # (a turn total: the points of this turn, not yet banked)
    heading = _("hold at turn total")
    lines = [f'<text x="{x}" y="{y + 16}">{escaped(heading)}</text>']
    for n, hold_at in enumerate(steps):
        bound = bounds.get(hold_at, "")
        lines += [f'<rect x="{x + n * cell:g}" y="{y + 26}" width="{cell:g}" height="26" '
                  f'fill="{threshold_colour(hold_at, ends)}"/>',
                  f'<text x="{x + (n + 0.5) * cell:g}" y="{y + 74}" text-anchor="middle">{bound}{number(hold_at)}</text>']
    # Translators: the legend of Pig's map of the best play: the colour where the best play rolls to the goal
    race = _("roll until you win")
    # Translators: the legend of Pig's map of the best play: the dashed lines of equal chance to win
    contours = _("chance to win of the player to move")
    lines += [f'<rect x="{x}" y="{y + 92}" width="26" height="26" fill="{RACE_COLOUR}"/>',
              f'<text x="{x + 36}" y="{y + 112}">{escaped(race)}</text>',
              f'<text x="{x}" y="{y + 150}">{escaped(contours)}</text>']
    for n, (level, dash) in enumerate(LEVELS.items()):
        left = x + 130 * n
        # Translators: a chance to win on the legend of Pig's map ({value}: 25, 50, 75), without a space before the
        # sign in English
        chance = _("{value}%").format(value=number(100 * level))
        lines += [f'<line x1="{left}" y1="{y + 174}" x2="{left + 50}" y2="{y + 174}" stroke="black" '
                  f'stroke-width="2" stroke-dasharray="{dash}"/>',
                  f'<text x="{left + 60}" y="{y + 181}">{escaped(chance)}</text>']
    return lines


def describe(solution: Solution) -> str:
    """The policy in words, every number taken from the solution."""
    goal = solution.pig.goal
    hold_at = solution.hold_table
    races = [list(map(eq, row, repeat(goal - i))) for i, row in enumerate(hold_at)]
    # the opponent's score from which every row races, and my score from which every row does
    race_all = max(goal - (row[::-1] + [False]).index(False) for row in races)
    race_own = next((i + 1 for i in reversed(range(goal)) if not all(races[i])), 0)
    early = [hold_at[i][j] for i in range(goal // 4) for j in range(goal // 4)]
    lead = goal // 5
    ahead = [h for i, row in enumerate(hold_at)  # j <= i - lead
             for h in compress(row[:max(i - lead + 1, 0)], map(not_, races[i]))]
    behind = [h for i, row in enumerate(hold_at)  # j >= i + lead
              for h in compress(row[i + lead:], map(not_, races[i][i + lead:]))]
    reach = max(solution.pig.gains) - 1  # turn totals past the first hold that a roll can reach
    unsteady = [(i, j) for i, row in enumerate(solution.holds)
                for j in rolling_again(row, reach)] if reach else []
    lines = [f"The first player wins with probability {solution.P(0, 0):.6f} and holds at a "
             f"turn total of {hold_at[0][0]} on the first turn."]
    if early:
        lines.append(f"While both scores are below {goal // 4}, hold at {min(early)} to "
                     f"{max(early)}: a little later as the opponent's score grows.")
    if ahead and behind:
        lines.append(f"Leading by {lead} or more, hold on average at "
                     f"{sum(ahead) / len(ahead):.1f}; trailing by as much, at "
                     f"{sum(behind) / len(behind):.1f}: play safe ahead, take risks behind.")
    lines.append(f"Whenever the opponent has {race_all} points or more, or you have {race_own} or "
                 f"more, roll until the turn total wins the game.")
    if unsteady:
        i, j = unsteady[len(unsteady) // 2]
        rolls = late_rolls(solution, i, j, hold_at[i][j])
        lines.append(f"In {len(unsteady)} of the {goal * goal} score pairs a roll can overshoot "
                     f"the threshold into a turn total where rolling is best again: at {i}-{j}, hold "
                     f"from {hold_at[i][j]}, but roll at {', '.join(map(str, rolls))}.")
    return "\n".join(lines)


def late_rolls(solution: Solution, i, j, hold_at) -> list[int]:
    """Turn totals past the first hold, reachable by a roll from below it, where rolling is best."""
    gains = solution.pig.gains
    overshoots = range(hold_at, min(hold_at + max(gains) - 1, solution.pig.goal - i))
    return [k for k in overshoots if solution.action(i, j, k) == "roll"]


def rolling_again(row: list[int], reach: int) -> list[int]:
    """The j whose turns (choices row[j], a row of Solution.holds) roll again at one of the `reach`
    turn totals from the first hold on, as late_rolls finds, from the bits at once: the window is
    the top `reach` bits, those below bit 1 counting as holds (the goal); a 0 in it is a roll."""
    at_goal = (1 << reach + 1) - 1
    return [j for j, holds in enumerate(row) if holds  # 0: a race, rolling to the goal
            and (window := (holds << reach | at_goal) >> holds.bit_length()) & (window + 1)]
