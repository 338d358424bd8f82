"""One advice vocabulary for every game: the position's value, each move's value and cost, and the
units that judge a cost (best, inaccuracy, mistake, blunder) and write it for people."""

import math
from dataclasses import dataclass
from functools import lru_cache

from stb.advice_words import DRAWS, JUDGEMENT_WORDS, TURNED, for_you, nothing, points_unit, under
from stb.i18n import N_, _, n_, number, percent

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
@dataclass(frozen=True)
class Unit:
    """What a game's values measure and how a cost in them is judged and written: any loss below
    `mistake` is an inaccuracy, below `blunder` a mistake, beyond it a blunder. A decision's accuracy
    is 100 * exp(-cost / `scale`): a move costing `scale` scores 37, the best move 100.

    Every cost, luck and skill lost says its direction in words, in the headline's own terms, then
    never needs a sign: "4.8 % less chance to win", "6.78 points worse (18.00 instead of 11.22)",
    "lucky: 0.34 points better". Its words are messages of the catalogue, said in the spoken
    language where they are read."""
    name: str
    mistake: float
    blunder: float
    scale: float
    sign: int = 1
    """+1 when a bigger value is better for the player it belongs to, -1 when a smaller one is."""
    # Translators: an amount (a number and its unit, "4 points") that makes things better for a player.
    better: str = N_("{amount} better")
    """An amount ({amount}) that makes things better for its player ("{amount} more chance to win")."""
    # Translators: an amount (a number and its unit, "4 points") that makes things worse for a player.
    worse: str = N_("{amount} worse")
    """An amount ({amount}) that makes things worse for its player ("{amount} less chance to win")."""
    # Translators: what amounts are counted in, inside a sentence ("... in points: below 1 point an inaccuracy").
    measure: str = N_("points")
    """The amounts' unit in a sentence ("percentage points of win chance")."""
    SHOWN_DECIMALS = None  # a class's constant, not a field: where `value_text` rounds a value, to so many decimals
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
            return _(JUDGEMENT_WORDS["best"][0])
        return self.change_text(-cost) if best is None else self.skill_text([self.shown_cost(cost, best)])

    def gain_text(self, cost: float, best: float | None = None) -> str:
        """An opponent's loss as the gain it is for you."""
        if cost < TIE:
            return _(JUDGEMENT_WORDS["best"][0])
        if best is None:
            return for_you(self.change_text(cost))
        return self.skill_text([self.shown_cost(cost, best, self.other_side)], True)

    def shown_cost(self, cost: float, best: float, seen=lambda value: value) -> float:
        """A move's cost as its words say it: the best value less that of a move costing `cost`, each
        as `value_text` writes it (SHOWN_DECIMALS of SHOWN_SCALE times the value, where it rounds),
        from the side `seen` gives; so that one decision's cost reads the same in every sum."""
        def shown(value):
            return value if self.SHOWN_DECIMALS is None else \
                round(self.SHOWN_SCALE * value, self.SHOWN_DECIMALS) / self.SHOWN_SCALE
        return round(abs(shown(seen(best)) - shown(seen(best - self.sign * cost))), 12)  # no float dust

    def luck_text(self, luck: float, yours: bool = False) -> str:
        """A roll's luck for the player it names (or, `yours`, for you), good luck positive."""
        if abs(luck) < TIE:
            # Translators: a roll's luck when it changed nothing ("neither lucky nor unlucky for you").
            return _("neither lucky nor unlucky for you") if yours else _("neither lucky nor unlucky")
        change = self.change_text(luck)
        if yours:
            # Translators: a roll's luck for you; {change} an amount and its direction ("2.1 % more chance to win").
            return (_("lucky for you: {change}") if luck > 0 else _("unlucky for you: {change}")).format(change=change)
        # Translators: a roll's luck for whoever rolled; {change} an amount and its direction ("2.1 % more chance to win").
        return (_("lucky: {change}") if luck > 0 else _("unlucky: {change}")).format(change=change)

    def skill_text(self, costs, yours: bool = False) -> str:
        """What costly decisions lost in all, each cost as `shown_cost` gives it, so that the sum is
        of what each decision's words said; `yours`, as the gain it is for you; "nothing" for none."""
        return lost_text(self, costs, self.amount(sum(costs)), yours)

    def change_text(self, change: float) -> str:
        """A change for the better (positive) or the worse, in words: the amount, then which way."""
        return _(self.better if change > 0 else self.worse).format(amount=self.amount(abs(change)))

    def amount(self, size: float) -> str:
        """Whole points (a game's costs), or a tenth where a figure is not whole (an example's 1.5 points)."""
        whole = float(size).is_integer()
        # Translators: an amount of points; a no-break space after {amount} (a fraction, "1.5", takes the plural).
        return n_("{amount}\u00a0point", "{amount}\u00a0points", int(size) if whole else 2).format(
            amount=grouped(size, 0 if whole else 1))

    def small_amount(self, size: float) -> str:
        """An amount to two significant digits however small (a loss averaged over many games)."""
        # Translators: an amount of points, maybe a small fraction ("0.054 points"); a no-break space after {amount}.
        return n_("{amount}\u00a0points", "{amount}\u00a0points", int(abs(size))).format(amount=significant(size))

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
        measure = _(self.measure)
        return {
            # Translators: {measure} the unit ("percentage points of win chance"), {mistake} and {blunder} amounts.
            "cost": _("How much worse a move is than the best one here, in {measure}: below {mistake} an inaccuracy, "
                      "below {blunder} a mistake, from there a blunder.").format(
                measure=measure, mistake=self.amount(self.mistake), blunder=self.amount(self.blunder)),
            # Translators: {measure} the unit ("percentage points of win chance").
            "luck": _("How much a roll helped (lucky) or hurt (unlucky) the player who rolled, against what rolling "
                      "was worth before it, in {measure}.").format(measure=measure),
            # Translators: {measure} the unit ("percentage points of win chance").
            "skill": _("What a player's decisions cost in all against the best moves, in {measure}.").format(measure=measure),
            # Translators: what accuracy is: {full} "100 %", {amount} an amount in the game's unit ("1.5 points"), {example} "37 %".
            "accuracy": _("Not the share of best moves: each decision scores {full} for a best move and less the more it "
                          "costs (a move costing {amount} scores {example}), and accuracy is the average of those scores "
                          "over the decisions (moves without a choice left out).").format(
                full=percent(100, 0), amount=self.amount(self.scale), example=percent(37, 0)),
        }


def lost_text(unit, costs, amount: str, yours: bool) -> str:
    """What costly decisions (`costs`) lost in all, written as `amount`: a loss in `unit`'s words, or
    (`yours`) the gain it is for you; "nothing" for none."""
    if not costs:
        return nothing()
    return for_you(_(unit.better).format(amount=amount)) if yours else _(unit.worse).format(amount=amount)


class Chance(Unit):
    """Probabilities (to win, to shut the box); costs and luck in percentage points."""

    def value_text(self, value: float) -> str:
        return percent(100 * value, 1)

    def ticks(self, values) -> list[float]:
        return list(CHANCE_TICKS)

    def tick_text(self, value: float) -> str:
        return percent(100 * value, 0)

    def other_side(self, value: float) -> float:
        return 1 - value

    def amount(self, size: float) -> str:
        points = 100 * size
        return under(percent(0.01, 2)) if points < 0.005 else percent(points, 2 if points < 0.95 else 1)

    def small_amount(self, size: float) -> str:
        return f"{significant(100 * size)}{NBSP}%"

    SHOWN_DECIMALS, SHOWN_SCALE = 1, 100  # value_text's rounding: a tenth of a percentage point

    def skill_text(self, costs, yours: bool = False) -> str:
        """Chances as written, to a tenth of a point, apart (under 0.1 % when they read alike), in all."""
        points = 100 * sum(costs)
        return lost_text(self, costs, under(percent(0.1, 1)) if points < 0.05 else percent(points, 1), yours)


class ExpectedScore(Unit):
    """One player's expected final score: less is better, and a cost adds to it."""

    def value_text(self, value: float) -> str:
        return with_unit(readable(value, 2), points_unit())

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
        # Translators: a move's cost ("6.78 points worse"), then the expected final scores after it and after the best move.
        return _("{change} ({played} instead of {best})").format(change=worse, played=readable(best + cost, 2),
                                                                 best=readable(best, 2))

    def amount(self, size: float) -> str:
        return with_unit(under(number(0.01, 2)) if size < 0.005 else readable(size, 2), points_unit())

    SHOWN_DECIMALS = 2


def moves_left(value: float) -> int:
    """The moves to the game's end that a remoteness value counts."""
    return WIN_VALUE - abs(round(value))


@dataclass(frozen=True)
class Remoteness(Unit):
    """Win / draw / loss with the moves (both players' turns) to the end, as `remoteness_value`
    scores them: the winner hurries, the loser holds out."""
    draw: str = "draw"
    """What a 0 is called (`DRAWS`): "draw" (endless play), or "tie" (at the move limit)."""

    def played(self, value: float, plies: int | None) -> int:
        """A result (1 win, 0 draw, -1 loss) reached after `plies` moves, as `remoteness_value` scores it."""
        return remoteness_value(round(value), plies)

    def value_text(self, value: float) -> str:
        if value == 0:
            return _(DRAWS[self.draw][0])
        count = moves_left(value)
        if value > 0:
            # Translators: a result with best play, and how many moves (both players' turns) it takes.
            return n_("a win in {count}\u00a0move", "a win in {count}\u00a0moves", count).format(count=number(count))
        # Translators: a result with best play, and how many moves (both players' turns) it takes.
        return n_("a loss in {count}\u00a0move", "a loss in {count}\u00a0moves", count).format(count=number(count))

    def amount(self, size: float) -> str:
        return n_("{count}\u00a0move", "{count}\u00a0moves", round(size)).format(count=number(size))

    def cost_text(self, cost: float, best: float | None = None, listed: bool = False) -> str:
        if cost < TIE:
            return _(JUDGEMENT_WORDS["best"][0])
        if best is None:
            # Translators: a move's cost when it turns a win or a draw into something worse.
            return _("changes the result") if cost >= RESULT_CHANGE else self.change_text(-cost)
        return self.outcome_change(best, best - cost)

    def gain_text(self, cost: float, best: float | None = None) -> str:
        if cost < TIE or best is None:
            return super().gain_text(cost, best)
        return for_you(self.outcome_change(self.other_side(best), self.other_side(best - cost)))

    def outcome_change(self, was: float, now: float) -> str:
        """How a result changes, in the game's terms: "turns the tie into a loss", "a loss 4 moves sooner"."""
        if (was > 0) != (now > 0) or (was < 0) != (now < 0):
            return _(TURNED[self.result(was), self.result(now)])
        count = abs(moves_left(now) - moves_left(was))
        sooner = moves_left(now) < moves_left(was)
        if now > 0:
            # Translators: a move's cost: the same result, a win, so many moves (both players' turns) sooner or later.
            said = n_("a win {count}\u00a0move sooner", "a win {count}\u00a0moves sooner", count) if sooner else \
                n_("a win {count}\u00a0move later", "a win {count}\u00a0moves later", count)
        else:
            # Translators: a move's cost: the same result, a loss, so many moves (both players' turns) sooner or later.
            said = n_("a loss {count}\u00a0move sooner", "a loss {count}\u00a0moves sooner", count) if sooner else \
                n_("a loss {count}\u00a0move later", "a loss {count}\u00a0moves later", count)
        return said.format(count=number(count))

    def skill_text(self, costs, yours: bool = False) -> str:
        """Results thrown away, and moves: "1 result turned for the worse and 4 moves given away"."""
        costs = [cost for cost in costs if cost >= TIE]
        changed = sum(cost >= RESULT_CHANGE for cost in costs)
        moves = round(sum(cost for cost in costs if cost < RESULT_CHANGE))
        # Translators: what a player's decisions cost in all: results turned from a win or draw to worse.
        results = n_("{count} result turned for the worse", "{count} results turned for the worse", changed)
        # Translators: what a player's decisions cost in all: moves (both players' turns) a win came later or a loss sooner.
        given = n_("{count}\u00a0move given away", "{count}\u00a0moves given away", moves)
        results, given = results.format(count=number(changed)), given.format(count=number(moves))
        if changed and moves:
            # Translators: both costs of a player's decisions ("1 result turned for the worse and 4 moves given away").
            return _("{results} and {moves}").format(results=results, moves=given)
        return results if changed else given if moves else nothing()

    def result(self, value: float) -> str:
        """The result a value names: "win", "loss", or the game's draw ("draw", "tie")."""
        return "win" if value > 0 else "loss" if value < 0 else self.draw

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
        if moves == 0:
            # Translators: a point of the value history at the end of a game: the game is won (or lost).
            return _("won") if value > 0 else _("lost")
        return self.value_text(remoteness_value(1 if value > 0 else -1, moves))

    def tick_text(self, value: float) -> str:
        # Translators: the value history's axis, from won at the top to lost: {count} moves (both players' turns) to the end.
        ticks = {1: N_("won"), 0.5: N_("win in {count}"), 0: DRAWS[self.draw][1], -0.5: N_("loss in {count}"), -1: N_("lost")}
        return _(ticks[value]).format(count=number(CHART_MOVES))

    def explained(self) -> dict[str, str]:
        return {**super().explained(),
                # Translators: how the cost of a move is measured in a game won or lost in so many moves.
                "cost": _("How much worse a move is than the best one: a win that comes later, or a loss that comes "
                          "sooner, by so many moves (by 1 to 3\u00a0moves an inaccuracy, by 4 or more a mistake); a "
                          "move that changes the result is a blunder."),
                # Translators: what accuracy is: {full} "100 %", {amount} "6 moves", {example} "37 %", {none} "0 %".
                "accuracy": _("Not the share of best moves: each decision scores {full} for a best move and less the more "
                              "it costs (a move costing {amount} scores {example}, one that changes the result {none}), "
                              "and accuracy is the average of those scores over the decisions (moves without a choice "
                              "left out).").format(full=percent(100, 0), amount=self.amount(self.scale),
                                                   example=percent(37, 0), none=percent(0, 0))}


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


def significant(value: float) -> str:
    """A number that may be small, to two significant digits and never in exponent form: 31, 2.4, 0.054."""
    if value >= 10:
        return number(value, 0)
    return number(value, max(1, 1 - math.floor(math.log10(value))) if value > 0 else 1)


def grouped(value: float, decimals: int) -> str:
    """A number with digit grouping (14,218,295,605.631), as people read long values; never '-0'."""
    return number(round(value, decimals) + 0.0, decimals)  # + 0.0 turns -0.0 into 0.0


def readable(value: float, decimals: int, large_decimals: int = 2) -> str:
    """A number as people read it: its digits grouped, or past a million in millions, billions or
    trillions (digits scoring makes scores of twelve digits)."""
    # Translators: a large number in words, {amount} a number ("81.55 billion"); a no-break space after {amount}.
    for power, large in ((12, N_("{amount}\u00a0trillion")), (9, N_("{amount}\u00a0billion")),
                         (6, N_("{amount}\u00a0million"))):
        if abs(value) >= 10 ** power:
            return _(large).format(amount=grouped(value / 10 ** power, large_decimals))
    return grouped(value, decimals)


def with_unit(amount: str, unit: str) -> str:
    """A number and its unit on one line; a number in words (81.55 billion) may break before its unit."""
    return f"{amount}{' ' if NBSP in amount else NBSP}{unit}"


WIN_VALUE = 1000
RESULT_CHANGE = 500
"""A win in n plies is worth WIN_VALUE - n, a loss in n plies -(WIN_VALUE - n), a draw 0: the
fastest win and the slowest loss are best, and a change of result costs more than RESULT_CHANGE."""


def remoteness_value(result: int, plies: int | None) -> int:
    """The value of a result (1 win, 0 draw or tie, -1 loss) reached in `plies` under best play."""
    return 0 if result == 0 else result * (WIN_VALUE - plies)


# Translators: a unit's words: an amount ({amount}, "2.1 %") that changes the chance to win, and what amounts are counted in.
CHANCE_POINTS = Chance("win chance", mistake=0.02, blunder=0.05, scale=0.025,
                       better=N_("{amount} more chance to win"), worse=N_("{amount} less chance to win"),
                       measure=N_("percentage points of win chance"))
# Translators: a unit's words: an amount ({amount}, "2.1 %") that changes the chance to shut the box (close every tile).
SHUT_CHANCE = Chance("chance to shut the box", mistake=0.02, blunder=0.05, scale=0.025,
                     better=N_("{amount} more chance to shut the box"), worse=N_("{amount} less chance to shut the box"),
                     measure=N_("percentage points of the chance to shut the box"))
POINTS = Unit("points", mistake=1, blunder=3, scale=1.5)
# Translators: what a solitaire's costs are counted in: points of the final score a player can expect.
EXPECTED_SCORE = ExpectedScore("expected score", mistake=1, blunder=3, scale=1.5, sign=-1,
                               measure=N_("points of expected final score"))
# Translators: what a game's costs are counted in when its values are a win or a loss in so many moves.
REMOTENESS = Remoteness("moves", mistake=4, blunder=RESULT_CHANGE, scale=6, measure=N_("moves"))
"""A slower win or a faster loss costs its extra moves; a change of result is a blunder."""
