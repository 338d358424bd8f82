"""Backward induction for one player's turn of rolls: Shut the Box's shape, as tables, fast.

Positions come in an order where every successor is listed before the position itself. At each
position the player picks one of its `choices` (say, how many dice to roll); a choice is a list of
(probability, successors) outcomes; the player then moves to the best successor, or, with none,
the turn ends and pays `end_value`. The player maximises the expected end value.
"""


def choice_value(value, outcomes, end_value):
    """Expected value of one choice: per outcome the best successor's value, or the end value."""
    get = value.__getitem__
    return sum(p * (max(map(get, successors)) if successors else end_value)
               for p, successors in outcomes)


def best_values(choices_by_position, end_values, size):
    """A list indexed by position: the expected end value under optimal play from it."""
    value = [None] * size
    for (position, choices), end in zip(choices_by_position.items(), end_values):
        value[position] = max(choice_value(value, outcomes, end) for outcomes in choices)
    return value


def best_successors(value, successors):
    """The successors that reach the best value (ties included), in the order given."""
    best = max(value[s] for s in successors)
    return [s for s in successors if value[s] == best]
