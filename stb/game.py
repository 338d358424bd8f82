"""The game protocol every game module follows (AIMA's `Game` with OpenSpiel's chance nodes)."""

from typing import Hashable, Iterable, Protocol

CHANCE = -1
"""`to_move` returns this at a chance node, where `chance_outcomes` lists what can happen."""

State = Hashable
Action = Hashable


class Game(Protocol):
    """A finite game: players 0 and 1 (or player 0 alone), explicit chance, a text form per state.

    Values follow one convention everywhere: player 0 maximises, player 1 minimises, and a value
    is player 0's expected utility (win probability, negated score, or signed points).
    """

    def initial_state(self) -> State: ...

    def to_move(self, state: State) -> int:
        """0 or 1 at a decision node, CHANCE at a chance node."""

    def actions(self, state: State) -> tuple[Action, ...]: ...

    def result(self, state: State, action: Action) -> State: ...

    def chance_outcomes(self, state: State) -> Iterable[tuple[Action, float]]:
        """(outcome, probability) pairs at a chance node; probabilities sum to 1."""

    def is_terminal(self, state: State) -> bool: ...

    def utility(self, state: State) -> float:
        """Player 0's payoff at a terminal state."""

    def state_text(self, state: State) -> str: ...

    def parse_state(self, text: str) -> State:
        """Inverse of `state_text`; raises ValueError with a one-line reason on bad text."""
