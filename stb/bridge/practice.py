"""Practice: a close decision to try, met in play from the start, asked of you as the side to move."""

from stb.advice import choose
from stb.bridge.advising import advice_of
from stb.bridge.dice import Throw
from stb.bridge.record import advance
from stb.fields import BadRequest
from stb.i18n import _

PRACTICE_PLIES = 300
PRACTICE_STRENGTH = 0.6
PRACTICE_CHOICES = 8
"""How far, and how well, play goes on from the start to find positions to practise, and among
how many of the closest decisions met one is drawn."""


def practice_position(page, game, rng):
    """A close decision, drawn from the PRACTICE_CHOICES closest met in PRACTICE_PLIES of play
    from the start, each move picked by cost as a fair player would (closest: the second-best
    move costs the least, but something)."""
    unit, state, met = page.unit(game), game.initial_state(), {}
    if game.is_terminal(state):
        raise BadRequest(_("there is nothing to practise with these rules: the game is over before its first move; "
                           "choose other rules"))
    for _ply in range(PRACTICE_PLIES):
        if game.is_terminal(state):
            state = game.initial_state()
        advice = advice_of(page, game, state)
        if len(advice.moves) > 1 and advice.moves[1].cost > 0:
            met[game.state_text(state)] = advice.moves[1].cost, state
        action = choose(advice, PRACTICE_STRENGTH, rng, unit.blunder).action
        state = advance(page, game, state, action, Throw(), rng)[1]
    closest = sorted(met.values(), key=lambda found: found[0])[:PRACTICE_CHOICES]
    return rng.choice(closest)[1] if closest else game.initial_state()


def asked_of_you(page, game, state, opponent) -> dict:
    """The players of a close decision asked of you against the computer: you play the side to move
    (its words then speak to you), the computer the other."""
    if opponent.get("mode") != "computer" or "side" not in opponent or game.is_terminal(state):
        return opponent
    mover = game.to_move(state)
    return {**opponent, "side": mover} if mover in range(len(page.seats(game))) else opponent
