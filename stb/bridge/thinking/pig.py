"""How the computer thinks in Pig: the staged sweep the advice runs (stb.solvers.staged, through
stb.pig.solve), traced by its observer: the stages of the two scores from the highest down to this
position's, the pair of turn starts P(i, j, 0) and P(j, i, 0) solved try by try, then this turn
solved from it, turn total by turn total (where rolling gives way to holding), the recurrence of
this position written out with its numbers (exact fractions near the goal), and the choice."""

from fractions import Fraction

from stb.bridge.position import names as seats_of, viewer as viewer_of
from stb.bridge.thinking.blocks import fraction, headline, other, panel, precise, row, table, text
from stb.bridge.thinking.staged import above_step, counts, pair, traced, tries_table, try_step
from stb.i18n import _, n_, number, percent
from stb.words import lowered, said
from stb.pig.optimal import solve
from stb.pig.rules import hold_value, roll_value

EXACT_SCORES = 12
"""Positions whose scores are both this close to the goal are also solved exactly (in fractions)."""
CURVE_DIGITS = 4
"""Decimals of the win chances the turn's curve is drawn from."""


def trace(page, game, state, opponent, asked) -> dict:
    """The sweep down to this position's stage, its pair solved, this turn from it, and the choice."""
    pig, unit = game, page.unit(game)
    i, j, k = state.me, state.you, state.pending
    sweep = traced(lambda lowest, observer: solve(pig, lowest=lowest, observer=observer), i, j)
    P = sweep.solved.P
    roll, hold = roll_value(pig, P, i, j, k), hold_value(pig, P, i, j, k)
    seats = seats_of(page, game, opponent)
    viewer = viewer_of(page, game, opponent, state.player)
    mine = state.player == viewer
    exact = exact_choice(pig, i, j, k)
    exact = exact if exact and all(map(fraction, exact)) else None  # shown where both are short fractions
    values, pairs = (value_name(i, j), value_name(j, i)), (pair(i, j), pair(j, i))
    steps = [above_step(pig.goal, sweep.stages, i, j)]
    steps += [try_step(n, attempt, len(sweep.tries), values, pairs,
                       lambda holds, ours: holding(pig, holds, i if ours else j))
              for n, attempt in enumerate(sweep.tries, start=1)]
    turn = curve(pig, P, i, j)
    steps.append(turn_step(pig, unit, state, P(j, i, 0), turn[1], roll, hold))
    choice = "roll" if roll > hold or not k else "hold"  # a turn begins with a roll (stb.pig.rules: actions)
    best = roll if choice == "roll" else hold
    steps.append(choice_step(unit, seats[viewer], mine, lowered(page.move_words(game, state, choice)), best))
    seen = best if mine else 1 - best
    exact_best = None if exact is None else exact[("roll", "hold").index(choice)]
    exact_seen = None if exact is None else exact_best if mine else 1 - exact_best
    # Translators: column heads of Pig's table of tries: the turn total at which the best turn from each of two
    # positions ("(30, 40)") first holds
    choices = tuple(_("First hold from {pair}").format(pair=position) for position in pairs)
    blocks = [counts(sweep.stages), tries_table(sweep.tries, values, choices,
                                                lambda holds, ours: number(first_hold(pig, holds, i if ours else j))),
              curve_block(pig, state, turn, len(steps) - 2), *recurrence(pig, unit, P, state, len(steps) - 2),
              # Translators: a table's caption in Pig's panel: rolling's and holding's chances to win, the better
              # chosen; with equal chances the player holds
              table(_("The choice: the better of rolling and holding (a tie holds)"),
                    # Translators: column heads of Pig's table of the choice: the move, its chance to win, and
                    # that chance as an exact fraction (6/7) near the goal
                    [_("Choice"), _("Win chance")] + [_("Exactly")] * (exact is not None),
                    [row([page.move_words(game, state, name), precise(unit, value)]
                         + [fraction(exactly)] * (exact is not None),
                         len(steps) - 1, {"value": value, "move": name}, kind="best" if choice == name else "")
                     for name, value, exactly in zip(("roll", "hold"), (roll, hold), exact or (None, None))
                     if name in game.actions(state)],
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
    return panel(_("The staged sweep"), where(page, pig, state, seats), intro(pig, state, seats, viewer),
                 headline(label, seen, precise(unit, seen)
                          + (f" = {fraction(exact_seen)}" if exact_seen is not None and fraction(exact_seen) else "")),
                 steps, blocks, developer=developer())


def value_name(i, j) -> str:
    """P(i, j, 0), a turn start's value as the seed writes it, on one line."""
    return f"P({number(i)},\u00a0{number(j)},\u00a00)"


def first_hold(pig, holds: int, me: int) -> int:
    """The turn total at which a turn from score `me` first holds, its choices `holds` (bit d: hold
    with d points to go, stb.pig.optimal.Turns); with none, the goal's."""
    reach = pig.goal - me
    return reach + 1 - holds.bit_length() if holds else reach


def holding(pig, holds: int, me: int) -> str:
    """A turn's choices, as a try says them: where it first holds."""
    # Translators: a choice in a try of Pig's staged sweep ("the best play is holding at 20 from (30, 40)"): the
    # turn total {total} at which the turn first holds
    return _("holding at {total}").format(total=number(first_hold(pig, holds, me)))


def intro(pig, state, seats, viewer) -> list[str]:
    """What P(i, j, k) is, the recurrence, why the turn starts come in stages, and how a stage is solved."""
    values = {"sides": number(pig.sides), "top": number(2 * pig.goal - 2)}
    if pig.coin:
        # Translators: how Pig's panel begins, for Piglet (a coin). P(i, j, k), P_flip and P_hold are the seed's
        # notation: keep them as written
        recurrence_said = _(
            "P(i, j, k) is the chance that the player to move wins with score i against the opponent's j and turn "
            "total k, both playing their best from then on. Flipping the coin: tails loses the turn total and hands "
            "the opponent the turn at (j, i, 0); heads adds 1 to the turn total. Holding banks the turn total and "
            "hands the opponent the turn at (j, i + k, 0). So P(i, j, k) is the better of P_flip = (1 − P(j, i, 0) + "
            "P(i, j, k + 1)) / 2 and P_hold = 1 − P(j, i + k, 0).")
    else:
        # Translators: how Pig's panel begins, for a die of {sides} faces. P(i, j, k), P_roll and P_hold are the
        # seed's notation: keep them as written
        recurrence_said = _(
            "P(i, j, k) is the chance that the player to move wins with score i against the opponent's j and turn "
            "total k, both playing their best from then on. Rolling the d{sides}: a 1 loses the turn total and hands "
            "the opponent the turn at (j, i, 0); any other face adds to the turn total. Holding banks the turn total "
            "and hands the opponent the turn at (j, i + k, 0). So P(i, j, k) is the better of P_roll = (1 − P(j, i, 0) "
            "+ the sum of P(i, j, k + face) over the faces 2 to {sides}) / {sides} and P_hold = 1 − P(j, i + k, 0).")
    return [recurrence_said.format(**values),
            # Translators: the staged sweep explained, in Pig's panel; {top} the highest total of two scores
            _("Scores never fall, so the sweep solves the turn starts P(i, j, 0) in stages, by the total i + j of the "
              "two scores, from the highest ({top}: both one point short of the goal) down: a turn that banks points "
              "reaches a higher total, solved already. Only a bust leaves the scores as they were, handing the turn "
              "over: so within a stage P(i, j, 0) and P(j, i, 0) depend on each other, and each, with its turn's "
              "rolls and holds chosen, is a line in the other.").format(**values),
            _("For each pair the sweep guesses P(i, j, 0) and P(j, i, 0) from the stages above, chooses at the guess "
              "where each turn rolls and where it holds, solves the two lines, and tries again until the choices "
              "hold where the lines cross: one try is enough for most pairs. Value iteration, the seed's method, "
              "sweeps every position again and again until no value changes by more than a tolerance; the staged "
              "sweep reaches the values it converges to, each pair in a few tries."),
            whose_P(state.player, seats, viewer)]


def whose_P(mover: int, seats, viewer: int) -> str:
    """Whose chance P is: the player to move's; and the viewer's, when it is another's."""
    if mover == viewer:
        # Translators: the end of Pig's explanation: P is the chance to win of the player to move, here you / the
        # computer / {player} (a player's name, "Player 1")
        return said(seats[mover], you=_("P is the chance of the player to move, here you."),
                    computer=_("P is the chance of the player to move, here the computer."),
                    player=_("P is the chance of the player to move, here {player}."))
    # Translators: the end of Pig's explanation, when the player to move is not the one whose side the advice takes:
    # P is the mover's chance, the other's 1 − P; {player} and {other} are players' names ("Player 1", "Player 2")
    return said(seats[mover], you=_("P is the chance of the player to move, here you: the computer's chance is 1 − P."),
                computer=_("P is the chance of the player to move, here the computer: your chance is 1 − P."),
                player=_("P is the chance of the player to move, here {player}: {other}'s chance is 1 − P."),
                other=other(seats, mover))


def turn_step(pig, unit, state, after_bust: float, choices: str, roll: float, hold: float) -> str:
    """This turn solved from its pair: the value after a bust, where it rolls and holds, and here."""
    i, j, k = state.me, state.you, state.pending
    values = {"i": number(i), "j": number(j), "after": percent(100 * after_bust, 2), "choices": choice_words(choices),
              "total": number(k), "roll": precise(unit, roll), "hold": precise(unit, hold)}
    if not k:
        # Translators: a step of Pig's panel once the pair is solved, at the start of a turn: {after} the chance
        # P(j, i, 0) after a bust (as 46.32 %), {choices} where the turn rolls and holds ("roll for k = 0 to 19, hold
        # for k = 20 to 99"), and the chance to win by rolling ({roll})
        return _("With P({j}, {i}, 0) = {after} solved, the turn from ({i}, {j}) is solved too, turn total k by turn "
                 "total: {choices}. Here the turn begins, with a roll worth {roll}.").format(**values)
    # Translators: a step of Pig's panel once the pair is solved: {after} the chance P(j, i, 0) after a bust (as
    # 46.32 %), {choices} where the turn rolls and holds ("roll for k = 0 to 19, hold for k = 20 to 99"), then this
    # position's turn total {total} and the chances to win by rolling ({roll}) and holding ({hold})
    return _("With P({j}, {i}, 0) = {after} solved, the turn from ({i}, {j}) is solved too, turn total k by turn "
             "total: {choices}. Here, at turn total {total}, rolling is worth {roll} and holding {hold}.").format(
        **values)


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


def curve(pig, P, i, j) -> tuple[list[float], str]:
    """The turn's values for the player to move at (i, j), turn total by turn total, and the choice at
    each ("r" roll, "h" hold; a tie holds)."""
    rolls = [roll_value(pig, P, i, j, k) for k in range(pig.goal - i)]
    holds = [hold_value(pig, P, i, j, k) for k in range(pig.goal - i)]
    return ([round(max(r, h), CURVE_DIGITS) for r, h in zip(rolls, holds)],
            "".join("r" if r > h else "h" for r, h in zip(rolls, holds)))


def curve_block(pig, state, turn, step) -> dict:
    """The turn's values against the turn total, rolling and holding told apart, from step `step`."""
    i, j = state.me, state.you
    values, choices = turn
    said_choices = choice_words(choices)
    # Translators: the caption of Pig's curve: P(i, j, k) the chance to win of the player to move with {score} points
    # against {opponent}, for each turn total k; ● marks rolling, ○ holding, whichever is better; then where each
    # is chosen ({choices})
    caption = _("P({score}, {opponent}, k), the chance of the player to move with {score} against {opponent}, for "
                "every turn total k (● roll, ○ hold: the better of the two): {choices}.").format(
        score=number(i), opponent=number(j), choices=said_choices)
    # Translators: the accessible name of Pig's curve: the chance to win against the turn total k; {choices} where
    # rolling and holding are chosen
    described = _("win chance against the turn total k: {choices}").format(choices=said_choices)
    return {"kind": "curve", "from": step, "values": [values], "choices": [choices], "said": [said_choices],
            "here": state.pending, "captions": [caption], "described": [described],
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


def exact_choice(pig, i, j, k):
    """(P_roll, P_hold) here as exact fractions, where both scores are near the goal (else None)."""
    if min(i, j) < pig.goal - EXACT_SCORES:
        return None
    exact = solve(pig, exact=True, lowest=min(i, j))
    return exact.roll(i, j, k), exact.hold(i, j, k)


def roll_terms(pig, P, i: int, j: int, k: int) -> list[tuple[int, Fraction, float]]:
    """P_roll written out: per face, (its gain, 0 for the bust; its chance; the roller's chance to
    win after it): a bust hands the opponent the turn at (j, i, 0), any other face adds its gain to
    the turn total. The chances times the values add up to `roll_value`."""
    chance = Fraction(1, len(pig.faces))
    return [(0, chance, 1 - P(j, i, 0))] + [(gain, chance, P(i, j, k + gain)) for gain in pig.gains]


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
    lines = [n_("Hold: bank {count}\u00a0point; the opponent then moves at {opponent} to {banked} with a win chance of "
                "{chance}, so holding is worth 1 − that = {value}.",
                "Hold: bank {count}\u00a0points; the opponent then moves at {opponent} to {banked} with a win chance of "
                "{chance}, so holding is worth 1 − that = {value}.", k).format(
        count=number(k), opponent=number(j), banked=number(i + k), chance=precise(unit, 1 - hold),
        value=precise(unit, hold)) if k else
        # Translators: under Pig's table of a roll, at the start of a turn (turn total 0), where the rules allow no hold
        _("A turn begins with a roll: at turn total 0 there is nothing to hold.")]
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


def developer() -> list[str]:
    # Translators: the fold for developers of Pig's panel: where the code is (file paths and Python names, keep them
    # as written), and what the seed (the course assignment, seeds/003) asks
    return [_("The sweep is stb/solvers/staged.py's solve_stages with Pig's turn line (stb/pig/optimal.py, Turns), "
              "traced through its observer, the same solve the advice reads (stb.pig.solution keeps it per rules). "
              "tests/games/test_pig.py holds it to value iteration and to exact fractions."),
            _("The seed is seeds/003 (Pig): its Question 3 asks for the Piglet solver's value iteration turned to Pig, "
              "whose values this sweep gives exactly, and its Question 2 for P(99, 99, 0) and its neighbours by hand "
              "(the exact fractions here).")]


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
