"""A play: the page's move (or the computer's) and its dice, recorded, and the view after it."""

from stb.bridge.position import position, rng
from stb.bridge.record import saved_move, step
from stb.bridge.view import picture


def play(adapter, request) -> dict:
    """Play one move (the person's, or with "computer": true the computer's) and its dice: its
    record, the move as a saved game keeps it, and the view after it."""
    game, state, opponent = position(adapter, request)
    record, after = step(adapter, game, state, opponent, request, rng(request))
    return {"record": record, "saved": saved_move(record), "view": picture(adapter, game, after, opponent)}
