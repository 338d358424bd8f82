"""Value iteration over the game protocol: every state reachable from the start, swept by
stb.solvers.value_iteration."""

from stb.game import CHANCE, Game
from stb.solvers.value_iteration import value_iteration


def game_value_iteration(game: Game, epsilon=1e-12) -> dict:
    """Player 0's value of every state reachable from the start, by value iteration."""

    def backup(state, values):
        if game.is_terminal(state):
            return game.utility(state)
        player = game.to_move(state)
        if player == CHANCE:
            return sum(p * values[game.result(state, outcome)]
                       for outcome, p in game.chance_outcomes(state))
        options = [values[game.result(state, action)] for action in game.actions(state)]
        return max(options) if player == 0 else min(options)

    return value_iteration(reachable_states(game), backup, epsilon)


def reachable_states(game: Game) -> list:
    """Every state reachable from the initial state, in the order first reached."""
    order = [game.initial_state()]
    seen = set(order)
    for state in order:
        if game.is_terminal(state):
            continue
        moves = ([outcome for outcome, _ in game.chance_outcomes(state)]
                 if game.to_move(state) == CHANCE else game.actions(state))
        for move in moves:
            successor = game.result(state, move)
            if successor not in seen:
                seen.add(successor)
                order.append(successor)
    return order
