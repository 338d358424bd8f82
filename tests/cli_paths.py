"""Every command line's paths, run in one interpreter: help, errors, each option, the dialogues.

tests/tools/test_python_archive.py runs these inside Pyodide twice, on the pinned standard library and on
the site's cut-down archive, and requires the same output.
"""

import contextlib
import io
import os
import sys
import tempfile
from pathlib import Path

from stb.__main__ import main

CASES = (
    ("--help",), (), ("poker",),
    ("shutbox", "--help"), ("shutbox", "--one", "--expect", "123456789"),
    ("shutbox", "--one", "--move", "146789", "9"), ("shutbox", "--two", "--expect", "13456789", "43"),
    ("shutbox", "--two", "--move", "13456789", "17", "12"), ("shutbox", "--two", "--expect", "123", "45"),
    ("shutbox", "--one"), ("shutbox", "--one", "--move", "146789", "x"),
    ("shutter", "--help"), ("shutter",), ("shutter", "--rules", "double"),
    ("shutter", "--rules", "double", "--objective", "at-most", "0"),
    ("shutter", "--objective", "at-most", "0", "--exact"), ("shutter", "--dice", "two", "--objective", "at-most", "0"),
    ("shutter", "--rules", "double", "--position", "1/89", "--roll", "10"),
    ("shutter", "--tiles", "6", "--scoring", "digits", "--p-table"), ("shutter", "--tiles", "6", "--distribution"),
    ("shutter", "--tiles", "13"), ("shutter", "--rules", "triple"), ("shutter", "--objective", "at-most", "x"),
    ("shutter", "--position", "1x"), ("shutter", "--roll", "13"), ("shutter", "--dice", "optional-789"),
    ("shutter", "--players", "3"), ("shutter", "--players", "4", "--shut", "zero", "--scores", "12,9", "--roll", "9"),
    ("shutter", "--players", "3", "--scores", "0"),
    ("pig", "--help"), ("pig",), ("pig", "--state", "0", "0", "0"), ("pig", "--goal", "20", "--policy"),
    ("pig", "--goal", "20", "--answers"), ("pig", "--coin", "--goal", "2", "--state", "0", "0", "0"),
    ("pig", "--goal", "20", "--state", "3", "4", "0", "--picture", "policy.svg"),
    ("pig", "--goal", "0", "--policy"), ("pig", "--die", "1", "--policy"), ("pig", "--state", "0", "0"),
    ("nim", "--help"), ("nim", "3", "3", "--analyze"), ("nim", "12", "12", "misere", "--analyze"),
    ("nim", "2", "3"), ("nim", "3", "2", "misere", "computer", "2"), ("nim", "x", "3"), ("nim", "2", "3", "sideways"),
    ("chopsticks", "--help"), ("chopsticks", "--analyze", "--depth", "12"),
    ("chopsticks", "--state", "1", "1", "1", "1", "0", "--depth", "6"), ("chopsticks", "--state", "5", "1", "1", "1", "0"),
    ("chopsticks", "--moves", "-1"), ("chopsticks", "--analyze", "--transfers", "no"),
    ("chopsticks", "--state", "1", "1", "1", "1", "0", "--hits", "rollover", "--swaps", "yes"),
    ("chopsticks", "--hits", "wrap"),
)
DIALOGUES = (  # (arguments, what the player types)
    (("nim", "2", "3", "standard", "human"), "2 red\n3 green\n1 blue\n1 blue\n1 blue\n"),
    (("nim", "4", "4", "misere", "human", "3"), "1 red\n1 red\n"),
    (("chopsticks", "--moves", "3"), "y\n0\nseven\n0\n0\n"),
    (("chopsticks", "--moves", "2"), "n\n0\n0\n"),
    (("chopsticks",), ""),
    (("chopsticks", "--moves", "2", "--full-transfers", "no"), "y\n0\n0\n"),
)


def run(argv, typed="") -> list:
    """[exit status, stdout, stderr] of `python -m stb ARGV` with `typed` on stdin."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err), typed_in(typed):
        try:
            status = main(list(argv))
        except SystemExit as exit:
            status = exit.code
    return [status, out.getvalue(), err.getvalue()]


@contextlib.contextmanager
def typed_in(text: str):
    """sys.stdin reads `text` (contextlib has no redirect_stdin)."""
    saved, sys.stdin = sys.stdin, io.StringIO(text)
    try:
        yield
    finally:
        sys.stdin = saved


def run_all() -> dict:
    """Each case's [status, stdout, stderr], and the picture --picture wrote, in a fresh folder."""
    os.environ["COLUMNS"] = "100"  # argparse wraps help to the terminal's width
    os.chdir(tempfile.mkdtemp())
    results = {" ".join(argv): run(argv) for argv in CASES}
    results.update({" ".join(argv) + " <<< " + typed: run(argv, typed) for argv, typed in DIALOGUES})
    results["policy.svg"] = Path("policy.svg").read_text()
    return results
