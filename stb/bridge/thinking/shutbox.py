"""How the computer thinks in Shut the Box (one player, two, a table of N): before a roll, the
expectation over the dice, one row per total, as the solver's `choice_value` sums it, each total
with the best of its moves (every move of the total shown at its step, the best kept), or what
ending the turn is worth; then the choice of dice. After a roll, each move with the value of the
position it leads to, and the best. Each move's row opens the position after it."""

from collections.abc import Callable
from fractions import Fraction
from typing import NamedTuple

from stb import shutbox as sb
from stb.bridge.position import names as seats_of, viewer as viewer_of
from stb.bridge.thinking.blocks import chosen, headline, listed, panel, precise, row, table, text
from stb.bridge.words import value_label
from stb.bridge.thinking.shutbox_words import ending_words, where
from stb.i18n import N_, _, n_, number
from stb.words import lowered, said
from stb.shutbox import table as tb, words
from stb.shutbox.rolls import dice_terms
from stb.shutbox.seat import Seat, TableGame

DEVELOPER = [
    # Translators: the fold for developers of Shut the Box's panel: where the code is (file paths and Python names,
    # keep them as written), how the solver orders the boards (as binary numbers), and what the seeds (the course
    # assignments, seeds/000 and seeds/001) ask; E(b), prob(r), A(b, r) and score(b) are the seed's formulas
    N_("The values are the advice's own: stb/solvers/turns.py fills them for every board in stb.shutbox.all_boards' "
       "order, the boards as binary numbers counting up, so that every board a move reaches comes first (backward "
       "induction); the table of boards shows them by rank, as the seed fills them. stb/shutbox/rolls.py takes one "
       "board's sum apart, total by total, as the solver's choice_value adds it up."),
    N_("The seeds: seeds/000 (the two-player game, expected wins), seeds/001 (Double Shutter: E(b) = Σ prob(r) · A(b, "
       "r), A(b, r) the best of E(b') over the boards a roll of r reaches, or score(b) when none)."),
]


def trace(page, game, state, opponent, asked) -> dict:
    """The expectation over the dice before a roll, or the moves of a roll after it."""
    chosen(asked, [])
    if state.board is None:
        return their_turn(state)
    values, end, shown = seen_values(page, game, state)
    seats = seats_of(page, game, opponent)
    mover = 0 if isinstance(game, TableGame) else game.to_move(state)
    viewer = 0 if isinstance(game, TableGame) else viewer_of(page, game, opponent, mover)
    label = Label(value_label(page, game, state, seats[mover]),
                  value_label(page, game, state, seats[mover], inside=True))
    unit = page.unit(game)
    mine = mover == viewer
    view = Viewer(value_label(page, game, state, seats[viewer]) if mine else
                  said(seats[viewer], you=_("Your chance to win"), computer=_("The computer's chance to win"),
                       player=_("{player}'s chance to win")),
                  (lambda value: value) if mine else unit.other_side, mine)
    if state.roll is not None:
        return after_roll(page, game, state, values, shown, label, unit, view, seats[mover])
    return before_roll(page, game, state, values, end, shown, label, unit, view, seats[mover])


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
            # Translators: in Shut the Box's table of totals, two players: the best move for a total ({move}), after
            # which player two's score is already below player one's: player two has won
            move = move_words(page, game, state, term)
            rows.append(row([number(term.total), dice_chance, _("{move}: player two has won").format(move=move)
                             if won else move, precise(unit, value), precise(unit, float(chance) * value, PART)],
                            len(steps), {"chance": float(chance), "value": value}, opens=opens, label=label_of_row,
                            kind="won" if won else ""))
            steps.append(total_step(choice.dice, term.total, dice_chance, precise(unit, value),
                                    precise(unit, float(chance) * value, PART), precise(unit, running, PART)))
            blocks.append(options_of(page, game, state, term, values, shown, label, unit, ending, len(steps) - 1))
        # Translators: the last row of Shut the Box's table of totals: all the totals together, their chance 1
        rows.append(row([_("All"), "1", "", "", precise(unit, shown(choice.value), PART)], len(steps) - 1,
                        {"value": shown(choice.value)}, kind="total"))
        values_said = {"label": label.inside, "value": precise(unit, shown(choice.value))}
        # Translators: the caption of Shut the Box's table of totals, rolling one die (or two dice): {label} what the
        # values are (as "your expected final score"), after each total, times the total's chance, add up to {value}
        caption = (_("Rolling one die: {label} after each total, times its chance, adds up to {value}") if choice.dice == 1
                   else _("Rolling two dice: {label} after each total, times its chance, adds up to {value}")).format(
            **values_said)
        # Translators: the column heads of Shut the Box's table of totals: the total rolled, its chance, the best move
        # for it, the value after that move ({label}, as "Your expected final score"), and the chance times the value
        blocks.insert(len(blocks) - len(choice.terms), table(caption, [_("Total rolled"), _("Chance"),
                                                                        _("Best move for it"), after_it(label.head),
                                                                        _("Chance × value")], rows, fixed=2))
    values_by_dice = [shown(choice.value) for choice in choices]
    best = values_by_dice.index(min(values_by_dice) if better else max(values_by_dice))
    value = values_by_dice[best]
    steps.append(dice_step(choices[best].dice, precise(unit, value), view.mine, mover, len(choices) > 1))
    # Translators: the caption and column head of Shut the Box's table of the choice of dice, before the roll (where
    # the rules let the player roll one die or two)
    blocks.append(table(_("The choice before the roll"), [_("Dice"), label.head], [
        row([dice_name(choice.dice), precise(unit, worth)], len(steps) - 1,
            {"value": worth, "move": sb.DICE_NAMES[choice.dice]}, kind="best" if n == best else "")
        for n, (choice, worth) in enumerate(zip(choices, values_by_dice))], start=len(steps) - 1))
    blocks.insert(0, boards_table(game, state, ranks, values, shown, unit, label, len(steps) - 1))
    lines = intro_before(game, better) + ([_(CHOICES[better])] if len(choices) > 1 else [])
    # Translators: a note under Shut the Box's panel: what a row's button opens
    notes = [_("A row whose total has a move opens the position after that move, one roll further on; a board of the "
               "table of boards opens that board.")]
    if first_player(game, state):
        # Translators: the end of that note, in the game of two: a total that ends player one's turn opens player
        # two's game, which must beat that score
        notes = [f"{notes[0]} " + _("A turn of player one's that ends opens player two's game against its score.")]
    # Translators: the title of Shut the Box's panel before a roll: the position's value is an expectation (an average
    # weighted by chances) over the totals of the dice
    return panel(_("Expectation over the dice"), where(game, state, mover), lines, seen_headline(view, unit, value),
                 steps, blocks, notes=notes, developer=[_(line) for line in DEVELOPER])


def after_it(label: str) -> str:
    # Translators: a column head of Shut the Box's tables: {label} (as "Your expected final score") after the move
    return _("{label} after it").format(label=label)


def total_step(dice: int, total: int, chance: str, value: str, part: str, running: str) -> str:
    """A total's step: its chance times the value after its best move, and the sum so far."""
    values = {"total": number(total), "chance": chance, "value": value, "part": part, "running": running}
    # Translators: a step of Shut the Box's panel: rolling one die (or two dice), a total of {total} comes with the
    # chance {chance} (as 1/36); times the value after its best move ({value}) it adds {part} to the sum: {running}
    if dice == 1:
        return _("Rolling one die, a total of {total}: {chance} × {value} = {part}; the sum so far {running}.").format(
            **values)
    return _("Rolling two dice, a total of {total}: {chance} × {value} = {part}; the sum so far {running}.").format(
        **values)


def dice_step(dice: int, value: str, mine: bool, mover, choice: bool) -> str:
    """The last step before a roll: the dice chosen and what they are worth (to the player to move, when
    not the viewer), the better of two or the only choice."""
    # Translators: the dice chosen in the last step of Shut the Box's panel, as a sentence writes them after a colon
    values = {"dice": _("rolling one die") if dice == 1 else _("rolling two dice"), "value": value}
    if mine:
        # Translators: the last step of Shut the Box's panel before a roll: the dice chosen ({dice}) and what they are
        # worth ({value}): the better of the two choices, or the only one
        return (_("The choice of dice: {dice}, worth {value}, the better of the two.") if choice else
                _("The choice of dice: {dice}, worth {value}, the only choice here.")).format(**values)
    # Translators: the same, for the player to move when the panel takes another player's side: what the dice are
    # worth to the player to move
    if choice:
        return said(mover, you=_("The choice of dice: {dice}, worth {value} to you, the better of the two."),
                    computer=_("The choice of dice: {dice}, worth {value} to the computer, the better of the two."),
                    player=_("The choice of dice: {dice}, worth {value} to {player}, the better of the two."), **values)
    return said(mover, you=_("The choice of dice: {dice}, worth {value} to you, the only choice here."),
                computer=_("The choice of dice: {dice}, worth {value} to the computer, the only choice here."),
                player=_("The choice of dice: {dice}, worth {value} to {player}, the only choice here."), **values)


def options_of(page, game, state, term, values, shown, label, unit, ending, step) -> dict:
    """At a total's step: every move for it with the value after it, the best kept (the seed's A(b, r));
    or, when no tiles add up to it, what ending the turn is worth."""
    if term.move is None:
        # Translators: Shut the Box's panel: no open tiles add up to the total {total}, so the turn ends
        return text([_("No open tiles add up to {total}: the turn ends here.").format(total=number(term.total))
                     + f" {ending}"], step, step)
    moves = sb.moves_by_total(game.rules, state.board)[term.total]
    rolled = state._replace(roll=term.total)
    # Translators: a move ({move}) in Shut the Box's table of a total's moves, two players: after it player two's
    # score is already below player one's
    rows = [row([_("{move} (player two has won)").format(move=page.move_words(game, rolled, move))
                 if won_already(game, state, state.board ^ move) else page.move_words(game, rolled, move),
                 precise(unit, shown(values[state.board ^ move]))],
                step, {"value": shown(values[state.board ^ move])}, kind="best" if move == term.move else "")
            for move in moves]
    values_said = {"total": number(term.total), "label": label.inside}
    # Translators: the caption of Shut the Box's table of a total's moves: each move for the total {total}, and the
    # value after it ({label}, as "your expected final score"); the best (the lowest score, or the highest chance) is
    # the one kept
    caption = (_("A total of {total}: each move for it, and {label} after it; the best, the lowest, is kept")
               if lower_better(game) else
               _("A total of {total}: each move for it, and {label} after it; the best, the highest, is kept"))
    return table(caption.format(**values_said), [_("Move"), after_it(label.head)], rows, start=step, stop=step)


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
        # Translators: a step of Shut the Box's panel after a roll: a move ({move}) and the value after it ({value});
        # the best so far, when it is
        steps.append((_("{move}: {value}; the best so far.") if improves else _("{move}: {value}.")).format(
            move=words, value=precise(unit, value)))
    chosen_move = next(move for *_rest, value, move in rows if value == best)
    # Translators: the last step of Shut the Box's panel after a roll: the best move ({move}) and its value; among
    # equal moves, the first listed
    steps.append(_("The best move: {move}, {value} (the first of the best, as listed).").format(
        move=lowered(page.move_words(game, state, chosen_move)), value=precise(unit, best)))
    values_said = {"roll": number(state.roll), "label": label.inside}
    # Translators: how Shut the Box's panel after a roll begins: the roll {roll}; each move leads to a position whose
    # value ({label}, as "your expected final score") the solver has; the best has the lowest (or highest) value
    lines = [(_("A roll of {roll} is in: the choice now is which tiles to shut. Each move leads to a position before "
                "the next roll, whose value the solver already has (the average over the dice there); the best move is "
                "the one whose position has the lowest {label}.") if better else
              _("A roll of {roll} is in: the choice now is which tiles to shut. Each move leads to a position before "
                "the next roll, whose value the solver already has (the average over the dice there); the best move is "
                "the one whose position has the highest {label}.")).format(**values_said)]
    # Translators: a button on a row of Shut the Box's table of a roll's moves: open the position after the move
    table_rows = [row([words, shown_value], step, {"value": value, "move": sb.move_text(game.rules, move)},
                      opens=child(game, state, board ^ move),
                      label=_("Open the position after: {move}").format(move=lowered(words)),
                      kind="best" if move == chosen_move else "")
                  for words, shown_value, step, value, move in rows]
    # Translators: the title of Shut the Box's panel after a roll: the moves this roll allows; and the caption of its
    # table: each move of the roll {roll}, and the value after it ({label}); and its note
    return panel(_("The moves of this roll"), where(game, state, mover), lines, seen_headline(view, unit, best), steps,
                 [table(_("Each move of the roll of {roll}, and {label} after it").format(**values_said),
                        [_("Move"), after_it(label.head)], table_rows)],
                 notes=[_("A row opens the position after its move, before the next roll.")],
                 developer=[_(line) for line in DEVELOPER])
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
        # Translators: the first step of Shut the Box's table of boards: rank 0 (no tile standing), the shut box, and
        # its value ({value})
        return _("Rank 0, the shut box: {value}. The table of boards starts here.").format(
            value=precise(unit, shown(values[0])))
    worths = sorted(shown(values[b]) for b in boards)
    # Translators: in a step of Shut the Box's table of boards: {count} tiles standing on each board of the rank
    tiles = n_("{count}\u00a0tile", "{count}\u00a0tiles", rank).format(count=number(rank))
    # Translators: a step of Shut the Box's table of boards, filled rank by rank (the rank: the tiles standing): the
    # {count} boards with {tiles} standing (as "3 tiles"), each worth the average over the dice of boards of lower
    # rank; their values go from {low} to {high}
    return n_("Rank {rank}: the {count}\u00a0board with {tiles} standing, each the average over the dice of boards "
              "of lower rank, already in the table: from {low} to {high}.",
              "Rank {rank}: the {count}\u00a0boards with {tiles} standing, each the average over the dice of boards "
              "of lower rank, already in the table: from {low} to {high}.", len(boards)).format(
        rank=number(rank), count=number(len(boards)), tiles=tiles, low=precise(unit, worths[0]),
        high=precise(unit, worths[-1]))


def boards_table(game, state, ranks, values, shown, unit, label, last) -> dict:
    """The table of boards this one can reach, filled rank by rank (the seed's order), each board with
    its value (the advice's own); this board, the last, is filled at the last step."""
    count = sum(map(len, ranks))
    # Translators: the caption of Shut the Box's table of boards: the {count} boards this board can reach (by
    # shutting tiles), filled by rank (the tiles standing), fewest first, with the value of each ({label}, as "your
    # expected final score")
    caption = n_("The table of boards, filled by rank (tiles standing), fewest first: the {count}\u00a0board this one "
                 "can reach, {label} of each",
                 "The table of boards, filled by rank (tiles standing), fewest first: the {count}\u00a0boards this one "
                 "can reach, {label} of each", count).format(count=number(count), label=label.inside)
    if count > BOARDS_LISTED:
        rows = [row([number(rank), number(len(boards)), spread([precise(unit, v) for v in
                                                                sorted({min(worths), max(worths)})])], rank)
                for rank, boards in enumerate(ranks) for worths in [[shown(values[b]) for b in boards]]]
        rows[-1] = {**rows[-1], "step": last, "kind": "here"}
        # Translators: the column heads of Shut the Box's table of boards, when there are too many boards to list one
        # by one (Double Shutter): the rank (tiles standing), how many boards, and their values ({label})
        return table(caption, [_("Rank (tiles standing)"), _("Boards"), label.head], rows, grow=True, scroll=True)
    tiles = sb.tile_layout(game.rules)
    # Translators: a button on a row of Shut the Box's table of boards: open the board whose tiles {tiles} stand
    rows = [row([listed_tiles(game, b), number(rank), precise(unit, shown(values[b]))], last if b == state.board else rank,
                {"value": shown(values[b]), "board": b}, opens=child(game, state, b),
                label=_("Open the board {tiles}").format(tiles=listed_tiles(game, b)) if b else "",
                kind="here" if b == state.board else "won" if won_already(game, state, b) else "")
            for rank, boards in enumerate(ranks)
            for b in sorted(boards, key=lambda b: [tiles[i].value + 10 * (tiles[i].row == "back")
                                                  for i in range(len(tiles)) if b >> i & 1])]
    # Translators: the column heads of Shut the Box's table of boards: the tiles standing, the rank (how many), and
    # the value ({label})
    return table(caption, [_("Tiles standing"), _("Rank"), label.head], rows, grow=True, scroll=True)


def spread(worths: list[str]) -> str:
    """A rank's values: the one value, or from the lowest to the highest."""
    # Translators: the values of a rank of Shut the Box's boards, from {low} to {high}
    return worths[0] if len(worths) == 1 else _("{low} to {high}").format(low=worths[0], high=worths[1])


def listed_tiles(game, board) -> str:
    """A board's standing tiles ("1, 2 and back 9"), or the shut box."""
    names = words.tile_names(game.rules, [i for i in range(len(sb.tile_layout(game.rules))) if board >> i & 1])
    # Translators: in Shut the Box's table of boards: a board with no tile standing
    return listed(names) if names else _("none: the box is shut")


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
        # Translators: a button on a row of Shut the Box's table of totals: open the position after the best move for
        # the total {total}
        return child(game, state, after), _("Open the position after {total}").format(total=number(term.total))
    if first_player(game, state):
        final = sb.score(game.rules, state.board)
        # Translators: a button on a row of Shut the Box's table of totals, two players: player one's turn ends with
        # the score {score}: open player two's game, which must beat it
        return (game.state_text(state._replace(player=1, board=sb.full_board(game.rules), first_score=final, dice=None,
                                               roll=None)),
                _("Open player two's game against {score}").format(score=number(final)))
    return None, ""


CHOICES = {
    # Translators: Shut the Box's panel, where the rules let the player roll one die or two: each has its average,
    # and the better (the lower expected score, or the higher chance) is the position's value
    True: N_("Where you may roll one die or two, each has its own average, and the better of the two (the lower) is "
             "the position's value: the last step."),
    False: N_("Where you may roll one die or two, each has its own average, and the better of the two (the higher) is "
              "the position's value: the last step.")}


def intro_before(game, better) -> list[str]:
    # Translators: how Shut the Box's panel begins before a roll: the position's value is the average over the dice's
    # totals (an expectation) of the best move's value for each, the lowest (an expected score) or the highest (a
    # chance); a total no open tiles make ends the turn
    first = (_("Before a roll, a position is worth an average over the dice: each total's chance times what the best "
               "move for that total leads to (the lowest of the values its moves lead to). When no open tiles add up to "
               "a total, the turn ends there, and that total counts what ending the turn with these tiles standing is "
               "worth.") if better else
             _("Before a roll, a position is worth an average over the dice: each total's chance times what the best "
               "move for that total leads to (the highest of the values its moves lead to). When no open tiles add up "
               "to a total, the turn ends there, and that total counts what ending the turn with these tiles standing "
               "is worth."))
    # Translators: Shut the Box's panel: backward induction, by rank (the tiles standing) as the seed fills its table;
    # the solver's own order reads each board as a binary number (a bit per tile)
    return [first, _(
        "A move only shuts tiles, so it leads to a board of lower rank (fewer tiles standing). So the table of boards is "
        "filled rank by rank, the fewest tiles first, and the value after any move is in it before it is needed "
        "(backward induction): the first steps fill the ranks below this board, the last ones this board's own sum. "
        "The solver here fills the same table in another order that works as well, the boards read as binary "
        "numbers counting up (a board's tiles shut make a smaller number); the values are the same.")]


def their_turn(state) -> dict:
    seat = number(len(state.scores) + 1)
    # Translators: Shut the Box at a table, another seat's turn: the panel's title, its position (seat {seat}'s
    # turn), what it says, and its one step; the panel shows your own turns' computation only
    return panel(_("Another seat's turn"), _("Seat {seat}'s turn").format(seat=seat), [
        _("Seat {seat} plays its own turn, for its own chance to win. For you its final score is a chance event: the "
          "panel shows your computation in your own turns.").format(seat=seat)], None,
        [_("Seat {seat} plays its turn.").format(seat=seat)], [])


class Label(NamedTuple):
    """The values' label of the player to move, as a column head says it and inside a sentence."""
    head: str
    inside: str


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
        # Translators: in Shut the Box's table of totals: no tiles make the total, so the turn ends
        return _("No move: the turn ends")
    words_of_move = page.move_words(game, state._replace(roll=term.total), term.move)
    # Translators: in Shut the Box's table of totals: the best move ({move}) shuts every tile left
    return _("{move}: the box is shut").format(move=words_of_move) if state.board == term.move else words_of_move


def dice_name(dice: int) -> str:
    # Translators: Shut the Box's choice of dice, where the rules let the player roll one die or two (a row's label,
    # and the start of a step)
    return _("Rolling one die") if dice == 1 else _("Rolling two dice")
