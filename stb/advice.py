"""One advice vocabulary for every game: the position's value, and each move's value and cost."""

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
