"""One advice vocabulary for every game: the position's value, each move's value and cost, and the
units that judge a cost (best, inaccuracy, mistake, blunder) and write it for people."""

import math
from dataclasses import dataclass

MINUS = "\u2212"


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


# ---- judging a cost ---------------------------------------------------------------------------

JUDGEMENTS = ("best", "inaccuracy", "mistake", "blunder")
TIE = 1e-9
"""Costs below this are rounding between equally good moves: the move is best."""


@dataclass(frozen=True)
class Unit:
    """What a game's values measure and how a cost in them is judged: any loss below `mistake` is
    an inaccuracy, below `blunder` a mistake, beyond it a blunder. A decision's accuracy is
    100 * exp(-cost / `scale`): a move costing `scale` scores 37, the best move 100."""
    name: str
    mistake: float
    blunder: float
    scale: float
    sign: int = 1
    """+1 when a bigger value is better for the player it belongs to, -1 when a smaller one is."""

    def judge(self, cost: float) -> str:
        if cost < TIE:
            return "best"
        return "inaccuracy" if cost < self.mistake else "mistake" if cost < self.blunder else "blunder"

    def accuracy(self, cost: float) -> float:
        return 100 * math.exp(-cost / self.scale)

    def value_text(self, value: float) -> str:
        return ("+" if value > 0 else MINUS if value < 0 else "") + self.amount(abs(value))

    def cost_text(self, cost: float) -> str:
        """The loss against the best move, written as a loss ("best" when there is none)."""
        return "best" if cost < TIE else ("+" if self.sign < 0 else MINUS) + self.amount(cost)

    def luck_text(self, luck: float) -> str:
        """A roll's luck for the roller, signed so that good luck reads positive."""
        return ("+" if luck >= 0 else MINUS) + self.amount(abs(luck))

    def amount(self, size: float) -> str:
        return f"{grouped(size, 0)} pts"


class Chance(Unit):
    """Probabilities (to win, to shut the box); costs and luck in percentage points."""

    def value_text(self, value: float) -> str:
        return f"{100 * value:.2f} %"

    def amount(self, size: float) -> str:
        points = 100 * size
        return "<0.01 pts" if 0 < points < 0.005 else f"{points:.2f} pts"


class ExpectedScore(Unit):
    """One player's expected final score: less is better, and a cost adds to it."""

    def value_text(self, value: float) -> str:
        return grouped(value, 3)

    def amount(self, size: float) -> str:
        return grouped(size, 3)


class Remoteness(Unit):
    """Win / draw / loss with the plies to the end, as `remoteness_value` scores them."""

    def value_text(self, value: float) -> str:
        if value == 0:
            return "draw or tie"
        return f"{'win' if value > 0 else 'loss'} in {WIN_VALUE - abs(round(value))}"

    def cost_text(self, cost: float) -> str:
        if cost < TIE:
            return "best"
        return "changes the result" if cost >= RESULT_CHANGE else f"{cost:.0f} pl{'y' if cost == 1 else 'ies'} worse"


def grouped(number: float, decimals: int) -> str:
    """A number with digit grouping (14,218,295,605.631), as people read long values; never '-0'."""
    return f"{round(number, decimals) + 0.0:,.{decimals}f}"  # + 0.0 turns -0.0 into 0.0


WIN_VALUE = 1000
RESULT_CHANGE = 500
"""A win in n plies is worth WIN_VALUE - n, a loss in n plies -(WIN_VALUE - n), a draw 0: the
fastest win and the slowest loss are best, and a change of result costs more than RESULT_CHANGE."""


def remoteness_value(result: int, plies: int | None) -> int:
    """The value of a result (1 win, 0 draw or tie, -1 loss) reached in `plies` under best play."""
    return 0 if result == 0 else result * (WIN_VALUE - plies)


CHANCE_POINTS = Chance("win chance", mistake=0.02, blunder=0.05, scale=0.025)
POINTS = Unit("points", mistake=1, blunder=3, scale=1.5)
EXPECTED_SCORE = ExpectedScore("expected score", mistake=1, blunder=3, scale=1.5, sign=-1)
REMOTENESS = Remoteness("plies", mistake=4, blunder=RESULT_CHANGE, scale=6)
"""A slower win or a faster loss costs its extra plies; a change of result is a blunder."""
