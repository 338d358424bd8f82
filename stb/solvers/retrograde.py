"""Retrograde analysis of loopy two-player win/loss/draw games over the game protocol.

Starting from the ended positions, values flow backwards to the positions one move earlier: a
position is won once one move reaches a position lost for the opponent, lost once every move
reaches a position won for the opponent, and drawn if neither ever happens (play can go on forever,
or reach a tied end). Positions are settled in order of remoteness, so the winner's remoteness is
the fastest win and the loser's the slowest loss.
"""

from collections import deque
from dataclasses import dataclass
from functools import partial

from stb.game import Game, State
from stb.solvers.graph import reachable

WIN, LOSS, DRAW = "win", "loss", "draw"


@dataclass(frozen=True)
class Outcome:
    """The result for the player to move and the plies to the end under optimal play (None: draw)."""
    result: str
    remoteness: int | None


def positions_after(game: Game, state) -> list:
    """Each distinct position one move away."""
    return list(dict.fromkeys(game.result(state, a) for a in game.actions(state)))


def retrograde(game: Game, roots, observe=None) -> dict[State, Outcome]:
    """The outcome of every position reachable from `roots` (no chance nodes; the player to move
    at an end scores `utility`, player 0's payoff: positive wins, negative loses, zero draws).
    `observe(state, outcome, child)`, if given, is told of each position as it is settled, in the
    order settled: the ends first (child None), then each with the child whose outcome settled it."""
    successors = reachable(roots, partial(positions_after, game))
    predecessors = {state: [] for state in successors}
    for state, children in successors.items():
        for child in children:
            predecessors[child].append(state)
    outcomes = {}
    for state in successors:
        if game.is_terminal(state):
            payoff = game.utility(state) * (1 if game.to_move(state) == 0 else -1)
            if payoff:
                outcomes[state] = Outcome(WIN if payoff > 0 else LOSS, 0)
    if observe is not None:
        for state, outcome in outcomes.items():
            observe(state, outcome, None)
    unsettled = {state: len(children) for state, children in successors.items()}
    queue = deque(outcomes)
    while queue:
        child = queue.popleft()
        result, remoteness = outcomes[child].result, outcomes[child].remoteness
        for parent in predecessors[child]:
            if parent in outcomes:
                continue
            same_mover = game.to_move(parent) == game.to_move(child)
            if (result == WIN) == same_mover:
                outcomes[parent] = Outcome(WIN, remoteness + 1)
            else:
                unsettled[parent] -= 1
                if unsettled[parent]:
                    continue
                outcomes[parent] = Outcome(LOSS, remoteness + 1)
            queue.append(parent)
            if observe is not None:
                observe(parent, outcomes[parent], child)
    return {state: outcomes.get(state, Outcome(DRAW, None)) for state in successors}
