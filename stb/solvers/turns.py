"""Backward induction for one player's turn of rolls: Shut the Box's shape, as tables, fast.

Positions are bitmasks and a move flips some of their bits (Shut the Box: the tiles it shuts);
positions come in an order where every position comes after those its moves lead to. At each
position the player picks one of its `choices` (say, how many dice to roll). A choice is a
`Choice`: `stuck` of every `denominator` equally likely rolls leave no move, so the turn ends and
pays `end_value`; otherwise `weights[i]` rolls let the player make the best of `moves[i]`. Whole
weights keep the sums exact. The player maximises the expected end value.
"""

from itertools import chain, repeat
from operator import add, mul, truediv
from typing import NamedTuple

from stb.progress import tracked


class Choice(NamedTuple):
    """One choice before the roll: the rolls out of `denominator` that leave no move, and per
    other roll outcome its weight and the moves it allows."""
    denominator: int
    stuck: int
    weights: tuple[int, ...]
    moves: tuple[tuple[int, ...], ...]


def choice_value(value, position, choice, end_value):
    """Expected value of one choice: per roll the value of the best move, or the end value."""
    # best[i] = max(value[position ^ m] for m in choice.moves[i]), as maps that run in C
    after = map(map, repeat(position.__xor__), choice.moves)
    best = map(max, map(map, repeat(value.__getitem__), after))
    return (choice.stuck * end_value + sum(map(mul, choice.weights, best))) / choice.denominator


def best_values(choices_by_position, end_values, size):
    """A list indexed by position: the expected end value under optimal play from it."""
    value = [None] * size
    for (position, choices), end in zip(tracked(choices_by_position.items()), end_values):
        value[position] = (choice_value(value, position, choices[0], end) if len(choices) == 1 else
                           max([choice_value(value, position, choice, end) for choice in choices]))
    return value


def choice_vector(value, position, choice, end_vector, padding):
    """`choice_value` for many payoffs at once, maxima taken per payoff; a position's vector may be
    shorter than `end_vector`, the `padding` iterator supplying its missing entries."""
    expected = map(mul, repeat(choice.stuck), end_vector)  # lazy: summed element by element at the end
    for weight, moves in zip(choice.weights, choice.moves):
        reached = [chain(value[position ^ m], padding) for m in moves]
        expected = map(add, expected, map(mul, repeat(weight), reached[0] if len(moves) == 1 else map(max, *reached)))
    return list(map(truediv, expected, repeat(choice.denominator)))


def best_vectors(choices_by_position, end_vectors, size, beyond):
    """`best_values` for many payoffs at once, each maximised on its own; each position's list is
    as long as its end vector, and entries past a list's end are worth `beyond`."""
    value = [None] * size
    padding = repeat(beyond)  # endless and stateless, so one serves every vector
    for (position, choices), end in zip(tracked(choices_by_position.items()), end_vectors):
        vectors = [choice_vector(value, position, choice, end, padding) for choice in choices]
        value[position] = vectors[0] if len(vectors) == 1 else list(map(max, *vectors))
    return value
