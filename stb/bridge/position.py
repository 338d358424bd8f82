"""What a request names: the game, the state and the opponent, who sits in each seat, whose side
the values take, and the dice."""

import random

from stb.bridge.fields import EXACT, mapping, text, whole


def position(adapter, request):
    """The game its rules name, the state the request names (the start when none) and the
    opponent: (game, state, opponent)."""
    game = adapter.game(mapping(request.get("rules"), "the rules"))
    named = request.get("state")
    state = game.initial_state() if named in (None, "") else adapter.parse(game, text(named, "a position"))
    return game, state, adapter.opponent(game, mapping(request.get("opponent"), "the opponent"))


def names(adapter, game, opponent) -> list[str]:
    """Who sits in each seat, as sentences say it: "You", "The computer", "Player 1"."""
    if adapter.seats(game) == 1:
        return ["You"]
    if opponent["mode"] == "people":
        return list(adapter.seat_names)
    return ["You" if seat == opponent["side"] else "The computer" for seat in range(2)]


def viewer(adapter, game, opponent, mover) -> int:
    """Whose side the page's values take: yours, alone or against the computer; between two
    people, the player to move (player 1 once the game is over)."""
    if adapter.seats(game) == 1:
        return 0
    if opponent["mode"] == "computer":
        return opponent["side"]
    return mover or 0


def rng(request) -> random.Random:
    """The dice of a request: seeded by its "seed", or random."""
    seed = request.get("seed")
    return random.Random(None if seed is None else whole(seed, "the seed", 0, EXACT))
