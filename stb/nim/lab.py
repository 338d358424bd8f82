"""The spec's computer at a depth as the lab's rules of thumb, and the perfect player: policies
(stb.solvers.policy), valued against each other by the generic evaluator."""

from functools import partial

from stb.nim.rules import RedBlueNim, State
from stb.nim.search import evaluate, searcher
from stb.nim.values import move_values, values_for
from stb.strategies import Family

SEARCH_DEPTHS = range(1, 13)
"""Depths a strategy may name: at each, a whole game against the optimal player from the page's
largest piles (60 x 60) answers within seconds."""
STRATEGIES = {
    "depth": Family(partial(searcher, evaluation=evaluate), "Looks {moves} ahead",
                    "plays as a simple game program does: it looks {moves} ahead (both players' moves counted) and "
                    "judges the positions there with its evaluation, which is exact here", SEARCH_DEPTHS),
    "naive-depth": Family(partial(searcher, evaluation=RedBlueNim.utility), "Looks {moves} ahead, naively",
                          "looks {moves} ahead (both players' moves counted) and judges the positions there as "
                          "if the game ended at once", SEARCH_DEPTHS),
}
"""The spec's computer by search depth, with the evaluation function (`evaluate`) or a naive one: the
points at stake were the game to end there (`utility`)."""


def optimal(nim: RedBlueNim, state: State) -> tuple[int, str]:
    """The perfect player: of the moves of best exact value, the first in the spec's order, as
    alpha-beta to the end picks it."""
    return max(move_values(nim, state, values_for(nim, state.red, state.blue)), key=lambda move_value: move_value[1])[0]
