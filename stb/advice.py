"""One advice vocabulary for every game: the position's value, each move's value and cost, and the
units that judge a cost (best, inaccuracy, mistake, blunder) and write it for people."""

import math
from dataclasses import dataclass
from functools import lru_cache

MINUS = "\u2212"
NBSP = "\u00a0"
"""Between a number and its unit, so that a line never breaks between them."""


@dataclass(frozen=True)
class MoveValue:
    """A legal move (the game's action, and its text form for requests, links and the command lines),
    its value for the player to move, and its loss against the best."""
    action: object
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
                "moves": [{"move": m.move, "value": m.value, "cost": m.cost} for m in self.moves]}

    def move_of(self, action) -> MoveValue:
        """The listed move of `action`."""
        return next(m for m in self.moves if m.action == action)


def rank_moves(move_values, *, minimize=False) -> tuple[MoveValue, ...]:
    """Sort (action, move text, value) triples best first and attach each move's cost against the best."""
    ordered = sorted(move_values, key=lambda mv: mv[2], reverse=not minimize)
    best = ordered[0][2]
    return tuple(MoveValue(action, move, value, abs(best - value)) for action, move, value in ordered)


ADVICE_KEPT = 256
"""The positions whose advice a process keeps, the last ones asked about."""


@lru_cache(maxsize=ADVICE_KEPT)
def advised(advise, game, state) -> Advice:
    """`advise(game, state)`, asked once a position: the one cache of advice, which a click's record,
    verdict, view and review (stb.bridge.advising) and a game's own facts and values all read, so that
    a click works out each position it shows once, and the next click starts where this one ended."""
    return advise(game, state)


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
JUDGEMENT_WORDS = {"best": ("best", "The best move.", "dot"), "inaccuracy": ("inaccuracies", "An inaccuracy.", "circle"),
                   "mistake": ("mistakes", "A mistake.", "square"), "blunder": ("blunders", "A blunder.", "triangle")}
"""Each judgement's plural, its sentence, and its mark on a chart (a shape, never colour alone)."""


def judgement_table() -> list[dict]:
    """The judgements from the cheapest, as the page shows them: the word, its plural, a sentence, a mark."""
    return [{"name": name, "plural": plural, "sentence": sentence, "mark": mark}
            for name, (plural, sentence, mark) in JUDGEMENT_WORDS.items()]


@dataclass(frozen=True)
class Unit:
    """What a game's values measure and how a cost in them is judged and written: any loss below
    `mistake` is an inaccuracy, below `blunder` a mistake, beyond it a blunder. A decision's accuracy
    is 100 * exp(-cost / `scale`): a move costing `scale` scores 37, the best move 100.

    Every cost, luck and skill lost says its direction in words, in the headline's own terms, then
    never needs a sign: "4.8 % less chance to win", "6.78 points worse (18.00 instead of 11.22)",
    "lucky: 0.34 points better"."""
    name: str
    mistake: float
    blunder: float
    scale: float
    sign: int = 1
    """+1 when a bigger value is better for the player it belongs to, -1 when a smaller one is."""
    better: str = "better"
    """The words after an amount that make things better for its player ("more chance to win")."""
    worse: str = "worse"
    """The words after an amount that make things worse for its player ("less chance to win")."""
    measure: str = "points"
    """The amount's unit in a sentence ("percentage points of win chance")."""
    SHOWN_DECIMALS = None  # a class's constant, not a field: where `value_text` rounds a value, to so many decimals
    worst_score = ""  # ... and what the accuracy's sentence says of the costliest moves (a result changed)
    SHOWN_SCALE = 1  # ... of the value times this (a chance is written in percent)

    def judge(self, cost: float) -> str:
        if cost < TIE:
            return "best"
        return "inaccuracy" if cost < self.mistake else "mistake" if cost < self.blunder else "blunder"

    def accuracy(self, cost: float) -> float:
        return 100 * math.exp(-cost / self.scale)

    def value_text(self, value: float) -> str:
        return ("+" if value > 0 else MINUS if value < 0 else "") + self.amount(abs(value))

    def other_side(self, value: float) -> float:
        """The same position's value for the other player (a zero-sum game)."""
        return -value

    def played(self, value: float, plies: int | None) -> float:
        """A policy's value (stb.solvers.policy), its game ending after `plies` moves, in this unit."""
        return value

    def cost_text(self, cost: float, best: float | None = None, listed: bool = False) -> str:
        """The loss against the best move (whose value is `best`), as a loss; "best" when there is none.
        `listed`: written beside the move's own value, in a list of moves headed by the best one. With
        `best`, the loss is the difference of the two values as `value_text` writes them (57.5 % and
        55.8 %: 1.7 %), so that a reader who subtracts them finds it."""
        if cost < TIE:
            return "best"
        return self.change_text(-cost) if best is None else self.skill_text([self.shown_cost(cost, best)])

    def gain_text(self, cost: float, best: float | None = None, whom: str = "you") -> str:
        """An opponent's loss as the gain it is for `whom`."""
        if cost < TIE:
            return "best"
        if best is None:
            return f"{self.change_text(cost)} for {whom}"
        return self.skill_text([self.shown_cost(cost, best, self.other_side)], whom)

    def shown_cost(self, cost: float, best: float, seen=lambda value: value) -> float:
        """A move's cost as its words say it: the best value less that of a move costing `cost`, each
        as `value_text` writes it (SHOWN_DECIMALS of SHOWN_SCALE times the value, where it rounds),
        from the side `seen` gives; so that one decision's cost reads the same in every sum."""
        def shown(value):
            return value if self.SHOWN_DECIMALS is None else \
                round(self.SHOWN_SCALE * value, self.SHOWN_DECIMALS) / self.SHOWN_SCALE
        return round(abs(shown(seen(best)) - shown(seen(best - self.sign * cost))), 12)  # no float dust

    def luck_text(self, luck: float, whom: str = "") -> str:
        """A roll's luck for the player it names (or for `whom`), good luck positive."""
        if abs(luck) < TIE:
            return f"neither lucky nor unlucky{f' for {whom}' if whom else ''}"
        return f"{'lucky' if luck > 0 else 'unlucky'}{f' for {whom}' if whom else ''}: {self.change_text(luck)}"

    def skill_text(self, costs, whom: str = "") -> str:
        """What costly decisions lost in all, each cost as `shown_cost` gives it, so that the sum is
        of what each decision's words said; for `whom`, as the gain it is for them; "nothing" for none."""
        said = self.amount(sum(costs))
        return "nothing" if not costs else f"{said} {self.better} for {whom}" if whom else f"{said} {self.worse}"

    def change_text(self, change: float) -> str:
        """A change for the better (positive) or the worse, in words: the amount, then which way."""
        return f"{self.amount(abs(change))} {self.better if change > 0 else self.worse}"

    def amount(self, size: float) -> str:
        """Whole points (a game's costs), or a tenth where a figure is not whole (an example's 1.5 points)."""
        return f"{grouped(size, 0 if float(size).is_integer() else 1)}{NBSP}point{'' if size == 1 else 's'}"

    def small_amount(self, size: float) -> str:
        """An amount to two significant digits however small (a loss averaged over many games)."""
        return f"{significant(size)}{NBSP}points"

    def ticks(self, values) -> list[float]:
        """The value history's axis: round numbers around the values and 0."""
        return round_ticks(min([*values, 0.0]), max([*values, 0.0]))

    def chart_text(self, value: float) -> str:
        """A point of the value history in words."""
        return self.value_text(value)

    def tick_text(self, value: float) -> str:
        return self.chart_text(value)

    def explained(self) -> dict[str, str]:
        """One sentence for each figure the page shows in this unit."""
        return {
            "cost": f"How much worse a move is than the best one here, in {self.measure}: below "
                    f"{self.amount(self.mistake)} an inaccuracy, below {self.amount(self.blunder)} a mistake, "
                    f"from there a blunder.",
            "luck": f"How much a roll helped (lucky) or hurt (unlucky) the player who rolled, against what rolling "
                    f"was worth before it, in {self.measure}.",
            "skill": f"What a player's decisions cost in all against the best moves, in {self.measure}.",
            "accuracy": f"Not the share of best moves: each decision scores 100{NBSP}% for a best move and less the more "
                        f"it costs (a move costing {self.amount(self.scale)} scores 37{NBSP}%{self.worst_score}), and "
                        f"accuracy is the average of those scores over the decisions (moves without a choice left out).",
        }


class Chance(Unit):
    """Probabilities (to win, to shut the box); costs and luck in percentage points."""

    def value_text(self, value: float) -> str:
        return f"{100 * value:.1f}{NBSP}%"

    def ticks(self, values) -> list[float]:
        return list(CHANCE_TICKS)

    def tick_text(self, value: float) -> str:
        return f"{100 * value:.0f}{NBSP}%"

    def other_side(self, value: float) -> float:
        return 1 - value

    def amount(self, size: float) -> str:
        points = 100 * size
        return f"{'under 0.01' if points < 0.005 else f'{points:.2f}' if points < 0.95 else f'{points:.1f}'}{NBSP}%"

    def small_amount(self, size: float) -> str:
        return f"{significant(100 * size)}{NBSP}%"

    SHOWN_DECIMALS, SHOWN_SCALE = 1, 100  # value_text's rounding: a tenth of a percentage point

    def skill_text(self, costs, whom: str = "") -> str:
        """Chances as written, to a tenth of a point, apart (under 0.1 % when they read alike), in all."""
        points = 100 * sum(costs)
        said = f"{'under 0.1' if points < 0.05 else f'{points:.1f}'}{NBSP}%"
        return "nothing" if not costs else f"{said} {self.better} for {whom}" if whom else f"{said} {self.worse}"


class ExpectedScore(Unit):
    """One player's expected final score: less is better, and a cost adds to it."""

    def value_text(self, value: float) -> str:
        return with_unit(readable(value, 2), "points")

    def ticks(self, values) -> list[float]:
        return round_ticks(0.0, max(values))

    def tick_text(self, value: float) -> str:
        return readable(value, 0, 0)

    def cost_text(self, cost: float, best: float | None = None, listed: bool = False) -> str:
        """The loss, and where `best` is known and not listed beside it the two expected scores: "6.78
        points worse (18.00 instead of 11.22)"."""
        worse = super().cost_text(cost, best)
        if cost < TIE or best is None or listed:
            return worse
        return f"{worse} ({readable(best + cost, 2)} instead of {readable(best, 2)})"

    def amount(self, size: float) -> str:
        return with_unit("under 0.01" if size < 0.005 else readable(size, 2), "points")

    SHOWN_DECIMALS = 2


def moves_left(value: float) -> int:
    """The moves to the game's end that a remoteness value counts."""
    return WIN_VALUE - abs(round(value))


@dataclass(frozen=True)
class Remoteness(Unit):
    """Win / draw / loss with the moves (both players' turns) to the end, as `remoteness_value`
    scores them: the winner hurries, the loser holds out."""
    draw: str = "draw"
    draw_reason: str = ""
    worst_score = f", one that changes the result 0{NBSP}%"
    """What a 0 is called, and why: a draw (endless play), or a tie " at the move limit"."""

    def played(self, value: float, plies: int | None) -> int:
        """A result (1 win, 0 draw, -1 loss) reached after `plies` moves, as `remoteness_value` scores it."""
        return remoteness_value(round(value), plies)

    def value_text(self, value: float) -> str:
        if value == 0:
            return f"a {self.draw}{self.draw_reason}"
        count = moves_left(value)
        return f"{'a win' if value > 0 else 'a loss'} in {count}{NBSP}move{'' if count == 1 else 's'}"

    def amount(self, size: float) -> str:
        return f"{size:.0f}{NBSP}move{'' if round(size) == 1 else 's'}"

    def cost_text(self, cost: float, best: float | None = None, listed: bool = False) -> str:
        if cost < TIE:
            return "best"
        if best is None:
            return "changes the result" if cost >= RESULT_CHANGE else self.change_text(-cost)
        return self.outcome_change(best, best - cost)

    def gain_text(self, cost: float, best: float | None = None, whom: str = "you") -> str:
        if cost < TIE or best is None:
            return super().gain_text(cost, best, whom)
        return f"{self.outcome_change(self.other_side(best), self.other_side(best - cost))} for {whom}"

    def outcome_change(self, was: float, now: float) -> str:
        """How a result changes, in the game's terms: "turns the tie into a loss", "a loss 4 moves sooner"."""
        if (was > 0) != (now > 0) or (was < 0) != (now < 0):
            return f"turns {self.result(was)} into {self.result(now)}"
        count = abs(moves_left(now) - moves_left(was))
        moves = f"{count}{NBSP}move{'' if count == 1 else 's'}"
        sooner = moves_left(now) < moves_left(was)
        return f"{'a win' if now > 0 else 'a loss'} {moves} {'sooner' if sooner else 'later'}"

    def skill_text(self, costs) -> str:
        """Results thrown away, and moves: "1 result turned for the worse and 4 moves given away"."""
        costs = [cost for cost in costs if cost >= TIE]
        changed = sum(cost >= RESULT_CHANGE for cost in costs)
        moves = round(sum(cost for cost in costs if cost < RESULT_CHANGE))
        said = ([f"{changed} result{'' if changed == 1 else 's'} turned for the worse"] * bool(changed)
                + [f"{moves}{NBSP}move{'' if moves == 1 else 's'} given away"] * bool(moves))
        return " and ".join(said) or "nothing"

    def result(self, value: float) -> str:
        return "the win" if value > 0 else "a loss" if value < 0 else f"the {self.draw}"

    def charted(self, value: float) -> float:
        """A value as the value history draws it: a win in n moves at CHART_MOVES / (n + CHART_MOVES),
        a win now at 1, a win in CHART_MOVES at 1/2, ever closer to a draw's 0 the longer it takes
        (a loss likewise below 0)."""
        if value == 0:
            return 0.0
        return (1 if value > 0 else -1) * CHART_MOVES / (moves_left(value) + CHART_MOVES)

    def ticks(self, values) -> list[float]:
        return [-1.0, -0.5, 0.0, 0.5, 1.0]

    def chart_text(self, value: float) -> str:
        """A point of the value history (as `charted` draws it) in words: the result and its distance."""
        if abs(value) < 1e-9:
            return self.value_text(0)
        moves = round(CHART_MOVES / abs(value)) - CHART_MOVES
        return ("won" if value > 0 else "lost") if moves == 0 else self.value_text(
            remoteness_value(1 if value > 0 else -1, moves))

    def tick_text(self, value: float) -> str:
        return {1: "won", 0.5: f"win in {CHART_MOVES}", 0: self.draw, -0.5: f"loss in {CHART_MOVES}", -1: "lost"}[value]

    def explained(self) -> dict[str, str]:
        return {**super().explained(),
                "cost": "How much worse a move is than the best one: a win that comes later, or a loss that comes "
                        f"sooner, by so many moves (by 1 to 3{NBSP}moves an inaccuracy, by 4 or more a mistake); a "
                        "move that changes the result is a blunder."}


CHANCE_TICKS = (0.0, 0.25, 0.5, 0.75, 1.0)
"""The value axis of a chance."""
CHART_MOVES = 10
"""Where the value history draws a result in so many moves: halfway between the result and a draw."""


def round_ticks(low: float, high: float, count: int = 4) -> list[float]:
    """Round numbers 1, 2 or 5 times a power of ten apart, from `low` or below to `high` or above."""
    rough = max(high - low, 1e-9) / count
    power = 10 ** math.floor(math.log10(rough))
    step = next(size * power for size in (1, 2, 5, 10) if size * power >= rough)
    first = math.floor(low / step + 1e-9)
    last = max(math.ceil(high / step - 1e-9), first + 1)
    return [round(n * step, 10) + 0.0 for n in range(first, last + 1)]


def significant(number: float) -> str:
    """A number that may be small, to two significant digits and never in exponent form: 31, 2.4, 0.054."""
    if number >= 10:
        return f"{number:,.0f}"
    digits = max(1, 1 - math.floor(math.log10(number))) if number > 0 else 1
    return f"{number:.{digits}f}"


def grouped(number: float, decimals: int) -> str:
    """A number with digit grouping (14,218,295,605.631), as people read long values; never '-0'."""
    return f"{round(number, decimals) + 0.0:,.{decimals}f}"  # + 0.0 turns -0.0 into 0.0


def readable(number: float, decimals: int, large_decimals: int = 2) -> str:
    """A number as people read it: its digits grouped, or past a million in millions, billions or
    trillions (digits scoring makes scores of twelve digits)."""
    for power, name in ((12, "trillion"), (9, "billion"), (6, "million")):
        if abs(number) >= 10 ** power:
            return f"{grouped(number / 10 ** power, large_decimals)}{NBSP}{name}"
    return grouped(number, decimals)


def with_unit(number: str, unit: str) -> str:
    """A number and its unit on one line; a number in words (81.55 billion) may break before its unit."""
    return f"{number}{' ' if NBSP in number else NBSP}{unit}"


WIN_VALUE = 1000
RESULT_CHANGE = 500
"""A win in n plies is worth WIN_VALUE - n, a loss in n plies -(WIN_VALUE - n), a draw 0: the
fastest win and the slowest loss are best, and a change of result costs more than RESULT_CHANGE."""


def remoteness_value(result: int, plies: int | None) -> int:
    """The value of a result (1 win, 0 draw or tie, -1 loss) reached in `plies` under best play."""
    return 0 if result == 0 else result * (WIN_VALUE - plies)


CHANCE_POINTS = Chance("win chance", mistake=0.02, blunder=0.05, scale=0.025,
                       better="more chance to win", worse="less chance to win",
                       measure="percentage points of win chance")
SHUT_CHANCE = Chance("chance to shut the box", mistake=0.02, blunder=0.05, scale=0.025,
                     better="more chance to shut the box", worse="less chance to shut the box",
                     measure="percentage points of the chance to shut the box")
POINTS = Unit("points", mistake=1, blunder=3, scale=1.5)
EXPECTED_SCORE = ExpectedScore("expected score", mistake=1, blunder=3, scale=1.5, sign=-1,
                               measure="points of expected final score")
REMOTENESS = Remoteness("moves", mistake=4, blunder=RESULT_CHANGE, scale=6, measure="moves")
"""A slower win or a faster loss costs its extra moves; a change of result is a blunder."""
