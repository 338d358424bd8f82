"""How the computer thinks in Shut the Box (one player, two, a table of N): before a roll, the
expectation over the dice, one row per total, as the solver's `choice_value` sums it; after a roll,
each move with the value of the position it leads to. Each row opens the position after its move."""

from fractions import Fraction

from stb import shutbox as sb
from stb.bridge.position import names as seat_names
from stb.bridge.thinking.blocks import headline, listed, panel, precise, row, table, text
from stb.words import lowered, whose
from stb.shutbox import table as tb
from stb.shutbox.rolls import dice_terms
from stb.shutbox.seat import Seat, TableGame

INTRO = [
    "Before a roll, a position is worth an average over the dice: each total's chance times what the best move for "
    "that total leads to. When no open tiles add up to a total, the turn ends there, and that total counts what "
    "ending the turn with these tiles standing is worth.",
    "The solver makes this sum for every set of standing tiles, the fewest first, so the value after any move is "
    "known before it is needed (backward induction; stb/solvers/turns.py, the code that gives the advice).",
]
CHOICE = ("Where you may roll one die or two, each has its own average, and the better of the two (the lower expected "
          "score, or the higher chance) is the position's value.")


def trace(adapter, game, state, opponent) -> dict:
    """The expectation over the dice before a roll, or the moves of a roll after it."""
    rules, board = game.rules, state.board
    if board is None:
        return their_turn(game, state)
    values, end, shown = seen_values(adapter, game, state)
    names = seat_names(adapter, game, opponent)
    label = adapter.value_words(game, state)[0].format(whose=whose(names[game.to_move(state)]))
    unit = adapter.unit(game)
    if state.roll is not None:
        return after_roll(adapter, game, state, values, shown, label, unit)
    choices = dice_terms(rules, values, board, end)
    best = max(choices, key=lambda c: c.value)
    steps, blocks = [], []
    for choice in choices:
        rows, running = [], 0.0
        for term in choice.terms:
            chance, dice_chance = Fraction(term.ways, term.denominator), f"{term.ways}/{term.denominator}"
            value = shown(term.value)
            running += float(chance) * value
            after = None if term.move is None else board ^ term.move
            rows.append(row([str(term.total), dice_chance, move_words(adapter, game, state, term),
                             precise(unit, value), precise(unit, float(chance) * value)], len(steps),
                            {"chance": float(chance), "value": value},
                            opens=child(game, state, after), label=f"Open the position after {term.total}"))
            steps.append(f"{dice_name(choice.dice)}, a total of {term.total}: {dice_chance} × "
                         f"{precise(unit, value)} = {precise(unit, float(chance) * value)}; the sum so far "
                         f"{precise(unit, running)}.")
        rows.append(row(["All", "1", "", "", precise(unit, shown(choice.value))], len(steps) - 1,
                        {"value": shown(choice.value)}, kind="total"))
        caption = (f"{dice_name(choice.dice)}: {label.lower()} after each total, times its chance, adds up to "
                   f"{precise(unit, shown(choice.value))}")
        blocks.append(table(caption, ["Total rolled", "Chance", "Best move for it", label + " after it",
                                      "Chance × value"], rows, fixed=2))
    value = shown(best.value)
    lines = INTRO + ([CHOICE] if len(choices) > 1 else [])
    notes = ["A row whose total has a move opens the position after that move, one roll further on."]
    return panel("Expectation over the dice", where(game, state), lines,
                 headline(label, value, precise(unit, value)), steps, blocks, notes=notes)


def after_roll(adapter, game, state, values, shown, label, unit) -> dict:
    """The roll's moves, each with the value of the position it leads to; the best is the position's value."""
    board, rows, steps, best = state.board, [], [], None
    for move in sb.legal_moves(game.rules, board, state.roll):
        value = shown(values[board ^ move])
        better = best is None or (value < best if game_minimises(game) else value > best)
        best = value if better else best
        words = adapter.move_words(game, state, sb.move_text(game.rules, move))
        rows.append(row([words, precise(unit, value)], len(steps), {"value": value},
                        opens=child(game, state, board ^ move), label=f"Open the position after: {lowered(words)}"))
        steps.append(f"{words}: {precise(unit, value)}{'; the best so far' if better else ''}.")
    lines = [f"A roll of {state.roll} is in: the choice now is which tiles to shut. Each move leads to a position "
             "before the next roll, whose value the solver already has (the average over the dice there); the best "
             "move is the one whose position is worth the most to the player.",
             "The solver keeps these values for every set of standing tiles (stb/solvers/turns.py)."]
    return panel("The moves of this roll", where(game, state), lines, headline(label, best, precise(unit, best)), steps,
                 [table(f"Each move of the roll of {state.roll}, and {label.lower()} after it", ["Move", label + " after it"],
                        rows)], notes=["A row opens the position after its move, before the next roll."])


def their_turn(game, state) -> dict:
    seat = len(state.scores) + 1
    return panel("Another seat's turn", f"Seat {seat}'s turn", [
        f"Seat {seat} plays its own turn, for its own chance to win. For you its final score is a chance event: "
        "the panel shows your computation in your own turns."], None, [f"Seat {seat} plays its turn."], [])


def seen_values(adapter, game, state):
    """(values by board, what ending the turn here is worth, values as people read them) for the player to move:
    the advice's own values (solved once per variant, asked for as the advice asks)."""
    rules, board = game.rules, state.board
    if isinstance(game, TableGame):
        values = tb.values_after(game.table, state.scores)
        return values, tb.ending_chance(game.table, state.scores, sb.score(rules, board)), float
    objective, target = sb.aim(game, state)
    end = sb.payoff(rules, objective, target, False)(sb.score(rules, board))
    return sb.solve(rules, objective, target, False), end, lambda value: float(sb.display_value(objective, value))


def game_minimises(game) -> bool:
    """Whether the value people read is better lower (the expected score)."""
    return not isinstance(game, TableGame) and game.objective == "score"


def child(game, state, board) -> str | None:
    """The position after a move, before the next roll (None: the box is shut, or no move)."""
    if not board:
        return None
    if isinstance(game, TableGame):
        return game.state_text(Seat(state.scores, board))
    return game.state_text(state._replace(board=board, dice=None, roll=None))


def move_words(adapter, game, state, term) -> str:
    if term.move is None:
        return "No move: the turn ends"
    words = adapter.move_words(game, state._replace(roll=term.total), sb.move_text(game.rules, term.move))
    return words + (": the box is shut" if state.board == term.move else "")


def dice_name(dice: int) -> str:
    return "Rolling one die" if dice == 1 else "Rolling two dice"


def where(game, state) -> str:
    """The position in words: the tiles standing, and the roll."""
    tiles = sb.tile_layout(game.rules)
    rows = [[str(t.value) for i, t in enumerate(tiles) if state.board >> i & 1 and t.row == name]
            for name in ("front", "back")]
    standing = f"tiles {listed(rows[0])}" if rows[0] else "no front tile"
    if game.rules.layout == "double":
        standing = f"front {standing}, back " + (f"tiles {listed(rows[1])}" if rows[1] else "none")
    who = f"seat {len(state.scores) + 1} (you), " if isinstance(game, TableGame) else \
        f"player two against {state.first_score}, " if state.player == 1 else ""
    moment = "before the roll" if state.roll is None else f"a roll of {state.roll}"
    return f"{who}{standing} standing, {moment}"[0].upper() + f"{who}{standing} standing, {moment}"[1:]
