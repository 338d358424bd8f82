"""Backward induction for one player's turn of rolls: Shut the Box's shape, as tables, fast.

Positions come in an order where every successor is listed before the position itself. At each
position the player picks one of its `choices` (say, how many dice to roll); a choice is a pair
(denominator, outcomes), each outcome (weight, successors) with probability weight/denominator
(whole dice counts keep sums exact); the player then moves to the best successor, or, with none,
the turn ends and pays `end_value`. The player maximises the expected end value.
"""

from operator import add


def choice_value(value, choice, end_value):
    """Expected value of one choice: per outcome the best successor's value, or the end value."""
    get = value.__getitem__
    denominator, outcomes = choice
    return sum(weight * (max(map(get, successors)) if successors else end_value)
               for weight, successors in outcomes) / denominator


def best_values(choices_by_position, end_values, size):
    """A list indexed by position: the expected end value under optimal play from it."""
    value = [None] * size
    for (position, choices), end in zip(choices_by_position.items(), end_values):
        value[position] = max(choice_value(value, choice, end) for choice in choices)
    return value


def best_successors(value, successors):
    """The successors that reach the best value (ties included), in the order given."""
    best = max(value[s] for s in successors)
    return [s for s in successors if value[s] == best]


def choice_vector(value, choice, end_vector):
    """`choice_value` for many payoffs at once: values are equal-length lists, maxima taken per payoff."""
    denominator, outcomes = choice
    expected = None
    for weight, successors in outcomes:
        if not successors:
            reached = end_vector
        elif len(successors) == 1:
            reached = value[successors[0]]
        else:
            reached = map(max, *[value[s] for s in successors])
        scaled = [weight * x for x in reached]
        expected = scaled if expected is None else list(map(add, expected, scaled))
    return [x / denominator for x in expected]


def best_vectors(choices_by_position, end_vectors, size):
    """`best_values` for many payoffs at once (one list entry per payoff), each maximised on its own."""
    value = [None] * size
    for (position, choices), end in zip(choices_by_position.items(), end_vectors):
        vectors = [choice_vector(value, choice, end) for choice in choices]
        value[position] = vectors[0] if len(vectors) == 1 else list(map(max, *vectors))
    return value
