"""How the computer thinks in Pig: the spec's value iteration (stb.solvers.value_iteration), sweep by
sweep, over this position's stage or over the whole game as the spec's solver sweeps it, with the
largest change of each sweep, this position's roll and hold values as they converge, and the stage's
values against the turn total with where rolling gives way to holding; the seed's whole game at goal
100 is too big to sweep in the page, so its sweeps are the ones shipped (stb.pig.iteration). Then the
recurrence for this position with its numbers (exact fractions near the goal), and the choice."""

from stb.bridge.position import names as seat_names, viewer as viewer_of
from stb.bridge.thinking.blocks import (chosen, fraction, headline, option, panel, plural, power_of_ten, precise, row,
                                        scientific, table, text)
from stb.words import named, theirs, whose
from stb.pig.iteration import (SHIPPED, TOLERANCE, TOLERANCES, WHOLE_GAME_GOAL, game_iteration, game_size, looked_up,
                               roll_terms, stage_iteration, stage_positions, whole_game)
from stb.pig.optimal import solution, solve
from stb.pig.rules import hold_value, roll_value

EXACT_SCORES = 12
"""Positions whose scores are both this close to the goal are also solved exactly (in fractions)."""
ROUNDING = (" So small a change is only some tens of roundings of a double near 1/2: a program that adds the terms "
            "of P_roll in another order (this one adds the faces' P(i, j, k + face) first, then 1 − P(j, i, 0)) may "
            "stop a sweep sooner or later.")
"""Said of the smallest tolerance, where the count of sweeps depends on rounding (at goal 100, 577
sweeps as this code adds, 576 adding from left to right)."""
CURVE_DIGITS = 4
"""Decimals of the win chances the stage's curve is drawn from."""


def trace(page, game, state, opponent, asked) -> dict:
    """The sweeps, and the recurrence of this position written out with the settled values."""
    pig, unit = game, page.unit(game)
    i, j, k = state.me, state.you, state.pending
    whole = whole_game(pig)
    sweeps = [("stage", "this stage (these two scores)"), ("game", "the whole game (i, j, k counting up)")]
    options, offered = chosen(asked, [option("sweep", "Sweep over", "stage", sweeps)] * (whole is not None) + [
        option("tolerance", "Stop once no value changes by", f"{TOLERANCE:.0e}",
               [(f"{t:.0e}", power_of_ten(t)) for t in TOLERANCES])])
    tolerance, on_game = float(options["tolerance"]), options.get("sweep") == "game"
    shipped = on_game and pig.goal > WHOLE_GAME_GOAL
    history, curves = [], []  # per sweep: (largest change, P_roll here, P_hold here); the stage's curve

    def observe(sweep, change, values):
        P = game_P(values) if on_game else looked_up(pig, values)
        history.append((change, roll_value(pig, P, i, j, k), hold_value(pig, P, i, j, k)))
        curves.append(curve(pig, P, i, j))

    if shipped:  # the seed's game: the sweeps shipped, this position's values the exact ones
        history = [(change, None, None) for change in whole.changes[:whole.sweeps(tolerance)]]
        P = solution(pig).P
    else:
        values = game_iteration(pig, observe, tolerance) if on_game else stage_iteration(pig, i, j, observe, tolerance)
        P = game_P(values) if on_game else looked_up(pig, values)
    roll, hold = roll_value(pig, P, i, j, k), hold_value(pig, P, i, j, k)
    names = seat_names(page, game, opponent)
    viewer = viewer_of(page, game, opponent, state.player)
    mine = state.player == viewer
    exact = exact_choice(pig, i, j, k)
    exact = exact if exact and all(map(fraction, exact)) else None  # shown where both are short fractions
    staged = solution(pig)
    difference = abs(max(roll, hold) - max(staged.roll(i, j, k), staged.hold(i, j, k)))
    offered[-1]["note"] = tolerance_note(whole, tolerance, on_game, shipped, difference)
    steps = sweep_steps(unit, history, tolerance, on_game)
    steps.append(f"Settled after {plural(len(history), 'sweep')}: the recurrence for this position, with the "
                 + ("exact values (the whole game's sweeps are shipped, not its values)." if shipped else
                    "settled values."))
    best, choice = max(roll, hold), "roll" if roll > hold else "hold"
    steps.append(f"The choice: {choice}, worth {precise(unit, best)} to the player to move"
                 + ("" if mine else f"; {theirs(names[viewer])} chance is 1 − that = {precise(unit, 1 - best)}") + ".")
    chart = {"kind": "chart", "from": 0, "caption": "The largest change in each sweep (a logarithmic scale), "
             f"falling to the tolerance {power_of_ten(tolerance)}", "points": [change for change, _, _ in history],
             "line": tolerance, "x": "sweep", "y": "largest change"}
    count = game_size(pig) if on_game else len(stage_positions(pig, i, j))
    seen = best if mine else 1 - best
    exact_seen = None if exact is None else max(exact) if mine else 1 - max(exact)
    blocks = [chart, sweeps_table(unit, history, shipped)]
    if curves:
        blocks.append(curve_block(pig, state, curves))
    blocks += [*recurrence(pig, unit, P, state, len(history)),
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
    return panel("Value iteration", where(pig, state, names),
                 intro(pig, state, on_game, tolerance, count, names, viewer, whole),
                 headline(f"{whose(names[viewer])} chance to win", seen, precise(unit, seen)
                          + (f" = {fraction(exact_seen)}" if exact_seen is not None and fraction(exact_seen) else "")),
                 steps, blocks, options=offered, developer=developer(on_game, shipped, difference))


def game_P(values):
    """P(me, you, k) from the whole game's values: 1 once the turn total reaches the goal (no value kept)."""
    return lambda me, you, k: values.get((me, you, k), 1.0)


def curve(pig, P, i, j) -> tuple[list[float], str]:
    """The stage's values for the player to move at (i, j), turn total by turn total, and the choice at
    each ("r" roll, "h" hold; a tie holds), from the values as they stand."""
    rolls = [roll_value(pig, P, i, j, k) for k in range(pig.goal - i)]
    holds = [hold_value(pig, P, i, j, k) for k in range(pig.goal - i)]
    return ([round(max(r, h), CURVE_DIGITS) for r, h in zip(rolls, holds)],
            "".join("r" if r > h else "h" for r, h in zip(rolls, holds)))


def curve_block(pig, state, curves) -> dict:
    """The stage's values against the turn total after each sweep, rolling and holding told apart:
    the hold/roll boundary, as it settles."""
    i, j = state.me, state.you
    return {"kind": "curve", "from": 0, "x": "turn total k", "y": "win chance",
            "caption": f"After each sweep: P({i}, {j}, k), the chance of the player to move with {i} against {j}, for "
                       f"every turn total k (● roll, ○ hold: the better of the two, as the values stand)",
            "values": [values for values, _ in curves], "choices": [choices for _, choices in curves],
            "said": [choice_words(choices) for _, choices in curves], "here": state.pending}


def choice_words(choices: str) -> str:
    """Where rolling and holding are chosen, turn total by turn total: "hold at k = 0, roll for k = 1 to 19, ..."."""
    runs, start = [], 0
    for k in range(1, len(choices) + 1):
        if k == len(choices) or choices[k] != choices[start]:
            span = f"k = {start}" if k - 1 == start else f"k = {start} to {k - 1}"
            runs.append(f"{'roll' if choices[start] == 'r' else 'hold'} {'at' if k - 1 == start else 'for'} {span}")
            start = k
    return ", ".join(runs)


def sweep_steps(unit, history, tolerance, on_game) -> list[str]:
    """A step per sweep: its largest change, and this position's values after it where known."""
    steps = []
    for n, (change, rolled, held) in enumerate(history, start=1):
        where = "anywhere in the game" if on_game else "in the stage"
        said = f"Sweep {n:,}: the largest change {where} was {scientific(change)}"
        said += " (below the tolerance: stop)" if change < tolerance else ""
        if rolled is not None:
            said += f"; here rolling is worth {precise(unit, rolled)} and holding {precise(unit, held)}"
        steps.append(said + ".")
    return steps


def sweeps_table(unit, history, shipped) -> dict:
    rows = [row([f"{n:,}", scientific(change)] + ([] if shipped else [precise(unit, rolled), precise(unit, held)]),
                n - 1, {"change": change} if shipped else {"change": change, "roll": rolled, "hold": held})
            for n, (change, rolled, held) in enumerate(history, start=1)]
    columns = ["Sweep", "Largest change (win chance, 1 = 100 %)"]
    if shipped:
        return table("Each sweep of the whole game: its largest change", columns, rows, grow=True, window=8)
    return table("Each sweep: its largest change, and this position's values after it",
                 columns + ["Roll here: win chance", "Hold here: win chance"], rows, grow=True, window=8)


def tolerance_note(whole, tolerance, on_game, shipped, difference) -> str:
    """What stopping at `tolerance` does to the values, said beside the choice of it."""
    here = f"this position's value {scientific(difference)} from the exact one (the staged solver's)"
    if on_game:
        most = scientific(whole.distances[tolerance])
        return (f"Stopping at {power_of_ten(tolerance)} takes {plural(whole.sweeps(tolerance), 'sweep')} of the whole "
                f"game and leaves every value within {most} of the exact one" + ("." if shipped else f"; {here}.")
                + (ROUNDING if tolerance == min(TOLERANCES) else ""))
    return f"Stopping at {power_of_ten(tolerance)} leaves {here}."


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
    whole_order = "in the order i = 0, 1, 2, …, for each i every j from 0 up, for each j every k from 0 up"
    if on_game:
        lines.append(f"Here the whole game is swept at once: every i and j below the goal {pig.goal} and every k below "
                     f"{pig.goal} − i, {plural(count, 'position')} a sweep, {whole_order}. A position with i + k at the "
                     "goal is won: P = 1. Count the sweeps of your own program in this order and tolerance: they "
                     "match (at the smallest tolerance, give or take a sweep of rounding: see the note under it).")
    else:
        order = (f"first the positions of the player with {max(i, j)} to move, then those of the player with "
                 f"{min(i, j)}, each from the highest turn total down to 0" if i != j else
                 f"the positions of the player with {i} to move (with both scores {i}, the two players' positions are "
                 "the same ones), from the highest turn total down to 0")
        game = plural(game_size(pig), "position")
        lines.append(f"A position's value depends on positions with the same two scores (a bust hands the turn over "
                     f"and comes back), so those are swept together: the stage of scores {i} and {j} has "
                     f"{plural(count, 'position')} ({'both players' if i != j else 'either player'} to move, every turn "
                     f"total), swept in this order: {order}. Higher scores come later in the game: their values are "
                     "known already, from the stages above."
                     + (f" The whole game, {game} a sweep swept {whole_order}, takes "
                        f"{plural(whole.sweeps(tolerance), 'sweep')} to reach this tolerance: choose the whole game "
                        "above to see each sweep." if whole else
                        f" The whole game, {game} a sweep, is too big to sweep here: choose a goal of "
                        f"{WHOLE_GAME_GOAL} or less for that, or the seed's own game (goal {SHIPPED.goal}, a "
                        f"d{SHIPPED.sides}), whose sweeps are worked out beforehand."))
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
        happens = (f"Bust, the opponent's turn: 1 − P({j}, {i}, 0)" if gain == 0 else
                   f"Turn total {k + gain}: " + ("the goal, 1" if i + k + gain >= pig.goal else f"P({i}, {j}, {k + gain})"))
        rows.append(row([face, f"1/{len(pig.faces)}", happens, precise(unit, value),
                         precise(unit, float(chance) * value, 3)], step, {"chance": float(chance), "value": value}))
    rows.append(row(["All", "1", "Rolling", "", precise(unit, roll, 3)], step, {"value": roll}, kind="total"))
    lines = [f"Hold: bank {k} point{'' if k == 1 else 's'}; the opponent then moves at {j} to {i + k} with a win chance of "
             f"{precise(unit, 1 - hold)}, so holding is worth 1 − that = {precise(unit, hold)}."]
    return [table(f"Roll: each face of the {'coin' if pig.coin else f'd{pig.sides}'}, its chance, and the win chance after it",
                  ["Face", "Chance", "What happens", "Win chance after it", "Chance × win chance"], rows, start=step),
            text(lines, step)]


def developer(on_game, shipped, difference) -> list[str]:
    swept = ("the whole game (stb.pig.iteration.game_iteration)" + (
        ", swept once by tools/sweeps.py and shipped in stb/pig/whole_game.py" if shipped else "") if on_game else
        "this stage (stb.pig.iteration.stage_iteration), the stages above taken from the staged solver")
    return [f"The sweeps are stb/solvers/value_iteration.py's value_iteration over {swept}. The advice comes from the "
            f"staged solver (stb/solvers/staged.py), which solves each stage exactly in one pass; the tests hold the "
            f"two equal over whole games. Here they differ by {scientific(difference)} in the win chance.",
            "The seed is seeds/003 (Pig): its Question 3 asks for the Piglet solver's value iteration turned to Pig, "
            "and its Question 2 for P(99, 99, 0) and its neighbours by hand (the exact fractions here)."]


def where(pig, state, names) -> str:
    mover = names[state.player]
    return (f"{mover} {'are' if mover == 'You' else 'is'} to move with {state.me}, the opponent has {state.you}, turn "
            f"total {state.pending} (goal {pig.goal}, {'a coin' if pig.coin else f'a d{pig.sides}'})")
