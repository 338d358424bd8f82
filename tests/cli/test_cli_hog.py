"""`hog`'s command line (stb/cli/hog.py), run in-process through `stb.cli.run` as `python -m stb`
runs it: the published figures, its outputs, its ranges, and bad input refused in one line."""

import io
import time
from contextlib import redirect_stderr, redirect_stdout

import pytest

from stb.cli import hog as hog_cli, run
from stb.hog import Hog, solution

HUGE = "9" * 5000
"""Past Python's 4,300-digit limit on reading an int."""


def ran(*argv) -> tuple[int, str, str]:
    """(status, stdout, stderr) of `hog ARGV`."""
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        status = run(hog_cli.main, list(argv))
    return status, out.getvalue(), err.getvalue()


@pytest.mark.parametrize("argv, output", [
    ((), "0.530665 6 dice\n"),  # the published game's start: an independent solver's figure
    (("--state", "0", "0"), "0.530665 6 dice\n"),
    (("--state", "99", "99"), "0.857143 1 die\n"),  # 6/7: one die wins unless it shows 1
    (("--goal", "1"), "0.857143 1 die\n"),
    (("--goal", "200", "--dice", "20", "--sides", "20", "--state", "199", "199"), "0.952381 1 die\n"),  # 20/21
])
def test_the_chance_to_win_and_the_best_number_of_dice(argv, output):
    assert ran(*argv) == (0, output, "")


def test_expect_prints_each_number_of_dices_turn_expectation():
    status, out, err = ran("--expect")
    assert (status, err) == (0, "") and out.splitlines()[4:6] == ["5 8.037551", "6 8.037551"]
    assert [line.split()[0] for line in out.splitlines()] == [str(dice) for dice in range(1, 11)]
    assert ran("--expect", "--dice", "2", "--sides", "4")[1] == "1 2.250000\n2 3.375000\n"  # 3 x 3/4, 6 x 9/16


def test_table_is_the_solutions_best_numbers_of_dice():
    status, out, err = ran("--goal", "30", "--dice", "5", "--table")
    rows = [line.split(",") for line in out.splitlines()]
    assert (status, err) == (0, "") and rows[0] == ["i\\j", *map(str, range(30))]
    assert [[int(n) for n in row[1:]] for row in rows[1:]] == solution(Hog(30, 5)).dice
    assert [row[0] for row in rows[1:]] == [str(i) for i in range(30)]


def test_help_states_every_range():
    status, out, _ = ran("--help")
    text = " ".join(out.split())
    assert status == 0
    for words in ("--goal 1-200", "--dice 1-20", "--sides 2-20", "MINE and THEIRS from 0 to the goal - 1"):
        assert words in text


@pytest.mark.parametrize("argv, words", [
    (("--goal", "x"), "--goal must be a whole number from 1 to 200, not 'x'"),
    (("--goal", "٣"), "--goal must be a whole number from 1 to 200, not '٣'"),
    (("--dice", "²"), "--dice must be"),
    (("--sides", "1"), "--sides must be a whole number from 2 to 20, not '1'"),
    (("--goal", "201"), "--goal"), (("--dice", "0"), "--dice"), (("--dice", "21"), "from 1 to 20"),
    (("--sides", "21"), "--sides"), (("--goal", "-5"), "--goal"), (("--goal", "1.5"), "--goal"),
    (("--goal", HUGE), "(5000 characters)"), (("--sides", "9" * 40), "--sides"),
    (("--state", "100", "0"), "MINE must be a whole number from 0 to 99, not '100'"),
    (("--goal", "10", "--state", "3", "10"), "THEIRS must be a whole number from 0 to 9"),
    (("--state", "-1", "0"), "MINE"), (("--state", HUGE, "0"), "MINE"), (("--state", "1"), "expected 2 arguments"),
    (("--state", "1", "2", "--table"), "not allowed with"), (("--expect", "--table"), "not allowed with"),
    (("--expect", "--goal", "50"), "does not depend on the goal"),
    (("--table", "a\nb"), "unrecognized arguments: a\\nb"), (("--goals", "5"), "unrecognized"),
])
def test_bad_input_is_refused_in_one_line_at_once(argv, words):
    started = time.perf_counter()
    status, out, err = ran(*argv)
    assert time.perf_counter() - started < 5
    assert (status, out) == (2, "") and err.startswith("hog: error: ") and err.count("\n") == 1, err
    assert words in err, err
