"""Shut the Box's rules of thumb as policies, and the lab's fast evaluator of them: every board at once."""

from dataclasses import dataclass
from fractions import Fraction
from functools import cache, lru_cache, partial
from itertools import compress, repeat
from operator import ge, sub
from typing import Callable

from stb.advice import TIE
from stb.i18n import N_
from stb.shutbox.game import ShutTheBox, Turn, aim, display_value
from stb.shutbox.rules import (VARIANTS, Rules, all_boards, dice_choices, full_board, legal_moves, score, standing,
                               tile_layout)
from stb.shutbox.optimal import (chance_table, dice_values, score_distribution, second_player_end, second_player_table,
                                 second_player_vectors, solve, table_values)
from stb.solvers.graph import forward
from stb.solvers.policy import Decision, PolicyValue, Ranked, evaluate_policy as generic_evaluation
from stb.solvers.turns import choice_vector, listed
from stb.strategies import Family


# ---- the rules of thumb ----------------------------------------------------------------------------

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
    """Every rule of thumb's dice: one die whenever the rules allow it."""
    return dice_choices(rules, board)[0]


@dataclass(frozen=True)
class RuleOfThumb:
    """A rule of thumb as a policy: one die whenever the rules allow it, as two dice would then
    mostly overshoot, and of the moves a roll allows, `pick(rules, moves)`'s; it looks at nothing
    else (not at player one's score), so `evaluate_policy` sweeps it over every board at once."""
    pick: Callable

    def __call__(self, game, state):
        if state.dice is None:
            return one_die_if_allowed(game.rules, state.board)
        return self.pick(game.rules, legal_moves(game.rules, state.board, state.roll))


STRATEGIES = {
    # Translators: a rule of thumb of Shut the Box, its name in the lab ("shut": turn a tile down)
    "highest": Family(RuleOfThumb(highest), N_("Highest tile first"),
                      # Translators: what a rule of thumb does, after "It" ("It shuts ...")
                      N_("shuts the highest tile it can (then the next highest, ...)")),
    # Translators: a rule of thumb of Shut the Box, its name in the lab
    "fewest": Family(RuleOfThumb(fewest), N_("Fewest tiles"),
                     # Translators: what a rule of thumb does, after "It" ("It shuts ...")
                     N_("shuts as few tiles as it can (on a tie, the highest)")),
    # Translators: a rule of thumb of Shut the Box, its name in the lab
    "most": Family(RuleOfThumb(most), N_("Most tiles"),
                   # Translators: what a rule of thumb does, after "It" ("It shuts ...")
                   N_("shuts as many tiles as it can (on a tie, the highest)")),
    # Translators: a rule of thumb of Shut the Box, its name in the lab
    "lowest": Family(RuleOfThumb(lowest), N_("Lowest tile first"),
                     # Translators: what a rule of thumb does, after "It" ("It shuts ...")
                     N_("shuts the lowest tile it can (then the next lowest, ...)")),
}
"""The rules of thumb by name; under the optional dice rule each rolls one die whenever it may (`WHENEVER_IT_MAY`)."""
WHENEVER_IT_MAY = {
    # Translators: what a rule of thumb does after "It" ("It shuts ..."), under a dice rule that lets it roll one die
    "highest": N_("shuts the highest tile it can (then the next highest, ...); one die whenever it may"),
    # Translators: what a rule of thumb does after "It" ("It shuts ..."), under a dice rule that lets it roll one die
    "fewest": N_("shuts as few tiles as it can (on a tie, the highest); one die whenever it may"),
    # Translators: what a rule of thumb does after "It" ("It shuts ..."), under a dice rule that lets it roll one die
    "most": N_("shuts as many tiles as it can (on a tie, the highest); one die whenever it may"),
    # Translators: what a rule of thumb does after "It" ("It shuts ..."), under a dice rule that lets it roll one die
    "lowest": N_("shuts the lowest tile it can (then the next lowest, ...); one die whenever it may"),
}
"""What each rule of thumb does under the optional dice rules, where one die may be rolled."""


def optimal(game: ShutTheBox, state: Turn) -> int:
    """The perfect player: the first best dice, or the first best move in `legal_moves` order, as
    the advice and `score_distribution` take them."""
    rules, board = game.rules, state.board
    objective, target = aim(game, state)
    if state.dice is None:
        by_dice = dice_values(rules, objective, board, target)
        return max(by_dice, key=by_dice.get)
    values = solve(rules, objective, target)
    return max(legal_moves(rules, board, state.roll), key=lambda move: values[board & ~move])


def policy_table(rules: Rules, dice_for, move_for) -> dict:
    """`chance_table` cut down to one policy: per board only the choice of `dice_for(board)` (asked
    only where there is a choice), per roll only `move_for(board, moves)`, so that `table_values`
    over it evaluates the policy."""
    table = {}
    for board, choices in chance_table(rules).items():
        choice = choices[0] if len(choices) == 1 else choices[dice_choices(rules, board).index(dice_for(board))]
        table[board] = [choice._replace(moves=tuple([(move_for(board, moves),) for moves in choice.moves]))]
    return table


def rule_table(rules: Rules, rule: RuleOfThumb) -> dict:
    """The `policy_table` of a rule of thumb. It looks only at the moves, and lists of moves recur
    over the boards (each about four times in Double Shutter), so it is asked once per list."""
    pick = cache(partial(rule.pick, rules))
    return policy_table(rules, partial(one_die_if_allowed, rules), lambda board, moves: pick(moves))


def reach_chances(rules: Rules, table: dict, exact=False) -> dict[int, float]:
    """Board -> the chance that a turn from a full box, played by a `policy_table`, meets it; boards
    only shrink, so each board passes its chance on to smaller ones, the largest first."""
    def edges(board):
        (choice,) = table[board]
        return [(board ^ move, ways) for ways, (move,) in zip(choice.weights, choice.moves)]

    return forward(reversed(all_boards(rules)), edges, {full_board(rules): Fraction(1) if exact else 1.0},
                   lambda board: table[board][0].denominator)


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
    """Each decision a policy meets for a one-player objective where it costs something, as (chance
    of meeting it, its cost against the optimal values, board, dice, move, target)."""
    values = solve(rules, objective, target, exact)
    for chance, board, dice, moves, move in _decisions(rules, dice_for, table, reach):
        if moves is None:
            by_dice = dice_values(rules, objective, board, target, exact)
            cost = max(by_dice.values()) - by_dice[dice]
        else:
            cost = max([values[board ^ m] for m in moves]) - values[board ^ move]
        if cost >= TIE:
            yield chance, cost, board, dice, move, target


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


def evaluate_policy(game: ShutTheBox, policy, seat, perfect, payoff=None, exact=False) -> PolicyValue:
    """`stb.solvers.policy.evaluate_policy` for a `RuleOfThumb` (and the perfect player, the
    solver's own values), swept over every board at once: one player alone under its objective,
    or player two (seat 1) against player one's optimal play (`perfect` must be `optimal`), summed
    over player one's final scores (`score_distribution`'s). Values as the page shows them (the
    expected score itself, player two's own chance: the page's value of an end, `payoff`, which
    the generic evaluator takes for any other policy or seat); decisions priced by the solved
    values; in Fractions if `exact`."""
    rules, objective, target = game.rules, game.objective, game.target
    alone, second = seat is None and objective != "first", seat == 1 and objective == "first"
    known = policy is perfect or isinstance(policy, RuleOfThumb)
    if perfect is not optimal or not (alone or second) or not known:
        return generic_evaluation(game, policy, seat, perfect, payoff)
    if policy is perfect:
        solved = solve(rules, objective, target, exact)[full_board(rules)]
        return PolicyValue(1 - solved if second else display_value(objective, solved), None, ())
    table, dice_for = rule_table(rules, policy), partial(one_die_if_allowed, rules)
    reach = reach_chances(rules, table, exact)
    if alone:
        value = display_value(objective, table_values(rules, table, objective, target, exact)[full_board(rules)])
        costs = partial(_policy_costs, rules, objective, target, dice_for, table, reach, exact)
    else:
        first_scores = score_distribution(rules, "first", exact=exact)  # a shut box (0) wins for player one at once
        scores, played = second_player_vectors(rules, table, exact)
        value = sum(first_scores.get(first, 0) * wins for first, wins in zip(scores, played[full_board(rules)]))
        costs = partial(_second_player_costs, rules, first_scores, dice_for, table, reach, exact)
    return PolicyValue(value, None, Ranked(costs, partial(_decision, rules, second), _expected_cost))


def _expected_cost(decision) -> float:
    """A decision's chance of being met times its cost, for a decision as `_policy_costs` yields it."""
    return decision[0] * decision[1]


def _decision(rules: Rules, second: bool, reach, cost, board, dice, move, target) -> Decision:
    """A decision as `_policy_costs` yields it (a choice of dice if `move` is None), as the game's
    state: player two's against player one's score `target`."""
    roll = None if move is None else _roll_of(rules, move)
    state = Turn(int(second), board, target if second else None, None if roll is None else dice, roll)
    return Decision(state, dice if move is None else move, reach, None, cost)
