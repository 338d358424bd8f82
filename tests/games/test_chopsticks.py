"""Chopsticks: the spec's rules and sample transcript, the depth-bounded DP, and the loopy game."""

import ast
import functools
import itertools
import random
import subprocess
import sys

import pytest

from stb.advice import WIN_VALUE

from stb import chopsticks as cs
from stb.chopsticks import Chopsticks
from stb.chopsticks.rules import MOST_PLIES
from stb.set_order import py37_hash, spec_set_order
from stb.solvers.retrograde import DRAW, LOSS, WIN, retrograde
from helpers import slow_but_every

SAMPLE = """\
The chopsticks game.
The game will end within 10 moves.
Do you want to go first?n
***********************
A: (1, 1)
B: (1, 1)
I may not win.
***********************
A: (1, 1)
B: (2, 1)
10 moves left.
Choices:
0 : ((2, 1), (2, 1))
1 : ((1, 3), (2, 1))
2 : ((3, 1), (2, 1))
3 : ((1, 2), (2, 1))
4 : ((1, 1), (0, 3))
5 : ((1, 1), (3, 0))
***********************
A: (1, 1)
B: (3, 0)
I may not win.
***********************
A: (1, 1)
B: (4, 0)
9 moves left.
Choices:
0 : ((0, 1), (4, 0))
1 : ((1, 0), (4, 0))
2 : ((1, 1), (2, 2))
3 : ((1, 1), (1, 3))
4 : ((1, 1), (3, 1))
***********************
A: (1, 1)
B: (3, 1)
I may not win.
***********************
A: (1, 1)
B: (3, 2)
8 moves left.
Choices:
0 : ((3, 1), (3, 2))
1 : ((1, 1), (1, 4))
2 : ((1, 3), (3, 2))
3 : ((4, 1), (3, 2))
4 : ((1, 1), (4, 1))
5 : ((1, 4), (3, 2))
***********************
A: (1, 4)
B: (3, 2)
I may not win.
***********************
A: (1, 4)
B: (0, 2)
7 moves left.
Choices:
0 : ((1, 0), (0, 2))
1 : ((3, 4), (0, 2))
2 : ((1, 4), (1, 1))
***********************
A: (1, 4)
B: (1, 1)
I may not win.
***********************
A: (1, 4)
B: (2, 1)
6 moves left.
Choices:
0 : ((2, 4), (2, 1))
1 : ((1, 4), (0, 3))
2 : ((3, 4), (2, 1))
3 : ((1, 4), (3, 0))
4 : ((1, 0), (2, 1))
***********************
A: (1, 4)
B: (3, 0)
I will win.
***********************
A: (1, 4)
B: (0, 0)
A wins.
"""
SAMPLE_ANSWERS = ["n", "5", "4", "5", "2", "3"]


def run(*args, stdin=""):
    return subprocess.run([sys.executable, "-m", "stb", "chopsticks", *args], input=stdin,
                          capture_output=True, text=True, timeout=120)


def test_sample_transcript_replays_exactly():
    done = run(stdin="\n".join(SAMPLE_ANSWERS) + "\n")
    assert done.returncode == 0, done.stderr
    # Piped input is not echoed, so the answer "n" is missing after the prompt.
    assert done.stdout == SAMPLE.replace("first?n\n", "first?")


def test_computer_moves_in_the_sample_are_optimal():
    d = cs.best_move_dp(20)
    lines = SAMPLE.splitlines()
    boards = [(ast.literal_eval(lines[i + 1][3:]), ast.literal_eval(lines[i + 2][3:]))  # A:, B: lines
              for i, line in enumerate(lines) if line.startswith("*****")]
    states = [(*hands, level) for level, hands in enumerate(boards)]
    for before, after in zip(states[0::2], states[1::2]):  # A, the computer, moves at even levels
        assert after in cs.next_moves(before)
        assert d[after][0] == d[before][0]  # the move keeps the optimal value for A


@pytest.mark.parametrize("state, choices", [
    (((1, 1), (2, 1), 1), [((2, 1), (2, 1)), ((1, 3), (2, 1)), ((3, 1), (2, 1)), ((1, 2), (2, 1)),
                           ((1, 1), (0, 3)), ((1, 1), (3, 0))]),
    (((1, 4), (0, 2), 7), [((1, 0), (0, 2)), ((3, 4), (0, 2)), ((1, 4), (1, 1))]),
    (((1, 1), (1, 1), 0), [((1, 1), (2, 1)), ((1, 1), (1, 2)), ((0, 2), (1, 1)), ((2, 0), (1, 1))]),
    (((0, 0), (1, 1), 3), []),
])
def test_next_moves(state, choices):
    assert sorted(v[:2] for v in cs.next_moves(state)) == sorted(choices)
    assert all(v[2] == state[2] + 1 for v in cs.next_moves(state))


def test_spec_set_order_is_cpython_37_order():
    if sys.hash_info.width < 64:
        pytest.skip("needs 64-bit hashes")

    class Hashed37(tuple):  # a tuple carrying the 3.7 hash, in this Python's own set
        def __hash__(self):  # as a signed 64-bit number, which Python keeps as it is
            unsigned = py37_hash(tuple(self))
            return unsigned - (1 << 64) if unsigned >= 1 << 63 else unsigned

    rng = random.Random(4)  # up to 18 items the sets of 3.7 and of this Python grow alike
    for _ in range(3000):
        items = [(*rng.choice(cs.HANDS), rng.randrange(40)) for _ in range(rng.randrange(1, 19))]
        assert spec_set_order(items) == [tuple(v) for v in set(map(Hashed37, items))]


def test_rules_on_transfers():
    assert cs.transfers((1, 1)) == [(0, 2), (2, 0)]
    assert cs.transfers((3, 1)) == [(2, 2), (0, 4), (4, 0)]  # not (1, 3): only swapping the hands
    assert cs.transfers((4, 0)) == [(3, 1), (2, 2), (1, 3)]  # the receiving hand stays below 5
    assert cs.transfers((0, 0)) == []


START_VALUES = [0] * 25 + [-1, -1]


def test_start_values_by_depth():
    assert cs.start_values(27) == START_VALUES
    for depth in (1, 2, 10, 25, 26):
        assert cs.best_move_dp(depth)[cs.START][0] == START_VALUES[depth - 1]


def test_unbounded_start_is_a_win_for_b_in_26_plies():
    outcome = cs.unbounded_outcome(cs.START)
    assert (outcome.result, outcome.remoteness) == (LOSS, 26)


def test_retrograde_agrees_with_the_bounded_dp():
    """A position decided in r plies has that result under any bound of at least r plies left;
    a draw is a tie under every bound."""
    loopy = Chopsticks(depth=None)
    outcomes = retrograde(loopy, [(a, b, parity) for a, b in cs.HANDS for parity in (0, 1)])
    depth = 40
    d = cs.best_move_dp(depth)
    decided = 0
    for (a, b, parity), outcome in outcomes.items():
        for level in (parity, parity + 10):
            result = d[a, b, level][0]
            mover_sign = 1 if parity == 0 else -1
            if outcome.result == DRAW:
                assert result == 0
            elif outcome.remoteness <= depth - level:
                decided += 1
                assert result == mover_sign * (1 if outcome.result == WIN else -1)
    assert decided > 1000


def test_dp_agrees_with_generic_minimax():
    from reference.expectiminimax import expectiminimax
    for depth in (4, 9):
        d = cs.best_move_dp(depth)
        value = expectiminimax(Chopsticks(depth))
        assert all(value((a, b, level)) == d[a, b, level][0]
                   for a, b in cs.HANDS for level in (0, 1, depth - 1))


def test_advice_values_results_by_their_distance():
    """A win in n plies is worth WIN_VALUE - n, a loss -(WIN_VALUE - n): a slower win or a quicker loss costs plies."""
    advice = cs.advise(Chopsticks(20), ((1, 4), (3, 0), 10))
    assert advice.value == WIN_VALUE - 1 and advice.best.move == "1 4 0 0 11"  # A taps B's last hand out
    assert {m.value for m in advice.moves[1:]} == {0}  # the others only tie at the limit
    unbounded = cs.advise(Chopsticks(None), cs.START)
    assert unbounded.value == -(WIN_VALUE - 26)
    assert [m.value for m in unbounded.moves] == [-(WIN_VALUE - 26), -(WIN_VALUE - 26), -(WIN_VALUE - 16), -(WIN_VALUE - 16)]
    assert [m.cost for m in unbounded.moves] == [0, 0, 10, 10]


@pytest.mark.parametrize("text, state", [("1 1 1 1 0", cs.START), ("1 4 0 2 7", ((1, 4), (0, 2), 7))])
def test_state_text_round_trip(text, state):
    game = Chopsticks(20)
    assert game.parse_state(text) == state and game.state_text(state) == text


def test_a_position_counts_its_moves_without_a_limit_too():
    """The level is the moves played, whole (the protocol's `result` keeps its parity without a limit,
    which is all the solvers need): read from text, and on by one a move (`played`), up to MOST_PLIES."""
    game = Chopsticks(None)
    state = game.parse_state("1 4 0 2 7")
    assert state == ((1, 4), (0, 2), 7) and game.played(state, ((1, 4), (1, 2))) == ((1, 4), (1, 2), 8)
    assert game.result(state, ((1, 4), (1, 2))) == ((1, 4), (1, 2), 0)
    with pytest.raises(ValueError, match="the level .* is 0 to 999,999,999,999,999"):
        game.parse_state(f"1 1 1 1 {MOST_PLIES + 1}")
    with pytest.raises(ValueError, match="the most a position may count"):
        game.played(((1, 1), (1, 1), MOST_PLIES), ((1, 1), (1, 2)))


# The command line.

def test_human_first_and_refused_choices():
    done = run("--moves", "2", stdin="y\n9\nx\n0\n0\n")
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert out.startswith("The chopsticks game.\nThe game will end within 2 moves.\nDo you want to go first?")
    assert out.count("Please type the number of a choice") == 2
    assert "2 moves left." in out and "1 moves left." in out
    assert out.rstrip().endswith(("It is a tie.", "A wins.", "B wins."))


def test_end_of_input_ends_the_game_cleanly():
    done = run(stdin="y\n")
    assert done.returncode == 1 and "Input ended" in done.stdout and "Traceback" not in done.stderr


def test_analyze():
    done = run("--analyze")
    assert done.returncode == 0, done.stderr
    assert "depth 25: tie" in done.stdout and "depth 26: B wins" in done.stdout
    assert "no bound: B wins in 26 plies" in done.stdout


def test_state():
    done = run("--state", "1", "4", "3", "0", "10")
    assert done.returncode == 0, done.stderr
    assert "depth 20: A wins in 1 ply (best move: 1 4 0 0 11)" in done.stdout
    assert "no bound: A wins in 1 ply" in done.stdout


@pytest.mark.parametrize("args", [
    ["--state", "1", "5", "0", "0", "3"], ["--state", "1", "1", "1", "-1", "2"],
    ["--state", "1", "1", "1", "1", "-2"], ["--state", "1", "1", "1", "1", "21"],
    ["--state", "1", "1"], ["--moves", "0"], ["--moves", "x"], ["--analyze", "--depth", "0"],
])
def test_bad_command_lines(args):
    done = run(*args)
    assert done.returncode == 2
    assert len(done.stderr.strip().splitlines()) == 1 and "Traceback" not in done.stderr


@pytest.mark.parametrize("depth", [1, 2, 7, 20, 26])
def test_bounded_values_are_the_spec_tables_values(depth):
    d = cs.best_move_dp(depth)
    values = {w: result for w, (result, _) in cs.bounded_values(depth).items()}
    assert values == {w: result for w, (result, _) in d.items()}


def test_plies_to_end_under_a_bound_match_the_unbounded_remoteness_at_the_start():
    outcomes = cs.bounded_values(26)
    assert outcomes[cs.START] == (-1, cs.unbounded_outcome(cs.START).remoteness) == (-1, 26)
    assert all(plies == 0 for w, (_, plies) in outcomes.items() if w[2] == 26)


# ---- the variants, against a plain reading of their rules -----------------------------------------

VARIANTS = [cs.Rules(hits, transfers, full, swaps) for hits in cs.HITS for transfers in (True, False)
            for full in (True, False) for swaps in (False, True)]


def plain_moves(mine, theirs, rules):
    """The mover's hands and the other's after each move, written from the variant's wording."""
    def hit(attacker, target):
        total = attacker + target
        return total % 5 if rules.hits == "rollover" else (total if total < 5 else 0)
    found = set()
    for mine_index, attacker in enumerate(mine):
        for their_index, target in enumerate(theirs):
            if attacker and target:
                tapped = list(theirs)
                tapped[their_index] = hit(attacker, target)
                found.add((mine, tuple(tapped)))
    if rules.transfers:
        for giver in (0, 1):
            most = mine[giver] if rules.full_transfers else mine[giver] - 1
            for moved in range(1, most + 1):
                hands = list(mine)
                hands[giver] -= moved
                hands[1 - giver] += moved
                if hands[1 - giver] < 5 and (rules.swaps or tuple(hands) != mine[::-1]):
                    found.add((tuple(hands), theirs))
    return found


def plain_outcomes(rules):
    """Win, loss or draw and the plies to the end for the player to move, for every (mine, theirs),
    by rounds: a position is won once a move reaches a position lost in the last rounds (the fewest
    plies), lost once every move reaches one already won (the most plies); the rest are draws."""
    hands = [(i, j) for i in range(5) for j in range(5)]
    positions = [(m, t) for m in hands for t in hands if not (m == (0, 0) and t == (0, 0))]
    known = {(m, t): ("loss", 0) for m, t in positions if m == (0, 0)}  # out: the player to move has lost
    for plies in range(1, 200):
        found = {}
        for m, t in positions:
            if (m, t) in known or t == (0, 0):
                continue
            replies = [known.get((after_theirs, after_mine)) for after_mine, after_theirs in plain_moves(m, t, rules)]
            if any(reply and reply[0] == "loss" for reply in replies):
                found[m, t] = ("win", plies)
            elif all(reply and reply[0] == "win" for reply in replies):
                found[m, t] = ("loss", plies)
        if not found:
            break
        known.update(found)
    return known


@pytest.mark.parametrize("rules", slow_but_every(4, VARIANTS), ids=str)
def test_every_variant_without_a_limit_equals_a_plain_reading(rules):
    expected = plain_outcomes(rules)
    for a in [(i, j) for i in range(5) for j in range(5)]:
        for b in [(i, j) for i in range(5) for j in range(5)]:
            if (a, b) == ((0, 0), (0, 0)):
                continue
            for mover in (0, 1):
                mine, theirs = (a, b) if mover == 0 else (b, a)
                if theirs == (0, 0):
                    continue
                got = cs.unbounded_outcome((a, b, mover), rules)
                result, plies = expected.get((mine, theirs), ("draw", None))
                assert ({WIN: "win", LOSS: "loss", DRAW: "draw"}[got.result], got.remoteness) == (result, plies), (a, b, mover)


@pytest.mark.parametrize("rules", slow_but_every(4, VARIANTS), ids=str)
def test_every_variant_under_a_limit_equals_plain_minimax(rules):
    @functools.cache
    def value(a, b, level, depth):  # A's result: 1, 0 (a tie at the limit), -1
        if a == (0, 0) or b == (0, 0) or level == depth:
            return (b == (0, 0)) - (a == (0, 0))
        mine, theirs = (a, b) if level % 2 == 0 else (b, a)
        results = [value(*((m, t) if level % 2 == 0 else (t, m)), level + 1, depth) for m, t in plain_moves(mine, theirs, rules)]
        return max(results) if level % 2 == 0 else min(results)
    for depth in (6, 9):
        table = cs.best_move_dp(depth, rules)
        for a, b in [((1, 1), (1, 1)), ((1, 2), (3, 1)), ((0, 4), (2, 2))]:
            assert table[(a, b, 0)][0] == value(a, b, 0, depth)
            assert table[(a, b, 1)][0] == value(a, b, 1, depth)


def test_the_spec_rules_are_the_default():
    assert cs.Rules() == cs.SPEC and cs.Chopsticks().rules == cs.SPEC
    assert cs.unbounded_outcome(cs.START).remoteness == 26 and cs.unbounded_outcome(cs.START).result == LOSS
    with pytest.raises(ValueError, match="hits"):
        cs.Rules("wraparound")
    with pytest.raises(ValueError, match="yes or no"):
        cs.Rules(transfers="no")


def test_the_command_line_takes_the_variants():
    from helpers import assert_usage_error, run_cli
    assert run_cli("chopsticks", "--analyze", "--transfers", "no").stdout.splitlines()[-1] == "no bound: B wins in 8 plies"
    assert run_cli("chopsticks", "--analyze", "--hits", "rollover").stdout.splitlines()[-1] == \
        "no bound: a draw: neither side can force a win"
    shown = run_cli("chopsticks", "--state", "1", "3", "1", "1", "0", "--swaps", "yes", "--depth", "4").stdout
    assert "no bound: " in shown and "depth 4: " in shown
    played = run_cli("chopsticks", "--moves", "1", "--transfers", "no", stdin="y\n0\n").stdout
    assert "Choices:" in played and "((1, 1), (2, 1))" in played and "((2, 0), (1, 1))" not in played  # taps only
    for flag, bad in (("--hits", "wrap"), ("--transfers", "maybe"), ("--full-transfers", "1"), ("--swaps", "")):
        assert_usage_error(run_cli("chopsticks", flag, bad), flag)


@pytest.mark.parametrize("rules", slow_but_every(4, [cs.Rules(hits, *switches) for hits in cs.HITS
                                                    for switches in itertools.product((True, False), repeat=len(cs.SWITCHES))]))
def test_the_table_from_a_position_is_the_whole_tables_on_what_it_reaches(rules):
    """The game and --state fill only the states reachable from their position, each exactly as the
    whole table has it (result and best move)."""
    whole = cs.best_move_dp(20, rules)
    for start in (cs.START, ((1, 2), (3, 4), 5), ((0, 3), (2, 0), 19), ((4, 4), (1, 0), 20)):
        part = cs.best_move_dp(20, rules, start)
        assert start in part and all(whole[state] == answer for state, answer in part.items())
        assert all(best in part for _, best in part.values() if best)  # every best move stays in it


# ---- GamesmanClassic's Chopsticks (src/mchopsticks.c), where its rules are ours -------------------

def gamesman_moves(mine, theirs, full_transfers: bool, pass_transfers: bool) -> set:
    """The mover's and the other player's hands after each move, as GamesmanClassic's mchopsticks.c
    makes them: a live hand taps a live hand, and a hand of 5 or more is out (cut-off); a transfer
    moves i fingers (i from -left to right, negative from left to right) when both hands stay below
    5; unless pass transfers are allowed it must change the hands and not merely swap them (so no
    transfer of 0), and unless full transfers are allowed it may not empty the giving hand."""
    (left, right), (their_left, their_right) = mine, theirs
    cut = lambda fingers: 0 if fingers > 4 else fingers  # noqa: E731
    after = {(mine, (cut(their_left + hand), their_right)) for hand in mine if hand and their_left}
    after |= {(mine, (their_left, cut(their_right + hand))) for hand in mine if hand and their_right}
    for i in range(-left, right + 1):
        new_left, new_right = left + i, right - i
        if (new_left < 5 and new_right < 5 and (pass_transfers or new_left not in (left, right))
                and (full_transfers or (left != -i and right != i))):
            after.add(((new_left, new_right), theirs))
    return after


@pytest.mark.parametrize("full_transfers", (True, False))
def test_moves_are_gamesman_classics_where_its_variants_are_ours(full_transfers):
    """GamesmanClassic plays cut-off hits, with or without full transfers, and with or without pass
    transfers. Without pass transfers its moves are ours with swaps off, from every live position
    and for either player; its pass transfers are our swaps and a transfer of 0 (a pass), which
    none of our variants has."""
    for a, b in cs.HANDS:
        if cs.DEAD in (a, b):
            continue
        for mover in (0, 1):
            mine, theirs = (a, b) if mover == 0 else (b, a)
            ours = {(hands if mover == 0 else hands[::-1])
                    for hands in cs.successor_hands(a, b, mover, cs.Rules(full_transfers=full_transfers))}
            assert gamesman_moves(mine, theirs, full_transfers, pass_transfers=False) == ours, (a, b, mover)
            with_swaps = {(hands if mover == 0 else hands[::-1])
                          for hands in cs.successor_hands(a, b, mover, cs.Rules(full_transfers=full_transfers, swaps=True))}
            passes = gamesman_moves(mine, theirs, full_transfers, pass_transfers=True) - with_swaps
            assert passes <= {(mine, theirs)}, (a, b, mover)


@pytest.mark.parametrize("rules", slow_but_every(4, [cs.Rules(hits, *switches) for hits in cs.HITS
                                                    for switches in itertools.product((True, False), repeat=len(cs.SWITCHES))]))
def test_outcomes_keep_gamesman_classics_symmetries(rules):
    """GamesmanClassic solves one position of each class its symmetries make (either player's hands
    swapped, or the players swapped with the turn): every variant's unbounded result and its
    remoteness are the same across each class."""
    outcomes = cs.unbounded_outcomes(rules)
    for ((al, ar), (bl, br), turn), outcome in outcomes.items():
        for (a, b, other) in (((ar, al), (bl, br), turn), ((al, ar), (br, bl), turn), ((bl, br), (al, ar), 1 - turn)):
            assert outcomes[a, b, other] == outcome, ((al, ar), (bl, br), turn)
