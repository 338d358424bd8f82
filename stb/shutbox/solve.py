"""Shut the Box solved: each objective's optimal values over every board, and the two-player vectors."""

from bisect import bisect_right
from fractions import Fraction
from functools import lru_cache, partial
from itertools import compress

from stb.progress import tracked
from stb.shutbox.rules import (VARIANTS, Rules, all_boards, dice_choices, dice_counts, full_board, moves_by_roll,
                               moves_by_total, possible_rolls, score, variant_cache)
from stb.shutbox.standings import TWO_PLAYERS, own_chance
from stb.solvers.turns import Choice, best_values, best_vectors, choice_value, choice_vector, listed


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
def first_player_scores(rules: Rules) -> frozenset[int]:
    """Every score player one's turn can end with (the box shut, score 0, ends the game instead)."""
    reachable, frontier, ends = {full_board(rules)}, [full_board(rules)], set()
    while frontier:
        board = frontier.pop()
        moves = moves_by_roll(rules, board)
        for roll in possible_rolls(rules, board):
            if not moves.get(roll):
                ends.add(score(rules, board))
            for move in moves.get(roll, ()):
                if board & ~move not in reachable:
                    reachable.add(board & ~move)
                    frontier.append(board & ~move)
    return frozenset(ends - {0})


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


def best_turn_walk(table: dict, values: list, end_vectors: list) -> dict[int, list]:
    """Per board of `table` (its choices, as `best_values` takes them), where the turn goes for a
    player who makes the best of `values` (one-entry lists per board; on a tie the first choice and
    move), `end_vectors` (boards in the table's order) being what ending it there is worth:
    [(chance, the next board, or None: the turn ends), ...], boards in the table's order."""
    ends, number, walk = dict(zip(table, end_vectors)), type(end_vectors[0][0]), {}
    for board, choices in table.items():  # max() keeps the first of equal values
        choice = max(choices, key=lambda c: choice_vector(values, board, c, ends[board])[0]) if len(choices) > 1 else choices[0]
        walk[board] = [(number(choice.stuck) / choice.denominator, None)] if choice.stuck else []
        walk[board] += [(number(ways) / choice.denominator, board ^ max(moves, key=lambda m: values[board ^ m][0]))
                        for ways, moves in zip(choice.weights, choice.moves)]
    return walk


def walk_final_scores(walk: dict, start: dict, score) -> dict[int, float]:
    """{final score: its chance} for turns that go as `walk` says from the boards of `start` (board ->
    chance); a turn that ends at a board scores `score(board)`."""
    mass, distribution = dict(start), {}
    for board in reversed(walk):
        chance = mass.pop(board, 0)
        for step, after in walk[board] if chance else ():
            key, totals = (score(board), distribution) if after is None else (after, mass)
            totals[key] = totals[key] + chance * step if key in totals else chance * step
    return dict(sorted(distribution.items()))


def final_score_vectors(table: dict, values: list, end_vectors: list, start: dict, score, beyond=None):
    """({final score: its chance per payoff}, {board: chances per payoff its list drops}) for a
    player who starts from `start` (board -> chances) and makes the best of `values` (lists as
    `best_vectors` makes them over `table`, with `beyond`; on a tie the first choice and move);
    `end_vectors` (boards in the table's order) are what ending the turn there is worth, and a turn
    that ends at a board scores `score(board)`."""
    ends = dict(zip(table, end_vectors))
    mass, distribution, unlisted = {}, {}, {}

    def arrive(board, chances, factor):
        covered = len(ends[board])
        add_scaled(mass, board, chances if covered >= len(chances) else chances[:covered], factor)
        if covered < len(chances):
            add_scaled(unlisted, board, chances[covered:], factor)

    number = type(next(iter(start.values()), [1.0])[0])  # float, or Fraction for exact sums
    for board, chances in start.items():
        arrive(board, chances, number(1))
    for board in reversed(table):
        if board not in mass:
            continue
        weight, choices, length = mass.pop(board), table[board], len(ends[board])
        if len(choices) > 1:
            expected = [choice_vector(values, board, choice, ends[board], beyond) for choice in choices]
            parts = zip(choices, first_best(expected, weight))
        else:
            parts = [(choices[0], weight)]
        for choice, part in parts:
            if choice.stuck:
                add_scaled(distribution, score(board), part, number(choice.stuck) / choice.denominator)
            for ways, moves in zip(choice.weights, choice.moves):
                reached = (first_best([listed(values, board ^ m, length, beyond) for m in moves], part)
                           if len(moves) > 1 else [part])
                for move, got in zip(moves, reached):
                    if got:
                        arrive(board ^ move, got, number(ways) / choice.denominator)
    return dict(sorted(distribution.items())), unlisted


def first_best(vectors: list[list], weight: list) -> list[list]:
    """`weight` split among the vectors: each entry goes to the first vector that is largest there
    (a vector that gets nothing gets an empty list)."""
    best = vectors[0]
    for other in vectors[1:]:
        best = [x if x >= y else y for x, y in zip(best, other)]
    parts, left = [], weight
    for vector in vectors:
        if vector == best:  # largest everywhere, the usual case: what is left is all its own
            return parts + [left] + [[]] * (len(vectors) - len(parts) - 1)
        largest = [x == b for x, b in zip(vector, best)]
        parts.append([w * is_best for w, is_best in zip(left, largest)] if any(largest) else [])
        left = [w - p for w, p in zip(left, parts[-1])] if parts[-1] else left
    return parts


def add_scaled(totals: dict, key, vector: list, factor) -> None:
    """totals[key] += vector * factor, entry by entry, the shorter list read as ending in zeros
    (nothing when the vector is all zero)."""
    if any(vector):
        old = totals.get(key, [])
        summed = [t + x * factor for t, x in zip(old, vector)]
        if len(old) != len(vector):
            summed += old[len(summed):] + [x * factor for x in vector[len(summed):]]
        totals[key] = summed
