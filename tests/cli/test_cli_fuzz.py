"""Whatever a user types, every command line answers (status 0), refuses in exactly one line naming
the program (status 2), or, in a game, stops cleanly when the input ends (status 1): never a
traceback, never a hang. hypothesis writes the command lines and the typed lines; each runs
in-process through `stb.cli.run`, the same path as `python -m stb`, so solves are cached.

Each program gets two kinds of command line: its own words in any order, among odd values and any
text (mostly refused), and well-formed questions whose values are now and then odd (mostly
answered). `--hypothesis-show-statistics` shows the share of each exit status."""

import contextlib
import importlib
import io
import signal
import sys
from contextlib import redirect_stderr, redirect_stdout
from itertools import combinations
from unittest import mock

import pytest
from hypothesis import HealthCheck, event, given, settings, strategies as st

import stb.__main__ as entry
from helpers import SLOW, fuzz_examples, row_forms, tiles_named
from stb.cli import chopsticks, hog, nim, pig, run, shutbox, shutter

SECONDS = 30
"""The longest any run may take: a first solve on a loaded machine, far short of a hang. Checked
by an alarm, not hypothesis's deadline: a solve cached after its first run would make hypothesis
call the timing flaky."""
FUZZ = settings(max_examples=fuzz_examples(150), deadline=None, suppress_health_check=[HealthCheck.too_slow])

ODD = st.sampled_from([
    "", " ", "-", "--", "-1", "-0", "0", "00", "007", "²", "٣", "１", "nan", "NaN", "inf", "-inf", "∞",
    "1e3", "1.5", "0x10", " 5", "5 ", "+5", "1_0", "9" * 40, "9" * 5000, "a\nb", "\x00", "é", "-h",
])
"""What people and scripts pass where a number belongs: unicode digits, NaN and infinities,
signs, spaces, floats, numbers past int()'s 4,300 digits, line breaks, a NUL, a help flag."""
LONG = st.tuples(st.sampled_from(["1 red", "0", "y", "9", " "]),
                 st.integers(0, 3000) | st.sampled_from([998, 999, 1000, 1001, 10 ** 5, 3 * 10 ** 6])).map(
    lambda pattern: (pattern[0] * pattern[1])[:pattern[1]])
"""Typed lines of any length, around the longest read (1,000 characters) and far beyond it."""
LINES = st.lists(st.sampled_from(["1 red", "2 blue", "2 Red", "0", "1", "3", "y", "n", "", " ", "²", "٣",
                                  "9" * 5000, "1e3", "x"]) | st.text(max_size=8) | LONG, max_size=10).map("\n".join)
"""What a player types, line by line, before the input ends."""
WIDEST_ECHO = 200
"""The longest line a game writes: it quotes a few characters of a line it refuses, never the line."""
BARE = st.just([])
"""The value of a flag that takes none."""


def now_and_then_odd(values):
    """A value of `values`, or one time in ten an odd value instead."""
    return st.integers(0, 9).flatmap(lambda draw: ODD if draw == 0 else values)


def numbers(low: int, high: int):
    """Whole numbers from `low` to `high` as text, now and then odd. The sizes stay small, so the
    runs test the reading of command lines more than the solvers (tests/cli/test_cli.py runs every limit)."""
    return now_and_then_odd(st.integers(low, high).map(str))


def words(*choices):
    """One of `choices`, now and then odd."""
    return now_and_then_odd(st.sampled_from(choices))


def soup(vocabulary):
    """Command lines of a program's own words, odd values (also as `--flag=value`) and any text, in
    any order: missing values, repeated flags, and flags of other questions side by side."""
    word = st.sampled_from(vocabulary)
    return st.lists(word | numbers(0, 13) | st.tuples(word, ODD).map("=".join) | st.text(max_size=6), max_size=9)


def question(**options):
    """Command lines with some of `options` (each a strategy for the words after the flag), in any
    order; a keyword `p_table` is the flag --p-table."""
    chosen = st.fixed_dictionaries({}, optional={"--" + name.replace("_", "-"): value for name, value in options.items()})
    return chosen.flatmap(lambda flags: st.permutations([[flag, *value] for flag, value in flags.items()])) \
        .map(lambda groups: [word for group in groups for word in group])


def one(values):
    return values.map(lambda value: [value])


@pytest.fixture(autouse=True, scope="module")
def scratch_folder(tmp_path_factory):
    """Every run in a scratch folder: a generated `--picture FILE` lands there, not in the repository."""
    with contextlib.chdir(tmp_path_factory.mktemp("cwd")):
        yield


class Hang(Exception):
    """A run outlived SECONDS."""


def captured(call, stdin=""):
    """(status, stdout, stderr) of `call()` with `stdin` as the input; a Hang past SECONDS."""
    def stop(signum, frame):
        raise Hang()

    out, err = io.StringIO(), io.StringIO()
    previous = signal.signal(signal.SIGALRM, stop)
    signal.alarm(SECONDS)
    try:
        with redirect_stdout(out), redirect_stderr(err), mock.patch.object(sys, "stdin", io.StringIO(stdin)):
            status = call()
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)
    return status, out.getvalue(), err.getvalue()


def assert_clean(prog, main, argv, stdin=""):
    """`main(argv)` through `run`, with `stdin` typed: an answer, a one-line refusal naming `prog`,
    or a clean stop at the end of the input."""
    status, out, err = captured(lambda: run(main, argv), stdin)
    event(f"status {status}")
    if stdin:
        assert max(map(len, out.splitlines()), default=0) <= WIDEST_ECHO, (argv, max(map(len, out.splitlines())))
    if status == 2:
        assert err.endswith("\n") and err.count("\n") == 1 and err.startswith(f"{prog}: error: "), (argv, err)
    elif status == 1:
        assert err == "" and "Input ended before the game" in out, (argv, err, out[-200:])
    else:
        assert status == 0 and err == "", (argv, status, err)


@FUZZ
@given(argv=soup(["--one", "--two", "--expect", "--move", "123456789", "146789", "1249", "-"])
       | st.builds(lambda player, query, position, score, roll:
                   [player, query, position] + [score] * (player == "--two") + [roll] * (query == "--move"),
                   words("--one", "--two"), words("--expect", "--move"),
                   words("123456789", "146789", "13456789", "12345689", "12", "9", "-"), numbers(1, 45), numbers(1, 12)))
def test_shutbox(argv):
    assert_clean("ShutTheBox", shutbox.main, argv)


@FUZZ
@given(argv=soup(["--rules", "classic", "--tiles", "--dice", "two", "forced", "--scoring", "digits",
                  "--objective", "score", "at-most", "--position", "123", "-", "--roll", "--exact",
                  "--p-table", "--distribution"])
       | question(tiles=one(numbers(2, 12)), dice=one(words("two", "forced", "optional")),
                  scoring=one(words("sum", "digits")),
                  objective=st.sampled_from([["score"], ["at-most", "0"], ["at-most", "10"], ["at-most"]]),
                  position=one(words("123", "146789", "1,2,9", "9", "-", "12", "12,", "10", "11", "1,12", "10,11,12")),
                  roll=one(numbers(1, 12)), exact=BARE, p_table=BARE, distribution=BARE))
def test_shutter(argv):
    assert_clean("shutter", shutter.main, argv)


ROLLS = st.sampled_from(["1", "1", "7", "12", *map(str, range(1, 13)), "13", "0", "9" * 16, "9" * 5000])
"""Every roll, the ends and the middle more often, and rolls past the range a roll has (1-12)."""


@st.composite
def roll_questions(draw):
    """`--tiles N --position P --roll R`, alone or at a table (with the scores before it): every tile
    set of the box in every form it may be written (lone tiles of every value among them), every
    roll, now and then one past the range; with the tiles the position names, read here."""
    tiles = draw(st.integers(2, 12))
    board = draw(st.integers(1, 2 ** tiles - 1))
    standing = [tile for tile in range(1, tiles + 1) if board >> (tile - 1) & 1]
    position = draw(st.sampled_from(row_forms(standing)))
    roll = draw(ROLLS)
    argv = ["--tiles", str(tiles), "--position", position, "--roll", roll]
    if tiles <= 9 and draw(st.booleans()):
        argv += ["--players", "3"] + draw(st.sampled_from([[], ["--scores", "9"], ["--scores", "9,12"]]))
    return argv, tiles_named(position)


@SLOW
@FUZZ
@given(question=roll_questions())
def test_shutter_lists_the_moves_of_the_position_named(question):
    """Answered, the moves listed for a roll are exactly the sets of the tiles the position names
    that add up to it, and the roll one the box's dice can show there (one die once the tiles add
    up to 6 or less, else two), all read here, not by stb: no position read as another, no roll
    the dice cannot show answered."""
    argv, tiles = question
    status, out, err = captured(lambda: run(shutter.main, argv))
    event(f"status {status}")
    assert status in (0, 2) and err.count("\n") == (status == 2), (argv, err)
    if status == 0:
        roll = int(argv[argv.index("--roll") + 1])
        assert roll in (range(1, 7) if sum(tiles) <= 6 else range(2, 13)), (argv, out)
        expected = {frozenset(move) for size in range(1, len(tiles) + 1) for move in combinations(tiles, size)
                    if sum(move) == roll}
        listed = {frozenset(map(int, line.split("]")[0].strip("[").split(", "))) for line in out.splitlines()}
        assert listed == expected, (argv, out)


@settings(max_examples=fuzz_examples(40), deadline=None)
@given(argv=question(position=one(words("123456789/123456789", "-/-", "-/123", "1/89", "12/12", "-", "9/1")),
                     roll=one(numbers(1, 12)), objective=st.sampled_from([["score"], ["at-most", "0"]])))
def test_double_shutter(argv):
    """Double Shutter without --exact or the tables: they are refused at once, or answered slowly
    once (tests/cli/test_cli.py)."""
    assert_clean("shutter", shutter.main, ["--rules", "double", *argv])


@FUZZ
@given(argv=soup(["--goal", "--die", "--coin", "--state", "--policy", "--answers", "--picture", "policy.svg",
                  "/no/such/dir/x.svg", "/tmp", "/dev/full"])
       | st.builds(lambda ask, rules: ask + rules,
                   st.sampled_from([["--policy"], ["--answers"]])
                   | st.lists(numbers(0, 30), min_size=3, max_size=3).map(lambda state: ["--state", *state])
                   | one(words("policy.svg", "/no/such/dir/x.svg", "/tmp", "/dev/full")).map(lambda file: ["--picture", *file]),
                   question(goal=one(numbers(1, 30)), die=one(words("2", "3", "6", "10")), coin=BARE)))
def test_pig(argv):
    assert_clean("pig", pig.main, argv)


@FUZZ
@given(argv=soup(["--goal", "--dice", "--sides", "--state", "--expect", "--table"])
       | st.builds(lambda ask, rules: ask + rules,
                   st.sampled_from([[], ["--expect"], ["--table"]])
                   | st.lists(numbers(0, 30), min_size=2, max_size=2).map(lambda state: ["--state", *state]),
                   question(goal=one(numbers(1, 30)), dice=one(numbers(1, 21)), sides=one(numbers(1, 21)))))
def test_hog(argv):
    assert_clean("hog", hog.main, argv)


@SLOW
@FUZZ
@given(argv=soup(["standard", "misere", "misère", "MISERE", "normal", "computer", "human", "nobody", "--analyze"])
       | st.tuples(numbers(0, 40), numbers(0, 40), words("standard", "misere", "misère"),
                   words("computer", "human"), numbers(1, 8) | st.just(None)).map(lambda words: [w for w in words if w])
       | st.tuples(numbers(0, 40), numbers(0, 40), words("standard", "misere")).map(lambda words: [*words, "--analyze"]),
       stdin=LINES)
def test_nim(argv, stdin):
    assert_clean("red_blue_nim", nim.main, argv, stdin)


@SLOW
@settings(FUZZ, max_examples=fuzz_examples(60))  # each --analyze fills its depth tables afresh: a second or two apiece
@given(argv=soup(["--moves", "--depth", "--analyze", "--state"])
       | question(moves=one(numbers(1, 6)))
       | question(depth=one(numbers(1, 12))).map(lambda bound: ["--analyze", *bound])
       | st.builds(lambda state, bound: ["--state", *state, *bound],
                   st.tuples(numbers(0, 4), numbers(0, 4), numbers(0, 4), numbers(0, 4), numbers(0, 12)),
                   question(moves=one(numbers(1, 6)), depth=one(numbers(1, 12)))),
       stdin=LINES)
def test_chopsticks(argv, stdin):
    assert_clean("chopsticks", chopsticks.main, argv, stdin)


@settings(max_examples=fuzz_examples(60), deadline=None)
@given(argv=st.lists(st.sampled_from(list(entry.COMMANDS)) | ODD | st.text(max_size=6), max_size=3))
def test_python_m_stb(argv):
    """The entry point itself: a game's errors are named by the game, the others by stb."""
    game = argv[0] if argv and argv[0] in entry.COMMANDS else None
    prog = importlib.import_module(entry.COMMANDS[game]).PROG if game else "stb"
    status, out, err = captured(lambda: entry.main(argv))
    assert status in (0, 1, 2) and (status != 2 or err.count("\n") == 1 and err.startswith(f"{prog}: error: ")), (argv, err)


MOST_EXACT = 2 ** 53
RANGES = [  # a command line with one whole number in it (None), the name its refusal gives it, its range
    ("shutter", shutter.main, ["--tiles", None], "--tiles", 2, 12),
    ("shutter", shutter.main, ["--tiles", "12", "--roll", None], "--roll", 1, 12),
    ("shutter", shutter.main, ["--objective", "at-most", None], "T in --objective at-most T", 0, 45),
    ("shutter", shutter.main, ["--players", None], "--players", 2, 8),
    ("shutter", shutter.main, ["--players", "3", "--scores", None], "each score in --scores", 0, 45),
    ("ShutTheBox", shutbox.main, ["--one", "--move", "123456789", None], "ROLL", 1, 12),
    ("ShutTheBox", shutbox.main, ["--two", "--expect", "123456789", None], "SCORE", 0, 45),
    ("pig", pig.main, ["--goal", None, "--state", "0", "0", "0"], "--goal", 1, 200),
    ("pig", pig.main, ["--goal", "30", "--die", None, "--state", "0", "0", "0"], "--die", 2, 100),
    ("pig", pig.main, ["--goal", "30", "--state", "0", "0", None], "K", 0, 30),
    ("hog", hog.main, ["--goal", None], "--goal", 1, 200),
    ("hog", hog.main, ["--goal", "30", "--dice", None], "--dice", 1, 20),
    ("hog", hog.main, ["--goal", "30", "--sides", None], "--sides", 2, 20),
    ("hog", hog.main, ["--goal", "30", "--state", None, "0"], "MINE", 0, 29),
    ("red_blue_nim", nim.main, [None, "3", "standard", "--analyze"], "NUM_RED", 0, 500),
    ("red_blue_nim", nim.main, ["3", "3", "standard", "computer", None], "DEPTH", 1, 60),
    ("chopsticks", chopsticks.main, ["--moves", None], "--moves", 1, 50),
    ("chopsticks", chopsticks.main, ["--state", "1", "1", "1", "1", None], "LEVEL", 0, 20),
    ("chopsticks", chopsticks.main, ["--state", None, "1", "1", "1", "0"], "AL", 0, 4),
]


@settings(max_examples=fuzz_examples(150), deadline=None)
@given(case=st.sampled_from(RANGES), edge=st.integers(0, 3), zeros=st.sampled_from([0, 0, 1, 20]),
       far=st.sampled_from([MOST_EXACT, MOST_EXACT + 1, 10 ** 15, 10 ** 16, 10 ** 40, 10 ** 99]))
def test_numbers_at_every_ranges_edge(case, edge, zeros, far):
    """Each whole number a command line reads, at its range's ends (taken, leading zeros and all)
    and one past them, and far past (2^53 and beyond): a number past the range is refused in one
    line naming it and its range; the ends are not refused for their range."""
    prog, main, argv, name, low, high = case
    refusal = f"{prog}: error: {name} must be a whole number from {low} to {high}, not "
    for value in ([low - 1, low, high, high + 1][edge], far):
        number = str(value) if value < 0 else "0" * zeros + str(value)
        status, out, err = captured(lambda: run(main, [number if word is None else word for word in argv]))
        event(f"{prog} {name} {'in' if low <= value <= high else 'past'} its range: status {status}")
        if low <= value <= high:
            assert refusal not in err, (argv, number, err)  # answered, or refused for another reason
        else:
            assert status == 2 and err.startswith(refusal) and err.count("\n") == 1, (argv, number, err)
