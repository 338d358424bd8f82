"""One policy shape for every player: the perfect players and the computer's strengths as policies
of every game, the advice's moves and the protocol's actions naming each other, and the generic
evaluator on what the labs do not reach (the solvers' own tests hold each lab to it)."""

import random
from fractions import Fraction

import pytest

from stb import nim, pig, shutbox
from stb.advice import choose
from stb.game import CHANCE
from stb.bridge.games import page_of
from stb.games import GAMES
from stb.policies import by_cost
from stb.solvers.alphabeta import alphabeta
from stb.solvers.policy import evaluate_policy
from helpers import rules_played

PLAYED = {name: rules_played(name) for name in GAMES}
"""Per game, rules whose games are played from the start by the computer at every strength: its short
game and its examples' (stb.games)."""


def played(page, game, strength: float, seed: int, plies: int = 40):
    """The states of a game the computer plays against itself at `strength` from the start."""
    rng, state, met = random.Random(seed), game.initial_state(), []
    for _ in range(plies):
        if game.is_terminal(state):
            break
        if game.to_move(state) == CHANCE:
            outcomes = list(game.chance_outcomes(state))
            state = game.result(state, rng.choices([o for o, _ in outcomes], [float(p) for _, p in outcomes])[0])
            continue
        met.append(state)
        state = game.result(state, by_cost(page, strength, rng)(game, state))
    return met


@pytest.mark.parametrize("name, rules", [(name, rules) for name, variants in PLAYED.items() for rules in variants], ids=str)
def test_the_advice_names_every_action_and_each_name_one_action(name, rules):
    page = page_of(name, rules)
    game = page.make(rules)
    for state in played(page, game, 0.3, seed=1):
        advice = page.advise(game, state)
        named = {page.move_text(game, state, action): action for action in game.actions(state)}
        assert sorted(named) == sorted(move.move for move in advice.moves)
        assert all(named[move.move] == move.action for move in advice.moves)


@pytest.mark.parametrize("name, rules", [(name, rules) for name, variants in PLAYED.items() for rules in variants], ids=str)
def test_the_computer_at_each_strength_draws_as_the_advice_says(name, rules):
    """By cost, as `choose` draws from the advice with the same generator; perfect: the best move."""
    page = page_of(name, rules)
    game = page.make(rules)
    for strength in (1.0, 0.9, 0.3):
        for state in played(page, game, 0.6, seed=2):
            advice = page.advise(game, state)
            drawn = by_cost(page, strength, random.Random(7))(game, state)
            expected = choose(advice, strength, random.Random(7), page.unit(game).blunder).move
            assert page.move_text(game, state, drawn) == expected
            if strength == 1:
                assert expected == advice.best.move


@pytest.mark.parametrize("name, rules", [(name, rules) for name, variants in PLAYED.items() for rules in variants], ids=str)
def test_the_perfect_player_plays_a_best_move_of_the_advice(name, rules):
    page = page_of(name, rules)
    game = page.make(rules)
    for state in played(page, game, 0.3, seed=3):
        advice = page.advise(game, state)
        cost = next(m.cost for m in advice.moves if m.move == page.move_text(game, state, page.perfect(game, state)))
        assert cost < 1e-9


@pytest.mark.parametrize("red, blue, misere", [(6, 5, False), (7, 7, True), (3, 9, False)])
def test_nims_perfect_player_is_the_spec_search_to_the_end(red, blue, misere):
    """The lab's perfect player reads the exact table; the page's perfect computer searches as the
    spec's does: the same move everywhere (the first best in the spec's order), and a note on it."""
    game = nim.RedBlueNim(red, blue, misere)
    computer = nim.page.PAGE.computer(game, {"strength": "1", "depth": 0})
    for r in range(red + 1):
        for b in range(blue + 1):
            for player in (0, 1):
                state = nim.State(r, b, player)
                if not game.is_terminal(state):
                    assert nim.optimal(game, state) == computer(game, state) == alphabeta(game, state).action
                    assert computer.note.startswith("The computer searched") and "to the end" in computer.note
    assert nim.page.PAGE.computer(game, {"strength": "0.9", "depth": 0}) is None


def test_every_page_names_its_perfect_player_and_its_rules_of_thumb():
    """The lab's whole interface of a page: its rules of thumb as policies, and the perfect player."""
    for name in GAMES:
        page = page_of(name, {})
        game = page.make({})
        assert callable(page.perfect) and callable(page.move_text)
        for listed in page.strategies(game):
            policy, description = page.policy(game, listed["name"])
            assert callable(policy) and description


# ---- the generic evaluator on its own --------------------------------------------------------------

def test_a_game_alone_is_valued_by_backward_induction_in_fractions():
    """One player, chance between decisions, no cycle: the exact expected payoff, each decision met
    with its chance, the deviations in the order play meets them."""
    rules = shutbox.Rules(tiles=4)
    game = shutbox.ShutTheBox(rules, "score")

    def first_move(game, state):  # one die where it may, then the first move the rules list
        return game.actions(state)[0]
    valued = evaluate_policy(game, first_move, None, shutbox.optimal, lambda end: -game.utility(end))
    assert isinstance(valued.value, Fraction) and valued.plies is None
    full = evaluate_policy(game, shutbox.optimal, None, shutbox.optimal, lambda end: -game.utility(end))
    assert full.value == -shutbox.solve(rules, "score", exact=True)[shutbox.full_board(rules)] < valued.value
    assert all(0 < d.reach <= 1 and d.action != shutbox.optimal(game, d.state) for d in valued.decisions)


def test_a_game_without_chance_is_one_path():
    """Nim: player 0's points at the end, the moves to it, and each decision where the naive search
    leaves the perfect player's move named with the moves played before it, met once."""
    game, naive = nim.RedBlueNim(7, 7), nim.searcher(1, nim.RedBlueNim.utility)
    valued = evaluate_policy(game, naive, 1, nim.optimal)
    state, plies, left = game.initial_state(), 0, []
    while not game.is_terminal(state):
        action = (naive if state.player == 1 else nim.optimal)(game, state)
        if state.player == 1 and action != nim.optimal(game, state):
            left.append((state, action, 1, plies))
        state, plies = game.result(state, action), plies + 1
    assert (valued.value, valued.plies) == (game.utility(state), plies)
    assert [(d.state, d.action, d.reach, d.plies) for d in valued.decisions] == left != []


def test_busts_that_come_round_again_are_a_fixed_point():
    """Pig to 4 with a d3 (1 busts, 2 or 3 add), both always rolling: a turn reaches the goal with
    chance 4/9, so the first player wins with (4/9) / (1 - (5/9)^2) = 9/14. Against a player who
    holds whatever one roll gains, the start comes round again after two busts (5/9 and 1/3):
    27/22 times on average; a third of its rolls show 2, so (0, 0, 2) is met 9/22 times."""
    small = pig.Pig(4, sides=3)

    def rolls(game, state):
        return "roll"

    def one_roll(game, state):
        return "hold" if state.pending else "roll"
    valued = evaluate_policy(small, rolls, 0, rolls)
    assert valued.value == pytest.approx(9 / 14, abs=1e-12) and valued.plies is None and valued.decisions == ()
    met = {d.state: d.reach for d in evaluate_policy(small, rolls, 0, one_roll).decisions}
    assert met[pig.State(0, 0, 2, 0)] == pytest.approx(9 / 22, abs=1e-12) == met[pig.State(0, 0, 3, 0)]
