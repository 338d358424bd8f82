"""One board's expectation over the dice, roll total by roll total: the terms that the solver's
`choice_value` (stb.solvers.turns) sums, each total with its chance, its best move and the value
after it, for the values of any objective or seat."""

from typing import NamedTuple

from stb.shutbox.optimal import chance_table
from stb.shutbox.rules import Rules, dice_choices, dice_counts, moves_by_total
from stb.solvers.turns import best_after_rolls, choice_value


class RollTerm(NamedTuple):
    """One roll total: `ways` of the `denominator` equally likely rolls show it; the best move for
    it (the first of equal ones; None: no move fits, the turn ends) and the value after it (what
    ending the turn is worth, when none)."""
    total: int
    ways: int
    denominator: int
    move: int | None
    value: float


class DiceTerms(NamedTuple):
    """One dice choice at a board: a term per total the dice can show, and the choice's value,
    as `choice_value` computes it: the terms' chance-weighted sum."""
    dice: int
    terms: list[RollTerm]
    value: float


def dice_terms(rules: Rules, values: list, board: int, end_value) -> list[DiceTerms]:
    """Each dice choice at `board` taken apart roll by roll, for the player who values boards by
    `values` (a list by board, as the solvers fill it) and the end of the turn here by `end_value`."""
    moves = moves_by_total(rules, board)
    taken_apart = []
    for dice, choice in zip(dice_choices(rules, board), chance_table(rules)[board]):
        best = best_after_rolls(values, board, choice)  # one value per total that leaves a move, in order
        terms = []
        for total, ways in dice_counts(dice):
            options = moves[total] if total < len(moves) else ()
            if options:
                value = next(best)
                move = next(m for m in options if values[board ^ m] == value)
                terms.append(RollTerm(total, ways, choice.denominator, move, value))
            else:
                terms.append(RollTerm(total, ways, choice.denominator, None, end_value))
        taken_apart.append(DiceTerms(dice, terms, choice_value(values, board, choice, end_value)))
    return taken_apart
