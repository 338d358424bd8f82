"""Red-Blue Nim: acceptance values, the evaluation function, the searches, and the command line."""

import subprocess
import sys

import pytest

from stb import nim
from stb.nim import RedBlueNim, State
from stb.solvers.alphabeta import alphabeta
from helpers import SLOW

EXACT_VALUES = [  # (misere, red, blue, value for the player to move)
    (False, 2, 3, 9),
    (False, 3, 3, -6),
    (False, 10, 10, -6),
    (True, 2, 3, 2),
    (True, 3, 3, -2),
]


@pytest.mark.parametrize("misere, red, blue, value", EXACT_VALUES)
def test_exact_values(misere, red, blue, value):
    assert nim.exact_value(RedBlueNim(red, blue, misere), red, blue) == value


@pytest.mark.parametrize("misere, red, blue, value", EXACT_VALUES)
def test_searches_agree_with_the_table(misere, red, blue, value):
    game = RedBlueNim(red, blue, misere)
    plain_minimax = [(False, False)] if red + blue <= 12 else []  # 60 million nodes at 10 + 10
    for prune, transpositions in [(True, False), (True, True), (False, True)] + plain_minimax:
        search = alphabeta(game, game.initial_state(), prune=prune, transpositions=transpositions)
        assert search.value == value


@pytest.mark.parametrize("misere", [False, True])
def test_table_equals_alphabeta_and_minimax_on_small_piles(misere):
    for red in range(6):
        for blue in range(6):
            game = RedBlueNim(red, blue, misere)
            for player in (0, 1):
                state = State(red, blue, player)
                sign = 1 if player == 0 else -1
                exact = sign * nim.exact_value(game, red, blue)
                pruned = alphabeta(game, state)
                plain = alphabeta(game, state, prune=False)
                assert pruned.value == plain.value == exact
                assert pruned.action == plain.action  # the first best move in the spec's order
                assert pruned.nodes <= plain.nodes == nim.tree_size(red, blue)


@pytest.mark.parametrize("misere", [False, True])
def test_estimate_is_exact_at_every_nonterminal_position(misere):
    game = RedBlueNim(60, 60, misere)
    V = nim.value_table(game, 60, 60)
    assert all(nim.estimate(game, r, b) == V[r][b] for r in range(1, 61) for b in range(1, 61))


@pytest.mark.parametrize("misere", [False, True])
@pytest.mark.parametrize("depth", [1, 2, 3, 6])
def test_depth_limited_search_plays_optimally(misere, depth):
    game = RedBlueNim(14, 9, misere)
    state = game.initial_state()
    search = alphabeta(game, state, depth=depth, evaluate=lambda s: nim.evaluate(game, s),
                       transpositions=True)
    advice = nim.advise(game, state)
    assert search.value == advice.value
    assert nim.move_text(search.action) in [m.move for m in advice.moves if m.cost == 0]


@pytest.mark.parametrize("misere, order", [
    (False, ["2 red", "2 blue", "1 red", "1 blue"]),
    (True, ["1 blue", "1 red", "2 blue", "2 red"]),
])
def test_moves_come_in_the_spec_order(misere, order):
    game = RedBlueNim(5, 5, misere)
    assert [nim.move_text(a) for a in game.actions(game.initial_state())] == order
    assert [nim.move_text(a) for a in game.actions(State(1, 5))] == [m for m in order if m != "2 red"]


def test_advice():
    advice = nim.advise(RedBlueNim(3, 3), State(3, 3))
    assert advice.value == -6 and advice.best.move == "2 blue"
    assert {m.move: m.cost for m in advice.moves} == {"2 blue": 0, "1 blue": 0, "2 red": 3, "1 red": 3}
    assert nim.advise(RedBlueNim(0, 4), State(0, 4)).moves == ()


def test_a_position_holds_no_more_than_the_piles_at_the_start():
    with pytest.raises(ValueError, match=r"4 red and 1 blue is more than the piles hold at the start \(3 red, 12 blue\)"):
        RedBlueNim(3, 12).parse_state("4 1 0")


@pytest.mark.parametrize("text, state", [("3 4 0", State(3, 4, 0)), ("0 12 1", State(0, 12, 1))])
def test_state_text_round_trip(text, state):
    game = RedBlueNim(3, 12)
    assert game.parse_state(text) == state and game.state_text(state) == text


@pytest.mark.parametrize("text", ["3 4", "3 -4 0", "a b 0", "3 4 2"])
def test_bad_state_text(text):
    with pytest.raises(ValueError):
        RedBlueNim(1, 1).parse_state(text)


@pytest.mark.parametrize("text, move", [("2 red", (2, "red")), (" 1 Blue ", (1, "blue"))])
def test_parse_move(text, move):
    assert nim.parse_move(text) == move


# The command line.

def run(*args, stdin=""):
    return subprocess.run([sys.executable, "-m", "stb", "nim", *args], input=stdin,
                          capture_output=True, text=True, timeout=60)


@pytest.mark.parametrize("args, lines", [
    (["2", "3", "--analyze"], ["value: +9 points", "optimal move: 2 red",
                               "nodes without pruning: 34", "nodes with alpha-beta: 10"]),
    (["3", "3", "--analyze"], ["value: -6 points", "optimal move: 2 blue", "nodes without pruning: 91"]),
    (["3", "3", "misere", "--analyze"], ["value: -2 points", "optimal move: 1 blue"]),
    pytest.param(["300", "300", "--analyze"], ["value: -6 points", "optimal move: 2 red"], marks=SLOW),
])
def test_analyze(args, lines):
    done = run(*args)
    assert done.returncode == 0, done.stderr
    for line in lines:
        assert line in done.stdout


@pytest.mark.parametrize("args", [
    ["-1", "3"], ["x", "3"], ["3"], ["3", "3", "normal"], ["3", "3", "standard", "nobody"],
    ["3", "3", "standard", "human", "0"], ["3", "3", "standard", "human", "deep"],
])
def test_bad_command_lines(args):
    done = run(*args)
    assert done.returncode == 2
    assert len(done.stderr.strip().splitlines()) == 1 and "Traceback" not in done.stderr


def test_game_against_a_human_going_first():
    done = run("1", "4", "standard", "human", stdin="2 red\nfoo\n1 red\n")
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert "the red pile has only 1 marble." in out and "'foo' is not a move" in out
    assert "Board: red 0, blue 4" in out and "the computer faces an empty pile" in out
    assert "The human wins 12 points." in out and "Final score: computer -12, human +12." in out


def test_computer_first_with_a_depth_limit():
    done = run("6", "6", "misere", "computer", "2", stdin="1 red\n" * 6)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("Red-Blue Nim (misère): the computer moves first.\nBoard: red 6, blue 6\n")
    assert "Final score: computer -2, human +2." in done.stdout  # the value of (6, 6) for the mover


def test_end_of_input_ends_the_game_cleanly():
    done = run("5", "5", "standard", "human", stdin="1 red\n")
    assert done.returncode == 1 and "Input ended" in done.stdout
    assert "Traceback" not in done.stderr
