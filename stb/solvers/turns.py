"""Backward induction for one player's turn of rolls: Shut the Box's shape, as tables, fast.

Positions are bitmasks and a move flips some of their bits (Shut the Box: the tiles it shuts);
positions come in an order where every position comes after those its moves lead to. At each
position the player picks one of its `choices` (say, how many dice to roll). A choice is a
`Choice`: `stuck` of every `denominator` equally likely rolls leave no move, so the turn ends and
pays `end_value`; otherwise `weights[i]` rolls let the player make the best of `moves[i]`. Whole
weights keep the sums exact. The player maximises the expected end value.
"""

from itertools import repeat
from operator import mul
from typing import NamedTuple

from stb.progress import tracked


class Choice(NamedTuple):
    """One choice before the roll: the rolls out of `denominator` that leave no move, and per
    other roll outcome its weight and the moves it allows."""
    denominator: int
    stuck: int
    weights: tuple[int, ...]
    moves: tuple[tuple[int, ...], ...]


def best_after_rolls(value, position, choice):
    """Per roll outcome of `choice` that leaves a move (as `choice.moves` lists them), the value of
    the best move: an iterator."""
    # best[i] = max(value[position ^ m] for m in choice.moves[i]), as maps that run in C
    after = map(map, repeat(position.__xor__), choice.moves)
    return map(max, map(map, repeat(value.__getitem__), after))


def choice_value(value, position, choice, end_value):
    """Expected value of one choice: per roll the value of the best move, or the end value."""
    best = best_after_rolls(value, position, choice)
    return (choice.stuck * end_value + sum(map(mul, choice.weights, best))) / choice.denominator


def best_values(choices_by_position, end_values, size):
    """A list indexed by position: the expected end value under optimal play from it."""
    value = [None] * size
    for (position, choices), end in zip(tracked(choices_by_position.items()), end_values):
        value[position] = (choice_value(value, position, choices[0], end) if len(choices) == 1 else
                           max([choice_value(value, position, choice, end) for choice in choices]))
    return value


def listed(value, position, length, beyond):
    """`value[position]` as `length` entries, those past the end of its list worth `beyond[position]`."""
    vector = value[position]
    return vector if len(vector) >= length else vector + [beyond[position]] * (length - len(vector))


def choice_vector(value, position, choice, end_vector, beyond=None):
    """`choice_value` for many payoffs at once, maxima taken per payoff; a position's vector may be
    shorter than `end_vector`, the entries it lacks worth `beyond[position]`."""
    # Comprehensions, not maps of max() and operator functions, which cost more per entry. Whole
    # weights are turned into the vectors' own numbers (float or Fraction) once.
    if not end_vector:
        return []
    number, length = type(end_vector[0]), len(end_vector)
    expected = [number(choice.stuck) * end for end in end_vector]
    for weight, moves in zip(map(number, choice.weights), choice.moves):
        first, *others = [listed(value, position ^ m, length, beyond) for m in moves]
        for other in others[:-1]:  # the best of the moves, entry by entry
            first = [x if x >= y else y for x, y in zip(first, other)]
        if others:
            expected = [e + weight * (x if x >= y else y) for e, x, y in zip(expected, first, others[-1])]
        else:
            expected = [e + weight * x for e, x in zip(expected, first)]
    return [e / choice.denominator for e in expected]


def best_vectors(choices_by_position, end_vectors, size, beyond=None):
    """`best_values` for many payoffs at once, each maximised on its own; each position's list is
    as long as its end vector, and entries past a list's end are worth `beyond[position]`."""
    value = [None] * size
    for (position, choices), end in zip(tracked(choices_by_position.items()), end_vectors):
        vectors = [choice_vector(value, position, choice, end, beyond) for choice in choices]
        value[position] = vectors[0] if len(vectors) == 1 else list(map(max, *vectors))
    return value
