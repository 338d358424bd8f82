"""The spec's computer without its limit as the lab's rule of thumb, and the perfect player without
a limit: policies (stb.solvers.policy) of the loopy game, valued by the generic evaluator."""

from functools import cache

from stb.chopsticks.rules import HANDS, MOVES, SPEC, Chopsticks, Rules
from stb.chopsticks.values import advise, best_move_dp
from stb.i18n import n_, number
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


def plans_for(moves: int) -> str:
    """limit:N as the lab names it."""
    # Translators: a rule of thumb of Chopsticks' lab: a game program that plans for a game of {count}
    # moves for each player (a no-break space between the count and its noun)
    return n_("Plans for {count}\u00a0move each", "Plans for {count}\u00a0moves each", moves).format(count=number(moves))


def planning_for(moves: int) -> str:
    """What limit:N does, after "It"."""
    # Translators: what Chopsticks' rule of thumb "Plans for {count} moves each" does; the lab says it after
    # "It " (the rule of thumb) and a full stop after it (a no-break space between the count and its noun)
    return n_("plays as a simple game program does: it plans for a game of {count}\u00a0move each but plays on "
              "without the limit, looking as far ahead at every move as at its first",
              "plays as a simple game program does: it plans for a game of {count}\u00a0moves each but plays on "
              "without the limit, looking as far ahead at every move as at its first", moves).format(count=number(moves))


STRATEGIES = {
    "limit": Family(spec_computer, plans_for, planning_for, MOVES),
}
"""The spec's computer by its number of moves each (the rules' range, MOVES)."""


def optimal(game: Chopsticks, state):
    """The perfect player: the fastest win, else a draw, else the slowest loss; among equals the
    first in `next_moves` order at level 0 or 1 (that order changes with the level), so without a
    limit it moves alike whenever the hands and the turn come round again."""
    a, b, level = state
    turn = (a, b, level if game.depth is not None else level % 2)
    return advise(game, turn).best.action
