"""The spec's computer at a depth as the lab's rules of thumb, and the perfect player: policies
(stb.solvers.policy), valued against each other by the generic evaluator."""

from functools import partial

from stb.i18n import n_, number
from stb.nim.rules import RedBlueNim, State
from stb.nim.search import evaluate, searcher
from stb.nim.values import move_values, values_for
from stb.strategies import Family

SEARCH_DEPTHS = range(1, 13)
"""Depths a strategy may name: at each, a whole game against the optimal player from the page's
largest piles (60 x 60) answers within seconds."""


def looks_ahead(depth: int) -> str:
    """depth:N as the lab names it."""
    # Translators: a rule of thumb of Red-Blue Nim's lab: a game program that looks {count} moves ahead
    # (a no-break space between the count and its noun)
    return n_("Looks {count}\u00a0move ahead", "Looks {count}\u00a0moves ahead", depth).format(count=number(depth))


def looks_ahead_naively(depth: int) -> str:
    """naive-depth:N as the lab names it."""
    # Translators: a rule of thumb of Red-Blue Nim's lab: a game program that looks {count} moves ahead and
    # judges the positions there as if the game ended at once (a no-break space between the count and its noun)
    return n_("Looks {count}\u00a0move ahead, naively", "Looks {count}\u00a0moves ahead, naively",
              depth).format(count=number(depth))


def looking_ahead(depth: int) -> str:
    """What depth:N does, after "It"."""
    # Translators: what Red-Blue Nim's rule of thumb "Looks {count} moves ahead" does; the lab says it after
    # "It " (the rule of thumb) and a full stop after it (a no-break space between the count and its noun)
    return n_("plays as a simple game program does: it looks {count}\u00a0move ahead (both players' moves "
              "counted) and judges the positions there with its evaluation, which is exact here",
              "plays as a simple game program does: it looks {count}\u00a0moves ahead (both players' moves "
              "counted) and judges the positions there with its evaluation, which is exact here",
              depth).format(count=number(depth))


def looking_ahead_naively(depth: int) -> str:
    """What naive-depth:N does, after "It"."""
    # Translators: what Red-Blue Nim's rule of thumb "Looks {count} moves ahead, naively" does; the lab says
    # it after "It " (the rule of thumb) and a full stop after it (a no-break space between the count and its noun)
    return n_("looks {count}\u00a0move ahead (both players' moves counted) and judges the positions there as "
              "if the game ended at once",
              "looks {count}\u00a0moves ahead (both players' moves counted) and judges the positions there as "
              "if the game ended at once", depth).format(count=number(depth))


STRATEGIES = {
    "depth": Family(partial(searcher, evaluation=evaluate), looks_ahead, looking_ahead, SEARCH_DEPTHS),
    "naive-depth": Family(partial(searcher, evaluation=RedBlueNim.utility), looks_ahead_naively, looking_ahead_naively,
                          SEARCH_DEPTHS),
}
"""The spec's computer by search depth, with the evaluation function (`evaluate`) or a naive one: the
points at stake were the game to end there (`utility`)."""


def optimal(nim: RedBlueNim, state: State) -> tuple[int, str]:
    """The perfect player: of the moves of best exact value, the first in the spec's order, as
    alpha-beta to the end picks it."""
    return max(move_values(nim, state, values_for(nim, state.red, state.blue)), key=lambda move_value: move_value[1])[0]
