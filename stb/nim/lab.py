"""The spec's computer at a depth, valued exactly against optimal play (the strategy lab)."""

from functools import partial

from stb.advice import POINTS as POINTS_UNIT
from stb.nim.rules import RedBlueNim, State, move_text
from stb.nim.search import evaluate, searcher
from stb.nim.values import advise, board_values, move_values
from stb.strategies import POSITIONS, CostlyDecision, Family, StrategyValue, costliest, parse_strategy, priced

SEARCH_DEPTHS = range(1, 13)
"""Depths a strategy may name: at each, a whole game against the optimal player from the page's
largest piles (60 x 60) answers within seconds."""
STRATEGIES = {
    "depth": Family(partial(searcher, evaluation=evaluate), "Looks {moves} ahead",
                    "plays as a simple game program does: it looks {moves} ahead (both players' moves counted) and "
                    "judges the positions there with its evaluation, which is exact here", SEARCH_DEPTHS),
    "naive-depth": Family(partial(searcher, evaluation=RedBlueNim.utility), "Looks {moves} ahead, naively",
                          "looks {moves} ahead (both players' moves counted) and judges the positions there as "
                          "if the game ended at once", SEARCH_DEPTHS),
}
"""The spec's computer by search depth, with the evaluation function (`evaluate`) or a naive one: the
points at stake were the game to end there (`utility`)."""


def optimal_move(nim: RedBlueNim, state: State, V) -> tuple[int, str]:
    """The optimal player: of the moves of best exact value (table V), the first in the spec's order,
    as alpha-beta to the end picks it."""
    return max(move_values(nim, state, V), key=lambda move_value: move_value[1])[0]


def play_optimal(nim: RedBlueNim, strategy, seat: int, V) -> tuple[State, list[CostlyDecision]]:
    """The game from the start with `strategy` in `seat` (0 moves first) and `optimal_move` in the
    other, both deterministic: the last state and the strategy's moves as `CostlyDecision`s."""
    state, decisions = nim.initial_state(), []
    while not nim.is_terminal(state):
        if state.player == seat:
            action = strategy(nim, state)
            decisions.append(priced(advise(nim, state), nim.state_text(state), move_text(action)))
        else:
            action = optimal_move(nim, state, V)
        state = nim.result(state, action)
    return state, decisions


def evaluate_strategy(nim: RedBlueNim, name: str, seat: int, positions: int | None = POSITIONS) -> StrategyValue:
    """The strategy's points from the start in `seat` (0 moves first) against the optimal player,
    beside optimal play's, and its `positions` costliest moves (None: all)."""
    strategy, description = parse_strategy(name, STRATEGIES)
    V = board_values(nim)
    end, decisions = play_optimal(nim, strategy, seat, V)
    sign = 1 if seat == 0 else -1
    return StrategyValue(name, description, seat, POINTS_UNIT, sign * nim.utility(end),
                         sign * V[nim.red][nim.blue], costliest(decisions, positions))
