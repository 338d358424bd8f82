"""What a request names: the game, the state and the opponent, who sits in each seat, whose side
the values take, and the dice."""

import random

from stb.fields import EXACT, mapping, text, whole
from stb.game import CHANCE
from stb.bridge.opponent import opponent_of


def position(page, request):
    """The game its rules name, the state the request names (the start when none) and the
    opponent: (game, state, opponent)."""
    game = page.make(mapping(request.get("rules"), "the rules"))
    named = request.get("state")
    state = game.initial_state() if named in (None, "") else state_named(page, game, text(named, "a position"))
    return game, state, opponent_of(page, game, mapping(request.get("opponent"), "the opponent"))


def state_named(page, game, text_form: str):
    """The state a position's text names: the game reads it (`parse_state`, checked against its
    rules); a request names a decision or the end, so a chance node is the game's to name as one
    or to refuse (`chance_named`)."""
    state = game.parse_state(text_form)
    return page.chance_named(game, state) if game.to_move(state) == CHANCE else state


def names(page, game, opponent) -> list[str]:
    """Who sits in each seat, as sentences say it: "You", "The computer", "Player 1"."""
    seats = page.seats(game)
    if len(seats) == 1:
        return ["You"]
    if opponent["mode"] == "people":
        return list(seats)
    return ["You" if seat == opponent["side"] else "The computer" for seat in range(2)]


def viewer(page, game, opponent, mover) -> int:
    """Whose side the page's values take: yours, alone or against the computer; between two
    people, the player to move (player 1 once the game is over)."""
    if len(page.seats(game)) == 1:
        return 0
    if opponent["mode"] == "computer":
        return opponent["side"]
    return mover or 0


def rng(request) -> random.Random:
    """The dice of a request: seeded by its "seed", or random."""
    seed = request.get("seed")
    return random.Random(None if seed is None else whole(seed, "the seed", 0, EXACT))
