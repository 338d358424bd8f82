"""Red-Blue Nim: take one or two marbles from one pile; whoever faces an empty pile pays for the rest.

A player who, on their turn, finds either pile empty ends the game and loses 2 points per red and
3 per blue marble left (standard), or wins them (misère). Values here are signed points.
"""

import re
from dataclasses import dataclass
from functools import lru_cache, partial
from typing import NamedTuple

from stb.advice import POINTS as POINTS_UNIT, Advice, rank_moves
from stb.errors import shown
from stb.solvers.alphabeta import alphabeta
from stb.solvers.backward import backward_induction
from stb.strategies import POSITIONS, CostlyDecision, Family, StrategyValue, costliest, parse_strategy, priced

RED, BLUE = "red", "blue"
POINTS = {RED: 2, BLUE: 3}
STANDARD_ORDER = ((2, RED), (2, BLUE), (1, RED), (1, BLUE))
"""The spec's move order for the standard game; misère tries them the other way round."""
PILES = range(0, 501)
"""Pile sizes the rules accept: the exact tables of 500 x 500 (values, tree sizes) answer within seconds."""
DEPTHS = range(1, 61)
"""Plies the computer's depth-limited search may look ahead, from the largest piles within seconds."""
FULL_SEARCH_MARBLES = 400
"""The computer searches to the end of the game from at most this many marbles, within seconds."""


class State(NamedTuple):
    """The marbles left in each pile and who is to move (player 0 or 1)."""
    red: int
    blue: int
    player: int = 0


@dataclass(frozen=True)
class RedBlueNim:
    """The rules: the starting piles, and whether the game is misère (facing an empty pile wins)."""
    red: int
    blue: int
    misere: bool = False

    def __post_init__(self):
        if self.red not in PILES or self.blue not in PILES:
            raise ValueError(f"a pile holds {PILES[0]} to {PILES[-1]} marbles, not {self.red} red and {self.blue} blue")

    @property
    def name(self) -> str:
        return "misère" if self.misere else "standard"

    @property
    def move_order(self) -> tuple[tuple[int, str], ...]:
        return STANDARD_ORDER[::-1] if self.misere else STANDARD_ORDER

    # The game protocol of stb.game: values are player 0's signed points.

    def initial_state(self) -> State:
        return State(self.red, self.blue)

    def to_move(self, state: State) -> int:
        return state.player

    def actions(self, state: State) -> tuple[tuple[int, str], ...]:
        """(count, pile) moves that fit the piles, in the spec's order for this variant."""
        if self.is_terminal(state):
            return ()
        return tuple((count, pile) for count, pile in self.move_order
                     if count <= pile_size(state, pile))

    def result(self, state: State, action: tuple[int, str]) -> State:
        count, pile = action
        red, blue, player = state
        if pile == RED:
            return State(red - count, blue, 1 - player)
        return State(red, blue - count, 1 - player)

    def is_terminal(self, state: State) -> bool:
        """The game ends when the player to move finds a pile empty."""
        return state.red == 0 or state.blue == 0

    def utility(self, state: State) -> float:
        return ending_score(self, state.red, state.blue) * (1 if state.player == 0 else -1)

    def state_text(self, state: State) -> str:
        """'R B P': red marbles, blue marbles, the player to move (0 or 1)."""
        return f"{state.red} {state.blue} {state.player}"

    def parse_state(self, text: str) -> State:
        """Inverse of `state_text`; raises ValueError with a one-line reason."""
        match = re.fullmatch(r"\s*([0-9]+)\s+([0-9]+)\s+([01])\s*", text)
        if not match:
            raise ValueError(f"expected 'RED BLUE PLAYER' (whole numbers, player 0 or 1), got {text!r}")
        return State(*map(int, match.groups()))


def check_full_search(nim: RedBlueNim) -> None:
    """A ValueError if the computer's search to the end of the game, from the start, would not
    answer within a few seconds (a depth-limited search always does)."""
    if nim.red + nim.blue > FULL_SEARCH_MARBLES:
        raise ValueError(f"searching to the end takes too long beyond {FULL_SEARCH_MARBLES} marbles "
                         f"({nim.red + nim.blue} here): give a depth of {DEPTHS[0]} to {DEPTHS[-1]} plies")


def pile_size(state: State, pile: str) -> int:
    return state.red if pile == RED else state.blue


def ending_score(nim: RedBlueNim, red: int, blue: int) -> int:
    """What the player who faces an empty pile scores: minus the marbles' points, or plus in misère."""
    points = POINTS[RED] * red + POINTS[BLUE] * blue
    return points if nim.misere else -points


def move_text(action: tuple[int, str]) -> str:
    count, pile = action
    return f"{count} {pile}"


def parse_move(text: str) -> tuple[int, str]:
    """'2 red', '1 Blue', ... as a (count, pile) move; raises ValueError with a one-line reason."""
    match = re.fullmatch(r"\s*([12])\s+(red|blue)\s*", text, re.IGNORECASE)
    if not match:
        raise ValueError(f"{shown(text.strip())} is not a move: type 1 or 2 and a pile, e.g. '2 red'")
    return int(match[1]), match[2].lower()


# Exact values. A position's value for the mover, and the size of its game tree, depend only on
# (red, blue). Every move shrinks a pile, so backward induction over the positions numbered row by
# row, r * (blue + 1) + b, meets each position after all those its moves reach.

TAKES = (1, 2)


def bottom_up(red: int, blue: int, at_end, combine) -> list[list]:
    """T[r][b] for every r <= red, b <= blue: at_end(r, b) once a pile is empty, else `combine` (as
    `backward_induction` calls it) of T over the positions one move away."""
    width, size = blue + 1, (red + 1) * (blue + 1)

    def moves(position):
        """The positions one move away, none once a pile is empty."""
        r, b = divmod(position, width)
        if r > 1 and b > 1:  # the usual case, first
            return position - width, position - 2 * width, position - 1, position - 2
        if r == 0 or b == 0:
            return ()
        return [position - k * width for k in TAKES if k <= r] + [position - k for k in TAKES if k <= b]

    flat = backward_induction(range(size), moves, lambda i: at_end(*divmod(i, width)), combine, [None] * size)
    return [flat[r * width:(r + 1) * width] for r in range(red + 1)]


def value_table(nim: RedBlueNim, red: int, blue: int) -> list[list[int]]:
    """V[r][b]: signed points for the player to move, who takes the move that is worst for the other."""
    return bottom_up(red, blue, lambda r, b: ending_score(nim, r, b), lambda _, moves, after: -min(after))


def tree_size(red: int, blue: int) -> int:
    """How many nodes plain minimax visits from (red, blue): the whole game tree, counted, not searched."""
    return bottom_up(red, blue, lambda r, b: 1, lambda _, moves, after: 1 + sum(after))[red][blue]


@lru_cache(maxsize=4)
def board_values(nim: RedBlueNim) -> list[list[int]]:
    """The value table of a game's whole board, for a few recent games: every position of a game
    looks its value up here instead of filling a table of its own."""
    return value_table(nim, nim.red, nim.blue)


def exact_value(nim: RedBlueNim, red: int, blue: int) -> int:
    """The value for the player to move at (red, blue) under optimal play, in signed points."""
    return values_for(nim, red, blue)[red][blue]


def values_for(nim: RedBlueNim, red: int, blue: int) -> list[list[int]]:
    """A value table that holds (red, blue): the game's own, when the position is on its board."""
    return board_values(nim) if red <= nim.red and blue <= nim.blue else value_table(nim, red, blue)


def move_values(nim: RedBlueNim, state: State, V) -> list[tuple[tuple[int, str], int]]:
    """Each legal move, in the spec's order, with its value for the player to move from table V."""
    return [(action, -V[after.red][after.blue])
            for action in nim.actions(state) for after in [nim.result(state, action)]]


def advise(nim: RedBlueNim, state: State) -> Advice:
    """Every legal move with its exact value in signed points for the player to move, best first."""
    V = values_for(nim, state.red, state.blue)
    values = move_values(nim, state, V)
    moves = rank_moves((move_text(action), points) for action, points in values) if values else ()
    return Advice(nim.state_text(state), "points", V[state.red][state.blue], moves)


# The evaluation for depth-limited search. From the mover's point of view, with both piles nonempty:
# - standard, a pile of 1 or 2: empty it, and the opponent pays for the other pile;
# - otherwise red ≡ blue (mod 3) is cold: whatever the mover takes, the opponent restores the
#   balance (the same count from the other pile, or 3 - count from the same one) until the mover
#   must break a pile, and the mover ends up 6 points down (standard: paying for 3 red or 2 blue)
#   or 2 down (misère: the opponent faces an empty pile beside one red marble);
#   any other position is hot: one move makes it cold for the opponent.
# tests/games/test_nim.py checks this against the exact table for every position up to 60 x 60.

def estimate(nim: RedBlueNim, red: int, blue: int) -> int:
    """The evaluation function: signed points for the player to move at a nonterminal (red, blue)."""
    finishes = [POINTS[BLUE] * blue] * (red <= 2) + [POINTS[RED] * red] * (blue <= 2)
    if finishes and not nim.misere:
        return max(finishes)
    stake = 2 if nim.misere else 6
    return -stake if (red - blue) % 3 == 0 else stake


def evaluate(nim: RedBlueNim, state: State) -> int:
    """`estimate` as player 0's value, as the generic search wants it."""
    return estimate(nim, state.red, state.blue) * (1 if state.player == 0 else -1)


# ---- the spec's computer at a depth, valued exactly against optimal play ------------------------

def searcher(depth: int | None, evaluation):
    """The spec's computer: alpha-beta `depth` plies deep, moves tried in the spec's order, the
    frontier scored by `evaluation(nim, state)` as player 0's points."""
    def move(nim: RedBlueNim, state: State) -> tuple[int, str]:
        return alphabeta(nim, state, depth=depth, evaluate=partial(evaluation, nim), transpositions=True).action
    return move


SEARCH_DEPTHS = range(1, 13)
"""Depths a strategy may name: at each, a whole game against the optimal player from the page's
largest piles (60 x 60) answers within seconds."""
STRATEGIES = {
    "depth": Family(partial(searcher, evaluation=evaluate), "Looks {}\u00a0moves ahead",
                    "plays as the computer of the original assignment: it looks {}\u00a0moves ahead (both players' moves "
                    "counted) and judges the positions there with its evaluation, which is exact", SEARCH_DEPTHS),
    "naive-depth": Family(partial(searcher, evaluation=RedBlueNim.utility), "Looks {}\u00a0moves ahead, naively",
                          "looks {}\u00a0moves ahead (both players' moves counted) and judges the positions there as "
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
