"""Red-Blue Nim: take one or two marbles from one pile; whoever faces an empty pile pays for the rest.

A player who, on their turn, finds either pile empty ends the game and loses 2 points per red and
3 per blue marble left (standard), or wins them (misère). Values here are signed points.
"""

import re
from dataclasses import dataclass
from typing import NamedTuple

from stb.errors import shown
from stb.i18n import _, number

RED, BLUE = "red", "blue"
POINTS = {RED: 2, BLUE: 3}
STANDARD_ORDER = ((2, RED), (2, BLUE), (1, RED), (1, BLUE))
"""The spec's move order for the standard game; misère tries them the other way round."""
PILES = range(0, 501)
"""Pile sizes the rules accept: the exact tables of 500 x 500 (values, tree sizes) answer within seconds."""


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
        """Inverse of `state_text`, piles no larger than at the start; raises ValueError with a one-line reason."""
        match = re.fullmatch(r"\s*([0-9]+)\s+([0-9]+)\s+([01])\s*", text)
        if not match:
            # Translators: an error: a position of Red-Blue Nim in a link or a saved game that cannot be read;
            # 'RED BLUE PLAYER' is its form (kept as it is), {text} what came
            raise ValueError(_("expected 'RED BLUE PLAYER' (whole numbers, player 0 or 1), got {text}").format(
                text=repr(text)))
        state = State(*map(int, match.groups()))
        if state.red > self.red or state.blue > self.blue:
            # Translators: an error: a position of Red-Blue Nim in a link or a saved game with more marbles in a
            # pile than the rules put there at the start
            raise ValueError(_("{red} red and {blue} blue is more than the piles hold at the start ({start_red} red, "
                               "{start_blue} blue)").format(red=number(state.red), blue=number(state.blue),
                                                            start_red=number(self.red), start_blue=number(self.blue)))
        return state


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
