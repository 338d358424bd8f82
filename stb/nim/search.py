"""The spec's computer for Red-Blue Nim: alpha-beta search to the end or to a depth, the frontier
scored by an evaluation function that is exact (tests/test_nim.py holds it to the exact table)."""

from dataclasses import dataclass
from functools import partial
from typing import Callable

from stb.i18n import _, n_, number
from stb.nim.rules import BLUE, POINTS, RED, RedBlueNim, State
from stb.solvers.alphabeta import Search, alphabeta

DEPTHS = range(1, 61)
"""Plies the computer's depth-limited search may look ahead, from the largest piles within seconds."""
FULL_SEARCH_MARBLES = 400
"""The computer searches to the end of the game from at most this many marbles, within seconds."""


def check_full_search(nim: RedBlueNim) -> None:
    """A ValueError if the computer's search to the end of the game, from the start, would not
    answer within a few seconds (a depth-limited search always does)."""
    if nim.red + nim.blue > FULL_SEARCH_MARBLES:
        raise ValueError(f"searching to the end takes too long beyond {FULL_SEARCH_MARBLES} marbles "
                         f"({nim.red + nim.blue} here): give a depth of {DEPTHS[0]} to {DEPTHS[-1]} plies")


# The evaluation for depth-limited search. From the mover's point of view, with both piles nonempty:
# - standard, a pile of 1 or 2: empty it, and the opponent pays for the other pile;
# - otherwise red ≡ blue (mod 3) is cold: whatever the mover takes, the opponent restores the
#   balance (the same count from the other pile, or 3 - count from the same one) until the mover
#   must break a pile, and the mover ends up 6 points down (standard: paying for 3 red or 2 blue)
#   or 2 down (misère: the opponent faces an empty pile beside one red marble);
#   any other position is hot: one move makes it cold for the opponent.
# tests/test_nim.py checks this against the exact table for every position up to 60 x 60.

def estimate(nim: RedBlueNim, red: int, blue: int) -> int:
    """The evaluation function: signed points for the player to move at a nonterminal (red, blue)."""
    return estimate_case(nim, red, blue)[0]


FINISH, COLD, HOT = "finish", "cold", "hot"
"""The evaluation's three cases: a small pile to empty (standard), red ≡ blue (mod 3), and the rest."""


def estimate_case(nim: RedBlueNim, red: int, blue: int) -> tuple[int, str]:
    """`estimate`, and which of its cases gave it (FINISH, COLD or HOT)."""
    finishes = [POINTS[BLUE] * blue] * (red <= 2) + [POINTS[RED] * red] * (blue <= 2)
    if finishes and not nim.misere:
        return max(finishes), FINISH
    stake = stake_of(nim)
    return (-stake, COLD) if (red - blue) % 3 == 0 else (stake, HOT)


def stake_of(nim: RedBlueNim) -> int:
    """What a cold position costs the player to move: 6 points (3 red or 2 blue paid), 2 in misère."""
    return 2 if nim.misere else 6


def evaluate(nim: RedBlueNim, state: State) -> int:
    """`estimate` as player 0's value, as the generic search wants it."""
    return estimate(nim, state.red, state.blue) * (1 if state.player == 0 else -1)


@dataclass
class Searcher:
    """The spec's computer as a policy (stb.solvers.policy): alpha-beta `depth` plies deep (None: to
    the end), moves tried in the spec's order, the frontier scored by `evaluation(nim, state)` as
    player 0's points. It keeps its last search, whose size `note` tells."""
    depth: int | None
    evaluation: Callable
    last: Search | None = None

    def __call__(self, nim: RedBlueNim, state: State) -> tuple[int, str]:
        self.last = alphabeta(nim, state, depth=self.depth, evaluate=partial(self.evaluation, nim), transpositions=True)
        return self.last.action

    @property
    def note(self) -> str:
        """How it chose its last move."""
        positions = number(self.last.nodes)
        if self.depth is None:
            # Translators: how Red-Blue Nim's perfect computer chose its move: it searched {positions} positions
            # (always 2 or more) to the end of the game
            return _("The computer searched {positions} positions, to the end of the game.").format(positions=positions)
        # Translators: how Red-Blue Nim's perfect computer chose its move: it searched {positions} positions (always
        # 2 or more), looking {count} moves ahead
        return n_("The computer searched {positions} positions, {count} move ahead.",
                  "The computer searched {positions} positions, {count} moves ahead.",
                  self.depth).format(positions=positions, count=number(self.depth))


def searcher(depth: int | None, evaluation) -> Searcher:
    """The spec's computer `depth` plies deep, judging the frontier by `evaluation`."""
    return Searcher(depth, evaluation)
