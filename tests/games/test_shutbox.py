"""Shut the Box: the published numbers, the spec's runs byte for byte, brute force and properties."""

import functools
import gc
import tracemalloc
from fractions import Fraction
from itertools import combinations

import pytest
from hypothesis import given, settings, strategies as st

from stb import shutbox
from stb.shutbox import Rules, ShutTheBox, full_board, legal_moves, parse_board, solve
from stb.shutbox.seat import Seat, TableGame
from stb.shutbox.table import Table

from helpers import SLOW, assert_usage_error, run_cli, slow_but_every
from reference.expectiminimax import expectiminimax

CLASSIC, DOUBLE = Rules(), Rules(layout="double")

# The seven example runs of 000_7a1b36b2e9f3b60f.txt, with their exact output.
SPEC_RUNS = [
    ("--one --expect 123456789", "0.502810"),
    ("--one --expect 146789", "0.256254"),
    ("--one --move 146789 9", "[9]"),
    ("--two --expect 123456789 8", "0.381212"),
    ("--two --expect 12345689 41", "1.000000"),
    ("--two --expect 13456789 43", "0.986111"),
    ("--two --move 13456789 17 12", "[3, 9]"),
]


@pytest.mark.parametrize("args, output", SPEC_RUNS)
def test_spec_runs_byte_exact(args, output):
    result = run_cli("shutbox", *args.split())
    assert (result.returncode, result.stdout, result.stderr) == (0, output + "\n", "")


@pytest.mark.parametrize("args, words", slow_but_every(3, [
    ("--one --expect 1224", ["once each"]),
    ("--one --expect 4321", ["increasing"]),
    ("--one --expect 1230", ["no tile 0"]),
    ("--one --expect 12a", ["not a list of tiles"]),
    ("--two --expect 123 45", ["cannot end a turn with 45"]),
    ("--two --expect 123 0", ["cannot end a turn with 0"]),
    ("--two --expect 123 x", ["whole number"]),
    ("--one --move 1249 8", ["no tiles", "8"]),
    ("--one --move 123 13", ["ROLL", "from 1 to 12", "'13'"]),
    ("--one --move 123456789 1", ["cannot happen"]),
    ("--one --expect", ["expected --one or --two"]),
    ("--three --expect 123", ["expected --one or --two"]),
    ("--one --expect 123 4", ["takes POSITION"]),
    ("--two --move 123 5", ["takes POSITION SCORE ROLL"]),
]))
def test_shutbox_bad_input(args, words):
    assert_usage_error(run_cli("shutbox", *args.split()), *words)


def test_published_probabilities_of_shutting():
    assert round(solve(CLASSIC, "shut")[full_board(CLASSIC)], 6) == 0.097614
    assert round(solve(Rules(dice="two"), "shut")[511], 6) == 0.071432
    assert solve(CLASSIC, "shut", exact=True)[511] == Fraction(956177159, 9795520512)


@SLOW
def test_double_shutter_published_figures():
    start = full_board(DOUBLE)
    assert round(-solve(DOUBLE, "score")[start], 3) == 19.427
    assert round(1 - solve(DOUBLE, "shut")[start], 3) == 0.923


def test_shutter_cli_figures():
    assert run_cli("shutter", "--rules", "double").stdout == "19.427224\n"
    assert run_cli("shutter", "--objective", "at-most", "0").stdout == "0.097614\n"
    assert run_cli("shutter", "--dice", "two", "--objective", "at-most", "0").stdout == "0.071432\n"
    assert run_cli("shutter", "--objective", "at-most", "0", "--exact").stdout == "956177159/9795520512\n"


def test_shutter_lists_moves_best_first():
    lines = run_cli("shutter", "--position", "146789", "--roll", "9").stdout.splitlines()
    assert [line.split(" ")[0] for line in lines] == ["[9]", "[1,"]
    values = [float(line.rsplit(" ", 1)[1]) for line in lines]
    assert values == sorted(values)  # expected scores: least first


@pytest.mark.parametrize("args, words", [
    (["--objective", "at-most"], ["at-most T"]),
    (["--position", "1,1"], ["once each"]),
    (["--rules", "double", "--position", "123456789/12345678"], ["back tile is down"]),
    (["--tiles", "13"], ["--tiles", "from 2 to 12"]),
    (["--position", "19", "--roll", "3"], ["no legal move"]),
    (["--bogus"], ["unrecognized"]),
])
def test_shutter_bad_input(args, words):
    assert_usage_error(run_cli("shutter", *args), *words)


def test_p_table_matches_direct_solves():
    lines = run_cli("shutter", "--tiles", "6", "--p-table").stdout.splitlines()
    assert len(lines) == 20
    rules = Rules(tiles=6)
    for n, line in enumerate(lines, start=1):
        assert line == f"{n} {1 - solve(rules, 'at-most', n)[full_board(rules)]:.6f}"


SMALL_RULES = [Rules(tiles=n, dice=d) for n in (3, 4, 5) for d in ("two", "forced", "optional")]
OBJECTIVES = [("first", None), ("score", None), ("shut", None), ("at-most", 3)]


@pytest.mark.parametrize("rules", SMALL_RULES, ids=str)
@pytest.mark.parametrize("objective, target", OBJECTIVES + [("second", 4), ("second", 5)])
def test_fast_tables_equal_plain_recursion_exactly(rules, objective, target):
    game = ShutTheBox(rules, objective, target)
    assert expectiminimax(game)(game.initial_state()) == solve(rules, objective, target, exact=True)[full_board(rules)]


@pytest.mark.parametrize("objective, target", OBJECTIVES + [("second", 20)])
def test_fractions_agree_with_floats(objective, target):
    exact, floats = solve(CLASSIC, objective, target, exact=True), solve(CLASSIC, objective, target)
    assert all(abs(float(e) - f) < 1e-12 for e, f in zip(exact, floats))


def test_second_player_vectors_equal_one_score_at_a_time():
    """The table against every score at once (which `solve` reads for `second`) against one
    backward induction per score."""
    scores, table = shutbox.second_player_table(CLASSIC)
    assert scores == list(range(1, 46))
    for column, first in enumerate(scores):
        single = shutbox.table_values(CLASSIC, shutbox.chance_table(CLASSIC), "second", first)
        assert solve(CLASSIC, "second", first) == [table[b][column] if column < len(table[b]) else 1.0 for b in range(512)]
        listed = [table[b][column] if column < len(table[b]) else 1.0 for b in range(512)]
        assert all(abs(listed[b] - single[b]) < 1e-12 for b in range(512))


def test_a_process_keeps_the_tables_of_the_last_few_variants_only():
    """Each variant asked about adds its tables (12 tiles: megabytes, Double Shutter's: tens); a
    process, such as the page's worker opening one variant after another, keeps those of the last
    VARIANTS only."""
    small = [Rules(tiles=tiles, dice="two") for tiles in range(2, 2 + shutbox.VARIANTS)]

    def held():
        gc.collect()
        return tracemalloc.get_traced_memory()[0]
    tracemalloc.start()
    try:
        for rules in small:  # whatever was asked about before is dropped
            solve(rules, "score")
        start = held()
        solve(Rules(tiles=12, dice="two"), "score")
        with_twelve = held() - start
        for rules in small:
            solve(rules, "score")
        assert with_twelve > 2_000_000 and held() - start < with_twelve / 10
    finally:
        tracemalloc.stop()


def test_score_distribution_is_the_optimal_policy():
    for objective in ("score", "shut"):
        distribution = shutbox.score_distribution(CLASSIC, objective, exact=True)
        assert sum(distribution.values()) == 1
    by_score = shutbox.score_distribution(CLASSIC, "score", exact=True)
    assert sum(s * p for s, p in by_score.items()) == -solve(CLASSIC, "score", exact=True)[511]
    assert shutbox.score_distribution(CLASSIC, "shut", exact=True)[0] == Fraction(956177159, 9795520512)


def test_shutter_prints_the_score_distribution():
    lines = run_cli("shutter", "--objective", "at-most", "0", "--distribution", "--exact").stdout.splitlines()
    distribution = {int(s): Fraction(p) for s, p in (line.split() for line in lines)}
    assert distribution == shutbox.score_distribution(CLASSIC, "shut", exact=True)
    assert distribution[0] == Fraction(956177159, 9795520512)


def test_first_player_scores():
    assert shutbox.first_player_scores(CLASSIC) == frozenset(range(1, 44))


def test_digits_scoring_reads_open_tiles_as_a_number():
    rules = Rules(scoring="digits")
    assert shutbox.score(rules, parse_board(rules, "146")) == 146
    assert solve(rules, "score")[full_board(rules)] < 0


def test_double_shutter_pairs_front_and_back_in_one_move():
    board = parse_board(DOUBLE, "1/89")
    assert [shutbox.move_text(DOUBLE, m) for m in legal_moves(DOUBLE, board, 10)] == ["[1, b9]"]
    assert shutbox.dice_choices(DOUBLE, parse_board(DOUBLE, "12/123456789")) == (2,)
    assert shutbox.dice_choices(DOUBLE, parse_board(DOUBLE, "-/123")) == (1, 2)


def test_advice_offers_dice_choice_and_marks_costs():
    advice = shutbox.advise(shutbox.ShutTheBox(DOUBLE, "score"), shutbox.Turn(0, parse_board(DOUBLE, "-/123")))
    assert [m.move for m in advice.moves] == ["roll one die", "roll two dice"]
    assert advice.moves[0].cost == 0 and advice.moves[1].cost > 0
    assert advice.value == advice.moves[0].value


@pytest.mark.parametrize("game, state", [
    (shutbox.ShutTheBox(CLASSIC, "score"), shutbox.Turn(0, shutbox.full_board(CLASSIC))),
    (shutbox.ShutTheBox(CLASSIC, "shut"), shutbox.Turn(0, shutbox.full_board(CLASSIC))),
    (shutbox.ShutTheBox(CLASSIC), shutbox.Turn(0, shutbox.full_board(CLASSIC))),
    (shutbox.ShutTheBox(CLASSIC), shutbox.Turn(1, shutbox.full_board(CLASSIC), 23)),
    (TableGame(Table(CLASSIC, 3), 1), Seat((14,), shutbox.full_board(CLASSIC))),
], ids=["score", "shut", "player one", "player two", "a table"])
def test_one_advice_lists_the_one_dice_choice_the_rules_leave_for_every_way_of_playing(game, state):
    """At the full box the rules leave two dice: the advice lists that one choice, valued at the
    position's value (the command lines and the page ask the same advice)."""
    advice = shutbox.advise(game, state)
    assert [(m.move, m.cost) for m in advice.moves] == [("roll two dice", 0)]
    assert advice.value == advice.moves[0].value > 0


@pytest.mark.parametrize("rules", [CLASSIC, Rules(tiles=12), DOUBLE], ids=str)
def test_board_text_round_trips(rules):
    for board in shutbox.all_boards(rules)[::97]:
        assert parse_board(rules, shutbox.board_text(rules, board)) == board


@pytest.mark.parametrize("game, text, refused", [
    (ShutTheBox(CLASSIC, "score"), "123456789 vs 23", "only the two-player game"),
    (ShutTheBox(CLASSIC, "first"), "123456789 vs 44", "player one cannot end a turn with 44"),
    (ShutTheBox(CLASSIC, "first"), "23456789", "no turn from a full box reaches 23456789"),
    (ShutTheBox(CLASSIC, "score"), "123456789 dice 1 roll 3", "here, not one die"),
    (ShutTheBox(CLASSIC, "score"), "123456789 dice 2 roll 1", "1 cannot be rolled with two dice"),
    (TableGame(Table(CLASSIC, 3)), "/ 23456789 roll 3", "no turn from a full box reaches 23456789"),
], ids=["vs alone", "vs a score", "unreachable", "dice", "roll", "table"])
def test_the_games_parser_holds_a_position_to_the_rules(game, text, refused):
    """One parser: the game's `parse_state` is what reads a request's position, so the rules live there."""
    with pytest.raises(ValueError, match=refused):
        game.parse_state(text)


def test_the_games_parser_names_the_dice_and_where_a_roll_no_move_can_use_leads():
    alone, two = ShutTheBox(CLASSIC, "score"), ShutTheBox(CLASSIC, "first")
    assert alone.parse_state("146789 roll 8").dice == 2 and alone.parse_state("123 roll 2").dice == 1
    assert two.parse_state("1 roll 3") == two.initial_state()._replace(player=1, first_score=1)
    assert TableGame(Table(CLASSIC, 3)).parse_state("/ 1 roll 3") == Seat((1,))


def board_and_roll(rules):
    return st.tuples(st.sampled_from(shutbox.all_boards(rules)), st.integers(1, 12))


@settings(max_examples=300, deadline=None)
@given(st.sampled_from([CLASSIC, Rules(tiles=12), DOUBLE]).flatmap(
    lambda r: st.tuples(st.just(r), board_and_roll(r))))
def test_moves_are_exactly_the_legal_subsets(case):
    rules, (board, roll) = case
    tiles = shutbox.tile_layout(rules)
    expected = set()
    for size in range(1, 7):  # 1 + 1 + 2 + 2 + 3 + 3 = 12: no move shuts more than six tiles
        for subset in combinations(shutbox.standing(rules, board), size):
            move = sum(1 << i for i in subset)
            fronts_cleared = all(tiles[i].front is None or not (board & ~move) >> tiles[i].front & 1
                                 for i in subset)
            if sum(tiles[i].value for i in subset) == roll and fronts_cleared:
                expected.add(move)
    moves = legal_moves(rules, board, roll)
    assert len(moves) == len(set(moves)) and set(moves) == expected
    assert all(shutbox.is_valid_board(rules, board & ~m) for m in moves)


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(shutbox.all_boards(DOUBLE)))
def test_values_are_within_bounds(board):
    tolerance = 1e-12
    assert 0 <= -solve(DOUBLE, "score")[board] <= shutbox.score(DOUBLE, board) + tolerance
    assert 0 <= solve(DOUBLE, "shut")[board] <= 1 + tolerance
    assert solve(DOUBLE, "shut")[board] <= solve(DOUBLE, "at-most", 5)[board] + tolerance


@settings(max_examples=200, deadline=None)
@given(st.integers(0, 511), st.integers(1, 45))
def test_two_player_values_are_probabilities(board, first_score):
    tolerance = 1e-12
    assert -tolerance <= solve(CLASSIC, "first")[board] <= 1 + tolerance
    second = solve(CLASSIC, "second", first_score)[board]
    assert -tolerance <= second <= 1 + tolerance
    if shutbox.score(CLASSIC, board) < first_score:
        assert second == 1


def one_die_after_789(forced: bool, objective: str) -> Fraction:
    """The classic box under the one-die rule as Wikipedia and the Riddler state it (one die may,
    or must, be rolled once 7, 8 and 9 are all shut), by plain recursion over sets of open tiles:
    the least expected score, or the best chance to shut the box."""
    best = min if objective == "score" else max
    two_dice = [a + b for a in range(1, 7) for b in range(1, 7)]

    @functools.cache
    def value(open_tiles: frozenset) -> Fraction:
        if not open_tiles:
            return Fraction(0 if objective == "score" else 1)
        ending = Fraction(sum(open_tiles)) if objective == "score" else Fraction(0)
        one_die = not open_tiles & {7, 8, 9}
        dice_options = ([range(1, 7)] if forced else [range(1, 7), two_dice]) if one_die else [two_dice]

        def after(total):
            moves = [set(m) for n in range(1, len(open_tiles) + 1)
                     for m in combinations(sorted(open_tiles), n) if sum(m) == total]
            return best(value(open_tiles - m) for m in moves) if moves else ending
        return best(sum(after(total) for total in totals) / len(totals) for totals in dice_options)
    return value(frozenset(range(1, 10)))


@pytest.mark.parametrize("dice, expected_score, shut_chance", [
    ("forced-789", "11.663174", "0.074223"), pytest.param("optional-789", "11.009209", "0.097614", marks=SLOW)])
def test_one_die_after_789_against_plain_recursion(dice, expected_score, shut_chance):
    rules, forced = Rules(dice=dice), dice.startswith("forced")
    assert -solve(rules, "score", exact=True)[511] == one_die_after_789(forced, "score")
    assert solve(rules, "shut", exact=True)[511] == one_die_after_789(forced, "shut")
    assert run_cli("shutter", "--dice", dice).stdout.strip() == expected_score
    assert run_cli("shutter", "--dice", dice, "--objective", "at-most", "0").stdout.strip() == shut_chance


def test_one_die_after_789_follows_the_high_tiles():
    forced, optional = Rules(dice="forced-789"), Rules(dice="optional-789")
    high_down = parse_board(CLASSIC, "123456")  # open tiles add up to 21, but 7, 8 and 9 are shut
    assert shutbox.dice_choices(forced, high_down) == (1,) and shutbox.dice_choices(optional, high_down) == (1, 2)
    assert shutbox.dice_choices(forced, parse_board(CLASSIC, "17")) == (2,)  # 7 stands, the sum is only 8
    assert shutbox.dice_choices(Rules(tiles=6, dice="forced-789"), 0b111111) == (1,)  # no tile of 7 or more
    double = Rules(layout="double", dice="optional-789")
    assert shutbox.dice_choices(double, parse_board(double, "123456/123456789")) == (2,)  # the back row's 7, 8, 9 stand
    assert shutbox.dice_choices(double, parse_board(double, "456/123456")) == (1, 2)
