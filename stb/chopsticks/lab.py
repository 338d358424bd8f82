"""The spec's computer without its limit, valued exactly against optimal play (the strategy lab)."""

from dataclasses import replace
from functools import cache, partial

from stb.advice import REMOTENESS, remoteness_value
from stb.chopsticks.rules import HANDS, MOVES, SPEC, START, Chopsticks, Rules, ending, next_moves
from stb.chopsticks.values import advise, best_move_dp, outcome
from stb.strategies import POSITIONS, Family, StrategyValue, costliest, parse_strategy, priced


@cache
def spec_computer(moves: int, rules: Rules = SPEC):
    """The spec's computer for `moves` each, played without the limit: it makes every move as it
    makes its first in the spec's game, from the same row of `best_move_dp(2 * moves)` (level 0 as
    A, looking 2 * moves plies ahead; level 1 as B, one ply fewer), so it never meets the limit."""
    table = best_move_dp(2 * moves, rules)
    first_moves = {(a, b, level): table[a, b, level][1] for a, b in HANDS for level in (0, 1)}

    def move(state):
        a, b, level = state
        return (*first_moves[a, b, level % 2][:2], level + 1)
    return move


STRATEGIES = {
    "limit": Family(spec_computer, "Plans for {moves} each", "plays as a simple game program does: it plans for a "
                    "game of {moves} each but plays on without the limit, looking as far ahead at every move as "
                    "at its first", MOVES),
}
"""The spec's computer by its number of moves each (the rules' range, MOVES)."""


def optimal_move(state, rules: Rules = SPEC):
    """The optimal player without a limit: the fastest win, else a draw, else the slowest loss;
    among equals the first in `next_moves` order at level 0 or 1 (that order changes with the
    level), so it moves alike whenever the hands and the turn come round again."""
    a, b, level = state
    game, turn = Chopsticks(None, rules), (a, b, level % 2)
    best = advise(game, turn).best.move
    child = next(child for child in next_moves(turn, rules) if game.state_text(child) == best)
    return (*child[:2], level + 1)


def play_optimal(strategy, seat: int, rules: Rules = SPEC):
    """The game from the start with `strategy` in `seat` (0: A) and `optimal_move` in the other:
    the last state (None: a draw, as a position came round again with the same player to move,
    and both play alike from alike positions) and the strategy's moves as `CostlyDecision`s."""
    game, state, seen, decisions = Chopsticks(None, rules), START, set(), []
    while not game.is_terminal(state):
        if (*state[:2], state[2] % 2) in seen:
            return None, decisions
        seen.add((*state[:2], state[2] % 2))
        if state[2] % 2 == seat:
            child = strategy(state)
            decisions.append(priced(advise(game, state), game.state_text(state), game.state_text(child)))
        else:
            child = optimal_move(state, rules)
        state = child
    return state, decisions


def evaluate_strategy(name: str, seat: int, positions: int | None = POSITIONS, rules: Rules = SPEC) -> StrategyValue:
    """The strategy's result and plies from the start in `seat` (0: A, who moves first) against
    the optimal player without a limit, as `remoteness_value` scores them, beside optimal play's;
    and its `positions` costliest moves (None: all)."""
    families = {key: replace(family, make=partial(family.make, rules=rules)) for key, family in STRATEGIES.items()}
    strategy, description = parse_strategy(name, families)
    end, decisions = play_optimal(strategy, seat, rules)
    sign = 1 if seat == 0 else -1
    value = 0 if end is None else remoteness_value(sign * ending(*end[:2]), end[2])
    optimal, plies = outcome(None, START, rules)
    return StrategyValue(name, description, seat, REMOTENESS, value, remoteness_value(sign * optimal, plies),
                         costliest(decisions, positions))
