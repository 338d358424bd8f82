"""How the computer thinks in Pig: the spec's value iteration (stb.solvers.value_iteration) run on
this position's stage, sweep by sweep, with the largest change of each sweep and this position's
roll and hold values as they converge; then the recurrence for this position with its numbers."""

from stb.bridge.thinking.blocks import headline, panel, precise, row, scientific, table, text
from stb.pig.iteration import TOLERANCE, looked_up, roll_terms, stage_iteration, stage_positions
from stb.pig.optimal import solution
from stb.pig.rules import hold_value, roll_value

INTRO = [
    "Value iteration, as the assignment describes it: start every win chance at 0, then sweep over the positions, "
    "setting each to the better of rolling and holding, computed from the values as they stand. Each sweep brings "
    "the values closer to the true ones; it stops when a sweep changes no value by {tolerance} or more.",
    "A position's value depends on positions with the same two scores (a bust hands the turn over and comes back), "
    "so those are swept together: this stage has {count} positions (both players to move, every turn total). "
    "Higher scores come later in the game: their values are already known, from the stages above.",
]
WHICH = ("Which is which: the advice on the page comes from the staged solver (stb/solvers/staged.py), which solves each "
         "stage exactly in one pass; this panel runs the assignment's value iteration (stb/solvers/value_iteration.py) "
         "on this stage, with the stages above taken from the staged solver. The tests hold the two equal over whole "
         "games. Here they differ by {difference} in the win chance.")


def trace(adapter, game, state, opponent) -> dict:
    """The sweeps of this stage, and the recurrence of this position written out with their values."""
    pig, unit = game, adapter.unit(game)
    i, j, k = state.me, state.you, state.pending
    sweeps = []  # (largest change, P_roll here, P_hold here) after each sweep

    def observe(sweep, change, values):
        P = looked_up(pig, values)
        sweeps.append((change, roll_value(pig, P, i, j, k), hold_value(pig, P, i, j, k)))

    values = stage_iteration(pig, i, j, observe)
    P = looked_up(pig, values)
    roll, hold = roll_value(pig, P, i, j, k), hold_value(pig, P, i, j, k)
    best = max(roll, hold)
    rows = [row([f"{n}", scientific(change), precise(unit, rolled), precise(unit, held)], n - 1,
                {"change": change, "roll": rolled, "hold": held})
            for n, (change, rolled, held) in enumerate(sweeps, start=1)]
    steps = [f"Sweep {n}: the largest change anywhere in the stage was {scientific(change)}"
             f"{' (below the tolerance: stop)' if change < TOLERANCE else ''}; here rolling is worth "
             f"{precise(unit, rolled)} and holding {precise(unit, held)}."
             for n, (change, rolled, held) in enumerate(sweeps, start=1)]
    steps.append(f"Settled after {len(sweeps)} sweeps: the recurrence for this position, with the settled values.")
    chart = {"kind": "chart", "from": 0, "caption": "The largest change in each sweep (a logarithmic scale), "
             f"falling to the tolerance {scientific(TOLERANCE)}", "points": [change for change, _, _ in sweeps],
             "line": TOLERANCE, "x": "sweep", "y": "largest change"}
    intro = [line.format(tolerance=scientific(TOLERANCE), count=len(stage_positions(pig, i, j))) for line in INTRO]
    staged = solution(pig)
    difference = abs(best - max(staged.roll(i, j, k), staged.hold(i, j, k)))
    return panel("Value iteration", where(pig, state), intro, headline("Win chance of the player to move", best,
                                                                         precise(unit, best)), steps,
                 [chart, table("Each sweep: its largest change, and this position's values after it",
                               ["Sweep", "Largest change (win chance, 1 = 100 %)", "Roll here: win chance",
                                "Hold here: win chance"], rows, grow=True, window=8),
                  *recurrence(pig, unit, P, state, roll, hold, len(steps) - 1)],
                 notes=[WHICH.format(difference=scientific(difference))])


def recurrence(pig, unit, P, state, roll, hold, step) -> list[dict]:
    """P_roll as the sum of its faces and P_hold, with the settled values, from step `step` on."""
    i, j, k = state.me, state.you, state.pending
    bust = "Tails" if pig.coin else "1"
    rows = []
    for gain, chance, value in roll_terms(pig, P, i, j, k):
        face = bust if gain == 0 else ("Heads" if pig.coin else str(gain))
        happens = (f"Bust: the opponent moves at {j} to {i}; the roller wins if the opponent does not" if gain == 0 else
                   f"The turn total becomes {k + gain}" + (": the roller reaches the goal" if i + k + gain >= pig.goal else ""))
        rows.append(row([face, f"1/{len(pig.faces)}", happens, precise(unit, value), precise(unit, float(chance) * value)],
                        step, {"chance": float(chance), "value": value}))
    rows.append(row(["All", "1", "Rolling", "", precise(unit, roll)], step, {"value": roll}, kind="total"))
    choice = "roll" if roll > hold else "hold"
    lines = [f"Hold: bank {k} point{'' if k == 1 else 's'}; the opponent then moves at {j} to {i + k} with a win chance of "
             f"{precise(unit, 1 - hold)}, so holding is worth 1 − that = {precise(unit, hold)}.",
             f"Rolling is worth {precise(unit, roll)}: the better is to {choice}, and the position is worth "
             f"{precise(unit, max(roll, hold))} (a tie holds, as the assignment's solver does)."]
    return [table(f"Roll: each face of the {'coin' if pig.coin else f'd{pig.sides}'}, its chance, and the win chance after it",
                  ["Face", "Chance", "What happens", "Win chance after it", "Chance × win chance"], rows, start=step),
            text(lines, step)]


def where(pig, state) -> str:
    return (f"The player to move has {state.me}, the opponent {state.you}, turn total {state.pending} (goal {pig.goal}, "
            f"{'a coin' if pig.coin else f'a d{pig.sides}'})")
