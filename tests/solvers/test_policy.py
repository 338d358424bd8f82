"""The generic evaluator of policies (stb.solvers.policy) on what the labs do not reach (the labs'
own tests hold each of them to it), and every page's lab interface: its rules of thumb and its
perfect player as policies."""

from fractions import Fraction

import pytest

from stb import nim, pig, shutbox
from stb.bridge.games import page_of
from stb.games import GAMES
from stb.solvers.policy import evaluate_policy


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
