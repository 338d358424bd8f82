"""The published figures of every game, computed one way, so CPython and Pyodide can be compared.

Imported by tests/solvers/test_parity.py under CPython, and inside Pyodide through tools/pyodide.py.
"""

import contextlib
import io

from stb import chopsticks, nim, pig, shutbox
from stb.cli import shutbox as shutbox_cli

SHUTBOX_RUNS = ("--one --expect 123456789", "--one --expect 146789", "--one --move 146789 9",
                "--two --expect 123456789 8", "--two --expect 12345689 41",
                "--two --expect 13456789 43", "--two --move 13456789 17 12")


NIM_POSITIONS = ((2, 3, False), (3, 3, False), (10, 10, False), (2, 3, True), (3, 3, True))


def shutbox_run(args: str) -> str:
    """What `ShutTheBox ARGS` prints."""
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        shutbox_cli.main(args.split())
    return out.getvalue().strip()


def figures() -> dict[str, str]:
    """Name -> the figure as text, every published number of every game."""
    classic, double = shutbox.Rules(), shutbox.Rules(layout="double")
    result = {f"ShutTheBox {args}": shutbox_run(args) for args in SHUTBOX_RUNS}
    result["shut, forced one die"] = f"{shutbox.solve(classic, 'shut')[511]:.6f}"
    result["shut, two dice"] = f"{shutbox.solve(shutbox.Rules(dice='two'), 'shut')[511]:.6f}"
    result["shut, exact"] = str(shutbox.solve(classic, "shut", exact=True)[511])
    start = shutbox.full_board(double)
    result["Double Shutter least expected score"] = f"{-shutbox.solve(double, 'score')[start]:.3f}"
    result["Double Shutter p(not 0)"] = f"{1 - shutbox.solve(double, 'shut')[start]:.3f}"
    pig_solution = pig.solution(pig.Pig())
    result["Pig first player wins"] = f"{pig_solution.P(0, 0, 0):.6f}"
    result["Pig hold at 0-0"] = str(pig_solution.hold_at(0, 0))
    result["Piglet to 2"] = str(pig.solve(pig.Pig.piglet(2), exact=True).P(0, 0, 0))
    for red, blue, misere in NIM_POSITIONS:
        name = f"Nim {'misere' if misere else 'standard'} {red} {blue}"
        result[name] = f"{nim.exact_value(nim.RedBlueNim(red, blue, misere), red, blue):+d}"
    bounded = chopsticks.start_values(26)
    result["Chopsticks start, depths 1-25"] = " ".join(map(str, set(bounded[:25])))
    result["Chopsticks start, depth 26"] = str(bounded[25])
    outcome = chopsticks.unbounded_outcome(chopsticks.START)
    result["Chopsticks start, no bound"] = f"{outcome.result} in {outcome.remoteness}"
    return result
