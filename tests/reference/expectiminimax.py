"""Backward induction over decision and chance nodes, for acyclic games of the protocol."""

from functools import cache

from stb.game import CHANCE, Game


def expectiminimax(game: Game):
    """Return `value(state)`: player 0's expected utility under optimal play by both sides."""

    @cache
    def value(state):
        if game.is_terminal(state):
            return game.utility(state)
        player = game.to_move(state)
        if player == CHANCE:
            return sum(p * value(game.result(state, outcome))
                       for outcome, p in game.chance_outcomes(state))
        values = [value(game.result(state, action)) for action in game.actions(state)]
        return max(values) if player == 0 else min(values)

    return value
