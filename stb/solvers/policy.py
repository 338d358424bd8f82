"""A policy valued exactly over the game protocol (stb.game), written once for every game.

A policy is `policy(game, state) -> action`: at a decision of the player it plays, one of
`game.actions(state)`, chosen from the state alone. Played in one seat against another policy (the
perfect player, in the lab), or alone, it turns the game into a chain of chance: each decision has
one move. Its value is that chain's expected payoff, by backward induction where play never comes
back to a position; where it does, in a game of chance by a fixed point (value iteration), and in a
game without chance play that comes back loops for ever: endless play, worth 0 (a draw).
"""

from collections.abc import Iterable
from heapq import nlargest
from typing import NamedTuple

from stb.game import CHANCE
from stb.solvers.graph import forward, reachable
from stb.solvers.value_iteration import value_iteration


class Decision(NamedTuple):
    """A decision where the policy leaves the perfect player's move: the state, the policy's action
    there, how often a game meets it (its chance; where play comes round again, the expected
    number of times), the moves played before it in a game without chance (None in a game of
    chance), and what it costs against the best move where the evaluator priced it from solved
    values (None: the game's advice prices it)."""
    state: object
    action: object
    reach: float
    plies: int | None = None
    cost: float | None = None


class PolicyValue(NamedTuple):
    """A policy's value for its player (the expected payoff), the moves to the end in a game
    without chance (None: play never ends, or a game of chance), and its `Decision`s: in the order
    play first meets them, or where the evaluator priced them (`Ranked`), those costing something,
    the largest expected cost first."""
    value: float
    plies: int | None
    decisions: Iterable[Decision]


class Ranked:
    """Priced decisions, the largest expected cost first, worked out as they are read: `first(n)`
    keeps the n costliest of thousands by a heap, iterating sorts them all. `rows()` yields plain
    rows afresh each time, `key(row)` orders them (None: the rows themselves), `make(*row)` is the
    `Decision`."""

    def __init__(self, rows, make, key=None):
        self.rows, self.make, self.key = rows, make, key

    def first(self, count: int) -> list[Decision]:
        return [self.make(*row) for row in nlargest(count, self.rows(), key=self.key)]

    def __iter__(self):
        return (self.make(*row) for row in sorted(self.rows(), key=self.key, reverse=True))


def evaluate_policy(game, policy, seat, perfect, payoff=None) -> PolicyValue:
    """`policy`'s exact value in `seat` (0 or 1; None: it plays alone), `perfect` playing the
    other seat: the expected `payoff(end)` (default `game.utility`, player 0's), and each decision
    where `policy` leaves `perfect`'s move, in the order play first meets them."""
    def plays(state) -> bool:
        return seat is None or game.to_move(state) == seat

    payoff, start = payoff or game.utility, game.initial_state()
    edges, chance, played = reached(game, start, lambda state: (policy if plays(state) else perfect)(game, state))
    order = acyclic_order(edges)
    if order is not None:
        value, reach = backward_values(edges, order, payoff), forward(order, edges.__getitem__, {start: 1})
    elif chance:
        value, reach = fixed_point_values(edges, payoff), fixed_point_reach(edges, start)
    else:  # one move a position, and play comes back: the path from the start loops for ever
        value, reach = dict.fromkeys(edges, 0), dict.fromkeys(edges, 1)
    plies = {} if chance else dict(zip(edges, range(len(edges))))  # without chance, `edges` is the path
    decisions = tuple(Decision(state, action, reach[state], plies.get(state))
                      for state, action in played.items() if plays(state) and action != perfect(game, state))
    return PolicyValue(value[start], None if chance or order is None else len(edges) - 1, decisions)


def reached(game, start, move) -> tuple[dict, bool, dict]:
    """Every state play reaches from `start`, in the order first met (depth first), each with its
    [(next state, chance)]: one move at a decision (`move(state)`), every outcome at a chance node,
    none at the end; whether any chance node was met; and the move made at each decision."""
    edges, played = {}, {}

    def successors(state):
        if game.is_terminal(state):
            edges[state] = []
        elif game.to_move(state) == CHANCE:
            edges[state] = [(game.result(state, outcome), p) for outcome, p in game.chance_outcomes(state)]
        else:
            played[state] = move(state)
            edges[state] = [(game.result(state, played[state]), 1)]
        return [after for after, _ in edges[state]]

    reachable([start], successors, depth_first=True)
    return edges, len(played) < sum(1 for nexts in edges.values() if nexts), played


def acyclic_order(edges: dict) -> list | None:
    """The states with each before every state it leads to (None where play can come back)."""
    entering = dict.fromkeys(edges, 0)
    for nexts in edges.values():
        for after, _ in nexts:
            entering[after] += 1
    ready, order = [state for state, count in entering.items() if count == 0], []
    while ready:
        state = ready.pop()
        order.append(state)
        for after, _ in edges[state]:
            entering[after] -= 1
            if entering[after] == 0:
                ready.append(after)
    return order if len(order) == len(edges) else None


def backward_values(edges, order, payoff) -> dict:
    """Each state's expected payoff, the ends first."""
    value = {}
    for state in reversed(order):
        value[state] = payoff(state) if not edges[state] else sum(p * value[after] for after, p in edges[state])
    return value


def fixed_point_values(edges, payoff) -> dict:
    """Each state's expected payoff where play comes round again: value iteration to rounding
    error, the states swept the last met first (the ends, mostly, before what leads to them)."""
    ends = {state: payoff(state) for state, nexts in edges.items() if not nexts}
    return value_iteration(list(reversed(edges)), lambda state, value: ends[state] if state in ends else
                           sum(p * value[after] for after, p in edges[state]))


def fixed_point_reach(edges, start) -> dict:
    """Each state's expected number of visits where play comes round again: the start's one, and
    what flows in from every state that leads to it, to rounding error."""
    entering = {state: [] for state in edges}
    for state, nexts in edges.items():
        for after, p in nexts:
            entering[after].append((state, p))
    return value_iteration(list(edges), lambda state, visits: (state == start) + sum(
        p * visits[before] for before, p in entering[state]))
