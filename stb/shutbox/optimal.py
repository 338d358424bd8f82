"""Shut the Box solved: each objective's optimal values over every board, and the two-player vectors."""

from bisect import bisect_right
from fractions import Fraction
from functools import lru_cache, partial
from itertools import compress

from stb.progress import tracked
from stb.shutbox.rules import (VARIANTS, Rules, all_boards, dice_choices, dice_counts, full_board, moves_by_roll,
                               moves_by_total, possible_rolls, score, variant_cache)
from stb.shutbox.standings import TWO_PLAYERS, own_chance
from stb.solvers.graph import reachable
from stb.solvers.turn_walks import best_turn_walk, walk_final_scores
from stb.solvers.turns import Choice, best_values, best_vectors, choice_value


# ---- solving ------------------------------------------------------------------------------------

OBJECTIVES = ("score", "shut", "at-most", "first", "second")
"""least expected score; best chance to shut; best chance of a score <= T; two players' expected wins."""


@lru_cache(maxsize=VARIANTS)
def chance_table(rules: Rules) -> dict:
    """Board -> a `Choice` per number of dice it may roll (boards in `all_boards` order)."""
    totals = {dice: slice(dice, 6 * dice + 1) for dice in (1, 2)}
    ways = {dice: tuple(w for _, w in dice_counts(dice)) for dice in (1, 2)}
    table = {}
    for board in tracked(all_boards(rules)):
        moves = moves_by_total(rules, board)
        choices = []
        for dice in dice_choices(rules, board):
            by_roll = moves[totals[dice]]
            weights = tuple(compress(ways[dice], by_roll))  # the rolls that leave a move
            choices.append(Choice(6 ** dice, 6 ** dice - sum(weights), weights, tuple(compress(by_roll, by_roll))))
        table[board] = choices
    return table


@lru_cache(maxsize=VARIANTS)
def board_scores(rules: Rules) -> tuple[int, ...]:
    """Each board's score, boards in `all_boards` order."""
    return tuple(score(rules, board) for board in all_boards(rules))


@lru_cache(maxsize=VARIANTS)
def reachable_boards(rules: Rules) -> frozenset[int]:
    """Every board a turn from a full box can reach."""
    return frozenset(reachable([full_board(rules)], partial(_board_moves, rules)))


def _board_moves(rules: Rules, board: int) -> set[int]:
    """The boards one move of some roll leads to from `board`, each once."""
    moves = moves_by_roll(rules, board)
    return {board & ~move for roll in possible_rolls(rules, board) for move in moves.get(roll, ())}


@lru_cache(maxsize=VARIANTS)
def first_player_scores(rules: Rules) -> frozenset[int]:
    """Every score player one's turn can end with (the box shut, score 0, ends the game instead)."""
    return frozenset(score(rules, board) for board in reachable_boards(rules)
                     if any(not moves_by_roll(rules, board).get(roll) for roll in possible_rolls(rules, board))) - {0}


def second_player_end(scores: list[int], end: int, exact: bool) -> list:
    """What ending the turn with the score `end` is worth to player two against each of player
    one's `scores` up to `end` (against a higher one, a win): `second_player_payoff` of each."""
    return [second_player_payoff(first, exact)(end) for first in scores[:bisect_right(scores, end)]]


def second_player_payoff(first: int, exact: bool):
    """What ending the turn with a score is worth to player two against player one's `first`."""
    one = Fraction(1) if exact else 1.0
    return lambda end: own_chance(TWO_PLAYERS, lambda low, ties: one / ties, (first, 1), end, one)


def _second_player_ends(rules: Rules, exact: bool):
    """Every score a turn can end with but 0, and per board (in `all_boards` order) its
    `second_player_end` against them (boards of a score share its list)."""
    scores = sorted(set(board_scores(rules)) - {0})
    by_end = {end: second_player_end(scores, end, exact) for end in set(board_scores(rules))}
    return scores, [by_end[end] for end in board_scores(rules)]


def second_player_vectors(rules: Rules, table: dict, exact: bool = False):
    """Every score a turn can end with, and per board player two's expected wins against each of
    them when it makes the best of `table`'s choices (`table_values` for every score at once),
    listed only up to the board's own score: against a higher one player two has won (1)."""
    scores, ends = _second_player_ends(rules, exact)
    size = full_board(rules) + 1
    return scores, best_vectors(table, ends, size, [Fraction(1) if exact else 1.0] * size)


@variant_cache
def second_player_table(rules: Rules, exact: bool = False):
    """`second_player_vectors` under optimal play."""
    return second_player_vectors(rules, chance_table(rules), exact)


def payoff(rules: Rules, objective: str, target: int | None, exact: bool):
    """What ending the turn with a given score is worth under an objective (bigger is better)."""
    one, zero = (Fraction(1), Fraction(0)) if exact else (1.0, 0.0)
    if objective == "score":
        return lambda s: -one * s
    if objective in ("shut", "at-most"):
        bound = 0 if objective == "shut" else target
        return lambda s: one if s <= bound else zero
    if objective == "second":
        return second_player_payoff(target, exact)
    if objective == "first":  # player one's chance is what player two's turn from a full box leaves it
        scores, second_wins = second_player_table(rules, exact)
        at_start = dict(zip(scores, second_wins[full_board(rules)]))
        return lambda s: own_chance(TWO_PLAYERS, lambda low, ties: one - at_start[low], None, s, one)
    raise ValueError(f"unknown objective {objective!r} (choose from {', '.join(OBJECTIVES)})")


@variant_cache
def solve(rules: Rules, objective: str, target: int | None = None, exact: bool = False):
    """Board -> optimal value for one objective; bigger is better (so `score` holds minus the score).

    `at-most` takes the score bound as `target`, `second` player one's final score; `first`
    is player one's expected wins, `second` player two's (against a score a turn can end with,
    read from `second_player_table`, where every such score is solved at once).
    """
    scores, table = second_player_table(rules, exact) if objective == "second" else ((), None)
    if target not in scores:
        return table_values(rules, chance_table(rules), objective, target, exact)
    column, won = scores.index(target), Fraction(1) if exact else 1.0
    return [wins if wins is None else wins[column] if column < len(wins) else won for wins in table]


def table_values(rules: Rules, table: dict, objective: str, target=None, exact=False) -> list:
    """Board -> expected payoff for an objective when the player makes the best of `table`'s
    choices: optimal play over `chance_table`, one policy's play over its `policy_table`."""
    worth = payoff(rules, objective, target, exact)
    return best_values(table, [worth(s) for s in board_scores(rules)], full_board(rules) + 1)


def dice_values(rules: Rules, objective: str, board: int, target=None, exact=False) -> dict[int, float]:
    """{number of dice: expected value of rolling them} for each dice choice at this board."""
    values = solve(rules, objective, target, exact)
    end = payoff(rules, objective, target, exact)(score(rules, board))
    choices = chance_table(rules)[board]
    return {dice: choice_value(values, board, choice, end) for dice, choice in zip(dice_choices(rules, board), choices)}


@variant_cache
def score_distribution(rules: Rules, objective: str, target=None, exact=False) -> dict[int, float]:
    """{final score: probability} from a full box when playing optimally for the objective."""
    values, worth = solve(rules, objective, target, exact), payoff(rules, objective, target, exact)
    walk = best_turn_walk(chance_table(rules), [None if v is None else [v] for v in values],
                          [[worth(s)] for s in board_scores(rules)])
    return walk_final_scores(walk, {full_board(rules): Fraction(1) if exact else 1.0}, partial(score, rules))
