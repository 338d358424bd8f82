"""How the computer thinks in Pig: the spec's value iteration (stb.solvers.value_iteration), sweep by
sweep, over this position's stage or over the whole game as the spec's solver sweeps it, with the
largest change of each sweep, this position's roll and hold values as they converge, and the stage's
values against the turn total with where rolling gives way to holding; the seed's whole game at goal
100 is too big to sweep in the page, so its sweeps are the ones shipped (stb.pig.iteration). Then the
recurrence for this position with its numbers (exact fractions near the goal), and the choice."""

from stb.bridge.position import names as seats_of, viewer as viewer_of
from stb.bridge.thinking.blocks import (chosen, fraction, headline, option, panel, power_of_ten, precise, row,
                                        scientific, table, text)
from stb.bridge.thinking.pig_intro import intro
from stb.i18n import N_, _, n_, number, percent
from stb.words import lowered, said
from stb.pig.iteration import (TOLERANCE, TOLERANCES, WHOLE_GAME_GOAL, game_iteration, game_size, looked_up,
                               roll_terms, stage_iteration, stage_positions, whole_game)
from stb.pig.optimal import solution, solve
from stb.pig.rules import hold_value, roll_value

EXACT_SCORES = 12
"""Positions whose scores are both this close to the goal are also solved exactly (in fractions)."""
# Translators: Pig's value-iteration panel, beside the smallest tolerance (10⁻¹⁴): why another program's
# count of sweeps may differ by one there. A "double" is a floating-point number; P_roll (the chance to win
# by rolling), P(i, j, k + face) and 1 − P(j, i, 0) are the seed's formulas: keep them as written
ROUNDING = N_("So small a change is only some tens of roundings of a double near 1/2: a program that adds the terms "
              "of P_roll in another order (this one adds the faces' P(i, j, k + face) first, then 1 − P(j, i, 0)) may "
              "stop a sweep sooner or later.")
"""Said of the smallest tolerance, where the count of sweeps depends on rounding (at goal 100, 577
sweeps as this code adds, 576 adding from left to right)."""
CURVE_DIGITS = 4
"""Decimals of the win chances the stage's curve is drawn from."""
SWEEPS = {
    # Translators: a choice of Pig's value-iteration panel, after "Sweep over": each sweep (one pass that
    # recomputes every value) goes over the positions of this stage, those whose two scores are this position's
    "stage": N_("this stage (these two scores)"),
    # Translators: a choice of Pig's value-iteration panel, after "Sweep over": each sweep goes over every
    # position of the game, in the order of the seed's loops (i your score, j the opponent's, k the turn total)
    "game": N_("the whole game (i, j, k counting up)"),
}


def trace(page, game, state, opponent, asked) -> dict:
    """The sweeps, and the recurrence of this position written out with the settled values."""
    pig, unit = game, page.unit(game)
    i, j, k = state.me, state.you, state.pending
    whole = whole_game(pig)
    # Translators: the label of a select in Pig's value-iteration panel: what each sweep (one pass that
    # recomputes every position's chance to win from the values as they stand) goes over
    sweep_option = option("sweep", _("Sweep over"), "stage", [(key, _(words)) for key, words in SWEEPS.items()])
    # Translators: the label of a select in Pig's value-iteration panel, before a tolerance such as 10⁻¹²:
    # value iteration stops after a sweep in which no value changed by that much
    options, offered = chosen(asked, [sweep_option] * (whole is not None) + [
        option("tolerance", _("Stop once no value changes by"), f"{TOLERANCE:.0e}",
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
    seats = seats_of(page, game, opponent)
    viewer = viewer_of(page, game, opponent, state.player)
    mine = state.player == viewer
    exact = exact_choice(pig, i, j, k)
    exact = exact if exact and all(map(fraction, exact)) else None  # shown where both are short fractions
    staged = solution(pig)
    difference = abs(max(roll, hold) - max(staged.roll(i, j, k), staged.hold(i, j, k)))
    offered[-1]["note"] = tolerance_note(whole, tolerance, on_game, shipped, difference)
    steps = sweep_steps(unit, history, tolerance, on_game)
    steps.append(settled_step(len(history), shipped))
    best, choice = max(roll, hold), "roll" if roll > hold else "hold"
    steps.append(choice_step(unit, seats[viewer], mine, lowered(page.move_words(game, state, choice)), best))
    chart = sweeps_chart(history, tolerance)
    count = game_size(pig) if on_game else len(stage_positions(pig, i, j))
    seen = best if mine else 1 - best
    exact_seen = None if exact is None else max(exact) if mine else 1 - max(exact)
    blocks = [chart, sweeps_table(unit, history, shipped)]
    if curves:
        blocks.append(curve_block(pig, state, curves))
    # Translators: a table's caption in Pig's value-iteration panel: rolling's and holding's chances to win,
    # the better chosen; with equal chances the player holds
    blocks += [*recurrence(pig, unit, P, state, len(history)),
               table(_("The choice: the better of rolling and holding (a tie holds)"),
                     # Translators: column heads of Pig's table of the choice: the move, its chance to win, and
                     # that chance as an exact fraction (6/7) near the goal
                     [_("Choice"), _("Win chance")] + [_("Exactly")] * (exact is not None),
                     [row([page.move_words(game, state, name), precise(unit, value)]
                          + [fraction(exactly)] * (exact is not None),
                          len(steps) - 1, {"value": value, "move": name}, kind="best" if choice == name else "")
                      for name, value, exactly in zip(("roll", "hold"), (roll, hold), exact or (None, None))],
                     start=len(steps) - 2)]
    if exact_seen is not None and fraction(exact_seen):
        blocks.append(text([said(
            seats[viewer],
            # Translators: Pig's panel near the goal, where the chances to win are short exact fractions ({fraction},
            # as 6/7), as the seed asks for them worked out by hand
            you=_("Near the goal the values are short fractions, as when solved by hand: your chance to win here "
                  "is exactly {fraction}."),
            computer=_("Near the goal the values are short fractions, as when solved by hand: the computer's chance "
                       "to win here is exactly {fraction}."),
            player=_("Near the goal the values are short fractions, as when solved by hand: {player}'s chance to "
                     "win here is exactly {fraction}."),
            fraction=fraction(exact_seen))], len(steps) - 1))
    label = said(seats[viewer], you=_("Your chance to win"), computer=_("The computer's chance to win"),
                 player=_("{player}'s chance to win"))
    # Translators: Pig's value-iteration panel's title: the algorithm, as a course on Markov decision
    # processes or dynamic programming names it
    return panel(_("Value iteration"), where(page, pig, state, seats),
                 intro(pig, state, on_game, tolerance, count, seats, viewer, whole),
                 headline(label, seen, precise(unit, seen)
                          + (f" = {fraction(exact_seen)}" if exact_seen is not None and fraction(exact_seen) else "")),
                 steps, blocks, options=offered, developer=developer(on_game, shipped, difference))


def game_P(values):
    """P(me, you, k) from the whole game's values: 1 once the turn total reaches the goal (no value kept)."""
    return lambda me, you, k: values.get((me, you, k), 1.0)


def settled_step(sweeps: int, shipped: bool) -> str:
    """The step once the values are settled: the recurrence follows."""
    if shipped:
        # Translators: a step of Pig's value-iteration panel once value iteration has stopped: next comes the
        # recurrence (the formula of the chance to win) for this position; at goal 100 the page ships only the
        # record of the whole game's sweeps, so the values used are the exact ones
        return n_("Settled after {count}\u00a0sweep: the recurrence for this position, with the exact values (the "
                  "whole game's sweeps are shipped, not its values).",
                  "Settled after {count}\u00a0sweeps: the recurrence for this position, with the exact values (the "
                  "whole game's sweeps are shipped, not its values).", sweeps).format(count=number(sweeps))
    # Translators: a step of Pig's value-iteration panel once value iteration has stopped: next comes the
    # recurrence (the formula of the chance to win) for this position, with the values it settled on
    return n_("Settled after {count}\u00a0sweep: the recurrence for this position, with the settled values.",
              "Settled after {count}\u00a0sweeps: the recurrence for this position, with the settled values.",
              sweeps).format(count=number(sweeps))


def choice_step(unit, viewer, mine: bool, choice: str, best: float) -> str:
    """The last step: the choice (`choice`, the move's words) and what it is worth, to the viewer too."""
    values = {"choice": choice, "value": precise(unit, best), "chance": precise(unit, 1 - best)}
    if mine:
        # Translators: the last step of Pig's panel: {choice} the move chosen ("roll" or "hold", as a sentence
        # writes it), {value} the chance to win it gives (53.06 %)
        return _("The choice: {choice}, worth {value} to the player to move.").format(**values)
    # Translators: the last step of Pig's panel when the player to move is not you: {choice} the move chosen
    # ("roll" or "hold"), {value} the mover's chance to win, {chance} the other player's (1 minus it)
    return said(viewer, you=_("The choice: {choice}, worth {value} to the player to move; your chance is 1 − that = "
                              "{chance}."),
                computer=_("The choice: {choice}, worth {value} to the player to move; the computer's chance is 1 − "
                           "that = {chance}."),
                player=_("The choice: {choice}, worth {value} to the player to move; {player}'s chance is 1 − that = "
                         "{chance}."), **values)


def sweeps_chart(history, tolerance) -> dict:
    """The largest change of each sweep, on a logarithmic scale against the tolerance, with its words:
    the axis's first and last sweeps, and how many sweeps are drawn, by their count."""
    count = len(history)
    # Translators: the x axis's labels of Pig's chart of sweeps: {sweep} a sweep's number (1, then the last)
    first, last = (_("sweep {sweep}").format(sweep=number(sweep)) for sweep in (1, count))
    return {"kind": "chart", "from": 0, "points": [change for change, rolled, held in history], "line": tolerance,
            # Translators: the caption of Pig's chart: each sweep's largest change of a value, on a logarithmic
            # scale, down to the tolerance ({tolerance}, as 10⁻¹²), drawn as a dashed line
            "caption": _("The largest change in each sweep (a logarithmic scale), falling to the tolerance {tolerance} "
                         "(dashed: the tolerance).").format(tolerance=power_of_ten(tolerance)),
            "first": first, "last": last,
            # Translators: the accessible name of Pig's chart of sweeps, as the steps draw it: {drawn} of {count} sweeps
            "drawn": [n_("largest change after each sweep: {drawn} of {count} sweep drawn",
                         "largest change after each sweep: {drawn} of {count} sweeps drawn",
                         count).format(drawn=number(drawn), count=number(count)) for drawn in range(1, count + 1)]}


def curve(pig, P, i, j) -> tuple[list[float], str]:
    """The stage's values for the player to move at (i, j), turn total by turn total, and the choice at
    each ("r" roll, "h" hold; a tie holds), from the values as they stand."""
    rolls = [roll_value(pig, P, i, j, k) for k in range(pig.goal - i)]
    holds = [hold_value(pig, P, i, j, k) for k in range(pig.goal - i)]
    return ([round(max(r, h), CURVE_DIGITS) for r, h in zip(rolls, holds)],
            "".join("r" if r > h else "h" for r, h in zip(rolls, holds)))


def curve_block(pig, state, curves) -> dict:
    """The stage's values against the turn total after each sweep, rolling and holding told apart:
    the hold/roll boundary, as it settles; its words, sweep by sweep, and the axes'."""
    i, j = state.me, state.you
    said_by_sweep = [choice_words(choices) for values, choices in curves]
    # Translators: the caption of Pig's curve, after each sweep: P(i, j, k) the chance to win of the player to move
    # with {score} points against {opponent}, for each turn total k; ● marks rolling, ○ holding, whichever is better
    # as the values stand; then after which sweep it is drawn ({sweep}) and where each is chosen ({choices})
    caption = _("After each sweep: P({score}, {opponent}, k), the chance of the player to move with {score} against "
                "{opponent}, for every turn total k (● roll, ○ hold: the better of the two, as the values stand). After "
                "sweep {sweep}: {choices}.")
    # Translators: the accessible name of Pig's curve: the chance to win against the turn total k, after sweep
    # {sweep}; {choices} where rolling and holding are chosen
    described = _("win chance against the turn total k after sweep {sweep}: {choices}")
    return {"kind": "curve", "from": 0,
            "values": [values for values, choices in curves], "choices": [choices for values, choices in curves],
            "said": said_by_sweep, "here": state.pending,
            "captions": [caption.format(score=number(i), opponent=number(j), sweep=number(sweep), choices=choices)
                         for sweep, choices in enumerate(said_by_sweep, start=1)],
            "described": [described.format(sweep=number(sweep), choices=choices)
                          for sweep, choices in enumerate(said_by_sweep, start=1)],
            "ticks": [[value, percent(100 * value, 0)] for value in (0, 0.5, 1)],
            # Translators: the x axis's first label of Pig's curve: the turn total k, {k} its value there (0)
            "first": _("turn total k {k}").format(k=number(0)), "last": number(pig.goal - i - 1),
            # Translators: marks this position's turn total ({k}) on Pig's curve
            "here_label": _("here: {k}").format(k=number(state.pending))}


def choice_words(choices: str) -> str:
    """Where rolling and holding are chosen, turn total by turn total: "hold at k = 0, roll for k = 1 to 19, ..."."""
    runs, start = [], 0
    for k in range(1, len(choices) + 1):
        if k == len(choices) or choices[k] != choices[start]:
            runs.append(choice_run(choices[start] == "r", start, k - 1))
            start = k
    return ", ".join(runs)


def choice_run(rolls: bool, first: int, last: int) -> str:
    """Rolling (or holding) at one turn total k, or for a run of them."""
    # Translators: parts of a list of where Pig's best play rolls or holds, turn total k by turn total
    # ("hold at k = 0, roll for k = 1 to 19, hold for k = 20 to 69"): {k}, {first} and {last} turn totals
    if first == last:
        return (_("roll at k = {k}") if rolls else _("hold at k = {k}")).format(k=number(first))
    return (_("roll for k = {first} to {last}") if rolls else _("hold for k = {first} to {last}")).format(
        first=number(first), last=number(last))


def sweep_steps(unit, history, tolerance, on_game) -> list[str]:
    """A step per sweep: its largest change, and this position's values after it where known."""
    steps = []
    for n, (change, rolled, held) in enumerate(history, start=1):
        values = {"sweep": number(n), "change": scientific(change)}
        below = change < tolerance
        if rolled is None:  # the whole game's sweeps shipped
            # Translators: a step of Pig's value-iteration panel: sweep number {sweep} over the whole game, and the
            # largest change of any value in it ({change}, as 3.2 × 10⁻⁵); below the tolerance, value iteration stops
            steps.append((_("Sweep {sweep}: the largest change anywhere in the game was {change} (below the tolerance: "
                            "stop).") if below else
                          _("Sweep {sweep}: the largest change anywhere in the game was {change}.")).format(**values))
            continue
        values.update(roll=precise(unit, rolled), hold=precise(unit, held))
        if on_game:
            # Translators: a step of Pig's value-iteration panel: sweep number {sweep} over the whole game, its
            # largest change ({change}), and this position's chances to win by rolling ({roll}) and holding ({hold})
            said_here = (_("Sweep {sweep}: the largest change anywhere in the game was {change} (below the tolerance: "
                           "stop); here rolling is worth {roll} and holding {hold}.") if below else
                         _("Sweep {sweep}: the largest change anywhere in the game was {change}; here rolling is worth "
                           "{roll} and holding {hold}."))
        else:
            # Translators: a step of Pig's value-iteration panel: sweep number {sweep} over this stage (the positions
            # with this position's two scores), its largest change ({change}), and this position's chances to win
            # by rolling ({roll}) and holding ({hold})
            said_here = (_("Sweep {sweep}: the largest change in the stage was {change} (below the tolerance: stop); "
                           "here rolling is worth {roll} and holding {hold}.") if below else
                         _("Sweep {sweep}: the largest change in the stage was {change}; here rolling is worth {roll} "
                           "and holding {hold}."))
        steps.append(said_here.format(**values))
    return steps


def sweeps_table(unit, history, shipped) -> dict:
    rows = [row([number(n), scientific(change)] + ([] if shipped else [precise(unit, rolled), precise(unit, held)]),
                n - 1, {"change": change} if shipped else {"change": change, "roll": rolled, "hold": held})
            for n, (change, rolled, held) in enumerate(history, start=1)]
    # Translators: column heads of Pig's table of sweeps: the sweep's number, and its largest change of a chance to
    # win (written as a probability: 1 stands for 100 %)
    columns = [_("Sweep"), _("Largest change (win chance, 1 = 100 %)")]
    if shipped:
        # Translators: the caption of Pig's table of sweeps over the whole game
        return table(_("Each sweep of the whole game: its largest change"), columns, rows, grow=True, window=8)
    # Translators: the caption of Pig's table of sweeps, and two more column heads: this position's chance to win
    # by rolling, and by holding, after each sweep
    return table(_("Each sweep: its largest change, and this position's values after it"),
                 columns + [_("Roll here: win chance"), _("Hold here: win chance")], rows, grow=True, window=8)


def tolerance_note(whole, tolerance, on_game, shipped, difference) -> str:
    """What stopping at `tolerance` does to the values, said beside the choice of it."""
    values = {"tolerance": power_of_ten(tolerance), "difference": scientific(difference)}
    if not on_game:
        # Translators: beside Pig's tolerance: stopping value iteration at {tolerance} (10⁻¹²) leaves this position's
        # chance to win {difference} (2.0 × 10⁻¹³) away from the exact value, which the staged solver (the one the
        # advice uses, exact stage by stage) gives
        return _("Stopping at {tolerance} leaves this position's value {difference} from the exact one (the staged "
                 "solver's).").format(**values)
    sweeps = whole.sweeps(tolerance)
    values.update(count=number(sweeps), distance=scientific(whole.distances[tolerance]))
    if shipped:
        # Translators: beside Pig's tolerance, sweeping the whole game: stopping at {tolerance} takes {count} sweeps
        # and leaves every chance to win at most {distance} away from the exact value
        note = n_("Stopping at {tolerance} takes {count}\u00a0sweep of the whole game and leaves every value within "
                  "{distance} of the exact one.",
                  "Stopping at {tolerance} takes {count}\u00a0sweeps of the whole game and leaves every value within "
                  "{distance} of the exact one.", sweeps).format(**values)
    else:
        # Translators: beside Pig's tolerance, sweeping the whole game: stopping at {tolerance} takes {count} sweeps,
        # leaves every chance to win at most {distance} away from the exact value, and this position's {difference}
        # away from it (the staged solver's, the advice's exact solver)
        note = n_("Stopping at {tolerance} takes {count}\u00a0sweep of the whole game and leaves every value within "
                  "{distance} of the exact one; this position's value {difference} from the exact one (the staged "
                  "solver's).",
                  "Stopping at {tolerance} takes {count}\u00a0sweeps of the whole game and leaves every value within "
                  "{distance} of the exact one; this position's value {difference} from the exact one (the staged "
                  "solver's).", sweeps).format(**values)
    return f"{note} {_(ROUNDING)}" if tolerance == min(TOLERANCES) else note


def exact_choice(pig, i, j, k):
    """(P_roll, P_hold) here as exact fractions, where both scores are near the goal (else None)."""
    if min(i, j) < pig.goal - EXACT_SCORES:
        return None
    exact = solve(pig, exact=True, lowest=min(i, j))
    return exact.roll(i, j, k), exact.hold(i, j, k)


def recurrence(pig, unit, P, state, step) -> list[dict]:
    """P_roll as the sum of its faces and P_hold, with the settled values, from step `step` on."""
    i, j, k = state.me, state.you, state.pending
    roll, hold = roll_value(pig, P, i, j, k), hold_value(pig, P, i, j, k)
    rows = []
    for gain, chance, value in roll_terms(pig, P, i, j, k):
        rows.append(row([face_words(pig, gain), f"1/{len(pig.faces)}", happens(pig, state, gain),
                         precise(unit, value), precise(unit, float(chance) * value, 3)], step,
                        {"chance": float(chance), "value": value}))
    # Translators: the last row of Pig's table of a roll's faces: all the faces together ("All", their chance 1),
    # which make up rolling ("Rolling"), and the chance to win by rolling
    rows.append(row([_("All"), "1", _("Rolling"), "", precise(unit, roll, 3)], step, {"value": roll}, kind="total"))
    # Translators: under Pig's table of a roll: holding banks the turn total ({count} points) and hands the turn to
    # the opponent, who then moves with {opponent} points against {banked}, with a chance to win of {chance}; holding
    # is worth 1 minus that ({value})
    lines = [n_("Hold: bank {count} point; the opponent then moves at {opponent} to {banked} with a win chance of "
                "{chance}, so holding is worth 1 − that = {value}.",
                "Hold: bank {count} points; the opponent then moves at {opponent} to {banked} with a win chance of "
                "{chance}, so holding is worth 1 − that = {value}.", k).format(
        count=number(k), opponent=number(j), banked=number(i + k), chance=precise(unit, 1 - hold),
        value=precise(unit, hold))]
    # Translators: the caption of Pig's table of a roll: each face of the coin (Piglet) or of the die (a d{sides},
    # a die of {sides} faces: write it as your language writes dice), its chance, and the chance to win after it
    caption = (_("Roll: each face of the coin, its chance, and the win chance after it") if pig.coin else
               _("Roll: each face of the d{sides}, its chance, and the win chance after it").format(
                   sides=number(pig.sides)))
    # Translators: the column heads of Pig's table of a roll: the face, its chance, what it does to the turn, the
    # chance to win after it, and the product of the two chances
    return [table(caption, [_("Face"), _("Chance"), _("What happens"), _("Win chance after it"),
                            _("Chance × win chance")], rows, start=step),
            text(lines, step)]


def face_words(pig, gain: int) -> str:
    """A face of the die or the coin: the bust (1, or tails), else the points it adds (or heads)."""
    if pig.coin:
        # Translators: the two faces of Piglet's coin (tails busts, heads adds 1 to the turn total)
        return _("Heads") if gain else _("Tails")
    return number(gain or 1)


def happens(pig, state, gain: int) -> str:
    """What a face does: a bust hands the turn over, any other adds to the turn total (at the goal, a win)."""
    i, j, k = state.me, state.you, state.pending
    if gain == 0:
        # Translators: a bust in Pig's table of a roll: the turn total is lost and the opponent's turn comes; the
        # chance to win is then 1 − P({opponent}, {score}, 0), the seed's formula (P as the seed writes it)
        return _("Bust, the opponent's turn: 1 − P({opponent}, {score}, 0)").format(opponent=number(j), score=number(i))
    if i + k + gain >= pig.goal:
        # Translators: in Pig's table of a roll: the face brings the turn total to {total}, reaching the goal: a
        # win, chance 1
        return _("Turn total {total}: the goal, 1").format(total=number(k + gain))
    # Translators: in Pig's table of a roll: the face brings the turn total to {total}; the chance to win is then
    # P({score}, {opponent}, {total}), the seed's formula
    return _("Turn total {total}: P({score}, {opponent}, {total})").format(
        total=number(k + gain), score=number(i), opponent=number(j))


def developer(on_game, shipped, difference) -> list[str]:
    # Translators: the fold for developers of Pig's panel: where the code is (file paths and Python names, keep them
    # as written), and what the seed (the course assignment, seeds/003) asks; {difference} as 2.0 × 10⁻¹³
    if not on_game:
        sweeps = _("The sweeps are stb/solvers/value_iteration.py's value_iteration over this stage "
                   "(stb.pig.iteration.stage_iteration), the stages above taken from the staged solver. The advice "
                   "comes from the staged solver (stb/solvers/staged.py), which solves each stage exactly in one pass; "
                   "the tests hold the two equal over whole games. Here they differ by {difference} in the win chance.")
    elif shipped:
        sweeps = _("The sweeps are stb/solvers/value_iteration.py's value_iteration over the whole game "
                   "(stb.pig.iteration.game_iteration), swept once by tools/sweeps.py and shipped in "
                   "stb/pig/whole_game.py. The advice comes from the staged solver (stb/solvers/staged.py), which "
                   "solves each stage exactly in one pass; the tests hold the two equal over whole games. Here they "
                   "differ by {difference} in the win chance.")
    else:
        sweeps = _("The sweeps are stb/solvers/value_iteration.py's value_iteration over the whole game "
                   "(stb.pig.iteration.game_iteration). The advice comes from the staged solver "
                   "(stb/solvers/staged.py), which solves each stage exactly in one pass; the tests hold the two equal "
                   "over whole games. Here they differ by {difference} in the win chance.")
    return [sweeps.format(difference=scientific(difference)),
            _("The seed is seeds/003 (Pig): its Question 3 asks for the Piglet solver's value iteration turned to Pig, "
              "and its Question 2 for P(99, 99, 0) and its neighbours by hand (the exact fractions here).")]


def where(page, pig, state, seats) -> str:
    """The position in words: who is to move, the scores, the turn total, and the game."""
    values = {"score": number(state.me), "opponent": number(state.you), "total": number(state.pending),
              "goal": number(pig.goal),
              # Translators: the coin or die of the game of Pig, in the panel's position: "a coin" (Piglet), or "a
              # d{sides}" (a die of {sides} faces: write it as your language writes dice: un d6, ein W6...)
              "die": _("a coin") if pig.coin else _("a d{sides}").format(sides=number(pig.sides))}
    # Translators: the position at the head of Pig's panel: who is to move with {score} points, the opponent's
    # {opponent}, the turn total {total}, and the game ({goal} the points to reach, {die} "a d6" or "a coin")
    return said(seats[state.player],
                you=_("You are to move with {score}, the opponent has {opponent}, turn total {total} (goal {goal}, {die})"),
                computer=_("The computer is to move with {score}, the opponent has {opponent}, turn total {total} "
                           "(goal {goal}, {die})"),
                player=_("{player} is to move with {score}, the opponent has {opponent}, turn total {total} (goal "
                         "{goal}, {die})"), **values)
