"""How the computer thinks in Shut the Box (one player, two, a table of N): before a roll, the
expectation over the dice, one row per total, as the solver's `choice_value` sums it, each total
with the best of its moves (every move of the total shown at its step, the best kept), or what
ending the turn is worth; then the choice of dice. After a roll, each move with the value of the
position it leads to, and the best. Each move's row opens the position after it."""

from collections.abc import Callable
from fractions import Fraction
from typing import NamedTuple

from stb import shutbox as sb
from stb.bridge.position import names as seat_names, viewer as viewer_of
from stb.bridge.thinking.blocks import chosen, headline, listed, panel, plural, precise, row, table, text
from stb.words import lowered, named, theirs, whose
from stb.shutbox import table as tb, words
from stb.shutbox.rolls import dice_terms
from stb.shutbox.seat import Seat, TableGame

DEVELOPER = [
    "The values are the advice's own: stb/solvers/turns.py fills them for every board in stb.shutbox.all_boards' "
    "order, the boards as binary numbers counting up, so that every board a move reaches comes first (backward "
    "induction); the table of boards shows them by rank, as the seed fills them. stb/shutbox/rolls.py takes one "
    "board's sum apart, total by total, as the solver's choice_value adds it up.",
    "The seeds: seeds/000 (the two-player game, expected wins), seeds/001 (Double Shutter: E(b) = Σ prob(r) · A(b, r), "
    "A(b, r) the best of E(b') over the boards a roll of r reaches, or score(b) when none).",
]


def trace(page, game, state, opponent, asked) -> dict:
    """The expectation over the dice before a roll, or the moves of a roll after it."""
    chosen(asked, [])
    if state.board is None:
        return their_turn(state)
    values, end, shown = seen_values(page, game, state)
    names = seat_names(page, game, opponent)
    mover = 0 if isinstance(game, TableGame) else game.to_move(state)
    viewer = 0 if isinstance(game, TableGame) else viewer_of(page, game, opponent, mover)
    label = page.value_words(game, state)[0].format(whose=whose(names[mover]))
    unit = page.unit(game)
    mine = mover == viewer
    view = Viewer(page.value_words(game, state)[0].format(whose=whose(names[viewer])) if mine else
                  f"{whose(names[viewer])} chance to win", (lambda value: value) if mine else unit.other_side, mine)
    if state.roll is not None:
        return after_roll(page, game, state, values, shown, label, unit, view, names[mover])
    return before_roll(page, game, state, values, end, shown, label, unit, view, names[mover])


def before_roll(page, game, state, values, end, shown, label, unit, view, mover) -> dict:
    """A table per dice choice: a row and a step per total, the moves of the total shown at its
    step; then the choice of dice."""
    rules, board, better = game.rules, state.board, lower_better(game)
    ranks = boards_by_rank(rules, board)
    steps, blocks = [rank_step(game, state, rank, boards, values, shown, unit) for rank, boards in enumerate(ranks[:-1])], []
    ending = ending_words(page, game, state, shown(end), unit, mover)
    choices = dice_terms(rules, values, board, end)
    for choice in choices:
        rows, running = [], 0.0
        for term in choice.terms:
            chance, dice_chance = Fraction(term.ways, term.denominator), f"{term.ways}/{term.denominator}"
            value = shown(term.value)
            running += float(chance) * value
            after = None if term.move is None else board ^ term.move
            opens, label_of_row = opened_by(game, state, term, after)
            won = won_already(game, state, after)
            rows.append(row([str(term.total), dice_chance, move_words(page, game, state, term)
                             + (": player two has won" if won else ""),
                             precise(unit, value), precise(unit, float(chance) * value, PART)], len(steps),
                            {"chance": float(chance), "value": value}, opens=opens, label=label_of_row,
                            kind="won" if won else ""))
            steps.append(f"{dice_name(choice.dice)}, a total of {term.total}: {dice_chance} × "
                         f"{precise(unit, value)} = {precise(unit, float(chance) * value, PART)}; the sum so far "
                         f"{precise(unit, running, PART)}.")
            blocks.append(options_of(page, game, state, term, values, shown, label, unit, ending, len(steps) - 1))
        rows.append(row(["All", "1", "", "", precise(unit, shown(choice.value), PART)], len(steps) - 1,
                        {"value": shown(choice.value)}, kind="total"))
        caption = (f"{dice_name(choice.dice)}: {lowered(label)} after each total, times its chance, adds up to "
                   f"{precise(unit, shown(choice.value))}")
        blocks.insert(len(blocks) - len(choice.terms), table(caption, ["Total rolled", "Chance", "Best move for it",
                                                                        label + " after it", "Chance × value"],
                                                             rows, fixed=2))
    values_by_dice = [shown(choice.value) for choice in choices]
    best = values_by_dice.index(min(values_by_dice) if better else max(values_by_dice))
    value = values_by_dice[best]
    steps.append(f"The choice of dice: {lowered(dice_name(choices[best].dice))}, worth {precise(unit, value)}"
                 + ("" if view.mine else f" to {named(mover)}")
                 + (", the better of the two" if len(choices) > 1 else ", the only choice here") + ".")
    blocks.append(table("The choice before the roll", ["Dice", label], [
        row([dice_name(choice.dice), precise(unit, worth)], len(steps) - 1,
            {"value": worth, "move": sb.DICE_NAMES[choice.dice]}, kind="best" if n == best else "")
        for n, (choice, worth) in enumerate(zip(choices, values_by_dice))], start=len(steps) - 1))
    blocks.insert(0, boards_table(game, state, ranks, values, shown, unit, label, len(steps) - 1))
    lines = intro_before(game, better) + ([CHOICE.format(better="lower" if better else "higher")]
                                          if len(choices) > 1 else [])
    notes = ["A row whose total has a move opens the position after that move, one roll further on; a board of the "
             "table of boards opens that board."
             + (" A turn of player one's that ends opens player two's game against its score." if first_player(game, state)
                else "")]
    return panel("Expectation over the dice", where(game, state, mover), lines, seen_headline(view, unit, value), steps,
                 blocks, notes=notes, developer=DEVELOPER)


def options_of(page, game, state, term, values, shown, label, unit, ending, step) -> dict:
    """At a total's step: every move for it with the value after it, the best kept (the seed's A(b, r));
    or, when no tiles add up to it, what ending the turn is worth."""
    if term.move is None:
        return text([f"No open tiles add up to {term.total}: the turn ends here. {ending}"], step, step)
    moves = sb.moves_by_total(game.rules, state.board)[term.total]
    rolled = state._replace(roll=term.total)
    rows = [row([page.move_words(game, rolled, move)
                 + (" (player two has won)" if won_already(game, state, state.board ^ move) else ""),
                 precise(unit, shown(values[state.board ^ move]))],
                step, {"value": shown(values[state.board ^ move])}, kind="best" if move == term.move else "")
            for move in moves]
    best = "lowest" if lower_better(game) else "highest"
    return table(f"A total of {term.total}: each move for it, and {lowered(label)} after it; the best, the {best}, is "
                 "kept", ["Move", label + " after it"], rows, start=step, stop=step)


def after_roll(page, game, state, values, shown, label, unit, view, mover) -> dict:
    """The roll's moves, each with the value of the position it leads to; then the best of them."""
    board, rows, steps, best, better = state.board, [], [], None, lower_better(game)
    moves = sb.legal_moves(game.rules, board, state.roll)
    for move in moves:
        value = shown(values[board ^ move])
        improves = best is None or (value < best if better else value > best)
        best = value if improves else best
        words = page.move_words(game, state, move)
        rows.append([words, precise(unit, value), len(steps), value, move])
        steps.append(f"{words}: {precise(unit, value)}{'; the best so far' if improves else ''}.")
    chosen_move = next(move for *_, value, move in rows if value == best)
    steps.append(f"The best move: {lowered(page.move_words(game, state, chosen_move))}, "
                 f"{precise(unit, best)} (the first of the best, as listed).")
    lines = [f"A roll of {state.roll} is in: the choice now is which tiles to shut. Each move leads to a position "
             "before the next roll, whose value the solver already has (the average over the dice there); the best "
             f"move is the one whose position has the {'lowest' if better else 'highest'} {lowered(label)}."]
    table_rows = [row([words, shown_value], step, {"value": value, "move": sb.move_text(game.rules, move)},
                      opens=child(game, state, board ^ move), label=f"Open the position after: {lowered(words)}",
                      kind="best" if move == chosen_move else "")
                  for words, shown_value, step, value, move in rows]
    return panel("The moves of this roll", where(game, state, mover), lines, seen_headline(view, unit, best), steps,
                 [table(f"Each move of the roll of {state.roll}, and {lowered(label)} after it",
                        ["Move", label + " after it"], table_rows)],
                 notes=["A row opens the position after its move, before the next roll."], developer=DEVELOPER)


PART = 3
"""Digits after the point of a sum's parts and running sums: one more than the values', so that the parts
shown add up to the sum shown."""
BOARDS_LISTED = 512
"""The most boards the table of boards lists one by one (each opens); a bigger box (Double Shutter's
19,683 boards) is told rank by rank."""


def boards_by_rank(rules, board) -> list[list[int]]:
    """The boards this one can reach (its standing tiles, some of them shut), by rank: the number of
    tiles standing, as the seed counts it; this board alone at the top rank."""
    ranks = [[] for _ in range(bin(board).count("1") + 1)]
    for below in sb.all_boards(rules):
        if below & board == below:
            ranks[bin(below).count("1")].append(below)
    return ranks


def rank_step(game, state, rank, boards, values, shown, unit) -> str:
    """A rank of boards filled, in words."""
    if rank == 0:
        return f"Rank 0, the shut box: {precise(unit, shown(values[0]))}. The table of boards starts here."
    worths = sorted(shown(values[b]) for b in boards)
    return (f"Rank {rank}: the {plural(len(boards), 'board')} with {plural(rank, 'tile')} standing, each the average "
            f"over the dice of boards of lower rank, already in the table: from {precise(unit, worths[0])} to "
            f"{precise(unit, worths[-1])}.")


def boards_table(game, state, ranks, values, shown, unit, label, last) -> dict:
    """The table of boards this one can reach, filled rank by rank (the seed's order), each board with
    its value (the advice's own); this board, the last, is filled at the last step."""
    count = sum(map(len, ranks))
    caption = (f"The table of boards, filled by rank (tiles standing), fewest first: the {plural(count, 'board')} "
               f"this one can reach, {lowered(label)} of each")
    if count > BOARDS_LISTED:
        rows = [row([str(rank), f"{len(boards):,}", " to ".join(precise(unit, v) for v in
                                                                 sorted({min(worths), max(worths)}))], rank)
                for rank, boards in enumerate(ranks) for worths in [[shown(values[b]) for b in boards]]]
        rows[-1] = {**rows[-1], "step": last, "kind": "here"}
        return table(caption, ["Rank (tiles standing)", "Boards", label], rows, grow=True, scroll=True)
    tiles = sb.tile_layout(game.rules)
    rows = [row([listed_tiles(game, b), str(rank), precise(unit, shown(values[b]))], last if b == state.board else rank,
                {"value": shown(values[b]), "board": b}, opens=child(game, state, b),
                label=f"Open the board {listed_tiles(game, b)}" if b else "",
                kind="here" if b == state.board else "won" if won_already(game, state, b) else "")
            for rank, boards in enumerate(ranks)
            for b in sorted(boards, key=lambda b: [tiles[i].value + 10 * (tiles[i].row == "back")
                                                  for i in range(len(tiles)) if b >> i & 1])]
    return table(caption, ["Tiles standing", "Rank", label], rows, grow=True, scroll=True)


def listed_tiles(game, board) -> str:
    """A board's standing tiles ("1, 2 and back 9"), or the shut box."""
    names = words.tile_names(game.rules, [i for i in range(len(sb.tile_layout(game.rules))) if board >> i & 1])
    return listed(names) if names else "none: the box is shut"


def first_player(game, state) -> bool:
    """Player one of two players, whose turn's end hands player two a score to beat."""
    return not isinstance(game, TableGame) and sb.aim(game, state)[0] == "first"


def won_already(game, state, after) -> bool:
    """Player two's move leaves a score below player one's: player two has won, whatever comes next."""
    if after is None or isinstance(game, TableGame):
        return False
    objective, target = sb.aim(game, state)
    return objective == "second" and sb.score(game.rules, after) < target


def opened_by(game, state, term, after) -> tuple[str | None, str]:
    """What a total's row opens: the position after its best move; or, where player one's turn ends,
    player two's game against that score."""
    if after is not None:
        return child(game, state, after), f"Open the position after {term.total}"
    if first_player(game, state):
        final = sb.score(game.rules, state.board)
        return (game.state_text(state._replace(player=1, board=sb.full_board(game.rules), first_score=final, dice=None,
                                               roll=None)), f"Open player two's game against {final:,}")
    return None, ""


CHOICE = ("Where you may roll one die or two, each has its own average, and the better of the two (the {better}) is "
          "the position's value: the last step.")


def intro_before(game, better) -> list[str]:
    best = "lowest" if better else "highest"
    return [
        "Before a roll, a position is worth an average over the dice: each total's chance times what the best move "
        f"for that total leads to (the {best} of the values its moves lead to). When no open tiles add up to a total, "
        "the turn ends there, and that total counts what ending the turn with these tiles standing is worth.",
        "A move only shuts tiles, so it leads to a board of lower rank (fewer tiles standing). So the table of boards is "
        "filled rank by rank, the fewest tiles first, and the value after any move is in it before it is needed "
        "(backward induction): the first steps fill the ranks below this board, the last ones this board's own sum. "
        "The solver here fills the same table in another order that works as well, the boards read as binary "
        "numbers counting up (a board's tiles shut make a smaller number); the values are the same."]


def ending_words(page, game, state, worth, unit, mover) -> str:
    """What ending the turn on this board is worth, and why."""
    rules, board = game.rules, state.board
    final = sb.score(rules, board)
    if isinstance(game, TableGame):
        return (f"{whose(mover)} turn ends on {final:,}: the seats after yours then play their turns, each for its own "
                f"chance; {theirs(mover)} chance to win with {final:,} is {precise(unit, worth)}.")
    objective, target = sb.aim(game, state)
    if objective == "score":
        double = rules.layout == "double" and any(t.row == "front" for i, t in enumerate(sb.tile_layout(rules))
                                                   if board >> i & 1)
        return f"Its score is what stands: {final:,}{' (front tiles count double)' if double else ''}."
    if objective == "shut":
        return f"The box is not shut: a chance of {precise(unit, worth)}."
    if objective == "second":
        result = "below" if final < target else "equal to (a tie, half a win)" if final == target else "above"
        return f"{named(mover).capitalize()} ends on {final:,}, {result} player one's {target:,}: {precise(unit, worth)}."
    return (f"Player one's turn ends on {final:,}; player two then plays from a full box to finish below {final:,} (a tie "
            f"counts half), and does with a chance of {precise(unit, 1 - worth)}: player one's chance is 1 − that = "
            f"{precise(unit, worth)}.")


def their_turn(state) -> dict:
    seat = len(state.scores) + 1
    return panel("Another seat's turn", f"Seat {seat}'s turn", [
        f"Seat {seat} plays its own turn, for its own chance to win. For you its final score is a chance event: "
        "the panel shows your computation in your own turns."], None, [f"Seat {seat} plays its turn."], [])


class Viewer(NamedTuple):
    """The side the advice takes: its value's label, the player to move's value as the viewer's, and
    whether the viewer is the player to move."""
    label: str
    seen: Callable
    mine: bool


def seen_headline(view, unit, value) -> dict:
    """The headline from the side the advice takes (the player to move's value, or the viewer's chance)."""
    return headline(view.label, view.seen(value), precise(unit, view.seen(value)))


def seen_values(page, game, state):
    """(values by board, what ending the turn here is worth, values as people read them) for the player to move:
    the advice's own values (solved once per variant, asked for as the advice asks)."""
    rules, board = game.rules, state.board
    if isinstance(game, TableGame):
        values = tb.values_after(game.table, state.scores)
        return values, tb.ending_chance(game.table, state.scores, sb.score(rules, board)), float
    objective, target = sb.aim(game, state)
    end = sb.payoff(rules, objective, target, False)(sb.score(rules, board))
    return sb.solve(rules, objective, target, False), end, lambda value: float(sb.display_value(objective, value))


def lower_better(game) -> bool:
    """Whether the value people read is better lower (the expected score)."""
    return not isinstance(game, TableGame) and game.objective == "score"


def child(game, state, board) -> str | None:
    """The position after a move, before the next roll (None: the box is shut, or no move)."""
    if not board:
        return None
    if isinstance(game, TableGame):
        return game.state_text(Seat(state.scores, board))
    return game.state_text(state._replace(board=board, dice=None, roll=None))


def move_words(page, game, state, term) -> str:
    if term.move is None:
        return "No move: the turn ends"
    words = page.move_words(game, state._replace(roll=term.total), term.move)
    return words + (": the box is shut" if state.board == term.move else "")


def dice_name(dice: int) -> str:
    return "Rolling one die" if dice == 1 else "Rolling two dice"


def where(game, state, mover) -> str:
    """The position in words: whose turn (`mover`) and against what, the tiles standing, and the roll."""
    tiles = sb.tile_layout(game.rules)
    rows = [[str(t.value) for i, t in enumerate(tiles) if state.board >> i & 1 and t.row == name]
            for name in ("front", "back")]
    standing = f"tiles {listed(rows[0])} standing" if rows[0] else "no tile standing"
    if game.rules.layout == "double":
        standing = ", ".join(f"{row} tile{'s' * (len(tiles) > 1)} {listed(tiles)}" if tiles else f"no {row} tile"
                             for row, tiles in zip(("front", "back"), rows)) + " standing"
        exposed = words.tile_names(game.rules, sb.exposed(game.rules, state.board))
        if exposed:
            standing += (f" (exposed: {listed(exposed)}, adding up to {sb.exposed_sum(game.rules, state.board)}; "
                         "a back tile is hidden while its front tile stands)")
    if isinstance(game, TableGame):
        beat = f", the scores to beat {listed([f'{s:,}' for s in state.scores])}" if state.scores else ", the first to play"
        who = f"seat {len(state.scores) + 1} (you){beat}: "
    elif game.objective == "first":
        seat = "player two" if state.player == 1 else "player one"
        who = seat + (f" ({named(mover)})" if mover in ("You", "The computer") else "") + \
            (f", to finish below {state.first_score:,}: " if state.player == 1 else ": ")
    else:
        who = ""
    moment = "before the roll" if state.roll is None else f"a roll of {state.roll}"
    said = f"{who}{standing}, {moment}"
    return said[0].upper() + said[1:]
