"""What the lab says about a rule of thumb in any game: its exact value against optimal play beside
the optimal value, and the decisions where it loses most; and strategy names like 'depth:3'. A rule
of thumb is a policy (stb.solvers.policy), valued by the one `evaluate_policy` (or its page's faster
one, behind the same interface)."""

from dataclasses import dataclass
from typing import Callable

from stb.advice import TIE, Advice, Unit
from stb.errors import shown
from stb.i18n import _
from stb.solvers.policy import Ranked, evaluate_policy

POSITIONS = 10
"""How many of its costliest decisions a strategy's value lists unless asked for another number."""


@dataclass(frozen=True)
class Family:
    """Strategies under one name: `make` is the strategy, or with `parameters` it builds one from
    a whole number in that range; `title` names it for people and `about` says what it does (after
    "It"): messages of the catalogue (N_, translated where read), or where the family has parameters,
    functions of the number that say it in the spoken language."""
    make: Callable
    title: str | Callable[[int], str]
    about: str | Callable[[int], str]
    parameters: range | None = None


def parse_strategy(name: str, families: dict[str, Family]) -> tuple[Callable, str]:
    """The strategy a name like 'highest' or 'depth:3' stands for, and its one-line description;
    a ValueError says in one line what is wrong and what would do."""
    base, colon, parameter = name.strip().partition(":")
    family = families.get(base)
    if family is None:
        known = ", ".join(key + (":N" if f.parameters else "") for key, f in families.items())
        # Translators: a refusal: {name} names no rule of thumb; {known} the names there are (kept as they are).
        raise ValueError(_("unknown strategy {name} (choose from {known})").format(name=shown(name), known=known))
    if family.parameters is None:
        if colon:
            # Translators: a refusal: the rule of thumb {base} takes no number, as {name} gave it.
            raise ValueError(_("strategy {base} takes no number, not {name}").format(base=repr(base), name=shown(name)))
        return family.make, _(family.about)
    span = f"{family.parameters[0]}-{family.parameters[-1]}"
    if not (parameter.isascii() and parameter.isdigit() and len(parameter) <= 15 and int(parameter) in family.parameters):
        # Translators: a refusal: the rule of thumb {name} needs a number, {base}:N, N in the range {span} ("1-60").
        raise ValueError(_("strategy {name} needs a number: {base}:N with N from {span}").format(
            name=shown(name), base=base, span=span))
    return family.make(int(parameter)), family.about(int(parameter))


def strategy_title(name: str, families: dict[str, Family]) -> str:
    """A valid strategy name ('hold-at:20') as people read it ('Hold at 20')."""
    base, parameter = name.partition(":")[::2]
    return families[base].title(int(parameter)) if parameter else _(families[base].title)


@dataclass(frozen=True)
class CostlyDecision:
    """A decision the strategy meets against optimal play: the position (text the game's
    `parse_state` reads), the strategy's move and the best one, what the strategy's move costs
    there (the game's advice, in its unit), and the chance of meeting it (1 in games without dice);
    and the same inside Python: the state, the strategy's action and the best one."""
    position: str
    move: str
    best: str
    cost: float
    reach: float
    state: object
    action: object
    best_action: object

    @property
    def expected_cost(self) -> float:
        return self.reach * self.cost


@dataclass(frozen=True)
class StrategyValue:
    """A strategy's exact value against optimal play and the optimal value in the same seat (None:
    one player alone; else 0 moves first), both in `unit`, for the player the strategy plays; and
    the decisions where it loses most, the largest expected cost first."""
    name: str
    description: str
    seat: int | None
    unit: Unit
    value: float
    optimal: float
    costly: tuple[CostlyDecision, ...]

    @property
    def cost(self) -> float:
        """What playing the strategy instead of optimally costs, in `unit` (never negative)."""
        return abs(self.optimal - self.value)

    def as_dict(self) -> dict:
        """A JSON-ready form, with the values and costs also written for people."""
        unit = self.unit
        return {"name": self.name, "description": self.description, "seat": self.seat, "unit": unit.name,
                "value": float(self.value), "optimal": float(self.optimal), "cost": float(self.cost),
                "value_text": unit.value_text(self.value), "optimal_text": unit.value_text(self.optimal),
                "cost_text": unit.cost_text(self.cost, self.optimal, listed=True),
                "costly": [{"position": d.position, "move": d.move, "best": d.best, "cost": float(d.cost),
                            "reach": float(d.reach), "cost_text": unit.cost_text(d.cost)} for d in self.costly]}


def strategy_value(page, game, name: str, seat: int | None, count: int | None = POSITIONS) -> StrategyValue:
    """The rule of thumb `name` of the page's lab (`page.policy`) valued exactly in `seat` (None:
    alone) against the page's perfect player, beside the perfect player's value in that seat, in
    the page's unit (or its lab's, `lab_unit`); and its `count` costliest decisions (None: all),
    priced by the page's advice."""
    policy, description = page.policy(game, name)
    evaluate, unit = page.evaluate_policy or evaluate_policy, page.lab_unit(game)
    payoff = ending_value(page, game, seat)
    valued, best = (evaluate(game, played, seat, page.perfect, payoff) for played in (policy, page.perfect))
    return StrategyValue(name, description, seat, unit, unit.played(valued.value, valued.plies),
                         unit.played(best.value, best.plies), costly_decisions(page, game, valued.decisions, count))


def ending_value(page, game, seat: int | None):
    """What an end of the game is worth to the player in `seat`, as the page's values say it."""
    if seat == 1:
        return lambda end: page.unit(game).other_side(page.value(game, end))
    return lambda end: page.value(game, end)


def costly_decisions(page, game, decisions, count: int | None) -> tuple[CostlyDecision, ...]:
    """The `count` decisions (None: all) of `evaluate_policy` of largest expected cost, as the page's
    advice prices them: all of them, or where the evaluator priced them already from solved values
    (`Ranked`, costliest first), the first `count`."""
    if count is not None and isinstance(decisions, Ranked):
        decisions = decisions.first(count)
    return costliest([advised_decision(page, game, decision) for decision in decisions], count)


def advised_decision(page, game, decision) -> CostlyDecision:
    """A `Decision` priced by the page's advice, at the page's state for it (`played_state`: where
    the game keeps less of the state than the page shows, the moves played before it)."""
    state = decision.state if decision.plies is None else page.played_state(game, decision.state, decision.plies)
    return priced(game, page.advise(game, state), state, decision.action, decision.reach)


def priced(game, advice: Advice, state, action, reach: float = 1) -> CostlyDecision:
    """The decision to play `action` at `state`, priced by the advice."""
    played = advice.move_of(action)
    return CostlyDecision(game.state_text(state), played.move, advice.best.move, played.cost, reach, state, action,
                          advice.best.action)


def costliest(decisions, count: int | None) -> tuple[CostlyDecision, ...]:
    """The `count` decisions (None: all) of largest expected cost, largest first; best moves left out."""
    ordered = sorted((d for d in decisions if d.cost >= TIE), key=lambda d: d.expected_cost, reverse=True)
    return tuple(ordered[:count])
