"""`python -m stb` and every game's command line, run as a user runs them: bad input gets one line
on stderr and exit status 2, never a traceback; output that cannot be written gets one line and
status 1; every size has a range, answered within it and refused at once beyond it."""

import os
import resource
import subprocess
import sys
import time

import pytest

from helpers import SLOW, assert_usage_error, run_cli, slow_but_every
from stb.games import GAMES, examples

COMMANDS = [command for info in GAMES.values() for command in info.commands]
"""Every game's command lines (stb.games)."""

HUGE = "9" * 5000
"""Past Python's 4,300-digit limit on reading an int."""
SECONDS = 60
"""The longest an answer at a limit may take here: seconds when the machine is quiet, a few times
that when it is shared; far short of what the limits keep out (minutes, gigabytes)."""


def test_help_lists_every_game():
    result = run_cli("--help")
    assert result.returncode == 0
    for game in COMMANDS:
        assert game in result.stdout


def test_unknown_game_is_one_line_and_status_2():
    assert_usage_error(run_cli("poker"), "unknown game 'poker'")
    assert_usage_error(run_cli(), "usage: python -m stb")


def test_each_game_has_help():
    for game in COMMANDS:
        result = run_cli(game, "--help")
        assert result.returncode == 0 and "usage" in result.stdout.lower(), game


@pytest.mark.parametrize("game, ranges", [
    ("shutbox", ["1-43", "1-6", "2-12"]),
    ("shutter", ["--tiles 2-12", "--roll 1-12", "20,480"]),
    ("pig", ["--goal 1-200", "--die 2-100", "K from 0"]),
    ("nim", ["0-500", "1-60", "400 marbles"]),
    ("chopsticks", ["1-50", "1-100", "0-4 fingers"]),
])
def test_help_states_every_range(game, ranges):
    help_text = " ".join(run_cli(game, "--help").stdout.split())
    for words in ranges:
        assert words in help_text, (game, words)


# ---- bad input: one line, status 2, before any work ---------------------------------------------

REFUSED = [
    # digits that str.isdigit accepts but int does not, and ASCII-only digits everywhere
    (["shutbox", "--one", "--move", "146789", "²"], ["ROLL", "'²'"]),
    (["shutbox", "--one", "--expect", "١٢٣"], ["not a list of tiles"]),
    (["shutter", "--objective", "at-most", "²"], ["at-most T", "'²'"]),
    (["pig", "--goal", "٣", "--policy"], ["--goal", "'٣'"]),
    (["chopsticks", "--state", "1", "1", "1", "1", "²"], ["LEVEL"]),
    # numbers past the 4,300 digits int() reads, shown short
    (["nim", HUGE, "1"], ["NUM_RED", "5000 characters"]),
    (["nim", "1", "1", "standard", "computer", HUGE], ["DEPTH"]),
    (["shutbox", "--two", "--expect", "123", HUGE], ["SCORE"]),
    (["shutbox", "--one", "--move", "123", HUGE], ["ROLL"]),
    (["shutter", "--roll", HUGE], ["--roll"]),
    (["shutter", "--tiles", HUGE], ["--tiles"]),
    (["shutter", "--objective", "at-most", HUGE], ["at-most T"]),
    (["pig", "--state", HUGE, "0", "0"], ["I must be"]),
    (["chopsticks", "--moves", HUGE], ["--moves"]),
    # sizes beyond their ranges
    (["nim", "3000000000", "1", "--analyze"], ["NUM_RED", "from 0 to 500"]),
    (["nim", "100000", "100000", "--analyze"], ["NUM_RED", "from 0 to 500"]),
    (["nim", "501", "0", "--analyze"], ["from 0 to 500"]),
    (["nim", "201", "200"], ["beyond 400 marbles", "give a depth"]),
    (["nim", "500", "500", "standard", "computer", "61"], ["DEPTH", "from 1 to 60"]),
    (["pig", "--goal", "100000", "--policy"], ["--goal", "from 1 to 200"]),
    (["pig", "--die", "1000000000", "--policy"], ["--die", "from 2 to 100"]),
    (["pig", "--goal", "201", "--policy"], ["--goal"]),
    (["pig", "--die", "101", "--policy"], ["--die"]),
    (["chopsticks", "--analyze", "--depth", "2000"], ["--depth", "from 1 to 100"]),
    (["chopsticks", "--analyze", "--depth", "101"], ["--depth"]),
    (["chopsticks", "--moves", "51"], ["--moves", "from 1 to 50"]),
    (["chopsticks", "--state", "1", "1", "1", "1", "101", "--depth", "100"], ["LEVEL", "from 0 to 100"]),
    (["shutter", "--tiles", "13"], ["--tiles", "from 2 to 12"]),
    (["shutter", "--tiles", "11", "--p-table", "--exact"], ["--exact", "20 x 2,048 boards"]),
    (["shutter", "--rules", "double", "--p-table", "--exact"], ["--exact"]),
    (["shutter", "--rules", "double", "--distribution", "--exact"], ["--exact"]),
    # flags the question would ignore
    (["pig", "--coin", "--die", "6", "--policy"], ["--die", "not allowed with", "--coin"]),
    (["shutter", "--p-table", "--roll", "5"], ["not allowed with"]),
    (["shutter", "--p-table", "--distribution"], ["not allowed with"]),
    (["shutter", "--p-table", "--objective", "score"], ["drop --objective"]),
    (["shutter", "--p-table", "--position", "123"], ["full box", "drop --position"]),
    (["shutter", "--distribution", "--position", "123"], ["full box", "drop --position"]),
    (["nim", "3", "3", "standard", "human", "5", "--analyze"], ["--analyze plays no game"]),
    (["nim", "3", "3", "misere", "computer", "--analyze"], ["--analyze plays no game"]),
    (["chopsticks", "--moves", "3", "--depth", "40"], ["--depth is for --analyze"]),
    (["chopsticks", "--analyze", "--moves", "3"], ["drop --moves"]),
    (["chopsticks", "--state", "1", "1", "1", "1", "0", "--moves", "3", "--depth", "6"], ["not both"]),
    (["pig", "--goal", "3", "--answers"], ["at least 4"]),
    # files that cannot be written
    (["pig", "--goal", "10", "--picture", "/no/such/dir/x.svg"], ["--picture", "No such file"]),
    (["pig", "--goal", "10", "--picture", "/tmp"], ["--picture", "Is a directory"]),
    (["pig", "--goal", "10", "--picture", "/dev/full"], ["--picture", "No space left"]),
    # a line break in an argument stays escaped inside the one line
    (["pig", "--policy", "a\nb"], ["unrecognized arguments", "a\\nb"]),
    # empty words are no words, and a position no game reaches is none
    (["nim", "2", "2", "", ""], ["version must be standard or misere, not ''"]),
    (["nim", "2", "2", "standard", ""], ["first player must be computer or human, not ''"]),
    (["chopsticks", "--state", "0", "0", "0", "0", "0"], ["both players' hands are out"]),
    (["chopsticks", "--state", "0", "0", "0", "0", "3", "--moves", "3"], ["both players' hands are out"]),
]


@pytest.mark.parametrize("args, words", slow_but_every(3, REFUSED))
def test_refused_in_one_line_at_once(args, words):
    started = time.perf_counter()
    result = run_cli(*args)
    assert time.perf_counter() - started < SECONDS
    assert_usage_error(result, *words)
    assert result.stdout == ""


# ---- odd input that has an answer ----------------------------------------------------------------

@pytest.mark.parametrize("args, output", [
    (["shutter", "--position", "-"], "0.000000\n"),  # not -0.000000
    (["shutter", "--rules", "double", "--position", "-/-"], "0.000000\n"),  # the documented empty box
    (["shutter", "--rules", "double", "--position", "-/123", "--roll", "6"], "[b3, b2, b1] 0.000000\n"),
])
def test_odd_positions_answer(args, output):
    result = run_cli(*args)
    assert (result.returncode, result.stdout, result.stderr) == (0, output, "")


def test_nim_analysis_of_big_piles_prints_its_huge_node_count():
    result = run_cli("nim", "356", "356", "--analyze")
    assert result.returncode == 0, result.stderr
    assert "nodes without pruning: 1.086e+309 (the whole minimax tree)" in result.stdout


# ---- output that cannot be written, and readers that go away -------------------------------------

BUFFERED = {name: value for name, value in os.environ.items() if name != "PYTHONUNBUFFERED"}
"""The environment without PYTHONUNBUFFERED: output waits in a buffer, so a write can fail at exit."""


def test_full_disk_is_one_line_and_status_1():
    for environment in (BUFFERED, os.environ):
        result = subprocess.run(f"'{sys.executable}' -m stb shutter > /dev/full", shell=True,
                                capture_output=True, text=True, env=environment, timeout=SECONDS)
        assert result.returncode == 1 and result.stderr == "shutter: error: input or output failed: No space left on device\n"


@pytest.mark.parametrize("args", [["shutbox", "--one", "--expect", "123"], ["pig", "--goal", "100", "--policy"],
                                  ["--help"]])
def test_a_reader_gone_is_no_error(args):
    """The reader closes its end before the program writes (small output, flushed at exit), or
    after a line (`| head -1`, large output written while the reader goes away)."""
    early = subprocess.Popen([sys.executable, "-m", "stb", *args], stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, env=BUFFERED)
    early.stdout.close()
    assert early.stderr.read() == b"" and early.wait(SECONDS) == 1
    command = " ".join([f"'{sys.executable}' -m stb", *args, "| head -1"])
    piped = subprocess.run(command, shell=True, capture_output=True, text=True, env=BUFFERED, timeout=SECONDS)
    assert piped.stderr == "" and piped.stdout.count("\n") == 1


def test_a_usage_error_with_stderr_closed_or_full_is_still_status_2():
    for redirect in ("2>&-", "2>/dev/full"):
        for environment in (BUFFERED, os.environ):
            result = subprocess.run(f"'{sys.executable}' -m stb nim x 2 {redirect}", shell=True, capture_output=True,
                                    text=True, env=environment, timeout=SECONDS)
            assert result.returncode == 2 and result.stdout == "", (redirect, result)


def test_output_the_terminal_cannot_encode_is_escaped():
    """A terminal that takes ASCII only: 'misère' is written 'mis\\xe8re', in answers, games and errors."""
    ascii_only = {**os.environ, "PYTHONIOENCODING": "ascii"}
    for args, stdin, status, escaped in [
            (["nim", "2", "2", "misère", "--analyze"], "", 0, "(mis\\xe8re)"),
            (["nim", "2", "2", "misère", "human"], "1 red\n", 1, "(mis\\xe8re)"),
            (["nim", "2", "2", "misèrè"], "", 2, "'mis\\xe8r\\xe8'"),
            (["nim", "2", "2", "standard", "human"], "é\n", 1, "'\\ufffd\\ufffd' is not a move")]:  # read as ASCII
        result = subprocess.run([sys.executable, "-m", "stb", *args], input=stdin, capture_output=True, text=True,
                                env=ascii_only, timeout=SECONDS)
        assert result.returncode == status and "Traceback" not in result.stderr, (args, result)
        assert escaped in result.stdout + result.stderr, (args, result)


# ---- interactive games: any line, the end of input, no input at all ------------------------------

INTERACTIVE = [list(dialogues[0][0]) for dialogues in (examples(name).dialogues for name in GAMES) if dialogues]
"""Each game's first interactive command line, as its examples give it (stb.games: Nim's, Chopsticks')."""


def test_a_typed_line_of_any_length_is_read_in_pieces_and_never_echoed():
    """200 MB typed on one line, in a process allowed 150 MB of memory: the game says the line is
    too long and asks again; it neither holds the line nor writes it back."""
    def little_memory():
        resource.setrlimit(resource.RLIMIT_AS, (150_000_000, resource.RLIM_INFINITY))
    for game in INTERACTIVE:
        child = subprocess.run([sys.executable, "-m", "stb", *game], input=b"1" * 200_000_000 + b"\n",
                               capture_output=True, preexec_fn=little_memory, timeout=SECONDS)
        assert child.returncode == 1 and child.stderr == b"" and len(child.stdout) < 2_000, (game, child.stderr[-300:])
        assert TOO_LONG.encode() in child.stdout, child.stdout

ODD_LINES = f"{HUGE}\n²\n١\n\n   \n-1\n1e3\nnan\n\t\n"
TOO_LONG = "That line has more than 1,000 characters"


def test_nim_reprompts_on_odd_lines_and_ends_cleanly():
    result = run_cli("nim", "5", "5", "standard", "computer", stdin=ODD_LINES)
    assert result.returncode == 1 and result.stderr == "", result.stderr
    assert result.stdout.count("is not a move") + result.stdout.count(TOO_LONG) == ODD_LINES.count("\n")
    assert "Computer takes" in result.stdout and "Input ended before the game did" in result.stdout


def test_chopsticks_reprompts_on_odd_lines_and_ends_cleanly():
    result = run_cli("chopsticks", "--moves", "1", stdin="y\n" + ODD_LINES + "0\n")
    assert result.returncode == 0 and result.stderr == "", result.stderr
    assert result.stdout.count("Please type the number of a choice, 0 to 3.") + result.stdout.count(TOO_LONG) \
        == ODD_LINES.count("\n")
    assert result.stdout.rstrip().endswith("It is a tie.")


@pytest.mark.parametrize("game, words", [(["nim", "3", "3", "standard", "human"], "Input ended before the game did"),
                                         (["chopsticks"], "Input ended before the game")])
def test_bytes_that_are_not_utf8_and_a_closed_stdin_end_cleanly(game, words):
    strict = {**BUFFERED, "PYTHONIOENCODING": "utf-8:strict"}  # as in a UTF-8 locale
    odd = subprocess.run([sys.executable, "-m", "stb", *game], input=b"\xff\xfe\n", capture_output=True,
                         env=strict, timeout=SECONDS)
    assert odd.returncode == 1 and odd.stderr == b"" and words.encode() in odd.stdout
    closed = subprocess.run(f"'{sys.executable}' -m stb {' '.join(game)} <&-", shell=True, capture_output=True,
                            text=True, timeout=SECONDS)
    assert closed.returncode == 1 and closed.stderr == "" and words in closed.stdout


# ---- every limit answers: the largest size each range allows -------------------------------------

@SLOW
@pytest.mark.parametrize("args, stdin, words", [
    (["nim", "500", "500", "--analyze"], "", "optimal move: 2 red"),
    (["nim", "200", "200"], "", "Computer takes 2 red."),  # the full search from 400 marbles
    (["nim", "500", "500", "standard", "computer", "60"], "", "Computer takes 2 red."),
    (["chopsticks", "--analyze", "--depth", "100"], "", "depth 100: B wins"),
    (["chopsticks", "--state", "1", "1", "1", "1", "0", "--depth", "100"], "", "depth 100: B wins"),
    (["chopsticks", "--moves", "50"], "n\n", "I may not win."),
    (["shutter", "--tiles", "12", "--p-table"], "", "20 "),
    (["shutter", "--tiles", "12", "--distribution", "--exact"], "", "0 "),
    (["shutter", "--tiles", "10", "--p-table", "--exact"], "", "20 "),
    (["shutter", "--rules", "double", "--exact"], "", "/"),
])
def test_each_limit_answers(args, stdin, words):
    started = time.perf_counter()
    result = run_cli(*args, stdin=stdin, timeout=SECONDS)
    assert time.perf_counter() - started < SECONDS
    assert result.stderr == "" and result.returncode in (0, 1), result.stderr  # 1: input ended mid-game
    assert words in result.stdout
