"""One advice vocabulary for every game: the position's value, and each move's value and cost."""

import math
from dataclasses import dataclass


@dataclass(frozen=True)
class MoveValue:
    """A legal move (its text form), its value for the player to move, and its loss against the best."""
    move: str
    value: float
    cost: float


@dataclass(frozen=True)
class Advice:
    """What optimal play says about one position, from the point of view of the player to move."""
    position: str
    value_kind: str
    value: float
    moves: tuple[MoveValue, ...]

    @property
    def best(self) -> MoveValue:
        return self.moves[0]

    def as_dict(self) -> dict:
        """A JSON-ready form, as the web page receives it."""
        return {"position": self.position, "value_kind": self.value_kind, "value": self.value,
                "moves": [vars(m) for m in self.moves]}


def rank_moves(move_values, *, minimize=False) -> tuple[MoveValue, ...]:
    """Sort (move text, value) pairs best first and attach each move's cost against the best."""
    ordered = sorted(move_values, key=lambda mv: mv[1], reverse=not minimize)
    best = ordered[0][1]
    return tuple(MoveValue(move, value, abs(best - value)) for move, value in ordered)


def choose(advice: Advice, strength: float, rng, scale: float = 1.0) -> MoveValue:
    """A move for a player of `strength` (1 plays perfectly, towards 0 ever weaker): every move is
    weighted by exp(-cost / temperature), so small mistakes are likelier than blunders.

    `scale` is what counts as a clear mistake in the game's units; `rng` is a random.Random.
    """
    if not advice.moves:
        raise ValueError(f"no move to choose at {advice.position}")
    if not 0 <= strength <= 1:
        raise ValueError(f"strength runs from 0 to 1, not {strength}")
    if strength == 1:
        return advice.best
    temperature = scale * (1 - strength) / max(strength, 0.05)
    weights = [math.exp(-move.cost / temperature) for move in advice.moves]
    return rng.choices(advice.moves, weights)[0]
