"""A position's advice, asked once (`stb.advice.advised`, the one cache): a click reads the same
position's advice for its record, its verdict, the next view and the review, and the next click
starts where this one ended."""

from stb.advice import advised


def advice_of(page, game, state):
    """`stb.advice.Advice` for the player to move at `state`, as the game's declaration gives it."""
    return advised(page.advise, game, state)
