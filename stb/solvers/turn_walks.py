"""Where one player's turn of rolls goes under a policy: the forward pass over the same tables the
sweep of stb.solvers.turns solves backwards (positions are bitmasks, a `Choice` per option)."""

from stb.solvers.graph import forward
from stb.solvers.turns import choice_vector, listed


def best_turn_walk(table: dict, values: list, end_vectors: list) -> dict[int, list]:
    """Per board of `table` (its choices, as `best_values` takes them), where the turn goes for a
    player who makes the best of `values` (one-entry lists per board; on a tie the first choice and
    move), `end_vectors` (boards in the table's order) being what ending it there is worth:
    [(the next board, or None: the turn ends, chance), ...] (stb.solvers.graph's edges), boards in
    the table's order."""
    ends, number, walk = dict(zip(table, end_vectors)), type(end_vectors[0][0]), {}
    for board, choices in table.items():  # max() keeps the first of equal values
        choice = max(choices, key=lambda c: choice_vector(values, board, c, ends[board])[0]) if len(choices) > 1 else choices[0]
        walk[board] = [(None, number(choice.stuck) / choice.denominator)] if choice.stuck else []
        walk[board] += [(board ^ max(moves, key=lambda m: values[board ^ m][0]), number(ways) / choice.denominator)
                        for ways, moves in zip(choice.weights, choice.moves)]
    return walk


def walk_final_scores(walk: dict, start: dict, score) -> dict[int, float]:
    """{final score: its chance} for turns that go as `walk` says from the boards of `start` (board ->
    chance); a turn that ends at a board scores `score(board)`."""
    mass, distribution = forward(reversed(walk), walk.__getitem__, start), {}
    for board in reversed(walk):
        for after, chance in walk[board] if mass.get(board) else ():
            if after is None:
                distribution[score(board)] = distribution.get(score(board), 0) + mass[board] * chance
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
