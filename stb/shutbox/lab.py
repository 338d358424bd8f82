"""Shut the Box's rules of thumb, valued exactly against optimal play (the strategy lab)."""

from fractions import Fraction
from functools import cache, lru_cache, partial
from heapq import nlargest
from itertools import compress, repeat
from operator import ge, sub

from stb.advice import CHANCE_POINTS, EXPECTED_SCORE, TIE
from stb.shutbox.advice import advise
from stb.shutbox.game import DICE_NAMES, ShutTheBox, Turn, display_value
from stb.shutbox.rules import VARIANTS, Rules, all_boards, dice_choices, full_board, move_text, score, standing, tile_layout
from stb.shutbox.optimal import (chance_table, dice_values, score_distribution, second_player_end, second_player_table,
                                 second_player_vectors, solve, table_values)
from stb.solvers.turns import choice_vector, listed
from stb.strategies import POSITIONS, CostlyDecision, Family, StrategyValue, costliest, parse_strategy, priced


# ---- rules of thumb, valued exactly against optimal play ----------------------------------------

MOVES_KEPT = VARIANTS * 1024
"""`_high_first` keeps this many moves: no variant has a thousand different moves (Double
Shutter has 577), and each recurs over many boards."""


@lru_cache(maxsize=MOVES_KEPT)
def _high_first(rules: Rules, move: int) -> tuple[tuple[int, int], ...]:
    """The tiles a move shuts as (number, weight), highest first: a front tile before the back tile
    of its number, as it counts double."""
    tiles = tile_layout(rules)
    return tuple(sorted([(tiles[i].value, tiles[i].weight) for i in standing(rules, move)], reverse=True))


@lru_cache(maxsize=MOVES_KEPT)
def _low_first(rules: Rules, move: int) -> tuple[tuple[int, int], ...]:
    """The same, lowest first: a back tile before the front tile of its number."""
    return _high_first(rules, move)[::-1]


def highest(rules: Rules, moves) -> int:
    """The move with the highest tile; on a tie, the one with the higher next tile, and so on."""
    return max(moves, key=partial(_high_first, rules))


def lowest(rules: Rules, moves) -> int:
    """The move with the lowest tile; on a tie, the one with the lower next tile, and so on."""
    return min(moves, key=partial(_low_first, rules))


def fewest(rules: Rules, moves) -> int:
    """The move with the fewest tiles; on a tie, as `highest`."""
    count = min([move.bit_count() for move in moves])
    return highest(rules, [move for move in moves if move.bit_count() == count])


def most(rules: Rules, moves) -> int:
    """The move with the most tiles; on a tie, as `highest`."""
    count = max([move.bit_count() for move in moves])
    return highest(rules, [move for move in moves if move.bit_count() == count])


def one_die_if_allowed(rules: Rules, board: int) -> int:
    """Every rule of thumb's dice: one die whenever the rules allow it, as two dice would then
    mostly overshoot."""
    return dice_choices(rules, board)[0]


STRATEGIES = {
    "highest": Family(highest, "Highest tile first", "shuts the highest tile it can (then the next highest, ...)"),
    "fewest": Family(fewest, "Fewest tiles", "shuts as few tiles as it can (on a tie, the highest)"),
    "most": Family(most, "Most tiles", "shuts as many tiles as it can (on a tie, the highest)"),
    "lowest": Family(lowest, "Lowest tile first", "shuts the lowest tile it can (then the next lowest, ...)"),
}
"""The rules of thumb by name; under the optional dice rule each rolls one die whenever it may."""


def policy_table(rules: Rules, dice_for, move_for) -> dict:
    """`chance_table` cut down to one policy: per board only the choice of `dice_for(board)` (asked
    only where there is a choice), per roll only `move_for(board, moves)`, so that `table_values`
    over it evaluates the policy."""
    table = {}
    for board, choices in chance_table(rules).items():
        choice = choices[0] if len(choices) == 1 else choices[dice_choices(rules, board).index(dice_for(board))]
        table[board] = [choice._replace(moves=tuple([(move_for(board, moves),) for moves in choice.moves]))]
    return table


def strategy_table(rules: Rules, name: str) -> dict:
    """The `policy_table` of a rule of thumb named in `STRATEGIES`. A rule of thumb looks only at
    the moves, and lists of moves recur over the boards (each about four times in Double Shutter),
    so it is asked once per list."""
    strategy, _ = parse_strategy(name, STRATEGIES)
    choose = cache(partial(strategy, rules))
    return policy_table(rules, partial(one_die_if_allowed, rules), lambda board, moves: choose(moves))


def reach_chances(rules: Rules, table: dict, exact=False) -> dict[int, float]:
    """Board -> the chance that a turn from a full box, played by a `policy_table`, meets it; boards
    only shrink, so each board passes its chance on to smaller ones, the largest first."""
    reach = {full_board(rules): Fraction(1) if exact else 1.0}
    for board in reversed(all_boards(rules)):
        if board in reach:
            (choice,) = table[board]
            for ways, (move,) in zip(choice.weights, choice.moves):
                reach[board ^ move] = reach.get(board ^ move, 0) + reach[board] * ways / choice.denominator
    return reach


def _roll_of(rules: Rules, move: int) -> int:
    """The roll a move uses up: the numbers on the tiles it shuts."""
    tiles = tile_layout(rules)
    return sum(tiles[i].value for i in standing(rules, move))


def _decisions(rules: Rules, dice_for, table, reach):
    """Each decision a `policy_table` meets, as (chance of meeting it, board, dice, moves, the
    policy's move): a choice of dice has moves and move None, a roll more than one move."""
    for board, chance in reach.items():
        options, dice = dice_choices(rules, board), dice_for(board)
        if len(options) > 1:
            yield chance, board, dice, None, None
        choice, (played,) = chance_table(rules)[board][options.index(dice)], table[board]
        for ways, moves, (move,) in zip(choice.weights, choice.moves, played.moves):
            if len(moves) > 1:
                yield chance * ways / choice.denominator, board, dice, moves, move


def _policy_costs(rules: Rules, objective: str, target, dice_for, table, reach, exact):
    """Each decision a policy meets for a one-player objective, as (chance of meeting it, its cost
    against the optimal values, board, dice, move, target)."""
    values = solve(rules, objective, target, exact)
    for chance, board, dice, moves, move in _decisions(rules, dice_for, table, reach):
        if moves is None:
            by_dice = dice_values(rules, objective, board, target, exact)
            yield chance, max(by_dice.values()) - by_dice[dice], board, dice, move, target
        else:
            yield chance, max([values[board ^ m] for m in moves]) - values[board ^ move], board, dice, move, target


def _second_player_costs(rules: Rules, first_scores: dict, dice_for, table, reach, exact):
    """`_policy_costs` for player two against each of player one's final scores at once (target:
    that score), `first_scores` giving their chances; the costs are vectors over the scores, up to
    the board's own (against a lower score player two has won already)."""
    scores, values = second_player_table(rules, exact)
    beyond = [Fraction(1) if exact else 1.0] * len(values)  # against a lower score player two has won
    chances = [first_scores.get(first, 0) for first in scores]
    for chance, board, dice, moves, move in _decisions(rules, dice_for, table, reach):
        if moves is None:
            end = second_player_end(scores, score(rules, board), exact)
            by_dice = [choice_vector(values, board, choice, end, beyond) for choice in chance_table(rules)[board]]
            costs = map(sub, map(max, *by_dice), by_dice[dice_choices(rules, board).index(dice)])
        else:
            length = len(values[board])
            best = map(max, *[listed(values, board ^ m, length, beyond) for m in moves])
            costs = map(sub, best, listed(values, board ^ move, length, beyond))
        costs = list(costs)
        for first, first_chance, cost in compress(zip(scores, chances, costs), map(ge, costs, repeat(TIE))):
            if first_chance:
                yield first_chance * chance, cost, board, dice, move, first


def _costly_decision(rules: Rules, objective: str, target, exact, reach, board, dice, move) -> CostlyDecision:
    """One decision (a choice of dice if `move` is None) in the words of `advise`, which also
    prices it; player two's, facing player one's score, under `second`."""
    second = objective == "second"
    roll = None if move is None else _roll_of(rules, move)
    game = ShutTheBox(rules, "first") if second else ShutTheBox(rules, objective, target)
    position = Turn(int(second), board, target if second else None, None if roll is None else dice, roll)
    played = DICE_NAMES[dice] if roll is None else move_text(rules, move)
    return priced(advise(game, position, exact), game.state_text(position), played, reach)


def _costliest_decisions(rules: Rules, objective: str, costs, exact, positions) -> list[CostlyDecision]:
    """The `positions` decisions (None: all) of `costs` (as `_policy_costs` yields them) of largest
    expected cost, best moves left out, as `CostlyDecision`s."""
    costly = (decision for decision in costs if decision[1] >= TIE)
    top = (sorted(costly, key=_expected_cost, reverse=True) if positions is None
           else nlargest(positions, costly, key=_expected_cost))
    return [_costly_decision(rules, objective, target, exact, meet, board, dice, move)
            for meet, _, board, dice, move, target in top]


def _expected_cost(decision) -> float:
    """A decision's chance of being met times its cost, for a decision as `_policy_costs` yields it."""
    return decision[0] * decision[1]


def policy_value(rules: Rules, objective: str, dice_for, table, target=None, exact=False, positions=POSITIONS):
    """A policy's value for a one-player objective (`display_value`'s sign: the expected score
    under `score`), and its `positions` costliest decisions (None: all), as `CostlyDecision`s."""
    reach = reach_chances(rules, table, exact)
    costs = _policy_costs(rules, objective, target, dice_for, table, reach, exact)
    value = table_values(rules, table, objective, target, exact)[full_board(rules)]
    return display_value(objective, value), _costliest_decisions(rules, objective, costs, exact, positions)


def evaluate_strategy(rules: Rules, objective: str, name: str, target=None, exact=False,
                      positions=POSITIONS) -> StrategyValue:
    """A rule of thumb's exact value beside the optimal one, and its costliest decisions. Under
    `first` it plays player two against player one's optimal policy (`score_distribution`'s, which
    takes the first best move in `legal_moves` order): a sum over player one's final scores."""
    _, about = parse_strategy(name, STRATEGIES)
    table, dice_for = strategy_table(rules, name), partial(one_die_if_allowed, rules)
    description = about + ("; one die whenever it may" if rules.dice.startswith("optional") else "")
    unit = EXPECTED_SCORE if objective == "score" else CHANCE_POINTS
    if objective != "first":
        value, costly = policy_value(rules, objective, dice_for, table, target, exact, positions)
        optimal = display_value(objective, solve(rules, objective, target, exact)[full_board(rules)])
        return StrategyValue(name, description, 1 if objective == "second" else None, unit, value, optimal,
                             costliest(costly, positions))
    first_scores = score_distribution(rules, "first", exact=exact)  # a shut box (0) wins for player one at once
    scores, played = second_player_vectors(rules, table, exact)
    value = sum(first_scores.get(first, 0) * wins for first, wins in zip(scores, played[full_board(rules)]))
    costs = _second_player_costs(rules, first_scores, dice_for, table, reach_chances(rules, table, exact), exact)
    costly = _costliest_decisions(rules, "second", costs, exact, positions)
    optimal = 1 - solve(rules, "first", None, exact)[full_board(rules)]
    return StrategyValue(name, description, 1, unit, value, optimal, costliest(costly, positions))
