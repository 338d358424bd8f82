"""How the computer thinks in Pig: the spec's value iteration (stb.solvers.value_iteration), sweep by
sweep, over this position's stage or over the whole game as the spec's solver sweeps it, with the
largest change of each sweep and this position's roll and hold values as they converge; then the
recurrence for this position with its numbers (exact fractions near the goal), and the choice."""

from stb.bridge.position import names as seat_names, viewer as viewer_of
from stb.bridge.thinking.blocks import (chosen, fraction, headline, option, panel, plural, power_of_ten, precise, row,
                                        scientific, table, text)
from stb.words import named, theirs, whose
from stb.pig.iteration import (TOLERANCE, WHOLE_GAME_GOAL, game_iteration, game_size, looked_up, roll_terms,
                               stage_iteration, stage_positions)
from stb.pig.optimal import solution, solve
from stb.pig.rules import hold_value, roll_value

TOLERANCES = ("1e-06", "1e-09", "1e-12", "1e-14")
"""The tolerances the panel offers: a sweep that changes no value by this much or more is the last."""
EXACT_SCORES = 12
"""Positions whose scores are both this close to the goal are also solved exactly (in fractions)."""


def trace(page, game, state, opponent, asked) -> dict:
    """The sweeps, and the recurrence of this position written out with the settled values."""
    pig, unit = game, page.unit(game)
    i, j, k = state.me, state.you, state.pending
    whole = pig.goal <= WHOLE_GAME_GOAL
    sweeps = [("stage", "this stage (these two scores)"), ("game", "the whole game (i, j, k counting up)")]
    options, offered = chosen(asked, [option("sweep", "Sweep over", "stage", sweeps)] * whole + [
        option("tolerance", "Stop once no value changes by", f"{TOLERANCE:.0e}",
               [(t, power_of_ten(float(t))) for t in TOLERANCES])])
    tolerance, on_game = float(options["tolerance"]), options.get("sweep") == "game"
    history = []  # (largest change, P_roll here, P_hold here) after each sweep

    def observe(sweep, change, values):
        P = looked_up(pig, values) if not on_game else game_P(pig, values)
        history.append((change, roll_value(pig, P, i, j, k), hold_value(pig, P, i, j, k)))

    values = game_iteration(pig, observe, tolerance) if on_game else stage_iteration(pig, i, j, observe, tolerance)
    P = game_P(pig, values) if on_game else looked_up(pig, values)
    roll, hold = roll_value(pig, P, i, j, k), hold_value(pig, P, i, j, k)
    names = seat_names(page, game, opponent)
    viewer = viewer_of(page, game, opponent, state.player)
    mine = state.player == viewer
    exact = exact_choice(pig, i, j, k)
    exact = exact if exact and all(map(fraction, exact)) else None  # shown where both are short fractions
    rows = [row([f"{n:,}", scientific(change), precise(unit, rolled), precise(unit, held)], n - 1,
                {"change": change, "roll": rolled, "hold": held})
            for n, (change, rolled, held) in enumerate(history, start=1)]
    steps = [f"Sweep {n:,}: the largest change anywhere was {scientific(change)}"
             f"{' (below the tolerance: stop)' if change < tolerance else ''}; here rolling is worth "
             f"{precise(unit, rolled)} and holding {precise(unit, held)}."
             for n, (change, rolled, held) in enumerate(history, start=1)]
    steps.append(f"Settled after {plural(len(history), 'sweep')}: the recurrence for this position, with the settled "
                 "values.")
    best, choice = max(roll, hold), "roll" if roll > hold else "hold"
    steps.append(f"The choice: {choice}, worth {precise(unit, best)} to the player to move"
                 + ("" if mine else f"; {theirs(names[viewer])} chance is 1 − that = {precise(unit, 1 - best)}") + ".")
    chart = {"kind": "chart", "from": 0, "caption": "The largest change in each sweep (a logarithmic scale), "
             f"falling to the tolerance {power_of_ten(tolerance)}", "points": [change for change, _, _ in history],
             "line": tolerance, "x": "sweep", "y": "largest change"}
    count = game_size(pig) if on_game else len(stage_positions(pig, i, j))
    seen = best if mine else 1 - best
    exact_seen = None if exact is None else max(exact) if mine else 1 - max(exact)
    staged = solution(pig)
    difference = abs(best - max(staged.roll(i, j, k), staged.hold(i, j, k)))
    blocks = [chart, table("Each sweep: its largest change, and this position's values after it",
                           ["Sweep", "Largest change (win chance, 1 = 100 %)", "Roll here: win chance",
                            "Hold here: win chance"], rows, grow=True, window=8),
              *recurrence(pig, unit, P, state, len(history)),
              table("The choice: the better of rolling and holding (a tie holds)",
                    ["Choice", "Win chance"] + ["Exactly"] * (exact is not None),
                    [row([name.capitalize(), precise(unit, value)] + [fraction(exactly)] * (exact is not None),
                         len(steps) - 1, {"value": value, "move": name}, kind="best" if choice == name else "")
                     for name, value, exactly in zip(("roll", "hold"), (roll, hold), exact or (None, None))],
                    start=len(steps) - 2)]
    if exact_seen is not None and fraction(exact_seen):
        blocks.append(text([f"Near the goal the values are short fractions, as when solved by hand: "
                            f"{theirs(names[viewer])} chance to win here is exactly {fraction(exact_seen)}."],
                           len(steps) - 1))
    return panel("Value iteration", where(pig, state, names), intro(pig, state, on_game, tolerance, count, names, viewer, whole),
                 headline(f"{whose(names[viewer])} chance to win", seen, precise(unit, seen)
                          + (f" = {fraction(exact_seen)}" if exact_seen is not None and fraction(exact_seen) else "")),
                 steps, blocks, options=offered, developer=developer(on_game, difference))


def game_P(pig, values):
    """P(me, you, k) from the whole game's values: 1 once the turn total reaches the goal."""
    return lambda me, you, k: 1 if me + k >= pig.goal else values[me, you, k]


def exact_choice(pig, i, j, k):
    """(P_roll, P_hold) here as exact fractions, where both scores are near the goal (else None)."""
    if min(i, j) < pig.goal - EXACT_SCORES:
        return None
    exact = solve(pig, exact=True, lowest=min(i, j))
    return exact.roll(i, j, k), exact.hold(i, j, k)


def intro(pig, state, on_game, tolerance, count, names, viewer, whole) -> list[str]:
    """What value iteration does, over what, in what order, and whose chance P is."""
    i, j = state.me, state.you
    mover = names[state.player]
    lines = [
        "Value iteration: start every chance to win at 0, then sweep over the positions, setting each P(i, j, k) (the "
        "chance that the player to move wins, with score i, the opponent's score j and turn total k) to the better "
        "of rolling and holding, computed from the values as they stand: a value set in a sweep is used at once by "
        f"the positions after it. Stop after a sweep that changes no value by {power_of_ten(tolerance)} or more."]
    if on_game:
        lines.append(f"Here the whole game is swept at once: every i and j below the goal {pig.goal} and every k below "
                     f"{pig.goal} − i, {plural(count, 'position')} a sweep, in the order i = 0, 1, 2, …, for each i "
                     "every j from 0 up, for each j every k from 0 up. A position with i + k at the goal is won: "
                     "P = 1. Count the sweeps of your own program in this order and tolerance: they match.")
    else:
        order = (f"the player with {max(i, j)} to move first, then the player with {min(i, j)}" if i != j
                 else "both players have the same score")
        lines.append(f"A position's value depends on positions with the same two scores (a bust hands the turn over "
                     f"and comes back), so those are swept together: the stage of scores {i} and {j} has "
                     f"{plural(count, 'position')} ({'both players' if i != j else 'either player'} to move, every turn "
                     f"total), swept in this order: "
                     f"{order}, turn totals from the highest down. Higher scores come later in the game: their "
                     "values are known already, from the stages above."
                     + (" Choose the whole game above to sweep every position, as a plain program does." if whole
                        else f" The whole game, {plural(game_size(pig), 'position')} a sweep, is too big to sweep "
                             f"here: choose a goal of {WHOLE_GAME_GOAL} or less for that."))
    lines.append(f"P is the chance of the player to move, here {named(mover)}"
                 + ("." if state.player == viewer else f": {theirs(names[viewer])} chance is 1 − P."))
    return lines


def recurrence(pig, unit, P, state, step) -> list[dict]:
    """P_roll as the sum of its faces and P_hold, with the settled values, from step `step` on."""
    i, j, k = state.me, state.you, state.pending
    roll, hold = roll_value(pig, P, i, j, k), hold_value(pig, P, i, j, k)
    bust = "Tails" if pig.coin else "1"
    rows = []
    for gain, chance, value in roll_terms(pig, P, i, j, k):
        face = bust if gain == 0 else ("Heads" if pig.coin else str(gain))
        happens = (f"Bust: the opponent moves at {j} to {i}; the roller wins if the opponent does not" if gain == 0 else
                   f"The turn total becomes {k + gain}" + (": the roller reaches the goal" if i + k + gain >= pig.goal else ""))
        rows.append(row([face, f"1/{len(pig.faces)}", happens, precise(unit, value), precise(unit, float(chance) * value)],
                        step, {"chance": float(chance), "value": value}))
    rows.append(row(["All", "1", "Rolling", "", precise(unit, roll)], step, {"value": roll}, kind="total"))
    lines = [f"Hold: bank {k} point{'' if k == 1 else 's'}; the opponent then moves at {j} to {i + k} with a win chance of "
             f"{precise(unit, 1 - hold)}, so holding is worth 1 − that = {precise(unit, hold)}."]
    return [table(f"Roll: each face of the {'coin' if pig.coin else f'd{pig.sides}'}, its chance, and the win chance after it",
                  ["Face", "Chance", "What happens", "Win chance after it", "Chance × win chance"], rows, start=step),
            text(lines, step)]


def developer(on_game, difference) -> list[str]:
    swept = "the whole game (stb.pig.iteration.game_iteration)" if on_game else \
        "this stage (stb.pig.iteration.stage_iteration), the stages above taken from the staged solver"
    return [f"The sweeps are stb/solvers/value_iteration.py's value_iteration over {swept}. The advice comes from the "
            f"staged solver (stb/solvers/staged.py), which solves each stage exactly in one pass; the tests hold the "
            f"two equal over whole games. Here they differ by {scientific(difference)} in the win chance.",
            "The seed is seeds/003 (Pig): its Question 3 asks for the Piglet solver's value iteration turned to Pig, "
            "and its Question 2 for P(99, 99, 0) and its neighbours by hand (the exact fractions here)."]


def where(pig, state, names) -> str:
    mover = names[state.player]
    return (f"{mover} {'are' if mover == 'You' else 'is'} to move with {state.me}, the opponent has {state.you}, turn "
            f"total {state.pending} (goal {pig.goal}, {'a coin' if pig.coin else f'a d{pig.sides}'})")
