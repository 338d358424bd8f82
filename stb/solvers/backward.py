"""Backward induction for games without chance or loops, in one pass and no recursion.

Positions come in an order where every move leads to a position that comes earlier (Nim: fewer
marbles; a game with a move limit: a later level), so each position is valued once, from the values
of the positions its moves reach, however long the game.
"""


def backward_induction(order, moves, at_end, combine, table):
    """Fill `table` (a list indexed by position, or a dict) for every position of `order`: with
    `at_end(position)` where `moves(position)` reaches nothing, else with `combine(position,
    reached, values)` over the positions reached and their values in the table. Returns the table."""
    for position in order:
        reached = moves(position)
        table[position] = combine(position, reached, [table[p] for p in reached]) if reached else at_end(position)
    return table
