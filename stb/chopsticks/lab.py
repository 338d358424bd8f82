"""The spec's computer without its limit as the lab's rule of thumb, and the perfect player without
a limit: policies (stb.solvers.policy) of the loopy game, valued by the generic evaluator."""

from functools import cache

from stb.chopsticks.rules import HANDS, MOVES, SPEC, Chopsticks, Rules
from stb.chopsticks.values import advise, best_move_dp
from stb.strategies import Family


@cache
def spec_computer(moves: int, rules: Rules = SPEC):
    """The spec's computer for `moves` each, played without the limit: it makes every move as it
    makes its first in the spec's game, from the same row of `best_move_dp(2 * moves)` (level 0 as
    A, looking 2 * moves plies ahead; level 1 as B, one ply fewer), so it never meets the limit."""
    table = best_move_dp(2 * moves, rules)
    first_moves = {(a, b, level): table[a, b, level][1][:2] for a, b in HANDS for level in (0, 1)}

    def policy(game, state):
        a, b, level = state
        return first_moves[a, b, level % 2]
    return policy


STRATEGIES = {
    "limit": Family(spec_computer, "Plans for {moves} each", "plays as a simple game program does: it plans for a "
                    "game of {moves} each but plays on without the limit, looking as far ahead at every move as "
                    "at its first", MOVES),
}
"""The spec's computer by its number of moves each (the rules' range, MOVES)."""


def optimal(game: Chopsticks, state):
    """The perfect player: the fastest win, else a draw, else the slowest loss; among equals the
    first in `next_moves` order at level 0 or 1 (that order changes with the level), so without a
    limit it moves alike whenever the hands and the turn come round again."""
    a, b, level = state
    turn = (a, b, level if game.depth is not None else level % 2)
    return advise(game, turn).best.action
