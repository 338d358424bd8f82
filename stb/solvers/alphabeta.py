"""Minimax with alpha-beta pruning over the game protocol: depth limits, a transposition table, node counts.

Moves are tried in the order `game.actions` gives them, and among equally good moves the first
wins, so a game states its preferred move order by listing its actions in that order.
"""

from dataclasses import dataclass
from math import inf

from stb.game import CHANCE, Action, Game, State


@dataclass(frozen=True)
class Search:
    """Player 0's value of the searched position, the first best move (None if there is no move
    to make), and how many positions the search visited."""
    value: float
    action: Action | None
    nodes: int


def alphabeta(game: Game, state: State, *, depth: int | None = None, evaluate=None,
              prune: bool = True, transpositions: bool = False) -> Search:
    """Minimax value and move of `state`, looking `depth` plies ahead (all the way if None) and
    scoring the frontier with `evaluate(state)` (player 0's value).

    `prune=False` is plain minimax, for comparison. `transpositions` keeps bounds on the value of
    each (position, plies left) already searched, so a position reached again by another path
    costs one node; the search is still recursive, one call per ply.
    """
    nodes = 0
    bounds = {}

    def search(state, depth, alpha, beta):
        """(value, first best action); the value is exact inside (alpha, beta), and at or beyond
        the window's edge it is a bound on the exact value in that direction (fail-soft)."""
        nonlocal nodes
        nodes += 1
        if game.is_terminal(state):
            return game.utility(state), None
        if depth == 0:
            return evaluate(state), None
        left = None if depth is None else depth - 1
        player = game.to_move(state)
        if player == CHANCE:
            return sum(p * search(game.result(state, outcome), left, -inf, inf)[0]
                       for outcome, p in game.chance_outcomes(state)), None
        low, high = bounds.get((state, depth), (-inf, inf))
        if low == high or low >= beta or high <= alpha:
            return (low if low >= beta or low == high else high), None
        alpha, beta = max(alpha, low), min(beta, high)
        window = alpha, beta
        sign = 1 if player == 0 else -1  # search as the maximiser of sign * value
        best, best_action = -inf, None
        for action in game.actions(state):
            value = search(game.result(state, action), left, alpha, beta)[0]
            if sign * value > best:
                best, best_action = sign * value, action
                if prune:
                    alpha, beta = (max(alpha, value), beta) if sign > 0 else (alpha, min(beta, value))
                    if alpha >= beta:
                        break
        value = sign * best
        if transpositions:  # inside the window exact, at or beyond an edge a bound that way
            bounds[state, depth] = (value if value > window[0] else low,
                                    value if value < window[1] else high)
        return value, best_action

    value, action = search(state, depth, -inf, inf)
    return Search(value, action, nodes)
