"""The one advice of Shut the Box, whoever plays: one player for an objective, either player of the
game of two (stb.shutbox.game), or your seat at a table of N (stb.shutbox.seat). The command lines,
the lab and the page all ask it."""

from stb.advice import Advice, rank_moves
from stb.shutbox.game import DICE_NAMES, VALUE_KINDS, aim, display_value
from stb.shutbox.optimal import dice_values, payoff, solve
from stb.shutbox.rules import board_text, check_roll, legal_moves, move_text, score
from stb.shutbox.seat import THEIR_TURN, TableGame
from stb.shutbox.table import dice_chances, ending_chance, moves_valued


def advise(game, state, exact=False) -> Advice:
    """The position's value for the player to move, and every choice valued: before a roll each
    number of dice (the one the rules leave, where they leave one), after it every move for the
    roll (none for a roll no open tiles add up to: the turn's end is the value). `exact`: in
    fractions (one player or two)."""
    if isinstance(game, TableGame):
        return seat_advice(game, state)
    rules, board, roll = game.rules, state.board, state.roll
    objective, target = aim(game, state)
    if roll is None:
        options = [(dice, DICE_NAMES[dice], value) for dice, value in dice_values(rules, objective, board, target, exact).items()]
    else:
        check_roll(rules, board, roll)
        values = solve(rules, objective, target, exact)
        options = [(move, move_text(rules, move), values[board & ~move]) for move in legal_moves(rules, board, roll)]
    if not options:
        value = display_value(objective, payoff(rules, objective, target, exact)(score(rules, board)))
        return Advice(board_text(rules, board), VALUE_KINDS[objective], value, ())
    moves = rank_moves([(action, move, display_value(objective, value)) for action, move, value in options],
                       minimize=objective == "score")
    return Advice(board_text(rules, board), VALUE_KINDS[objective], moves[0].value, moves)


def seat_advice(game: TableGame, state) -> Advice:
    """Your chance to win the table: at another seat's turn, of letting it play (its one move); in
    yours, of each number of dice, or of each move for the roll (none: the turn ends there)."""
    table, scores, board = game.table, state.scores, state.board
    if board is None:
        value = game.chance(state)
        return Advice(f"seat {len(scores) + 1}'s turn", "expected wins", value, rank_moves([(THEIR_TURN, THEIR_TURN, value)]))
    if state.roll is None:
        options = [(dice, DICE_NAMES[dice], chance) for dice, chance in dice_chances(table, scores, board).items()]
    else:
        options = [(move, move_text(game.rules, move), chance) for move, chance in moves_valued(table, scores, board, state.roll)]
    if not options:
        return Advice(board_text(game.rules, board), "expected wins", ending_chance(table, scores, score(game.rules, board)), ())
    moves = rank_moves(options)
    return Advice(board_text(game.rules, board), "expected wins", moves[0].value, moves)
