"""A position's advice, asked once: a click reads the same position's advice for its record, its
verdict, the next view and the review, and the next click starts where this one ended."""

from functools import lru_cache

ADVICE_KEPT = 256
"""The positions whose advice a process keeps, the last ones asked about."""


@lru_cache(maxsize=ADVICE_KEPT)
def advice_of(page, game, state):
    """`stb.advice.Advice` for the player to move at `state`, as the game's page module gives it."""
    return page.advise(game, state)
