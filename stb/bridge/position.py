"""What a request names: the game, the state and the opponent, who sits in each seat, whose side
the values take, and the dice."""

import random

from stb.fields import EXACT, mapping, text, whole
from stb.game import CHANCE
from stb.i18n import _
from stb.bridge.opponent import opponent_of
from stb.words import COMPUTER, PLAYER, YOU, Seat


def position(page, request):
    """The game its rules name, the state the request names (the start when none) and the
    opponent: (game, state, opponent)."""
    # Translators: a field, as a refusal names it ("{what} must be ...").
    game = page.make(mapping(request.get("rules"), _("the rules")))
    named = request.get("state")
    # Translators: a field, as a refusal names it ("{what} must be ...").
    state = game.initial_state() if named in (None, "") else state_named(page, game, text(named, _("a position")))
    # Translators: a field, as a refusal names it ("{what} must be ...").
    return game, state, opponent_of(page, game, mapping(request.get("opponent"), _("the opponent")))


def state_named(page, game, text_form: str):
    """The state a position's text names: the game reads it (`parse_state`, checked against its
    rules); a request names a decision or the end, so a chance node is the game's to name as one
    or to refuse (`chance_named`)."""
    state = game.parse_state(text_form)
    return page.chance_named(game, state) if game.to_move(state) == CHANCE else state


def names(page, game, opponent) -> list[Seat]:
    """Who sits in each seat, by role (stb.words.Seat), each with the game's label for it: you, alone
    or against the computer (in your seat), the computer, or the players the game names between two
    people at the screen."""
    labels = page.seats(game)
    if len(labels) == 1:
        return [Seat(YOU, labels[0])]
    if opponent["mode"] == "people":
        return [Seat(PLAYER, label) for label in labels]
    return [Seat(YOU if seat == opponent["side"] else COMPUTER, label) for seat, label in enumerate(labels)]


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
    # Translators: a field, as a refusal names it ("{what} must be ...").
    return random.Random(None if seed is None else whole(seed, _("the seed"), 0, EXACT))
