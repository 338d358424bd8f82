"""Pig's whole game swept once by value iteration, for the page to ship: at the seed's goal of 100
its 505,000 positions take hundreds of sweeps, far too long for a phone. stb/pig/whole_game.py is
written here from stb.pig.iteration.sweep_whole_game (`python3 -m tools.sweeps`, half an hour or
so). A fast test fails when the code that sweeps has changed since (its `CODE`), and
tests/bridge/test_thinking_lessons.py holds it to the seed's loops written out."""

import hashlib
import inspect
import re
import sys
import time

from tools import ROOT

TARGET = ROOT / "stb" / "pig" / "whole_game.py"
PER_LINE = 4


def code_digest() -> str:
    """A digest of the code whose result the file holds: value iteration, the whole game's positions
    and backup, the seed's recurrences, the tolerances and the game."""
    from stb.pig import iteration, rules
    from stb.solvers import value_iteration

    code = [value_iteration.value_iteration, iteration.game_iteration, iteration.game_positions,
            iteration.sweep_whole_game, rules.roll_value, rules.hold_value, rules.Pig.gains.fget, rules.Pig.faces.fget]
    text = "\n".join(map(inspect.getsource, code)) + repr((iteration.TOLERANCES, iteration.SHIPPED))
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def written_digest() -> str | None:
    """The digest the file was written for (None: no file)."""
    if not TARGET.exists():
        return None
    found = re.search(r'^CODE = "([0-9a-f]+)"', TARGET.read_text(), re.MULTILINE)
    return found and found.group(1)


def module_text(pig, swept, digest: str) -> str:
    changes = [repr(change) for change in swept.changes]
    lines = [", ".join(changes[at:at + PER_LINE]) + "," for at in range(0, len(changes), PER_LINE)]
    return "\n".join([
        f'"""Pig\'s whole game (goal {pig.goal}, a {pig.sides}-sided die) swept by value iteration from 0 in the '
        "seed's order\n(i, j, k each counting up), as stb.pig.iteration.sweep_whole_game sweeps it: written by "
        'tools/sweeps.py, not by hand."""',
        "",
        f'CODE = "{digest}"',
        '"""The digest of the code that swept (tools.sweeps.code_digest)."""',
        f"GOAL, SIDES = {pig.goal}, {pig.sides}",
        "CHANGES = (",
        *(f"    {line}" for line in lines),
        ")",
        '"""The largest change of each sweep, to the smallest tolerance offered."""',
        "DISTANCES = {" + ", ".join(f"{t!r}: {d!r}" for t, d in sorted(swept.distances.items())) + "}",
        '"""Per tolerance: the largest difference from the exact values where its sweeps stop."""',
        ""])


def write() -> None:
    from stb.pig.iteration import SHIPPED, sweep_whole_game

    started = time.monotonic()
    swept = sweep_whole_game(SHIPPED)
    TARGET.write_text(module_text(SHIPPED, swept, code_digest()))
    print(f"tools/sweeps.py: {len(swept.changes)} sweeps of Pig's whole game in "
          f"{time.monotonic() - started:.0f} s, written to {TARGET.relative_to(ROOT)}", file=sys.stderr)


if __name__ == "__main__":
    write()
