"""The two walks over a graph of states (stb.solvers.graph): on small graphs worked out by hand,
then against what each game's own walk over its rules meets and what its paths add up to."""

from fractions import Fraction

import pytest

from stb import chopsticks, shutbox
from stb.chopsticks import Chopsticks
from stb.game import CHANCE
from stb.shutbox import Rules, ShutTheBox
from stb.solvers.graph import forward, reachable

HALF = Fraction(1, 2)
LOOP = {"a": ["b", "c"], "b": ["d"], "c": ["d", "a"], "d": []}
"""a leads to b and c, both to d, and c back to a: a loop, and two ways to d."""
COINS = {0: [(1, HALF), ("tails", HALF)], 1: [(2, HALF), ("tails", HALF)], 2: [], "tails": []}
"""Toss a coin until two heads (at 2) or a tail: 1 head with chance 1/2, 2 heads with 1/4."""


def every_move(game):
    """The states one step on in a game's protocol: after every action of a player, every outcome
    of a throw."""
    def successors(state):
        if game.is_terminal(state):
            return []
        if game.to_move(state) == CHANCE:
            return [game.result(state, outcome) for outcome, _ in game.chance_outcomes(state)]
        return [game.result(state, action) for action in game.actions(state)]
    return successors


def test_reachable_meets_each_state_once_breadth_or_depth_first():
    assert list(reachable(["a"], LOOP.get)) == ["a", "b", "c", "d"]
    assert list(reachable(["a"], LOOP.get, depth_first=True)) == ["a", "b", "d", "c"]
    assert list(reachable(["d", "c"], LOOP.get)) == ["d", "c", "a", "b"]
    assert reachable(["c"], LOOP.get) == {state: LOOP[state] for state in "cdab"}
    assert reachable([], LOOP.get) == {}


def test_forward_passes_each_chance_on_in_order():
    met = forward([0, 1], COINS.get, {0: Fraction(1)})
    assert met == {0: 1, 1: HALF, "tails": Fraction(3, 4), 2: Fraction(1, 4)}
    assert list(met) == [0, 1, "tails", 2]  # the order first reached
    assert forward([0, 1], COINS.get, {1: 1.0}) == {1: 1.0, 2: 0.5, "tails": 0.5}
    assert forward([1], COINS.get, {0: 1.0}) == {0: 1.0}  # 0 is not in the order: it keeps its chance
    assert forward([0, 1], COINS.get, {0: 0.0}) == {0: 0.0}  # no chance: nothing to pass on


def test_forward_takes_ways_out_of_a_whole():
    """Two dice: 6 ways of 36 to a double, else a second throw of one die, a six 1 way of 6."""
    ways = {"throw": [("double", 6), ("again", 30)], "again": [("six", 1)]}
    wholes = {"throw": 36, "again": 6}
    met = forward(["throw", "again"], ways.get, {"throw": Fraction(1)}, wholes.get)
    assert met == {"throw": 1, "double": Fraction(1, 6), "again": Fraction(5, 6), "six": Fraction(5, 36)}
    assert forward(["throw", "again"], ways.get, {"throw": 1.0}, wholes.get)["six"] == 1.0 * 30 / 36 * 1 / 6


def test_forward_adds_up_the_chance_of_every_path_in_floats():
    """The walk's sums, in floats, are those of adding the paths' chances in the order met."""
    edges = {"start": [("x", 0.1), ("y", 0.9)], "x": [("end", 0.3)], "y": [("end", 0.7)], "end": []}
    assert forward(["start", "x", "y"], edges.get, {"start": 1.0})["end"] == 1.0 * 0.1 * 0.3 + 1.0 * 0.9 * 0.7


@pytest.mark.parametrize("rules", [Rules(tiles=4), Rules(tiles=5, dice="optional"), Rules(tiles=6, scoring="digits")],
                         ids=str)
def test_shutbox_reachable_boards_are_the_boards_play_meets(rules):
    game = ShutTheBox(rules, "score")
    met = reachable([game.initial_state()], every_move(game))
    assert shutbox.reachable_boards(rules) == {state.board for state in met}


@pytest.mark.parametrize("rules", [Rules(tiles=4), Rules(tiles=5, dice="optional")], ids=str)
def test_shutbox_reach_chances_are_the_chances_of_the_paths(rules):
    """Each board's chance of being met by a rule of thumb: the chances of the rolls that lead
    there, path by path."""
    for name, family in shutbox.STRATEGIES.items():
        table, paths = shutbox.rule_table(rules, family.make), {}

        def follow(board, chance):
            paths[board] = paths.get(board, 0) + chance
            (choice,) = table[board]
            for ways, (move,) in zip(choice.weights, choice.moves):
                follow(board ^ move, chance * Fraction(ways, choice.denominator))

        follow(shutbox.full_board(rules), Fraction(1))
        assert shutbox.reach_chances(rules, table, exact=True) == paths, name


@pytest.mark.parametrize("objective", ["score", "shut", "first"])
def test_shutbox_score_distribution_is_the_chance_of_every_turn(objective):
    """The optimal turn's final scores on a small box: exact, adding up to 1, each the sum over
    the turns that end with it (every roll, the advice's dice and move)."""
    rules = Rules(tiles=5)
    game, ends = ShutTheBox(rules, objective), {}

    def play(state, chance):
        if game.is_terminal(state) or state.player == 1:  # the turn is over: player two's begins
            final = shutbox.score(rules, state.board) if state.player == 0 else state.first_score
            ends[final] = ends.get(final, 0) + chance
        elif game.to_move(state) == CHANCE:
            for outcome, p in game.chance_outcomes(state):
                play(game.result(state, outcome), chance * p)
        else:
            play(game.result(state, shutbox.optimal(game, state)), chance)

    play(game.initial_state(), Fraction(1))
    distribution = shutbox.score_distribution(rules, objective, exact=True)
    assert sum(distribution.values()) == 1
    assert distribution == {final: chance for final, chance in sorted(ends.items()) if chance}


@pytest.mark.parametrize("depth", [1, 4, 9])
@pytest.mark.parametrize("rules", [chopsticks.SPEC, chopsticks.Rules(hits="rollover")], ids=str)
def test_chopsticks_reachable_levels_are_the_states_play_meets(rules, depth):
    """Level by level, the hands a game of `depth` levels meets."""
    game = Chopsticks(depth, rules)
    levels = chopsticks.reachable_levels(chopsticks.START, depth, rules)
    met = reachable([game.initial_state()], every_move(game))
    assert list(levels) == list(range(depth + 1))
    assert [set(row) for row in levels.values()] == [{(a, b) for a, b, at in met if at == level} for level in levels]
    assert all(len(set(row)) == len(row) for row in levels.values())
